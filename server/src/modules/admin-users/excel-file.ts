// Excel files of the user page (exceljs, .xlsx only): writing a sheet into the temporary upload folder and handing
// out a one-time download link the console opens ({name, url}, like every download), and reading an uploaded
// sheet back into rows of text.
import ExcelJS from 'exceljs'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { readAll } from '../../lib/file-store'
import { storeTemporary } from '../files'
import { uploadRepository } from '../files/repository'
import { isStoredName } from '../files/storage'
import { HEADER_KEYS, MAX_IMPORT_ROWS, type SheetRow, type UserColumnKey } from './excel-columns'

export interface SheetColumn { key: string; title: string; note?: string }

/** a workbook of one sheet, stored as a temporary file of the caller; answers the console's {name, url} */
export async function saveSheet(ctx: AppContext, userId: string, fileName: string, columns: readonly SheetColumn[], rows: Record<string, string>[]) {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('用户信息')
  ws.columns = columns.map((c) => ({ header: c.title, key: c.key, width: Math.max(12, c.title.length * 3) }))
  ws.getRow(1).font = { bold: true }
  columns.forEach((c, i) => { if (c.note) ws.getRow(1).getCell(i + 1).note = c.note })
  for (const r of rows) ws.addRow(Object.fromEntries(columns.map((c) => [c.key, r[c.key] ?? ''])))
  const buffer = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer)
  const download = await storeTemporary(ctx, userId, 'xlsx', buffer)
  return { name: fileName, url: download.url }
}

const MAX_SHEET_BYTES = 5 * 1024 * 1024

/** the text of a cell as a person typed it: dates as days, formulas by their result, rich text flattened */
function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value
  if (v === null || v === undefined) return ''
  if (v instanceof Date) return v.toISOString().slice(0, 10)
  if (typeof v === 'object' && 'result' in v) return v.result instanceof Date ? v.result.toISOString().slice(0, 10) : String(v.result ?? '')
  return cell.text.trim()
}

/** the rows of an uploaded sheet of the caller, by column key; the header row must name the template's columns */
export async function readUploadedSheet(ctx: AppContext, userId: string, fileName: string): Promise<SheetRow[]> {
  const gone = () => new BadRequest('文件不存在，请重新上传')
  if (!isStoredName(fileName) || (await uploadRepository.uploaderOf(ctx.db, 'temporary', fileName)) !== userId) throw gone()
  if (!fileName.endsWith('.xlsx')) throw new BadRequest('请上传 .xlsx 格式的 Excel 文件')
  const bytes = await readAll(ctx.store, 'temporary', fileName, MAX_SHEET_BYTES)
  if (!bytes) throw gone()
  if (bytes === 'too-large') throw new BadRequest('文件过大，请分批导入')
  const wb = new ExcelJS.Workbook()
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer)
  } catch {
    throw new BadRequest('文件不是有效的 Excel (.xlsx) 文件')
  }
  const ws = wb.worksheets[0]
  if (!ws) throw new BadRequest('文件中没有工作表')
  const keys: (UserColumnKey | undefined)[] = []
  ws.getRow(1).eachCell((cell, col) => { keys[col] = HEADER_KEYS[cellText(cell)] })
  if (!keys.includes('account') || !keys.includes('realName')) throw new BadRequest('文件的表头与导入模板不一致，请下载模板后填写')
  if (ws.rowCount - 1 > MAX_IMPORT_ROWS * 2) throw new BadRequest(`一次最多导入${MAX_IMPORT_ROWS}条数据`)
  const rows: SheetRow[] = []
  ws.eachRow((row, n) => {
    if (n === 1) return
    const r: SheetRow = {}
    row.eachCell((cell, col) => {
      const key = keys[col]
      const text = cellText(cell)
      if (key && text) r[key] = text.slice(0, 1000)
    })
    if (Object.keys(r).length) rows.push(r)
  })
  if (rows.length > MAX_IMPORT_ROWS) throw new BadRequest(`一次最多导入${MAX_IMPORT_ROWS}条数据`)
  return rows
}

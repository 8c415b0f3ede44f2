// Excel import of the labour worker registry (劳务人员信息): a template with the columns of the worker form, and a
// filled sheet read back for one contract section. Every row is checked as the single-worker save checks it (the
// ID card with the spec's validator, required fields, dates), a card twice in the file is refused, and a card the
// section already has updates that worker. All or nothing: one bad row refuses the whole file, answered with every
// bad row's number and reason, and nothing is written.
import crypto from 'node:crypto'
import ExcelJS from 'exceljs'
import type { AppContext } from '../../context'
import type { AttendanceWorkerTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { readAll } from '../../lib/file-store'
import { storeTemporary } from '../files'
import { uploadRepository } from '../files/repository'
import { isStoredName } from '../files/storage'
import { requireRole, sectionFor } from '../progress'
import { MANAGERS } from './access'
import { importRepository as repo } from './import-repository'
import { cleanWorker, type WorkerFields } from './worker-check'

type Key = keyof WorkerFields
export const WORKER_COLUMNS: { key: Key; title: string; required: boolean; note: string; width: number }[] = [
  { key: 'realName', title: '姓名', required: true, note: '必填，与身份证一致', width: 12 },
  { key: 'idCard', title: '身份证号', required: true, note: '必填，18位居民身份证号；已登记的身份证号将更新该人员', width: 22 },
  { key: 'mobile', title: '手机号', required: false, note: '11位手机号', width: 15 },
  { key: 'trade', title: '工种', required: true, note: '必填，如 钢筋工、混凝土工、架子工', width: 12 },
  { key: 'team', title: '班组', required: true, note: '必填，如 钢筋一班', width: 14 },
  { key: 'entryDate', title: '进场日期', required: true, note: '必填，格式 2026-03-01', width: 13 },
  { key: 'exitDate', title: '退场日期', required: false, note: '未退场留空，格式 2026-03-01', width: 13 }
]
const TITLE_KEYS = new Map(WORKER_COLUMNS.flatMap((c) => [[c.title, c.key], [`${c.title}*`, c.key], [`*${c.title}`, c.key]] as [string, Key][]))
export const MAX_IMPORT_ROWS = 2000
const MAX_SHEET_BYTES = 5 * 1024 * 1024

export interface ImportError { row: number; reason: string }
export interface ImportResult { imported: number; created: number; updated: number; errors: ImportError[] }

/** the blank template, as a one-time download of the caller ({name, url}) */
export async function workerTemplate(ctx: AppContext, user: UserTable, contractId: unknown) {
  const contract = await sectionFor(ctx, user, contractId)
  await requireRole(ctx, user, MANAGERS, '导入劳务人员')
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('劳务人员')
  ws.columns = WORKER_COLUMNS.map((c) => ({ header: c.required ? `${c.title}*` : c.title, key: c.key, width: c.width, style: { numFmt: '@' } }))
  ws.getRow(1).font = { bold: true }
  WORKER_COLUMNS.forEach((c, i) => { ws.getRow(1).getCell(i + 1).note = c.note })
  const buffer = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer)
  const download = await storeTemporary(ctx, user.id, 'xlsx', buffer)
  return { name: `劳务人员导入模板-${contract.fullName}.xlsx`, url: download.url }
}

/** a cell as typed: dates as days, formulas by their result */
function cellText(cell: ExcelJS.Cell): string {
  const v = cell.value
  if (v === null || v === undefined) return ''
  // exceljs reads a date cell as UTC midnight of the typed day
  const day = (d: Date) => (Number.isNaN(d.getTime()) ? '' : d.toISOString().slice(0, 10))
  if (v instanceof Date) return day(v)
  if (typeof v === 'object' && 'result' in v) return v.result instanceof Date ? day(v.result) : String(v.result ?? '').trim()
  return cell.text.trim()
}

async function sheetRows(ctx: AppContext, userId: string, fileName: unknown): Promise<{ row: number; values: Partial<Record<Key, string>> }[]> {
  const gone = () => new BadRequest('文件不存在，请重新上传')
  if (typeof fileName !== 'string' || !isStoredName(fileName) || (await uploadRepository.uploaderOf(ctx.db, 'temporary', fileName)) !== userId) throw gone()
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
  const keys: (Key | undefined)[] = []
  ws.getRow(1).eachCell((cell, col) => { keys[col] = TITLE_KEYS.get(cellText(cell).replace(/\s/g, '')) })
  const missing = WORKER_COLUMNS.filter((c) => c.required && !keys.includes(c.key)).map((c) => c.title)
  if (missing.length) throw new BadRequest(`文件缺少列：${missing.join('、')}，请下载模板后填写`)
  if (ws.rowCount - 1 > MAX_IMPORT_ROWS * 2) throw new BadRequest(`一次最多导入${MAX_IMPORT_ROWS}人`)
  const rows: { row: number; values: Partial<Record<Key, string>> }[] = []
  ws.eachRow((row, n) => {
    if (n === 1) return
    const values: Partial<Record<Key, string>> = {}
    row.eachCell((cell, col) => {
      const key = keys[col]
      const t = cellText(cell)
      if (key && t) values[key] = t.slice(0, 200)
    })
    if (Object.keys(values).length) rows.push({ row: n, values })
  })
  if (rows.length === 0) throw new BadRequest('文件中没有人员数据')
  if (rows.length > MAX_IMPORT_ROWS) throw new BadRequest(`一次最多导入${MAX_IMPORT_ROWS}人`)
  return rows
}

const isUniqueViolation = (err: unknown) => {
  const code = String((err as { code?: unknown })?.code ?? '')
  return code === '23505' || code.startsWith('SQLITE_CONSTRAINT')
}

/** checks the uploaded sheet and writes it whole, or answers every bad row and writes nothing */
export async function importWorkers(ctx: AppContext, user: UserTable, input: Record<string, unknown>): Promise<ImportResult> {
  const contract = await sectionFor(ctx, user, input.contractId)
  await requireRole(ctx, user, MANAGERS, '导入劳务人员')
  const rows = await sheetRows(ctx, user.id, input.fileName)
  const now = ctx.clock.now()
  const errors: ImportError[] = []
  const checked: { row: number; w: WorkerFields }[] = []
  const firstRow = new Map<string, number>()
  for (const { row, values } of rows) {
    try {
      const w = cleanWorker(values, now)
      const first = firstRow.get(w.idCard)
      if (first !== undefined) errors.push({ row, reason: `身份证号与第${first}行重复` })
      else {
        firstRow.set(w.idCard, row)
        checked.push({ row, w })
      }
    } catch (err) {
      if (!(err instanceof BadRequest)) throw err
      errors.push({ row, reason: err.message })
    }
  }
  if (errors.length) return { imported: 0, created: 0, updated: 0, errors }
  const existing = new Map((await repo.workersByCards(ctx.db, contract.id, checked.map((c) => c.w.idCard))).map((w) => [w.idCard, w]))
  const inserts: AttendanceWorkerTable[] = []
  const updates: AttendanceWorkerTable[] = []
  for (const { w } of checked) {
    const old = existing.get(w.idCard)
    if (old) updates.push({ ...old, ...w, lastModifyTime: now })
    else {
      inserts.push({
        id: crypto.randomUUID().replace(/-/g, ''), projectId: contract.projectId, contractId: contract.id, userId: '', ...w,
        creatorUserId: user.id, creatorTime: now, lastModifyTime: null
      })
    }
  }
  try {
    await repo.write(ctx.db, inserts, updates)
  } catch (err) {
    // someone registered one of these cards between the check and the write: the unique (section, card) index refused
    // the transaction, so nothing was written
    if (isUniqueViolation(err)) throw new BadRequest('导入期间名册已被修改，请重新导入')
    throw err
  }
  return { imported: checked.length, created: inserts.length, updated: updates.length, errors: [] }
}

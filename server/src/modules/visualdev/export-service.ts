// POST .../OnlineDev/{modelId}/Actions/ExportData (the console's ExportModal, jnpf-api.md §5): the list's rows as an
// .xlsx of display values, answering {name, url} with a one-time download link of the files module. The body is the
// List's (query, keyword, advanced query, sort, project and section) plus dataType ("0" the current page, "1" every
// page, "2" the rows in selectIds) and selectKey (the columns). Rows are read a page at a time and written through
// exceljs's streaming writer, so memory stays flat however many rows the list holds.
import { PassThrough } from 'node:stream'
import { sql } from 'kysely'
import ExcelJS from 'exceljs'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { storeTemporary } from '../files'
import { formatDatePart } from '../system/bill-number'
import type { UserRow } from '../users/repository'
import { withDictionaryOptions } from './dictionary-options'
import { columnCell, textWidth, type CellValue } from './export-cells'
import { exportColumns, type ExportColumn } from './export-columns'
import type { Origin } from './list-config'
import { listFilter } from './list-filter'
import { MAX_PAGE_ROWS, type ListQuery } from './list-service'
import { signRecordFiles } from './record-files'
import { displayRecords } from './record-view'
import { queryableFields } from './query-rights'
import { visualDevRepository } from './repository'
import { modelContext } from './service'
import { sortKeys } from './sort'
import { jsonSql } from './sql-json'

export interface ExportQuery extends ListQuery {
  /** "0" the current page, "1" every page, "2" the rows in selectIds (the console sends numbers, older ones text) */
  dataType?: string | number
  selectKey?: string | string[]
  selectIds?: string[]
}

/** an .xlsx sheet holds 1,048,576 rows; an export of more is refused before anything is written */
export const MAX_EXPORT_ROWS = 1_000_000
/** rows read and written per step */
const STEP = MAX_PAGE_ROWS

type Range = { offset: number; limit: number }

function rangeOf(q: ExportQuery, dataType: string): Range {
  if (dataType !== '0') return { offset: 0, limit: MAX_EXPORT_ROWS }
  const pageSize = Math.min(q.pageSize ?? 20, MAX_PAGE_ROWS)
  return { offset: ((q.currentPage ?? 1) - 1) * pageSize, limit: pageSize }
}

/** JNPF's name for the file: the function's name and the time, e.g. 安全巡查记录_20250501093000.xlsx */
function fileName(fullName: string, now: number): string {
  const base = fullName.replace(/[\\/:*?"<>|\r\n]/g, '').trim().slice(0, 80) || '导出数据'
  return `${base}_${formatDatePart('yyyyMMddHHmmss', now)}.xlsx`
}

/** a sheet name Excel accepts: at most 31 characters, none of []:*?/\ */
const sheetName = (fullName: string) => fullName.replace(/[[\]:*?/\\]/g, '').slice(0, 31) || 'Sheet1'

const LINK_FONT: Partial<ExcelJS.Font> = { color: { argb: 'FF1F6FEB' }, underline: true }

function writeRow(ws: ExcelJS.Worksheet, cells: CellValue[]): void {
  const row = ws.addRow(cells)
  cells.forEach((cell, i) => {
    if (cell !== null && typeof cell === 'object') row.getCell(i + 1).font = LINK_FONT
    else if (typeof cell === 'string' && cell.includes('\n')) row.getCell(i + 1).alignment = { wrapText: true, vertical: 'top' }
  })
  row.commit()
}

/** column widths from the header and the first rows: wide enough to read, never wider than half a screen */
function columnsOf(columns: ExportColumn[], sample: CellValue[][]): Partial<ExcelJS.Column>[] {
  return columns.map((col, i) => {
    const widest = Math.max(textWidth(col.label), ...sample.map((r) => textWidth(r[i])))
    return { header: col.label, key: col.key, width: Math.min(60, Math.max(10, widest + 2)) }
  })
}

export async function exportRecords(ctx: AppContext, user: UserRow, modelId: string, origin: Origin, q: ExportQuery, linkOrigin: string) {
  const dataType = String(q.dataType ?? '0')
  if (!['0', '1', '2'].includes(dataType)) throw new BadRequest('导出方式不正确')
  // the list's right (its menu), and its 导出 button when the list turns button rights on
  const c = await modelContext(ctx, user, modelId, origin, { menuId: q.menuId, buttons: ['btn_download'] })
  const columns = exportColumns(c, origin, q.selectKey)
  const fields = await withDictionaryOptions(ctx, c.form.fields)
  const may = queryableFields(c)
  const filter = await listFilter(ctx, user, c, fields, may, q)
  if (dataType === '2') {
    const ids = [...new Set((q.selectIds ?? []).filter((id) => typeof id === 'string' && id))]
    if (ids.length === 0) throw new BadRequest('请选择要导出的数据')
    filter.where = [...(filter.where ?? []), sql<boolean>`id in (${sql.join(ids)})`]
  }
  const keys = sortKeys(jsonSql(ctx.dialect), c.form.fields, q.sidx, q.sort, c.list.defaultSidx, may)
  const range = rangeOf(q, dataType)

  const cellsOf = async (rows: Awaited<ReturnType<typeof visualDevRepository.rows>>) =>
    (await displayRecords(ctx, user, c.form, rows)).map((row) => signRecordFiles(ctx, c.form.fields, row))
      .map((row) => columns.map((col) => columnCell(col, row, linkOrigin)))
  // the total is counted once, with the first page; later pages only read rows (a count per page made it quadratic)
  const read = async (offset: number) =>
    cellsOf(await visualDevRepository.rows(ctx.db, filter, keys, offset, Math.min(STEP, range.offset + range.limit - offset)))
  const head = await visualDevRepository.page(ctx.db, filter, keys, range.offset, Math.min(STEP, range.limit))
  const first = { total: head.total, cells: await cellsOf(head.rows) }
  if (dataType !== '0' && first.total > MAX_EXPORT_ROWS) throw new BadRequest(`数据超过${MAX_EXPORT_ROWS}条，请缩小查询范围后分批导出`)

  // the workbook goes to the file store as it is written (a bucket gets it in parts), never whole in memory
  const out = new PassThrough()
  const stored = storeTemporary(ctx, user.id, 'xlsx', out)
  stored.catch(() => undefined) // awaited below; a failing store also fails the workbook's writes
  try {
    const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
    const ws = wb.addWorksheet(sheetName(c.model.fullName), { views: [{ state: 'frozen', ySplit: 1 }] })
    ws.columns = columnsOf(columns, first.cells.slice(0, 200))
    const header = ws.getRow(1)
    header.font = { bold: true }
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F3F5' } }
    header.commit()
    let page = first.cells
    let offset = range.offset
    const end = Math.min(range.offset + range.limit, first.total)
    for (;;) {
      for (const cells of page) writeRow(ws, cells)
      offset += page.length
      if (page.length < STEP || offset >= end) break
      page = await read(offset)
    }
    ws.commit()
    await wb.commit()
  } catch (err) {
    // a half-written workbook never stays: the store drops what it got
    out.destroy(err as Error)
    await stored.catch(() => undefined)
    throw err
  }
  const download = await stored
  return { name: fileName(c.model.fullName, ctx.clock.now()), url: download.url }
}

// 导出 of 材料汇总: the summary of the period as an .xlsx (按材料, 按供应商, 按月份) with the batches behind it (进场批次,
// with their verdicts and failing items), stored as a temporary file with a one-time download link like the
// low-code lists' export (files.storeTemporary), answering {name, url}.
import ExcelJS from 'exceljs'
import type { LabRateVO } from '@shared/api/laboratory'
import type { AppContext } from '../../context'
import type { UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { storeTemporary } from '../files'
import { labRepository } from './repository'
import { filterOf, materialSummary, STATE_NAMES, type ListQuery } from './service'
import { chinaDateText } from '../../lib/china-time'
import { limitText } from './limits'
import { ledgerRepository } from './ledger-repository'
import { INSPECTION_NAMES, KINDS } from './ledger-limits'
import { ledgerFilterOf, ledgerSummary, type LedgerQuery } from './ledger-read-service'

/** a sheet holds far more; a project's incoming batches over any period stay well below this */
export const MAX_EXPORT_BATCHES = 20_000

const RATE_HEAD = ['批次', '合格', '不合格', '待检', '数量', '合格率(%)']
const rateCells = (r: LabRateVO) => [r.batches, r.passed, r.failed, r.pending, r.quantity, r.passRate ?? '—']

export function sheet(wb: ExcelJS.Workbook, name: string, head: string[], rows: (string | number)[][], widths: number[]): void {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] })
  ws.columns = head.map((h, i) => ({ header: h, width: widths[i] ?? 12 }))
  ws.getRow(1).font = { bold: true }
  ws.getRow(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F3F5' } }
  for (const r of rows) ws.addRow(r)
}

export async function exportSummary(ctx: AppContext, user: UserTable, q: ListQuery): Promise<{ name: string; url: string }> {
  const summary = await materialSummary(ctx, user, q)
  if (summary.batches > MAX_EXPORT_BATCHES) throw new BadRequest(`进场批次超过${MAX_EXPORT_BATCHES}批，请缩小统计期间后导出`)
  const { f, names } = await filterOf(ctx, user, q)
  const { rows } = await labRepository.page(ctx.db, f, 0, MAX_EXPORT_BATCHES)
  const results = await labRepository.resultsOf(ctx.db, rows.map((r) => r.id))
  const failed = new Map<string, string[]>()
  for (const r of results) if (Number(r.passed) === 0) failed.set(r.materialId, [...(failed.get(r.materialId) ?? []), `${r.itemName} ${Number(r.value)}${r.unit}`])

  const wb = new ExcelJS.Workbook()
  sheet(wb, '按材料', ['材料', '单位', ...RATE_HEAD], summary.byMaterial.map((m) => [m.materialName, m.unit, ...rateCells(m)]), [30, 8])
  sheet(wb, '按供应商', ['供应商', ...RATE_HEAD], summary.bySupplier.map((s) => [s.supplier, ...rateCells(s)]), [32])
  sheet(wb, '按月份', ['月份', ...RATE_HEAD], [...summary.byMonth.map((m) => [m.period, ...rateCells(m)]), ['合计', ...rateCells(summary)]], [12])
  sheet(wb, '进场批次', ['合同段', '材料', '规格型号', '批号', '数量', '单位', '供应商', '进场日期', '取样日期', '拟用部位', '检测结论', '不合格项目'],
    rows.map((r) => [names.get(r.contractId) ?? '', r.materialName, r.specification, r.batchNo, Number(r.quantity), r.unit, r.supplier, r.arrivalDate,
      r.sampleDate, r.usePart, STATE_NAMES[Number(r.state)] ?? '', (failed.get(r.id) ?? []).join('；')]),
    [10, 28, 12, 22, 10, 6, 30, 12, 12, 28, 10, 40])
  const buffer = Buffer.from(await wb.xlsx.writeBuffer())
  const stored = await storeTemporary(ctx, user.id, 'xlsx', buffer)
  const from = q.from ? `_${q.from.replace(/-/g, '')}` : ''
  return { name: `材料汇总${from}_${chinaDateText(ctx.clock.now()).replace(/-/g, '')}.xlsx`, url: stored.url }
}

const LEDGER_RATE_HEAD = ['记录', '合格', '不合格', '待检', '合格率(%)']
const ledgerRateCells = (r: { records: number; passed: number; failed: number; pending: number; passRate: number | null }) =>
  [r.records, r.passed, r.failed, r.pending, r.passRate ?? '—']

/** 导出 of 台账汇总: by test item, section and month, with the records behind it and their failing points */
export async function exportLedgerSummary(ctx: AppContext, user: UserTable, q: LedgerQuery): Promise<{ name: string; url: string }> {
  const summary = await ledgerSummary(ctx, user, q)
  if (summary.records > MAX_EXPORT_BATCHES) throw new BadRequest(`检测记录超过${MAX_EXPORT_BATCHES}条，请缩小统计期间后导出`)
  const { f, names } = await ledgerFilterOf(ctx, user, q)
  const { rows } = await ledgerRepository.page(ctx.db, f, 0, MAX_EXPORT_BATCHES)
  const results = await labRepository.resultsOf(ctx.db, rows.map((r) => r.id))
  const valuesOf = new Map<string, string[]>()
  const failedOf = new Map<string, string[]>()
  for (const r of results) {
    valuesOf.set(r.materialId, [...(valuesOf.get(r.materialId) ?? []), `${r.itemName} ${Number(r.value)}`])
    if (Number(r.passed) === 0) failedOf.set(r.materialId, [...(failedOf.get(r.materialId) ?? []), `${r.itemName} ${Number(r.value)}${r.unit}`])
  }
  const wb = new ExcelJS.Workbook()
  sheet(wb, '按检测项目', ['检测项目', '台账', ...LEDGER_RATE_HEAD], summary.byItem.map((i) => [i.itemName, KINDS[i.kind], ...ledgerRateCells(i)]), [30, 14])
  sheet(wb, '按合同段', ['合同段', ...LEDGER_RATE_HEAD], summary.bySection.map((s) => [s.contractName, ...ledgerRateCells(s)]), [14])
  sheet(wb, '按月份', ['月份', ...LEDGER_RATE_HEAD], [...summary.byMonth.map((m) => [m.period, ...ledgerRateCells(m)]), ['合计', ...ledgerRateCells(summary)]], [12])
  sheet(wb, '检测记录', ['合同段', '台账', '检测类型', '记录编号', '检测项目', '工程部位', '桩号', '设计值', '标准', '检测日期', '龄期(d)', '实测值', '检测结论', '不合格项'],
    rows.map((r) => [names.get(r.contractId) ?? '', KINDS[r.kind as keyof typeof KINDS] ?? '', INSPECTION_NAMES[r.inspectionType as keyof typeof INSPECTION_NAMES] ?? '',
      r.recordNo, r.itemName, r.partName, r.chainage, r.designText || (r.designValue === null ? '—' : Number(r.designValue)),
      `${limitText({ minValue: r.minValue, maxValue: r.maxValue })}${r.unit}`, r.testDate, r.ageDays === null ? '' : Number(r.ageDays),
      (valuesOf.get(r.id) ?? []).join('；'), STATE_NAMES[Number(r.state)] ?? '', (failedOf.get(r.id) ?? []).join('；')]),
    [10, 14, 10, 18, 24, 30, 22, 10, 14, 12, 8, 50, 10, 40])
  const buffer = Buffer.from(await wb.xlsx.writeBuffer())
  const stored = await storeTemporary(ctx, user.id, 'xlsx', buffer)
  const from = q.from ? `_${q.from.replace(/-/g, '')}` : ''
  return { name: `台账汇总${from}_${chinaDateText(ctx.clock.now()).replace(/-/g, '')}.xlsx`, url: stored.url }
}

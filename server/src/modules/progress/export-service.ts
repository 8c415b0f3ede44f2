// 导出 of the daily report (施工日报) and of the metering sheet (计量单) as .xlsx, stored as a temporary file with a
// one-time download link like the other exports (files.storeTemporary), answering {name, url}. Both are read
// through the same services the screens read, so the sheet shows exactly what the screen shows.
import ExcelJS from 'exceljs'
import type { AppContext } from '../../context'
import type { UserTable } from '../../db/schema'
import { storeTemporary } from '../files'
import { chinaClock } from '../../lib/china-time'
import { meterDetail } from './meter-service'
import { meterRepository } from './meter-repository'
import { dailyReport } from './report-service'

const TWO = '#,##0.00'
const when = (ms: number | null | undefined) => (ms ? chinaClock(ms).toISOString().slice(0, 16).replace('T', ' ') : '')

function titled(ws: ExcelJS.Worksheet, title: string, width: number): void {
  ws.mergeCells(1, 1, 1, width)
  const cell = ws.getCell(1, 1)
  cell.value = title
  cell.font = { bold: true, size: 14 }
  cell.alignment = { horizontal: 'center' }
}

function header(row: ExcelJS.Row): void {
  row.font = { bold: true }
  row.eachCell((c) => { c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF2F3F5' } } })
}

async function stored(ctx: AppContext, user: UserTable, wb: ExcelJS.Workbook, name: string) {
  const file = await storeTemporary(ctx, user.id, 'xlsx', Buffer.from(await wb.xlsx.writeBuffer()))
  return { name, url: file.url }
}

/** the day's report of a section: the header (weather, staff, machines, notes, approval) and its fillings per item */
export async function exportDailyReport(ctx: AppContext, user: UserTable, contractId: unknown, date?: string) {
  const r = await dailyReport(ctx, user, contractId, date)
  const approver = (await meterRepository.userNames(ctx.db, [r.approverUserId])).get(r.approverUserId) ?? ''
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('施工日报')
  ws.columns = [{ width: 16 }, { width: 30 }, { width: 8 }, { width: 14 }, { width: 12 }, { width: 16 }, { width: 10 }, { width: 12 }, { width: 30 }]
  titled(ws, `${r.contractName}施工日报（${r.date}）`, 9)
  ws.addRow(['合同段', r.contractName, '', '日期', r.date, '状态', r.stateName])
  ws.addRow(['天气', r.weather, '', '气温', r.temperature, '出勤人数', r.staff])
  ws.addRow(['机械设备', r.machines])
  ws.addRow(['备注', r.notes])
  ws.addRow(['审批人', approver, '', '审批时间', when('approveTime' in r ? r.approveTime : null), '审批意见', r.approveOpinion])
  ws.addRow([])
  header(ws.addRow(['WBS编码', '分项工程', '单位', '本日完成数量', '累计完成(%)', '本日完成产值(元)', '照片(张)', '填报人', '说明']))
  for (const i of r.items) {
    const row = ws.addRow([i.code, i.name, i.unit, i.quantity, i.percent, i.value, i.photos.length, i.creatorName, i.note])
    row.getCell(4).numFmt = TWO
    row.getCell(6).numFmt = TWO
  }
  const total = ws.addRow(['合计', `${r.items.length}项`, '', '', '', r.totalValue, r.photoCount])
  total.font = { bold: true }
  total.getCell(6).numFmt = TWO
  return stored(ctx, user, wb, `施工日报_${r.contractName}_${r.date.replace(/-/g, '')}.xlsx`)
}

/** the metering sheet: the header with its countersign and, per bill item, bill, before, this period, amount */
export async function exportMeter(ctx: AppContext, user: UserTable, id: string) {
  const m = await meterDetail(ctx, user, id)
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('计量单')
  ws.columns = [{ width: 12 }, { width: 16 }, { width: 30 }, { width: 22 }, { width: 8 }, { width: 12 }, { width: 14 }, { width: 14 }, { width: 14 }, { width: 14 }, { width: 16 }]
  titled(ws, `${m.contractName} ${m.period}期计量单`, 11)
  ws.addRow(['合同段', m.contractName, '', '计量期次', m.period, '状态', m.stateName])
  ws.addRow(['申报人', m.creatorName, '', '申报时间', when(m.submitTime ?? m.creatorTime), '本期计量金额(元)', m.amount]).getCell(7).numFmt = TWO
  ws.addRow(['监理审核', m.supervisorName, '', '审核时间', when(m.supervisorTime)])
  ws.addRow(['业主审核', m.ownerName, '', '审核时间', when(m.ownerTime), '审批意见', m.opinion])
  ws.addRow(['计量说明', m.remark])
  ws.addRow([])
  header(ws.addRow(['清单编号', 'WBS编码', '清单项目', '桩号范围', '单位', '单价(元)', '清单数量', '此前计量', '本期计量', '剩余数量', '本期金额(元)']))
  for (const l of m.lines) {
    const row = ws.addRow([l.billCode, l.code, l.name, l.chainage, l.unit, l.unitPrice, l.billQuantity, l.meteredBefore, l.quantity,
      Math.round((l.billQuantity - l.meteredBefore - l.quantity) * 100) / 100, l.amount])
    for (const c of [6, 7, 8, 9, 10, 11]) row.getCell(c).numFmt = TWO
  }
  const total = ws.addRow(['合计', '', `${m.lines.length}项`, '', '', '', '', '', '', '', m.amount])
  total.font = { bold: true }
  total.getCell(11).numFmt = TWO
  return stored(ctx, user, wb, `计量单_${m.contractName}_${m.period.replace('-', '')}.xlsx`)
}

// The daily report of a section: the day's fillings aggregated (never copied, so it always shows what was filled)
// with the weather, staff, machines and notes the section adds, submitted through its approval flow (施工日报审批:
// the section's supervision engineer or the owner's project manager approves; flow-hooks.ts moves the report with
// the task). A submitted or approved report is closed to edits; a returned or withdrawn one opens again.
import crypto from 'node:crypto'
import type { AppContext } from '../../context'
import type { DailyReportTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { signedUploads } from '../files'
import { DAILY_REPORT_FLOW } from '../../catalog/progress/flows'
import { FILLERS, requireRole, sectionFor, sectionsOfProject } from './access'
import { dayOf } from './dates'
import { fillingRepository, reportRepository } from './filling-repository'
import { submitThroughFlow } from './flow-submit'
import { parsePhotos } from './filling-service'
import { money } from './wbs-repository'

export const REPORT_STATES = { draft: 0, submitted: 1, approved: 2, returned: 3 } as const
const STATE_NAMES = ['草稿', '待审批', '已通过', '已退回']

export interface ReportInput {
  contractId?: unknown
  date?: string
  weather?: unknown
  temperature?: unknown
  staff?: unknown
  machines?: unknown
  notes?: unknown
}

const text = (v: unknown, label: string, max: number): string => {
  if (v === undefined || v === null) return ''
  if (typeof v !== 'string') throw new BadRequest(`${label}格式不正确`)
  if (v.length > max) throw new BadRequest(`${label}不能超过${max}个字`)
  return v.trim()
}

function reportVO(r: DailyReportTable | undefined) {
  if (!r) return { id: '', state: -1, stateName: '未填写', weather: '', temperature: '', staff: 0, machines: '', notes: '', approveOpinion: '', approverUserId: '', flowTaskId: '' }
  return {
    id: r.id, state: Number(r.state), stateName: STATE_NAMES[Number(r.state)] ?? '', weather: r.weather, temperature: r.temperature,
    staff: Number(r.staff), machines: r.machines, notes: r.notes, approveOpinion: r.approveOpinion, approverUserId: r.approverUserId,
    approveTime: r.approveTime === null ? null : Number(r.approveTime), flowTaskId: r.flowTaskId
  }
}

/** the day's report of a section: its fillings per item with their values and photos, totals and the header */
export async function dailyReport(ctx: AppContext, user: UserTable, contractId: unknown, date?: string) {
  const contract = await sectionFor(ctx, user, contractId)
  const day = dayOf(date, ctx.clock.now())
  const [fillings, report] = await Promise.all([fillingRepository.ofDay(ctx.db, contract.id, day), reportRepository.find(ctx.db, contract.id, day)])
  const items = fillings.map((f) => ({
    id: f.id, nodeId: f.nodeId, code: f.code, name: f.name, unit: f.unit, quantity: money(f.quantity), percent: money(f.percent),
    value: money(Number(f.quantity) * Number(f.unitPrice)), photos: signedUploads(ctx, parsePhotos(f.photos)), note: f.note,
    creatorName: f.creatorName
  }))
  return {
    contractId: contract.id, contractName: contract.fullName, date: day, ...reportVO(report),
    items, totalValue: money(items.reduce((s, i) => s + i.value, 0)), photoCount: items.reduce((s, i) => s + i.photos.length, 0)
  }
}

/** a report by its id (the flow forms' deep link): the same answer as the day's report of its section */
export async function reportById(ctx: AppContext, user: UserTable, id: string) {
  const report = await reportRepository.byId(ctx.db, id)
  if (!report) throw new BadRequest('日报不存在或您无权访问')
  return dailyReport(ctx, user, report.contractId, report.reportDate)
}

/**
 * Saves the header of the day's report (weather, staff, machines, notes); submit: true then sends it through its
 * approval flow. The header is kept as a draft first, so a launch that fails (no fillings, no right) loses nothing.
 */
export async function saveReport(ctx: AppContext, user: UserTable, input: ReportInput & { submit?: unknown }) {
  const contract = await sectionFor(ctx, user, input.contractId)
  await requireRole(ctx, user, FILLERS, '填写施工日报')
  const day = dayOf(input.date, ctx.clock.now(), '日报日期')
  const staff = input.staff === undefined || input.staff === '' ? 0 : Number(input.staff)
  if (!Number.isInteger(staff) || staff < 0 || staff > 100000) throw new BadRequest('出勤人数应为不小于0的整数')
  const fields = {
    weather: text(input.weather, '天气', 32), temperature: text(input.temperature, '气温', 32), staff,
    machines: text(input.machines, '机械设备', 500), notes: text(input.notes, '备注', 2000)
  }
  const submit = input.submit === true
  if (submit && (await fillingRepository.ofDay(ctx.db, contract.id, day)).length === 0) throw new BadRequest('当天还没有填报进度，不能提交日报')
  let report = await reportRepository.find(ctx.db, contract.id, day)
  if (report) {
    // the same submission again (a retry after a lost answer, the outbox sending what was saved without signal): it is
    // in already, and the answer says so rather than refusing a change nobody made
    const same = (Object.keys(fields) as (keyof typeof fields)[]).every((k) => String(report?.[k]) === String(fields[k]))
    if (submit && Number(report.state) === REPORT_STATES.submitted && same) return { id: report.id, state: REPORT_STATES.submitted }
    const moved = await reportRepository.move(ctx.db, report.id, [REPORT_STATES.draft, REPORT_STATES.returned], fields)
    if (!moved) throw new BadRequest(Number(report.state) === REPORT_STATES.approved ? '日报已审批通过，不能修改' : '日报已提交审批，不能修改')
    report = { ...report, ...fields }
  } else {
    report = {
      id: crypto.randomUUID().replace(/-/g, ''), projectId: contract.projectId, contractId: contract.id, reportDate: day, ...fields, state: REPORT_STATES.draft,
      creatorUserId: user.id, creatorTime: ctx.clock.now(), approverUserId: '', approveTime: null, approveOpinion: '', flowTaskId: ''
    }
    try {
      await reportRepository.insert(ctx.db, report)
    } catch {
      // somebody created the day's report a moment ago: the unique (section, day) kept one
      throw new BadRequest('当天的日报已由他人创建，请刷新后再试')
    }
  }
  if (!submit) return { id: report.id, state: Number(report.state) }
  await submitThroughFlow(ctx, user, DAILY_REPORT_FLOW.version, { reportId: report.id }, report.flowTaskId)
  return { id: report.id, state: REPORT_STATES.submitted }
}

/** the reports of a project's sections the user belongs to, newest first; state filters (1: waiting for approval) */
export async function reportList(ctx: AppContext, user: UserTable, projectId: unknown, contractId: unknown, state: unknown, page: number, pageSize: number) {
  const sections = contractId ? [await sectionFor(ctx, user, contractId)] : await sectionsOfProject(ctx, user, projectId)
  const states = state === undefined || state === '' ? undefined : [Number(state)]
  if (states && !STATE_NAMES[states[0]]) throw new BadRequest('日报状态不正确')
  const rows = await reportRepository.list(ctx.db, sections.map((c) => c.id), states, pageSize + 1, (page - 1) * pageSize)
  const names = new Map(sections.map((c) => [c.id, c.fullName]))
  return {
    list: rows.slice(0, pageSize).map((r) => ({ ...reportVO(r), contractId: r.contractId, contractName: names.get(r.contractId) ?? '', date: r.reportDate })),
    hasMore: rows.length > pageSize
  }
}

// The daily report of a section: the day's fillings aggregated (never copied, so it always shows what was filled)
// with the weather, staff, machines and notes the section adds, submitted for approval by its supervisor or
// manager. A submitted or approved report is closed to edits; a returned one opens again.
import crypto from 'node:crypto'
import type { AppContext } from '../../context'
import type { DailyReportTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { signedUploads } from '../files'
import { APPROVERS, FILLERS, requireRole, sectionFor, sectionsOfProject } from './access'
import { dayOf } from './dates'
import { fillingRepository, reportRepository } from './filling-repository'
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
  if (!r) return { id: '', state: -1, stateName: '未填写', weather: '', temperature: '', staff: 0, machines: '', notes: '', approveOpinion: '', approverUserId: '' }
  return {
    id: r.id, state: Number(r.state), stateName: STATE_NAMES[Number(r.state)] ?? '', weather: r.weather, temperature: r.temperature,
    staff: Number(r.staff), machines: r.machines, notes: r.notes, approveOpinion: r.approveOpinion, approverUserId: r.approverUserId,
    approveTime: r.approveTime === null ? null : Number(r.approveTime)
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

/** saves the header of the day's report (weather, staff, machines, notes); submit: true sends it for approval */
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
  const existing = await reportRepository.find(ctx.db, contract.id, day)
  const state = submit ? REPORT_STATES.submitted : REPORT_STATES.draft
  if (existing) {
    const moved = await reportRepository.move(ctx.db, existing.id, [REPORT_STATES.draft, REPORT_STATES.returned], { ...fields, state, approveOpinion: submit ? '' : existing.approveOpinion })
    if (!moved) throw new BadRequest('日报已提交审批，不能修改')
    return { id: existing.id, state }
  }
  const id = crypto.randomUUID().replace(/-/g, '')
  try {
    await reportRepository.insert(ctx.db, {
      id, projectId: contract.projectId, contractId: contract.id, reportDate: day, ...fields, state,
      creatorUserId: user.id, creatorTime: ctx.clock.now(), approverUserId: '', approveTime: null, approveOpinion: ''
    })
  } catch {
    // somebody created the day's report a moment ago: the unique (section, day) kept one
    throw new BadRequest('当天的日报已由他人创建，请刷新后再试')
  }
  return { id, state }
}

/** approves or returns a submitted report; only once, by a supervisor or manager of the section */
export async function decideReport(ctx: AppContext, user: UserTable, id: string, approve: boolean, opinion: unknown) {
  const report = await reportRepository.byId(ctx.db, id)
  if (!report) throw new BadRequest('日报不存在或您无权访问')
  await sectionFor(ctx, user, report.contractId)
  await requireRole(ctx, user, APPROVERS, '审批施工日报')
  const words = text(opinion, '审批意见', 500)
  if (!approve && words === '') throw new BadRequest('退回时请填写审批意见')
  const moved = await reportRepository.move(ctx.db, id, [REPORT_STATES.submitted], {
    state: approve ? REPORT_STATES.approved : REPORT_STATES.returned, approverUserId: user.id, approveTime: ctx.clock.now(), approveOpinion: words
  })
  if (!moved) throw new BadRequest('该日报不在待审批状态')
  return { id, state: approve ? REPORT_STATES.approved : REPORT_STATES.returned }
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

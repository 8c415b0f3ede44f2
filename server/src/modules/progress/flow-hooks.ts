// The daily report follows its approval flow (catalog/progress/flows.ts, 施工日报审批). A launcher's save is checked
// and filled from the report itself: a report of a section the launcher does not fill for, one already under
// approval or approved, or a day without fillings cannot be submitted, and what the to-do lists show (section,
// day, items, value, weather, staff) is the report's, whatever the client sent. Then the report moves with the
// task: 待审批 while it runs, 已通过 when it passes, 已退回 (with the opinion) when it is sent back, 草稿 again when the
// launcher withdraws it or it is cancelled; only the task the report is under moves it.
import { BadRequest } from '../../errors'
import { DAILY_REPORT_FLOW } from '../../catalog/progress/flows'
import { latestOpinion, registerSystemFormHooks, type SystemFormFlowStateEvent, type SystemFormSaveEvent, type SystemFormSaved } from '../workflow/task'
import { FILLERS, NO_SECTION, requireRole, sectionFor } from './access'
import { fillingRepository, reportRepository } from './filling-repository'
import { money } from './wbs-repository'

export const NO_REPORT = '日报不存在或您无权访问'
export const NO_REPORT_ID = '报审单缺少施工日报'
export const NO_FILLINGS = '当天还没有填报进度，不能提交日报'
export const UNDER_APPROVAL = '日报已提交审批，不能重复提交'
export const APPROVED = '日报已审批通过，不能再提交'

/** the report's states (report-service REPORT_STATES) */
const DRAFT = 0
const SUBMITTED = 1
const PASSED = 2
const RETURNED = 3

async function checkAndFill({ ctx, user, taskId, values, draft }: SystemFormSaveEvent): Promise<SystemFormSaved> {
  const id = typeof values.reportId === 'string' ? values.reportId.trim() : ''
  if (!id) {
    if (draft) return { values: {} }
    throw new BadRequest(NO_REPORT_ID)
  }
  const report = await reportRepository.byId(ctx.db, id)
  if (!report) throw new BadRequest(NO_REPORT)
  const contract = await sectionFor(ctx, user, report.contractId).catch((err: unknown) => {
    throw err instanceof BadRequest && err.message === NO_SECTION ? new BadRequest(NO_REPORT) : err
  })
  await requireRole(ctx, user, FILLERS, '填写施工日报')
  const state = Number(report.state)
  if (state === PASSED) throw new BadRequest(APPROVED)
  // a report under approval on another task; its own task saving again (a retry) is fine
  if (state === SUBMITTED && report.flowTaskId !== taskId) throw new BadRequest(UNDER_APPROVAL)
  const fillings = await fillingRepository.ofDay(ctx.db, contract.id, report.reportDate)
  if (!draft && fillings.length === 0) throw new BadRequest(NO_FILLINGS)
  return {
    values: {
      reportId: report.id, contractName: contract.fullName, reportDate: report.reportDate, itemCount: fillings.length,
      totalValue: money(fillings.reduce((s, f) => s + Number(f.quantity) * Number(f.unitPrice), 0)), weather: report.weather, staff: Number(report.staff)
    },
    projectId: report.projectId,
    contractId: report.contractId
  }
}

async function follow({ ctx, taskId, values, status, actorId }: SystemFormFlowStateEvent): Promise<void> {
  const id = typeof values.reportId === 'string' ? values.reportId : ''
  const report = id ? await reportRepository.byId(ctx.db, id) : undefined
  if (!report) return
  if (status === 1) {
    // submitted (or resubmitted): the report is under this task from now on
    if (Number(report.state) === SUBMITTED && report.flowTaskId === taskId) return
    await reportRepository.move(ctx.db, report.id, [DRAFT, RETURNED], { state: SUBMITTED, flowTaskId: taskId, approverUserId: '', approveTime: null, approveOpinion: '' })
    return
  }
  // an older task of the report (returned, then launched anew) moves nothing
  if (report.flowTaskId !== taskId) return
  const now = ctx.clock.now()
  if (status === 2) {
    await reportRepository.move(ctx.db, report.id, [SUBMITTED], { state: PASSED, approverUserId: actorId, approveTime: now, approveOpinion: await latestOpinion(ctx, taskId, actorId, 1) })
  } else if (status === 3) {
    await reportRepository.move(ctx.db, report.id, [SUBMITTED], { state: RETURNED, approverUserId: actorId, approveTime: now, approveOpinion: await latestOpinion(ctx, taskId, actorId, 0) })
  } else if ([0, 4, 5, 7].includes(status)) {
    // withdrawn (back to the launcher, 7, or ended, 4) or cancelled: the section edits it again
    await reportRepository.move(ctx.db, report.id, [SUBMITTED], { state: DRAFT })
  }
}

let installed = false

/** registers the daily report flow's form hooks once per process (every app built in it shares the registry) */
export function registerDailyReportFlowHooks(): void {
  if (installed) return
  installed = true
  registerSystemFormHooks(DAILY_REPORT_FLOW.enCode, { beforeSave: checkAndFill, onFlowState: follow })
}

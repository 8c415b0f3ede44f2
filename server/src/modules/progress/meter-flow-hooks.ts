// A metering follows its approval flow (catalog/progress/flows.ts, 计量审批). A launcher's save is checked and filled
// from the metering itself: one of a section the launcher does not meter for, one already in the countersign or
// approved cannot be submitted, and what the lists show (section, period, items, amount) is the metering's. Then the
// metering moves with the task: 监理审核 while the supervisor's node waits, 业主审核 once he has signed (his name and
// time kept for the sheet), 已批准 when the owner's manager signs, 已退回 (with the opinion) when either sends it back,
// 草稿 again when it is withdrawn or cancelled; only the task the metering is under moves it.
import { BadRequest } from '../../errors'
import { METER_FLOW } from '../../catalog/progress/flows'
import { latestOpinion, registerSystemFormHooks, type SystemFormFlowStateEvent, type SystemFormSaveEvent, type SystemFormSaved } from '../workflow/task'
import { METERERS, NO_SECTION, requireRole, sectionFor } from './access'
import { meterRepository } from './meter-repository'
import { METER_STATES } from './meter-service'
import { money } from './wbs-repository'

export const NO_METER = '计量单不存在或您无权访问'
const IN_COUNTERSIGN: number[] = [METER_STATES.supervisorReview, METER_STATES.ownerReview]

async function checkAndFill({ ctx, user, taskId, values, draft }: SystemFormSaveEvent): Promise<SystemFormSaved> {
  const id = typeof values.meterId === 'string' ? values.meterId.trim() : ''
  if (!id) {
    if (draft) return { values: {} }
    throw new BadRequest('报审单缺少计量单')
  }
  const meter = await meterRepository.byId(ctx.db, id)
  if (!meter) throw new BadRequest(NO_METER)
  const contract = await sectionFor(ctx, user, meter.contractId).catch((err: unknown) => {
    throw err instanceof BadRequest && err.message === NO_SECTION ? new BadRequest(NO_METER) : err
  })
  await requireRole(ctx, user, METERERS, '申报计量')
  const state = Number(meter.state)
  if (state === METER_STATES.approved) throw new BadRequest('计量单已批准，不能再提交')
  if (IN_COUNTERSIGN.includes(state) && meter.flowTaskId !== taskId) throw new BadRequest('计量单已提交审批，不能重复提交')
  const lines = await meterRepository.lines(ctx.db, id)
  return {
    values: { meterId: meter.id, contractName: contract.fullName, period: meter.period, lineCount: lines.length, amount: money(meter.amount) },
    projectId: meter.projectId,
    contractId: meter.contractId
  }
}

async function follow({ ctx, taskId, values, status, nodeCode, actorId }: SystemFormFlowStateEvent): Promise<void> {
  const id = typeof values.meterId === 'string' ? values.meterId : ''
  const meter = id ? await meterRepository.byId(ctx.db, id) : undefined
  if (!meter) return
  const state = Number(meter.state)
  const now = ctx.clock.now()
  const at = (node: string) => nodeCode.split(',').includes(node)
  if (status === 1 && at(METER_FLOW.supervisorNode)) {
    // submitted (or resubmitted): the metering is under this task from now on
    if (state === METER_STATES.supervisorReview && meter.flowTaskId === taskId) return
    if (state === METER_STATES.ownerReview && meter.flowTaskId === taskId) {
      // the owner's manager sent it back to the supervisor's node: his signature no longer stands
      await meterRepository.move(ctx.db, id, [state], METER_STATES.supervisorReview, { supervisorUserId: '', supervisorTime: null })
      return
    }
    await meterRepository.move(ctx.db, id, [METER_STATES.draft, METER_STATES.returned], METER_STATES.supervisorReview, {
      flowTaskId: taskId, submitTime: now, opinion: '', supervisorUserId: '', supervisorTime: null, ownerUserId: '', ownerTime: null
    })
    return
  }
  // an older task of the metering moves nothing
  if (meter.flowTaskId !== taskId) return
  if (status === 1 && at(METER_FLOW.ownerNode)) {
    if (state !== METER_STATES.supervisorReview) return
    const words = await latestOpinion(ctx, taskId, actorId, 1)
    await meterRepository.move(ctx.db, id, [state], METER_STATES.ownerReview, { supervisorUserId: actorId, supervisorTime: now, opinion: words || '同意' })
  } else if (status === 2) {
    const words = await latestOpinion(ctx, taskId, actorId, 1)
    await meterRepository.move(ctx.db, id, IN_COUNTERSIGN, METER_STATES.approved, { ownerUserId: actorId, ownerTime: now, opinion: words || '同意' })
  } else if (status === 3) {
    await meterRepository.move(ctx.db, id, IN_COUNTERSIGN, METER_STATES.returned, { opinion: await latestOpinion(ctx, taskId, actorId, 0) })
  } else if ([0, 4, 5, 7].includes(status)) {
    await meterRepository.move(ctx.db, id, IN_COUNTERSIGN, METER_STATES.draft, {})
  }
}

let installed = false

/** registers the metering flow's form hooks once per process (every app built in it shares the registry) */
export function registerMeterFlowHooks(): void {
  if (installed) return
  installed = true
  registerSystemFormHooks(METER_FLOW.enCode, { beforeSave: checkAndFill, onFlowState: follow })
}

// How each action of the detail runs (jnpf-forms-and-flows §5.4): what is asked first (Candidates, RejectList),
// whether the approve dialog opens or a plain confirmation is enough, and the request body it ends in.
// A new task's 暂存 and 提交 go through new-launch.ts: without network they wait in the outbox (a 提交 then skips
// the look-ahead it cannot make; the server asks for what is missing when the outbox sends it).
import type { ApiResult } from '@shared/api/envelope'
import type { FlowBeforeInfoVO, FlowModel } from '@shared/api/workflow'
import { isOnline } from '@/lib/network'
import * as api from '../api/actions'
import type { FlowConfig } from '../lib/flow-config'
import { launchScope } from '../lib/launch-scope'
import { flag, type FlowAction } from '../components/flow-before/buttons'
import { isTransient, sendNewLaunch, type LaunchQueue, type LaunchResult } from './new-launch'
import { offlineRejectList, sendTodoAction, type TodoQueue } from './todo-action'
import type { OperateEvent, OperateRequest, OperateResult } from '../components/operate/operate-types'

export interface ActionEnv {
  config: FlowConfig
  info: FlowBeforeInfoVO
  /** the urgency chosen on the page (a launch) */
  flowUrgent: number
  /** the form's values; null when its rules failed (it has said why) */
  collect: (validate: boolean) => Promise<Record<string, unknown> | null>
  openOperate: (request: OperateRequest) => Promise<OperateResult | undefined>
  confirm: (content: string) => Promise<boolean>
  /**
   * a new launch (no task yet): its Idempotency-Key and how the outbox lists it when it has to wait; asked when the
   * action runs, so the summary is what the form says then
   */
  launchQueue?: () => LaunchQueue
  /** a to-do of the signed-in user: how its approval or return waits in the outbox when there is no signal */
  todoQueue?: () => TodoQueue
}

/** the answer of the action (`queued`: kept in the outbox), or null when the user stopped on the way */
export type ActionOutcome = ApiResult<unknown> | LaunchResult | null

const CONFIRM_TEXT: Partial<Record<FlowAction, string>> = {
  submit: '您确定要提交当前流程吗？',
  audit: '您确定要通过当前审批吗？',
  press: '此操作将提示该节点尽快处理，是否继续？',
  cancel: '此操作将审批驳回终止流程，是否继续？'
}

/** the parts of the dialog's answer an action sends (§5.5: fields that do not apply are dropped) */
function opinionPart(r: OperateResult): FlowModel {
  const body: FlowModel = { handleOpinion: r.handleOpinion ?? '', fileList: (r.fileList ?? []).map((f) => ({ ...f })) }
  if (r.signImg) body.signImg = r.signImg
  return body
}

function choicePart(r: OperateResult): FlowModel {
  const body: FlowModel = {}
  if (r.candidateList && Object.keys(r.candidateList).length) body.candidateList = r.candidateList
  if (r.branchList?.length) body.branchList = r.branchList
  if (r.copyIds) body.copyIds = r.copyIds
  return body
}

export async function runFlowAction(action: FlowAction, label: string, env: ActionEnv): Promise<ActionOutcome> {
  const { config, info } = env
  const props = info.approversProperties ?? {}
  const taskId = info.flowTaskInfo?.id || config.id || ''
  const operatorId = config.taskId || ''
  const flowId = config.flowId || info.flowTaskInfo?.flowId || ''
  const hasOpinion = flag(props, 'hasOpinion', true)
  const hasSign = flag(props, 'hasSign', false)
  const isCustomCopy = flag(props, 'isCustomCopy', false)
  const base = (values: Record<string, unknown>): FlowModel => ({ ...(taskId ? { id: taskId } : {}), flowId, formData: values })
  // a launch (save, submit and its look-ahead) names the project in use; the server keeps an existing task's own
  const launch = (values: Record<string, unknown>): FlowModel => ({ ...base(values), ...launchScope(), flowUrgent: env.flowUrgent })
  const dialog = (eventType: OperateEvent, extra: Partial<OperateRequest> = {}) =>
    env.openOperate({
      eventType, title: label, taskOperatorId: eventType === 'submit' ? '0' : operatorId, flowId,
      hasOpinion: eventType !== 'submit' && hasOpinion, opinionRequired: eventType !== 'submit' && hasOpinion && flag(props, 'opinionRequired', false),
      hasSign: eventType !== 'submit' && hasSign, isCustomCopy, ...extra
    })

  // a new task may wait in the outbox; an existing one is saved on the server or not at all
  const queue = taskId ? undefined : env.launchQueue?.()
  const save = (body: FlowModel) => (queue ? sendNewLaunch(body, queue) : api.saveFlowTask(body, taskId || undefined))
  /** the look-ahead of a launch, or null when it cannot be asked now and the launch will wait in the outbox */
  const lookAhead = async (values: Record<string, unknown>) => {
    if (queue && !isOnline()) return null
    try {
      return await api.getCandidates('0', launch(values))
    } catch (err) {
      if (queue && isTransient(err)) return null
      throw err
    }
  }

  // an approval or a return may wait in the outbox; what it cannot ask offline the server decides when it goes
  const todo = operatorId && operatorId !== '0' ? env.todoQueue?.() : undefined
  const offline = Boolean(todo) && !isOnline()
  const auditNow = (body: api.ActionBody) => (todo ? sendTodoAction('Audit', operatorId, body, todo) : api.audit(operatorId, body))
  const rejectNow = (body: api.ActionBody) => (todo ? sendTodoAction('Reject', operatorId, body, todo) : api.reject(operatorId, body))

  switch (action) {
    case 'save': {
      const values = await env.collect(false)
      if (!values) return null
      return save({ ...launch(values), status: '1' })
    }
    case 'submit': {
      const values = await env.collect(true)
      if (!values) return null
      const candidates = await lookAhead(values)
      let choice: OperateResult = {}
      if (candidates && (candidates.type !== 3 || isCustomCopy)) {
        const r = await dialog('submit', { formData: values, candidates })
        if (!r) return null
        choice = r
      } else if (!(await env.confirm(CONFIRM_TEXT.submit as string))) return null
      return save({ ...launch(values), status: '0', ...choicePart(choice) })
    }
    case 'press':
      return (await env.confirm(CONFIRM_TEXT.press as string)) ? api.press(taskId) : null
    case 'audit': {
      const values = await env.collect(true)
      if (!values) return null
      const candidates = offline ? { type: 3 as const, list: [], countersignOver: false } : await api.getCandidates(operatorId, base(values))
      const plain = !hasOpinion && !hasSign && !isCustomCopy && !flag(props, 'hasFreeApprover', false) && candidates.type === 3
      if (plain) return (await env.confirm(CONFIRM_TEXT.audit as string)) ? auditNow({ ...base(values), enCode: config.enCode }) : null
      const r = await dialog('audit', { formData: values, candidates })
      return r ? auditNow({ ...base(values), ...opinionPart(r), ...choicePart(r), enCode: config.enCode }) : null
    }
    case 'reject': {
      const values = await env.collect(false)
      if (!values) return null
      const rejectList = offline ? offlineRejectList(String(props.rejectStep ?? '')) : await api.getRejectList(operatorId)
      const r = await dialog('reject', { rejectList, rejectStepRule: String(props.rejectStep ?? ''), rejectTypeRule: Number(props.rejectType) || undefined })
      if (!r) return null
      const body: FlowModel = { ...base(values), ...opinionPart(r), ...choicePart(r), rejectStep: r.rejectStep }
      if (r.rejectType) body.rejectType = r.rejectType
      return rejectNow(body)
    }
    case 'transfer': {
      const r = await dialog('transfer')
      return r ? api.transfer(operatorId, { ...opinionPart(r), freeApproverUserId: r.freeApproverUserId }) : null
    }
    case 'freeApprover': {
      const values = await env.collect(false)
      if (!values) return null
      const candidates = await api.getCandidates(operatorId, base(values))
      const r = await dialog('freeApprover', { formData: values, candidates })
      if (!r) return null
      return api.freeApprover(operatorId, { ...base(values), ...opinionPart(r), ...choicePart(r), freeApproverUserId: r.freeApproverUserId, freeApproverType: r.freeApproverType })
    }
    case 'saveAudit': {
      const values = await env.collect(false)
      return values ? api.saveAudit(operatorId, base(values)) : null
    }
    case 'revoke': {
      const r = await dialog('revoke')
      return r ? api.withdraw(taskId, opinionPart(r)) : null
    }
    case 'recall': {
      const r = await dialog('recall')
      return r ? api.recall(operatorId, opinionPart(r)) : null
    }
    case 'cancel': {
      if (!hasOpinion && !hasSign) return (await env.confirm(CONFIRM_TEXT.cancel as string)) ? api.cancel(taskId, {}) : null
      const r = await dialog('cancel')
      return r ? api.cancel(taskId, opinionPart(r)) : null
    }
  }
}

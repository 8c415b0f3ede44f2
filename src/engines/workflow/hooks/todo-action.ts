// An approval (Audit) or a return (Reject) of a to-do made where there is no signal: it waits in the outbox under its
// Idempotency-Key and goes when the network is back, exactly once (the server answers a repeat of the key with the
// first success). The rule when the task moved on meanwhile (a colleague of an or-sign acted, the launcher withdrew
// it, the approval was recalled): the server refuses it and changes nothing; the entry fails with the server's
// words, and its 重新填写 opens the task again to decide anew. What cannot be asked offline is left to the server:
// the next node's approvers (a node that needs them to be chosen refuses the queued approval, and says so) and the
// return step (the node's own rule: the start or the previous approver).
import type { FlowModel, FlowRejectVO } from '@shared/api/workflow'
import { http } from '@/lib/request'
import type { ActionBody } from '../api/actions'
import { sendFlowOrQueue, type LaunchQueue, type LaunchResult } from './new-launch'

const E = '/api/workflow/Engine'

/** a to-do's action: its key (one per page), whose it is, what the 待发送 list shows and where it is redone */
export interface TodoQueue extends LaunchQueue {
  /** the task's page, for 重新填写 when the server refused the queued action */
  openUrl: string
}

export type TodoAction = 'Audit' | 'Reject'

export const todoActionUrl = (action: TodoAction, operatorId: string) => `${E}/FlowBefore/${action}/${encodeURIComponent(operatorId || '0')}`

/** offline, the return goes where the node's rule sends it; a rule that lets the user pick offers the previous step */
export function offlineRejectList(rejectStepRule: string): FlowRejectVO {
  const toStart = rejectStepRule === '0'
  return { list: [{ id: '', nodeCode: toStart ? '0' : '1', nodeName: toStart ? '流程发起（联网后确定）' : '上一审批节点（联网后确定）' }], isLastAppro: false }
}

export function sendTodoAction(action: TodoAction, operatorId: string, body: ActionBody, queue: TodoQueue): Promise<LaunchResult> {
  const url = todoActionUrl(action, operatorId)
  const { idempotencyKey, userId, title, summary, openUrl } = queue
  const entry = { id: idempotencyKey, userId, title: `${title}（${action === 'Audit' ? '审批' : '退回'}）`, summary, url, openUrl, body: { ...body } as Record<string, unknown> }
  return sendFlowOrQueue(entry, () => http.post(url, body as FlowModel, { header: { 'Idempotency-Key': idempotencyKey } }), body.formData)
}

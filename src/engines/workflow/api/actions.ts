// Every action of the flow detail (jnpf-api.md §6.4, jnpf-forms-and-flows.md §5.4). Each call answers the whole
// envelope: the page toasts `msg`, and a non-empty `data` array means the engine found nobody for a node
// (errorRule 2/3) and wants errorRuleUserList.
import type { ApiResult } from '@shared/api/envelope'
import type { FlowCandidateVO, FlowModel, FlowRejectVO } from '@shared/api/workflow'
import { http } from '@/lib/request'

/** FlowModel plus what the mobile clients add: the form code on audits */
export type ActionBody = FlowModel & { enCode?: string }

const E = '/api/workflow/Engine'
const id = (value: string) => encodeURIComponent(value || '0')

/** save a draft (status "1") or submit (status "0"): POST FlowTask for a new task, PUT FlowTask/{id} otherwise */
export function saveFlowTask(body: ActionBody, taskId?: string): Promise<ApiResult<unknown>> {
  return taskId ? http.put(`${E}/FlowTask/${id(taskId)}`, body) : http.post(`${E}/FlowTask`, body)
}

/**
 * POST FlowTask of a new task under its Idempotency-Key: the same key on every try of one launch, so a retry after
 * a lost answer (the request client's own, or the outbox's) makes no second task.
 */
export function createFlowTask(body: ActionBody, idempotencyKey: string): Promise<ApiResult<unknown>> {
  return http.post(`${E}/FlowTask`, body, { header: { 'Idempotency-Key': idempotencyKey } })
}

/** the same POST as the outbox keeps it to send later (url relative to the API base; formData stays an object) */
export function createFlowTaskRequest(body: ActionBody): { url: string; body: Record<string, unknown> } {
  return { url: `${E}/FlowTask`, body: { ...body } as Record<string, unknown> }
}

/** which branches or candidates the next step needs ('0' at launch, with flowId and formData in the body) */
export async function getCandidates(taskOperatorId: string, body: ActionBody): Promise<FlowCandidateVO> {
  const res = await http.post<FlowCandidateVO>(`${E}/FlowBefore/Candidates/${id(taskOperatorId)}`, body)
  const data = res.data
  const type = Number(data?.type)
  return {
    type: type === 1 || type === 2 ? type : 3,
    list: Array.isArray(data?.list) ? data.list : [],
    countersignOver: Boolean(data?.countersignOver)
  }
}

/** the steps a return may go back to */
export async function getRejectList(taskOperatorId: string): Promise<FlowRejectVO> {
  const res = await http.get<FlowRejectVO>(`${E}/FlowBefore/RejectList/${id(taskOperatorId)}`)
  return { list: Array.isArray(res.data?.list) ? res.data.list : [], isLastAppro: Boolean(res.data?.isLastAppro) }
}

export const audit = (taskOperatorId: string, body: ActionBody) => http.post(`${E}/FlowBefore/Audit/${id(taskOperatorId)}`, body)
export const saveAudit = (taskOperatorId: string, body: ActionBody) => http.post(`${E}/FlowBefore/SaveAudit/${id(taskOperatorId)}`, body)
export const reject = (taskOperatorId: string, body: ActionBody) => http.post(`${E}/FlowBefore/Reject/${id(taskOperatorId)}`, body)
export const transfer = (taskOperatorId: string, body: ActionBody) => http.post(`${E}/FlowBefore/Transfer/${id(taskOperatorId)}`, body)
export const freeApprover = (taskOperatorId: string, body: ActionBody) => http.post(`${E}/FlowBefore/freeApprover/${id(taskOperatorId)}`, body)
/** the approver takes back an approval: the id is the operator record of the done list */
export const recall = (recordId: string, body: ActionBody) => http.post(`${E}/FlowBefore/Recall/${id(recordId)}`, body)
/** 驳回: terminates the task */
export const cancel = (taskId: string, body: ActionBody) => http.post(`${E}/FlowBefore/Cancel/${id(taskId)}`, body)
/** the launcher withdraws the task */
export const withdraw = (taskId: string, body: ActionBody) => http.put(`${E}/FlowLaunch/${id(taskId)}/Actions/Withdraw`, body)
/** 催办: remind the current handlers */
export const press = (taskId: string) => http.post(`${E}/FlowLaunch/Press/${id(taskId)}`, {})

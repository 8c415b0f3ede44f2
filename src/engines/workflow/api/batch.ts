// Batch approval (jnpf-api.md §6.4, FlowBeforeController): the flow → version → node pickers, the batch-approvable
// to-dos of one node (FlowBefore/List/4), what approving them needs chosen, and BatchOperation.
import type { ApiResult, PageList } from '@shared/api/envelope'
import type { FlowBeforeListVO, FlowCandidateVO } from '@shared/api/workflow'
import type { BatchOperationBody, BatchOperationResult, FlowBatchModel } from '@shared/api/workflow-batch'
import { http } from '@/lib/request'

const B = '/api/workflow/Engine/FlowBefore'
const seg = (id: string) => encodeURIComponent(id)

/** one page holds what a batch may take at once (the server's MAX_BATCH) */
export const BATCH_PAGE_SIZE = 100

const models = (data: unknown): FlowBatchModel[] =>
  (Array.isArray(data) ? data : []).map((m: Partial<FlowBatchModel>) => ({ id: String(m.id ?? ''), fullName: String(m.fullName ?? ''), num: m.num ?? null }))

/** GET BatchFlowSelector: the flows (templates) with batch-approvable to-dos */
export async function getBatchFlows(): Promise<FlowBatchModel[]> {
  return models((await http.get<FlowBatchModel[]>(`${B}/BatchFlowSelector`, undefined, { silent: true })).data)
}

/** GET BatchFlowJsonList/{templateId}: the versions those to-dos run on */
export async function getBatchVersions(templateId: string): Promise<FlowBatchModel[]> {
  return models((await http.get<FlowBatchModel[]>(`${B}/BatchFlowJsonList/${seg(templateId)}`, undefined, { silent: true })).data)
}

/** GET NodeSelector/{flowId}: the nodes of a version where to-dos may be approved together */
export async function getBatchNodes(flowId: string): Promise<FlowBatchModel[]> {
  return models((await http.get<FlowBatchModel[]>(`${B}/NodeSelector/${seg(flowId)}`, undefined, { silent: true })).data)
}

export interface BatchListQuery {
  templateId: string
  flowId: string
  nodeCode: string
}

/** GET List/4 narrowed to one node of one version: the to-dos a batch may take (ids are taskOperatorIds) */
export async function getBatchTodos(q: BatchListQuery): Promise<PageList<FlowBeforeListVO>> {
  const res = await http.get<PageList<FlowBeforeListVO>>(`${B}/List/4`, { ...q, currentPage: 1, pageSize: BATCH_PAGE_SIZE }, { silent: true })
  const list = Array.isArray(res.data?.list) ? res.data.list : []
  return { list, pagination: { currentPage: 1, pageSize: BATCH_PAGE_SIZE, total: Number(res.data?.pagination?.total) || list.length } }
}

/** GET BatchCandidate: what approving needs chosen, asked of one to-do of the batch (refused for a branch choice) */
export async function getBatchCandidates(flowId: string, taskOperatorId: string): Promise<FlowCandidateVO> {
  const res = await http.get<FlowCandidateVO>(`${B}/BatchCandidate`, { flowId, taskOperatorId })
  const type = Number(res.data?.type)
  return { type: type === 2 ? 2 : 3, list: Array.isArray(res.data?.list) ? res.data.list : [], countersignOver: Boolean(res.data?.countersignOver) }
}

/** POST BatchOperation: the envelope; data says what went through and why the rest did not */
export async function batchOperation(body: BatchOperationBody): Promise<ApiResult<BatchOperationResult>> {
  return http.post<BatchOperationResult>(`${B}/BatchOperation`, body)
}

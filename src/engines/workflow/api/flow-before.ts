// The task detail (jnpf-api.md §6.3, jnpf-forms-and-flows.md §4.8): GET FlowBefore/{id||0} with the operator and
// node of the list item, or the flow version for a new launch.
import type { FlowBeforeInfoVO } from '@shared/api/workflow'
import { http } from '@/lib/request'

export interface FlowBeforeQuery {
  /** todo: the operator id; done: the record id (the engine ignores what it does not know) */
  taskOperatorId?: string
  taskNodeId?: string
  /** the version id: required for a new launch (id '0') */
  flowId?: string
}

const clean = (q: FlowBeforeQuery) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string>

/** GET /api/workflow/Engine/FlowBefore/{id}: '' or missing id means a new launch (id 0) */
export async function getFlowBefore(id: string | undefined, query: FlowBeforeQuery): Promise<FlowBeforeInfoVO> {
  const res = await http.get<FlowBeforeInfoVO>(`/api/workflow/Engine/FlowBefore/${encodeURIComponent(id || '0')}`, clean(query), { silent: true })
  const data = res.data
  if (!data || typeof data !== 'object') throw new Error('流程信息加载失败')
  return {
    ...data,
    flowTaskNodeList: Array.isArray(data.flowTaskNodeList) ? data.flowTaskNodeList : [],
    flowTaskOperatorList: Array.isArray(data.flowTaskOperatorList) ? data.flowTaskOperatorList : [],
    flowTaskOperatorRecordList: Array.isArray(data.flowTaskOperatorRecordList) ? data.flowTaskOperatorRecordList : [],
    formOperates: Array.isArray(data.formOperates) ? data.formOperates : [],
    approversProperties: data.approversProperties && typeof data.approversProperties === 'object' ? data.approversProperties : {}
  }
}

// Candidates of a node (jnpf-api.md §6.4 CandidateUser): the people the current approver may choose for a node
// whose assignee is "chosen by the previous approver".
import type { PageList } from '@shared/api/envelope'
import type { FlowCandidateUserModel } from '@shared/api/workflow'
import { http } from '@/lib/request'
import { launchScope } from '../lib/launch-scope'

/** FlowCandidateUserModel: fullName is "name/account" */
export type CandidateUser = FlowCandidateUserModel

export interface CandidateQuery {
  nodeCode: string
  keyword?: string
  currentPage: number
  pageSize: number
  /** at launch (taskOperatorId "0") the engine needs the flow and the form values to resolve the nodes */
  flowId?: string
  formData?: Record<string, unknown>
}

/** POST /api/workflow/Engine/FlowBefore/CandidateUser/{taskOperatorId} */
export async function getCandidateUsers(taskOperatorId: string, query: CandidateQuery): Promise<PageList<CandidateUser>> {
  const operator = taskOperatorId || '0'
  // at launch the candidates are the people of the project the task will belong to
  const body = { ...query, keyword: query.keyword || undefined, ...(operator === '0' ? launchScope() : {}) }
  const res = await http.post<PageList<CandidateUser>>(`/api/workflow/Engine/FlowBefore/CandidateUser/${encodeURIComponent(operator)}`, body, { silent: true })
  const list = Array.isArray(res.data?.list) ? res.data.list : []
  return { list, pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: Number(res.data?.pagination?.total) || list.length } }
}

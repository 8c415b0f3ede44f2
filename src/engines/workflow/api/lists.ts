// The task lists of the process centre (jnpf-api.md §6.2): my launches, and FlowBefore/List/{category} for the
// to-do (1), done (2), copied (3) and batch-approvable (4) lists.
import type { PageList } from '@shared/api/envelope'
import type { FlowBeforeCategory, FlowBeforeInfoVO, FlowBeforeListVO, FlowLaunchListVO } from '@shared/api/workflow'
import { http } from '@/lib/request'

/** FlowBefore/List category (FlowNature.WAIT / TRIAL / CIRCULATE / BATCH) */
export const FlowCategory = { Todo: 1, Done: 2, Copied: 3, Batch: 4 } as const satisfies Record<string, FlowBeforeCategory>
export type FlowListCategory = FlowBeforeCategory

/** FlowBeforeListVO: the todo id is the operator id, the done id the operator-record id */
export type FlowBeforeListItem = FlowBeforeListVO
/** FlowLaunchListVO: the id is the task id */
export type FlowLaunchListItem = FlowLaunchListVO

export interface FlowListQuery {
  currentPage: number
  pageSize: number
  keyword?: string
}

const clean = (q: FlowListQuery) => ({ currentPage: q.currentPage, pageSize: q.pageSize, ...(q.keyword ? { keyword: q.keyword } : {}) })

/** GET /api/workflow/Engine/FlowBefore/List/{category} */
export async function getFlowBeforeList(category: FlowListCategory, query: FlowListQuery): Promise<PageList<FlowBeforeListItem>> {
  const res = await http.get<PageList<FlowBeforeListItem>>(`/api/workflow/Engine/FlowBefore/List/${category}`, clean(query), { silent: true })
  return normalisePage(res.data)
}

/** GET /api/workflow/Engine/FlowLaunch: the tasks I launched (drafts included) */
export async function getFlowLaunchList(query: FlowListQuery): Promise<PageList<FlowLaunchListItem>> {
  const res = await http.get<PageList<FlowLaunchListItem>>('/api/workflow/Engine/FlowLaunch', clean(query), { silent: true })
  return normalisePage(res.data)
}

/** how many items a list holds (one-row page): the process centre's badge, without the 请求中 indicator */
export async function countFlowBefore(category: FlowListCategory): Promise<number> {
  const res = await http.get<PageList<unknown>>(`/api/workflow/Engine/FlowBefore/List/${category}`, { currentPage: 1, pageSize: 1 }, { silent: true, loading: false })
  return Number(res.data?.pagination?.total) || 0
}

/** GET /api/workflow/Engine/FlowBefore/{taskId}: a task seen from nowhere in particular (a scanned code) */
export async function getTaskInfo(taskId: string): Promise<FlowBeforeInfoVO> {
  const res = await http.get<FlowBeforeInfoVO>(`/api/workflow/Engine/FlowBefore/${encodeURIComponent(taskId)}`, undefined, { silent: true })
  if (!res.data) throw new Error('该流程不存在或您无权查看')
  return res.data
}

function normalisePage<T>(data: PageList<T> | undefined): PageList<T> {
  const list = Array.isArray(data?.list) ? data.list : []
  const p = data?.pagination
  return { list, pagination: { currentPage: Number(p?.currentPage) || 1, pageSize: Number(p?.pageSize) || list.length, total: Number(p?.total) || 0 } }
}

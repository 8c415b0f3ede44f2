// Task comments (jnpf-api.md §6.4 FlowComment): image and file travel as JSON strings of upload descriptors.
import type { PageList } from '@shared/api/envelope'
import type { FlowCommentForm, FlowCommentVO } from '@shared/api/workflow-extras'
import { http } from '@/lib/request'

const C = '/api/workflow/Engine/FlowComment'

export async function getComments(taskId: string, currentPage: number, pageSize: number): Promise<PageList<FlowCommentVO>> {
  const res = await http.get<PageList<FlowCommentVO>>(C, { taskId, currentPage, pageSize }, { silent: true })
  const list = Array.isArray(res.data?.list) ? res.data.list : []
  const p = res.data?.pagination
  return { list, pagination: { currentPage: Number(p?.currentPage) || currentPage, pageSize: Number(p?.pageSize) || pageSize, total: Number(p?.total) || 0 } }
}

export async function addComment(form: FlowCommentForm): Promise<string> {
  return (await http.post(C, form)).msg
}

export async function deleteComment(id: string): Promise<string> {
  return (await http.delete(`${C}/${encodeURIComponent(id)}`)).msg
}

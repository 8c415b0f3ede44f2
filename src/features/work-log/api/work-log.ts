// The work log's calls (/api/work-logs, issue 19): my logs or 下属日志 by month, one log, writing, changing, comments.
import type { PageList } from '@shared/api/envelope'
import type { WorkLogCard, WorkLogDetail, WorkLogForm } from '@shared/api/work-log'
import { http } from '@/lib/request'

const L = '/api/work-logs'

export type WorkLogScope = 'mine' | 'team'

export async function getWorkLogs(projectId: string, scope: WorkLogScope, month: string, currentPage: number, pageSize: number): Promise<PageList<WorkLogCard>> {
  const res = await http.get<PageList<WorkLogCard>>(L, { projectId, scope, month, currentPage, pageSize }, { loading: false })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('日志数据格式不正确')
  return res.data
}

export async function getWorkLog(id: string): Promise<WorkLogDetail> {
  const res = await http.get<WorkLogDetail>(`${L}/${encodeURIComponent(id)}`, undefined, { loading: false })
  if (!res.data || typeof res.data.id !== 'string') throw new Error('日志数据格式不正确')
  return res.data
}

export async function saveWorkLog(id: string | undefined, form: WorkLogForm): Promise<WorkLogDetail> {
  const res = id ? await http.put<WorkLogDetail>(`${L}/${encodeURIComponent(id)}`, form) : await http.post<WorkLogDetail>(L, form)
  return res.data!
}

export async function commentWorkLog(id: string, content: string): Promise<WorkLogDetail> {
  return (await http.post<WorkLogDetail>(`${L}/${encodeURIComponent(id)}/comments`, { content })).data!
}

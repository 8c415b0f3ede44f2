// The task centre's calls (/api/tasks, issue 19). Progress reports and moves go through the outbox: with photos still
// on the phone or without signal they wait there and are sent once, under their Idempotency-Key, when the network is
// back.
import type { PageList } from '@shared/api/envelope'
import type { NewTaskInput, TaskAssignees, TaskCard, TaskDetail, TaskDueFilter, TaskKind, TaskScope } from '@shared/api/tasks'
import { routes } from '@/config/routes'
import { http } from '@/lib/request'
import { outboxUserId, sendOrQueue } from '@/lib/outbox'

export interface TaskListQuery {
  projectId: string
  scope: TaskScope
  state?: string
  keyword?: string
  currentPage: number
  pageSize: number
  /** the managers' filters (任务管理) and the site checks' list */
  contractId?: string
  assigneeId?: string
  due?: TaskDueFilter
  kind?: TaskKind
}

/** 导出 of 任务管理: the filtered tasks as an .xlsx; answers its name and one-time link */
export async function exportTasks(q: Omit<TaskListQuery, 'scope' | 'currentPage' | 'pageSize'>): Promise<{ name: string; url: string }> {
  const res = await http.post<{ name: string; url: string }>('/api/tasks/export', q)
  if (!res.data?.url) throw new Error('导出失败')
  return res.data
}

export async function getTasks(q: TaskListQuery): Promise<PageList<TaskCard>> {
  const res = await http.get<PageList<TaskCard>>('/api/tasks', { ...q }, { loading: false })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('任务数据格式不正确')
  return res.data
}

export async function getTask(id: string): Promise<TaskDetail> {
  const res = await http.get<TaskDetail>(`/api/tasks/${encodeURIComponent(id)}`, undefined, { loading: false })
  if (!res.data || !Array.isArray(res.data.updates)) throw new Error('任务数据格式不正确')
  return res.data
}

/** the people and sections of the project (whom a task may be handed to; the managers' filters) */
export async function getAssignees(projectId: string): Promise<TaskAssignees> {
  const res = await http.get<TaskAssignees>('/api/tasks/assignees', { projectId }, { loading: false })
  if (!res.data || !Array.isArray(res.data.users)) throw new Error('人员数据格式不正确')
  return res.data
}

export async function publishTask(input: NewTaskInput): Promise<{ id: string; billNo: string }> {
  const res = await http.post<{ id: string; billNo: string }>('/api/tasks', input)
  return res.data!
}

export type TaskMove = 'accept' | 'submit' | 'pass' | 'return' | 'cancel'

const MOVE_NAMES: Record<TaskMove, string> = { accept: '接收', submit: '提交审核', pass: '审核通过', return: '退回', cancel: '撤销' }

/**
 * A state move, sent now or kept in the outbox (site photos still on the phone, no signal, no answer) under `key`,
 * the same on every try of one filled form: the server makes it once, and refuses it if the task moved on meanwhile.
 * Sent: answers the task after it.
 */
export async function moveTask(
  task: { id: string; title: string }, move: TaskMove, body: Record<string, unknown>, key: string
): Promise<{ queued: true } | { queued: false; task: TaskDetail; msg: string }> {
  const url = `/api/tasks/${encodeURIComponent(task.id)}/${move}`
  const entry = { id: key, userId: outboxUserId(), title: `任务（${MOVE_NAMES[move]}）`, summary: task.title, url, openUrl: routes.myTaskDetail(task.id), body }
  const sent = await sendOrQueue(entry, () => http.post<TaskDetail>(url, body, { header: { 'Idempotency-Key': key } }))
  return sent.queued ? sent : { queued: false, task: sent.answer.data!, msg: sent.answer.msg }
}

export const QUEUED_TEXT = '网络不佳，进展已保存，将在联网后自动提交'

/** a progress report; queued: it waits in the outbox (photos to upload, or no network) */
export async function sendProgress(task: { id: string; title: string }, body: { percent: number; content: string; photos: unknown[] }, key: string): Promise<{ queued: boolean }> {
  const url = `/api/tasks/${encodeURIComponent(task.id)}/updates`
  return sendOrQueue({ id: key, userId: outboxUserId(), title: '任务进展', summary: task.title, url, body })
}

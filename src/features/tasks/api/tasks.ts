// The task centre's calls (/api/tasks, issue 19). Progress reports go through the outbox: with photos still on the
// phone or without signal they wait there and are sent once, under their Idempotency-Key, when the network is back.
import type { PageList } from '@shared/api/envelope'
import type { NewTaskInput, TaskAssignees, TaskCard, TaskDetail, TaskScope } from '@shared/api/tasks'
import { http } from '@/lib/request'
import { isOnline } from '@/lib/network'
import { classifySendError, collectPhotoIds, outbox } from '@/lib/outbox'
import { storage } from '@/lib/storage'

export interface TaskListQuery {
  projectId: string
  scope: TaskScope
  state?: string
  keyword?: string
  currentPage: number
  pageSize: number
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

/** a state move; answers the task after it */
export async function moveTask(id: string, move: TaskMove, body: Record<string, unknown> = {}): Promise<{ task: TaskDetail; msg: string }> {
  const res = await http.post<TaskDetail>(`/api/tasks/${encodeURIComponent(id)}/${move}`, body)
  return { task: res.data!, msg: res.msg }
}

export const QUEUED_TEXT = '网络不佳，进展已保存，将在联网后自动提交'

/** a progress report; queued: it waits in the outbox (photos to upload, or no network) */
export async function sendProgress(task: { id: string; title: string }, body: { percent: number; content: string; photos: unknown[] }, key: string): Promise<{ queued: boolean }> {
  const url = `/api/tasks/${encodeURIComponent(task.id)}/updates`
  const enqueue = async () => {
    await outbox.enqueue({ id: key, userId: storage.get('userInfo')?.userId ?? '', title: '任务进展', summary: task.title, url, body })
    return { queued: true }
  }
  if (collectPhotoIds(body).length > 0 || !isOnline()) return enqueue()
  try {
    await http.post(url, body, { header: { 'Idempotency-Key': key } })
    return { queued: false }
  } catch (err) {
    if (classifySendError(err).kind === 'transient') return enqueue()
    throw err
  }
}

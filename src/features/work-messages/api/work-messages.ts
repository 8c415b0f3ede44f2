// Work messages' calls (/api/work-messages, issue 19): 收到的 / 我发出的, who may be addressed, one notice (opening it
// records my reading), sending, 提醒未读.
import type { PageList } from '@shared/api/envelope'
import type { WorkMessageBox, WorkMessageCard, WorkMessageDetail, WorkMessageForm, WorkMessageTargets } from '@shared/api/work-messages'
import { http } from '@/lib/request'

const W = '/api/work-messages'

export type WorkMessagePage = PageList<WorkMessageCard> & { unread?: number }

export async function getWorkMessages(projectId: string, box: WorkMessageBox, currentPage: number, pageSize: number): Promise<WorkMessagePage> {
  const res = await http.get<WorkMessagePage>(W, { projectId, box, currentPage, pageSize }, { loading: false })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('通知数据格式不正确')
  return res.data
}

export async function getWorkMessage(id: string): Promise<WorkMessageDetail> {
  const res = await http.get<WorkMessageDetail>(`${W}/${encodeURIComponent(id)}`, undefined, { loading: false })
  if (!res.data || typeof res.data.id !== 'string') throw new Error('通知数据格式不正确')
  return res.data
}

export async function getTargets(projectId: string): Promise<WorkMessageTargets> {
  const res = await http.get<WorkMessageTargets>(`${W}/targets`, { projectId }, { loading: false })
  if (!res.data || !Array.isArray(res.data.users)) throw new Error('通知对象数据格式不正确')
  return res.data
}

export async function sendWorkMessage(form: WorkMessageForm): Promise<WorkMessageDetail> {
  return (await http.post<WorkMessageDetail>(W, form)).data!
}

export async function remindWorkMessage(id: string): Promise<{ reminded: number }> {
  return (await http.post<{ reminded: number }>(`${W}/${encodeURIComponent(id)}/remind`, {})).data!
}

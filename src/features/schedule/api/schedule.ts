// The schedule's calls (/api/schedule, issue 19): the month's marked days, one day's entries and tasks, one entry,
// and creating, changing and deleting my entries.
import type { ScheduleDay, ScheduleEntry, ScheduleForm, ScheduleMonth } from '@shared/api/schedule'
import { http } from '@/lib/request'

const S = '/api/schedule'

export async function getMonth(month: string, projectId: string): Promise<ScheduleMonth> {
  const res = await http.get<ScheduleMonth>(`${S}/month`, { month, projectId }, { loading: false })
  if (!res.data || !Array.isArray(res.data.days)) throw new Error('日程数据格式不正确')
  return res.data
}

export async function getDay(date: string, projectId: string): Promise<ScheduleDay> {
  const res = await http.get<ScheduleDay>(`${S}/day`, { date, projectId }, { loading: false })
  if (!res.data || !Array.isArray(res.data.entries)) throw new Error('日程数据格式不正确')
  return res.data
}

export async function getEntry(id: string): Promise<ScheduleEntry> {
  const res = await http.get<ScheduleEntry>(`${S}/entries/${encodeURIComponent(id)}`, undefined, { loading: false })
  if (!res.data || typeof res.data.id !== 'string') throw new Error('日程数据格式不正确')
  return res.data
}

export async function saveEntry(id: string | undefined, form: ScheduleForm): Promise<ScheduleEntry> {
  const res = id ? await http.put<ScheduleEntry>(`${S}/entries/${encodeURIComponent(id)}`, form) : await http.post<ScheduleEntry>(`${S}/entries`, form)
  return res.data!
}

export async function deleteEntry(id: string): Promise<void> {
  await http.delete(`${S}/entries/${encodeURIComponent(id)}`)
}

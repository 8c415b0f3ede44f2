// Training sessions' calls (/api/training/sessions, 培训签到): the sessions I am invited to (organisers: all of the
// project's), one with its sign-ins, holding one, signing in with a signature, closing it, who may be invited, and my
// training hours.
import type { InvitablePerson, MyTrainingHours, SessionDetail, SessionInput, SessionPage } from '@shared/api/training-sessions'
import { http } from '@/lib/request'

const S = '/api/training/sessions'

export async function getSessions(q: { projectId: string; scope: 'mine' | 'all'; currentPage: number; pageSize: number }): Promise<SessionPage> {
  const res = await http.get<SessionPage>(S, { ...q }, { loading: false })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('培训班数据格式不正确')
  return res.data
}

export async function getSession(id: string): Promise<SessionDetail> {
  const res = await http.get<SessionDetail>(`${S}/${encodeURIComponent(id)}`, undefined, { loading: false })
  if (!res.data || typeof res.data.id !== 'string') throw new Error('培训班数据格式不正确')
  return res.data
}

export async function createSession(input: SessionInput): Promise<SessionDetail> {
  const res = await http.post<SessionDetail>(S, input)
  return res.data!
}

export async function signInSession(id: string, signature: string): Promise<SessionDetail> {
  const res = await http.post<SessionDetail>(`${S}/${encodeURIComponent(id)}/sign`, { signature })
  return res.data!
}

export async function closeSession(id: string): Promise<SessionDetail> {
  const res = await http.post<SessionDetail>(`${S}/${encodeURIComponent(id)}/close`, {})
  return res.data!
}

export async function getInvitable(projectId: string): Promise<InvitablePerson[]> {
  const res = await http.get<InvitablePerson[]>(`${S}/people`, { projectId }, { loading: false })
  if (!Array.isArray(res.data)) throw new Error('人员数据格式不正确')
  return res.data
}

export async function getMyHours(projectId: string): Promise<MyTrainingHours> {
  const res = await http.get<MyTrainingHours>('/api/training/hours', { projectId }, { loading: false })
  if (!res.data || !Array.isArray(res.data.sessions)) throw new Error('学时数据格式不正确')
  return res.data
}

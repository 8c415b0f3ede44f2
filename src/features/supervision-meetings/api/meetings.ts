// Supervision meetings' calls (/api/supervision-meetings, issue 19): lists, options (people and sections), one
// meeting, calling and editing it, the minutes, signing in, holding, cancelling and publishing the minutes.
import type { PageList } from '@shared/api/envelope'
import type { MeetingCard, MeetingDetail, MeetingInput, MeetingOptions, MeetingScope, MinutesInput } from '@shared/api/supervision-meetings'
import { http } from '@/lib/request'

const P = '/api/supervision-meetings'
const one = (id: string) => `${P}/${encodeURIComponent(id)}`

export interface MeetingListQuery { projectId: string; scope: MeetingScope; state?: string; currentPage: number; pageSize: number }

export async function getMeetings(q: MeetingListQuery): Promise<PageList<MeetingCard>> {
  const res = await http.get<PageList<MeetingCard>>(P, { ...q }, { loading: false })
  if (!res.data || !Array.isArray(res.data.list)) throw new Error('会议数据格式不正确')
  return res.data
}

export async function getMeetingOptions(projectId: string): Promise<MeetingOptions> {
  const res = await http.get<MeetingOptions>(`${P}/options`, { projectId }, { loading: false })
  if (!res.data || !Array.isArray(res.data.users)) throw new Error('参会人员数据格式不正确')
  return res.data
}

export async function getMeeting(id: string): Promise<MeetingDetail> {
  const res = await http.get<MeetingDetail>(one(id), undefined, { loading: false })
  if (!res.data || !Array.isArray(res.data.attendees)) throw new Error('会议数据格式不正确')
  return res.data
}

export async function createMeeting(input: MeetingInput): Promise<{ id: string; meetingNo: string }> {
  const res = await http.post<{ id: string; meetingNo: string }>(P, input)
  return res.data!
}

export async function editMeeting(id: string, input: MeetingInput): Promise<MeetingDetail> {
  return (await http.put<MeetingDetail>(one(id), input)).data!
}

export async function saveMinutes(id: string, input: MinutesInput): Promise<MeetingDetail> {
  return (await http.put<MeetingDetail>(`${one(id)}/minutes`, input)).data!
}

export type MeetingMove = 'sign-in' | 'hold' | 'cancel' | 'publish'

/** a move; answers the meeting after it */
export async function moveMeeting(id: string, move: MeetingMove, body: Record<string, unknown> = {}): Promise<{ meeting: MeetingDetail; msg: string }> {
  const res = await http.post<MeetingDetail>(`${one(id)}/${move}`, body)
  return { meeting: res.data!, msg: res.msg }
}

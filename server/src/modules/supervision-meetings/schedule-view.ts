// My meetings of some days, as the personal schedule (日程安排) shows them next to my entries and tasks: the ones I
// attend, host or organise in the project, still to hold or held (a cancelled meeting leaves the calendar).
import { MEETING_STATE_NAMES, type MeetingState } from '@shared/api/supervision-meetings'
import type { ScheduleMeeting } from '@shared/api/schedule'
import type { AppContext } from '../../context'
import { meetingRepository } from './repository'

export async function myMeetingsBetween(ctx: AppContext, userId: string, projectId: string, from: string, to: string): Promise<ScheduleMeeting[]> {
  const rows = await meetingRepository.mineBetween(ctx.db, userId, projectId, from, to)
  return rows.map((m) => ({
    id: m.id, meetingNo: m.meetingNo, subject: m.subject, meetingDate: m.meetingDate, startTime: m.startTime, place: m.place,
    stateName: MEETING_STATE_NAMES[m.state as MeetingState] ?? m.state
  }))
}

// Who hears about a meeting: the inbox message (pushed live, opening the meeting) to its attendees.
import type { RecordLinkBody } from '@shared/api/message'
import { MEETING_LINK_MODEL } from '@shared/api/supervision-meetings'
import type { AppContext } from '../../context'
import type { SupervisionMeetingTable } from '../../db/schema'
import { createMessage } from '../message'

export async function tell(ctx: AppContext, from: string, to: string[], title: string, mt: SupervisionMeetingTable): Promise<void> {
  const toUserIds = [...new Set(to)].filter((u) => u && u !== from)
  if (toUserIds.length === 0) return
  const body: RecordLinkBody = { modelId: MEETING_LINK_MODEL, id: mt.id, content: `${title}\n（${mt.meetingNo}，${mt.meetingDate} ${mt.startTime}，${mt.place}）` }
  try {
    await createMessage(ctx, { toUserIds, type: 3, title, bodyText: JSON.stringify(body), creatorUserId: from })
  } catch (err) {
    // the change is made; a message that could not be stored costs only the notice
    ctx.log.warn({ err, meetingId: mt.id }, 'supervision meeting message could not be sent')
  }
}

// Who may do what with a supervision meeting. Calling one is for those who publish tasks (supervision engineers and
// the managers). The organiser and the host run it: they edit it, hold it, record the minutes and publish them (the
// resolutions become tasks then). Attendees sign themselves in. A meeting is read by the people who take part in it
// and by the project's members of the sections it covers (all members when it covers the whole project);
// administrators read all. Project membership comes first: another project's meetings do not exist.
import type { SupervisionMeetingTable } from '../../db/schema'
import { holds, PUBLISHERS, type Member } from '../tasks'

export const NO_MEETING = '会议不存在或您无权访问'

export const mayOrganise = (m: Member) => holds(m, PUBLISHERS)

/** a stored JSON list of texts (sections, agenda); [] when it is not one */
export function textList(text: string): string[] {
  try {
    const v: unknown = JSON.parse(text)
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []
  } catch {
    return []
  }
}

export const sectionsOf = (mt: SupervisionMeetingTable): string[] => textList(mt.contractIds)

export function mayRead(m: Member, mt: SupervisionMeetingTable, attendeeIds: string[]): boolean {
  if (m.admin) return true
  if (!m.projects.includes(mt.projectId)) return false
  const me = m.user.id
  if (mt.organiserUserId === me || mt.hostUserId === me || attendeeIds.includes(me)) return true
  const sections = sectionsOf(mt)
  return sections.length === 0 || sections.some((c) => m.contracts.includes(c))
}

/** the organiser and the host run the meeting */
export const mayRun = (m: Member, mt: SupervisionMeetingTable) => mt.organiserUserId === m.user.id || mt.hostUserId === m.user.id

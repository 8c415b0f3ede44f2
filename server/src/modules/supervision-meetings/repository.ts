// SQL of supervision meetings: the meetings, their attendees with sign-in times and their resolutions.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { SupervisionMeetingAttendeeTable, SupervisionMeetingResolutionTable, SupervisionMeetingTable } from '../../db/schema'

export interface MeetingFilter {
  projectId: string
  states?: string[]
  keyword?: string
  /** meetings the user attends, hosts or organises */
  mineOf?: string
  /** meetings the user organises or hosts */
  organisedBy?: string
  /** the caller reads meetings they take part in, of the whole project, or of one of these sections; undefined = all */
  readable?: { userId: string; contracts: string[] }
}

const attends = (userId: string) => sql<boolean>`exists (select 1 from supervision_meeting_attendee a where a.meeting_id = m.id and a.user_id = ${userId})`

function filtered(db: Db, f: MeetingFilter) {
  let q = db.selectFrom('supervisionMeeting as m').where('m.projectId', '=', f.projectId)
  if (f.states?.length) q = q.where('m.state', 'in', f.states)
  if (f.mineOf) {
    const me = f.mineOf
    q = q.where((eb) => eb.or([eb('m.organiserUserId', '=', me), eb('m.hostUserId', '=', me), attends(me)]))
  }
  if (f.organisedBy) {
    const me = f.organisedBy
    q = q.where((eb) => eb.or([eb('m.organiserUserId', '=', me), eb('m.hostUserId', '=', me)]))
  }
  if (f.readable) {
    const { userId, contracts } = f.readable
    q = q.where((eb) => eb.or([
      eb('m.organiserUserId', '=', userId), eb('m.hostUserId', '=', userId), attends(userId), eb('m.contractIds', '=', '[]'),
      // contract ids are JSON strings in the list: "ct-hj-tj01"
      ...contracts.map((c) => eb('m.contractIds', 'like', `%${JSON.stringify(c)}%`))
    ]))
  }
  const word = (f.keyword ?? '').trim()
  if (word) q = q.where((eb) => eb.or([eb('m.subject', 'like', `%${word}%`), eb('m.meetingNo', 'like', `%${word}%`), eb('m.place', 'like', `%${word}%`)]))
  return q
}

export const meetingRepository = {
  /** meetings still to be held, in id order after `afterId` (the reminder job pages through them) */
  toHold(db: Db, afterId: string, limit: number): Promise<SupervisionMeetingTable[]> {
    return db.selectFrom('supervisionMeeting').selectAll().where('id', '>', afterId).where('state', '=', 'draft').orderBy('id').limit(limit).execute()
  },
  /** the meetings a user attends, hosts or organises in a project, held or to hold between two days (yyyy-MM-dd) */
  mineBetween(db: Db, userId: string, projectId: string, from: string, to: string): Promise<SupervisionMeetingTable[]> {
    return filtered(db, { projectId, mineOf: userId, states: ['draft', 'held', 'published'] }).selectAll('m')
      .where('m.meetingDate', '>=', from).where('m.meetingDate', '<=', to).orderBy('m.meetingDate').orderBy('m.startTime').orderBy('m.id').limit(200).execute()
  },
  find(db: Db, id: string): Promise<SupervisionMeetingTable | undefined> {
    return db.selectFrom('supervisionMeeting').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async list(db: Db, f: MeetingFilter, limit: number, offset: number): Promise<{ rows: SupervisionMeetingTable[]; total: number }> {
    const [rows, count] = await Promise.all([
      filtered(db, f).selectAll('m')
        // meetings still to hold or to minute first, the newest date first
        .orderBy(sql`case when m.state in ('draft', 'held') then 0 else 1 end`)
        .orderBy('m.meetingDate', 'desc').orderBy('m.startTime', 'desc').orderBy('m.id')
        .limit(limit).offset(offset).execute(),
      filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  },
  async attendees(db: Db, meetingIds: string[]): Promise<Map<string, SupervisionMeetingAttendeeTable[]>> {
    const out = new Map<string, SupervisionMeetingAttendeeTable[]>()
    if (meetingIds.length === 0) return out
    const rows = await db.selectFrom('supervisionMeetingAttendee').selectAll().where('meetingId', 'in', meetingIds)
      .orderBy('sortCode').orderBy('userId').execute()
    for (const r of rows) out.set(r.meetingId, [...(out.get(r.meetingId) ?? []), r])
    return out
  },
  resolutions(db: Db, meetingId: string): Promise<SupervisionMeetingResolutionTable[]> {
    return db.selectFrom('supervisionMeetingResolution').selectAll().where('meetingId', '=', meetingId).orderBy('sortCode').orderBy('id').execute()
  },
  async lastNumber(db: Db, projectId: string, prefix: string): Promise<number> {
    const rows = await db.selectFrom('supervisionMeeting').select('meetingNo').where('projectId', '=', projectId).where('meetingNo', 'like', `${prefix}%`).execute()
    return rows.reduce((max, r) => Math.max(max, Number(r.meetingNo.slice(prefix.length)) || 0), 0)
  },
  async insert(db: Db, meeting: SupervisionMeetingTable, attendeeIds: string[]): Promise<void> {
    await db.insertInto('supervisionMeeting').values(meeting).execute()
    await db.insertInto('supervisionMeetingAttendee').values(attendeeIds.map((userId, i) => ({ meetingId: meeting.id, userId, sortCode: i, signedAt: null }))).execute()
  },
  /** changes a meeting only if it is still in one of `from` (two people cannot both move it) */
  async update(db: Db, id: string, from: string[], set: Partial<SupervisionMeetingTable>): Promise<boolean> {
    const r = await db.updateTable('supervisionMeeting').set(set).where('id', '=', id).where('state', 'in', from).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  /** the attendees become `userIds` in that order; those who stay keep their sign-in */
  async setAttendees(db: Db, meetingId: string, userIds: string[]): Promise<void> {
    const old = new Map((await db.selectFrom('supervisionMeetingAttendee').selectAll().where('meetingId', '=', meetingId).execute()).map((a) => [a.userId, a]))
    await db.deleteFrom('supervisionMeetingAttendee').where('meetingId', '=', meetingId).execute()
    if (userIds.length) {
      await db.insertInto('supervisionMeetingAttendee')
        .values(userIds.map((userId, i) => ({ meetingId, userId, sortCode: i, signedAt: old.get(userId)?.signedAt ?? null }))).execute()
    }
  },
  async setResolutions(db: Db, meetingId: string, rows: SupervisionMeetingResolutionTable[]): Promise<void> {
    await db.deleteFrom('supervisionMeetingResolution').where('meetingId', '=', meetingId).execute()
    if (rows.length) await db.insertInto('supervisionMeetingResolution').values(rows).execute()
  },
  async linkTask(db: Db, resolutionId: string, taskId: string): Promise<void> {
    await db.updateTable('supervisionMeetingResolution').set({ taskId }).where('id', '=', resolutionId).execute()
  },
  /** signs the attendee in once; false when not an attendee or already signed in */
  async signIn(db: Db, meetingId: string, userId: string, at: number): Promise<boolean> {
    const r = await db.updateTable('supervisionMeetingAttendee').set({ signedAt: at })
      .where('meetingId', '=', meetingId).where('userId', '=', userId).where('signedAt', 'is', null).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  async people(db: Db, ids: string[]): Promise<Map<string, { realName: string; organize: string }>> {
    const unique = [...new Set(ids.filter(Boolean))]
    if (unique.length === 0) return new Map()
    const rows = await db.selectFrom('baseUser as u').leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
      .select(['u.id', 'u.realName', sql<string>`coalesce(o.full_name, '')`.as('organize')]).where('u.id', 'in', unique).execute()
    return new Map(rows.map((r) => [r.id, { realName: r.realName, organize: r.organize }]))
  }
}

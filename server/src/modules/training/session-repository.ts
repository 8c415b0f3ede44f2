// SQL of training sessions (培训班): the sessions of a project (all, or those a person is invited to), their invited
// people with their sign-ins, the people who may be invited, a person's signed sessions (his training hours) and the
// session each course is trained in.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { TrainSessionPersonTable, TrainSessionTable } from '../../db/schema'

export interface SessionFilter { projectId: string; invitedUserId?: string }

function sessions(db: Db, f: SessionFilter) {
  let q = db.selectFrom('trainSession as s').where('s.projectId', '=', f.projectId)
  if (f.invitedUserId) {
    const me = f.invitedUserId
    q = q.where((eb) => eb.exists(eb.selectFrom('trainSessionPerson as p').select('p.userId').whereRef('p.sessionId', '=', 's.id').where('p.userId', '=', me)))
  }
  return q
}

export const sessionRepository = {
  find(db: Db, id: string): Promise<TrainSessionTable | undefined> {
    return db.selectFrom('trainSession').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** newest first: the sessions to come and under way on top, by their start */
  async page(db: Db, f: SessionFilter, now: number, limit: number, offset: number): Promise<{ rows: TrainSessionTable[]; total: number }> {
    const [rows, count] = await Promise.all([
      sessions(db, f).selectAll('s')
        .orderBy(sql`case when s.closed_at is null and s.ends_at > ${now} then 0 else 1 end`)
        .orderBy(sql`case when s.closed_at is null and s.ends_at > ${now} then s.starts_at else -s.starts_at end`)
        .orderBy('s.id').limit(limit).offset(offset).execute(),
      sessions(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  },
  async figures(db: Db, ids: string[]): Promise<Map<string, { total: number; signed: number }>> {
    if (ids.length === 0) return new Map()
    const rows = await db.selectFrom('trainSessionPerson').select(['sessionId', (eb) => eb.fn.countAll<number>().as('total'),
      (eb) => eb.fn.count<number>('signedAt').as('signed')]).where('sessionId', 'in', ids).groupBy('sessionId').execute()
    return new Map(rows.map((r) => [r.sessionId, { total: Number(r.total), signed: Number(r.signed) }]))
  },
  async mine(db: Db, userId: string, ids: string[]): Promise<Map<string, TrainSessionPersonTable>> {
    if (ids.length === 0) return new Map()
    const rows = await db.selectFrom('trainSessionPerson').selectAll().where('userId', '=', userId).where('sessionId', 'in', ids).execute()
    return new Map(rows.map((r) => [r.sessionId, r]))
  },
  people(db: Db, sessionId: string) {
    return db.selectFrom('trainSessionPerson as p').innerJoin('baseUser as u', 'u.id', 'p.userId').leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
      .select(['p.userId', 'p.signedAt', 'p.signature', 'u.realName', sql<string>`coalesce(o.full_name, '')`.as('organize')])
      .where('p.sessionId', '=', sessionId).orderBy('u.sortCode').orderBy('u.id').execute()
  },
  /** the enabled members of the project with their organisation and sections */
  async members(db: Db, projectId: string) {
    const users = await db.selectFrom('baseUserRelation as p').innerJoin('baseUser as u', 'u.id', 'p.userId').leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
      .select(['u.id', 'u.realName', sql<string>`coalesce(o.full_name, '')`.as('organize')]).distinct()
      .where('p.objectType', '=', 'Project').where('p.objectId', '=', projectId).where('u.enabledMark', '=', 1)
      .orderBy('u.id').execute()
    const ids = users.map((u) => u.id)
    const sections = ids.length === 0 ? [] : await db.selectFrom('baseUserRelation as r').innerJoin('contract as c', 'c.id', 'r.objectId')
      .select(['r.userId', 'c.id', 'c.enCode']).where('r.objectType', '=', 'Contract').where('c.projectId', '=', projectId).where('r.userId', 'in', ids).execute()
    return users.map((u) => ({ ...u, sections: sections.filter((s) => s.userId === u.id).map((s) => ({ id: s.id, code: s.enCode })) }))
  },
  async insert(db: Db, s: TrainSessionTable, userIds: string[]): Promise<void> {
    await db.insertInto('trainSession').values(s).execute()
    await db.insertInto('trainSessionPerson').values(userIds.map((userId) => ({ sessionId: s.id, userId, signedAt: null, signature: '' }))).execute()
  },
  /** signs in once: false when not invited or signed in already */
  async signIn(db: Db, sessionId: string, userId: string, at: number, signature: string): Promise<boolean> {
    const r = await db.updateTable('trainSessionPerson').set({ signedAt: at, signature })
      .where('sessionId', '=', sessionId).where('userId', '=', userId).where('signedAt', 'is', null).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  async close(db: Db, id: string, at: number, by: string): Promise<boolean> {
    const r = await db.updateTable('trainSession').set({ closedAt: at, closedBy: by }).where('id', '=', id).where('closedAt', 'is', null).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  /** the sessions of the project the person signed in to, newest first */
  signedBy(db: Db, userId: string, projectId: string) {
    return db.selectFrom('trainSessionPerson as p').innerJoin('trainSession as s', 's.id', 'p.sessionId').innerJoin('trainCourse as c', 'c.id', 's.courseId')
      .select(['s.id', 's.title', 's.startsAt', 's.hoursTenths', 'p.signedAt', 'c.title as courseTitle'])
      .where('p.userId', '=', userId).where('s.projectId', '=', projectId).where('p.signedAt', 'is not', null)
      .orderBy('s.startsAt', 'desc').orderBy('s.id').execute()
  },
  /** the sessions of the project's courses with whether the person is invited, newest first */
  async ofCourses(db: Db, projectId: string, userId: string) {
    return db.selectFrom('trainSession as s').leftJoin('trainSessionPerson as p', (j) => j.onRef('p.sessionId', '=', 's.id').on('p.userId', '=', userId))
      .select(['s.id', 's.courseId', 's.title', 's.startsAt', 's.endsAt', 's.closedAt', 'p.userId as invited'])
      .where('s.projectId', '=', projectId).orderBy('s.startsAt', 'desc').orderBy('s.id').execute()
  }
}

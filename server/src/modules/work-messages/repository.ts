// SQL of work messages: a project's messages I received or sent, their receipts, and who a choice of people, roles
// and sections comes to among the project's enabled members.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { WorkMessageReceiptTable, WorkMessageTable } from '../../db/schema'

export interface Page<T> { rows: T[]; total: number }

export const workMessageRepository = {
  find(db: Db, id: string): Promise<WorkMessageTable | undefined> {
    return db.selectFrom('workMessage').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** 收到的: the project's messages with a receipt of mine, the newest first */
  async inbox(db: Db, projectId: string, userId: string, limit: number, offset: number): Promise<Page<WorkMessageTable & { readAt: number | null }> & { unread: number }> {
    const q = db.selectFrom('workMessage as m').innerJoin('workMessageReceipt as r', 'r.messageId', 'm.id')
      .where('m.projectId', '=', projectId).where('r.userId', '=', userId)
    const [rows, count] = await Promise.all([
      q.selectAll('m').select('r.readAt').orderBy('m.sentAt', 'desc').orderBy('m.id').limit(limit).offset(offset).execute(),
      q.select([(eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(case when r.read_at is null then 1 else 0 end)`.as('unread')]).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0), unread: Number(count?.unread ?? 0) }
  },
  /** 我发出的: the project's messages I sent, the newest first */
  async sent(db: Db, projectId: string, userId: string, limit: number, offset: number): Promise<Page<WorkMessageTable>> {
    const q = db.selectFrom('workMessage').where('projectId', '=', projectId).where('senderUserId', '=', userId)
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('sentAt', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  },
  async figures(db: Db, ids: string[]): Promise<Map<string, { total: number; read: number }>> {
    if (ids.length === 0) return new Map()
    const rows = await db.selectFrom('workMessageReceipt').select(['messageId', (eb) => eb.fn.countAll<number>().as('total'),
      (eb) => eb.fn.count<number>('readAt').as('read')]).where('messageId', 'in', ids).groupBy('messageId').execute()
    return new Map(rows.map((r) => [r.messageId, { total: Number(r.total), read: Number(r.read) }]))
  },
  receipt(db: Db, messageId: string, userId: string): Promise<WorkMessageReceiptTable | undefined> {
    return db.selectFrom('workMessageReceipt').selectAll().where('messageId', '=', messageId).where('userId', '=', userId).executeTakeFirst()
  },
  receipts(db: Db, messageId: string) {
    return db.selectFrom('workMessageReceipt as r').innerJoin('baseUser as u', 'u.id', 'r.userId')
      .leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
      .select(['r.userId', 'r.readAt', 'u.realName', sql<string>`coalesce(o.full_name, '')`.as('organize')])
      .where('r.messageId', '=', messageId).orderBy('u.sortCode').orderBy('u.id').execute()
  },
  /** the project's enabled members who are among `userIds`, hold one of `roleIds` or belong to one of `contractIds` */
  async audience(db: Db, projectId: string, userIds: string[], roleIds: string[], contractIds: string[]): Promise<string[]> {
    if (!userIds.length && !roleIds.length && !contractIds.length) return []
    const rows = await db.selectFrom('baseUserRelation as p').innerJoin('baseUser as u', 'u.id', 'p.userId').select('u.id').distinct()
      .where('p.objectType', '=', 'Project').where('p.objectId', '=', projectId).where('u.enabledMark', '=', 1)
      .where((eb) => eb.or([
        ...(userIds.length ? [eb('u.id', 'in', userIds)] : []),
        ...(roleIds.length ? [eb.exists(eb.selectFrom('baseUserRelation as r').innerJoin('baseRole as o', 'o.id', 'r.objectId').select('r.userId')
          .whereRef('r.userId', '=', 'u.id').where('r.objectType', '=', 'Role').where('r.objectId', 'in', roleIds)
          .where(sql<boolean>`coalesce(o.enabled_mark, 1) = 1`))] : []),
        ...(contractIds.length ? [eb.exists(eb.selectFrom('baseUserRelation as c').select('c.userId').whereRef('c.userId', '=', 'u.id')
          .where('c.objectType', '=', 'Contract').where('c.objectId', 'in', contractIds))] : [])
      ]))
      .orderBy('u.id').execute()
    return rows.map((r) => r.id)
  },
  /** the enabled roles held by the project's enabled members (what the role picker offers) */
  projectRoles(db: Db, projectId: string) {
    return db.selectFrom('baseRole as o').select(['o.id', 'o.fullName']).distinct()
      .where(sql<boolean>`coalesce(o.enabled_mark, 1) = 1`)
      .where((eb) => eb.exists(eb.selectFrom('baseUserRelation as r').innerJoin('baseUserRelation as p', 'p.userId', 'r.userId')
        .innerJoin('baseUser as u', 'u.id', 'r.userId').select('r.userId')
        .whereRef('r.objectId', '=', 'o.id').where('r.objectType', '=', 'Role').where('p.objectType', '=', 'Project')
        .where('p.objectId', '=', projectId).where('u.enabledMark', '=', 1)))
      .orderBy('o.fullName').execute()
  },
  async insert(db: Db, m: WorkMessageTable, userIds: string[]): Promise<void> {
    await db.insertInto('workMessage').values(m).execute()
    if (userIds.length) await db.insertInto('workMessageReceipt').values(userIds.map((userId) => ({ messageId: m.id, userId, receivedAt: m.sentAt, readAt: null }))).execute()
  },
  /** records the first reading only */
  async markRead(db: Db, messageId: string, userId: string, at: number): Promise<void> {
    await db.updateTable('workMessageReceipt').set({ readAt: at }).where('messageId', '=', messageId).where('userId', '=', userId).where('readAt', 'is', null).execute()
  },
  /** claims the reminder slot: false when another reminder was sent since `notBefore` */
  async claimRemind(db: Db, id: string, at: number, notBefore: number): Promise<boolean> {
    const r = await db.updateTable('workMessage').set({ lastRemindAt: at }).where('id', '=', id)
      .where((eb) => eb.or([eb('lastRemindAt', 'is', null), eb('lastRemindAt', '<=', notBefore)])).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }
}

// SQL for the message centre: per-recipient inbox rows (base_message). Notices: notice-repository.ts.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { MessageTable } from '../../db/schema'

export interface InboxFilter { keyword?: string; type?: number; isRead?: number }

function filtered(db: Db, userId: string, f: InboxFilter) {
  let q = db.selectFrom('baseMessage').where('userId', '=', userId)
  if (f.type) q = q.where('type', '=', f.type)
  if (f.isRead === 0 || f.isRead === 1) q = q.where('isRead', '=', f.isRead)
  if (f.keyword) {
    const pattern = `%${f.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    q = q.where(sql<boolean>`lower(title) like ${pattern} escape '\\'`)
  }
  return q
}

export const messageRepository = {
  async insertMany(db: Db, rows: MessageTable[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) await db.insertInto('baseMessage').values(rows.slice(i, i + 200)).execute()
  },
  async page(db: Db, userId: string, f: InboxFilter, offset: number, limit: number): Promise<{ rows: MessageTable[]; total: number }> {
    const total = await filtered(db, userId, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await filtered(db, userId, f).selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  /** the row only when it is in this user's inbox */
  findOwn(db: Db, userId: string, id: string): Promise<MessageTable | undefined> {
    return db.selectFrom('baseMessage').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst()
  },
  async markRead(db: Db, userId: string, id: string, now: number): Promise<void> {
    await db.updateTable('baseMessage').set({ isRead: 1, readTime: now }).where('id', '=', id).where('userId', '=', userId).where('isRead', '=', 0).execute()
  },
  /** the unread in-site messages that link to one record (their body starts with its modelId and id) */
  async markLinkRead(db: Db, userId: string, modelId: string, recordId: string, now: number): Promise<number> {
    const prefix = JSON.stringify({ modelId, id: recordId }).slice(0, -1)
    const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const r = await db.updateTable('baseMessage').set({ isRead: 1, readTime: now }).where('userId', '=', userId).where('isRead', '=', 0)
      .where(sql<boolean>`body_text like ${pattern} escape '\\'`).executeTakeFirst()
    return Number(r.numUpdatedRows)
  },
  async markAllRead(db: Db, userId: string, type: number | undefined, now: number): Promise<number> {
    let q = db.updateTable('baseMessage').set({ isRead: 1, readTime: now }).where('userId', '=', userId).where('isRead', '=', 0)
    if (type) q = q.where('type', '=', type)
    return Number((await q.executeTakeFirst()).numUpdatedRows)
  },
  async unreadByType(db: Db, userId: string): Promise<Map<number, number>> {
    const rows = await db.selectFrom('baseMessage').select(['type', (eb) => eb.fn.countAll<number>().as('n')])
      .where('userId', '=', userId).where('isRead', '=', 0).groupBy('type').execute()
    return new Map(rows.map((r) => [Number(r.type), Number(r.n)]))
  },
  newest(db: Db, userId: string): Promise<MessageTable | undefined> {
    return db.selectFrom('baseMessage').selectAll().where('userId', '=', userId).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
  }
}

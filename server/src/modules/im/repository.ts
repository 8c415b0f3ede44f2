// SQL for chat messages (base_im_content) and conversation lists (base_im_reply).
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { ImContentTable, ImReplyTable } from '../../db/schema'

export interface UnreadRow { sendUserId: string; unreadNum: number }

/** the messages between two users that `me` has not deleted from their own history */
function between(db: Db, me: string, other: string) {
  return db.selectFrom('baseImContent').where((eb) => eb.or([
    eb.and([eb('sendUserId', '=', me), eb('receiveUserId', '=', other), eb('sendDeleted', '=', 0)]),
    eb.and([eb('sendUserId', '=', other), eb('receiveUserId', '=', me), eb('receiveDeleted', '=', 0)])
  ]))
}

export const imRepository = {
  /** the message and both users' conversation rows in one transaction: stored means stored everywhere */
  async insertMessage(db: Db, m: ImContentTable): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('baseImContent').values(m).execute()
      for (const [userId, otherUserId] of [[m.sendUserId, m.receiveUserId], [m.receiveUserId, m.sendUserId]]) {
        const row: ImReplyTable = { userId, otherUserId, latestMessage: m.content, latestType: m.contentType, latestTime: m.sendTime }
        await trx.insertInto('baseImReply').values(row)
          .onConflict((oc) => oc.columns(['userId', 'otherUserId']).doUpdateSet({
            latestMessage: m.content, latestType: m.contentType, latestTime: m.sendTime
          }))
          .execute()
      }
    })
  },
  findMessage(db: Db, id: string): Promise<ImContentTable | undefined> {
    return db.selectFrom('baseImContent').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async page(db: Db, me: string, other: string, keyword: string, offset: number, limit: number): Promise<{ rows: ImContentTable[]; total: number }> {
    let q = between(db, me, other)
    if (keyword) {
      const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      q = q.where('contentType', '=', 'text').where(sql<boolean>`lower(content) like ${pattern} escape '\\'`)
    }
    const totalRow = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await q.selectAll().orderBy('sendTime', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute()
    return { rows: rows.reverse(), total: Number(totalRow?.n ?? 0) }
  },
  /** marks what `from` sent to `me` as read; returns how many changed */
  async markRead(db: Db, me: string, from: string, now: number): Promise<number> {
    const r = await db.updateTable('baseImContent').set({ enabledMark: 1, receiveTime: now })
      .where('receiveUserId', '=', me).where('sendUserId', '=', from).where('enabledMark', '=', 0).executeTakeFirst()
    return Number(r.numUpdatedRows)
  },
  async unreadBySender(db: Db, me: string): Promise<UnreadRow[]> {
    const rows = await db.selectFrom('baseImContent').select(['sendUserId', (eb) => eb.fn.countAll<number>().as('unreadNum')])
      .where('receiveUserId', '=', me).where('enabledMark', '=', 0).where('receiveDeleted', '=', 0)
      .groupBy('sendUserId').execute()
    return rows.map((r) => ({ sendUserId: r.sendUserId, unreadNum: Number(r.unreadNum) }))
  },
  conversations(db: Db, me: string): Promise<ImReplyTable[]> {
    return db.selectFrom('baseImReply').selectAll().where('userId', '=', me).orderBy('latestTime', 'desc').execute()
  },
  findConversation(db: Db, me: string, other: string): Promise<ImReplyTable | undefined> {
    return db.selectFrom('baseImReply').selectAll().where('userId', '=', me).where('otherUserId', '=', other).executeTakeFirst()
  },
  async removeConversation(db: Db, me: string, other: string): Promise<number> {
    const r = await db.deleteFrom('baseImReply').where('userId', '=', me).where('otherUserId', '=', other).executeTakeFirst()
    return Number(r.numDeletedRows)
  },
  /** hides the whole history for `me` only (and reads what was unread, so no badge points at nothing) */
  async deleteHistory(db: Db, me: string, other: string, now: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('baseImContent').set({ sendDeleted: 1 }).where('sendUserId', '=', me).where('receiveUserId', '=', other).execute()
      await trx.updateTable('baseImContent').set({ receiveDeleted: 1, enabledMark: 1, receiveTime: now })
        .where('sendUserId', '=', other).where('receiveUserId', '=', me).where('enabledMark', '=', 0).execute()
      await trx.updateTable('baseImContent').set({ receiveDeleted: 1 }).where('sendUserId', '=', other).where('receiveUserId', '=', me).execute()
      await trx.deleteFrom('baseImReply').where('userId', '=', me).where('otherUserId', '=', other).execute()
    })
  },
  /** the administrators and everybody sharing a project with the user: who may see them come online */
  async watchersOf(db: Db, userId: string): Promise<string[]> {
    const projects = db.selectFrom('baseUserRelation').select('objectId').where('userId', '=', userId).where('objectType', '=', 'Project')
    const rows = await db.selectFrom('baseUser').select('id')
      .where((eb) => eb.or([
        eb('isAdministrator', '=', 1),
        eb('id', 'in', eb.selectFrom('baseUserRelation').select('userId').where('objectType', '=', 'Project').where('objectId', 'in', projects))
      ]))
      .where('id', '!=', userId)
      .execute()
    return rows.map((r) => r.id)
  }
}

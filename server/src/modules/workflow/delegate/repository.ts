// SQL for delegations (flow_delegate). "In force" = enabled and not yet ended; stopping one ends it now.
import { sql } from 'kysely'
import type { Db } from '../../../db/database'
import type { FlowDelegateTable } from '../../../db/schema'
import { likePattern } from '../read/list-query'

export interface DelegateFilter { keyword: string; toMe: boolean }

function mineOrToMe(db: Db, userId: string, f: DelegateFilter) {
  let q = db.selectFrom('flowDelegate').where(f.toMe ? 'toUserId' : 'userId', '=', userId)
  if (f.keyword) {
    const k = likePattern(f.keyword)
    // my list searches the delegate's name, the delegated-to-me list the delegator's
    const who = f.toMe ? sql.ref('userName') : sql.ref('toUserName')
    q = q.where(sql<boolean>`(lower(flow_name) like ${k} escape '\\' or lower(${who}) like ${k} escape '\\')`)
  }
  return q
}

export const delegateRepository = {
  async page(db: Db, userId: string, f: DelegateFilter, offset: number, limit: number): Promise<{ rows: FlowDelegateTable[]; total: number }> {
    const total = await mineOrToMe(db, userId, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await mineOrToMe(db, userId, f).selectAll().orderBy('sortCode').orderBy('creatorTime', 'desc').orderBy('id', 'desc')
      .offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  find(db: Db, id: string): Promise<FlowDelegateTable | undefined> {
    return db.selectFrom('flowDelegate').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** the delegations of userId of this type that have not ended by `now` (the overlap check reads them) */
  unended(db: Db, userId: string, type: string, now: number): Promise<FlowDelegateTable[]> {
    return db.selectFrom('flowDelegate').selectAll().where('userId', '=', userId).where('type', '=', type)
      .where('enabledMark', '=', 1).where('endTime', '>', now).execute()
  },
  /** delegations handed to toUserId of this type in force at `now` */
  inForceTo(db: Db, toUserId: string, type: string, now: number): Promise<FlowDelegateTable[]> {
    return db.selectFrom('flowDelegate').selectAll().where('toUserId', '=', toUserId).where('type', '=', type)
      .where('enabledMark', '=', 1).where('startTime', '<=', now).where('endTime', '>=', now)
      .orderBy('creatorTime').orderBy('id').execute()
  },
  async insert(db: Db, row: FlowDelegateTable): Promise<void> {
    await db.insertInto('flowDelegate').values(row).execute()
  },
  async update(db: Db, id: string, patch: Partial<Omit<FlowDelegateTable, 'id'>>): Promise<void> {
    await db.updateTable('flowDelegate').set(patch).where('id', '=', id).execute()
  },
  async delete(db: Db, id: string): Promise<void> {
    await db.deleteFrom('flowDelegate').where('id', '=', id).execute()
  },
  templatesByIds(db: Db, ids: string[]): Promise<{ id: string; fullName: string; category: string }[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('flowTemplate').select(['id', 'fullName', 'category']).where('id', 'in', ids).execute()
  }
}

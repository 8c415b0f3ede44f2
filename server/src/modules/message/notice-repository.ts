// SQL of notices (base_notice): the publisher's drafts and releases, and the console's filtered, paged list.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { NoticeTable } from '../../db/schema'

export type NoticeStatus = 0 | 1 | 2

export interface NoticeFilter {
  keyword: string
  categories: string[]
  /** 0 draft, 1 published and not expired, 2 published and expired (at `now`) */
  statuses: NoticeStatus[]
  now: number
  releaseUserIds: string[]
  creatorUserIds: string[]
  /** only these creators' notices (a publisher who is not an administrator sees their own) */
  ownerId?: string
  releaseTime: { from?: number; to?: number }
  expirationTime: { from?: number; to?: number }
  creatorTime: { from?: number; to?: number }
}

export type NoticePatch = Omit<NoticeTable, 'id' | 'creatorUserId' | 'createdAt' | 'enabledMark' | 'releaseTime' | 'releaseUserId'>

function filtered(db: Db, f: NoticeFilter) {
  let q = db.selectFrom('baseNotice')
  if (f.ownerId) q = q.where('creatorUserId', '=', f.ownerId)
  if (f.keyword) {
    const pattern = `%${f.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    q = q.where(sql<boolean>`lower(title) like ${pattern} escape '\\'`)
  }
  if (f.categories.length) q = q.where('category', 'in', f.categories)
  if (f.statuses.length) {
    q = q.where((eb) => eb.or(f.statuses.map((s) => {
      if (s === 0) return eb('enabledMark', '=', 0)
      const expired = eb.and([eb('expirationTime', 'is not', null), eb('expirationTime', '<', f.now)])
      return eb.and([eb('enabledMark', '=', 1), s === 2 ? expired : eb.not(expired)])
    })))
  }
  // notices released before the releaser was recorded count as released by their creator
  if (f.releaseUserIds.length) {
    q = q.where((eb) => eb.or([
      eb('releaseUserId', 'in', f.releaseUserIds),
      eb.and([eb('releaseUserId', '=', ''), eb('enabledMark', '=', 1), eb('creatorUserId', 'in', f.releaseUserIds)])
    ]))
  }
  if (f.creatorUserIds.length) q = q.where('creatorUserId', 'in', f.creatorUserIds)
  for (const [column, range] of [['releaseTime', f.releaseTime], ['expirationTime', f.expirationTime], ['createdAt', f.creatorTime]] as const) {
    if (range.from !== undefined) q = q.where(column, '>=', range.from)
    if (range.to !== undefined) q = q.where(column, '<=', range.to)
  }
  return q
}

export const noticeRepository = {
  async roleCodesOf(db: Db, userId: string): Promise<string[]> {
    const rows = await db.selectFrom('baseUserRelation').innerJoin('baseRole', 'baseRole.id', 'baseUserRelation.objectId')
      .select('baseRole.enCode').where('baseUserRelation.userId', '=', userId).where('baseUserRelation.objectType', '=', 'Role').execute()
    return rows.map((r) => r.enCode)
  },
  async insert(db: Db, row: NoticeTable): Promise<void> {
    await db.insertInto('baseNotice').values(row).execute()
  },
  find(db: Db, id: string): Promise<NoticeTable | undefined> {
    return db.selectFrom('baseNotice').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async page(db: Db, f: NoticeFilter, offset: number, limit: number): Promise<{ rows: NoticeTable[]; total: number }> {
    const total = await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await filtered(db, f).selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  /** a draft's content; false when it is no longer a draft (released meanwhile) */
  async updateDraft(db: Db, id: string, patch: NoticePatch): Promise<boolean> {
    const r = await db.updateTable('baseNotice').set(patch).where('id', '=', id).where('enabledMark', '=', 0).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  async deleteDraft(db: Db, id: string): Promise<boolean> {
    const r = await db.deleteFrom('baseNotice').where('id', '=', id).where('enabledMark', '=', 0).executeTakeFirst()
    return Number(r.numDeletedRows) === 1
  },
  /** draft -> published exactly once, even when two releases race */
  async release(db: Db, id: string, now: number, releaseUserId: string): Promise<boolean> {
    const r = await db.updateTable('baseNotice').set({ enabledMark: 1, releaseTime: now, releaseUserId })
      .where('id', '=', id).where('enabledMark', '=', 0).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }
}

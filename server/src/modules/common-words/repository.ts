// SQL for the approve dialog's phrases (base_common_words): system phrases (type 0) and each user's own (type 1).
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { CommonWordsTable } from '../../db/schema'

export interface WordsFilter { keyword?: string; enabledMark?: number }

/** what userId may see: every system phrase and their own */
function visible(db: Db, userId: string, f: WordsFilter) {
  let q = db.selectFrom('baseCommonWords').where((eb) => eb.or([
    eb('commonWordsType', '=', 0),
    eb.and([eb('commonWordsType', '=', 1), eb('creatorUserId', '=', userId)])
  ]))
  if (f.enabledMark === 0 || f.enabledMark === 1) q = q.where('enabledMark', '=', f.enabledMark)
  if (f.keyword) {
    const pattern = `%${f.keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    q = q.where(sql<boolean>`lower(common_words_text) like ${pattern} escape '\\'`)
  }
  return q
}

export const commonWordsRepository = {
  async page(db: Db, userId: string, f: WordsFilter, offset: number, limit: number): Promise<{ rows: CommonWordsTable[]; total: number }> {
    const total = await visible(db, userId, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await visible(db, userId, f).selectAll().orderBy('commonWordsType').orderBy('sortCode').orderBy('creatorTime', 'desc')
      .orderBy('id').offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  /** the dialog's list: the user's own phrases first (as JNPF orders them), then the system ones */
  selector(db: Db, userId: string): Promise<CommonWordsTable[]> {
    return visible(db, userId, { enabledMark: 1 }).selectAll().orderBy('commonWordsType', 'desc').orderBy('sortCode')
      .orderBy('creatorTime', 'desc').orderBy('id').execute()
  },
  findVisible(db: Db, userId: string, id: string): Promise<CommonWordsTable | undefined> {
    return visible(db, userId, {}).selectAll().where('id', '=', id).executeTakeFirst()
  },
  async countOwn(db: Db, userId: string): Promise<number> {
    const r = await db.selectFrom('baseCommonWords').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('commonWordsType', '=', 1).where('creatorUserId', '=', userId).executeTakeFirst()
    return Number(r?.n ?? 0)
  },
  /** a phrase with the same text in the same scope (the system list, or this user's own) */
  findSame(db: Db, type: number, userId: string, text: string): Promise<{ id: string } | undefined> {
    let q = db.selectFrom('baseCommonWords').select('id').where('commonWordsType', '=', type).where('commonWordsText', '=', text)
    if (type === 1) q = q.where('creatorUserId', '=', userId)
    return q.executeTakeFirst()
  },
  async insert(db: Db, row: CommonWordsTable): Promise<void> {
    await db.insertInto('baseCommonWords').values(row).execute()
  },
  async update(db: Db, id: string, patch: Partial<Pick<CommonWordsTable, 'commonWordsText' | 'sortCode' | 'enabledMark'>>): Promise<void> {
    await db.updateTable('baseCommonWords').set(patch).where('id', '=', id).execute()
  },
  async delete(db: Db, id: string): Promise<void> {
    await db.deleteFrom('baseCommonWords').where('id', '=', id).execute()
  }
}

// All SQL of rebar counting: the saved counts of a contract section.
import type { Db } from '../../db/database'
import type { RebarCountTable } from '../../db/schema'

export const rebarRepository = {
  async insert(db: Db, row: RebarCountTable): Promise<void> {
    await db.insertInto('rebarCount').values(row).execute()
  },
  find(db: Db, id: string): Promise<RebarCountTable | undefined> {
    return db.selectFrom('rebarCount').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** the newest first, of the given sections only */
  async page(db: Db, contractIds: string[], limit: number, offset: number): Promise<{ rows: RebarCountTable[]; total: number }> {
    if (!contractIds.length) return { rows: [], total: 0 }
    const [rows, total] = await Promise.all([
      db.selectFrom('rebarCount').selectAll().where('contractId', 'in', contractIds)
        .orderBy('creatorTime', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      db.selectFrom('rebarCount').select((eb) => eb.fn.countAll<number>().as('n')).where('contractId', 'in', contractIds).executeTakeFirstOrThrow()
    ])
    return { rows, total: Number(total.n) }
  }
}

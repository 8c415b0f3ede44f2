// SQL for saved hand signatures (base_sign_img). Every query is scoped to its owner.
import type { Db } from '../../db/database'
import type { SignImgTable } from '../../db/schema'

export const signImgRepository = {
  listOf(db: Db, userId: string): Promise<SignImgTable[]> {
    return db.selectFrom('baseSignImg').selectAll().where('userId', '=', userId)
      .orderBy('isDefault', 'desc').orderBy('creatorTime', 'desc').orderBy('id', 'desc').execute()
  },
  async countOf(db: Db, userId: string): Promise<number> {
    const r = await db.selectFrom('baseSignImg').select((eb) => eb.fn.countAll<number>().as('n')).where('userId', '=', userId).executeTakeFirst()
    return Number(r?.n ?? 0)
  },
  findOwn(db: Db, userId: string, id: string): Promise<SignImgTable | undefined> {
    return db.selectFrom('baseSignImg').selectAll().where('id', '=', id).where('userId', '=', userId).executeTakeFirst()
  },
  defaultOf(db: Db, userId: string): Promise<SignImgTable | undefined> {
    return db.selectFrom('baseSignImg').selectAll().where('userId', '=', userId).where('isDefault', '=', 1)
      .orderBy('creatorTime', 'desc').limit(1).executeTakeFirst()
  },
  newestOf(db: Db, userId: string): Promise<SignImgTable | undefined> {
    return db.selectFrom('baseSignImg').selectAll().where('userId', '=', userId)
      .orderBy('creatorTime', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst()
  },
  async insert(db: Db, row: SignImgTable): Promise<void> {
    await db.insertInto('baseSignImg').values(row).execute()
  },
  /** makes id the one default of its owner */
  async setDefault(db: Db, userId: string, id: string): Promise<void> {
    await db.updateTable('baseSignImg').set({ isDefault: 0 }).where('userId', '=', userId).where('id', '!=', id).where('isDefault', '=', 1).execute()
    await db.updateTable('baseSignImg').set({ isDefault: 1 }).where('userId', '=', userId).where('id', '=', id).execute()
  },
  async deleteOwn(db: Db, userId: string, id: string): Promise<boolean> {
    const r = await db.deleteFrom('baseSignImg').where('id', '=', id).where('userId', '=', userId).executeTakeFirst()
    return Number(r.numDeletedRows) > 0
  }
}

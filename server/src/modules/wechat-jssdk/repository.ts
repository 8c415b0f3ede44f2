// SQL for the cached WeChat credentials (wechat_credential, migration 025).
import type { Db } from '../../db/database'
import type { WechatCredentialTable } from '../../db/schema'

export const credentialRepository = {
  find(db: Db, cacheKey: string): Promise<WechatCredentialTable | undefined> {
    return db.selectFrom('wechatCredential').selectAll().where('cacheKey', '=', cacheKey).executeTakeFirst()
  },
  /**
   * takes the lease of the row for `owner` until `until`, in one statement, unless another instance holds a lease
   * that has not run out; true when this instance got it (then it alone asks WeChat)
   */
  async claim(db: Db, cacheKey: string, owner: string, now: number, until: number): Promise<boolean> {
    await db.insertInto('wechatCredential').values({ cacheKey, value: '', expiresAt: 0, lockOwner: '', lockUntil: 0 })
      .onConflict((oc) => oc.column('cacheKey').doNothing()).execute()
    const r = await db.updateTable('wechatCredential').set({ lockOwner: owner, lockUntil: until })
      .where('cacheKey', '=', cacheKey)
      .where((eb) => eb.or([eb('lockUntil', '<=', now), eb('lockOwner', '=', owner)]))
      .executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  /** stores the fetched value and frees the lease */
  async store(db: Db, cacheKey: string, value: string, expiresAt: number): Promise<void> {
    await db.updateTable('wechatCredential').set({ value, expiresAt, lockOwner: '', lockUntil: 0 })
      .where('cacheKey', '=', cacheKey).execute()
  },
  /** frees the lease without a value (the fetch failed): the next caller tries again */
  async release(db: Db, cacheKey: string, owner: string): Promise<void> {
    await db.updateTable('wechatCredential').set({ lockOwner: '', lockUntil: 0 })
      .where('cacheKey', '=', cacheKey).where('lockOwner', '=', owner).execute()
  },
  /** WeChat said the value is no longer good (an access_token replaced elsewhere): the next caller fetches anew */
  async invalidate(db: Db, cacheKey: string, value: string): Promise<void> {
    await db.updateTable('wechatCredential').set({ expiresAt: 0 })
      .where('cacheKey', '=', cacheKey).where('value', '=', value).execute()
  }
}

// SQL of the settings save: base_sys_config rows written key by key, inserted when the key is new.
import type { Db } from '../../db/database'

export const sysConfigAdminRepository = {
  async upsert(db: Db, values: Record<string, string>): Promise<void> {
    const rows = Object.entries(values).map(([key, value]) => ({ key, value }))
    if (!rows.length) return
    await db.insertInto('baseSysConfig').values(rows)
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute()
  },
  /** how many organisations and people there are locally (the third-party sync summary counts them) */
  async localRecordCounts(db: Db): Promise<{ organizes: number; users: number }> {
    const [o, u] = await Promise.all([
      db.selectFrom('baseOrganize').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      db.selectFrom('baseUser').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { organizes: Number(o?.n ?? 0), users: Number(u?.n ?? 0) }
  }
}

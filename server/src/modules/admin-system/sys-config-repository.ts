// SQL of the settings save: base_sys_config rows written key by key, inserted when the key is new.
import type { Db } from '../../db/database'

export const sysConfigAdminRepository = {
  async upsert(db: Db, values: Record<string, string>): Promise<void> {
    const rows = Object.entries(values).map(([key, value]) => ({ key, value }))
    if (!rows.length) return
    await db.insertInto('baseSysConfig').values(rows)
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
      .execute()
  }
}

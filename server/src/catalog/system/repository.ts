// SQL of the catalogue installer: which rows exist, and inserts of the missing ones. The installer never updates or
// deletes: what an administrator changed in the console stays as they left it.
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'

type IdTable = 'baseModule' | 'baseModuleButton' | 'baseDictionaryType' | 'baseDictionaryData' | 'baseOrganize'

export const catalogueRepository = {
  async existingIds(db: Db, table: IdTable, ids: string[]): Promise<Set<string>> {
    const out = new Set<string>()
    for (let i = 0; i < ids.length; i += 500) {
      const rows = await db.selectFrom(table).select('id').where('id', 'in', ids.slice(i, i + 500)).execute()
      for (const r of rows) out.add(r.id)
    }
    return out
  },
  async insertMany<T extends IdTable | 'baseSysConfig'>(db: Db, table: T, rows: Database[T][]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot narrow a generic table's insert type
      await db.insertInto(table).values(rows.slice(i, i + 200) as any).execute()
    }
  },
  async sysConfigKeys(db: Db): Promise<Set<string>> {
    return new Set((await db.selectFrom('baseSysConfig').select('key').execute()).map((r) => r.key))
  },
  async dictionaryTypeCodes(db: Db): Promise<Set<string>> {
    return new Set((await db.selectFrom('baseDictionaryType').select('enCode').execute()).map((r) => r.enCode))
  },
  async modelIds(db: Db): Promise<Set<string>> {
    return new Set((await db.selectFrom('baseVisualDev').select('id').execute()).map((r) => r.id))
  }
}

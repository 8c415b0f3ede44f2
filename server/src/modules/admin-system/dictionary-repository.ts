// SQL of the dictionary administration: types (base_dictionary_type) and their entries (base_dictionary_data),
// disabled entries included (the app's selectors read enabled ones through modules/system).
import type { Db } from '../../db/database'
import type { DictionaryDataTable, DictionaryTypeTable } from '../../db/schema'

export type TypePatch = Pick<DictionaryTypeTable, 'parentId' | 'fullName' | 'enCode' | 'isTree' | 'sortCode' | 'description'>
export type DataPatch = Pick<DictionaryDataTable, 'parentId' | 'fullName' | 'enCode' | 'sortCode' | 'enabledMark' | 'description'>

const count = (n: { n: number | string | bigint } | undefined) => Number(n?.n ?? 0)

export const dictionaryAdminRepository = {
  types(db: Db): Promise<DictionaryTypeTable[]> {
    return db.selectFrom('baseDictionaryType').selectAll().orderBy('sortCode').orderBy('enCode').execute()
  },
  type(db: Db, id: string): Promise<DictionaryTypeTable | undefined> {
    return db.selectFrom('baseDictionaryType').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** another type already using this code or name (case as stored) */
  async typeClash(db: Db, column: 'enCode' | 'fullName', value: string, exceptId: string): Promise<boolean> {
    const row = await db.selectFrom('baseDictionaryType').select('id').where(column, '=', value).where('id', '!=', exceptId).executeTakeFirst()
    return Boolean(row)
  },
  async insertType(db: Db, row: DictionaryTypeTable): Promise<void> {
    await db.insertInto('baseDictionaryType').values(row).execute()
  },
  async updateType(db: Db, id: string, patch: TypePatch): Promise<void> {
    await db.updateTable('baseDictionaryType').set(patch).where('id', '=', id).execute()
  },
  async deleteType(db: Db, id: string): Promise<number> {
    return Number((await db.deleteFrom('baseDictionaryType').where('id', '=', id).executeTakeFirst()).numDeletedRows)
  },
  async childTypeCount(db: Db, id: string): Promise<number> {
    return count(await db.selectFrom('baseDictionaryType').select((eb) => eb.fn.countAll<number>().as('n')).where('parentId', '=', id).executeTakeFirst())
  },

  data(db: Db, typeId: string): Promise<DictionaryDataTable[]> {
    return db.selectFrom('baseDictionaryData').selectAll().where('typeId', '=', typeId).orderBy('sortCode').orderBy('enCode').execute()
  },
  async dataCount(db: Db, typeId: string): Promise<number> {
    return count(await db.selectFrom('baseDictionaryData').select((eb) => eb.fn.countAll<number>().as('n')).where('typeId', '=', typeId).executeTakeFirst())
  },
  entry(db: Db, id: string): Promise<DictionaryDataTable | undefined> {
    return db.selectFrom('baseDictionaryData').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async codeTaken(db: Db, typeId: string, enCode: string, exceptId: string): Promise<boolean> {
    const row = await db.selectFrom('baseDictionaryData').select('id')
      .where('typeId', '=', typeId).where('enCode', '=', enCode).where('id', '!=', exceptId).executeTakeFirst()
    return Boolean(row)
  },
  async nameTakenAmongSiblings(db: Db, typeId: string, parentId: string, fullName: string, exceptId: string): Promise<boolean> {
    const row = await db.selectFrom('baseDictionaryData').select('id').where('typeId', '=', typeId)
      .where('parentId', '=', parentId).where('fullName', '=', fullName).where('id', '!=', exceptId).executeTakeFirst()
    return Boolean(row)
  },
  async childCount(db: Db, id: string): Promise<number> {
    return count(await db.selectFrom('baseDictionaryData').select((eb) => eb.fn.countAll<number>().as('n')).where('parentId', '=', id).executeTakeFirst())
  },
  async insertEntry(db: Db, row: DictionaryDataTable): Promise<void> {
    await db.insertInto('baseDictionaryData').values(row).execute()
  },
  async updateEntry(db: Db, id: string, patch: Partial<DataPatch>): Promise<void> {
    await db.updateTable('baseDictionaryData').set(patch).where('id', '=', id).execute()
  },
  async deleteEntry(db: Db, id: string): Promise<number> {
    return Number((await db.deleteFrom('baseDictionaryData').where('id', '=', id).executeTakeFirst()).numDeletedRows)
  }
}

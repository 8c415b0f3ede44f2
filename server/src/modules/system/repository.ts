// SQL for dictionaries, administrative areas, bill-number rules and the sysconfig key/value table.
import type { Db } from '../../db/database'
import type { AreaTable, BillRuleTable, DictionaryDataTable, DictionaryTypeTable } from '../../db/schema'

export const systemRepository = {
  dictionaryTypes(db: Db): Promise<DictionaryTypeTable[]> {
    return db.selectFrom('baseDictionaryType').selectAll().orderBy('sortCode').execute()
  },
  findDictionaryType(db: Db, idOrCode: string): Promise<DictionaryTypeTable | undefined> {
    return db.selectFrom('baseDictionaryType').selectAll()
      .where((eb) => eb.or([eb('id', '=', idOrCode), eb('enCode', '=', idOrCode)]))
      .orderBy('id').executeTakeFirst()
  },
  dictionaryData(db: Db, typeId?: string): Promise<DictionaryDataTable[]> {
    let q = db.selectFrom('baseDictionaryData').selectAll().where('enabledMark', '=', 1)
    if (typeId) q = q.where('typeId', '=', typeId)
    return q.orderBy('sortCode').orderBy('enCode').execute()
  },
  areaChildren(db: Db, parentId: string): Promise<AreaTable[]> {
    return db.selectFrom('baseProvince').selectAll().where('parentId', '=', parentId).where('enabledMark', '=', 1)
      .orderBy('sortCode').orderBy('enCode').execute()
  },
  areasByIds(db: Db, ids: string[]): Promise<AreaTable[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('baseProvince').selectAll().where('id', 'in', ids).execute()
  },
  async sysConfig(db: Db): Promise<Record<string, string>> {
    const rows = await db.selectFrom('baseSysConfig').select(['key', 'value']).execute()
    return Object.fromEntries(rows.map((r) => [r.key, r.value]))
  }
}

export const billRuleRepository = {
  /** locks the rule row on PostgreSQL; SQLite serialises writers already */
  findForUpdate(db: Db, enCode: string, lock: boolean): Promise<BillRuleTable | undefined> {
    const q = db.selectFrom('baseBillRule').selectAll().where('enCode', '=', enCode)
    return (lock ? q.forUpdate() : q).executeTakeFirst()
  },
  async advance(db: Db, id: string, thisNumber: number, lastDate: string, outputNumber: string): Promise<void> {
    await db.updateTable('baseBillRule').set({ thisNumber, lastDate, outputNumber }).where('id', '=', id).execute()
  },
  /** a number handed out before saving; a rule reset by its administrator may hand the same number out again */
  async recordIssued(db: Db, ruleEnCode: string, number: string, issuedTo: string, issuedAt: number): Promise<void> {
    await db.insertInto('baseBillNumberIssued').values({ ruleEnCode, number, issuedTo, issuedAt, usedAt: null })
      .onConflict((oc) => oc.columns(['ruleEnCode', 'number']).doUpdateSet({ issuedTo, issuedAt, usedAt: null }))
      .execute()
  },
  /** takes an issued number for its user once: true when this call took it */
  async claimIssued(db: Db, ruleEnCode: string, number: string, userId: string, usedAt: number): Promise<boolean> {
    const r = await db.updateTable('baseBillNumberIssued').set({ usedAt })
      .where('ruleEnCode', '=', ruleEnCode).where('number', '=', number).where('issuedTo', '=', userId).where('usedAt', 'is', null)
      .executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }
}

// SQL of the bill-rule administration (base_bill_rule) and the low-code model forms a rule may be used by.
import type { Db } from '../../db/database'
import type { BillRuleTable } from '../../db/schema'
import { containsAny } from './common'

export interface BillRuleFilter { keyword: string; categoryId: string; enabledMark?: number }

export type BillRulePatch = Omit<BillRuleTable, 'id' | 'thisNumber' | 'lastDate' | 'outputNumber' | 'creatorUserId' | 'createdAt'>

function filtered(db: Db, f: BillRuleFilter) {
  let q = db.selectFrom('baseBillRule')
  if (f.keyword) q = q.where(containsAny(['fullName', 'enCode'], f.keyword))
  if (f.categoryId) q = q.where('category', '=', f.categoryId)
  if (f.enabledMark === 0 || f.enabledMark === 1) q = q.where('enabledMark', '=', f.enabledMark)
  return q
}

export const billRuleAdminRepository = {
  async page(db: Db, f: BillRuleFilter, offset: number, limit: number): Promise<{ rows: BillRuleTable[]; total: number }> {
    const total = await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await filtered(db, f).selectAll().orderBy('sortCode').orderBy('enCode').offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  find(db: Db, id: string): Promise<BillRuleTable | undefined> {
    return db.selectFrom('baseBillRule').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async clash(db: Db, column: 'enCode' | 'fullName', value: string, exceptId: string): Promise<boolean> {
    return Boolean(await db.selectFrom('baseBillRule').select('id').where(column, '=', value).where('id', '!=', exceptId).executeTakeFirst())
  },
  async insert(db: Db, row: BillRuleTable): Promise<void> {
    await db.insertInto('baseBillRule').values(row).execute()
  },
  async update(db: Db, id: string, patch: Partial<BillRulePatch>): Promise<void> {
    await db.updateTable('baseBillRule').set(patch).where('id', '=', id).execute()
  },
  async delete(db: Db, id: string): Promise<void> {
    await db.deleteFrom('baseBillRule').where('id', '=', id).execute()
  },
  /** the form JSON of every low-code model whose text mentions the code: a coarse filter (a `_` in a code matches
   *  any character here), the caller parses the forms to be sure */
  modelsMentioning(db: Db, enCode: string): Promise<{ id: string; fullName: string; formData: string }[]> {
    return db.selectFrom('baseVisualDev').select(['id', 'fullName', 'formData']).where('formData', 'like', `%${enCode}%`).execute()
  }
}

// SQL of the daily fillings and the daily reports of a section.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { DailyReportTable, FillingTable } from '../../db/schema'

export interface FillingRow extends FillingTable {
  code: string
  name: string
  unit: string
  unitPrice: number
  designQuantity: number
  creatorName: string
}

export const fillingRepository = {
  /** the fillings of a section on a day, with their items and who filled them */
  ofDay(db: Db, contractId: string, day: string): Promise<FillingRow[]> {
    return db.selectFrom('progressFilling as f')
      .innerJoin('progressWbsNode as i', 'i.id', 'f.nodeId')
      .leftJoin('baseUser as u', 'u.id', 'f.creatorUserId')
      .selectAll('f')
      .select(['i.code', 'i.name', 'i.unit', 'i.unitPrice', 'i.designQuantity', sql<string>`coalesce(u.real_name, '')`.as('creatorName')])
      .where('f.contractId', '=', contractId).where('f.fillDate', '=', day)
      .orderBy('i.sortCode').execute()
  },
  find(db: Db, id: string): Promise<FillingTable | undefined> {
    return db.selectFrom('progressFilling').selectAll().where('id', '=', id).executeTakeFirst()
  },
  onDay(db: Db, nodeId: string, day: string): Promise<FillingTable | undefined> {
    return db.selectFrom('progressFilling').selectAll().where('nodeId', '=', nodeId).where('fillDate', '=', day).executeTakeFirst()
  },
  /** the quantity filled on an item on every day but one (the day being filled again) */
  async filledExcept(db: Db, nodeId: string, day: string): Promise<number> {
    const r = await db.selectFrom('progressFilling').select((eb) => eb.fn.sum<number>('quantity').as('qty'))
      .where('nodeId', '=', nodeId).where('fillDate', '<>', day).executeTakeFirst()
    return Number(r?.qty ?? 0)
  },
  /** the last day before `day` on which the section filled anything */
  async previousDay(db: Db, contractId: string, day: string): Promise<string | undefined> {
    const r = await db.selectFrom('progressFilling').select((eb) => eb.fn.max('fillDate').as('day'))
      .where('contractId', '=', contractId).where('fillDate', '<', day).executeTakeFirst()
    return r?.day ? String(r.day) : undefined
  },
  async save(db: Db, row: FillingTable): Promise<void> {
    await db.insertInto('progressFilling').values(row)
      .onConflict((oc) => oc.columns(['nodeId', 'fillDate']).doUpdateSet({
        quantity: row.quantity, percent: row.percent, photos: row.photos, note: row.note, creatorUserId: row.creatorUserId, creatorTime: row.creatorTime
      })).execute()
  },
  async remove(db: Db, id: string): Promise<void> {
    await db.deleteFrom('progressFilling').where('id', '=', id).execute()
  }
}

export const reportRepository = {
  find(db: Db, contractId: string, day: string): Promise<DailyReportTable | undefined> {
    return db.selectFrom('progressDailyReport').selectAll().where('contractId', '=', contractId).where('reportDate', '=', day).executeTakeFirst()
  },
  byId(db: Db, id: string): Promise<DailyReportTable | undefined> {
    return db.selectFrom('progressDailyReport').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async insert(db: Db, row: DailyReportTable): Promise<void> {
    await db.insertInto('progressDailyReport').values(row).execute()
  },
  async update(db: Db, id: string, set: Partial<DailyReportTable>): Promise<void> {
    await db.updateTable('progressDailyReport').set(set).where('id', '=', id).execute()
  },
  /** moves a report from one state to another only if it is still in it (two approvers cannot both decide) */
  async move(db: Db, id: string, from: number[], set: Partial<DailyReportTable>): Promise<boolean> {
    const r = await db.updateTable('progressDailyReport').set(set).where('id', '=', id).where('state', 'in', from).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  list(db: Db, contractIds: string[], states: number[] | undefined, limit: number, offset: number): Promise<DailyReportTable[]> {
    if (contractIds.length === 0) return Promise.resolve([])
    let q = db.selectFrom('progressDailyReport').selectAll().where('contractId', 'in', contractIds)
    if (states) q = q.where('state', 'in', states)
    return q.orderBy('reportDate', 'desc').orderBy('contractId').limit(limit).offset(offset).execute()
  }
}

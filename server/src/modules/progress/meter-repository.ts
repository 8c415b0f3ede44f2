// SQL of metering. The limit check and the insert run inside locked(): on PostgreSQL the metered items' rows are
// locked (FOR UPDATE, in id order so two requests never wait on each other crosswise); on SQLite the transaction
// begins IMMEDIATE, taking the write lock before it reads, so no other writer can meter in between.
import { sql, type Transaction } from 'kysely'
import type { Db } from '../../db/database'
import type { Database, MeterLineTable, MeterTable, WbsNodeTable } from '../../db/schema'

export async function locked<T>(db: Db, dialect: 'sqlite' | 'postgres', nodeIds: string[], fn: (trx: Db) => Promise<T>): Promise<T> {
  if (dialect === 'postgres') {
    return db.transaction().execute(async (trx) => {
      await trx.selectFrom('progressWbsNode').select('id').where('id', 'in', [...nodeIds].sort()).orderBy('id').forUpdate().execute()
      return fn(trx as unknown as Db)
    })
  }
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn)
    try {
      const out = await fn(conn)
      await sql`commit`.execute(conn)
      return out
    } catch (e) {
      await sql`rollback`.execute(conn)
      throw e
    }
  })
}

export const meterRepository = {
  /** quantity metered per item so far by meterings that still count (not returned), optionally leaving one out */
  async meteredBefore(db: Db, nodeIds: string[], exceptMeterId = ''): Promise<Map<string, number>> {
    if (nodeIds.length === 0) return new Map()
    const rows = await db.selectFrom('progressMeterLine as l').innerJoin('progressMeter as m', 'm.id', 'l.meterId')
      .select(['l.nodeId', (eb) => eb.fn.sum<number>('l.quantity').as('qty')])
      .where('l.nodeId', 'in', nodeIds).where('m.state', '<>', 3).where('m.id', '<>', exceptMeterId)
      .groupBy('l.nodeId').execute()
    return new Map(rows.map((r) => [r.nodeId, Number(r.qty)]))
  },
  async insert(db: Db, meter: MeterTable, lines: MeterLineTable[]): Promise<void> {
    await db.insertInto('progressMeter').values(meter).execute()
    if (lines.length > 0) await db.insertInto('progressMeterLine').values(lines).execute()
  },
  byId(db: Db, id: string): Promise<MeterTable | undefined> {
    return db.selectFrom('progressMeter').selectAll().where('id', '=', id).executeTakeFirst()
  },
  lines(db: Db, meterId: string): Promise<(MeterLineTable & Pick<WbsNodeTable, 'code' | 'name' | 'unit' | 'billCode' | 'unitPrice' | 'designQuantity' | 'startChainage' | 'endChainage'>)[]> {
    return db.selectFrom('progressMeterLine as l').innerJoin('progressWbsNode as i', 'i.id', 'l.nodeId')
      .selectAll('l').select(['i.code', 'i.name', 'i.unit', 'i.billCode', 'i.unitPrice', 'i.designQuantity', 'i.startChainage', 'i.endChainage'])
      .where('l.meterId', '=', meterId).orderBy('i.sortCode').execute()
  },
  list(db: Db, contractIds: string[], states?: number[]): Promise<MeterTable[]> {
    if (contractIds.length === 0) return Promise.resolve([])
    let q = db.selectFrom('progressMeter').selectAll().where('contractId', 'in', contractIds)
    if (states) q = q.where('state', 'in', states)
    return q.orderBy('period', 'desc').orderBy('creatorTime', 'desc').limit(200).execute()
  },
  async move(db: Db, id: string, from: number[], state: number, extra: Partial<MeterTable> = {}): Promise<boolean> {
    const r = await db.updateTable('progressMeter').set({ ...extra, state }).where('id', '=', id).where('state', 'in', from).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  /** the lines of a metering replaced (an edit of a draft or a returned metering) */
  async replaceLines(db: Db, meterId: string, lines: MeterLineTable[]): Promise<void> {
    await db.deleteFrom('progressMeterLine').where('meterId', '=', meterId).execute()
    for (let i = 0; i < lines.length; i += 300) await db.insertInto('progressMeterLine').values(lines.slice(i, i + 300)).execute()
  },
  async remove(db: Db, id: string, from: number[]): Promise<boolean> {
    const r = await db.deleteFrom('progressMeter').where('id', '=', id).where('state', 'in', from).executeTakeFirst()
    if (Number(r.numDeletedRows) !== 1) return false
    await db.deleteFrom('progressMeterLine').where('meterId', '=', id).execute()
    return true
  },
  /** the bill items of a section (WBS items with a unit price), in the WBS order */
  billItems(db: Db, contractId: string): Promise<WbsNodeTable[]> {
    return db.selectFrom('progressWbsNode').selectAll().where('contractId', '=', contractId).where('level', '=', 'item')
      .where('unitPrice', '>', 0).orderBy('sortCode').execute()
  },
  async userNames(db: Db, ids: string[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter(Boolean))]
    if (wanted.length === 0) return new Map()
    const rows = await db.selectFrom('baseUser').select(['id', 'realName']).where('id', 'in', wanted).execute()
    return new Map(rows.map((r) => [r.id, r.realName]))
  }
}

export type MeterTrx = Transaction<Database>

// SQL of the lab ledgers (施工检测台账, 工程实体检测), the information centre and the sampling record. A ledger
// record's measured points are lab_result rows keyed by its id, written with their change rows in one transaction.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { LabInfoTable, LabLedgerTable, LabResultChangeTable, LabResultTable, LabSampleTable, LabTestItemTable } from '../../db/schema'

export interface LedgerFilter {
  contractIds: string[]
  kind?: string
  inspectionType?: string
  state?: number
  itemCode?: string
  keyword?: string
  from?: string
  to?: string
}

const likeOf = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function ledgers(db: Db, f: LedgerFilter) {
  let q = db.selectFrom('labLedger').where('contractId', 'in', f.contractIds.length ? f.contractIds : [''])
  if (f.kind) q = q.where('kind', '=', f.kind)
  if (f.inspectionType) q = q.where('inspectionType', '=', f.inspectionType)
  if (f.state !== undefined) q = q.where('state', '=', f.state)
  if (f.itemCode) q = q.where('itemCode', '=', f.itemCode)
  if (f.from) q = q.where('testDate', '>=', f.from)
  if (f.to) q = q.where('testDate', '<=', f.to)
  if (f.keyword) {
    const like = likeOf(f.keyword)
    q = q.where((eb) => eb.or([
      sql<boolean>`${eb.ref('recordNo')} like ${like} escape '\\'`, sql<boolean>`${eb.ref('partName')} like ${like} escape '\\'`,
      sql<boolean>`${eb.ref('chainage')} like ${like} escape '\\'`, sql<boolean>`${eb.ref('itemName')} like ${like} escape '\\'`
    ]))
  }
  return q
}

export interface LedgerSummaryRow { itemCode: string; itemName: string; kind: string; contractId: string; period: string; state: number; records: number }

export const ledgerRepository = {
  items(db: Db, kind?: string): Promise<LabTestItemTable[]> {
    let q = db.selectFrom('labTestItem').selectAll()
    if (kind) q = q.where('kind', '=', kind)
    return q.orderBy('sortCode').execute()
  },
  item(db: Db, code: string): Promise<LabTestItemTable | undefined> {
    return db.selectFrom('labTestItem').selectAll().where('itemCode', '=', code).executeTakeFirst()
  },
  insert(db: Db, row: LabLedgerTable): Promise<unknown> {
    return db.insertInto('labLedger').values(row).execute()
  },
  ledger(db: Db, id: string): Promise<LabLedgerTable | undefined> {
    return db.selectFrom('labLedger').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async numberTaken(db: Db, contractId: string, recordNo: string): Promise<boolean> {
    return Boolean(await db.selectFrom('labLedger').select('id').where('contractId', '=', contractId).where('recordNo', '=', recordNo).executeTakeFirst())
  },
  async page(db: Db, f: LedgerFilter, offset: number, limit: number): Promise<{ rows: LabLedgerTable[]; total: number }> {
    const total = await ledgers(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await ledgers(db, f).selectAll().orderBy('testDate', 'desc').orderBy('creatorTime', 'desc').orderBy('id')
      .offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  /** records per item, section, month of test and state: the summary's one GROUP BY */
  async summaryRows(db: Db, f: LedgerFilter): Promise<LedgerSummaryRow[]> {
    const period = sql<string>`substr(test_date, 1, 7)`
    const rows = await ledgers(db, f)
      .select(['itemCode', 'itemName', 'kind', 'contractId', 'state', period.as('period'), (eb) => eb.fn.countAll<number>().as('records')])
      .groupBy(['itemCode', 'itemName', 'kind', 'contractId', 'state', period])
      .execute()
    return rows.map((r) => ({ ...r, state: Number(r.state), records: Number(r.records) }))
  },
  /** writes the points and their change rows, and the record's new state, only if its state is still `expected` */
  async record(db: Db, id: string, expected: number, set: Partial<LabLedgerTable>, upserts: LabResultTable[], changes: LabResultChangeTable[]): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const moved = await trx.updateTable('labLedger').set(set).where('id', '=', id).where('state', '=', expected).executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) return false
      for (const r of upserts) {
        await trx.deleteFrom('labResult').where('materialId', '=', id).where('itemCode', '=', r.itemCode).execute()
        await trx.insertInto('labResult').values(r).execute()
      }
      if (changes.length) await trx.insertInto('labResultChange').values(changes).execute()
      return true
    })
  },

  insertInfo(db: Db, row: LabInfoTable): Promise<unknown> {
    return db.insertInto('labInfo').values(row).execute()
  },
  async infoPage(db: Db, projectId: string, contractIds: string[], category: string | undefined, offset: number, limit: number): Promise<{ rows: LabInfoTable[]; total: number }> {
    const base = () => {
      let q = db.selectFrom('labInfo').where('projectId', '=', projectId).where('contractId', 'in', ['', ...contractIds])
      if (category) q = q.where('category', '=', category)
      return q
    }
    const total = await base().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await base().selectAll().orderBy('creatorTime', 'desc').orderBy('id').offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },

  insertSample(db: Db, row: LabSampleTable): Promise<unknown> {
    return db.insertInto('labSample').values(row).execute()
  },
  async sampleTaken(db: Db, contractId: string, sampleNo: string): Promise<boolean> {
    return Boolean(await db.selectFrom('labSample').select('id').where('contractId', '=', contractId).where('sampleNo', '=', sampleNo).executeTakeFirst())
  },
  async samplePage(db: Db, contractIds: string[], witnessed: number | undefined, keyword: string | undefined, offset: number, limit: number): Promise<{ rows: LabSampleTable[]; total: number }> {
    const base = () => {
      let q = db.selectFrom('labSample').where('contractId', 'in', contractIds.length ? contractIds : [''])
      if (witnessed !== undefined) q = q.where('witnessed', '=', witnessed)
      if (keyword) {
        const like = likeOf(keyword)
        q = q.where((eb) => eb.or([
          sql<boolean>`${eb.ref('sampleNo')} like ${like} escape '\\'`, sql<boolean>`${eb.ref('sampleName')} like ${like} escape '\\'`,
          sql<boolean>`${eb.ref('samplePlace')} like ${like} escape '\\'`
        ]))
      }
      return q
    }
    const total = await base().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await base().selectAll().orderBy('sampleDate', 'desc').orderBy('creatorTime', 'desc').orderBy('id').offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  }
}

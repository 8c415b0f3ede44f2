// SQL of the laboratory: the limits of a material for a project, incoming materials with their results, the
// change record, the roll-up of the summary, and the people of a section a failed batch is reported to.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { LabLimitTable, LabMaterialTable, LabResultChangeTable, LabResultTable } from '../../db/schema'

export interface MaterialFilter {
  contractIds: string[]
  state?: number
  materialCode?: string
  keyword?: string
  from?: string
  to?: string
}

function materials(db: Db, f: MaterialFilter) {
  let q = db.selectFrom('labMaterial').where('contractId', 'in', f.contractIds.length ? f.contractIds : [''])
  if (f.state !== undefined) q = q.where('state', '=', f.state)
  if (f.materialCode) q = q.where('materialCode', '=', f.materialCode)
  if (f.from) q = q.where('arrivalDate', '>=', f.from)
  if (f.to) q = q.where('arrivalDate', '<=', f.to)
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    q = q.where((eb) => eb.or([
      sql<boolean>`${eb.ref('materialName')} like ${like} escape '\\'`, sql<boolean>`${eb.ref('batchNo')} like ${like} escape '\\'`,
      sql<boolean>`${eb.ref('supplier')} like ${like} escape '\\'`, sql<boolean>`${eb.ref('specification')} like ${like} escape '\\'`
    ]))
  }
  return q
}

export interface SummaryRow { materialCode: string; materialName: string; supplier: string; period: string; unit: string; state: number; batches: number; quantity: number }

export const labRepository = {
  /** the limits of a material for a project: the project's own rows when it has any, else the group's ('') */
  async limitsOf(db: Db, projectId: string, materialCode: string): Promise<LabLimitTable[]> {
    const rows = await db.selectFrom('labLimit').selectAll().where('materialCode', '=', materialCode)
      .where('projectId', 'in', ['', projectId]).orderBy('sortCode').execute()
    const own = rows.filter((r) => r.projectId === projectId && projectId !== '')
    return own.length ? own : rows.filter((r) => r.projectId === '')
  },
  /** every limit row that holds for a project (its own materials replace the group's) */
  async allLimits(db: Db, projectId: string): Promise<LabLimitTable[]> {
    const rows = await db.selectFrom('labLimit').selectAll().where('projectId', 'in', ['', projectId]).orderBy('sortCode').execute()
    const own = new Set(rows.filter((r) => r.projectId !== '').map((r) => r.materialCode))
    return rows.filter((r) => r.projectId !== '' || !own.has(r.materialCode))
  },

  insertMaterial(db: Db, row: LabMaterialTable): Promise<unknown> {
    return db.insertInto('labMaterial').values(row).execute()
  },
  material(db: Db, id: string): Promise<LabMaterialTable | undefined> {
    return db.selectFrom('labMaterial').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async page(db: Db, f: MaterialFilter, offset: number, limit: number): Promise<{ rows: LabMaterialTable[]; total: number }> {
    const total = await materials(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await materials(db, f).selectAll().orderBy('arrivalDate', 'desc').orderBy('creatorTime', 'desc').orderBy('id')
      .offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  /** batches and quantity per material, supplier, month and state: the summary's one GROUP BY */
  async summaryRows(db: Db, f: MaterialFilter): Promise<SummaryRow[]> {
    const period = sql<string>`substr(arrival_date, 1, 7)`
    const rows = await materials(db, f)
      .select(['materialCode', 'materialName', 'supplier', 'unit', 'state', period.as('period'),
        (eb) => eb.fn.countAll<number>().as('batches'), (eb) => eb.fn.sum<number>('quantity').as('quantity')])
      .groupBy(['materialCode', 'materialName', 'supplier', 'unit', 'state', period])
      .execute()
    return rows.map((r) => ({ ...r, state: Number(r.state), batches: Number(r.batches), quantity: Number(r.quantity) }))
  },

  results(db: Db, materialId: string): Promise<LabResultTable[]> {
    return db.selectFrom('labResult').selectAll().where('materialId', '=', materialId).orderBy('sortCode').execute()
  },
  async resultsOf(db: Db, materialIds: string[]): Promise<LabResultTable[]> {
    if (materialIds.length === 0) return []
    return db.selectFrom('labResult').selectAll().where('materialId', 'in', materialIds).orderBy('sortCode').execute()
  },
  changes(db: Db, materialId: string): Promise<LabResultChangeTable[]> {
    return db.selectFrom('labResultChange').selectAll().where('materialId', '=', materialId).orderBy('seq').execute()
  },
  async lastChange(db: Db, materialId: string): Promise<LabResultChangeTable | undefined> {
    return db.selectFrom('labResultChange').selectAll().where('materialId', '=', materialId).orderBy('seq', 'desc').limit(1).executeTakeFirst()
  },

  /** writes the results and their change rows, and the batch's new state, only if its state is still `expected` */
  async record(db: Db, materialId: string, expected: number, set: Partial<LabMaterialTable>, upserts: LabResultTable[], changes: LabResultChangeTable[]): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const moved = await trx.updateTable('labMaterial').set(set).where('id', '=', materialId).where('state', '=', expected).executeTakeFirst()
      if (Number(moved.numUpdatedRows) !== 1) return false
      for (const r of upserts) {
        await trx.deleteFrom('labResult').where('materialId', '=', materialId).where('itemCode', '=', r.itemCode).execute()
        await trx.insertInto('labResult').values(r).execute()
      }
      // the unique (material, seq) index refuses a second writer that read the same last change
      if (changes.length) await trx.insertInto('labResultChange').values(changes).execute()
      return true
    })
  },

  /** enabled users of a project's section holding any of the roles (catalogue codes) */
  sectionPeople(db: Db, projectId: string, contractId: string, roleCodes: string[]): Promise<{ id: string; realName: string; account: string }[]> {
    return db.selectFrom('baseUser')
      .innerJoin('baseUserRelation as p', (j) => j.onRef('p.userId', '=', 'baseUser.id').on('p.objectType', '=', 'Project').on('p.objectId', '=', projectId))
      .innerJoin('baseUserRelation as c', (j) => j.onRef('c.userId', '=', 'baseUser.id').on('c.objectType', '=', 'Contract').on('c.objectId', '=', contractId))
      .innerJoin('baseUserRelation as r', (j) => j.onRef('r.userId', '=', 'baseUser.id').on('r.objectType', '=', 'Role'))
      .innerJoin('baseRole', (j) => j.onRef('baseRole.id', '=', 'r.objectId').on('baseRole.enCode', 'in', roleCodes).on('baseRole.enabledMark', '=', 1))
      .select(['baseUser.id', 'baseUser.realName', 'baseUser.account'])
      .where('baseUser.enabledMark', '=', 1).distinct().orderBy('baseUser.account').execute()
  }
}

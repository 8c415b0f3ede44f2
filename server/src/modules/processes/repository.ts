// SQL of processes (eng_process), inspection requests (eng_process_inspection) and materials built into the works
// (eng_entity_material).
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { EntityMaterialTable, ProcessInspectionTable, ProcessTable } from '../../db/schema'

export const processRepository = {
  ofNode(db: Db, nodeId: string): Promise<ProcessTable[]> {
    return db.selectFrom('engProcess').selectAll().where('nodeId', '=', nodeId).orderBy('seq').execute()
  },
  ofSection(db: Db, contractId: string): Promise<ProcessTable[]> {
    return db.selectFrom('engProcess').selectAll().where('contractId', '=', contractId).orderBy('nodeId').orderBy('seq').execute()
  },
  /** writes the item's steps that are missing (a repeat or a concurrent first start writes nothing twice) */
  async ensure(db: Db, rows: ProcessTable[]): Promise<void> {
    if (rows.length === 0) return
    await db.insertInto('engProcess').values(rows).onConflict((oc) => oc.columns(['nodeId', 'seq']).doNothing()).execute()
  },
  /** moves a step from one of the states to another only if it is still in one (two taps never both move it) */
  async move(db: Db, nodeId: string, seq: number, from: number[], set: Partial<ProcessTable>): Promise<boolean> {
    const r = await db.updateTable('engProcess').set(set).where('nodeId', '=', nodeId).where('seq', '=', seq).where('state', 'in', from).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }
}

export interface InspectionFilter { contractIds: string[]; state?: number; nodeId?: string }

export const inspectionRepository = {
  find(db: Db, id: string): Promise<ProcessInspectionTable | undefined> {
    return db.selectFrom('engProcessInspection').selectAll().where('id', '=', id).executeTakeFirst()
  },
  ofStep(db: Db, nodeId: string, seq: number): Promise<ProcessInspectionTable[]> {
    return db.selectFrom('engProcessInspection').selectAll().where('nodeId', '=', nodeId).where('seq', '=', seq).orderBy('appliedAt', 'desc').execute()
  },
  ofNode(db: Db, nodeId: string): Promise<ProcessInspectionTable[]> {
    return db.selectFrom('engProcessInspection').selectAll().where('nodeId', '=', nodeId).orderBy('appliedAt', 'desc').execute()
  },
  async page(db: Db, f: InspectionFilter, limit: number, offset: number): Promise<{ rows: ProcessInspectionTable[]; total: number }> {
    if (f.contractIds.length === 0) return { rows: [], total: 0 }
    let q = db.selectFrom('engProcessInspection').where('contractId', 'in', f.contractIds)
    if (f.state !== undefined) q = q.where('state', '=', f.state)
    if (f.nodeId) q = q.where('nodeId', '=', f.nodeId)
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('appliedAt', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  },
  async insert(db: Db, row: ProcessInspectionTable): Promise<void> {
    await db.insertInto('engProcessInspection').values(row).execute()
  },
  async decide(db: Db, id: string, set: Pick<ProcessInspectionTable, 'state' | 'inspectorUserId' | 'inspectedAt' | 'opinion'>): Promise<boolean> {
    const r = await db.updateTable('engProcessInspection').set(set).where('id', '=', id).where('state', '=', 1).executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  },
  /** the section's enabled people holding one of the roles (who is told of a request) */
  async sectionPeople(db: Db, contractId: string, roleCodes: string[]): Promise<string[]> {
    const rows = await db.selectFrom('baseUserRelation as c')
      .innerJoin('baseUser as u', 'u.id', 'c.userId')
      .innerJoin('baseUserRelation as r', (j) => j.onRef('r.userId', '=', 'c.userId').on('r.objectType', '=', 'Role'))
      .innerJoin('baseRole as o', 'o.id', 'r.objectId')
      .select('u.id').distinct()
      .where('c.objectType', '=', 'Contract').where('c.objectId', '=', contractId).where('u.enabledMark', '=', 1)
      .where('o.enCode', 'in', roleCodes).where(sql<boolean>`coalesce(o.enabled_mark, 1) = 1`)
      .execute()
    return rows.map((r) => r.id).sort()
  }
}

export interface MaterialFilter { contractId: string; nodeId?: string; keyword?: string }

export const materialRepository = {
  find(db: Db, id: string): Promise<EntityMaterialTable | undefined> {
    return db.selectFrom('engEntityMaterial').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async page(db: Db, f: MaterialFilter, limit: number, offset: number): Promise<{ rows: EntityMaterialTable[]; total: number }> {
    let q = db.selectFrom('engEntityMaterial').where('contractId', '=', f.contractId)
    if (f.nodeId) q = q.where('nodeId', '=', f.nodeId)
    if (f.keyword) {
      const like = `%${f.keyword.replace(/[%_]/g, '')}%`
      q = q.where((eb) => eb.or([
        eb('materialName', 'like', like), eb('spec', 'like', like), eb('batchNo', 'like', like), eb('supplier', 'like', like), eb('part', 'like', like)
      ]))
    }
    const [rows, count] = await Promise.all([
      q.selectAll().orderBy('useDate', 'desc').orderBy('creatorTime', 'desc').orderBy('id').limit(limit).offset(offset).execute(),
      q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    ])
    return { rows, total: Number(count?.n ?? 0) }
  },
  async insert(db: Db, row: EntityMaterialTable): Promise<void> {
    await db.insertInto('engEntityMaterial').values(row).execute()
  },
  async remove(db: Db, id: string): Promise<void> {
    await db.deleteFrom('engEntityMaterial').where('id', '=', id).execute()
  },
  /** the laboratory's batch whose sample number (试验报告编号) is given, in the project */
  labBatch(db: Db, projectId: string, sampleNo: string) {
    return db.selectFrom('labMaterial').select(['id', 'state', 'materialName', 'batchNo']).where('projectId', '=', projectId).where('sampleNo', '=', sampleNo).executeTakeFirst()
  }
}

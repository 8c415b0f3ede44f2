// SQL of project and contract-section administration: the rows, what still refers to them, and memberships
// (base_user_relation objectType Project / Contract).
import type { Db } from '../../db/database'
import type { ContractTable, ProjectTable } from '../../db/schema'
import { newId } from '../../lib/tokens'

export const adminProjectRepository = {
  findProjectByCode(db: Db, enCode: string): Promise<ProjectTable | undefined> {
    return db.selectFrom('project').selectAll().where('enCode', '=', enCode).executeTakeFirst()
  },
  findContract(db: Db, id: string): Promise<ContractTable | undefined> {
    return db.selectFrom('contract').selectAll().where('id', '=', id).executeTakeFirst()
  },
  allContracts(db: Db): Promise<ContractTable[]> {
    return db.selectFrom('contract').selectAll().orderBy('sortCode').orderBy('enCode').execute()
  },
  async insertProject(db: Db, row: ProjectTable): Promise<void> {
    await db.insertInto('project').values(row).execute()
  },
  async updateProject(db: Db, id: string, patch: Partial<ProjectTable>): Promise<void> {
    await db.updateTable('project').set(patch).where('id', '=', id).execute()
  },
  async deleteProject(db: Db, id: string): Promise<void> {
    await db.deleteFrom('project').where('id', '=', id).execute()
  },
  async insertContract(db: Db, row: ContractTable): Promise<void> {
    await db.insertInto('contract').values(row).execute()
  },
  async updateContract(db: Db, id: string, patch: Partial<ContractTable>): Promise<void> {
    await db.updateTable('contract').set(patch).where('id', '=', id).execute()
  },
  async deleteContract(db: Db, id: string): Promise<void> {
    await db.deleteFrom('contract').where('id', '=', id).execute()
  },
  async countMembers(db: Db, objectType: 'Project' | 'Contract', objectId: string): Promise<number> {
    const r = await db.selectFrom('baseUserRelation').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('objectType', '=', objectType).where('objectId', '=', objectId).executeTakeFirst()
    return Number(r?.n ?? 0)
  },
  /** business records and flow tasks filed under the project (or one of its sections) */
  async countRecords(db: Db, column: 'projectId' | 'contractId', id: string): Promise<number> {
    const [records, tasks] = await Promise.all([
      db.selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', id).executeTakeFirst(),
      db.selectFrom('flowTask').select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', id).executeTakeFirst()
    ])
    return Number(records?.n ?? 0) + Number(tasks?.n ?? 0)
  },
  async memberIds(db: Db, objectType: 'Project' | 'Contract', objectIds: string[]): Promise<{ userId: string; objectId: string }[]> {
    if (objectIds.length === 0) return []
    return db.selectFrom('baseUserRelation').select(['userId', 'objectId'])
      .where('objectType', '=', objectType).where('objectId', 'in', objectIds).execute()
  },
  async relationsOf(db: Db, userId: string, types: string[]): Promise<{ objectType: string; objectId: string }[]> {
    return db.selectFrom('baseUserRelation').select(['objectType', 'objectId']).where('userId', '=', userId)
      .where('objectType', 'in', types).execute()
  },
  async addRelations(db: Db, userId: string, objectType: 'Project' | 'Contract', objectIds: string[]): Promise<void> {
    if (objectIds.length === 0) return
    const have = new Set((await this.relationsOf(db, userId, [objectType])).map((r) => r.objectId))
    const rows = [...new Set(objectIds)].filter((id) => !have.has(id))
      .map((objectId, i) => ({ id: newId(), userId, objectType, objectId, sortCode: have.size + i }))
    if (rows.length) await db.insertInto('baseUserRelation').values(rows).execute()
  },
  async removeRelations(db: Db, userId: string, objectType: 'Project' | 'Contract', objectIds: string[]): Promise<void> {
    if (objectIds.length === 0) return
    await db.deleteFrom('baseUserRelation').where('userId', '=', userId).where('objectType', '=', objectType)
      .where('objectId', 'in', objectIds).execute()
  }
}

export const adminOrganizeWrites = {
  /** a company organisation for a new project or contractor, under a parent (its id tree extends the parent's) */
  async insertCompany(db: Db, row: { id: string; parentId: string; enCode: string; fullName: string; parentTree: string; now: number }): Promise<void> {
    await db.insertInto('baseOrganize').values({
      id: row.id, parentId: row.parentId, category: 'company', enCode: row.enCode, fullName: row.fullName,
      organizeIdTree: row.parentTree ? `${row.parentTree},${row.id}` : row.id, sortCode: 0, createdAt: row.now
    }).execute()
  }
}

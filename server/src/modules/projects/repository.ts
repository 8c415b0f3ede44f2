// SQL for projects and contract sections and who belongs to them (base_user_relation Project/Contract).
import type { Db } from '../../db/database'
import type { ContractTable, ProjectTable } from '../../db/schema'

export const projectRepository = {
  all(db: Db): Promise<ProjectTable[]> {
    return db.selectFrom('project').selectAll().orderBy('sortCode').orderBy('enCode').execute()
  },
  byIds(db: Db, ids: string[]): Promise<ProjectTable[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('project').selectAll().where('id', 'in', ids).orderBy('sortCode').orderBy('enCode').execute()
  },
  findById(db: Db, id: string): Promise<ProjectTable | undefined> {
    return db.selectFrom('project').selectAll().where('id', '=', id).executeTakeFirst()
  },
  contractsByIds(db: Db, ids: string[]): Promise<ContractTable[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('contract').selectAll().where('id', 'in', ids).execute()
  },
  contractsOfProject(db: Db, projectId: string): Promise<ContractTable[]> {
    return db.selectFrom('contract').selectAll().where('projectId', '=', projectId).orderBy('sortCode').orderBy('enCode').execute()
  }
}

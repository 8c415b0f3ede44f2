// SQL of the data-interface module: the definitions, and the project data the built-in queries read.
import type { Db } from '../../db/database'
import type { DataInterfaceTable } from '../../db/schema'

export interface ContractRow {
  id: string
  projectId: string
  projectName: string
  enCode: string
  fullName: string
  kind: string
  contractor: string
  mileage: string
  amount: number
}

export interface MemberRow {
  id: string
  account: string
  realName: string
  mobilePhone: string
  organizeId: string
  organizeName: string | null
  positionName: string | null
}

export const dataInterfaceRepository = {
  find(db: Db, id: string): Promise<DataInterfaceTable | undefined> {
    return db.selectFrom('baseDataInterface').selectAll().where('id', '=', id).executeTakeFirst()
  },

  /** contract sections of the given projects (undefined = all), optionally only the given contracts */
  contracts(db: Db, projectIds: string[] | undefined, contractIds: string[] | undefined): Promise<ContractRow[]> {
    let q = db.selectFrom('contract as c').innerJoin('project as p', 'p.id', 'c.projectId')
      .select(['c.id', 'c.projectId', 'p.fullName as projectName', 'c.enCode', 'c.fullName', 'c.kind', 'c.contractor', 'c.mileage', 'c.amount'])
    if (projectIds) q = q.where('c.projectId', 'in', projectIds.length ? projectIds : [''])
    if (contractIds) q = q.where('c.id', 'in', contractIds.length ? contractIds : [''])
    return q.orderBy('p.sortCode').orderBy('c.sortCode').orderBy('c.id').execute()
  },

  /** enabled users who are members of one of the projects (undefined = any), optionally of one contract section */
  members(db: Db, projectIds: string[] | undefined, contractId?: string): Promise<MemberRow[]> {
    let q = db.selectFrom('baseUser as u')
      .leftJoin('baseOrganize as o', 'o.id', 'u.organizeId')
      .leftJoin('basePosition as p', 'p.id', 'u.positionId')
      .select(['u.id', 'u.account', 'u.realName', 'u.mobilePhone', 'u.organizeId', 'o.fullName as organizeName', 'p.fullName as positionName'])
      .where('u.enabledMark', '=', 1)
    const memberOf = (type: string, ids: string[]) => db.selectFrom('baseUserRelation').select('userId')
      .where('objectType', '=', type).where('objectId', 'in', ids.length ? ids : [''])
    if (projectIds) q = q.where('u.id', 'in', memberOf('Project', projectIds))
    if (contractId) q = q.where('u.id', 'in', memberOf('Contract', [contractId]))
    return q.orderBy('u.sortCode').orderBy('u.id').execute()
  }
}

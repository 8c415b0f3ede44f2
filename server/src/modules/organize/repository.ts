// SQL for organisations, positions, roles and groups. These tables are small (a group has hundreds of rows),
// so services read them whole and build trees in memory.
import type { Db } from '../../db/database'
import type { GroupTable, OrganizeTable, PositionTable, RoleTable } from '../../db/schema'

export type OrganizeRow = OrganizeTable
/** what a path needs of each organisation (user-info reads only these columns) */
export type OrgPathRow = Pick<OrganizeTable, 'id' | 'fullName' | 'category' | 'organizeIdTree'>
export type PositionRow = PositionTable

export const organizeRepository = {
  /** the columns an organisation path needs, unsorted: a third of the cost of every column, on every CurrentUser */
  pathRows(db: Db): Promise<OrgPathRow[]> {
    return db.selectFrom('baseOrganize').select(['id', 'fullName', 'category', 'organizeIdTree']).execute()
  },
  allOrganizes(db: Db): Promise<OrganizeTable[]> {
    return db.selectFrom('baseOrganize').selectAll().orderBy('sortCode').orderBy('enCode').execute()
  },
  allPositions(db: Db): Promise<PositionTable[]> {
    return db.selectFrom('basePosition').selectAll().orderBy('sortCode').orderBy('enCode').execute()
  },
  allRoles(db: Db): Promise<RoleTable[]> {
    return db.selectFrom('baseRole').selectAll().orderBy('sortCode').orderBy('enCode').execute()
  },
  allGroups(db: Db): Promise<GroupTable[]> {
    return db.selectFrom('baseGroup').selectAll().orderBy('sortCode').orderBy('enCode').execute()
  },
  rolesByIds(db: Db, ids: string[]): Promise<RoleTable[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('baseRole').selectAll().where('id', 'in', ids).orderBy('sortCode').execute()
  },
  positionsByIds(db: Db, ids: string[]): Promise<PositionTable[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('basePosition').selectAll().where('id', 'in', ids).execute()
  },
  groupsByIds(db: Db, ids: string[]): Promise<GroupTable[]> {
    if (ids.length === 0) return Promise.resolve([])
    return db.selectFrom('baseGroup').selectAll().where('id', 'in', ids).execute()
  }
}

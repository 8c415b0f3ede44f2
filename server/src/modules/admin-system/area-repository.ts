// SQL of the area administration (base_province): children of a node with the flag the console's lazy tree needs,
// disabled areas included; and the projects whose areaIds name an area.
import type { Db } from '../../db/database'
import type { AreaTable } from '../../db/schema'
import { containsAny } from './common'

export type AreaPatch = Pick<AreaTable, 'parentId' | 'enCode' | 'fullName' | 'type' | 'enabledMark' | 'sortCode' | 'description'>

export const areaAdminRepository = {
  children(db: Db, parentId: string, keyword: string): Promise<AreaTable[]> {
    let q = db.selectFrom('baseProvince').selectAll().where('parentId', '=', parentId)
    if (keyword) q = q.where(containsAny(['fullName', 'enCode'], keyword))
    return q.orderBy('sortCode').orderBy('enCode').execute()
  },
  /** which of these ids have at least one child */
  async withChildren(db: Db, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set()
    const rows = await db.selectFrom('baseProvince').select('parentId').where('parentId', 'in', ids).groupBy('parentId').execute()
    return new Set(rows.map((r) => r.parentId))
  },
  find(db: Db, id: string): Promise<AreaTable | undefined> {
    return db.selectFrom('baseProvince').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async codeTaken(db: Db, enCode: string, exceptId: string): Promise<boolean> {
    return Boolean(await db.selectFrom('baseProvince').select('id').where('enCode', '=', enCode).where('id', '!=', exceptId).executeTakeFirst())
  },
  async insert(db: Db, row: AreaTable): Promise<void> {
    await db.insertInto('baseProvince').values(row).execute()
  },
  async update(db: Db, id: string, patch: AreaPatch): Promise<void> {
    await db.updateTable('baseProvince').set(patch).where('id', '=', id).execute()
  },
  async delete(db: Db, id: string): Promise<void> {
    await db.deleteFrom('baseProvince').where('id', '=', id).execute()
  },
  /** projects whose comma-separated areaIds may contain the id (the caller splits to be sure) */
  projectsNaming(db: Db, id: string): Promise<{ fullName: string; areaIds: string }[]> {
    return db.selectFrom('project').select(['fullName', 'areaIds']).where('areaIds', 'like', `%${id}%`).execute()
  }
}

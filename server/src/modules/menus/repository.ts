// SQL for the App menu tree (base_module) and what roles are granted on it (base_authorize).
import type { Db } from '../../db/database'
import type { ModuleButtonTable, ModuleTable } from '../../db/schema'

export const menuRepository = {
  allOfCategory(db: Db, category: string): Promise<ModuleTable[]> {
    return db.selectFrom('baseModule').selectAll().where('category', '=', category).orderBy('sortCode').orderBy('enCode').execute()
  },
  async grantedItemIds(db: Db, roleIds: string[], itemType: 'module' | 'button'): Promise<Set<string>> {
    if (roleIds.length === 0) return new Set()
    const rows = await db.selectFrom('baseAuthorize').select('itemId').distinct()
      .where('objectType', '=', 'Role').where('objectId', 'in', roleIds).where('itemType', '=', itemType).execute()
    return new Set(rows.map((r) => r.itemId))
  },
  buttonsOf(db: Db, moduleIds: string[]): Promise<ModuleButtonTable[]> {
    if (moduleIds.length === 0) return Promise.resolve([])
    return db.selectFrom('baseModuleButton').selectAll().where('moduleId', 'in', moduleIds).orderBy('sortCode').execute()
  }
}

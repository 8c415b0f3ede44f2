// SQL for the App menu tree (base_module), the buttons, list columns and form fields of each menu
// (base_module_button / _column / _form) and what roles are granted on them (base_authorize).
import type { Db } from '../../db/database'
import type { ModuleButtonTable, ModuleColumnTable, ModuleFormTable, ModuleTable } from '../../db/schema'

export type GrantItemType = 'module' | 'button' | 'column' | 'form'

export const menuRepository = {
  allOfCategory(db: Db, category: string): Promise<ModuleTable[]> {
    return db.selectFrom('baseModule').selectAll().where('category', '=', category).orderBy('sortCode').orderBy('enCode').execute()
  },
  async grantedItemIds(db: Db, roleIds: string[], itemType: GrantItemType): Promise<Set<string>> {
    if (roleIds.length === 0) return new Set()
    const rows = await db.selectFrom('baseAuthorize').select('itemId').distinct()
      .where('objectType', '=', 'Role').where('objectId', 'in', roleIds).where('itemType', '=', itemType).execute()
    return new Set(rows.map((r) => r.itemId))
  },
  buttonsOf(db: Db, moduleIds: string[]): Promise<ModuleButtonTable[]> {
    if (moduleIds.length === 0) return Promise.resolve([])
    return db.selectFrom('baseModuleButton').selectAll().where('moduleId', 'in', moduleIds).orderBy('sortCode').execute()
  },
  columnsOf(db: Db, moduleIds: string[]): Promise<ModuleColumnTable[]> {
    if (moduleIds.length === 0) return Promise.resolve([])
    return db.selectFrom('baseModuleColumn').selectAll().where('moduleId', 'in', moduleIds).orderBy('sortCode').execute()
  },
  formsOf(db: Db, moduleIds: string[]): Promise<ModuleFormTable[]> {
    if (moduleIds.length === 0) return Promise.resolve([])
    return db.selectFrom('baseModuleForm').selectAll().where('moduleId', 'in', moduleIds).orderBy('sortCode').execute()
  },
  /** every button, list column or form field of every menu (the authorisation page lists them all) */
  allItems(db: Db, itemType: Exclude<GrantItemType, 'module'>): Promise<ModuleButtonTable[]> {
    const table = itemType === 'button' ? 'baseModuleButton' : itemType === 'column' ? 'baseModuleColumn' : 'baseModuleForm'
    return db.selectFrom(table).selectAll().orderBy('sortCode').orderBy('enCode').execute()
  },
  /**
   * the low-code menus (type 3) that open a model: propertyJson.moduleId names it. The LIKE only narrows the
   * rows (a % or _ in the id only widens it); the caller parses propertyJson to match the id exactly.
   */
  lowCodeMenusMentioning(db: Db, modelId: string): Promise<ModuleTable[]> {
    return db.selectFrom('baseModule').selectAll().where('type', '=', 3)
      .where('propertyJson', 'like', `%${modelId}%`).orderBy('sortCode').execute()
  }
}

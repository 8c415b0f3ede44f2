// SQL of the 功能设计 designer: models (base_visual_dev) as the console lists and edits them, and the menus a release
// puts them on (base_module type 3 with their buttons, list columns and form fields, and the grants on those).
import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database'
import type { ModuleTable, VisualDevTable } from '../../db/schema'

export interface ModelFilter {
  keyword: string
  category: string
  /** the console's 类型: 1 普通表单, 2 流程表单, 4 数据视图 */
  kind: number | undefined
  state: number | undefined
  /** JNPF's type: 1 for the 功能设计 list */
  type: number
}

export type ModelPatch = Partial<Omit<VisualDevTable, 'id' | 'createdAt'>>
export type MenuItemKind = 'button' | 'column' | 'form'
export interface MenuItemRow { id: string; moduleId: string; enCode: string; fullName: string; sortCode: number }

const ITEM_TABLE = { button: 'baseModuleButton', column: 'baseModuleColumn', form: 'baseModuleForm' } as const

function contains(columns: string[], keyword: string): RawBuilder<boolean> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql<boolean>`(${sql.join(columns.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`), sql` or `)})`
}

function filtered(db: Db, f: ModelFilter) {
  let q = db.selectFrom('baseVisualDev').where('type', '=', f.type)
  if (f.keyword) q = q.where(contains(['fullName', 'enCode'], f.keyword))
  if (f.category) q = q.where('category', '=', f.category)
  if (f.kind === 4) q = q.where('webType', '=', 4)
  else if (f.kind === 2) q = q.where('enableFlow', '=', 1).where('webType', '<>', 4)
  else if (f.kind === 1) q = q.where('enableFlow', '=', 0).where('webType', '<>', 4)
  if (f.state !== undefined) q = q.where('state', '=', f.state)
  return q
}

export const designRepository = {
  async page(db: Db, f: ModelFilter, offset: number, limit: number): Promise<{ rows: VisualDevTable[]; total: number }> {
    const total = await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    const rows = await filtered(db, f).selectAll().orderBy('sortCode').orderBy('createdAt', 'desc').orderBy('id').offset(offset).limit(limit).execute()
    return { rows, total: Number(total?.n ?? 0) }
  },
  /** every model, for the console's drop-downs (id, names and kind only: no JSON) */
  selectorRows(db: Db) {
    return db.selectFrom('baseVisualDev').select(['id', 'fullName', 'enCode', 'category', 'webType', 'enableFlow', 'state', 'type'])
      .orderBy('sortCode').orderBy('createdAt', 'desc').execute()
  },
  find(db: Db, id: string): Promise<VisualDevTable | undefined> {
    return db.selectFrom('baseVisualDev').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** another model already holds this value of the column */
  async taken(db: Db, column: 'enCode' | 'fullName', value: string, exceptId = ''): Promise<boolean> {
    const row = await db.selectFrom('baseVisualDev').select('id').where(column, '=', value).where('id', '<>', exceptId).limit(1).executeTakeFirst()
    return Boolean(row)
  },
  async insert(db: Db, row: VisualDevTable): Promise<void> {
    await db.insertInto('baseVisualDev').values(row).execute()
  },
  async update(db: Db, id: string, patch: ModelPatch): Promise<void> {
    await db.updateTable('baseVisualDev').set(patch).where('id', '=', id).execute()
  },
  async delete(db: Db, id: string): Promise<void> {
    await db.deleteFrom('baseVisualDev').where('id', '=', id).execute()
  },
  async recordCount(db: Db, modelId: string): Promise<number> {
    const r = await db.selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n')).where('modelId', '=', modelId).executeTakeFirst()
    return Number(r?.n ?? 0)
  },
  /** "realName/account" by user id */
  async userNames(db: Db, ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map()
    const rows = await db.selectFrom('baseUser').select(['id', 'realName', 'account']).where('id', 'in', ids).execute()
    return new Map(rows.map((u) => [u.id, `${u.realName}/${u.account}`]))
  },
  async dictionaryNames(db: Db, typeCode: string): Promise<Map<string, string>> {
    const rows = await db.selectFrom('baseDictionaryData').innerJoin('baseDictionaryType', 'baseDictionaryType.id', 'baseDictionaryData.typeId')
      .select(['baseDictionaryData.id', 'baseDictionaryData.fullName']).where('baseDictionaryType.enCode', '=', typeCode).execute()
    return new Map(rows.map((r) => [r.id, r.fullName]))
  },

  /** every low-code menu (type 3) of both categories: the list matches them to its page of models */
  lowCodeMenus(db: Db): Promise<ModuleTable[]> {
    return db.selectFrom('baseModule').selectAll().where('type', '=', 3).orderBy('sortCode').execute()
  },
  /**
   * the low-code menus (type 3) whose propertyJson mentions the model; the LIKE only narrows (a % or _ in the id
   * widens it), the caller matches propertyJson.moduleId exactly
   */
  menusMentioning(db: Db, modelIds: string[]): Promise<ModuleTable[]> {
    if (modelIds.length === 0) return Promise.resolve([])
    return db.selectFrom('baseModule').selectAll().where('type', '=', 3)
      .where((eb) => eb.or(modelIds.map((id) => eb('propertyJson', 'like', `%${id}%`)))).orderBy('sortCode').execute()
  },
  menusOfCategory(db: Db, category: string): Promise<ModuleTable[]> {
    return db.selectFrom('baseModule').selectAll().where('category', '=', category).orderBy('sortCode').orderBy('enCode').execute()
  },
  async insertMenu(db: Db, row: ModuleTable): Promise<void> {
    await db.insertInto('baseModule').values(row).execute()
  },
  async updateMenu(db: Db, id: string, patch: Partial<Omit<ModuleTable, 'id'>>): Promise<void> {
    await db.updateTable('baseModule').set(patch).where('id', '=', id).execute()
  },
  menuItems(db: Db, kind: MenuItemKind, menuId: string): Promise<MenuItemRow[]> {
    return db.selectFrom(ITEM_TABLE[kind]).selectAll().where('moduleId', '=', menuId).orderBy('sortCode').execute()
  },
  async insertMenuItems(db: Db, kind: MenuItemKind, rows: MenuItemRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += 200) await db.insertInto(ITEM_TABLE[kind]).values(rows.slice(i, i + 200)).execute()
  },
  async updateMenuItem(db: Db, kind: MenuItemKind, id: string, patch: { fullName: string; sortCode: number }): Promise<void> {
    await db.updateTable(ITEM_TABLE[kind]).set(patch).where('id', '=', id).execute()
  },
  /** removes items and every grant on them */
  async deleteMenuItems(db: Db, kind: MenuItemKind, ids: string[]): Promise<void> {
    if (ids.length === 0) return
    await db.deleteFrom('baseAuthorize').where('itemType', '=', kind).where('itemId', 'in', ids).execute()
    await db.deleteFrom(ITEM_TABLE[kind]).where('id', 'in', ids).execute()
  },
  /** removes menus with their buttons, columns and form fields and every grant on any of them */
  async deleteMenus(db: Db, menuIds: string[]): Promise<void> {
    if (menuIds.length === 0) return
    for (const kind of ['button', 'column', 'form'] as const) {
      const ids = (await db.selectFrom(ITEM_TABLE[kind]).select('id').where('moduleId', 'in', menuIds).execute()).map((r) => r.id)
      await this.deleteMenuItems(db, kind, ids)
    }
    await db.deleteFrom('baseAuthorize').where('itemType', '=', 'module').where('itemId', 'in', menuIds).execute()
    await db.deleteFrom('baseModule').where('id', 'in', menuIds).execute()
  }
}

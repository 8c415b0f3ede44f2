// SQL of the role installer: the catalogue's roles (inserted when missing, never changed), the column and form right
// items of low-code menus, and a role's grants on the items one owner's menus offer.
import type { Db } from '../db/database'
import type { Database } from '../db/schema'
import type { GrantRow, RightItem } from './grants'

const CHUNK = 200
const GRANT_TYPES = ['module', 'button', 'column', 'form']

export const rolesRepository = {
  async roles(db: Db): Promise<{ id: string; enCode: string; fullName: string }[]> {
    return db.selectFrom('baseRole').select(['id', 'enCode', 'fullName']).execute()
  },
  async insertRole(db: Db, row: Database['baseRole']): Promise<void> {
    await db.insertInto('baseRole').values(row).execute()
  },
  /** right items whose id is not there yet */
  async insertMissingItems(db: Db, table: 'baseModuleColumn' | 'baseModuleForm', items: RightItem[]): Promise<void> {
    if (items.length === 0) return
    const have = new Set<string>()
    for (let i = 0; i < items.length; i += CHUNK) {
      const ids = items.slice(i, i + CHUNK).map((x) => x.id)
      for (const r of await db.selectFrom(table).select('id').where('id', 'in', ids).execute()) have.add(r.id)
    }
    const rows = items.filter((x) => !have.has(x.id))
    for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto(table).values(rows.slice(i, i + CHUNK)).execute()
  },
  /** "<itemType>:<itemId>" of the role's grants */
  async grantKeys(db: Db, roleId: string): Promise<string[]> {
    const rows = await db.selectFrom('baseAuthorize').select(['itemType', 'itemId']).where('objectType', '=', 'Role').where('objectId', '=', roleId)
      .where('itemType', 'in', GRANT_TYPES).execute()
    return rows.map((r) => `${r.itemType}:${r.itemId}`)
  },
  async insertGrants(db: Db, rows: GrantRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto('baseAuthorize').values(rows.slice(i, i + CHUNK)).execute()
  },
  /** the role's grants on these items (ids), whatever id a row was written with */
  async deleteGrants(db: Db, roleId: string, itemIds: string[]): Promise<void> {
    for (let i = 0; i < itemIds.length; i += CHUNK) {
      await db.deleteFrom('baseAuthorize').where('objectType', '=', 'Role').where('objectId', '=', roleId)
        .where('itemType', 'in', GRANT_TYPES).where('itemId', 'in', itemIds.slice(i, i + CHUNK)).execute()
    }
  }
}

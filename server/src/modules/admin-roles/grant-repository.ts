// SQL of a role's grants (base_authorize, objectType Role): read them by item type, replace them, copy them.
import type { Db } from '../../db/database'
import { newId } from '../../lib/tokens'
import type { GrantItemType } from '../menus/repository'

export const GRANT_TYPES: GrantItemType[] = ['module', 'button', 'column', 'form']

export type GrantSets = Record<GrantItemType, Set<string>>

export const emptyGrants = (): GrantSets => ({ module: new Set(), button: new Set(), column: new Set(), form: new Set() })

// a few hundred rows per statement keeps SQLite and PostgreSQL well under their bound-parameter limits
const CHUNK = 500

async function insertGrants(db: Db, roleId: string, grants: GrantSets): Promise<void> {
  const rows = GRANT_TYPES.flatMap((itemType) => [...grants[itemType]].map((itemId) => ({ id: newId(), itemType, itemId, objectType: 'Role', objectId: roleId })))
  for (let i = 0; i < rows.length; i += CHUNK) await db.insertInto('baseAuthorize').values(rows.slice(i, i + CHUNK)).execute()
}

export const grantRepository = {
  /** the grants of some roles, by item type (union over the roles) */
  async ofRoles(db: Db, roleIds: string[]): Promise<GrantSets> {
    const out = emptyGrants()
    if (roleIds.length === 0) return out
    const rows = await db.selectFrom('baseAuthorize').select(['itemType', 'itemId'])
      .where('objectType', '=', 'Role').where('objectId', 'in', roleIds).where('itemType', 'in', GRANT_TYPES).execute()
    for (const r of rows) out[r.itemType as GrantItemType].add(r.itemId)
    return out
  },
  /** replaces every module/button/column/form grant of the role; call inside a transaction */
  async replace(db: Db, roleId: string, grants: GrantSets): Promise<void> {
    await db.deleteFrom('baseAuthorize').where('objectType', '=', 'Role').where('objectId', '=', roleId)
      .where('itemType', 'in', GRANT_TYPES).execute()
    await insertGrants(db, roleId, grants)
  },
  async copy(db: Db, fromRoleId: string, toRoleId: string): Promise<void> {
    await insertGrants(db, toRoleId, await this.ofRoles(db, [fromRoleId]))
  },
  /** the enCodes of the Web (console) menus some roles are granted */
  async webCodesOfRoles(db: Db, roleIds: string[]): Promise<Set<string>> {
    if (roleIds.length === 0) return new Set()
    const rows = await db.selectFrom('baseAuthorize').innerJoin('baseModule', 'baseModule.id', 'baseAuthorize.itemId')
      .select('baseModule.enCode').distinct()
      .where('baseAuthorize.itemType', '=', 'module').where('baseAuthorize.objectType', '=', 'Role')
      .where('baseAuthorize.objectId', 'in', roleIds).where('baseModule.category', '=', 'Web').execute()
    return new Set(rows.map((r) => r.enCode))
  }
}

// SQL of the admin guard and the system log: which Web menus a user's roles are granted, and base_syslog rows.
import type { Db } from '../../db/database'
import type { SysLogTable } from '../../db/schema'

export const adminRepository = {
  /** true when one of the roles is granted the Web menu with this enCode */
  async rolesGrantWebMenu(db: Db, roleIds: string[], enCode: string): Promise<boolean> {
    if (roleIds.length === 0) return false
    const row = await db.selectFrom('baseAuthorize')
      .innerJoin('baseModule', 'baseModule.id', 'baseAuthorize.itemId')
      .select('baseAuthorize.id')
      .where('baseAuthorize.itemType', '=', 'module').where('baseAuthorize.objectType', '=', 'Role')
      .where('baseAuthorize.objectId', 'in', roleIds)
      .where('baseModule.category', '=', 'Web').where('baseModule.enCode', '=', enCode)
      .limit(1).executeTakeFirst()
    return Boolean(row)
  },
  async insertLog(db: Db, row: SysLogTable): Promise<void> {
    await db.insertInto('baseSyslog').values(row).execute()
  }
}

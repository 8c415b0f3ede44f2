// SQL of the admin guard and the system log: which Web menus a user's roles are granted, and base_syslog rows.
import type { Db } from '../../db/database'
import type { SysLogTable } from '../../db/schema'
import { newId } from '../../lib/tokens'

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
  },
  async anyUser(db: Db): Promise<boolean> {
    return Boolean(await db.selectFrom('baseUser').select('id').limit(1).executeTakeFirst())
  },
  async topOrganizeId(db: Db): Promise<string | undefined> {
    const row = await db.selectFrom('baseOrganize').select('id').where('parentId', '=', '-1').orderBy('sortCode').limit(1).executeTakeFirst()
    return row?.id
  },
  async insertRootOrganize(db: Db, id: string, now: number): Promise<void> {
    await db.insertInto('baseOrganize').values({
      id, parentId: '-1', category: 'company', enCode: 'ROOT', fullName: '集团总部', organizeIdTree: id, sortCode: 0, createdAt: now
    }).execute()
  },
  async insertAdministrator(db: Db, a: { account: string; passwordHash: string; organizeId: string; now: number }): Promise<void> {
    const id = newId()
    await db.insertInto('baseUser').values({
      id, account: a.account, realName: '系统管理员', headIcon: '', gender: 1, birthday: null, mobilePhone: '', email: '', signature: '',
      password: a.passwordHash, enabledMark: 1, isAdministrator: 1, managerId: '', organizeId: a.organizeId, positionId: '',
      logErrorCount: 0, unlockTime: null, prevLogTime: null, prevLogIp: '', lastLogTime: null, lastLogIp: '',
      changePasswordDate: null, createdAt: a.now, sortCode: 0
    }).execute()
    await db.insertInto('baseUserRelation').values({ id: newId(), userId: id, objectType: 'Organize', objectId: a.organizeId, sortCode: 0 }).execute()
  }
}

// Test set-up for administrative endpoints: makes a demo user a project administrator by giving them a new role
// granted the named Web menus (the console areas of server/src/modules/admin/areas.ts). A Web menu missing from
// the catalogue is created, so the tests do not depend on which console menus are installed.
import crypto from 'node:crypto'
import { login, type TestApp } from './app'

export async function grantAdminAreas(t: TestApp, account: string, enCodes: string[]): Promise<string> {
  const db = t.app.ctx.db
  const user = await db.selectFrom('baseUser').selectAll().where('account', '=', account).executeTakeFirstOrThrow()
  const roleId = `role-t-${crypto.randomBytes(4).toString('hex')}`
  await db.insertInto('baseRole').values({ id: roleId, enCode: roleId, fullName: `测试管理角色 ${roleId}`, sortCode: 99 }).execute()
  for (const enCode of enCodes) {
    let menu = await db.selectFrom('baseModule').select('id').where('category', '=', 'Web').where('enCode', '=', enCode).executeTakeFirst()
    if (!menu) {
      menu = { id: `web-t-${enCode}` }
      await db.insertInto('baseModule').values({
        id: menu.id, parentId: '-1', type: 2, enCode, fullName: enCode, icon: '', urlAddress: enCode.replace('.', '/'),
        propertyJson: '{}', linkTarget: '_self', category: 'Web', sortCode: 0
      }).execute()
    }
    await db.insertInto('baseAuthorize').values({ id: `${roleId}-${menu.id}`, itemType: 'module', itemId: menu.id, objectType: 'Role', objectId: roleId }).execute()
  }
  await db.insertInto('baseUserRelation').values({ id: `${user.id}-Role-${roleId}`, userId: user.id, objectType: 'Role', objectId: roleId, sortCode: 9 }).execute()
  return login(t, account)
}

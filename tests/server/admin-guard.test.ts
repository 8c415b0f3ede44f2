// The admin guard and disabled roles: a role switched off in the console grants nothing any more, neither the
// console areas nor the app's menus, buttons and low-code rights.
import { createTestApp, dialects, get, login, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

describe.each(dialects)('disabled roles on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })

  test('when the role that grants a console area is disabled, then the area is refused', async () => {
    const token = await grantAdminAreas(t, 'huangwei', ['permission.project'])
    expect((await get(t, '/H5Api/api/permission/Project', token)).code).toBe(200)
    const role = await t.app.ctx.db.selectFrom('baseRole').select('id').where('id', 'like', 'role-t-%').executeTakeFirstOrThrow()
    await t.app.ctx.db.updateTable('baseRole').set({ enabledMark: 0 }).where('id', '=', role.id).execute()
    expect(await get(t, '/H5Api/api/permission/Project', token)).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
  })

  test('when a user\'s only role is disabled, then the app shows no menus and no low-code rights', async () => {
    const token = await login(t, 'yangshan')
    const before = await get(t, '/H5Api/api/oauth/CurrentUser?type=App', token)
    expect(before.data.menuList.length).toBeGreaterThan(0)
    const roles = await t.app.ctx.db.selectFrom('baseUserRelation').select('objectId').where('userId', '=', 'u-yangshan').where('objectType', '=', 'Role').execute()
    await t.app.ctx.db.updateTable('baseRole').set({ enabledMark: 0 }).where('id', 'in', roles.map((r) => r.objectId)).execute()
    const after = await get(t, '/H5Api/api/oauth/CurrentUser?type=App', token)
    expect(after.data.menuList).toEqual([])
    expect(after.data.permissionList).toEqual([])
  })
})

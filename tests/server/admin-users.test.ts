// 用户管理 of the JNPF 3.6 web console: the list the page shows, the form it edits, create/update/delete and the
// row actions, each refused with a clear message that changes nothing, for administrators only (or a project
// administrator within their own projects), and recorded in the system log.
import { createTestApp, dialects, get, login, md5, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const U = '/api/permission/Users'
const DAY = 86400_000

describe.each(dialects)('user administration on %s', (dialect) => {
  let t: TestApp
  let admin: string
  const db = () => t.app.ctx.db
  const user = (id: string) => db().selectFrom('baseUser').selectAll().where('id', '=', id).executeTakeFirst()
  const userByAccount = (account: string) => db().selectFrom('baseUser').selectAll().where('account', '=', account).executeTakeFirst()
  const relations = async (userId: string, type: string) => (await db().selectFrom('baseUserRelation').select('objectId')
    .where('userId', '=', userId).where('objectType', '=', type).orderBy('sortCode').execute()).map((r) => r.objectId)
  const userCount = async () => Number((await db().selectFrom('baseUser').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
  const logOf = (objectId: string) => db().selectFrom('baseSyslog').selectAll().where('objectId', '=', objectId).orderBy('createdAt').execute()
  const accounts = (r: { data: { list: { account: string }[] } }) => r.data.list.map((u) => u.account)

  /** a new user in 钱江路桥 (TJ-01 of 杭金), as Form.vue sends it */
  const form = (account: string, more: Record<string, unknown> = {}) => ({
    account, realName: '赵六', gender: '1', organizeId: 'org-hj-c1', organizeIdTree: [['org-hq', 'org-hj', 'org-hj-c1']],
    positionId: 'pos-hj-c1-aqy', roleId: 'role-safety', managerId: 'u-zhanghua', mobilePhone: '', email: '', sortCode: 5,
    enabledMark: 1, description: '', ...more
  })

  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
  })
  afterAll(async () => { await t.close() })

  test('when the administrator lists an organisation, then its subtree comes paged with the columns the page shows', async () => {
    const r = await get(t, `${U}?organizeId=org-hj-c1&currentPage=1&pageSize=3`, admin)
    expect(r.code).toBe(200)
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 3, total: 6 })
    expect(r.data.list).toHaveLength(3)
    const zhanghua = (await get(t, `${U}?organizeId=org-hj-c1&keyword=张华`, admin)).data.list
    expect(zhanghua).toEqual([expect.objectContaining({
      id: 'u-zhanghua', account: 'zhanghua', realName: '张华', gender: '男', mobilePhone: '13800000111',
      organize: '江南公路建设集团有限公司/江南路建杭金高速公路有限公司/钱江路桥工程有限公司', position: '项目经理', roleName: '项目经理',
      enabledMark: 1, isAdministrator: 0, handoverMark: 0, sortCode: expect.any(Number), creatorTime: expect.any(Number)
    })])
    expect(accounts(await get(t, `${U}?organizeId=org-hj&pageSize=100`, admin))).toEqual(expect.arrayContaining(['huangwei', 'zhanghua', 'songwenbo']))
    expect(accounts(await get(t, `${U}?organizeId=org-hj-c1&enabledMark=0`, admin))).toEqual(['wudawei'])
    const women = await get(t, `${U}?organizeId=org-hj-c1&gender=2`, admin)
    expect(accounts(women)).toEqual(['wangfang'])
    expect((await get(t, `${U}?organizeId=nope`, admin)).data.pagination.total).toBe(0)
  })

  test('when a lock is in force, then the list shows it as locked, and as enabled once its time has passed', async () => {
    await db().updateTable('baseUser').set({ enabledMark: 2, unlockTime: t.clock.now() + 10 * 60_000 }).where('id', '=', 'u-tianye').execute()
    const locked = await get(t, `${U}?organizeId=org-hj-c3&enabledMark=2`, admin)
    expect(locked.data.list).toEqual([expect.objectContaining({ account: 'tianye', enabledMark: 2, lockMark: 1 })])
    t.clock.advance(11 * 60_000)
    expect((await get(t, `${U}?organizeId=org-hj-c3&enabledMark=2`, admin)).data.list).toEqual([])
    expect(accounts(await get(t, `${U}?organizeId=org-hj-c3&enabledMark=1`, admin))).toContain('tianye')
  })

  test('when the form of a user is opened, then it carries what Form.vue sets; an unknown id is refused', async () => {
    const r = await get(t, `${U}/u-zhanghua`, admin)
    expect(r.data).toMatchObject({
      id: 'u-zhanghua', account: 'zhanghua', realName: '张华', gender: '1', organizeId: 'org-hj-c1',
      organizeIdTree: [['org-hq', 'org-hj', 'org-hj-c1']], positionId: 'pos-hj-c1-xmjl', roleId: 'role-pm', managerId: '',
      mobilePhone: '13800000111', email: 'zhanghua@example.com', enabledMark: 1, nation: '', entryDate: null, birthday: expect.any(Number)
    })
    const bad = await get(t, `${U}/u-nobody`, admin)
    expect(bad.code).toBe(400)
    expect(bad.data).toBeUndefined()
  })

  test('when the administrator creates a user, then the user, the memberships and the audit are stored and the configured default password works', async () => {
    const entryDate = t.clock.now() - 30 * DAY
    const r = await send(t, 'POST', U, form('zhaoliu', { mobilePhone: '13912345678', email: 'zl@example.com', entryDate, telePhone: '0571-8888' }), admin)
    expect(r).toMatchObject({ code: 200, msg: '新建成功' })
    const id = r.data.id as string
    const info = (await get(t, `${U}/${id}`, admin)).data
    expect(info).toMatchObject({ account: 'zhaoliu', realName: '赵六', positionId: 'pos-hj-c1-aqy', roleId: 'role-safety', managerId: 'u-zhanghua', entryDate, telePhone: '0571-8888' })
    expect(await relations(id, 'Organize')).toEqual(['org-hj-c1'])
    expect(await relations(id, 'Project')).toEqual(['proj-hj'])
    expect(await relations(id, 'Contract')).toEqual(['ct-hj-tj01'])
    // the demo group's newUserDefaultPassword
    expect(await login(t, 'zhaoliu', 'Highway@2026')).toMatch(/^bearer /)
    expect(await logOf(id)).toEqual([expect.objectContaining({ moduleName: '用户管理', type: '新增', category: 3, userName: '陈志远/admin' })])

    // without a configured default nothing is made up: the form must carry a password
    await db().deleteFrom('baseSysConfig').where('key', '=', 'newUserDefaultPassword').execute()
    const none = await send(t, 'POST', U, form('zhaoqi', { realName: '赵七' }), admin)
    expect(none).toMatchObject({ code: 400, msg: expect.stringContaining('newUserDefaultPassword') })
    expect(await db().selectFrom('baseUser').select('id').where('account', '=', 'zhaoqi').execute()).toEqual([])
    await db().insertInto('baseSysConfig').values({ key: 'newUserDefaultPassword', value: 'Init@2026' }).execute()
    expect((await send(t, 'POST', U, form('zhaoqi', { realName: '赵七' }), admin)).code).toBe(200)
    expect(await login(t, 'zhaoqi', 'Init@2026')).toMatch(/^bearer /)
  })

  test('when the create form is wrong, then 400 says what is wrong and no user is added', async () => {
    const before = await userCount()
    const bad: [Record<string, unknown>, RegExp][] = [
      [form(''), /账户/], [form('zhanghua'), /已存在/], [form('ZhangHua'), /已存在/], [form('a b'), /账户只能/],
      [form('n1', { realName: ' ' }), /姓名/], [form('n2', { gender: '' }), /性别/], [form('n3', { gender: '9' }), /性别/],
      [form('n4', { organizeId: '', organizeIdTree: [] }), /所属组织/], [form('n5', { organizeId: 'org-none' }), /所属组织/],
      [form('n6', { positionId: 'pos-nj-c1-xmjl' }), /岗位/], [form('n7', { roleId: 'role-none' }), /角色/],
      [form('n8', { mobilePhone: '123' }), /手机/], [form('n9', { mobilePhone: '13800000111' }), /手机/],
      [form('n10', { email: 'x@' }), /邮箱/], [form('n11', { managerId: 'u-none' }), /主管/],
      [form('n12', { birthday: t.clock.now() + DAY }), /出生/], [form('n13', { nation: 'dd-none' }), /民族/],
      [form('n14', { headIcon: '/api/file/Image/userAvatar/20260101_00000000-0000-0000-0000-000000000000.png' }), /头像/],
      [form('n15', { sortCode: -1 }), /sortCode/], [form('n16', { enabledMark: 5 }), /enabledMark/],
      [form('n17', { telePhone: 'abc' }), /办公电话/], [form('n18', { account: 'x'.repeat(51) }), /account/]
    ]
    for (const [body, msg] of bad) {
      const r = await send(t, 'POST', U, body, admin)
      expect({ account: body.account, code: r.code, msg: r.msg }).toEqual({ account: body.account, code: 400, msg: expect.stringMatching(msg) })
    }
    expect(await userCount()).toBe(before)
  })

  test('when a user is updated, then fields and memberships change; a bad update changes nothing', async () => {
    const current = (await get(t, `${U}/u-lijun`, admin)).data
    const r = await send(t, 'PUT', `${U}/u-lijun`, { ...current, realName: '李军军', positionId: 'pos-hj-c1-xmzg,pos-hj-c1-aqy', roleId: 'role-chief,role-safety', description: '兼安全员' }, admin)
    expect(r).toMatchObject({ code: 200, msg: '更新成功' })
    expect((await get(t, `${U}/u-lijun`, admin)).data).toMatchObject({ realName: '李军军', positionId: 'pos-hj-c1-xmzg,pos-hj-c1-aqy', roleId: 'role-chief,role-safety', description: '兼安全员' })
    expect((await user('u-lijun'))!.positionId).toBe('pos-hj-c1-xmzg')
    expect((await logOf('u-lijun')).map((l) => l.type)).toEqual(['修改'])

    const zhanghua = (await get(t, `${U}/u-zhanghua`, admin)).data
    const refused: [Record<string, unknown>, RegExp][] = [
      [{ managerId: 'u-yangshan' }, /下属/], [{ managerId: 'u-zhanghua' }, /自己/], [{ account: 'huangwei' }, /已存在/],
      [{ organizeId: 'org-hj-c1,org-none' }, /所属组织/], [{ positionId: 'pos-hj-c2-xmjl' }, /岗位/], [{ mobilePhone: '13800000112' }, /手机/]
    ]
    for (const [patch, msg] of refused) {
      const bad = await send(t, 'PUT', `${U}/u-zhanghua`, { ...zhanghua, ...patch }, admin)
      expect({ patch, code: bad.code, msg: bad.msg }).toEqual({ patch, code: 400, msg: expect.stringMatching(msg) })
    }
    expect((await get(t, `${U}/u-zhanghua`, admin)).data).toEqual(zhanghua)
    const self = (await get(t, `${U}/u-admin`, admin)).data
    expect((await send(t, 'PUT', `${U}/u-admin`, { ...self, enabledMark: 0 }, admin)).msg).toMatch(/自己/)
    expect((await user('u-admin'))!.enabledMark).toBe(1)
  })

  test('when a user is disabled, unlocked or given a new password, then their sessions end and login follows the change', async () => {
    const session = await login(t, 'yangshan')
    const off = await send(t, 'PUT', `${U}/u-yangshan/Actions/State`, undefined, admin)
    expect(off).toMatchObject({ code: 200, msg: '禁用成功' })
    expect((await get(t, '/api/oauth/CurrentUser', session)).code).toBe(600)
    await expect(login(t, 'yangshan')).rejects.toThrow(/禁用/)
    expect((await send(t, 'PUT', `${U}/u-yangshan/Actions/State`, undefined, admin)).msg).toBe('启用成功')
    await login(t, 'yangshan')
    expect((await logOf('u-yangshan')).map((l) => l.type)).toEqual(['禁用', '启用'])

    expect((await send(t, 'PUT', `${U}/u-yangshan/Actions/unlock`, undefined, admin)).msg).toMatch(/未被锁定/)
    await db().updateTable('baseUser').set({ enabledMark: 2, unlockTime: t.clock.now() + 60_000 }).where('id', '=', 'u-yangshan').execute()
    await expect(login(t, 'yangshan')).rejects.toThrow(/锁定/)
    expect((await send(t, 'PUT', `${U}/u-yangshan/Actions/unlock`, undefined, admin)).code).toBe(200)
    const kept = await login(t, 'yangshan')

    const mismatch = await send(t, 'POST', `${U}/u-yangshan/Actions/ResetPassword`, { userPassword: md5('New@2026'), validatePassword: md5('Other@2026') }, admin)
    expect(mismatch.msg).toMatch(/不一致/)
    expect((await send(t, 'POST', `${U}/u-yangshan/Actions/ResetPassword`, { userPassword: 'plain', validatePassword: 'plain' }, admin)).code).toBe(400)
    expect((await get(t, '/api/oauth/CurrentUser', kept)).code).toBe(200)
    const reset = await send(t, 'POST', `${U}/u-yangshan/Actions/ResetPassword`, { id: 'u-yangshan', userPassword: md5('New@2026'), validatePassword: md5('New@2026') }, admin)
    expect(reset.code).toBe(200)
    expect((await get(t, '/api/oauth/CurrentUser', kept)).code).toBe(600)
    await expect(login(t, 'yangshan')).rejects.toThrow()
    await login(t, 'yangshan', 'New@2026')
    expect((await logOf('u-yangshan')).map((l) => l.type)).toEqual(['禁用', '启用', '解锁', '重置密码'])
  })

  test('when the administrator would disable or delete themselves, then it is refused', async () => {
    expect((await send(t, 'PUT', `${U}/u-admin/Actions/State`, undefined, admin)).msg).toMatch(/自己/)
    expect((await send(t, 'DELETE', `${U}/u-admin`, undefined, admin)).msg).toMatch(/自己/)
    expect((await user('u-admin'))!.enabledMark).toBe(1)
  })

  test('when a user is deleted, then the user and their memberships are gone; a user others report to stays', async () => {
    const id = (await send(t, 'POST', U, form('zhaoba', { realName: '赵八' }), admin)).data.id as string
    const session = await login(t, 'zhaoba', 'Init@2026')
    const r = await send(t, 'DELETE', `${U}/${id}`, undefined, admin)
    expect(r).toMatchObject({ code: 200, msg: '删除成功' })
    expect(await user(id)).toBeUndefined()
    expect(await relations(id, 'Project')).toEqual([])
    expect((await get(t, '/api/oauth/CurrentUser', session)).code).toBe(600)
    expect((await logOf(id)).map((l) => l.type)).toEqual(['新增', '删除'])
    expect((await send(t, 'DELETE', `${U}/u-zhanghua`, undefined, admin)).msg).toMatch(/下属|工作交接/)
    expect((await send(t, 'DELETE', `${U}/u-nobody`, undefined, admin)).code).toBe(400)
    expect(await user('u-zhanghua')).toBeDefined()
  })

  test('when somebody without the user area calls any of it, then 400 没有访问权限 and nothing changes', async () => {
    const zhanghua = await login(t, 'zhanghua')
    const calls: [string, string, unknown?][] = [
      ['GET', U], ['GET', `${U}/u-lijun`], ['POST', U, form('sneaky')], ['PUT', `${U}/u-lijun`, { realName: '改名' }],
      ['DELETE', `${U}/u-yangshan`], ['PUT', `${U}/u-lijun/Actions/State`], ['PUT', `${U}/u-lijun/Actions/unlock`],
      ['POST', `${U}/u-lijun/Actions/ResetPassword`, { userPassword: md5('x'), validatePassword: md5('x') }]
    ]
    for (const [method, url, body] of calls) {
      const r = method === 'GET' ? await get(t, url, zhanghua) : await send(t, method as 'POST', url, body, zhanghua)
      expect({ url, method, code: r.code, msg: r.msg }).toEqual({ url, method, code: 400, msg: '没有访问权限，请联系管理员' })
    }
    expect(await userByAccount('sneaky')).toBeUndefined()
    expect((await user('u-lijun'))!.realName).toBe('李军军')
    expect((await user('u-lijun'))!.enabledMark).toBe(1)
  })

  test('when a project administrator of 杭金 works, then only 杭金 people are seen and changed, and only inside 杭金', async () => {
    const hw = await grantAdminAreas(t, 'huangwei', ['permission.user'])
    const list = accounts(await get(t, `${U}?pageSize=500`, hw))
    expect(list).toEqual(expect.arrayContaining(['zhanghua', 'songwenbo', 'huangwei']))
    expect(list).not.toContain('dongliang')
    expect(list).not.toContain('admin')
    expect((await get(t, `${U}?keyword=董亮`, hw)).data.pagination.total).toBe(0)
    expect((await get(t, `${U}/u-dongliang`, hw)).code).toBe(400)
    expect((await get(t, `${U}/u-admin`, hw)).code).toBe(400)

    const dongliang = await user('u-dongliang')
    for (const [method, url, body] of [
      ['PUT', `${U}/u-dongliang`, { realName: '改名' }], ['DELETE', `${U}/u-dongliang`], ['PUT', `${U}/u-dongliang/Actions/State`],
      ['POST', `${U}/u-dongliang/Actions/ResetPassword`, { userPassword: md5('x'), validatePassword: md5('x') }],
      ['PUT', `${U}/u-admin/Actions/State`], ['PUT', `${U}/u-wangjianguo`, { realName: '改名' }]
    ] as [string, string, unknown?][]) {
      const r = await send(t, method as 'PUT', url, body, hw)
      expect({ url, code: r.code }).toEqual({ url, code: 400 })
    }
    expect(await user('u-dongliang')).toEqual(dongliang)
    expect((await user('u-wangjianguo'))!.realName).toBe('王建国')
    expect((await user('u-admin'))!.enabledMark).toBe(1)

    const outside = await send(t, 'POST', U, form('njren', { organizeId: 'org-nj-c1', organizeIdTree: [], positionId: '', roleId: '' }), hw)
    expect(outside).toMatchObject({ code: 400, msg: expect.stringMatching(/项目/) })
    const group = await send(t, 'POST', U, form('hqren', { organizeId: 'org-hq-gc', positionId: '', roleId: '' }), hw)
    expect(group.code).toBe(400)
    // a role opening an admin area huangwei lacks (the role management area) cannot come from him
    await grantAdminAreas(t, 'hexiaoyan', ['permission.role'])
    const roleArea = (await relations('u-hexiaoyan', 'Role')).find((r) => r.startsWith('role-t-'))
    const escalate = await send(t, 'POST', U, form('boss', { roleId: roleArea }), hw)
    expect(escalate).toMatchObject({ code: 400, msg: expect.stringMatching(/权限/) })
    expect(await userByAccount('njren')).toBeUndefined()
    expect(await userByAccount('boss')).toBeUndefined()

    const own = await send(t, 'POST', U, form('hjren', { realName: '杭金新人' }), hw)
    expect(own.code).toBe(200)
    expect(await relations(own.data.id, 'Project')).toEqual(['proj-hj'])
    expect((await send(t, 'PUT', `${U}/${own.data.id}/Actions/State`, undefined, hw)).msg).toBe('禁用成功')
  })
})

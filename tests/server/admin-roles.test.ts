// 角色管理 of the JNPF 3.6 console (/api/permission/Role) and its 权限组 twin (/api/permission/PermissionGroup):
// the shapes the console pages read, the form rules (400 with a reason, nothing changed), the whole-group rule for
// writes, role members within a project administrator's own projects, and the system log.
import { grantAdminAreas } from './helpers/admin'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const R = '/api/permission/Role'
const G = '/api/permission/PermissionGroup'

describe.each(dialects)('role administration on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zhanghua: string
  let huangwei: string
  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    zhanghua = await login(t, 'zhanghua')
    huangwei = await grantAdminAreas(t, 'huangwei', ['permission.role', 'permission.authorize'])
  })
  afterAll(async () => { await t.close() })

  const db = () => t.app.ctx.db
  const roleRow = (id: string) => db().selectFrom('baseRole').selectAll().where('id', '=', id).executeTakeFirst()
  const roleByCode = (enCode: string) => db().selectFrom('baseRole').selectAll().where('enCode', '=', enCode).executeTakeFirst()
  const roleCount = async () => (await db().selectFrom('baseRole').select('id').execute()).length
  const members = async (roleId: string) => (await db().selectFrom('baseUserRelation').select('userId')
    .where('objectType', '=', 'Role').where('objectId', '=', roleId).execute()).map((r) => r.userId).sort()
  const logs = (objectId: string) => db().selectFrom('baseSyslog').selectAll().where('objectId', '=', objectId).execute()
  const create = async (body: Record<string, unknown>) => {
    const r = await send(t, 'POST', R, { sortCode: 0, enabledMark: 1, globalMark: 1, description: '', ...body }, admin)
    expect(r).toMatchObject({ code: 200 })
    return (await roleByCode(String(body.enCode)))!
  }

  test('when the administrator opens the role page, then the list has the columns the console shows, paged and filtered', async () => {
    const r = await get(t, `${R}?keyword=&organizeId=&currentPage=1&pageSize=3`, admin)
    expect(r.code).toBe(200)
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 3, total: expect.any(Number) })
    expect(r.data.pagination.total).toBeGreaterThanOrEqual(10)
    expect(r.data.list).toHaveLength(3)
    expect(r.data.list[0]).toEqual(expect.objectContaining({
      id: expect.any(String), fullName: expect.any(String), enCode: expect.any(String), type: '全局', organizeInfo: '',
      sortCode: expect.any(Number), enabledMark: 1
    }))
    expect(r.data.list[0]).toHaveProperty('creatorTime')
    const byName = await get(t, `${R}?keyword=${encodeURIComponent('项目经理')}&type=&enabledMark=`, admin)
    expect(byName.data.list.map((x: { id: string }) => x.id)).toEqual(['role-pm', 'role-owner-pm'])
    const global = await get(t, `${R}?organizeId=0&type=1&enabledMark=1&pageSize=100`, admin)
    expect(global.data.list.every((x: { type: string }) => x.type === '全局')).toBe(true)
    expect((await get(t, `${R}?type=0`, admin)).data.pagination.total).toBe(0)
    expect((await get(t, `${R}/role-pm`, admin)).data).toMatchObject({ id: 'role-pm', enCode: 'projectManager', globalMark: 1, organizeIdsTree: [] })
  })

  test('when a role is created, read back and edited, then the form round-trips and every write is logged', async () => {
    const role = await create({ fullName: '测量员', enCode: 'surveyor', sortCode: 7, description: '控制测量与放样' })
    expect(role).toMatchObject({ fullName: '测量员', globalMark: 1, enabledMark: 1, sortCode: 7, description: '控制测量与放样' })
    const info = await get(t, `${R}/${role.id}`, admin)
    expect(info.data).toMatchObject({ id: role.id, fullName: '测量员', enCode: 'surveyor', globalMark: 1, organizeIdsTree: [], sortCode: 7, enabledMark: 1 })
    const put = await send(t, 'PUT', `${R}/${role.id}`, { ...info.data, fullName: '测量工程师', sortCode: 8 }, admin)
    expect(put).toMatchObject({ code: 200, msg: '更新成功' })
    expect(await roleRow(role.id)).toMatchObject({ fullName: '测量工程师', sortCode: 8, enCode: 'surveyor' })
    const log = await logs(role.id)
    expect(log.map((l) => [l.moduleName, l.type])).toEqual(expect.arrayContaining([['角色管理', '新增'], ['角色管理', '修改']]))
    expect(log[0]).toMatchObject({ category: 3, userName: '陈志远/admin', requestMethod: expect.any(String) })
  })

  test('when the form is wrong, then 400 says why and no role is added or changed', async () => {
    const before = await roleCount()
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ fullName: '', enCode: 'x1' }, /角色名称不能为空/],
      [{ fullName: '重复编码', enCode: 'projectManager' }, /角色编码 projectManager 已存在/],
      [{ fullName: '项目经理', enCode: 'pm2' }, /角色名称 项目经理 已存在/],
      [{ fullName: '坏编码', enCode: '.abc' }, /只能输入英文、数字和小数点/],
      [{ fullName: '长名称'.repeat(20), enCode: 'long1' }, /不能超过50个字符/],
      [{ fullName: '组织角色', enCode: 'orgRole1', globalMark: 0, organizeIdsTree: [] }, /必须选择所属组织/],
      [{ fullName: '组织角色', enCode: 'orgRole2', globalMark: 0, organizeIdsTree: [['org-hq', 'nope']] }, /所属组织不存在/],
      [{ fullName: '状态', enCode: 'st1', enabledMark: 5 }, /./],
      [{ fullName: '排序', enCode: 'so1', sortCode: -1 }, /./]
    ]
    for (const [body, msg] of bad) {
      const r = await send(t, 'POST', R, { globalMark: 1, ...body }, admin)
      expect({ body, code: r.code }).toEqual({ body, code: 400 })
      expect(r.msg).toMatch(msg)
    }
    expect(await roleCount()).toBe(before)
    const pm = await roleRow('role-pm')
    const r = await send(t, 'PUT', `${R}/role-pm`, { fullName: '总工程师', enCode: 'projectManager', globalMark: 1 }, admin)
    expect(r).toMatchObject({ code: 400, msg: '角色名称 总工程师 已存在' })
    expect(await roleRow('role-pm')).toEqual(pm)
    expect((await send(t, 'PUT', `${R}/role-admin`, { fullName: '系统管理员', enCode: 'root', globalMark: 1 }, admin)).msg).toBe('系统管理员角色的编码不能修改')
    expect((await get(t, `${R}/nope`, admin))).toMatchObject({ code: 400, msg: '角色不存在或已被删除' })
    expect((await send(t, 'PUT', `${R}/nope`, { fullName: 'a', enCode: 'a' }, admin)).code).toBe(400)
  })

  test('when an organisation role is saved, then the page filters it under its organisation and the form shows the path', async () => {
    const role = await create({ fullName: '杭金资料员', enCode: 'hjArchivist', globalMark: 0, organizeIdsTree: [['org-hq', 'org-hj']] })
    expect((await get(t, `${R}/${role.id}`, admin)).data).toMatchObject({ globalMark: 0, type: '组织', organizeIdsTree: [['org-hq', 'org-hj']] })
    const underHj = await get(t, `${R}?organizeId=org-hj`, admin)
    expect(underHj.data.list).toEqual([expect.objectContaining({ id: role.id, type: '组织', organizeInfo: '江南公路建设集团有限公司/江南路建杭金高速公路有限公司' })])
    // the department's people are covered by the company role; the other project's are not
    expect((await get(t, `${R}?organizeId=org-nj`, admin)).data.list).toEqual([])
    expect((await get(t, `${R}?organizeId=0&pageSize=100`, admin)).data.list.map((x: { id: string }) => x.id)).not.toContain(role.id)
    const options = await send(t, 'POST', `${R}/getListByOrgIds`, { organizeIds: ['org-hj-gc', 'org-nj'] }, admin)
    expect(options.data.list.map((o: { id: string }) => o.id)).toEqual(['org-hj-gc', 'org-nj', '0'])
    expect(options.data.list[0]).toMatchObject({ fullName: '工程技术部', hasChildren: true, children: [expect.objectContaining({ id: role.id, fullName: '杭金资料员' })] })
    expect(options.data.list[1].children).toEqual([])
    expect(options.data.list[2].children.map((c: { id: string }) => c.id)).toContain('role-pm')

    const top = await get(t, `/api/permission/Users/GetUsersByRoleOrgId?roleId=${role.id}&organizeId=0&keyword=`, admin)
    expect(top.data).toEqual([expect.objectContaining({ id: 'org-hj', type: 'company', hasChildren: true })])
    const level = await get(t, `/api/permission/Users/GetUsersByRoleOrgId?roleId=${role.id}&organizeId=org-hj`, admin)
    expect(level.data.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining(['org-hj-gc', 'u-huangwei']))
    const found = await get(t, `/api/permission/Users/GetUsersByRoleOrgId?roleId=${role.id}&keyword=${encodeURIComponent('徐志明')}`, admin)
    expect(found.data).toEqual([expect.objectContaining({ id: 'u-xuzhiming', type: 'user', fullName: '徐志明/xuzhiming' })])
    expect((await get(t, `/api/permission/Users/GetUsersByRoleOrgId?roleId=${role.id}&organizeId=org-nj`, admin)).code).toBe(400)

    // a person of the other project cannot hold it; one of its organisations can
    const out = await send(t, 'POST', `${G}/PermissionMember/${role.id}`, { id: role.id, ids: ['u-yuanhao--user'] }, admin)
    expect(out).toMatchObject({ code: 400, msg: expect.stringContaining('袁浩 不属于该角色的所属组织') })
    expect(await members(role.id)).toEqual([])
    expect((await send(t, 'POST', `${G}/PermissionMember/${role.id}`, { id: role.id, ids: ['u-xuzhiming--user'] }, admin)).code).toBe(200)
    // and the organisation cannot be changed away from its member
    const move = await send(t, 'PUT', `${R}/${role.id}`, { fullName: '杭金资料员', enCode: 'hjArchivist', globalMark: 0, organizeIdsTree: [['org-hq', 'org-nj']] }, admin)
    expect(move).toMatchObject({ code: 400, msg: expect.stringContaining('1位成员不属于所选组织') })
    expect((await get(t, `${R}/${role.id}`, admin)).data.organizeIdsTree).toEqual([['org-hq', 'org-hj']])
  })

  test('when a role picker asks, then organisation roles hang under their organisations and global ones under 全局', async () => {
    const archivist = (await roleByCode('hjArchivist'))!
    const tree = (await get(t, `${R}/SelectorByPermission`, admin)).data.list
    const global = tree.find((n: { id: string }) => n.id === '1')
    expect(global).toMatchObject({ fullName: '全局', onlyId: 'organizeList_0', hasChildren: true })
    expect(global.children.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining(['role-pm', 'role-admin']))
    expect(global.children[0]).toMatchObject({ type: 'role', parentId: '1', onlyId: expect.stringContaining('--1') })
    const hq = tree.find((n: { id: string }) => n.id === 'org-hq')
    expect(hq.children.find((n: { id: string }) => n.id === 'org-hj').children).toEqual([
      expect.objectContaining({ id: archivist.id, type: 'role', parentId: 'org-hj', onlyId: `${archivist.id}--org-hj` })
    ])
    const some = await send(t, 'POST', `${R}/RoleCondition`, { ids: ['role-lab', 'org-hj'] }, zhanghua)
    expect(some.code).toBe(200)
    expect(JSON.stringify(some.data.list)).toContain(archivist.id)
    expect(some.data.list.find((n: { id: string }) => n.id === '1').children.map((c: { id: string }) => c.id)).toEqual(['role-lab'])
    expect((await send(t, 'POST', `${R}/RoleCondition`, { ids: ['nope'] }, zhanghua)).data.list).toEqual([])
    expect((await get(t, `${R}/SelectorByPermission`, zhanghua)).code).toBe(400)
  })

  test('when a role still has members, then delete and disable are refused naming how many; an empty one goes with its grants', async () => {
    const pmMembers = (await members('role-pm')).length
    const del = await send(t, 'DELETE', `${R}/role-pm`, {}, admin)
    expect(del).toMatchObject({ code: 400, msg: `该角色还有${pmMembers}位成员，请先移除成员再删除` })
    expect(await roleRow('role-pm')).toBeDefined()
    expect((await send(t, 'PUT', `${R}/role-pm/Actions/State`, {}, admin)).msg).toBe(`该角色还有${pmMembers}位成员，请先移除成员再禁用`)
    expect((await roleRow('role-pm'))!.enabledMark).toBe(1)
    await db().deleteFrom('baseUserRelation').where('objectType', '=', 'Role').where('objectId', '=', 'role-admin').execute()
    expect((await send(t, 'DELETE', `${R}/role-admin`, {}, admin)).msg).toBe('系统管理员角色不能删除')
    expect((await send(t, 'PUT', `${R}/role-admin/Actions/State`, {}, admin)).msg).toBe('系统管理员角色不能禁用')
    expect(await roleRow('role-admin')).toMatchObject({ enabledMark: 1 })

    const role = await create({ fullName: '临时角色', enCode: 'temp.role' })
    await db().insertInto('baseAuthorize').values({ id: 'g-temp', itemType: 'module', itemId: 'm-flowTodo', objectType: 'Role', objectId: role.id }).execute()
    expect(await send(t, 'PUT', `${R}/${role.id}/Actions/State`, {}, admin)).toMatchObject({ code: 200 })
    expect((await roleRow(role.id))!.enabledMark).toBe(0)
    expect((await get(t, `${R}?enabledMark=0`, admin)).data.list.map((x: { id: string }) => x.id)).toEqual([role.id])
    // a disabled role takes no new members
    expect((await send(t, 'POST', `${G}/PermissionMember/${role.id}`, { ids: ['u-lijun--user'] }, admin)).msg).toBe('该角色已禁用，不能添加成员')
    expect(await send(t, 'PUT', `${R}/${role.id}/Actions/State`, {}, admin)).toMatchObject({ code: 200 })
    expect(await send(t, 'DELETE', `${R}/${role.id}`, {}, admin)).toMatchObject({ code: 200, msg: '删除成功' })
    expect(await roleRow(role.id)).toBeUndefined()
    expect(await db().selectFrom('baseAuthorize').select('id').where('objectId', '=', role.id).execute()).toEqual([])
    expect((await logs(role.id)).map((l) => l.type)).toEqual(expect.arrayContaining(['新增', '禁用', '启用', '删除']))
    expect((await send(t, 'DELETE', `${R}/nope`, {}, admin)).code).toBe(400)
  })

  test('when a user without the role area calls, then every endpoint refuses and nothing changes', async () => {
    const before = await roleCount()
    const calls: [string, string, unknown?][] = [
      ['GET', R], ['GET', `${R}/role-pm`], ['POST', R, { fullName: '越权', enCode: 'sneaky' }], ['PUT', `${R}/role-pm`, { fullName: 'x', enCode: 'x' }],
      ['DELETE', `${R}/role-pending`], ['PUT', `${R}/role-pending/Actions/State`], ['GET', G], ['GET', `${G}/PermissionMember/role-pm`],
      ['POST', `${G}/PermissionMember/role-pm`, { ids: [] }], ['POST', `${G}/role-pm/Actions/Copy`],
      ['GET', `/api/permission/Users/GetUsersByRoleOrgId?roleId=role-pm`], ['POST', `${R}/getListByOrgIds`, { organizeIds: ['org-hj'] }]
    ]
    for (const [method, url, body] of calls) {
      const r = method === 'GET' ? await get(t, url, zhanghua) : await send(t, method as 'POST', url, body ?? {}, zhanghua)
      expect({ url, code: r.code, msg: r.msg }).toEqual({ url, code: 400, msg: '没有访问权限，请联系管理员' })
    }
    expect(await roleCount()).toBe(before)
    expect((await members('role-pm')).length).toBeGreaterThan(3)
    expect((await roleRow('role-pending'))!.enabledMark).toBe(1)
  })

  test('when a project administrator manages roles, then they read all roles but only an administrator changes them', async () => {
    expect((await get(t, R, huangwei)).data.pagination.total).toBeGreaterThanOrEqual(10)
    const before = await roleCount()
    const refused = await send(t, 'POST', R, { fullName: '项目资料员', enCode: 'pjArchivist', globalMark: 1 }, huangwei)
    expect(refused).toMatchObject({ code: 400, msg: '该操作影响整个集团，仅系统管理员可以执行' })
    expect((await send(t, 'PUT', `${R}/role-lab`, { fullName: '试验员2', enCode: 'labTechnician', globalMark: 1 }, huangwei)).code).toBe(400)
    expect((await send(t, 'DELETE', `${R}/role-pending`, {}, huangwei)).code).toBe(400)
    expect((await send(t, 'POST', `${G}/role-pm/Actions/Copy`, {}, huangwei)).code).toBe(400)
    expect(await roleCount()).toBe(before)
    expect((await roleRow('role-lab'))!.fullName).toBe('试验员')
  })

  test('when a project administrator edits role members, then only their own project people are seen and changed', async () => {
    const all = await members('role-pm')
    const mine = await get(t, `${G}/PermissionMember/role-pm`, huangwei)
    const seen = mine.data.list.map((m: { id: string }) => m.id)
    expect(mine.data.list[0]).toEqual({ id: expect.any(String), type: 'user', fullName: expect.stringContaining('/') })
    expect(seen).toEqual(expect.arrayContaining(['u-huangwei', 'u-zhanghua']))
    expect(seen).not.toContain('u-yuanhao')
    expect(seen).not.toContain('u-dongliang')
    // someone of the other project cannot be added, and the answer does not tell them apart from an unknown id
    for (const ids of [[...seen, 'u-dongliang'], [...seen, 'u-nobody'], [...seen, 'u-admin']]) {
      const r = await send(t, 'POST', `${G}/PermissionMember/role-pm`, { id: 'role-pm', ids: ids.map((i) => `${i}--user`) }, huangwei)
      expect(r).toMatchObject({ code: 400, msg: '用户不存在或不在您管理的项目中' })
    }
    expect(await members('role-pm')).toEqual(all)
    // dropping zhengkai (theirs) leaves yuanhao and dongliang (not theirs) where they are
    const next = seen.filter((id: string) => id !== 'u-zhengkai')
    expect(await send(t, 'POST', `${G}/PermissionMember/role-pm`, { id: 'role-pm', ids: next.map((i: string) => `${i}--user`) }, huangwei)).toMatchObject({ code: 200 })
    expect(await members('role-pm')).toEqual(all.filter((id) => id !== 'u-zhengkai'))
    const log = (await logs('role-pm')).find((l) => l.userName === '黄伟/huangwei')
    expect(log).toMatchObject({ moduleName: '权限授权', abstracts: expect.stringContaining('移出 郑凯/zhengkai') })
    // a role that reaches console areas they lack, and the administrator role, stay out of their hands
    expect((await send(t, 'POST', `${G}/PermissionMember/role-admin`, { ids: ['u-lijun--user'] }, huangwei)).msg).toBe('只有系统管理员可以设置系统管理员角色的成员')
    const strong = await create({ fullName: '用户管理员', enCode: 'userAdmin' })
    let userMenu = await db().selectFrom('baseModule').select('id').where('category', '=', 'Web').where('enCode', '=', 'permission.user').executeTakeFirst()
    if (!userMenu) {
      userMenu = { id: 'web-t2-user' }
      await db().insertInto('baseModule').values({
        id: userMenu.id, parentId: '-1', type: 2, enCode: 'permission.user', fullName: '用户管理', icon: '', urlAddress: 'permission/user',
        propertyJson: '{}', linkTarget: '_self', category: 'Web', sortCode: 0
      }).execute()
    }
    await db().insertInto('baseAuthorize').values({ id: 'g-strong', itemType: 'module', itemId: userMenu.id, objectType: 'Role', objectId: strong.id }).execute()
    const up = await send(t, 'POST', `${G}/PermissionMember/${strong.id}`, { ids: ['u-lijun--user'] }, huangwei)
    expect(up).toMatchObject({ code: 400, msg: expect.stringContaining('permission.user') })
    expect(await members(strong.id)).toEqual([])
    expect((await send(t, 'POST', `${G}/PermissionMember/${strong.id}`, { ids: ['u-org-hj--department'] }, admin)).msg).toMatch(/权限成员只能选择用户/)
  })

  test('when the 权限组 page lists, copies and edits, then it works on the same role rows', async () => {
    const list = await get(t, `${G}?keyword=${encodeURIComponent('试验员')}&enabledMark=&currentPage=1&pageSize=20`, admin)
    expect(list.data.list).toEqual([expect.objectContaining({ id: 'role-lab', fullName: '试验员', enCode: 'labTechnician', enabledMark: 1, permissionMember: expect.stringContaining('周强') })])
    expect((await get(t, `${G}/Selector`, admin)).data.list).toEqual(expect.arrayContaining([expect.objectContaining({ id: 'role-lab', icon: 'icon-ym icon-ym-authGroup' })]))
    const grants = async (id: string) => (await db().selectFrom('baseAuthorize').select(['itemType', 'itemId']).where('objectId', '=', id).execute())
      .map((g) => `${g.itemType}:${g.itemId}`).sort()
    expect(await send(t, 'POST', `${G}/role-lab/Actions/Copy`, {}, admin)).toMatchObject({ code: 200, msg: '复制成功' })
    const copy = (await db().selectFrom('baseRole').selectAll().where('fullName', 'like', '试验员.副本%').executeTakeFirst())!
    expect(copy).toMatchObject({ enabledMark: 0, enCode: expect.stringMatching(/^labTechnician\./) })
    expect(await grants(copy.id)).toEqual(await grants('role-lab'))
    expect(await members(copy.id)).toEqual([])
    const put = await send(t, 'PUT', `${G}/${copy.id}`, { fullName: '试验员（夜班）', enCode: 'labNight', sortCode: 3, enabledMark: 1, description: '' }, admin)
    expect(put.code).toBe(200)
    expect(await roleRow(copy.id)).toMatchObject({ fullName: '试验员（夜班）', enCode: 'labNight', enabledMark: 1, globalMark: 1 })
    expect((await get(t, `${G}/${copy.id}`, admin)).data).toMatchObject({ fullName: '试验员（夜班）' })
    expect((await send(t, 'POST', G, { fullName: '', enCode: 'empty' }, admin)).code).toBe(400)
    expect(await send(t, 'DELETE', `${G}/${copy.id}`, {}, admin)).toMatchObject({ code: 200 })
    expect((await logs(copy.id)).map((l) => `${l.moduleName}:${l.type}`)).toEqual(expect.arrayContaining(['权限授权:新增', '权限授权:修改', '权限授权:删除']))
  })
})

// 权限授权 of the JNPF 3.6 console: the AuthorizePopup steps (/api/permission/Authority/Data/{roleId}/Values), the
// save that replaces a role's grants in one go, and what the app then shows a holder of the role (CurrentUser).
import { grantAdminAreas } from './helpers/admin'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const A = '/api/permission/Authority'
const G = '/api/permission/PermissionGroup'
const SYS = 'web-system-main'

interface Node { id: string; fullName: string; disabled: boolean; children?: Node[] }
const ids = (nodes: Node[]): string[] => nodes.flatMap((n) => [n.id, ...ids(n.children ?? [])])
const find = (nodes: Node[], id: string): Node | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n
    const hit = find(n.children ?? [], id)
    if (hit) return hit
  }
  return undefined
}

describe.each(dialects)('role authorisation on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zhanghua: string
  let huangwei: string
  let roleId: string
  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    zhanghua = await login(t, 'zhanghua')
    huangwei = await grantAdminAreas(t, 'huangwei', ['permission.authorize'])
    await send(t, 'POST', '/api/permission/Role', { fullName: '外业记录员', enCode: 'fieldRecorder', globalMark: 1, sortCode: 0, enabledMark: 1 }, admin)
    roleId = (await t.app.ctx.db.selectFrom('baseRole').select('id').where('enCode', '=', 'fieldRecorder').executeTakeFirstOrThrow()).id
  })
  afterAll(async () => { await t.close() })

  const db = () => t.app.ctx.db
  const values = (id: string, type: string, moduleIds = '', token = admin) => send(t, 'POST', `${A}/Data/${id}/Values`, { type, moduleIds }, token)
  const grants = async (id: string) => (await db().selectFrom('baseAuthorize').select(['itemType', 'itemId']).where('objectType', '=', 'Role')
    .where('objectId', '=', id).execute()).map((g) => `${g.itemType}:${g.itemId}`).sort()

  test('when the popup walks its steps for a role, then each step answers {list, ids, all} with the role\'s grants', async () => {
    const system = await values('role-pm', 'system')
    expect(system.data).toEqual({ list: [expect.objectContaining({ id: SYS, disabled: false })], ids: [SYS], all: [SYS] })
    expect((await values(roleId, 'system')).data.ids).toEqual([])

    expect((await values('role-pm', 'module')).data).toEqual({ list: [], ids: [], all: [] })
    const module = await values('role-pm', 'module', SYS)
    const tree: Node[] = module.data.list
    expect(tree.map((n) => n.id)).toEqual([SYS])
    const app = find(tree, `${SYS}-app`)!
    expect(app).toMatchObject({ fullName: 'APP菜单' })
    expect(find(app.children!, 'm-workflow')!.children!.map((n) => n.id)).toEqual(expect.arrayContaining(['m-flowTodo', 'm-flowDone']))
    expect(module.data.ids).toEqual(expect.arrayContaining([SYS, 'm-flowTodo', 'm-workflow']))
    expect(module.data.all).toEqual(ids(tree))
    // the worker role does not have 全部应用's neighbours like 项目首页
    expect((await values('role-worker', 'module', SYS)).data.ids).not.toContain('m-homepage')

    const buttons = await values('role-pm', 'button', [SYS, `${SYS}-app`, 'm-workflow', 'm-flowTodo'].join(','))
    const todo = find(buttons.data.list, 'm-flowTodo')!
    expect(todo.children!.map((n) => n.id)).toEqual(['m-flowTodo-btn_add', 'm-flowTodo-btn_edit', 'm-flowTodo-btn_detail', 'm-flowTodo-btn_remove', 'm-flowTodo-btn_download'])
    expect(find(buttons.data.list, 'm-flowDone')).toBeUndefined()
    expect(buttons.data.ids.sort()).toEqual(todo.children!.map((n) => n.id).sort())
    const worker = await values('role-worker', 'button', 'm-flowTodo')
    expect(worker.data.ids.sort()).toEqual(['m-flowTodo-btn_add', 'm-flowTodo-btn_detail'])

    const column = await db().selectFrom('baseModuleColumn').selectAll().executeTakeFirstOrThrow()
    const columns = await values('role-pm', 'column', column.moduleId)
    expect(find(columns.data.list, column.moduleId)!.children!.map((n) => n.id)).toContain(column.id)
    expect((await values('role-pm', 'form', column.moduleId)).data.list).not.toEqual([])
    // 数据权限: no per-menu data schemes, data follows project and section membership
    expect((await values('role-pm', 'resource', 'm-flowTodo')).data).toEqual({ list: [], ids: [], all: [] })
    expect((await values('role-pm', 'nonsense')).code).toBe(400)
    expect((await send(t, 'POST', `${A}/Data/role-pm/Values`, null, admin)).code).toBe(400)
    expect((await values('no-such-role', 'system')).code).toBe(400)
  })

  test('when grants are saved, then they replace the role\'s grants, bring the directories and drop what no granted menu shows', async () => {
    const colRow = await db().selectFrom('baseModuleColumn').selectAll().executeTakeFirstOrThrow()
    const form = {
      objectType: 'Batch',
      systemIds: [SYS],
      module: [SYS, `${SYS}-app`, 'm-flowTodo', 'm-flowDone'],
      // the console sends half-checked parents and ids of other steps along; a button of an ungranted menu is dropped
      button: [SYS, `${SYS}-app`, 'm-workflow', 'm-flowTodo', 'm-flowTodo-btn_add', 'm-flowDone-btn_detail', 'm-hotWork-btn_add'],
      column: [colRow.id, 'm-flowTodo'],
      form: [],
      resource: ['m-flowTodo', SYS],
      roleIds: []
    }
    const r = await send(t, 'PUT', `${A}/Data/${roleId}`, form, admin)
    expect(r).toMatchObject({ code: 200, msg: '操作成功' })
    expect(await grants(roleId)).toEqual([
      'button:m-flowDone-btn_detail', 'button:m-flowTodo-btn_add', 'module:m-flowDone', 'module:m-flowTodo', 'module:m-workflow'
    ])
    const log = await db().selectFrom('baseSyslog').selectAll().where('objectId', '=', roleId).where('moduleName', '=', '权限授权').execute()
    expect(log).toEqual([expect.objectContaining({ type: '授权', abstracts: '角色 外业记录员：菜单3项，按钮2项，列表0项，表单0项', userName: '陈志远/admin' })])
    // a second save replaces, it does not add
    expect((await send(t, 'PUT', `${A}/Data/${roleId}`, { ...form, button: ['m-flowTodo-btn_add'] }, admin)).code).toBe(200)
    expect(await grants(roleId)).toEqual(['button:m-flowTodo-btn_add', 'module:m-flowDone', 'module:m-flowTodo', 'module:m-workflow'])
    // and the popup reads back what was saved
    expect((await values(roleId, 'module', SYS)).data.ids.sort()).toEqual([SYS, 'm-flowDone', 'm-flowTodo', 'm-workflow'].sort())
  })

  test('when a holder of the role opens the app, then CurrentUser shows exactly the granted entries and buttons', async () => {
    expect((await send(t, 'POST', `${G}/PermissionMember/${roleId}`, { id: roleId, ids: ['u-tangjing--user'] }, admin)).code).toBe(200)
    const token = await login(t, 'tangjing')
    const cu = (await get(t, '/H5Api/api/oauth/CurrentUser?type=App', token)).data
    expect(cu.menuList.map((m: { id: string }) => m.id)).toEqual(['m-workflow'])
    expect(cu.menuList[0].children.map((m: { id: string }) => m.id)).toEqual(['m-flowTodo', 'm-flowDone'])
    const perms = Object.fromEntries(cu.permissionList.map((p: { modelId: string; button: { enCode: string }[] }) => [p.modelId, p.button.map((b) => b.enCode)]))
    expect(perms).toEqual({ 'm-flowTodo': ['btn_add'], 'm-flowDone': [] })

    await send(t, 'PUT', `${A}/Data/${roleId}`, { module: [], button: [] }, admin)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=App', token)).data.menuList).toEqual([])
  })

  test('when the save names an item that does not exist, then 400 and the grants stay exactly as they were', async () => {
    await send(t, 'PUT', `${A}/Data/${roleId}`, { module: ['m-flowTodo'], button: ['m-flowTodo-btn_detail'] }, admin)
    const before = await grants(roleId)
    for (const body of [
      { module: ['m-flowTodo', 'm-invented'], button: [] },
      { module: ['m-flowTodo'], button: ['m-flowTodo-btn_fly'] },
      { module: ['m-flowTodo'], form: ['<script>'] },
      { module: 'm-flowTodo' },
      { module: Array.from({ length: 20001 }, (_, i) => `m-${i}`) }
    ]) {
      const r = await send(t, 'PUT', `${A}/Data/${roleId}`, body, admin)
      expect({ body: JSON.stringify(body).slice(0, 60), code: r.code }).toEqual({ body: JSON.stringify(body).slice(0, 60), code: 400 })
    }
    expect((await send(t, 'PUT', `${A}/Data/${roleId}`, { module: ['m-invented'] }, admin)).msg).toBe('授权项不存在：m-invented，请刷新后重新授权')
    expect(await grants(roleId)).toEqual(before)
    expect((await send(t, 'PUT', `${A}/Data/no-such-role`, { module: [] }, admin)).msg).toBe('角色不存在或已被删除')
  })

  test('when someone other than a group administrator saves grants, then 400 and nothing changes', async () => {
    const before = await grants('role-worker')
    const wide = { module: ['m-homepage', 'm-allApp'], button: ['m-homepage-btn_remove'] }
    const plain = await send(t, 'PUT', `${A}/Data/role-worker`, wide, zhanghua)
    expect(plain).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
    expect((await values('role-worker', 'system', '', zhanghua)).code).toBe(400)
    // a project administrator of the area may look, with what they do not hold themselves marked, but not save
    const look = await values('role-worker', 'module', SYS, huangwei)
    expect(look.code).toBe(200)
    expect(find(look.data.list, 'm-flowTodo')!.disabled).toBe(false)
    const webMenu = (enCode: string) => db().selectFrom('baseModule').select('id').where('category', '=', 'Web').where('enCode', '=', enCode).executeTakeFirst()
    const authorizeMenu = (await webMenu('permission.authorize'))!.id
    expect(find(look.data.list, authorizeMenu)!.disabled).toBe(false)
    const userMenu = await webMenu('permission.user')
    if (userMenu) expect(find(look.data.list, userMenu.id)!.disabled).toBe(true)
    const saved = await send(t, 'PUT', `${A}/Data/role-worker`, wide, huangwei)
    expect(saved).toMatchObject({ code: 400, msg: '该操作影响整个集团，仅系统管理员可以执行' })
    const adminMenus = await send(t, 'PUT', `${A}/Data/role-worker`, { module: [authorizeMenu] }, huangwei)
    expect(adminMenus.code).toBe(400)
    expect(await grants('role-worker')).toEqual(before)
  })

  test('when 查看权限 opens on a role or a user, then it lists the roles that apply and their granted trees', async () => {
    const group = await get(t, `${G}/getPermissionGroup?id=role-worker&objectType=role`, admin)
    expect(group.data).toEqual({ type: 1, list: [expect.objectContaining({ id: 'role-worker', fullName: '劳务作业人员', icon: 'icon-ym icon-ym-authGroup' })] })
    const user = await get(t, `${G}/getPermissionGroup?id=u-wangjianguo&objectType=user`, admin)
    expect(user.data.list.map((r: { id: string }) => r.id).sort()).toEqual(['role-batch-sign', 'role-pm'])
    expect((await get(t, `${G}/getPermissionGroup?id=org-hj&objectType=company`, admin)).data).toEqual({ list: [], type: 2 })
    const tree = await get(t, `${G}/getPermission?id=role-worker&objectType=role&permissionId=role-worker&itemType=module`, admin)
    const shown = ids(tree.data)
    expect(shown).toEqual(expect.arrayContaining([SYS, 'm-flowTodo']))
    expect(shown).not.toContain('m-homepage')
    const btns = await get(t, `${G}/getPermission?id=role-worker&objectType=role&permissionId=role-worker&itemType=button`, admin)
    expect(find(btns.data, 'm-flowTodo')!.children!.map((n) => n.id).sort()).toEqual(['m-flowTodo-btn_add', 'm-flowTodo-btn_detail'])
    expect((await get(t, `${G}/getPermission?id=role-worker&objectType=role&permissionId=role-worker&itemType=resource`, admin)).data).toEqual([])
    expect((await get(t, `${G}/getPermission?id=role-worker&objectType=role&permissionId=role-pm&itemType=module`, admin)).code).toBe(400)
    expect((await get(t, `${G}/getPermissionGroup?id=role-worker&objectType=robot`, admin)).code).toBe(400)
    expect((await get(t, `${G}/getPermissionGroup?id=nope&objectType=position`, admin)).code).toBe(400)
    // a project administrator of users looks at people of their own project only
    const hr = await grantAdminAreas(t, 'yuanhao', ['permission.user'])
    expect((await get(t, `${G}/getPermissionGroup?id=u-dongliang&objectType=user`, hr)).data.type).toBe(1)
    expect((await get(t, `${G}/getPermissionGroup?id=u-zhanghua&objectType=user`, hr))).toMatchObject({ code: 400, msg: '用户不存在或不在您管理的项目中' })
    expect((await get(t, `${G}/getPermissionGroup?id=role-pm&objectType=role`, hr)).code).toBe(400)
  })

  test('when the portal step is used, then it answers an empty tree and saves only an empty selection', async () => {
    expect((await get(t, `${A}/Portal/${roleId}`, admin)).data).toEqual({ list: [], all: [], ids: [] })
    expect((await send(t, 'POST', `${A}/Portal/${roleId}`, { ids: [] }, admin)).code).toBe(200)
    expect((await send(t, 'POST', `${A}/Portal/${roleId}`, { ids: ['p1'] }, admin)).code).toBe(400)
    expect((await get(t, `${A}/Portal/${roleId}`, zhanghua)).code).toBe(400)
  })
})

// The JNPF 3.6 web console's shell against the server: CurrentUser for the Web (no `type`, header jnpf-origin pc)
// answers the Web menu tree of the catalogue in one Web system, and the home page's portal and its to-do figures.
import { webBusinessMenuCodes, webMenus, WEB_SYSTEM } from '../../server/src/catalog/system/web-menus'
import { ADMIN_AREAS } from '../../server/src/modules/admin/areas'
import { HOME_PORTAL } from '../../server/src/modules/oauth/home-portal'
import { grantAdminAreas } from './helpers/admin'
import { call, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { installWebMenus } from './helpers/web-menus'

interface Menu { id: string; type: number; enCode: string; parentId: string; urlAddress: string; systemId: string; hasChildren: boolean; children?: Menu[] }
const flatten = (list: Menu[]): Menu[] => list.flatMap((m) => [m, ...flatten(m.children ?? [])])
const PC = { 'jnpf-origin': 'pc' }
const ADMIN_CODES = Object.values(ADMIN_AREAS)

describe.each(dialects)('web console shell on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect)
    await installWebMenus(t)
  })
  afterAll(async () => { await t.close() })

  const webUser = async (token: string) => {
    const r = await call(t, { method: 'GET', url: '/api/oauth/CurrentUser', headers: PC, token })
    expect(r.code).toBe(200)
    return r.data
  }

  test('when the administrator opens the console, then the whole Web tree comes back in one consistent system', async () => {
    const cu = await webUser(await login(t, 'admin'))
    const all = flatten(cu.menuList)
    expect(cu.menuList.map((m: Menu) => m.enCode)).toEqual(['permission', 'system', 'onlineDev', 'workFlow'])
    expect(cu.menuList.every((m: Menu) => m.type === 1 && m.parentId === '-1' && m.hasChildren)).toBe(true)
    expect(all.map((m) => m.enCode)).toEqual(expect.arrayContaining([...ADMIN_CODES, ...webBusinessMenuCodes]))
    // pages open console views; the project page is the product's own page inside the console
    expect(all.find((m) => m.enCode === ADMIN_AREAS.user)).toMatchObject({ type: 2, urlAddress: 'permission/user' })
    expect(all.find((m) => m.enCode === ADMIN_AREAS.dictionary)).toMatchObject({ type: 2, urlAddress: 'systemData/dictionary' })
    expect(all.find((m) => m.enCode === ADMIN_AREAS.project)).toMatchObject({ type: 7, urlAddress: expect.stringContaining('${jnpfToken}') })
    // the console routes by enCode: every one is unique
    expect(new Set(all.map((m) => m.enCode)).size).toBe(all.length)
    expect(all.every((m) => m.systemId === WEB_SYSTEM.id)).toBe(true)
    expect(cu.userInfo).toMatchObject({ systemId: WEB_SYSTEM.id, portalId: HOME_PORTAL.id, isAdministrator: true })
    expect(cu.userInfo.systemIds).toEqual([{ id: WEB_SYSTEM.id, name: expect.any(String), icon: WEB_SYSTEM.icon, currentSystem: true }])
    // one permission entry per entry that is not a directory, as JNPF gives
    expect(cu.permissionList.map((p: { modelId: string }) => p.modelId).sort()).toEqual(all.filter((m) => m.type !== 1).map((m) => m.id).sort())
    expect(cu.sysConfigInfo).toMatchObject({ sysName: expect.any(String) })
  })

  test('when the mini-program asks with type=App, then it gets only App menus and no Web system', async () => {
    const token = await login(t, 'admin')
    const app = (await get(t, '/H5Api/api/oauth/CurrentUser?type=App', token)).data
    const codes = flatten(app.menuList).map((m) => m.enCode)
    expect(codes.length).toBeGreaterThan(0)
    expect(codes.some((c) => webMenus.some((w) => w.enCode === c))).toBe(false)
    expect(app.userInfo).toMatchObject({ systemId: '', systemIds: [] })
  })

  test('when a business user with the business grants opens the console, then only the process centre shows', async () => {
    const token = await grantAdminAreas(t, 'zhanghua', webBusinessMenuCodes)
    const cu = await webUser(token)
    const all = flatten(cu.menuList)
    expect(cu.menuList.map((m: Menu) => m.enCode)).toEqual(['workFlow'])
    expect(all.filter((m) => m.type !== 1).map((m) => m.enCode).sort()).toEqual([...webBusinessMenuCodes].sort())
    expect(all.some((m) => ADMIN_CODES.includes(m.enCode as never))).toBe(false)
    expect(cu.userInfo).toMatchObject({ isAdministrator: false, systemId: WEB_SYSTEM.id })
  })

  test('when a business user is granted the user area, then the console shows that page under its directory', async () => {
    const token = await grantAdminAreas(t, 'dongliang', [ADMIN_AREAS.user])
    const cu = await webUser(token)
    const permission = cu.menuList.find((m: Menu) => m.enCode === 'permission')
    expect(permission.children.map((m: Menu) => m.enCode)).toEqual([ADMIN_AREAS.user])
    expect(flatten(cu.menuList).some((m) => m.enCode === ADMIN_AREAS.role)).toBe(false)
  })

  test('when the home page loads, then the home portal comes back as a locked layout of the to-do widgets', async () => {
    const token = await login(t, 'huangwei')
    const r = await get(t, `/api/visualdev/Portal/${HOME_PORTAL.id}/auth?platform=Web&systemId=${WEB_SYSTEM.id}`, token)
    expect(r.data).toMatchObject({ id: HOME_PORTAL.id, type: 0, linkType: 0, enabledLock: 1 })
    const { layout } = JSON.parse(r.data.formData)
    expect(layout.map((w: { jnpfKey: string }) => w.jnpfKey)).toEqual(['todo', 'todoList'])
    for (const w of layout) expect(w).toMatchObject({ i: expect.any(String), x: 0, w: 12, visibility: expect.arrayContaining(['pc']) })
    expect(layout[0].option.defaultValue.map((c: { id: string; urlAddress: string }) => [c.id, c.urlAddress])).toEqual([
      ['toBeReviewed', '/workFlow/flowTodo'], ['flowDone', '/workFlow/flowDone'], ['flowCirculate', '/workFlow/flowCirculate']
    ])
    expect((await get(t, '/api/visualdev/Portal/Selector?platform=Web&type=1', token)).data.list[0].children).toEqual([{ id: HOME_PORTAL.id, fullName: HOME_PORTAL.fullName }])
    expect((await call(t, { method: 'PUT', url: `/api/visualdev/Portal/${HOME_PORTAL.id}/Actions/SetDefault?platform=Web`, token })).code).toBe(200)
    for (const bad of [get(t, '/api/visualdev/Portal/nope/auth', token), call(t, { method: 'PUT', url: '/api/visualdev/Portal/nope/Actions/SetDefault', token })]) {
      expect(await bad).toMatchObject({ code: 400, msg: '门户不存在' })
    }
    expect((await get(t, `/api/visualdev/Portal/${HOME_PORTAL.id}/auth`)).code).toBe(600)
  })

  test('when the home widgets ask for figures, then they match the process-centre lists of the caller', async () => {
    const token = await login(t, 'huangwei')
    const total = async (c: number) => (await get(t, `/api/workflow/Engine/FlowBefore/List/${c}?currentPage=1&pageSize=50`, token)).data
    const [todo, done, copied] = await Promise.all([1, 2, 3].map(total))
    const counts = await send(t, 'POST', '/api/visualdev/Dashboard/FlowTodoCount', { flowDoneType: [], toBeReviewedType: [], flowCirculateType: [] }, token)
    expect(counts.data).toEqual({ toBeReviewed: todo.pagination.total, flowDone: done.pagination.total, flowCirculate: copied.pagination.total })
    expect(todo.pagination.total).toBeGreaterThan(0)
    const list = (await get(t, '/api/visualdev/Dashboard/FlowTodo', token)).data.list
    expect(list.map((x: { taskOperatorId: string }) => x.taskOperatorId)).toEqual(todo.list.map((x: { id: string }) => x.id))
    expect(list[0]).toMatchObject({ type: 2, processId: todo.list[0].processId, flowId: todo.list[0].flowId, taskNodeId: todo.list[0].thisStepId, fullName: todo.list[0].fullName })
    // somebody else's figures are their own
    const other = await send(t, 'POST', '/api/visualdev/Dashboard/FlowTodoCount', {}, await login(t, 'admin'))
    expect(other.data.toBeReviewed).toBe((await get(t, '/api/workflow/Engine/FlowBefore/List/1', await login(t, 'admin'))).data.pagination.total)
    expect((await send(t, 'POST', '/api/visualdev/Dashboard/FlowTodoCount', {})).code).toBe(600)
  })
})

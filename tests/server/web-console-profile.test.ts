// The console's personal centre: 系统权限 (the caller's Web menus and grants) and 登录日志 (the caller's own log-ins).
import { webBusinessMenuCodes } from '../../server/src/catalog/system/web-menus'
import { HOME_PORTAL } from '../../server/src/modules/oauth/home-portal'
import { grantAdminAreas } from './helpers/admin'
import { aes, call, createTestApp, dialects, form, get, login, type TestApp } from './helpers/app'
import { installWebMenus } from './helpers/web-menus'

interface Node { id: string; fullName: string; children?: Node[] }
const ids = (list: Node[]): string[] => list.flatMap((n) => [n.id, ...ids(n.children ?? [])])
const PC = { 'jnpf-origin': 'pc' }

describe.each(dialects)('web console personal centre on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect)
    await installWebMenus(t)
  })
  afterAll(async () => { await t.close() })

  test('when the administrator opens 系统权限, then the menu tab is their Web menu tree and the portal tab the home portal', async () => {
    const token = await login(t, 'admin')
    const menus = (await call(t, { method: 'GET', url: '/api/oauth/CurrentUser', headers: PC, token })).data.menuList
    const r = await get(t, '/api/permission/Users/Current/Authorize', token)
    expect(Object.keys(r.data).sort()).toEqual(['button', 'column', 'form', 'module', 'portal', 'resource'])
    expect(ids(r.data.module)).toEqual(ids(menus))
    expect(r.data.module[0]).toMatchObject({ id: 'web-permission', fullName: '组织权限', icon: expect.stringContaining('icon-ym') })
    expect(r.data.portal).toEqual([expect.objectContaining({ id: HOME_PORTAL.id, fullName: HOME_PORTAL.fullName })])
    expect(r.data.resource).toEqual([])
    expect((await get(t, '/api/permission/Users/Current/Authorize')).code).toBe(600)
  })

  test('when a business user opens 系统权限, then only the entries granted to them show', async () => {
    const r = await get(t, '/api/permission/Users/Current/Authorize', await grantAdminAreas(t, 'zhanghua', webBusinessMenuCodes))
    expect(r.data.module.map((n: Node) => n.id)).toEqual(['web-workFlow'])
    expect(r.data.module[0].children).toHaveLength(webBusinessMenuCodes.length)
  })

  test('when a user opens 登录日志, then their own log-ins come back newest first, filtered as asked', async () => {
    const wrong = await form(t, '/api/oauth/Login', { account: 'lijun', password: aes('not-the-password'), grant_type: 'password' })
    expect(wrong.code).toBe(400)
    t.clock.advance(1000)
    const token = await login(t, 'lijun')
    await login(t, 'admin')
    const list = async (query = '') => (await get(t, `/api/permission/Users/Current/SystemLog?currentPage=1&pageSize=20&category=1${query}`, token)).data
    const all = await list()
    expect(all.pagination).toMatchObject({ currentPage: 1, pageSize: 20, total: all.list.length })
    expect(all.list.length).toBeGreaterThanOrEqual(2)
    expect(all.list.every((l: { userName: string }) => l.userName.includes('lijun'))).toBe(true)
    const times = all.list.map((l: { creatorTime: number }) => l.creatorTime)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(all.list[0]).toMatchObject({ loginType: 0, loginMark: 1, ipAddress: expect.any(String), abstracts: expect.any(String), requestDuration: 0 })
    const failed = await list('&loginMark=0')
    expect(failed.list.length).toBeGreaterThan(0)
    expect(failed.list.every((l: { loginMark: number }) => l.loginMark === 0)).toBe(true)
    expect((await list('&keyword=%25_%25')).list).toEqual([])
    expect((await list(`&startTime=${Date.now() + 86400_000 * 400}`)).list).toEqual([])
    const first = (await get(t, '/api/permission/Users/Current/SystemLog?currentPage=1&pageSize=1&category=1', token)).data
    expect(first).toMatchObject({ list: [all.list[0]], pagination: { pageSize: 1, total: all.pagination.total } })
    for (const bad of ['&category=2', '&loginMark=5', '&pageSize=0', '&currentPage=x']) {
      expect((await get(t, `/api/permission/Users/Current/SystemLog?category=1${bad}`, token)).code).toBe(400)
    }
  })
})

// 在线用户 of the console, and the sockets of people the user page acts on: the live sessions, the kick-out (one or
// several), and the `logout` frame a kicked, disabled or re-passworded user's sockets receive, as after a password
// change. A project administrator sees and ends only the sessions of their own projects' people.
import crypto from 'node:crypto'
import { createTestApp, dialects, get, login, md5, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'
import { listen, TestSocket } from './socket-client'

const O = '/api/system/OnlineUser'
/** a session's id in the list: the hash the server keeps of the bearer token */
const sessionId = (token: string) => crypto.createHash('sha256').update(token.replace(/^bearer /, '')).digest('hex')
const U = '/api/permission/Users'

describe.each(dialects)('online users on %s', (dialect) => {
  let t: TestApp
  let base: string
  let admin: string
  const open: TestSocket[] = []
  const connect = async (token: string) => {
    const { s } = await TestSocket.connect(base, token)
    open.push(s)
    return s
  }
  const pcLogin = async (account: string) => {
    const r = await t.app.inject({ method: 'POST', url: '/api/oauth/Login', headers: { 'jnpf-origin': 'pc', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ account, password: md5(), grant_type: 'password' }).toString() })
    return JSON.parse(r.body).data.token as string
  }
  const alive = async (token: string) => (await get(t, '/api/oauth/CurrentUser', token)).code === 200
  const sessionsOf = async (token: string, keyword: string) =>
    (await get(t, `${O}?keyword=${encodeURIComponent(keyword)}&pageSize=100`, token)).data.list as Record<string, unknown>[]

  beforeAll(async () => {
    t = await createTestApp(dialect)
    base = await listen(t)
    admin = await login(t, 'admin')
  })
  afterEach(() => { while (open.length) open.pop()!.close() })
  afterAll(async () => { await t.close() })

  test('when the administrator opens the page, then each live session is a row with the columns the page shows', async () => {
    await login(t, 'lijun')
    await pcLogin('lijun')
    const rows = await sessionsOf(admin, '李军')
    expect(rows).toHaveLength(2)
    expect(rows[0]).toEqual({
      userId: expect.stringMatching(/^[0-9a-f]{64}$/), userName: '李军/lijun', account: 'lijun',
      organize: '江南公路建设集团有限公司/江南路建杭金高速公路有限公司/钱江路桥工程有限公司', loginIPAddress: '127.0.0.1', loginAddress: '',
      loginBrowser: '', loginSystem: '', loginTime: expect.any(Number), device: expect.stringMatching(/^(PC|APP)$/), tenantId: ''
    })
    expect(rows.map((r) => r.device).sort()).toEqual(['APP', 'PC'])
    const all = await get(t, `${O}?currentPage=1&pageSize=1`, admin)
    expect(all.data.pagination).toMatchObject({ currentPage: 1, pageSize: 1 })
    expect(all.data.pagination.total).toBeGreaterThanOrEqual(3)
    expect((await get(t, `${O}?pageSize=501`, admin)).code).toBe(400)
  })

  test('when one session is kicked out, then its socket hears logout and it ends; the other session of the user stays', async () => {
    const kicked = await login(t, 'wangfang')
    const kept = await login(t, 'wangfang')
    const s = await connect(kicked)
    const other = await connect(kept)
    expect((await sessionsOf(admin, '王芳')).map((r) => r.userId).sort()).toEqual([sessionId(kicked), sessionId(kept)].sort())
    const r = await send(t, 'DELETE', `${O}/${sessionId(kicked)}`, undefined, admin)
    expect(r).toMatchObject({ code: 200, msg: '操作成功' })
    expect(await s.next('logout')).toMatchObject({ token: kicked })
    expect(await other.none('logout')).toBe(true)
    expect(await alive(kicked)).toBe(false)
    expect(await alive(kept)).toBe(true)
    expect(await sessionsOf(admin, '王芳')).toHaveLength(1)
    const log = await t.app.ctx.db.selectFrom('baseSyslog').selectAll().where('type', '=', '强制下线').execute()
    expect(log).toEqual([expect.objectContaining({ moduleName: '在线用户', objectId: 'u-wangfang' })])
  })

  test('when several sessions are kicked out at once, then all of them end; a wrong batch ends none', async () => {
    const a = await login(t, 'chengang')
    const b = await login(t, 'guoqing')
    const ids = [...await sessionsOf(admin, 'chengang'), ...await sessionsOf(admin, 'guoqing')].map((r) => r.userId as string)
    expect(ids).toHaveLength(2)
    const own = sessionId(admin)
    for (const body of [{ ids: [...ids, 'f'.repeat(64)] }, { ids: [...ids, own] }, { ids: [] }, {}]) {
      expect((await send(t, 'DELETE', O, body, admin)).code).toBe(400)
    }
    expect(await alive(a)).toBe(true)
    expect(await alive(b)).toBe(true)
    expect((await send(t, 'DELETE', O, { ids }, admin)).code).toBe(200)
    expect(await alive(a)).toBe(false)
    expect(await alive(b)).toBe(false)
    expect((await send(t, 'DELETE', `${O}/${ids[0]}`, undefined, admin)).msg).toMatch(/已下线/)
  })

  test('when a user is disabled or gets a new password from the user page, then their sockets hear logout', async () => {
    const token = await login(t, 'dengli')
    const s = await connect(token)
    expect((await send(t, 'PUT', `${U}/u-dengli/Actions/State`, undefined, admin)).code).toBe(200)
    expect(await s.next('logout')).toMatchObject({ token })
    await send(t, 'PUT', `${U}/u-dengli/Actions/State`, undefined, admin)

    const again = await login(t, 'dengli')
    const s2 = await connect(again)
    const r = await send(t, 'POST', `${U}/u-dengli/Actions/ResetPassword`, { userPassword: md5('Dengli@2026'), validatePassword: md5('Dengli@2026') }, admin)
    expect(r.code).toBe(200)
    expect(await s2.next('logout')).toMatchObject({ token: again })
    expect(await alive(again)).toBe(false)
  })

  test('when a project administrator of 杭金 opens the page, then only 杭金 people are listed and can be kicked', async () => {
    const hw = await grantAdminAreas(t, 'huangwei', ['permission.userOnline'])
    const yuanhao = await login(t, 'yuanhao')
    const zhanghua = await login(t, 'zhanghua')
    const names = (await get(t, `${O}?pageSize=500`, hw)).data.list.map((r: { account: string }) => r.account)
    expect(names).toEqual(expect.arrayContaining(['zhanghua', 'huangwei']))
    expect(names).not.toContain('yuanhao')
    expect(names).not.toContain('admin')
    const nj = sessionId(yuanhao)
    expect((await send(t, 'DELETE', `${O}/${nj}`, undefined, hw)).code).toBe(400)
    expect(await alive(yuanhao)).toBe(true)
    expect((await send(t, 'DELETE', `${O}/${sessionId(admin)}`, undefined, hw)).code).toBe(400)
    expect(await alive(admin)).toBe(true)
    expect((await sessionsOf(hw, 'zhanghua')).map((r) => r.userId)).toContain(sessionId(zhanghua))
    expect((await send(t, 'DELETE', `${O}/${sessionId(zhanghua)}`, undefined, hw)).code).toBe(200)
    expect(await alive(zhanghua)).toBe(false)

    const other = await login(t, 'xuzhiming')
    for (const r of [await get(t, O, other), await send(t, 'DELETE', `${O}/${nj}`, undefined, other), await send(t, 'DELETE', O, { ids: [nj] }, other)]) {
      expect(r).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
    }
    expect(await alive(yuanhao)).toBe(true)
  })
})

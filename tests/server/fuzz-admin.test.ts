// Bounded, seeded fuzzing of the administrative routes AS AN ADMINISTRATOR: the guard lets every request through,
// so the hostile params, queries and bodies reach the services. Whatever comes in, the answer is HTTP < 500 with
// a JSON envelope and never "系统异常"; afterwards the administrator and the demo people are intact.
import type { RouteOptions } from 'fastify'
import { call, createTestApp, dialects, get, login, type TestApp } from './helpers/app'
import { QUERIES, SEGMENTS, hostileBody, pick, seeded } from './helpers/fuzz-inputs'

interface Route { method: string; url: string }

const SEED = 20261125
const PER_ROUTE = 6
// the console's administrative areas; the kick-out and logout routes would end the session the requests use
const ADMIN = /^\/api\/(permission\/(Organize|Position|Group|Role|Users|UserRelation|Authority|Project|OnlineUser|PermissionGroup)|system\/|message\/Notice|oauth\/(ImageCode|getConfig)|visualdev\/Base|workflow\/Engine\/(flowTemplate|FlowMonitor)|flowForm\/)/
const SKIP = /Logout|KickOut|Actions\/State|ResetPassword|OnlineUser\/Delete|workHandover/i

describe.each(dialects)('fuzzing the administrative routes as an administrator on %s', (dialect) => {
  let t: TestApp
  let token: string
  const routes: Route[] = []
  beforeAll(async () => {
    const onRoute = (r: RouteOptions) => {
      const methods = Array.isArray(r.method) ? r.method : [r.method]
      for (const method of methods) if (ADMIN.test(r.url) && !SKIP.test(r.url) && method !== 'HEAD') routes.push({ method, url: r.url })
    }
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '10000' }, { onRoute })
    token = await login(t, 'admin')
  })
  afterAll(async () => { await t.close() })

  test('no hostile request gets a 5xx, a non-envelope answer or "系统异常"', async () => {
    expect(routes.length).toBeGreaterThan(60)
    const rnd = seeded(SEED)
    const failures: string[] = []
    for (const route of routes) {
      for (let i = 0; i < PER_ROUTE; i++) {
        const path = route.url.replace(/:[A-Za-z]+/g, () => pick(rnd, SEGMENTS).raw)
        const url = path + pick(rnd, QUERIES)
        const body = hostileBody(rnd)
        const headers: Record<string, string> = { authorization: token, 'jnpf-origin': 'pc' }
        if (body.contentType) headers['content-type'] = body.contentType
        const r = await call(t, { method: route.method as 'GET', url, headers, ...(body.payload !== undefined ? { payload: body.payload } : {}) })
        const what = `${route.method} ${url.slice(0, 120)} [${body.note}]`
        const type = String(r.headers['content-type'])
        if (r.status >= 500) failures.push(`${what}: HTTP ${r.status}`)
        else if (/application\/json/.test(type) && r.msg === '系统异常') failures.push(`${what}: 系统异常`)
        else if (/application\/json/.test(type) && ![200, 400, 404, 600].includes(r.code)) failures.push(`${what}: code ${r.code}`)
      }
    }
    expect(failures).toEqual([])
  })

  test('after the storm the administrator and the demo people are intact', async () => {
    const me = await get(t, '/H5Api/api/oauth/CurrentUser', await login(t, 'admin'))
    expect(me.code).toBe(200)
    expect(me.data.userInfo.isAdministrator).toBe(true)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=App', await login(t, 'zhanghua'))).code).toBe(200)
  })
})

// Bounded, seeded fuzzing of EVERY registered API route (both mounts): hostile path params, query strings,
// bodies, content types and Authorization headers. Whatever comes in, the answer is HTTP < 500 with a JSON
// envelope {code, msg}, code 200/400/404/600, and never the catch-all "系统异常" (an unexpected exception).
import type { RouteOptions } from 'fastify'
import { call, createTestApp, dialects, form, get, login, md5, type TestApp } from './helpers/app'
import { GARBAGE_AUTH, QUERIES, SEGMENTS, hostileBody, pick, seeded, type Segment } from './helpers/fuzz-inputs'

interface Route { method: string; url: string; isPublic: boolean }

const SEED = 20260501
const PER_ROUTE = 4

describe.each(dialects)('fuzzing every route on %s', (dialect) => {
  let t: TestApp
  let token: string
  const routes: Route[] = []
  beforeAll(async () => {
    const onRoute = (r: RouteOptions) => {
      const methods = Array.isArray(r.method) ? r.method : [r.method]
      for (const method of methods) {
        if (/^\/(H5Api|api)\//.test(r.url) && method !== 'HEAD') {
          routes.push({ method, url: r.url, isPublic: Boolean((r.config as { public?: boolean } | undefined)?.public) })
        }
      }
    }
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '10000' }, { onRoute })
    token = await login(t, 'zhanghua')
  })
  afterAll(async () => { await t.close() })

  test('the route list is complete enough to mean something', () => {
    expect(routes.length).toBeGreaterThan(100)
    expect(routes.filter((r) => r.url.startsWith('/H5Api/')).length).toBe(routes.filter((r) => r.url.startsWith('/api/')).length)
  })

  test('no hostile request gets a 5xx, a non-envelope answer or "系统异常"', async () => {
    const rnd = seeded(SEED)
    const failures: string[] = []
    let sent = 0
    for (const route of routes) {
      for (let i = 0; i < PER_ROUTE; i++) {
        const segs: Segment[] = []
        const path = route.url.replace(/:[A-Za-z]+/g, () => {
          const s = pick(rnd, SEGMENTS)
          segs.push(s)
          return s.raw
        })
        const url = path + pick(rnd, QUERIES)
        const body = hostileBody(rnd)
        // logging out with the shared token would end the session the other requests use
        const validAuth = rnd() < 0.5 && !/Logout/.test(route.url)
        const authorization = validAuth ? token : pick(rnd, GARBAGE_AUTH)
        const headers: Record<string, string> = { 'jnpf-origin': pick(rnd, ['app', 'pc', 'x'.repeat(100)]) }
        if (authorization) headers.authorization = authorization
        if (body.contentType) headers['content-type'] = body.contentType
        const r = await call(t, { method: route.method as 'GET', url, headers, ...(body.payload !== undefined ? { payload: body.payload } : {}) })
        sent++
        const what = `${route.method} ${url.slice(0, 120)} [${body.note}] auth=${validAuth ? 'valid' : JSON.stringify(authorization.slice(0, 20))}`
        const badUrl = segs.some((s) => s.badUrl)
        const moved = segs.some((s) => s.movesPath)
        // a segment that collapses the path (..) decides first: the router then sees another path, or none
        const allowed = moved ? [200, 400, 404, 600] : badUrl ? [400] : !route.isPublic && !validAuth ? [600] : [200, 400, 404, 600]
        // a device pushing readings without its key (X-Device-Key) is told 401, as the smart site's devices expect
        if (!moved && !badUrl && /\/smartsite\/ingest$/.test(route.url)) allowed.push(401)
        // the captcha answers a picture for any key, which is its job
        const picture = /ImageCode/.test(route.url) && r.status === 200 && /^image\//.test(String(r.headers['content-type']))
        // the OAuth provider's return sends the browser on to the login page, which says what happened
        const toLoginPage = route.method === 'GET' && /\/Login\/socials$/.test(route.url) && r.status === 302 &&
          /\/pages\/login\/index\?/.test(String(r.headers.location))
        if (r.status >= 500) failures.push(`${what}: HTTP ${r.status}`)
        else if (picture || toLoginPage) continue
        else if (!/application\/json/.test(String(r.headers['content-type']))) failures.push(`${what}: not JSON (${String(r.headers['content-type'])})`)
        else if (!allowed.includes(r.code) || typeof r.msg !== 'string' || !r.msg) failures.push(`${what}: code ${r.code} msg ${r.msg}`)
        else if (r.msg === '系统异常') failures.push(`${what}: 系统异常`)
      }
    }
    expect(sent).toBeGreaterThan(400)
    expect(failures).toEqual([])
  })

  test('after the storm the server still answers and the fuzzed user is intact', async () => {
    const fresh = await login(t, 'zhanghua')
    const me = await get(t, '/H5Api/api/oauth/CurrentUser?type=app', fresh)
    expect(me.code).toBe(200)
    expect(me.data.userInfo.userAccount).toBe('zhanghua')
    expect((await form(t, '/api/oauth/Login', { account: 'zhanghua', password: md5('wrong') })).code).toBe(400)
  })

  test('the router\'s own errors come back in the envelope, not Fastify\'s bare shape', async () => {
    for (const url of ['/H5Api/api/oauth/contract-data/%E0%A4%A', `/api/app/User/${'x'.repeat(5000)}`, '/api/oauth/getTicketStatus/%']) {
      const r = await get(t, url, token)
      expect([url, r.status, r.code]).toEqual([url, 200, 400])
      expect(r.msg).toMatch(/请求地址/)
    }
  })

  test('a NUL character anywhere is refused with a message naming the field, on both databases alike', async () => {
    const cases: [string, string, unknown, RegExp][] = [
      ['GET', '/H5Api/api/oauth/contract-data/a%00b', undefined, /路径参数字段 projectId 含有不允许的空字符/],
      ['GET', '/H5Api/api/system/BillRule/BillNumber/a%00', undefined, /路径参数字段 enCode/],
      ['GET', '/H5Api/api/system/DictionaryData/a%00/Data/Selector', undefined, /路径参数字段 typeId/],
      ['GET', '/H5Api/api/file/Download?encryption=%00', undefined, /查询参数字段 encryption/],
      ['PUT', '/H5Api/api/permission/Users/Current/BaseInfo', { signature: 'a\u0000b' }, /请求体字段 signature/],
      ['POST', '/H5Api/api/system/Area/GetAreaByIds', { idsList: [['a\u0000']] }, /请求体字段 idsList\.0\.0/]
    ]
    for (const [method, url, payload, msg] of cases) {
      const r = await call(t, { method: method as 'GET', url, token, ...(payload ? { payload: payload as object } : {}) })
      expect([url, r.code]).toEqual([url, 400])
      expect(r.msg).toMatch(msg)
    }
    const login = await form(t, '/H5Api/api/oauth/Login', { account: 'zhang\u0000hua', password: md5() })
    expect(login).toMatchObject({ code: 400, msg: expect.stringMatching(/请求体字段 account/) })
    expect((await get(t, '/H5Api/api/permission/Users/Current/BaseInfo', token)).data.signature).not.toContain('\u0000')
  })
})

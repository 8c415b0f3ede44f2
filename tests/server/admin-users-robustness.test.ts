// The user and online-user pages as an administrator sees them, under hostile input: odd ids, queries, bodies and
// well-typed but absurd form values. Every answer is an envelope with code 200 or 400 (never 5xx or 系统异常), and
// the administrator's own account and session come through intact.
import { call, createTestApp, dialects, get, login, type TestApp } from './helpers/app'
import { QUERIES, SEGMENTS, hostileBody, pick, seeded } from './helpers/fuzz-inputs'

const ROUTES: [string, string][] = [
  ['GET', '/api/permission/Users'], ['GET', '/api/permission/Users/:id'], ['POST', '/api/permission/Users'],
  ['PUT', '/api/permission/Users/:id'], ['DELETE', '/api/permission/Users/:id'], ['PUT', '/api/permission/Users/:id/Actions/State'],
  ['PUT', '/api/permission/Users/:id/Actions/unlock'], ['POST', '/api/permission/Users/:id/Actions/ResetPassword'],
  ['GET', '/api/permission/Users/getWorkByUser'], ['POST', '/api/permission/Users/workHandover'], ['POST', '/api/permission/Users/Uploader'],
  ['GET', '/api/permission/Users/TemplateDownload'], ['GET', '/api/permission/Users/ImportPreview'], ['POST', '/api/permission/Users/ImportData'],
  ['POST', '/api/permission/Users/ExportExceptionData'], ['GET', '/api/permission/Users/ExportData'],
  ['GET', '/api/system/OnlineUser'], ['DELETE', '/api/system/OnlineUser/:id'], ['DELETE', '/api/system/OnlineUser']
]

/** well-typed values a careless or hostile console could still send */
const ODD: Record<string, unknown[]> = {
  account: ['管理员', 'a'.repeat(50), ' admin ', 'Admin'], realName: ['<b>x</b>', '\u202e反转'], gender: ['0', '1.0', '男'],
  organizeId: [',,,', 'org-hj-c1,org-hj-c1', 'org-hq', '-1'], organizeIdTree: [[[]], [['org-hq', 'org-none']]],
  positionId: [',', 'pos-hj-c1-aqy,pos-hj-c1-aqy'], roleId: ['role-admin', ','], managerId: ['u-admin', ' '],
  birthday: [-2208988800000, 0], entryDate: [4102444800000], sortCode: [0, 999999], enabledMark: [2], headIcon: ['../../highway.sqlite', '/'],
  nation: ['dd-sex-1'], email: ['a@b.c'], mobilePhone: ['19999999999']
}

describe.each(dialects)('user pages under hostile input on %s', (dialect) => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
  })
  afterAll(async () => { await t.close() })

  test('no hostile request of an administrator gets a 5xx, a bare answer or 系统异常', async () => {
    const rnd = seeded(20260601)
    const failures: string[] = []
    for (const [method, route] of ROUTES) {
      for (let i = 0; i < 8; i++) {
        const seg = pick(rnd, SEGMENTS)
        const url = route.replace(':id', seg.raw) + pick(rnd, QUERIES)
        const body = hostileBody(rnd)
        const headers: Record<string, string> = body.contentType ? { 'content-type': body.contentType } : {}
        const r = await call(t, { method: method as 'GET', url, token: admin, headers, ...(body.payload !== undefined ? { payload: body.payload } : {}) })
        const what = `${method} ${url.slice(0, 100)} [${body.note}]`
        if (r.status >= 500 || ![200, 400, 404].includes(r.code) || !r.msg || r.msg === '系统异常') failures.push(`${what}: ${r.status} ${r.code} ${r.msg}`)
      }
    }
    expect(failures).toEqual([])
  })

  test('absurd but well-typed form values are stored or refused, never a server error', async () => {
    const failures: string[] = []
    let n = 0
    for (const [field, values] of Object.entries(ODD)) {
      for (const value of values) {
        const body = { account: `odd${n++}`, realName: '怪值', gender: '1', organizeId: 'org-hj-c1', [field]: value }
        for (const [method, url] of [['POST', '/api/permission/Users'], ['PUT', '/api/permission/Users/u-tianye']]) {
          const r = await call(t, { method: method as 'POST', url, token: admin, payload: body })
          if (![200, 400].includes(r.code) || r.msg === '系统异常') failures.push(`${method} ${field}=${JSON.stringify(value)}: ${r.code} ${r.msg}`)
        }
      }
    }
    expect(failures).toEqual([])
    expect((await get(t, '/api/oauth/CurrentUser', admin)).code).toBe(200)
    expect((await get(t, '/api/permission/Users/u-admin', admin)).data).toMatchObject({ account: 'admin', enabledMark: 1 })
  })
})

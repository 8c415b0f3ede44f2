// The role and authorisation endpoints as an administrator sees them, under hostile input: wrong types in every
// field the forms send, garbage bodies, odd ids. Whatever comes in, the answer is a 200 or a 400 in the envelope,
// never a 5xx or the catch-all "系统异常", and the seeded roles and grants are still there afterwards.
import type { RouteOptions } from 'fastify'
import { call, createTestApp, dialects, login, type TestApp } from './helpers/app'
import { QUERIES, SEGMENTS, hostileBody, pick, seeded } from './helpers/fuzz-inputs'

const MINE = /^\/api\/permission\/(Role|Authority|PermissionGroup|Users\/GetUsersByRoleOrgId)/
const WRONG: unknown[] = [null, '', 'x', 0, -1, 1.5, 2 ** 70, true, [], [null], [1], [[]], [['org-hj', null]], ['\u0000'], {}, { a: 1 }, 'x'.repeat(3000)]
const FIELDS = ['fullName', 'enCode', 'globalMark', 'organizeIdsTree', 'sortCode', 'enabledMark', 'description', 'type', 'moduleIds',
  'module', 'button', 'column', 'form', 'resource', 'systemIds', 'objectType', 'ids', 'id', 'organizeIds', 'roleIds']

describe.each(dialects)('role endpoints under hostile input on %s', (dialect) => {
  let t: TestApp
  let admin: string
  const routes: { method: string; url: string }[] = []
  beforeAll(async () => {
    const onRoute = (r: RouteOptions) => {
      for (const method of Array.isArray(r.method) ? r.method : [r.method]) if (MINE.test(r.url) && method !== 'HEAD') routes.push({ method, url: r.url })
    }
    t = await createTestApp(dialect, {}, { onRoute })
    admin = await login(t, 'admin')
  })
  afterAll(async () => { await t.close() })

  const check = (failures: string[], what: string, r: { status: number; code: number; msg: string; headers: Record<string, unknown> }) => {
    if (r.status >= 500) failures.push(`${what}: HTTP ${r.status}`)
    else if (!/application\/json/.test(String(r.headers['content-type']))) failures.push(`${what}: not JSON`)
    else if (![200, 400, 404].includes(r.code) || !r.msg || r.msg === '系统异常') failures.push(`${what}: ${r.code} ${r.msg}`)
  }

  test('when an administrator sends wrong types and garbage to every role endpoint, then 200 or 400, never a crash', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(20)
    const rnd = seeded(20260902)
    const failures: string[] = []
    const ids = ['role-pm', 'role-pending', 'web-system-main', ...SEGMENTS.filter((s) => !s.badUrl && !s.movesPath).map((s) => s.raw)]
    for (const route of routes) {
      for (let i = 0; i < 12; i++) {
        const url = route.url.replace(/:[A-Za-z]+/g, () => pick(rnd, ids)) + pick(rnd, QUERIES)
        const typed = i % 2 === 0
        const body = typed
          ? { payload: JSON.stringify(Object.fromEntries(FIELDS.filter(() => rnd() < 0.4).map((f) => [f, pick(rnd, WRONG)]))), contentType: 'application/json', note: 'typed' }
          : hostileBody(rnd)
        const headers: Record<string, string> = body.contentType ? { 'content-type': body.contentType } : {}
        const r = await call(t, { method: route.method as 'GET', url, token: admin, headers, ...(body.payload !== undefined && route.method !== 'GET' ? { payload: body.payload } : {}) })
        check(failures, `${route.method} ${url.slice(0, 100)} [${body.note}] ${String(body.payload ?? '').slice(0, 80)}`, r)
      }
    }
    expect(failures).toEqual([])
    const roles = await t.app.ctx.db.selectFrom('baseRole').select('id').where('id', 'in', ['role-admin', 'role-pm', 'role-pending']).execute()
    expect(roles).toHaveLength(3)
    const adminGrants = await t.app.ctx.db.selectFrom('baseAuthorize').select('id').where('objectId', '=', 'role-admin').execute()
    expect(adminGrants.length).toBeGreaterThan(100)
  })
})

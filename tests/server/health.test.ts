// GET /api/health for a load balancer: public, never cached, 503 when a dependency does not answer, and the reason
// only in the log (an anonymous caller learns no host or port).
import { createTestApp, dialects, type TestApp } from './helpers/app'

describe.each(dialects)('health (%s)', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })

  test('when every dependency answers, then 200 with each check, and no caching', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/api/health' })
    expect(r.statusCode).toBe(200)
    expect(r.headers['cache-control']).toBe('no-store')
    expect(r.json()).toMatchObject({ code: 200, data: { ok: true, checks: { database: { ok: true, detail: dialect }, bus: { ok: true }, store: { ok: true, detail: 'disk' } } } })
  })

  test('when the bus hangs, then 503 within the check time limit, naming the check but not the reason', async () => {
    const hub = t.app.socketHub
    const ping = hub.pingBus
    hub.pingBus = () => new Promise(() => undefined) // a connection that never answers
    try {
      const started = Date.now()
      const r = await t.app.inject({ method: 'GET', url: '/H5Api/api/health' })
      expect(Date.now() - started).toBeLessThan(4000)
      expect(r.statusCode).toBe(503)
      const body = r.json()
      expect(body).toMatchObject({ code: 503, msg: '服务暂不可用', data: { ok: false, checks: { database: { ok: true }, bus: { ok: false } } } })
      expect(body.data.checks.bus.detail).toBeUndefined()
    } finally {
      hub.pingBus = ping
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
  })
})

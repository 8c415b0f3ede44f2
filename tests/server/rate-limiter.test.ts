// Per-client limits counted where every instance sees them: two counters (as two instances would hold) on one
// database, or on one Redis with the same prefix, add up; a window that ended starts again; another deployment's
// prefix on the same Redis counts apart.
import crypto from 'node:crypto'
import { Redis } from 'ioredis'
import { RateLimiter, databaseCounter, redisCounter, type HitCounter } from '../../server/src/lib/rate-limiter'
import { createTestApp, dialects, type TestApp } from './helpers/app'

const REDIS = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const MINUTE = 60_000

async function expectSharedWindow(a: HitCounter, b: HitCounter): Promise<void> {
  let now = 1_000_000
  const one = new RateLimiter(a, 3, MINUTE, () => now)
  const two = new RateLimiter(b, 3, MINUTE, () => now)
  expect([await one.hit('ip|acc'), await two.hit('ip|acc'), await one.hit('ip|acc')]).toEqual([0, 0, 0])
  // the fourth try, on the other instance, is over the limit of three: wait until the window of the first ends
  now += 20_000
  expect(await two.hit('ip|acc')).toBe(40)
  expect(await one.hit('ip|acc')).toBe(40)
  expect(await one.hit('ip|other')).toBe(0)
  now += 40_000
  expect(await two.hit('ip|acc')).toBe(0)
  expect(await one.hit('ip|acc')).toBe(0)
}

describe.each(dialects)('rate limits in the database on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })

  test('when two instances count one client, then their hits add up, and a new window starts after a minute', async () => {
    await expectSharedWindow(databaseCounter(t.app.ctx.db), databaseCounter(t.app.ctx.db))
  })

  test('when windows have ended, then their rows go as hits come in', async () => {
    const counter = databaseCounter(t.app.ctx.db)
    for (let i = 0; i < 250; i++) await counter.hit(`old-${i}`, MINUTE, 0)
    const rows = () => t.app.ctx.db.selectFrom('rateCounter').select('key').where('key', 'like', 'old-%').execute()
    expect((await rows()).length).toBeGreaterThan(0)
    for (let i = 0; i < 200; i++) await counter.hit('fresh', MINUTE, 10 * MINUTE)
    expect(await rows()).toEqual([])
  })
})

describe('rate limits in Redis', () => {
  const prefix = `t_${crypto.randomBytes(6).toString('hex')}`
  const log = { warn: () => undefined } as never
  const counters: HitCounter[] = []
  afterAll(async () => {
    const r = new Redis(REDIS)
    const keys = await r.keys(`${prefix}*`)
    if (keys.length) await r.del(...keys)
    await r.quit()
    for (const c of counters) await c.close()
  })

  test('when two instances share a prefix, then their hits add up; another prefix counts apart', async () => {
    const [a, b, other] = await Promise.all([redisCounter(REDIS, prefix, log), redisCounter(REDIS, prefix, log), redisCounter(REDIS, `${prefix}x`, log)])
    counters.push(a, b, other)
    await expectSharedWindow(a, b)
    expect((await other.hit('ip|acc', MINUTE, 1_000_000)).hits).toBe(1)
  })
})

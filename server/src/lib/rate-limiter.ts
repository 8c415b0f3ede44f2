// A fixed-window counter per key (client IP + account for logins). The hits are counted where every instance sees
// them: in Redis when REDIS_URL is set, else in the database (rate_counter), so two instances behind one proxy
// allow what one would, not twice as much.
import { sql } from 'kysely'
import { Redis } from 'ioredis'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/database'

export interface WindowHits { hits: number; resetsAt: number }

export interface HitCounter {
  readonly kind: 'redis' | 'database'
  /** counts one hit of the key in its window (windowMs from its first hit, by the app's clock) */
  hit(key: string, windowMs: number, now: number): Promise<WindowHits>
  close(): Promise<void>
}

export class RateLimiter {
  constructor(
    private readonly counter: HitCounter, private readonly max: number, private readonly windowMs: number,
    private readonly now: () => number
  ) {}

  /** counts one hit; answers seconds to wait when over the limit, else 0 */
  async hit(key: string): Promise<number> {
    const t = this.now()
    const w = await this.counter.hit(key, this.windowMs, t)
    return w.hits > this.max ? Math.max(1, Math.ceil((w.resetsAt - t) / 1000)) : 0
  }
}

/** rows whose window ended are dropped every this many hits of an instance: the table holds about a window's keys */
const PURGE_EVERY = 200

/** one upsert per hit; a window that ended starts again at 1 (both databases see the old row in SET) */
export function databaseCounter(db: Db): HitCounter {
  let sincePurge = 0
  return {
    kind: 'database',
    async hit(key, windowMs, now) {
      if (++sincePurge >= PURGE_EVERY) {
        sincePurge = 0
        await db.deleteFrom('rateCounter').where('resetsAt', '<=', now).execute()
      }
      const row = await db.insertInto('rateCounter').values({ key, hits: 1, resetsAt: now + windowMs })
        .onConflict((oc) => oc.column('key').doUpdateSet({
          hits: sql<number>`case when rate_counter.resets_at <= ${now} then 1 else rate_counter.hits + 1 end`,
          resetsAt: sql<number>`case when rate_counter.resets_at <= ${now} then ${now + windowMs} else rate_counter.resets_at end`
        }))
        .returning(['hits', 'resetsAt']).executeTakeFirstOrThrow()
      return { hits: Number(row.hits), resetsAt: Number(row.resetsAt) }
    },
    async close() { /* the app closes the database */ }
  }
}

// one round trip, atomic: a new window when the old one ended, else one more hit; the key expires with its window
const HIT_SCRIPT = `
local resets = tonumber(redis.call('HGET', KEYS[1], 'r') or '0')
local now = tonumber(ARGV[1])
if resets <= now then
  resets = now + tonumber(ARGV[2])
  redis.call('HSET', KEYS[1], 'h', 1, 'r', resets)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return {1, resets}
end
return {redis.call('HINCRBY', KEYS[1], 'h', 1), resets}`

/** counters under `<prefix>:rate:<key>` (the prefix is the socket channel: instances that share it count together) */
export async function redisCounter(url: string, prefix: string, log: FastifyBaseLogger): Promise<HitCounter> {
  // reconnects after a loss once started (ioredis' own back-off); a start that cannot connect gives up at once
  let started = false
  const redis = new Redis(url, {
    lazyConnect: true, maxRetriesPerRequest: 3, retryStrategy: (times) => (started ? Math.min(times * 50, 2000) : null)
  })
  redis.on('error', (err: Error) => log.warn({ err }, 'rate limit counter (redis) connection error'))
  try {
    await redis.connect()
    started = true
  } catch (err) {
    redis.disconnect()
    throw new Error(`rate limits: cannot reach Redis at ${url}: ${String(err)}`)
  }
  return {
    kind: 'redis',
    async hit(key, windowMs, now) {
      const [hits, resetsAt] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}:rate:${key}`, now, windowMs)) as [number, number]
      return { hits: Number(hits), resetsAt: Number(resetsAt) }
    },
    async close() {
      await redis.quit().catch(() => undefined)
    }
  }
}

// A value WeChat hands out with an expiry (access_token, jsapi_ticket), cached in the database for every instance
// and fetched once: within an instance concurrent callers share one promise; across instances the one that claims
// the row's lease fetches, the others wait for the value it stores. A value is replaced REFRESH_MARGIN_MS before
// WeChat's expiry, so a signature is never made with a ticket about to lapse.
import type { Db } from '../../db/database'
import type { Clock } from '../../lib/clock'
import { BadRequest } from '../../errors'
import { credentialRepository } from './repository'

export const REFRESH_MARGIN_MS = 5 * 60000
/** how long a fetching instance holds the lease; past it (the instance died mid-fetch) another one takes over */
export const LEASE_MS = 15000
const WAIT_STEP_MS = 100

export interface Expiring { value: string; expiresInSec: number }

export interface CredentialCache {
  /** the cached value, or the one `fetch` gets when there is none still good */
  get(cacheKey: string, fetch: () => Promise<Expiring>): Promise<string>
  /** WeChat refused this value: forget it so the next get fetches a new one */
  invalidate(cacheKey: string, value: string): Promise<void>
}

export interface CacheDeps {
  db: Db
  clock: Clock
  /** this instance's name on the lease */
  instanceId: string
  /** real time between looks at a row another instance is filling (tests shorten it) */
  waitStepMs?: number
  /** give up waiting for another instance after this much real time */
  maxWaitMs?: number
}

/** how long a value is used: WeChat's life less the margin, but never less than half of it */
export function usableUntil(now: number, expiresInSec: number): number {
  const life = Math.max(1, expiresInSec) * 1000
  return now + Math.max(life - REFRESH_MARGIN_MS, Math.floor(life / 2))
}

export function createCredentialCache(deps: CacheDeps): CredentialCache {
  const inFlight = new Map<string, Promise<string>>()
  const step = deps.waitStepMs ?? WAIT_STEP_MS
  const maxWait = deps.maxWaitMs ?? LEASE_MS + 5000

  async function fresh(cacheKey: string): Promise<string | null> {
    const row = await credentialRepository.find(deps.db, cacheKey)
    return row && row.value && Number(row.expiresAt) > deps.clock.now() ? row.value : null
  }

  async function load(cacheKey: string, fetch: () => Promise<Expiring>): Promise<string> {
    const started = Date.now()
    for (;;) {
      const cached = await fresh(cacheKey)
      if (cached) return cached
      const now = deps.clock.now()
      if (await credentialRepository.claim(deps.db, cacheKey, deps.instanceId, now, now + LEASE_MS)) {
        try {
          // another instance may have stored it between our look and our claim
          const stored = await fresh(cacheKey)
          if (stored) {
            await credentialRepository.release(deps.db, cacheKey, deps.instanceId)
            return stored
          }
          const got = await fetch()
          await credentialRepository.store(deps.db, cacheKey, got.value, usableUntil(deps.clock.now(), got.expiresInSec))
          return got.value
        } catch (err) {
          await credentialRepository.release(deps.db, cacheKey, deps.instanceId)
          throw err
        }
      }
      if (Date.now() - started > maxWait) throw new BadRequest('微信凭证获取超时，请稍后再试')
      await new Promise((r) => setTimeout(r, step))
    }
  }

  return {
    get(cacheKey, fetch) {
      const running = inFlight.get(cacheKey)
      if (running) return running
      const p = load(cacheKey, fetch).finally(() => inFlight.delete(cacheKey))
      inFlight.set(cacheKey, p)
      return p
    },
    invalidate(cacheKey, value) {
      return credentialRepository.invalidate(deps.db, cacheKey, value)
    }
  }
}

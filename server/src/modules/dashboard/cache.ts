// A short-lived memo of the cards' answers: a dashboard is opened again and again (every return to the tab), and
// each card is a roll-up over a project's records. Entries are kept per person and scope (never shared between
// people, whose sections differ) under the data's version (dashboardRepository.version), read by the caller before
// the card is computed: a write, on this instance or another, raises the version, so the next read on every
// instance computes afresh (no more new, old, new figures as a proxy alternates instances). The version is read from
// the database rather than announced over the socket bus, so no write path can forget to announce it and no lost
// message leaves an instance behind. `ttlMs` by the app's clock still bounds what the version does not count (time
// itself: overdue hazards, the elapsed days; the hazard register's levels and states as designed); the oldest
// entries go first past `max`.
import type { Clock } from '../../lib/clock'

export interface TtlCache {
  /** the value under key computed from data at `version` or later; load runs when there is none */
  get<T>(key: string, version: number, load: () => Promise<T>): Promise<T>
}

export function ttlCache(clock: Clock, ttlMs: number, max: number): TtlCache {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>()
  /** the highest version a request has read: every entry was computed after it was read */
  let seen = -Infinity
  return {
    async get<T>(key: string, version: number, load: () => Promise<T>): Promise<T> {
      if (version > seen) {
        entries.clear()
        seen = version
      }
      // a request that read the version before a write another request has already seen: its answer is fresh
      // enough for itself, but not kept (it might predate that write)
      if (version < seen) return load()
      const now = clock.now()
      const hit = entries.get(key)
      if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>
      const value = load()
      entries.delete(key)
      entries.set(key, { at: now, value })
      while (entries.size > max) entries.delete(entries.keys().next().value as string)
      // a failure (a 400, a lost database) is not remembered
      value.catch(() => { if (entries.get(key)?.value === value) entries.delete(key) })
      return value
    }
  }
}

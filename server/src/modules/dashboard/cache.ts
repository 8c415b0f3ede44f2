// A short-lived memo of the cards' answers: a dashboard is opened again and again (every return to the tab), its
// figures change by the hour, and each card is a roll-up over a project's records. Entries live `ttlMs` by the
// app's clock, per person and scope (never shared between people, whose sections differ); the oldest go first
// past `max` entries.
import type { Clock } from '../../lib/clock'

export interface TtlCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>
}

export function ttlCache(clock: Clock, ttlMs: number, max: number): TtlCache {
  const entries = new Map<string, { at: number; value: Promise<unknown> }>()
  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
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

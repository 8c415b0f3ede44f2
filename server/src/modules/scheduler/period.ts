// Slots: the start of the period a moment falls in. Missed slots are never replayed one by one: a scheduler that was
// down looks only at the current slot, so the work left over runs once (catch-up), not once per missed period.
import type { Period } from './types'
import { CHINA_OFFSET_MS, chinaDay } from '../../lib/china-time'

const DAY = 86_400_000
/** China time (UTC+8, no daylight saving): daily jobs and reminder days follow the sites' clock */
export const CHINA_OFFSET = CHINA_OFFSET_MS

/** minutes after midnight of an 'HH:mm' time; undefined when it is not one */
export function minutesOf(hhmm: string): number | undefined {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(hhmm)
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined
}

export function assertValidPeriod(name: string, p: Period): void {
  if ('everyMs' in p) {
    if (!Number.isInteger(p.everyMs) || p.everyMs < 1000 || p.everyMs > DAY) throw new Error(`job ${name}: everyMs must be 1000..86400000`)
  } else if (minutesOf(p.dailyAt) === undefined) {
    throw new Error(`job ${name}: dailyAt must be HH:mm, got "${p.dailyAt}"`)
  }
}

/** the start of the period `now` falls in */
export function slotOf(p: Period, now: number): number {
  if ('everyMs' in p) return now - mod(now, p.everyMs)
  const offset = (minutesOf(p.dailyAt) ?? 0) * 60_000 - CHINA_OFFSET
  return now - mod(now - offset, DAY)
}

const mod = (a: number, b: number) => ((a % b) + b) % b

export { chinaDay }

/** yyyy-mm-dd of a day number */
export function dayText(day: number): string {
  return new Date(day * DAY).toISOString().slice(0, 10)
}

/** the last day of the month a day number is in */
export function monthEnd(day: number): number {
  const d = new Date(day * DAY)
  return Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / DAY) - 1
}

// Periods of statistics in China time (UTC+8 all year: China has kept no daylight saving since 1991, so a fixed
// offset is exact and SQLite, which knows no time zones, buckets like PostgreSQL): a day "2026-03-02", a week by its
// Monday "2026-03-02", a month "2026-03". The same key comes out of SQL (bucketSql) and out of JS (periodsBetween).
import { sql, type RawBuilder } from 'kysely'
import type { StatisticsPeriod } from '@shared/api/visualdev-statistics'
import { formatDatePart } from '../system/bill-number'
import { parseDate, unitBounds } from './date-units'
import type { Dialect } from './sql-json'
import { CHINA_OFFSET_MS } from '../../lib/china-time'

const CN = CHINA_OFFSET_MS
const DAY = 86_400_000
/** 1900-01-01 .. 9999-12-31: outside it a stored number is no date PostgreSQL can convert, so it counts as empty */
const MIN_MS = -2_208_988_800_000
const MAX_MS = 253_402_300_799_999

export const PERIODS: StatisticsPeriod[] = ['day', 'week', 'month']

/** the period key of an epoch-ms expression, as text; null for null or out-of-range values */
export function bucketSql(dialect: Dialect, ms: RawBuilder<unknown>, period: StatisticsPeriod): RawBuilder<string | null> {
  const inRange = sql`${ms} between ${sql.lit(MIN_MS)} and ${sql.lit(MAX_MS)}`
  if (dialect === 'sqlite') {
    const secs = sql`(${ms} + ${sql.lit(CN)}) / 1000.0, 'unixepoch'`
    const text = period === 'day' ? sql`strftime('%Y-%m-%d', ${secs})`
      : period === 'month' ? sql`strftime('%Y-%m', ${secs})`
        // "weekday 0" moves on to the coming Sunday (or stays on one); six days back is that week's Monday
        : sql`date(${secs}, 'weekday 0', '-6 days')`
    return sql<string | null>`(case when ${inRange} then ${text} end)`
  }
  // shifted by eight hours and read as UTC, so the result does not depend on the server's time zone setting
  const ts = sql`(to_timestamp(((${ms} + ${sql.lit(CN)}) / 1000.0)::float8) at time zone 'UTC')`
  const text = period === 'day' ? sql`to_char(${ts}, 'YYYY-MM-DD')`
    : period === 'month' ? sql`to_char(${ts}, 'YYYY-MM')`
      : sql`to_char(date_trunc('week', ${ts}), 'YYYY-MM-DD')`
  return sql<string | null>`(case when ${inRange} then ${text} end)`
}

/** the first millisecond of the period holding `ms` */
export function periodStart(ms: number, period: StatisticsPeriod): number {
  if (period === 'month') return unitBounds(ms, 'month')[0]
  const day = unitBounds(ms, 'day')[0]
  if (period === 'day') return day
  const weekday = new Date(day + CN).getUTCDay()
  return day - ((weekday + 6) % 7) * DAY
}

const nextStart = (start: number, period: StatisticsPeriod) =>
  (period === 'day' ? start + DAY : period === 'week' ? start + 7 * DAY : unitBounds(start, 'month')[1] + 1)

export const periodKey = (start: number, period: StatisticsPeriod) => formatDatePart(period === 'month' ? 'yyyy-MM' : 'yyyy-MM-dd', start)

/** what a chart shows: the day, the month, or a week as "2026-03-02~03-08" */
export function periodLabel(key: string, period: StatisticsPeriod): string {
  if (period !== 'week') return key
  const start = parseDate(key)
  return start === undefined ? key : `${key}~${formatDatePart('MM-dd', start + 6 * DAY)}`
}

/** the keys of every period from the one holding `from` to the one holding `to`; undefined when more than `max` */
export function periodsBetween(from: number, to: number, period: StatisticsPeriod, max: number): string[] | undefined {
  const keys: string[] = []
  for (let at = periodStart(from, period); at <= to; at = nextStart(at, period)) {
    if (keys.length === max) return undefined
    keys.push(periodKey(at, period))
  }
  return keys
}

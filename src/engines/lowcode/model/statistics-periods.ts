// The window of a period series, in China time like the server's buckets (jnpf-api.md §1.1): the last `count`
// days, weeks (from Monday) or months up to today, sent as whole days; and how a period key reads on an axis.
import type { StatisticsPeriod } from '@shared/api/visualdev-statistics'
import { fromServerDay, serverDay } from '@/utils/server-day'

const DAY_MS = 86_400_000
const pad = (n: number) => String(n).padStart(2, '0')

/** startTime and endTime ("yyyy-MM-dd") of the last `count` periods, the one holding `now` last */
export function periodWindow(unit: StatisticsPeriod, count: number, now = Date.now()): { startTime: string; endTime: string } {
  const today = serverDay(now)
  const n = Math.max(1, Math.trunc(count))
  if (unit === 'month') {
    const [y, m] = today.split('-').map(Number)
    const months = y * 12 + (m - 1) - (n - 1)
    return { startTime: `${Math.floor(months / 12)}-${pad((months % 12) + 1)}-01`, endTime: today }
  }
  const midnight = fromServerDay(today)
  // the weekday of today in China time: Sunday 0 ... Saturday 6
  const weekday = new Date(midnight + 8 * 3600_000).getUTCDay()
  const back = unit === 'day' ? n - 1 : (weekday + 6) % 7 + 7 * (n - 1)
  return { startTime: serverDay(midnight - back * DAY_MS), endTime: today }
}

/** a period key on the axis: "3月" for "2026-03", "03-02" for a day or the Monday of a week */
export function periodAxisLabel(key: string | number | null, unit: StatisticsPeriod): string {
  const text = key === null ? '' : String(key)
  if (unit === 'month') {
    const m = /^\d{4}-(\d{2})$/.exec(text)
    return m ? `${Number(m[1])}月` : text
  }
  return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text.slice(5) : text
}

/** the current and the previous period in words, for the figures row */
export const PERIOD_WORDS: Readonly<Record<StatisticsPeriod, [string, string]>> = {
  day: ['今日', '昨日'],
  week: ['本周', '上周'],
  month: ['本月', '上月']
}

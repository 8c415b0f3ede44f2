import { formatDate } from './format-date'
import { toMillis, type DateInput } from './timestamp'

const MINUTE = 60 * 1000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * Spec §9 ladder: 刚刚 under a minute, N分钟前 (1-59), N小时前 (1-23), N天前 (1-6), N周前 (1-3), N个月前 (1-3,
 * counting 30-day months, and days 28-29 already as 1个月前), then the date as yyyy-mm-dd. A time up to a minute
 * ahead (clock skew) is 刚刚; further ahead it is shown as a date. Empty or invalid input gives ''.
 */
export function relativeTime(value: DateInput, now: number = Date.now()): string {
  const ms = toMillis(value)
  if (ms === undefined) return ''
  const diff = now - ms
  if (diff < MINUTE) return diff > -MINUTE ? '刚刚' : formatDate(ms)
  if (diff < HOUR) return `${Math.floor(diff / MINUTE)}分钟前`
  if (diff < DAY) return `${Math.floor(diff / HOUR)}小时前`
  const days = Math.floor(diff / DAY)
  if (days < 7) return `${days}天前`
  if (days < 28) return `${Math.floor(days / 7)}周前`
  const months = Math.max(1, Math.floor(days / 30))
  if (months <= 3) return `${months}个月前`
  return formatDate(ms)
}

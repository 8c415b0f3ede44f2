// Days as the site sees them: yyyy-mm-dd in China time, and day numbers (days since 1970-01-01) for arithmetic
// that must read the same on both databases (plan windows are stored as day numbers).
import { BadRequest } from '../../errors'
import { chinaDay, dayText } from '../scheduler'

export { chinaDay, dayText }

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

export function dayNumber(text: string): number | undefined {
  const m = DATE.exec(text)
  if (!m) return undefined
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  // 2026-02-30 parses to March: refuse it rather than file under another day
  return dayText(ms / 86_400_000) === text ? ms / 86_400_000 : undefined
}

/** a date from the client, or today when none was given; the future is refused (nobody fills tomorrow's work) */
export function dayOf(text: string | undefined, now: number, label = '日期'): string {
  const today = chinaDay(now)
  if (text === undefined || text === '') return dayText(today)
  const day = dayNumber(text)
  if (day === undefined) throw new BadRequest(`${label}格式应为 yyyy-MM-dd`)
  if (day > today) throw new BadRequest(`${label}不能晚于今天`)
  return text
}

/** Monday of the week that holds the day */
export const weekStart = (day: number): number => day - ((day + 3) % 7)

export function periodOf(text: string): string {
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(text)) throw new BadRequest('计量期次格式应为 yyyy-MM')
  return text
}

// When a chat's messages were sent, shown the way chat apps do: a time line above a message that follows a pause
// (or opens the conversation), worded by how long ago its day was. Phones show local time; the site crews are in China.
import dayjs from 'dayjs'

/** a pause longer than this starts a new time group */
export const TIME_GROUP_GAP_MS = 5 * 60_000

/** 09:05 today, 昨天 09:05, 3月9日 09:05 this year, 2025年3月9日 09:05 before */
export function chatTimeLabel(ms: number, now: number = Date.now()): string {
  const t = dayjs(ms)
  const today = dayjs(now).startOf('day')
  if (!t.isBefore(today)) return t.format('HH:mm')
  if (!t.isBefore(today.subtract(1, 'day'))) return `昨天 ${t.format('HH:mm')}`
  if (t.year() === today.year()) return t.format('M月D日 HH:mm')
  return t.format('YYYY年M月D日 HH:mm')
}

/** whether a time line goes above the message at `index` (its predecessor was long enough before, or there is none) */
export function startsTimeGroup(times: number[], index: number): boolean {
  if (index === 0) return true
  return times[index] - times[index - 1] > TIME_GROUP_GAP_MS
}

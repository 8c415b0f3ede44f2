// The punch calendar's rules: the weeks of a month (Monday first, China days), and the colour of one day from the
// person's own statistics (the server's late, early, absent and field-service counts) and the section's rest days.
import type { AttendanceStatisticsVO, ShiftRuleVO } from '@shared/api/attendance'

export type DayState = 'normal' | 'abnormal' | 'absent' | 'field' | 'rest' | 'none'

export const DAY_STATES: { state: Exclude<DayState, 'none'>; label: string }[] = [
  { state: 'normal', label: '正常' }, { state: 'abnormal', label: '迟到/早退' }, { state: 'absent', label: '缺勤' },
  { state: 'field', label: '外勤' }, { state: 'rest', label: '休息' }
]

export const WEEK_HEAD = ['一', '二', '三', '四', '五', '六', '日']

const pad = (n: number) => String(n).padStart(2, '0')
const utc = (day: string) => new Date(`${day}T00:00:00Z`)

/** 'YYYY-MM' moved by n months */
export function addMonths(month: string, n: number): string {
  const d = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 + n, 1))
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`
}

/** the first and last day of a month */
export function monthRange(month: string): { from: string; to: string } {
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate()
  return { from: `${month}-01`, to: `${month}-${pad(last)}` }
}

/** the month's days in weeks from Monday; null before the 1st and after the last */
export function monthWeeks(month: string): (string | null)[][] {
  const { from, to } = monthRange(month)
  const lead = (utc(from).getUTCDay() + 6) % 7
  const cells: (string | null)[] = Array(lead).fill(null)
  for (let d = 1; d <= Number(to.slice(8)); d += 1) cells.push(`${month}-${pad(d)}`)
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: (string | null)[][] = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

export const isRest = (rule: Pick<ShiftRuleVO, 'restDays'>, day: string) =>
  rule.restDays !== '' && rule.restDays.split(',').map(Number).includes(utc(day).getUTCDay())

/** a day's colour: late or early before field service before normal; absent; a rest day without punches */
export function dayState(stat: AttendanceStatisticsVO['days'][number] | undefined, rule: Pick<ShiftRuleVO, 'restDays'>, day: string): DayState {
  if (stat && stat.present > 0) {
    if (stat.late > 0 || stat.early > 0) return 'abnormal'
    return stat.field > 0 ? 'field' : 'normal'
  }
  if (stat && stat.field > 0) return 'field'
  if (stat && stat.absent > 0) return 'absent'
  return isRest(rule, day) ? 'rest' : 'none'
}

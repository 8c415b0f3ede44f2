// The checks of what the site checks and consumption take that the task centre's input.ts does not: dates and ids.
import { BadRequest } from '../../errors'
import { dayText } from '../scheduler'

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** a real yyyy-MM-dd day */
export function dateOf(value: unknown, label: string): string {
  if (typeof value !== 'string' || !DATE.test(value)) throw new BadRequest(`请选择${label}（yyyy-MM-dd）`)
  const m = DATE.exec(value)!
  if (dayText(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000) !== value) throw new BadRequest(`${label}不是有效日期`)
  return value
}

/** a chosen id (at most 64 characters) */
export function idText(value: unknown, label: string): string {
  if (typeof value !== 'string' || value === '' || value.length > 64) throw new BadRequest(`请选择${label}`)
  return value
}

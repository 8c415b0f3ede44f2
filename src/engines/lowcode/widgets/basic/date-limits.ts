// datePicker / timePicker limits (__config__ startTime*/endTime*, jnpf-forms-and-flows §1.2): type 1 a fixed value,
// 2 another field's value, 3 now, 4 N units before now, 5 N units after now; units (target) for dates 1 year,
// 2 month, 3 day; for times 1 hour, 2 minute, 3 second. Without a rule the props startTime/endTime (ms) apply.
import dayjs, { type Dayjs, type ManipulateType } from 'dayjs'
import type { LcField } from '../../types'
import { formValueOf, num, str } from './props'

type Values = Record<string, unknown>

const DATE_UNITS: Record<number, ManipulateType> = { 1: 'year', 2: 'month', 3: 'day' }
const TIME_UNITS: Record<number, ManipulateType> = { 1: 'hour', 2: 'minute', 3: 'second' }

/** '08:30' / '08:30:15' on today's date */
function timeOnToday(text: string, now: Dayjs): Dayjs | undefined {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim())
  return m ? now.hour(Number(m[1])).minute(Number(m[2])).second(Number(m[3] ?? 0)) : undefined
}

function toDayjs(value: unknown, kind: 'date' | 'time', now: Dayjs): Dayjs | undefined {
  if (value === null || value === undefined || value === '') return undefined
  if (kind === 'time' && typeof value === 'string') return timeOnToday(value, now)
  const ms = num(value)
  return ms === undefined ? undefined : dayjs(ms)
}

function limit(field: LcField, side: 'start' | 'end', kind: 'date' | 'time', values: Values, now: Dayjs): Dayjs | undefined {
  const c = field.config
  if (c[`${side}TimeRule`] !== true) return toDayjs(field.props[`${side}Time`], kind, now)
  const type = num(c[`${side}TimeType`])
  const amount = num(c[`${side}TimeValue`]) ?? 0
  const unit = (kind === 'date' ? DATE_UNITS : TIME_UNITS)[num(c[`${side}TimeTarget`]) ?? 3] ?? 'day'
  switch (type) {
    case 1:
      return toDayjs(c[`${side}TimeValue`], kind, now)
    case 2:
      return toDayjs(formValueOf(str(c[`${side}RelationField`]), values), kind, now)
    case 3:
      return now
    case 4:
      return now.subtract(amount, unit)
    case 5:
      return now.add(amount, unit)
    default:
      return undefined
  }
}

export interface Limits {
  start?: Dayjs
  end?: Dayjs
}

export function dateLimits(field: LcField, kind: 'date' | 'time', values: Values, now = dayjs()): Limits {
  return { start: limit(field, 'start', kind, values, now), end: limit(field, 'end', kind, values, now) }
}

/** the message for a value outside the limits, or undefined */
export function outOfLimits(chosen: Dayjs, limits: Limits, unit: 'day' | 'minute', format: (d: Dayjs) => string): string | undefined {
  if (limits.start && chosen.isBefore(limits.start, unit)) return `不能早于${format(limits.start)}`
  if (limits.end && chosen.isAfter(limits.end, unit)) return `不能晚于${format(limits.end)}`
  return undefined
}

// What the date widgets need beyond the model's format helpers: ms from loose values, display text, and which
// pickers a format asks for.
import { formatMillis, formatOf } from '../../model/date-format'
import type { LcField } from '../../types'

/** the field's date format: 3.6 `format`, Gen B `type: datetime` without one */
export const dateFormatOf = (field: LcField): string => formatOf(field.jnpfKey, field.props)

/** epoch ms from a number or a numeric string; undefined for anything else */
export function toMs(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return Number(value)
  return undefined
}

/** a stored date value shown in the field's format ('' when there is none); display strings pass through */
export function formatDateValue(value: unknown, format: string): string {
  const ms = toMs(value)
  if (ms === undefined) return typeof value === 'string' ? value : ''
  return formatMillis(ms, format)
}

export interface DateParts {
  /** what the date picker asks for */
  fields: 'year' | 'month' | 'day'
  /** a time picker follows (HH:mm) */
  time: boolean
  seconds: boolean
}

export function dateParts(format: string): DateParts {
  const fields = /d/.test(format) ? 'day' : /M/.test(format) ? 'month' : 'year'
  return { fields, time: /H/.test(format), seconds: /s/.test(format) }
}

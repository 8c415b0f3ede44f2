import dayjs from 'dayjs'

export type DateInput = Date | number | string | null | undefined

/**
 * Epoch milliseconds of a Date, a timestamp (10 digits = seconds, as JNPF's older fields and uView do), digit
 * text, or date text ('yyyy-mm-dd hh:MM:ss', ISO); undefined when there is none or it is invalid.
 * dayjs parses 'yyyy-mm-dd hh:MM' itself: iOS WebViews reject that form in `new Date`.
 */
export function toMillis(value: DateInput): number | undefined {
  if (value === null || value === undefined || value === '') return undefined
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime()
  if (typeof value === 'string' && /^-?\d+$/.test(value.trim())) return toMillis(Number(value.trim()))
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined
    return /^\d{10}$/.test(String(Math.trunc(value))) ? value * 1000 : value
  }
  const parsed = dayjs(value)
  return parsed.isValid() ? parsed.valueOf() : undefined
}

// JNPF writes date formats Java-style (yyyy-MM-dd HH:mm:ss); dayjs wants YYYY and DD. Everything else (MM, HH,
// mm, ss, separators) reads the same in both.
import dayjs from 'dayjs'

export const DEFAULT_DATE_FORMAT = 'yyyy-MM-dd'
export const DEFAULT_TIME_FORMAT = 'HH:mm:ss'

/** 'yyyy-MM-dd HH:mm:ss' -> 'YYYY-MM-DD HH:mm:ss' */
export const toDayjsFormat = (format: string): string => format.replace(/y/g, 'Y').replace(/d/g, 'D')

/** the format of a datePicker / timePicker field (Gen B datetime pickers default to seconds) */
export function formatOf(jnpfKey: string, props: Record<string, unknown>): string {
  if (typeof props.format === 'string' && props.format) return props.format
  if (jnpfKey === 'timePicker') return DEFAULT_TIME_FORMAT
  return props.type === 'datetime' ? 'yyyy-MM-dd HH:mm:ss' : DEFAULT_DATE_FORMAT
}

/**
 * `now` cut to the precision the format shows, in ms: today 00:00 for a date, the current minute for
 * 'yyyy-MM-dd HH:mm', the first of the month for 'yyyy-MM'. What a datePicker defaults to when defaultCurrent.
 */
export function truncateToFormat(now: number, format: string): number {
  const unit = /s/.test(format) ? 'second' : /m/.test(format) ? 'minute' : /H|h/.test(format) ? 'hour'
    : /d/.test(format) ? 'day' : /M/.test(format) ? 'month' : /y/.test(format) ? 'year' : 'day'
  return dayjs(now).startOf(unit).valueOf()
}

export const formatMillis = (ms: number, format: string): string => dayjs(ms).format(toDayjsFormat(format))

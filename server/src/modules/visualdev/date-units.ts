// Date values of searches and conditions: epoch ms, or a "yyyy-MM-dd[ HH:mm[:ss]]" string in China time, widened to
// the whole unit the field's format shows (a date picked as 2026-03-02 matches the whole of that day).
import { propOf, type FormField } from './form-fields'
import { CHINA_OFFSET_MS } from '../../lib/china-time'

const CN = CHINA_OFFSET_MS

export type DateUnit = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'

/** the smallest unit a JNPF date format shows; Gen B "datetime" pickers show seconds */
export function unitOf(f: FormField): DateUnit {
  if (f.jnpfKey === 'createTime' || f.jnpfKey === 'modifyTime') return 'second'
  const format = propOf(f, 'format')
  const fmt = typeof format === 'string' ? format : propOf(f, 'type') === 'datetime' ? 'yyyy-MM-dd HH:mm:ss' : 'yyyy-MM-dd'
  if (fmt.includes('ss')) return 'second'
  if (fmt.includes('mm')) return 'minute'
  if (fmt.includes('HH')) return 'hour'
  if (/dd/i.test(fmt)) return 'day'
  if (fmt.includes('MM')) return 'month'
  return 'year'
}

/** the range a JS Date can hold; beyond it no unit bounds can be computed */
const MAX_MS = 8.64e15
const inRange = (n: number) => (Number.isSafeInteger(n) && Math.abs(n) <= MAX_MS - 366 * 86_400_000 ? n : undefined)

/** epoch ms from a number, a digit string or a China-time date string; undefined when it is none of these */
export function parseDate(v: unknown): number | undefined {
  if (typeof v === 'number') return inRange(v)
  if (typeof v !== 'string' || v.trim() === '') return undefined
  const s = v.trim()
  if (/^-?\d+$/.test(s)) return inRange(Number(s))
  const m = /^(\d{4})(?:-(\d{1,2})(?:-(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?)?)?$/.exec(s)
  if (!m) return undefined
  const [y, mo = '1', d = '1', h = '0', mi = '0', se = '0'] = m.slice(1) as string[]
  return inRange(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(se)) - CN)
}

/** the first and last millisecond of the unit that holds `ms` */
export function unitBounds(ms: number, unit: DateUnit): [number, number] {
  const d = new Date(ms + CN)
  const parts = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()]
  const keep = { year: 1, month: 2, day: 3, hour: 4, minute: 5, second: 6 }[unit]
  const start = parts.map((p, i) => (i < keep ? p : i === 2 ? 1 : 0))
  const next = [...start]
  next[keep - 1] += 1
  const at = (p: number[]) => Date.UTC(p[0], p[1], p[2], p[3], p[4], p[5]) - CN
  return [at(start), at(next) - 1]
}

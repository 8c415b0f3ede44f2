// Pieces the system data pages share: request schemas, the checks every name and code goes through, paging, and
// the epoch/date parsing of the console's time-range filters.
import { sql, type RawBuilder } from 'kysely'
import { BadRequest } from '../../errors'
import { str } from '../../lib/schemas'

export const intRange = (minimum: number, maximum: number) => ({ type: 'integer', minimum, maximum })

/** sortCode as the console's InputNumber sends it (0..999999) */
export const sortCode = intRange(0, 999999)
export const enabledMark = { type: 'integer', enum: [0, 1] }

/** a 0/1 query filter the console may send empty (a cleared select): '' means no filter */
export const queryFlag = { type: 'string', pattern: '^[01]?$' }
export const flagOf = (v: unknown): number | undefined => (v === '' || v === undefined || v === null ? undefined : Number(v))

export const pagingProps = {
  keyword: str(100), currentPage: intRange(1, 100000), pageSize: intRange(1, 500), sort: str(10), sidx: str(50)
}

export interface Paging { keyword?: string; currentPage?: number; pageSize?: number }

export function pageOf(q: Paging): { currentPage: number; pageSize: number; offset: number } {
  const currentPage = Math.max(1, Math.floor(Number(q.currentPage) || 1))
  const pageSize = Math.max(1, Math.min(500, Math.floor(Number(q.pageSize) || 20)))
  return { currentPage, pageSize, offset: (currentPage - 1) * pageSize }
}

export const keywordOf = (q: { keyword?: string }) => (q.keyword ?? '').trim().slice(0, 100)

/** case-insensitive "contains" on one or more columns, with LIKE wildcards in the keyword taken literally */
export function containsAny(columns: string[], keyword: string): RawBuilder<boolean> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const parts = columns.map((c) => sql`lower(${sql.ref(c)}) like ${pattern} escape '\\'`)
  return sql<boolean>`(${sql.join(parts, sql` or `)})`
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what names must not hold
const CONTROL = /[\u0000-\u001f\u007f]/

/** a display name: trimmed, present, at most `max` characters, no markup or control characters */
export function cleanName(value: unknown, label: string, max = 50): string {
  const v = typeof value === 'string' ? value.trim() : ''
  if (!v) throw new BadRequest(`${label}不能为空`)
  if (v.length > max) throw new BadRequest(`${label}不能超过${max}个字符`)
  if (CONTROL.test(v) || /[<>]/.test(v)) throw new BadRequest(`${label}不能含有特殊符号`)
  return v
}

/** a code: like a name but without spaces; `pattern` narrows it further where the console does */
export function cleanCode(value: unknown, label: string, max = 50, pattern?: { re: RegExp; msg: string }): string {
  const v = cleanName(value, label, max)
  if (/\s/.test(v)) throw new BadRequest(`${label}不能含有空格`)
  if (pattern && !pattern.re.test(v)) throw new BadRequest(`${label}${pattern.msg}`)
  return v
}

/** free text (说明): at most `max` characters, control characters other than line breaks removed */
export function cleanText(value: unknown, max = 500, label = '说明'): string {
  const v = typeof value === 'string' ? value.trim() : ''
  if (v.length > max) throw new BadRequest(`${label}不能超过${max}个字符`)
  // eslint-disable-next-line no-control-regex -- strip control characters, keep tabs and line breaks
  return v.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
}

/** the console's enCode rule: letters and digits, dots inside (plus _ and - that our catalogue codes use) */
export const CODE_PATTERN = { re: /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/, msg: '只能输入英文、数字和小数点且小数点不能放在首尾' }

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/

/** a time filter value: epoch ms (number or digits) or 'YYYY-MM-DD[ HH:mm[:ss]]' in China time; '' = none */
export function parseTime(value: unknown, label: string): number | undefined {
  if (value === undefined || value === null || value === '') return undefined
  const s = String(value).trim()
  if (/^\d{1,15}$/.test(s)) return Number(s)
  const m = DATE_TIME.exec(s)
  const t = m ? Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4] ?? '00'}:${m[5] ?? '00'}:${m[6] ?? '00'}+08:00`) : NaN
  if (!Number.isFinite(t)) throw new BadRequest(`${label}格式不正确`)
  return t
}

/** a [start, end] range from two filter values; refuses an end before the start. `label` names the range (发布, 失效 ...) */
export function timeRange(start: unknown, end: unknown, label: string): { from?: number; to?: number } {
  const from = parseTime(start, `${label}开始时间`)
  const to = parseTime(end, `${label}结束时间`)
  if (from !== undefined && to !== undefined && to < from) throw new BadRequest(`${label}结束时间不能早于开始时间`)
  return { from, to }
}

/** a time filter: epoch ms (a JSON number is coerced to its digits) or date-time text */
export const timeValue = { type: 'string', maxLength: 30 }

/** one value or a list of them (the console's multi-selects send either) */
export const oneOrMany = (item: object, maxItems = 1000, maxLength = 20000) => ({
  anyOf: [{ type: 'array', maxItems, items: item }, { type: 'string', maxLength }]
})

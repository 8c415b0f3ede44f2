// Field rules shared by the organisation, position and group forms. The console limits names and codes to 50
// characters; codes are what other systems and imports match on, so they stay plain.
import { BadRequest } from '../../errors'

export const NAME_MAX = 50
export const CODE_MAX = 50
export const DESCRIPTION_MAX = 500

// letters and digits, with . - _ inside (the seeded codes use "-": JNLJ-GCGL)
const CODE = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/
// control characters would break exports and log lines
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/

export function name(value: string | null | undefined, label: string): string {
  const v = (value ?? '').trim()
  if (!v) throw new BadRequest(`${label}不能为空`)
  if (v.length > NAME_MAX) throw new BadRequest(`${label}不能超过${NAME_MAX}个字符`)
  if (CONTROL.test(v)) throw new BadRequest(`${label}不能包含控制字符`)
  return v
}

export function code(value: string | null | undefined, label: string): string {
  const v = (value ?? '').trim()
  if (!v) throw new BadRequest(`${label}不能为空`)
  if (v.length > CODE_MAX) throw new BadRequest(`${label}不能超过${CODE_MAX}个字符`)
  if (!CODE.test(v)) throw new BadRequest(`${label}只能包含英文、数字、小数点、短横线和下划线，且首尾须为英文或数字`)
  return v
}

export function description(value: string | null | undefined): string {
  const v = (value ?? '').trim()
  if (v.length > DESCRIPTION_MAX) throw new BadRequest(`说明不能超过${DESCRIPTION_MAX}个字符`)
  return v
}

/** 0..999999 like the console's number box; the route schema already made it an integer */
export function sortCode(value: number | null | undefined): number {
  const v = value ?? 0
  if (!Number.isInteger(v) || v < 0 || v > 999999) throw new BadRequest('排序必须是0到999999之间的整数')
  return v
}

export function enabledMark(value: number | null | undefined): number {
  if (value === undefined || value === null) return 1
  if (value !== 0 && value !== 1) throw new BadRequest('状态只能是启用(1)或禁用(0)')
  return value
}

/** the dictionary item a type select sent: by id or by enCode; '' when none; unknown values refused when the
 *  dictionary exists (an install without the dictionary keeps whatever the client sends, trimmed) */
export function dictionaryValue(value: string | null | undefined, items: { id: string; enCode: string }[], label: string,
  store: 'id' | 'enCode'): string {
  const v = (value ?? '').trim()
  if (!v) return ''
  if (v.length > 100) throw new BadRequest(`${label}不合法`)
  if (items.length === 0) return v
  const item = items.find((i) => i.id === v || i.enCode === v)
  if (!item) throw new BadRequest(`${label}「${v}」不在数据字典中`)
  return item[store]
}

/** at most a few names in a message, then "等N个" (people: unit 人) */
export function listNames(names: string[], unit = '个', max = 5): string {
  const shown = names.slice(0, max).join('、')
  return names.length > max ? `${shown}等${names.length}${unit}` : shown
}

// Generic validators of spec §5. Each takes any value and answers a boolean; strings are checked exactly as given
// (no trimming), finite numbers as their decimal text where a number makes sense.
import { asText } from './text'
import { isCalendarDate, isClockTime } from './calendar'

export { isIdCard } from './id-card'
export { isCarNo } from './car-no'

export function isEmail(value: unknown): boolean {
  return typeof value === 'string' && /^[\w+-]+(\.[\w+-]+)*@[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/.test(value)
}

/** mainland mobile: 1, then 3-9, then 9 digits */
export function isMobile(value: unknown): boolean {
  const text = asText(value)
  return text !== undefined && /^1[3-9]\d{9}$/.test(text)
}

const IPV4_OCTET = '(25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
const URL_PATTERN = new RegExp(
  '^(https?|ftp)://' +
    '([^\\s:@/]+(:[^\\s@/]*)?@)?' + // user info
    `(localhost|(${IPV4_OCTET}\\.){3}${IPV4_OCTET}|([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63})` +
    '(:(\\d{1,5}))?' +
    '([/?#][^\\s]*)?$',
  'i'
)

/** http(s) or ftp URL with a host name, IPv4 address or localhost */
export function isUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false
  if (!URL_PATTERN.test(value)) return false
  const port = /^[a-z]+:\/\/([^\s@/]*@)?[^/?#:]+:(\d+)/i.exec(value)?.[2]
  return port === undefined || (Number(port) >= 1 && Number(port) <= 65535)
}

/**
 * A real calendar date: a valid Date, a timestamp, or text 'yyyy-mm-dd' / 'yyyy/mm/dd' with an optional
 * ' hh:mm' or ' hh:mm:ss' time.
 */
export function isDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  if (typeof value === 'number') return Number.isFinite(value)
  if (typeof value !== 'string') return false
  const m = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})( (\d{1,2}):(\d{2})(:(\d{2}))?)?$/.exec(value)
  if (!m) return false
  if (!isCalendarDate(Number(m[1]), Number(m[3]), Number(m[4]))) return false
  return m[5] === undefined || isClockTime(Number(m[6]), Number(m[7]), m[9] === undefined ? 0 : Number(m[9]))
}

/** ISO 8601 calendar date 'yyyy-mm-dd', optionally with 'Thh:mm[:ss[.sss]]' and 'Z' or an offset */
export function isDateISO(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const m = /^(\d{4})-(\d{2})-(\d{2})(T(\d{2}):(\d{2})(:(\d{2})(\.\d{1,9})?)?(Z|[+-](\d{2}):(\d{2}))?)?$/.exec(value)
  if (!m) return false
  if (!isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) return false
  if (m[4] === undefined) return true
  if (!isClockTime(Number(m[5]), Number(m[6]), m[8] === undefined ? 0 : Number(m[8]))) return false
  return m[11] === undefined || (Number(m[11]) <= 23 && Number(m[12]) <= 59)
}

/** a decimal number: optional sign, digits with an optional fraction (or a bare fraction), optional exponent */
export function isNumber(value: unknown): boolean {
  const text = asText(value)
  return text !== undefined && /^[+-]?(\d+(\.\d+)?|\.\d+)([eE][+-]?\d+)?$/.test(text)
}

/** only the digits 0-9 */
export function isDigits(value: unknown): boolean {
  const text = asText(value)
  return text !== undefined && /^\d+$/.test(text)
}

/** a non-negative amount with at most two decimals; thousands separators allowed when every group has 3 digits */
export function isAmount(value: unknown): boolean {
  const text = asText(value)
  return text !== undefined && /^(0|[1-9]\d*|[1-9]\d{0,2}(,\d{3})+)(\.\d{1,2})?$/.test(text)
}

/** Chinese characters only (CJK unified ideographs and extension A) */
export function isChinese(value: unknown): boolean {
  return typeof value === 'string' && /^[\u3400-\u4dbf\u4e00-\u9fff]+$/.test(value)
}

export function isLetter(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Za-z]+$/.test(value)
}

/** letters or digits (ASCII) */
export function isEnOrNum(value: unknown): boolean {
  return typeof value === 'string' && /^[A-Za-z0-9]+$/.test(value)
}

/** landline: area code 0xx or 0xxx, '-', a 7 or 8 digit number not starting with 0, optional '-' extension */
export function isLandline(value: unknown): boolean {
  return typeof value === 'string' && /^0\d{2,3}-[1-9]\d{6,7}(-\d{1,6})?$/.test(value)
}

/** JSON text of an object or an array */
export function isJsonString(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'object' && parsed !== null
  } catch {
    return false
  }
}

/** a numeric verification code of exactly `length` digits (6 by default) */
export function isCode(value: unknown, length = 6): boolean {
  if (!Number.isInteger(length) || length < 1) throw new RangeError(`code length must be a positive integer, got ${length}`)
  const text = asText(value)
  return text !== undefined && text.length === length && /^\d+$/.test(text)
}

export function isRadioOrCheckbox(type: unknown): boolean {
  return type === 'radio' || type === 'checkbox'
}

// 18-digit resident identity number (GB 11643-1999): 6-digit region code, birth date yyyymmdd, 3-digit sequence,
// check character from ISO 7064 MOD 11-2 (X stands for 10).
import { isCalendarDate } from './calendar'

/** first two digits: provinces, autonomous regions and municipalities, Taiwan, Hong Kong, Macao */
const PROVINCE_CODES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62,
  63, 64, 65, 71, 81, 82
])

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
const CHECK_CHARS = '10X98765432'

/** the check character of the first 17 digits */
export function idCardCheckChar(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new TypeError('an ID card check character needs exactly 17 digits')
  let sum = 0
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * WEIGHTS[i]
  return CHECK_CHARS[sum % 11]
}

/** `now` decides which birth dates lie in the future; injectable for tests */
export function isIdCard(value: unknown, now: Date = new Date()): boolean {
  if (typeof value !== 'string' || !/^\d{17}[\dXx]$/.test(value)) return false
  if (!PROVINCE_CODES.has(Number(value.slice(0, 2)))) return false
  const year = Number(value.slice(6, 10))
  const month = Number(value.slice(10, 12))
  const day = Number(value.slice(12, 14))
  if (year < 1800 || !isCalendarDate(year, month, day)) return false
  const birth = new Date(year, month - 1, day)
  if (birth.getTime() > now.getTime()) return false
  return idCardCheckChar(value.slice(0, 17)) === value[17].toUpperCase()
}

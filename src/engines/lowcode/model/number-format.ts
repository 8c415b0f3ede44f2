// Number display of inputNumber/calculate (`thousands`, `isAmountChinese`) and child-table summaries.

const toFinite = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value.replace(/,/g, '')) : NaN
  return Number.isFinite(n) ? n : undefined
}

/**
 * '1234567.5' -> '1,234,567.5' (with `precision`, the decimals are fixed first: 2 -> '1,234,567.50').
 * Text that is not a number comes back unchanged; empty values give ''.
 */
export function thousands(value: unknown, precision?: number): string {
  if (value === undefined || value === null || value === '') return ''
  const n = toFinite(value)
  if (n === undefined) return String(value)
  const text = precision === undefined ? String(n) : n.toFixed(Math.max(0, Math.min(10, precision)))
  // exponent notation (1e21 and beyond) has no digit groups to separate
  if (/e/i.test(text)) return text
  const [int, frac] = text.replace('-', '').split('.')
  const grouped = int.replace(/\B(?=(\d{3})+$)/g, ',')
  return `${n < 0 ? '-' : ''}${grouped}${frac !== undefined ? `.${frac}` : ''}`
}

const DIGITS = '零壹贰叁肆伍陆柒捌玖'
const UNITS = ['', '拾', '佰', '仟']
const GROUPS = ['', '万', '亿', '万亿']

/** one group of up to four digits: 1005 -> 壹仟零伍 */
function groupText(group: number): string {
  let out = ''
  let zero = false
  for (let pos = 3; pos >= 0; pos--) {
    const digit = Math.floor(group / 10 ** pos) % 10
    if (digit === 0) {
      if (out) zero = true
      continue
    }
    if (zero) out += '零'
    out += DIGITS[digit] + UNITS[pos]
    zero = false
  }
  return out
}

/**
 * An amount in Chinese capitals as written on invoices, to the fen: 1234.56 -> 壹仟贰佰叁拾肆元伍角陆分,
 * 100010 -> 壹拾万零壹拾元整, 0 -> 零元整. '' for a value that is not a number or is too large (>= 1e16).
 */
export function amountChinese(value: unknown): string {
  const n = toFinite(value)
  if (n === undefined) return ''
  const cents = Math.round(Math.abs(n) * 100)
  const yuan = Math.floor(cents / 100)
  if (yuan >= 1e16) return ''
  const jiao = Math.floor(cents / 10) % 10
  const fen = cents % 10

  let int = ''
  let gap = false
  for (let g = 3; g >= 0; g--) {
    const group = Math.floor(yuan / 10000 ** g) % 10000
    if (group === 0) {
      if (int) gap = true
      continue
    }
    // a zero between groups (10 0001) or a short group after a longer one (1 0010) reads 零
    if (int && (gap || group < 1000)) int += '零'
    int += groupText(group) + GROUPS[g]
    gap = false
  }
  if (int) int += '元'

  let text: string
  if (jiao === 0 && fen === 0) text = `${int || '零元'}整`
  else {
    text = int
    if (jiao) text += `${DIGITS[jiao]}角`
    if (fen) text += `${!jiao && int ? '零' : ''}${DIGITS[fen]}分`
  }
  return n < 0 && cents > 0 ? `负${text}` : text
}

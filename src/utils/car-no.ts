// Mainland licence plates (GA 36): a province abbreviation, the issuing-office letter, then
//  - 7 characters: 5 letters/digits (I and O are never used), the last may also be 挂 学 警 港 澳 使 领;
//  - 8 characters, new-energy: small cars D/F then a letter or digit then 4 digits, large vehicles 5 digits then D/F.
const PROVINCES = '京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼'
const SERIAL = 'A-HJ-NP-Z0-9'

const CLASSIC = new RegExp(`^[${PROVINCES}][A-Z][${SERIAL}]{4}[${SERIAL}挂学警港澳使领]$`)
const NEW_ENERGY = new RegExp(`^[${PROVINCES}][A-Z]([DF][${SERIAL}]\\d{4}|\\d{5}[DF])$`)

export function isCarNo(value: unknown): boolean {
  if (typeof value !== 'string') return false
  if (value.length === 7) return CLASSIC.test(value)
  if (value.length === 8) return NEW_ENERGY.test(value)
  return false
}

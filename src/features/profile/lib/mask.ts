// Masks for showing contact data on the security page without exposing it to onlookers.

/** 13812345678 -> 138****5678; anything that is not 11 digits keeps only its last 4 characters */
export function maskMobile(mobile: string | null | undefined): string {
  const value = (mobile ?? '').trim()
  if (!value) return ''
  if (/^\d{11}$/.test(value)) return `${value.slice(0, 3)}****${value.slice(7)}`
  return value.length <= 4 ? '****' : `****${value.slice(-4)}`
}

/** zhang.san@example.com -> z***n@example.com; short names keep their first character */
export function maskEmail(email: string | null | undefined): string {
  const value = (email ?? '').trim()
  const at = value.lastIndexOf('@')
  if (at <= 0) return value ? '***' : ''
  const name = value.slice(0, at)
  const domain = value.slice(at)
  const masked = name.length <= 2 ? `${name[0]}***` : `${name[0]}***${name[name.length - 1]}`
  return masked + domain
}

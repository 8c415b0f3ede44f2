// Opaque random secrets (tokens, tickets); only their sha256 is stored where a leak would grant access.
import crypto from 'node:crypto'

export const TOKEN_PREFIX = 'bearer '

export function randomSecret(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url')
}

export function sha256(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex')
}

/** Authorization header value with or without the bearer prefix -> the bare token, or '' */
export function bareToken(header: string | undefined): string {
  if (!header) return ''
  const v = header.trim()
  return /^bearer\s+/i.test(v) ? v.replace(/^bearer\s+/i, '').trim() : v
}

export function newId(): string {
  return crypto.randomUUID().replace(/-/g, '')
}

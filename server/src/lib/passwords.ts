// Passwords arrive as md5 hex of the plain text (older JNPF clients) or as the 3.6 web form
// hex(AES-128-ECB/PKCS7(md5hex)). Stored: scrypt(md5hex) with a per-user salt, never md5 itself.
import crypto from 'node:crypto'
import { promisify } from 'node:util'

const scrypt = promisify(crypto.scrypt) as (pw: string, salt: Buffer, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>
const PARAMS = { N: 16384, r: 8, p: 1 }
const KEY_LEN = 32

export function md5Hex(text: string): string {
  return crypto.createHash('md5').update(text, 'utf8').digest('hex')
}

/** md5 hex of the plain password from either wire form, or null when the value is neither */
export function decodeWirePassword(wire: string, aesKey: string): string | null {
  if (/^[0-9a-fA-F]{32}$/.test(wire)) return wire.toLowerCase()
  if (!/^([0-9a-fA-F]{32})+$/.test(wire) || wire.length > 256) return null
  try {
    const decipher = crypto.createDecipheriv('aes-128-ecb', Buffer.from(aesKey, 'utf8'), null)
    const plain = Buffer.concat([decipher.update(Buffer.from(wire, 'hex')), decipher.final()]).toString('utf8')
    return /^[0-9a-fA-F]{32}$/.test(plain) ? plain.toLowerCase() : null
  } catch {
    return null
  }
}

/** the 3.6 client side, used by tests and tools */
export function encodeAesWirePassword(plain: string, aesKey: string): string {
  const cipher = crypto.createCipheriv('aes-128-ecb', Buffer.from(aesKey, 'utf8'), null)
  return Buffer.concat([cipher.update(md5Hex(plain), 'utf8'), cipher.final()]).toString('hex')
}

export async function hashPassword(md5hex: string): Promise<string> {
  const salt = crypto.randomBytes(16)
  const key = await scrypt(md5hex.toLowerCase(), salt, KEY_LEN, PARAMS)
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString('base64')}$${key.toString('base64')}`
}

export async function verifyPassword(md5hex: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [N, r, p] = parts.slice(1, 4).map(Number)
  const salt = Buffer.from(parts[4], 'base64')
  const expected = Buffer.from(parts[5], 'base64')
  const key = await scrypt(md5hex.toLowerCase(), salt, expected.length, { N, r, p })
  return crypto.timingSafeEqual(key, expected)
}

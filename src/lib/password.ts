// Password wire forms accepted by JNPF (jnpf-api.md §2.1): md5 hex (3.x app and .NET backends) or the 3.6 web
// form hex(AES-128-ECB/PKCS7(md5hex)). Modular crypto-js imports keep the mini-program bundle small.
import MD5 from 'crypto-js/md5'
import AES from 'crypto-js/aes'
import ECB from 'crypto-js/mode-ecb'
import Pkcs7 from 'crypto-js/pad-pkcs7'
import Hex from 'crypto-js/enc-hex'
import Utf8 from 'crypto-js/enc-utf8'
import { env, type PasswordMode } from '@/config/env'

export function md5Hex(plain: string): string {
  return MD5(Utf8.parse(plain)).toString(Hex)
}

/** hex of AES/ECB/PKCS7 over the UTF-8 bytes of `plain`, key taken as UTF-8 bytes */
export function aesEcbHex(plain: string, key: string): string {
  if (![16, 24, 32].includes(Utf8.parse(key).sigBytes)) {
    throw new Error('AES key must be 16, 24 or 32 bytes')
  }
  const encrypted = AES.encrypt(Utf8.parse(plain), Utf8.parse(key), { mode: ECB, padding: Pkcs7 })
  return encrypted.ciphertext.toString(Hex)
}

export function encodePassword(plain: string, mode: PasswordMode = env.passwordMode): string {
  if (typeof plain !== 'string' || plain === '') throw new Error('密码不能为空')
  const digest = md5Hex(plain)
  if (mode === 'md5') return digest
  if (mode === 'aes') return aesEcbHex(digest, env.aesKey)
  throw new Error(`unknown password mode "${String(mode)}"`)
}

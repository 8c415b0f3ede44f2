// The mini-program has no btoa/atob and no TextEncoder, and the page configs in URLs (the low-code page config,
// jnpf-forms-and-flows §3.2 point 9, and the workflow config of §5.1) carry Chinese labels, so their UTF-8 base64
// is done by hand.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

function utf8Bytes(text: string): number[] {
  const bytes: number[] = []
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0
    if (cp < 0x80) bytes.push(cp)
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63))
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
  }
  return bytes
}

function utf8Text(bytes: number[]): string {
  let out = ''
  for (let i = 0; i < bytes.length; ) {
    const b = bytes[i]
    const size = b < 0x80 ? 1 : b < 0xe0 ? 2 : b < 0xf0 ? 3 : 4
    let cp = size === 1 ? b : b & (0xff >> (size + 1))
    for (let k = 1; k < size; k++) cp = (cp << 6) | (bytes[i + k] & 63)
    out += String.fromCodePoint(cp)
    i += size
  }
  return out
}

/** standard base64 (with padding) of the UTF-8 bytes of `text` */
export function base64Encode(text: string): string {
  const bytes = utf8Bytes(text)
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i], bytes[i + 1], bytes[i + 2]]
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    out += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63]
    out += b === undefined ? '=' : ALPHABET[(n >> 6) & 63]
    out += c === undefined ? '=' : ALPHABET[n & 63]
  }
  return out
}

/** the text of a base64 string (standard or URL-safe alphabet, padding optional); null when it is not base64 */
export function base64Decode(input: string): string | null {
  // a '+' that went through form decoding arrives as a space
  const clean = input.replace(/ /g, '+').replace(/[\r\n\t]/g, '').replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '')
  if (!clean || /[^A-Za-z0-9+/]/.test(clean) || clean.length % 4 === 1) return null
  const bytes: number[] = []
  let buffer = 0
  let bits = 0
  for (const ch of clean) {
    buffer = ((buffer << 6) | ALPHABET.indexOf(ch)) & 0xffffff
    bits += 6
    if (bits >= 8) {
      bits -= 8
      bytes.push((buffer >> bits) & 0xff)
    }
  }
  return utf8Text(bytes)
}

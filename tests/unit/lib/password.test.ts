import { createCipheriv, createHash } from 'crypto'
import { aesEcbHex, encodePassword, md5Hex } from '@/lib/password'
import { env } from '@/config/env'

const nodeMd5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex')
const nodeAesEcbHex = (text: string, key: string) => {
  const cipher = createCipheriv(`aes-${key.length * 8}-ecb`, Buffer.from(key, 'utf8'), null)
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('hex')
}

describe('md5Hex', () => {
  it.each([
    ['', 'd41d8cd98f00b204e9800998ecf8427e'],
    ['123456', 'e10adc3949ba59abbe56e057f20f883e'],
    ['The quick brown fox jumps over the lazy dog', '9e107d9d372bb6826bd81d3542a419d6']
  ])('md5(%p) = %s', (plain, hex) => {
    expect(md5Hex(plain)).toBe(hex)
  })

  it('matches Node for the demo password and for non-ASCII text', () => {
    expect(md5Hex('Highway@2026')).toBe(nodeMd5('Highway@2026'))
    expect(md5Hex('公路@2026')).toBe(nodeMd5('公路@2026'))
  })
})

describe('encodePassword', () => {
  it('defaults to the configured mode, md5', () => {
    expect(env.passwordMode).toBe('md5')
    expect(encodePassword('Highway@2026')).toBe(nodeMd5('Highway@2026'))
  })

  it('gives the JNPF 3.6 form: hex of AES-128-ECB/PKCS7 over the md5 hex with the public key', () => {
    expect(env.aesKey).toBe('EY8WePvjM5GGwQzn')
    const expected = nodeAesEcbHex(nodeMd5('Highway@2026'), 'EY8WePvjM5GGwQzn')
    const encoded = encodePassword('Highway@2026', 'aes')
    expect(encoded).toBe(expected)
    // 32 hex characters of md5 plus a full PKCS7 block: 48 bytes
    expect(encoded).toMatch(/^[0-9a-f]{96}$/)
  })

  it('refuses an empty password and an unknown mode', () => {
    expect(() => encodePassword('')).toThrow('密码不能为空')
    expect(() => encodePassword('x', 'sha1' as never)).toThrow(/unknown password mode/)
  })
})

describe('aesEcbHex', () => {
  it.each(['0123456789abcdef', '0123456789abcdef01234567', '0123456789abcdef0123456789abcdef'])(
    'matches Node with a %s-character key',
    (key) => {
      expect(aesEcbHex('hello 公路', key)).toBe(nodeAesEcbHex('hello 公路', key))
    }
  )

  it('pads a block-sized input with a whole extra block', () => {
    expect(aesEcbHex('0123456789abcdef', '0123456789abcdef')).toHaveLength(64)
  })

  it('refuses a key of the wrong length', () => {
    expect(() => aesEcbHex('x', 'short')).toThrow(/16, 24 or 32/)
  })
})

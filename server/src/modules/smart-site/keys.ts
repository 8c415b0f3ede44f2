// A device's key: 32 random bytes, shown once; only its SHA-256 is kept (the key is random, so a slow hash would
// add nothing but load on every ingest).
import crypto from 'node:crypto'

export const newDeviceKey = (): string => `sk_${crypto.randomBytes(32).toString('base64url')}`
export const keyHash = (key: string): string => crypto.createHash('sha256').update(key, 'utf8').digest('hex')
export const keyHint = (key: string): string => key.slice(-4)

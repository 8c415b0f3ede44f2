// Signed file links. An <image> (and a file opened in a new tab or WeChat's viewer) cannot send the token, so every
// /api/file/Image URL the server hands out carries `exp` (unix seconds) and `sig` (HMAC-SHA256 of type, name and
// exp under a server secret): the link works for whoever holds it until it expires, and no token-less URL works
// forever. Stored values keep the bare URL; answers sign it again each time. Expiry is rounded up to a step, so the
// same picture keeps the same URL for a while and stays in the browser's cache.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { ServerConfig } from '../../config'
import type { AppContext } from '../../context'
import { isStoredName, uploadType, type UploadType } from './storage'

export interface FileKey { type: UploadType; name: string }

interface ParsedUrl {
  /** '/api/file/Image/' or '/H5Api/api/file/Image/', as written */
  prefix: string
  /** the folder as written (the uploader answers it lower-cased) */
  folder: string
  key: FileKey
}

const FILE_URL = /^((?:\/H5Api)?\/api\/file\/Image\/)([A-Za-z0-9_-]{1,50})\/([^/?#\s]{1,300})(?:\?[^#\s]*)?$/

/** one of our stored files behind a URL, or null for anything else (other sites, data URLs, made-up names) */
export function parseFileUrl(url: unknown): ParsedUrl | null {
  if (typeof url !== 'string') return null
  const m = FILE_URL.exec(url)
  if (!m) return null
  const type = uploadType(m[2])
  if (!type || !isStoredName(m[3])) return null
  return { prefix: m[1], folder: m[2], key: { type, name: m[3] } }
}

/** the URL without a signature: what is stored */
export function bareFileUrl(url: string): string {
  const p = parseFileUrl(url)
  return p ? `${p.prefix}${p.folder}/${p.key.name}` : url
}

const secrets = new WeakMap<ServerConfig, Buffer>()

/**
 * FILE_LINK_SECRET, or a random key written once to DATA_DIR (instances serving the same uploads share DATA_DIR,
 * so they share the key; a restart keeps it, so handed-out links keep working)
 */
function secretOf(config: ServerConfig): Buffer {
  const known = secrets.get(config)
  if (known) return known
  let secret: Buffer
  if (config.fileLinkSecret) {
    secret = Buffer.from(config.fileLinkSecret, 'utf8')
  } else {
    const file = path.join(config.dataDir, 'file-link.secret')
    fs.mkdirSync(config.dataDir, { recursive: true })
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 })
    } catch (err) {
      if ((err as { code?: string }).code !== 'EEXIST') throw err
    }
    secret = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8')
  }
  secrets.set(config, secret)
  return secret
}

function mac(config: ServerConfig, key: FileKey, exp: number): string {
  return crypto.createHmac('sha256', secretOf(config)).update(`${key.type.toLowerCase()}/${key.name}/${exp}`).digest('base64url')
}

/** the expiry of a link signed now: at least the configured lifetime, rounded up to a step of up to an hour */
function expiryOf(ctx: Pick<AppContext, 'config' | 'clock'>): number {
  const ttl = ctx.config.fileLinkTtlMinutes * 60
  const step = Math.max(60, Math.min(3600, Math.floor(ttl / 4)))
  return Math.ceil((Math.floor(ctx.clock.now() / 1000) + ttl) / step) * step
}

/** the URL signed for now; anything that is not one of our files comes back unchanged */
export function signFileUrl(ctx: Pick<AppContext, 'config' | 'clock'>, url: string): string {
  const p = parseFileUrl(url)
  if (!p) return url
  const exp = expiryOf(ctx)
  return `${p.prefix}${p.folder}/${p.key.name}?exp=${exp}&sig=${mac(ctx.config, p.key, exp)}`
}

/** a signed /api/file/Image URL for a stored file */
export function signedImageUrl(ctx: Pick<AppContext, 'config' | 'clock'>, folder: string, name: string): string {
  return signFileUrl(ctx, `/api/file/Image/${folder}/${name}`)
}

export type LinkCheck = 'valid' | 'expired' | 'invalid'

export function checkLink(ctx: Pick<AppContext, 'config' | 'clock'>, key: FileKey, exp: string, sig: string): LinkCheck {
  const seconds = Number(exp)
  if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid'
  const expected = Buffer.from(mac(ctx.config, key, seconds))
  if (!crypto.timingSafeEqual(expected, Buffer.from(sig))) return 'invalid'
  return seconds * 1000 > ctx.clock.now() ? 'valid' : 'expired'
}

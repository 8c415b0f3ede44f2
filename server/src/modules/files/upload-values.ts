// Upload descriptors as JNPF values hold them ({name, fileId, url, thumbUrl, ...} in an uploadFile/uploadImg value,
// a comment's images, an approval's attachments, {path, ...} of a chat message) and signature images (a URL or a data URL): the stored files they
// name, their bare form for storing, and their signed form for answering.
import type { AppContext } from '../../context'
import { bareFileUrl, parseFileUrl, signFileUrl, type FileKey } from './links'

/** where a descriptor keeps a file's address: uploads (url, thumbUrl), chat payloads (path) */
const URL_KEYS = ['url', 'thumbUrl', 'path'] as const

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** the stored files a value names: descriptors (arrays of them, nested), or a URL string */
export function fileKeysIn(value: unknown): FileKey[] {
  if (typeof value === 'string') {
    const p = parseFileUrl(value)
    return p ? [p.key] : []
  }
  if (Array.isArray(value)) return value.flatMap(fileKeysIn)
  if (!isObject(value)) return []
  return URL_KEYS.flatMap((k) => fileKeysIn(typeof value[k] === 'string' ? value[k] : undefined))
}

function mapUrls(value: unknown, f: (url: string) => string): unknown {
  if (typeof value === 'string') return parseFileUrl(value) ? f(value) : value
  if (Array.isArray(value)) return value.map((v) => mapUrls(v, f))
  if (!isObject(value)) return value
  const out = { ...value }
  for (const k of URL_KEYS) if (typeof out[k] === 'string') out[k] = mapUrls(out[k], f)
  return out
}

/** the value with our file URLs unsigned: what is stored (a link handed out earlier must not be kept) */
export const bareUploads = <T>(value: T): T => mapUrls(value, bareFileUrl) as T

/** the value with our file URLs signed for now: what is answered */
export const signedUploads = <T>(ctx: Pick<AppContext, 'config' | 'clock'>, value: T): T => mapUrls(value, (u) => signFileUrl(ctx, u)) as T

/** the same for a value kept as JSON text (comments, approvals' file lists); text that is not JSON is left alone */
export function signedUploadsText(ctx: Pick<AppContext, 'config' | 'clock'>, text: string): string {
  if (!text || !text.includes('/api/file/Image/')) return text
  try { return JSON.stringify(signedUploads(ctx, JSON.parse(text) as unknown)) } catch { return text }
}

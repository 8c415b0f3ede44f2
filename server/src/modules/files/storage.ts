// What uploads are called: <type>/yyyyMMdd_<uuid>.<ext> in the file store (DATA_DIR/uploads or a bucket,
// lib/file-store). Names are checked against the pattern we generate, so a name from a client can never reach
// another folder or a file we did not make.
import crypto from 'node:crypto'
import path from 'node:path'
import type { FileStore } from '../../lib/file-store'

export const UPLOAD_TYPES = ['annex', 'annexpic', 'userAvatar', 'IM', 'document', 'temporary'] as const
export type UploadType = (typeof UPLOAD_TYPES)[number]

export const ALLOWED_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt',
  'pptx', 'txt', 'zip', 'rar', 'mp4', 'mp3', 'amr', 'wav']

const STORED_NAME = /^\d{8}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.([a-z0-9]{1,5})$/

/** the folder key as the client wrote it (any case) -> our canonical key, or undefined */
export function uploadType(raw: string): UploadType | undefined {
  return UPLOAD_TYPES.find((t) => t.toLowerCase() === raw.toLowerCase())
}

export function isStoredName(name: string): boolean {
  const m = STORED_NAME.exec(name)
  return Boolean(m && ALLOWED_EXTENSIONS.includes(m[1]))
}

export function extensionOf(filename: string): string {
  const ext = path.extname(filename).slice(1).toLowerCase()
  return /^[a-z0-9]{1,5}$/.test(ext) ? ext : ''
}

export function newStoredName(ext: string, now: Date): string {
  const d = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}${String(now.getDate()).padStart(2, '0')}`
  return `${d}_${crypto.randomUUID()}.${ext}`
}

/** whether the store holds the file: false for a name that is not one of ours (never asked) or a file that is gone */
export async function isStored(store: FileStore, type: UploadType, name: string): Promise<boolean> {
  return isStoredName(name) && (await store.stat(type, name)) !== undefined
}

/** /api/file/Image/{type}/{name} as saveUpload answers it, under the app's /H5Api base or behind a host, or not */
const IMAGE_URL = /^(?:https?:\/\/[^/]+)?(?:\/H5Api)?\/api\/file\/Image\/([A-Za-z]{1,20})\/([^/?#]{1,200})(?:[?#].*)?$/

/**
 * The stored file behind an upload URL this server handed out, to be read from the store and never fetched: a URL of
 * any other shape, an unknown folder or a name we did not make answer undefined.
 */
export function imageUrlKey(url: string): { type: UploadType; name: string } | undefined {
  const m = IMAGE_URL.exec(url.trim())
  const type = m ? uploadType(m[1]) : undefined
  return m && type && isStoredName(m[2]) ? { type, name: m[2] } : undefined
}

const MIME: Record<string, string> = {
  jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', gif: 'image/gif', bmp: 'image/bmp', webp: 'image/webp',
  pdf: 'application/pdf', txt: 'text/plain; charset=utf-8', mp4: 'video/mp4', mp3: 'audio/mpeg', wav: 'audio/wav', amr: 'audio/amr',
  zip: 'application/zip', rar: 'application/vnd.rar', doc: 'application/msword', xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation'
}

export function mimeOf(name: string): string {
  return MIME[extensionOf(name)] ?? 'application/octet-stream'
}

// Kept photos sit in a form's values (top level or in child-table rows) as LocalPhotoItems; these helpers find
// them and swap them for the server's references once uploaded.
import type { LocalPhotoItem, UploadedRef } from './types'

export function isLocalPhoto(value: unknown): value is LocalPhotoItem {
  return Boolean(value && typeof value === 'object' && typeof (value as LocalPhotoItem).localPhotoId === 'string' && (value as LocalPhotoItem).localPhotoId)
}

/** every kept photo's id in `value`, in order, once each */
export function collectPhotoIds(value: unknown, into: string[] = []): string[] {
  if (isLocalPhoto(value)) {
    if (!into.includes(value.localPhotoId)) into.push(value.localPhotoId)
  } else if (Array.isArray(value)) {
    value.forEach((v) => collectPhotoIds(v, into))
  } else if (value && typeof value === 'object') {
    Object.values(value as Record<string, unknown>).forEach((v) => collectPhotoIds(v, into))
  }
  return into
}

/** `value` with every kept photo replaced by its uploaded reference (JNPF's {name, fileId, url}) */
export function swapPhotos<T>(value: T, refs: Map<string, UploadedRef>): T {
  if (isLocalPhoto(value)) {
    const ref = refs.get(value.localPhotoId)
    if (!ref) throw new Error(`photo ${value.localPhotoId} was not uploaded`)
    return { name: value.name || ref.name, fileId: ref.fileId, url: ref.url } as T
  }
  if (Array.isArray(value)) return value.map((v) => swapPhotos(v, refs)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, swapPhotos(v, refs)])) as T
  }
  return value
}

// dynamicModelExtra (spec §3, a locally stored key): the extra parameters of the low-code page in use, kept as the
// original app keeps them. A model page that comes back without its query (an H5 reload of a bare link, a restored
// mini-program page whose query was dropped) opens the same model and menu from here; logout clears it.
import { storage } from '@/lib/storage'

export interface DynamicModelExtra {
  /** the model id (menu propertyJson.moduleId) */
  modelId: string
  /** the menu it was opened from: its permissions apply */
  menuId?: string
  /** the menu name */
  title?: string
  /** the record open on a form or detail page; absent on the list */
  id?: string
}

const text = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

export function rememberModelPage(extra: DynamicModelExtra): void {
  if (!extra.modelId) return
  const value: Record<string, unknown> = { modelId: extra.modelId }
  if (extra.menuId) value.menuId = extra.menuId
  if (extra.title) value.title = extra.title
  if (extra.id) value.id = extra.id
  storage.set('dynamicModelExtra', value)
}

/** the stored page, or undefined when nothing (or something unusable) is stored */
export function storedModelPage(): DynamicModelExtra | undefined {
  const raw = storage.get('dynamicModelExtra')
  if (!raw || typeof raw !== 'object') return undefined
  const modelId = text(raw.modelId)
  if (!modelId) return undefined
  return { modelId, menuId: text(raw.menuId) || undefined, title: text(raw.title) || undefined, id: text(raw.id) || undefined }
}

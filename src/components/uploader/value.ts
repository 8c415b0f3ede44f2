import { extensionOf, type PickedFile, type UploaderVO } from '@/lib/media'
import type { UploadItem } from './types'

function isItem(value: unknown): value is UploadItem {
  if (!value || typeof value !== 'object') return false
  const item = value as Partial<UploadItem>
  return typeof item.url === 'string' || typeof item.fileId === 'string'
}

/** the value as an array of items: records store it as a JSON string and old data may hold anything */
export function normaliseUploadValue(value: unknown): UploadItem[] {
  let list = value
  if (typeof list === 'string') {
    if (!list.trim()) return []
    try {
      list = JSON.parse(list)
    } catch {
      return []
    }
  }
  if (!Array.isArray(list)) return []
  return list.filter(isItem).map((item) => ({ ...item, name: item.name || item.fileId || '', fileId: item.fileId || '', url: item.url || '' }))
}

/** the value entry JNPF's uploaders write for a finished upload (FileUploader.vue / UploadImg.vue) */
export function toUploadItem(file: PickedFile, vo: UploaderVO, kind: 'image' | 'file'): UploadItem {
  const item: UploadItem = { name: file.name, fileId: vo.name, url: vo.url }
  if (kind === 'image') return item
  item.fileSize = typeof vo.fileSize === 'number' ? vo.fileSize : file.size
  item.fileExtension = vo.fileExtension || extensionOf(file.name)
  if (vo.fileVersionId) item.fileVersionId = vo.fileVersionId
  return item
}

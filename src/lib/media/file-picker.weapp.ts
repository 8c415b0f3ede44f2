import Taro from '@tarojs/taro'
import { IMAGE_EXTENSIONS, acceptedExtensions } from './file-rules'
import type { ChooseFilesOptions, PickedFile } from './types'

const MEDIA = [...IMAGE_EXTENSIONS, 'mp4', 'mov', 'avi', 'wmv', 'flv', 'mkv', 'webm', '3gp', 'm4v']

/**
 * WeChat filters by extension only for type 'file', which leaves out images and videos. So: only images -> type
 * image; documents only -> type file with the extensions; a mix or anything -> type all (the caller checks types).
 */
function selection(accept?: string): { type: 'all' | 'image' | 'file'; extension?: string[] } {
  const list = acceptedExtensions(accept)
  if (!list) return { type: 'all' }
  if (list.every((ext) => IMAGE_EXTENSIONS.includes(ext))) return { type: 'image' }
  if (list.some((ext) => MEDIA.includes(ext))) return { type: 'all' }
  return { type: 'file', extension: list }
}

export async function chooseFiles({ count, accept }: ChooseFilesOptions): Promise<PickedFile[]> {
  const res = await Taro.chooseMessageFile({ count: Math.min(Math.max(count, 1), 100), ...selection(accept) })
  return (res.tempFiles ?? []).map((file) => ({ path: file.path, name: file.name, size: file.size ?? 0 }))
}

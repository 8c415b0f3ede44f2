import Taro from '@tarojs/taro'
import { baseName, extensionOf, withExtension } from './file-rules'
import type { ChooseImagesOptions, PickedFile } from './types'

interface H5TempFile {
  size?: number
  type?: string
  originalFileObj?: { name?: string; size?: number; type?: string }
}

/** a blob: URL has no name: take the picked file's own name, and give it an extension the server accepts */
function nameOf(file: H5TempFile | undefined, path: string, index: number): string {
  const original = file?.originalFileObj
  const name = original?.name || `image-${index + 1}`
  if (extensionOf(name)) return name
  const subtype = /^image\/([a-z0-9]+)/i.exec(original?.type || file?.type || '')?.[1]?.toLowerCase()
  return withExtension(name || baseName(path), subtype === 'jpeg' || !subtype ? 'jpg' : subtype)
}

export async function chooseImages({ count, sourceType = ['album', 'camera'] }: ChooseImagesOptions): Promise<PickedFile[]> {
  const res = await Taro.chooseImage({ count, sizeType: ['compressed'], sourceType })
  const files = (res.tempFiles ?? []) as H5TempFile[]
  return (res.tempFilePaths ?? []).map((path, index) => {
    const file = files[index]
    return { path, name: nameOf(file, path, index), size: file?.size ?? file?.originalFileObj?.size ?? 0 }
  })
}

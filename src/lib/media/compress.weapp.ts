import Taro from '@tarojs/taro'
import { extensionOf, withExtension } from './file-rules'
import { DEFAULT_COMPRESS, type CompressOptions, type PickedFile } from './types'

/** bytes of a local file; 0 when WeChat cannot say */
export function fileSize(filePath: string): Promise<number> {
  return new Promise((resolve) => {
    try {
      Taro.getFileSystemManager().getFileInfo({
        filePath,
        success: (res) => resolve(res.size),
        fail: () => resolve(0)
      })
    } catch {
      resolve(0)
    }
  })
}

/**
 * Scales the longer side down to maxSide and re-encodes at `quality`. What cannot be compressed (a GIF, whose
 * animation would be lost; an image compressImage refuses) is returned as it was, so the upload still works.
 */
export async function compressImage(file: PickedFile, options: CompressOptions = {}): Promise<PickedFile> {
  const { maxSide, quality } = { ...DEFAULT_COMPRESS, ...options }
  let info: { width: number; height: number }
  try {
    info = await Taro.getImageInfo({ src: file.path })
  } catch {
    return file
  }
  const scale = Math.min(1, maxSide / Math.max(info.width, info.height, 1))
  const width = Math.round(info.width * scale)
  const height = Math.round(info.height * scale)
  const original = { ...file, width: info.width, height: info.height }
  if (extensionOf(file.name) === 'gif') return original
  try {
    // compressedWidth alone keeps the aspect ratio
    const res = await Taro.compressImage({ src: file.path, quality: Math.round(quality * 100), ...(scale < 1 ? { compressedWidth: width } : {}) })
    if (!res.tempFilePath) return original
    const size = await fileSize(res.tempFilePath)
    if (scale === 1 && file.size > 0 && size >= file.size) return original
    const ext = extensionOf(res.tempFilePath) || 'jpg'
    return { path: res.tempFilePath, name: withExtension(file.name, ext), size: size || file.size, width, height }
  } catch {
    return original
  }
}

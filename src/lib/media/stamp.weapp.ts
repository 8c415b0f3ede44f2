// WeChat: the stamp is drawn on an offscreen 2D canvas (base library 2.16.1+) and exported as a compressed JPEG.
// The camera's original (12 to 50 megapixels) would be decoded whole into the canvas, which low-end phones do not
// survive: WeChat's native compressImage scales it down to maxSide first.
import Taro from '@tarojs/taro'
import { compressImage, fileSize } from './compress.weapp'
import { dataUrlToFile } from './data-url-file.weapp'
import { withExtension } from './file-rules'
import { scaledSize } from './image-size'
import { burnStamp, type StampContext2D } from './stamp-draw'
import type { StampContent } from './stamp-layout'
import { DEFAULT_COMPRESS, type CompressOptions, type PickedFile } from './types'

interface CanvasImage {
  src: string
  width: number
  height: number
  onload: (() => void) | null
  onerror: ((err: unknown) => void) | null
}

interface OffscreenContext extends StampContext2D {
  drawImage(image: CanvasImage, x: number, y: number, width: number, height: number): void
}

/** what the offscreen 2D canvas offers (Taro's type declares only the WebGL side) */
interface Offscreen2D {
  width: number
  height: number
  getContext(type: '2d'): OffscreenContext
  createImage(): CanvasImage
  toDataURL(type?: string, quality?: number): string
}

const LOAD_TIMEOUT_MS = 15000
const FILE_PREFIX = 'site-photo'
/** photos written to the user folder (the data-URL way) are removed after this long: that folder holds 10 MB */
const KEEP_MS = 24 * 60 * 60 * 1000

function loadInto(canvas: Offscreen2D, src: string): Promise<CanvasImage> {
  return new Promise((resolve, reject) => {
    const img = canvas.createImage()
    const timer = setTimeout(() => reject(new Error('图片读取超时')), LOAD_TIMEOUT_MS)
    img.onload = () => {
      clearTimeout(timer)
      resolve(img)
    }
    img.onerror = () => {
      clearTimeout(timer)
      reject(new Error('图片读取失败'))
    }
    img.src = src
  })
}

/** deletes stamped photos an earlier session wrote to the user folder and no upload needs any more */
function pruneOldPhotos(now: number): void {
  try {
    const dir = Taro.env.USER_DATA_PATH ?? 'wxfile://usr'
    const fs = Taro.getFileSystemManager()
    fs.readdir({
      dirPath: dir,
      success: ({ files }) => {
        for (const name of files) {
          const written = Number(new RegExp(`^${FILE_PREFIX}-(\\d+)-`).exec(name)?.[1])
          if (written && now - written > KEEP_MS) fs.unlink({ filePath: `${dir}/${name}`, fail: () => undefined })
        }
      },
      fail: () => undefined
    })
  } catch {
    // best effort: a full folder only means the data-URL way fails and the photo goes up unstamped
  }
}

/** the canvas as a JPEG temp file: canvasToTempFilePath, or (iOS cannot export an offscreen canvas) its data URL */
async function exportJpeg(canvas: Offscreen2D, width: number, height: number, quality: number): Promise<string> {
  try {
    const res = await Taro.canvasToTempFilePath({
      canvas: canvas as unknown as Taro.Canvas, fileType: 'jpg', quality, x: 0, y: 0, width, height, destWidth: width, destHeight: height
    })
    if (res.tempFilePath) return res.tempFilePath
  } catch {
    // fall through to the data URL
  }
  pruneOldPhotos(Date.now())
  const file = await dataUrlToFile(canvas.toDataURL('image/jpeg', quality), FILE_PREFIX)
  return file.path
}

/** the photo with `content` burned into its pixels, as a compressed JPEG; throws when this WeChat cannot draw it */
export async function stampPhoto(file: PickedFile, content: StampContent, options: CompressOptions = {}): Promise<PickedFile> {
  const { maxSide, quality } = { ...DEFAULT_COMPRESS, ...options }
  if (typeof Taro.createOffscreenCanvas !== 'function') throw new Error('微信版本过低，无法添加水印')
  // light compression here: the canvas export below is the real one
  const small = await compressImage(file, { maxSide, quality: Math.min(1, quality + 0.12) })
  const info = small.width && small.height ? { width: small.width, height: small.height } : await Taro.getImageInfo({ src: small.path })
  const { width, height } = scaledSize(info.width, info.height, maxSide)
  const canvas = Taro.createOffscreenCanvas({ type: '2d', width, height }) as unknown as Offscreen2D
  const ctx = canvas.getContext('2d')
  const img = await loadInto(canvas, small.path)
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, width, height)
  ctx.drawImage(img, 0, 0, width, height)
  burnStamp(ctx, { width, height }, content)
  const path = await exportJpeg(canvas, width, height, quality)
  return { path, name: withExtension(file.name, 'jpg'), size: (await fileSize(path)) || small.size, width, height }
}

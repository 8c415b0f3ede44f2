import { extensionOf, withExtension } from './file-rules'
import { DEFAULT_COMPRESS, type CompressOptions, type PickedFile } from './types'

const LOAD_TIMEOUT_MS = 15000

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image()
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

function canvas2d(): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } | undefined {
  if (typeof document === 'undefined') return undefined
  try {
    const canvas = document.createElement('canvas')
    const ctx = canvas.getContext('2d')
    return ctx ? { canvas, ctx } : undefined
  } catch {
    return undefined
  }
}

/**
 * A JPEG at most maxSide pixels on its longer side. Whatever cannot be compressed here (no canvas, as in jsdom or
 * an old WebView; an image the browser cannot decode; a GIF, whose animation a canvas would flatten) is returned
 * as it was: the upload still works, only bigger.
 */
export async function compressImage(file: PickedFile, options: CompressOptions = {}): Promise<PickedFile> {
  const { maxSide, quality } = { ...DEFAULT_COMPRESS, ...options }
  if (extensionOf(file.name) === 'gif') return file
  const surface = canvas2d()
  if (!surface) return file
  let img: HTMLImageElement
  try {
    img = await loadImage(file.path)
  } catch {
    return file
  }
  const w = img.naturalWidth || img.width
  const h = img.naturalHeight || img.height
  if (!w || !h) return file
  const scale = Math.min(1, maxSide / Math.max(w, h))
  const width = Math.round(w * scale)
  const height = Math.round(h * scale)
  const { canvas, ctx } = surface
  canvas.width = width
  canvas.height = height
  // JPEG has no alpha: a transparent PNG would turn black without a white ground
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, width, height)
  ctx.drawImage(img, 0, 0, width, height)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
  // re-encoding a small, already compressed image can make it bigger: keep the original then
  if (!blob || (scale === 1 && file.size > 0 && blob.size >= file.size)) return { ...file, width: w, height: h }
  return { path: URL.createObjectURL(blob), name: withExtension(file.name, 'jpg'), size: blob.size, width, height }
}

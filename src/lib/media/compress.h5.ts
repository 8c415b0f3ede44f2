import { extensionOf, withExtension } from './file-rules'
import { canvas2d, loadImage } from './image-canvas.h5'
import { DEFAULT_COMPRESS, type CompressOptions, type PickedFile } from './types'

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

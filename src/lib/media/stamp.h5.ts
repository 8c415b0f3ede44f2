// Browser: the photo is decoded into a canvas at most maxSide pixels on its longer side, the stamp is drawn over it
// and the canvas is encoded as a JPEG at `quality`: stamping and compression are one pass.
import { withExtension } from './file-rules'
import { canvas2d, loadImage } from './image-canvas.h5'
import { scaledSize } from './image-size'
import { burnStamp } from './stamp-draw'
import type { StampContent } from './stamp-layout'
import { DEFAULT_COMPRESS, type CompressOptions, type PickedFile } from './types'

/** the photo with `content` burned into its pixels, as a compressed JPEG; throws when this browser cannot draw it */
export async function stampPhoto(file: PickedFile, content: StampContent, options: CompressOptions = {}): Promise<PickedFile> {
  const { maxSide, quality } = { ...DEFAULT_COMPRESS, ...options }
  const surface = canvas2d()
  if (!surface) throw new Error('当前浏览器无法添加水印')
  const img = await loadImage(file.path)
  const { width, height } = scaledSize(img.naturalWidth || img.width, img.naturalHeight || img.height, maxSide)
  const { canvas, ctx } = surface
  canvas.width = width
  canvas.height = height
  // JPEG has no alpha: a transparent PNG would turn black without a white ground
  ctx.fillStyle = '#ffffff'
  ctx.fillRect(0, 0, width, height)
  ctx.drawImage(img, 0, 0, width, height)
  burnStamp(ctx, { width, height }, content)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality))
  if (!blob) throw new Error('水印图片生成失败')
  return { path: URL.createObjectURL(blob), name: withExtension(file.name, 'jpg'), size: blob.size, width, height }
}

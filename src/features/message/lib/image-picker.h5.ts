import Taro from '@tarojs/taro'
import type { ImageSource, PickedImage } from './media-types'

const MAX_SIDE = 1280
const QUALITY = 0.8

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image()
    img.onload = () => resolve(img)
    img.onerror = () => reject(new Error('图片读取失败，请换一张图片'))
    img.src = src
  })
}

/** a JPEG at most MAX_SIDE pixels on its longer side */
async function compress(src: string): Promise<PickedImage> {
  const img = await loadImage(src)
  const w = img.naturalWidth || img.width
  const h = img.naturalHeight || img.height
  const scale = Math.min(1, MAX_SIDE / Math.max(w, h, 1))
  const width = Math.round(w * scale)
  const height = Math.round(h * scale)
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const ctx = canvas.getContext('2d')
  if (!ctx) return { path: src, width: w, height: h, fileName: 'image.jpg' }
  ctx.drawImage(img, 0, 0, width, height)
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY))
  if (!blob) return { path: src, width: w, height: h, fileName: 'image.jpg' }
  return { path: URL.createObjectURL(blob), width, height, fileName: 'image.jpg' }
}

export async function pickImage(source: ImageSource): Promise<PickedImage> {
  const res = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: [source] })
  const path = res.tempFilePaths?.[0]
  if (!path) throw new Error('未选择图片')
  return compress(path)
}

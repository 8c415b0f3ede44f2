import Taro from '@tarojs/taro'
import type { ImageSource, PickedImage } from './media-types'

function extension(path: string): string {
  const m = /\.([a-z0-9]+)$/i.exec(path)
  return m ? m[1].toLowerCase() : 'jpg'
}

export async function pickImage(source: ImageSource): Promise<PickedImage> {
  const res = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: [source] })
  const original = res.tempFilePaths?.[0]
  if (!original) throw new Error('未选择图片')
  let path = original
  try {
    path = (await Taro.compressImage({ src: original, quality: 80 })).tempFilePath || original
  } catch {
    // some images (GIF) cannot be compressed: send them as they are
  }
  const info = await Taro.getImageInfo({ src: path })
  return { path, width: info.width, height: info.height, fileName: `image.${extension(path)}` }
}

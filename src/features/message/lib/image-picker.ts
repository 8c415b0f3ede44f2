// One photo for a chat message, through the shared media module (src/lib/media: chooser and compression per
// platform). Chat pictures are viewed on a phone screen, so 1280 px on the longer side is plenty.
import { chooseImages, compressImage } from '@/lib/media'
import type { ImageSource, PickedImage } from './media-types'

export async function pickImage(source: ImageSource): Promise<PickedImage> {
  const [picked] = await chooseImages({ count: 1, sourceType: [source] })
  if (!picked) throw new Error('未选择图片')
  const image = await compressImage(picked, { maxSide: 1280, quality: 0.8 })
  return { path: image.path, width: image.width ?? 0, height: image.height ?? 0, fileName: image.name }
}

// Photo bytes to grey pixels: JPEG (jpeg-js) or PNG (pngjs), told apart by their signatures, with limits on the
// decoded size so a small file cannot claim a huge image. Anything else is refused in Chinese.
import jpeg from 'jpeg-js'
import { PNG } from 'pngjs'
import { BadRequest } from '../../errors'
import type { GreyImage } from './detector'
import { MAX_PHOTO_BYTES } from './limits'

export { MAX_PHOTO_BYTES }
const MAX_PIXELS = 24_000_000
const NOT_IMAGE = '请上传 JPG 或 PNG 格式的照片'

const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff
const isPng = (b: Buffer) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a

export function decodeGrey(bytes: Buffer): GreyImage {
  if (bytes.length > MAX_PHOTO_BYTES) throw new BadRequest('照片不能超过 10MB')
  let rgba: { width: number; height: number; data: Uint8Array }
  try {
    if (isJpeg(bytes)) {
      rgba = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxResolutionInMP: MAX_PIXELS / 1e6, maxMemoryUsageInMB: 512 })
    } else if (isPng(bytes)) {
      // the header's size first: a small file must not make the decoder allocate a huge image
      if (bytes.length < 24 || bytes.readUInt32BE(16) * bytes.readUInt32BE(20) > MAX_PIXELS) throw new BadRequest('照片尺寸过大')
      rgba = PNG.sync.read(bytes)
    } else {
      throw new BadRequest(NOT_IMAGE)
    }
  } catch (e) {
    if (e instanceof BadRequest) throw e
    throw new BadRequest('照片无法解析，请重新拍摄')
  }
  const { width, height, data } = rgba
  if (!width || !height || width * height > MAX_PIXELS) throw new BadRequest('照片尺寸过大')
  if (Math.min(width, height) < 64) throw new BadRequest('照片太小，请靠近钢筋端面重新拍摄')
  const grey = new Uint8Array(width * height)
  for (let i = 0, j = 0; i < grey.length; i++, j += 4) grey[i] = (data[j] * 77 + data[j + 1] * 150 + data[j + 2] * 29) >> 8
  return { width, height, data: grey }
}

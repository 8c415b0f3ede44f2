// The signature an action carries (signImg) is drawn into every viewer's timeline, so only what our own clients
// produce is stored: a PNG/JPEG data URL from the signature pad (or the saved default), or an image uploaded to this
// server. Any other URL would make each viewer's phone fetch whatever it points at.
import { BadRequest } from '../../errors'
import { bareUploads } from './upload-values'

/** a phone-screen signature as a PNG is a few dozen kB; the route schema caps the string at the same size */
export const MAX_SIGN = 400_000
const DATA_URL = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/
/** /api/file/Image/{type}/{name} as the uploader answers it, with or without the app's /H5Api base */
const UPLOADED = /^(\/H5Api)?\/api\/file\/Image\/[A-Za-z0-9_-]{1,50}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/

/** the signature to store ('' for none), or 400 when it is too big or not one of ours */
export function cleanSignImg(value: unknown): string {
  if (value === undefined || value === null || value === '') return ''
  if (typeof value !== 'string') throw new BadRequest('签名图片格式不正确')
  // an uploaded signature comes back as the signed link it was handed out as; it is stored unsigned
  const s = bareUploads(value.trim())
  if (!s) return ''
  if (s.length > MAX_SIGN) throw new BadRequest('签名图片过大')
  if (!DATA_URL.test(s) && !UPLOADED.test(s)) throw new BadRequest('签名图片格式不正确')
  return s
}

// The images of a printed record, opened for the PDF: uploads read from this server's own files (never fetched from
// a URL) and PNG/JPEG data URLs (hand signatures). Whatever cannot be drawn (a missing file, a format the PDF
// library does not read, broken bytes) comes back as a note, so one bad photo never stops the print.
import fs from 'node:fs'
import zlib from 'node:zlib'
import { imageUrlFile } from '../files'
import type { PrintImage } from './print-sections'

/** an image the document opened (drawn with drawImage in print-pdf.ts), or why it is not drawn */
export interface ImageHandle { width: number; height: number }
export type OpenedImage = { image: ImageHandle } | { note: string }

const DATA_URL = /^data:image\/(?:png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/
/** a PNG that has to be decoded (transparency) is held in memory as raw pixels: past this many it is not drawn */
const MAX_DECODED_PIXELS = 25_000_000
/** the PDF is built in memory: past this many image bytes, further images print as a note */
const MAX_IMAGE_BYTES = 80 * 1024 * 1024

interface PngInfo {
  width: number; height: number; bits: number; colors: number; pixelBitlength: number; interlaceMethod: number
  hasAlphaChannel: boolean; transparency: { indexed?: unknown }; imgData: Uint8Array
}

/**
 * The PDF library decodes a PNG with transparency (signatures are) in an asynchronous callback that throws on broken
 * data, which nothing could catch; so such a PNG is decoded here first and drawn only when that works.
 */
function pngProblem(png: PngInfo): string | undefined {
  const decoded = png.hasAlphaChannel || Boolean(png.transparency?.indexed) || png.interlaceMethod === 1
  if (!decoded) return undefined
  if (png.interlaceMethod === 1) return '图片格式无法打印'
  if (png.width * png.height > MAX_DECODED_PIXELS) return '图片过大无法打印'
  let raw: Buffer
  try {
    raw = zlib.inflateSync(png.imgData)
  } catch {
    return '图片无法读取'
  }
  const row = Math.ceil((png.width * png.pixelBitlength) / 8) + 1
  if (raw.length !== row * png.height) return '图片无法读取'
  for (let i = 0; i < raw.length; i += row) if (raw[i] > 4) return '图片无法读取'
  return undefined
}

function bytesOf(dataDir: string, source: string): Buffer | undefined {
  const data = DATA_URL.exec(source)
  if (data) return Buffer.from(data[1], 'base64')
  const file = imageUrlFile(dataDir, source)
  return file ? fs.readFileSync(file) : undefined
}

/** opens each source once per document, so a photo shown twice is embedded once */
export function imageOpener(doc: PDFKit.PDFDocument, dataDir: string): (img: PrintImage) => OpenedImage {
  const opened = new Map<string, OpenedImage>()
  let budget = MAX_IMAGE_BYTES
  const open = (img: PrintImage): OpenedImage => {
    const bytes = bytesOf(dataDir, img.source)
    if (!bytes) return { note: `图片文件缺失：${img.name}` }
    if (bytes.length > budget) return { note: `图片过多，未打印：${img.name}` }
    const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8
    const isPng = bytes.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))
    if (!isJpeg && !isPng) return { note: `图片格式无法打印：${img.name}` }
    try {
      // openImage is the library's own (image() calls it) but missing from its type definitions
      const image = (doc as unknown as { openImage(src: Buffer): ImageHandle & { image?: PngInfo } }).openImage(bytes)
      if (!(image.width > 0 && image.height > 0)) return { note: `图片无法读取：${img.name}` }
      const problem = isPng && image.image ? pngProblem(image.image) : undefined
      if (problem) return { note: `${problem}：${img.name}` }
      budget -= bytes.length
      return { image }
    } catch {
      return { note: `图片无法读取：${img.name}` }
    }
  }
  return (img) => {
    const hit = opened.get(img.source)
    if (hit) return hit
    const result = open(img)
    opened.set(img.source, result)
    return result
  }
}

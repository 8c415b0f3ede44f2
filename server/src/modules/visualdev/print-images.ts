// The images of a printed record, opened for the PDF: uploads read from this server's own file store (never
// fetched from a URL) and PNG/JPEG data URLs (hand signatures). Whatever cannot be drawn (a missing file, a format
// the PDF library does not read, broken bytes) comes back as a note, so one bad photo never stops the print.
import zlib from 'node:zlib'
import { readAll, type FileStore } from '../../lib/file-store'
import { imageUrlKey } from '../files'
import type { PrintCell, PrintImage, PrintSection } from './print-sections'

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

/** the uploads' bytes by source URL, read before drawing (drawing is synchronous); 'too-large' past the budget */
export type ImageBytes = ReadonlyMap<string, Buffer | 'too-large'>

const imagesOfCell = (cell: PrintCell): PrintImage[] => (typeof cell === 'string' ? [] : cell.images)

function imagesOf(sections: PrintSection[]): PrintImage[] {
  return sections.flatMap((s) => s.blocks.flatMap((b) => {
    if (b.kind === 'images') return b.images
    if (b.kind === 'pairs') return b.rows.flatMap((r) => imagesOfCell(r.value))
    if (b.kind === 'table') return b.rows.flatMap((r) => r.flatMap(imagesOfCell))
    return []
  }))
}

/**
 * Reads the uploads the sections show from the file store, each once; past MAX_IMAGE_BYTES in all the rest are not
 * read (they print as a note, as they would not be drawn anyway). A file that is gone is simply absent.
 */
export async function readPrintImages(store: FileStore, sections: PrintSection[]): Promise<ImageBytes> {
  const read = new Map<string, Buffer | 'too-large'>()
  let left = MAX_IMAGE_BYTES
  for (const { source } of imagesOf(sections)) {
    const key = read.has(source) ? undefined : imageUrlKey(source)
    if (!key) continue
    const bytes = left > 0 ? await readAll(store, key.type, key.name, left) : 'too-large'
    if (bytes === undefined) continue
    read.set(source, bytes)
    if (bytes !== 'too-large') left -= bytes.length
  }
  return read
}

function bytesOf(uploads: ImageBytes, source: string): Buffer | 'too-large' | undefined {
  const data = DATA_URL.exec(source)
  if (data) return Buffer.from(data[1], 'base64')
  return uploads.get(source)
}

/** opens each source once per document, so a photo shown twice is embedded once */
export function imageOpener(doc: PDFKit.PDFDocument, uploads: ImageBytes): (img: PrintImage) => OpenedImage {
  const opened = new Map<string, OpenedImage>()
  let budget = MAX_IMAGE_BYTES
  const open = (img: PrintImage): OpenedImage => {
    const bytes = bytesOf(uploads, img.source)
    if (!bytes) return { note: `图片文件缺失：${img.name}` }
    if (bytes === 'too-large' || bytes.length > budget) return { note: `图片过多，未打印：${img.name}` }
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

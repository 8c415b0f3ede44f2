// The drawing surface of a printed record: an A4 page flow over pdfkit with one pen position, explicit page breaks
// (a block asks for room before it draws, so rows and photos are never cut by a page edge), measured text in the
// Chinese font, and images fitted into boxes.
import type { ImageHandle, OpenedImage } from './print-images'
import type { PrintImage } from './print-sections'

export const PAGE = { width: 595.28, height: 841.89 }
export const MARGIN = { top: 64, bottom: 60, left: 42, right: 42 }
export const COLOR = { text: '#1f2329', muted: '#8a8f99', line: '#c9cdd4', fill: '#f2f4f7', accent: '#2979ff' }
const LINE_GAP = 2

export interface TextStyle { size: number; color?: string; bold?: boolean; align?: 'left' | 'center' | 'right' }

export class Canvas {
  /** the pen: where the next block starts on the current page */
  y = MARGIN.top
  readonly left = MARGIN.left
  readonly width = PAGE.width - MARGIN.left - MARGIN.right
  readonly bottom = PAGE.height - MARGIN.bottom
  /** the tallest thing that fits on an empty page */
  readonly pageRoom = PAGE.height - MARGIN.bottom - MARGIN.top

  constructor(readonly doc: PDFKit.PDFDocument, readonly openImage: (img: PrintImage) => OpenedImage) {}

  /** starts a new page unless `height` fits below the pen; answers whether it did */
  room(height: number): boolean {
    if (this.y + height <= this.bottom) return false
    this.doc.addPage()
    this.y = MARGIN.top
    return true
  }

  textHeight(text: string, width: number, size: number): number {
    return this.doc.fontSize(size).heightOfString(text || ' ', { width, lineGap: LINE_GAP })
  }

  /** text wrapped to `width`; cut with an ellipsis past `maxHeight`, so text never runs past the page */
  text(text: string, x: number, y: number, width: number, style: TextStyle, maxHeight?: number): void {
    const color = style.color ?? COLOR.text
    this.doc.fontSize(style.size).fillColor(color)
    // the font has one weight: bold is the glyphs outlined in their own colour as well as filled
    if (style.bold) this.doc.lineWidth(style.size / 40).strokeColor(color)
    this.doc.text(text, x, y, {
      width, lineGap: LINE_GAP, align: style.align ?? 'left', stroke: Boolean(style.bold), fill: true,
      ...(maxHeight ? { height: maxHeight, ellipsis: true } : {})
    })
  }

  /** one line that never wraps or breaks a page (header, footer), cut to `width` */
  line(text: string, x: number, y: number, width: number, style: TextStyle): void {
    this.doc.fontSize(style.size)
    let shown = text
    while (shown.length > 1 && this.doc.widthOfString(shown) > width) shown = `${shown.slice(0, -2)}…`
    const w = this.doc.widthOfString(shown)
    const at = style.align === 'right' ? x + width - w : style.align === 'center' ? x + (width - w) / 2 : x
    this.doc.fillColor(style.color ?? COLOR.text).text(shown, at, y, { lineBreak: false })
  }

  box(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.rect(x, y, w, h).fill(fill)
    this.doc.rect(x, y, w, h).lineWidth(0.5).strokeColor(COLOR.line).stroke()
  }

  /** the image scaled to fit the box, centred in it */
  image(handle: ImageHandle, x: number, y: number, w: number, h: number): void {
    const draw = this.doc.image as unknown as (src: ImageHandle, x: number, y: number, o: object) => void
    draw.call(this.doc, handle, x, y, { fit: [w, h], align: 'center', valign: 'center' })
  }
}

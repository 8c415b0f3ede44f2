// A printed record as a PDF: the title (the function's name and the bill number), each section under its heading,
// and on every page a header (project and contract section, the function) and a footer (who printed it and when,
// page n of N). A4 portrait, one Chinese font subset into the file.
import PDFDocument from 'pdfkit'
import { COLOR, Canvas, MARGIN, PAGE } from './print-canvas'
import { drawBlock } from './print-blocks'
import { printFont } from './print-font'
import { imageOpener, type ImageBytes } from './print-images'
import type { PrintSection } from './print-sections'

export interface PrintDocument {
  /** the function (model) name */
  title: string
  billNo: string
  /** the page header: project and contract section */
  header: string
  printedBy: string
  printedAt: string
  sections: PrintSection[]
  /** the uploads the sections show, read from the file store beforehand (readPrintImages) */
  images: ImageBytes
  /** images laid over finished pages (an e-signature's seal), after the header and footer */
  stamps?: PdfStamp[]
  /** extra entries of the PDF's document information dictionary (an e-signature's metadata) */
  info?: Record<string, string>
}

/**
 * a PNG drawn at a place given in points from the top-left corner of an A4 page, fitted into a width x width box;
 * page 1 is the first, 0 (or a number past the end) the last
 */
export interface PdfStamp { png: Buffer; page: number; x: number; y: number; width: number; caption?: string }

const FONT = 'cjk'

function heading(c: Canvas, title: string): void {
  // a heading never ends a page alone: it keeps room for the first lines of its section
  c.room(22 + 60)
  c.doc.rect(c.left, c.y + 2, 3, 14).fill(COLOR.accent)
  c.text(title, c.left + 9, c.y, c.width - 9, { size: 12, bold: true })
  c.y += 24
}

function titleBlock(c: Canvas, d: PrintDocument): void {
  c.text(d.title, c.left, c.y, c.width, { size: 18, bold: true, align: 'center' }, 60)
  c.y += Math.min(c.textHeight(d.title, c.width, 18), 60) + 4
  if (d.billNo) {
    c.text(`编号：${d.billNo}`, c.left, c.y, c.width, { size: 10, color: COLOR.muted, align: 'center' }, 30)
    c.y += 16
  }
  c.y += 8
}

/** header and footer on every page, once the page count is known */
function frame(c: Canvas, d: PrintDocument): void {
  const { start, count } = c.doc.bufferedPageRange()
  const right = PAGE.width - MARGIN.right
  for (let i = start; i < start + count; i++) {
    c.doc.switchToPage(i)
    // the project's name is the long one
    const place = c.width * 0.64
    c.line(d.header, c.left, 30, place, { size: 9, color: COLOR.muted })
    c.line(d.title, c.left + place + 12, 30, c.width - place - 12, { size: 9, color: COLOR.muted, align: 'right' })
    c.doc.moveTo(c.left, 44).lineTo(right, 44).lineWidth(0.5).strokeColor(COLOR.line).stroke()
    const foot = PAGE.height - 44
    c.doc.moveTo(c.left, foot).lineTo(right, foot).lineWidth(0.5).strokeColor(COLOR.line).stroke()
    c.line(`打印人：${d.printedBy}    打印时间：${d.printedAt}`, c.left, foot + 6, c.width * 0.7, { size: 8, color: COLOR.muted })
    c.line(`第 ${i - start + 1} 页 / 共 ${count} 页`, c.left + c.width * 0.7, foot + 6, c.width * 0.3, { size: 8, color: COLOR.muted, align: 'right' })
  }
}

/** the stamps over the pages they name (the document's last page when the page is 0 or past the end) */
function stamp(c: Canvas, stamps: PdfStamp[]): void {
  const { start, count } = c.doc.bufferedPageRange()
  for (const s of stamps) {
    const page = s.page >= 1 && s.page <= count ? s.page : count
    c.doc.switchToPage(start + page - 1)
    const draw = c.doc.image as unknown as (src: Buffer, x: number, y: number, o: object) => void
    draw.call(c.doc, s.png, s.x, s.y, { fit: [s.width, s.width], align: 'center', valign: 'center' })
    if (s.caption) c.line(s.caption, s.x - 30, s.y + s.width + 2, s.width + 60, { size: 7, color: '#d0021b', align: 'center' })
  }
}

export function renderPdf(d: PrintDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4', margins: MARGIN, bufferPages: true,
    info: { Title: d.billNo ? `${d.title} ${d.billNo}` : d.title, Author: d.printedBy, Creator: '公路建设云平台', ...d.info }
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  // pdfkit's types name font bytes only, its code also takes a parsed fontkit font
  doc.registerFont(FONT, printFont() as unknown as Buffer)
  doc.font(FONT)
  const c = new Canvas(doc, imageOpener(doc, d.images))
  titleBlock(c, d)
  for (const section of d.sections) {
    heading(c, section.title)
    section.blocks.forEach((block, i) => {
      if (i > 0) c.y += 8
      drawBlock(c, block)
    })
    c.y += 10
  }
  frame(c, d)
  if (d.stamps?.length) stamp(c, d.stamps)
  doc.end()
  return done
}

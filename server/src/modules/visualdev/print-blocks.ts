// How each kind of print block is laid out on the canvas: label/value rows, tables whose header repeats after a
// page break, photo grids with a note in place of a photo that cannot be drawn, and paragraphs.
import { COLOR, type Canvas, type TextStyle } from './print-canvas'
import type { PrintBlock, PrintCell } from './print-sections'

const SIZE = 10
const SMALL = 9
const PAD_X = 6
const PAD_Y = 5
const LABEL_WIDTH = 100
/** an image in a cell (a signature, a child-table photo) is fitted into a box this size, several side by side */
const THUMB = { width: 96, height: 48, gap: 4 }
const PHOTOS_PER_LINE = 3
const GAP = 8

type Pairs = Extract<PrintBlock, { kind: 'pairs' }>
type Table = Extract<PrintBlock, { kind: 'table' }>
type Images = Extract<PrintBlock, { kind: 'images' }>

/** how many thumbnails a line of a `width` cell holds, and how wide each is */
function thumbs(width: number): { perLine: number; width: number } {
  const perLine = Math.max(1, Math.floor((width + THUMB.gap) / (THUMB.width + THUMB.gap)))
  return { perLine, width: Math.min(THUMB.width, width) }
}

function cellHeight(c: Canvas, cell: PrintCell, width: number, size: number, cap: number): number {
  if (typeof cell === 'string') return Math.min(c.textHeight(cell, width, size), cap)
  const lines = Math.ceil(cell.images.length / thumbs(width).perLine)
  return Math.min(lines * (THUMB.height + THUMB.gap) - THUMB.gap, cap)
}

/** a cell's content inside its padding: text, or the images (a note in place of one that cannot be drawn) */
function drawCell(c: Canvas, cell: PrintCell, x: number, y: number, width: number, style: TextStyle, cap: number): void {
  if (typeof cell === 'string') {
    c.text(cell, x, y, width, style, cap)
    return
  }
  const t = thumbs(width)
  cell.images.forEach((img, i) => {
    const [ix, iy] = [x + (i % t.perLine) * (t.width + THUMB.gap), y + Math.floor(i / t.perLine) * (THUMB.height + THUMB.gap)]
    if (iy + THUMB.height > y + cap) return
    const opened = c.openImage(img)
    if ('image' in opened) c.image(opened.image, ix, iy, t.width, THUMB.height)
    else c.text(opened.note, ix, iy, t.width, { size: 8, color: COLOR.muted }, THUMB.height)
  })
}

function drawPairs(c: Canvas, block: Pairs): void {
  const valueWidth = c.width - LABEL_WIDTH
  const cap = c.pageRoom - 2 * PAD_Y
  for (const row of block.rows) {
    const h = Math.max(c.textHeight(row.label, LABEL_WIDTH - 2 * PAD_X, SIZE), cellHeight(c, row.value, valueWidth - 2 * PAD_X, SIZE, cap)) + 2 * PAD_Y
    c.room(h)
    c.box(c.left, c.y, LABEL_WIDTH, h, COLOR.fill)
    c.box(c.left + LABEL_WIDTH, c.y, valueWidth, h)
    c.text(row.label, c.left + PAD_X, c.y + PAD_Y, LABEL_WIDTH - 2 * PAD_X, { size: SIZE, color: COLOR.muted }, cap)
    drawCell(c, row.value, c.left + LABEL_WIDTH + PAD_X, c.y + PAD_Y, valueWidth - 2 * PAD_X, { size: SIZE }, cap)
    c.y += h
  }
}

/** column widths: the given weights, or each column's natural text width within bounds, scaled to the page */
function columnWidths(c: Canvas, block: Table): number[] {
  const weights = block.widths?.length === block.columns.length ? block.widths : block.columns.map((title, i) => {
    c.doc.fontSize(SMALL)
    const texts = block.rows.slice(0, 50).map((r) => r[i]).filter((t): t is string => typeof t === 'string')
    const images = block.rows.slice(0, 50).some((r) => typeof r[i] !== 'string')
    const widest = Math.max(images ? THUMB.width : 0, ...[title, ...texts].map((t) => Math.max(...t.split('\n').map((line) => c.doc.widthOfString(line)))))
    return Math.min(Math.max(widest + 2 * PAD_X, 48), 220)
  })
  const total = weights.reduce((a, b) => a + b, 0) || 1
  return weights.map((w) => (w / total) * c.width)
}

function drawTable(c: Canvas, given: Table): void {
  if (given.columns.length === 0) return
  // every row as wide as the header, whatever a provider handed in
  const block = { ...given, rows: given.rows.map((r) => given.columns.map((_, i) => r[i] ?? '')) }
  const widths = columnWidths(c, block)
  const cap = c.pageRoom / 2
  const heightOf = (cells: PrintCell[]) =>
    Math.max(...cells.map((cell, i) => cellHeight(c, cell, widths[i] - 2 * PAD_X, SMALL, cap))) + 2 * PAD_Y
  const drawRow = (cells: PrintCell[], h: number, fill?: string, color?: string) => {
    let x = c.left
    cells.forEach((cell, i) => {
      c.box(x, c.y, widths[i], h, fill)
      drawCell(c, cell, x + PAD_X, c.y + PAD_Y, widths[i] - 2 * PAD_X, { size: SMALL, color }, cap)
      x += widths[i]
    })
    c.y += h
  }
  const header = () => drawRow(block.columns, heightOf(block.columns), COLOR.fill, COLOR.muted)
  const captionHeight = block.caption ? c.textHeight(block.caption, c.width, SIZE) + 4 : 0
  const first = block.rows.length ? heightOf(block.rows[0]) : 2 * PAD_Y + 14
  // the caption, the header and the first row stay together
  c.room(captionHeight + heightOf(block.columns) + first)
  if (block.caption) {
    c.text(block.caption, c.left, c.y, c.width, { size: SIZE, bold: true })
    c.y += captionHeight
  }
  header()
  if (block.rows.length === 0) {
    c.box(c.left, c.y, c.width, first)
    c.text('无', c.left + PAD_X, c.y + PAD_Y, c.width - 2 * PAD_X, { size: SMALL, color: COLOR.muted })
    c.y += first
    return
  }
  for (const row of block.rows) {
    const h = heightOf(row)
    if (c.room(h)) header()
    drawRow(row, h)
  }
}

function drawImages(c: Canvas, block: Images): void {
  const slot = (c.width - GAP * (PHOTOS_PER_LINE - 1)) / PHOTOS_PER_LINE
  const photoHeight = slot * 0.75
  const nameHeight = 14
  const captionHeight = c.textHeight(block.caption, c.width, SIZE) + 4
  for (let i = 0; i < block.images.length; i += PHOTOS_PER_LINE) {
    const lineHeight = photoHeight + nameHeight + GAP
    if (i === 0) {
      c.room(captionHeight + lineHeight)
      c.text(block.caption, c.left, c.y, c.width, { size: SIZE, bold: true })
      c.y += captionHeight
    } else c.room(lineHeight)
    block.images.slice(i, i + PHOTOS_PER_LINE).forEach((img, k) => {
      const x = c.left + k * (slot + GAP)
      c.box(x, c.y, slot, photoHeight)
      const opened = c.openImage(img)
      if ('image' in opened) c.image(opened.image, x + 2, c.y + 2, slot - 4, photoHeight - 4)
      else c.text(opened.note, x + PAD_X, c.y + photoHeight / 2 - 12, slot - 2 * PAD_X, { size: SMALL, color: COLOR.muted, align: 'center' }, 28)
      c.line(img.name, x, c.y + photoHeight + 3, slot, { size: 8, color: COLOR.muted, align: 'center' })
    })
    c.y += lineHeight
  }
}

function drawText(c: Canvas, block: Extract<PrintBlock, { kind: 'text' }>): void {
  const h = Math.min(c.textHeight(block.text, c.width, SIZE), c.pageRoom)
  c.room(h)
  c.text(block.text, c.left, c.y, c.width, { size: SIZE, color: block.muted ? COLOR.muted : COLOR.text }, c.pageRoom)
  c.y += h + 4
}

export function drawBlock(c: Canvas, block: PrintBlock): void {
  if (block.kind === 'pairs') drawPairs(c, block)
  else if (block.kind === 'table') drawTable(c, block)
  else if (block.kind === 'images') drawImages(c, block)
  else drawText(c, block)
}

// Where the words of a site-photo stamp go on the image: a dark panel in the bottom-left corner, the time in bold on
// top, then one field per line ("项目：…"). Sizes follow the image, so the stamp reads the same on a 1920 px photo
// and a small one. A field too long for the width wraps under itself, at most twice; what still does not fit ends
// in an ellipsis rather than running off the photo. Pure: the canvas's measureText is passed in.

export interface StampField {
  /** 项目, 标段, 桩号 ... (shown as "label：text") */
  label: string
  text: string
}

export interface StampContent {
  /** the first, larger line: the time */
  title: string
  fields: StampField[]
}

export interface StampLine {
  text: string
  x: number
  /** top of the line (textBaseline 'top') */
  y: number
  font: string
}

export interface StampRect {
  x: number
  y: number
  width: number
  height: number
}

export interface StampLayout {
  panel: StampRect
  /** the coloured bar along the panel's left edge */
  accent: StampRect
  lines: StampLine[]
}

/** width in pixels of `text` drawn in `font` */
export type MeasureText = (text: string, font: string) => number

export const STAMP_FONT_FAMILY = 'sans-serif'
/** lines one field may take before the rest is cut with an ellipsis */
export const MAX_LINES_PER_FIELD = 2
const ELLIPSIS = '…'
const SEPARATOR = '：'

export const fontOf = (px: number, bold = false) => `${bold ? 'bold ' : ''}${px}px ${STAMP_FONT_FAMILY}`

/** the longest start of `chars` that fits in `width` (at least one character, so a line always advances) */
function fitCount(chars: string[], width: number, font: string, measure: MeasureText): number {
  let n = 0
  while (n < chars.length && measure(chars.slice(0, n + 1).join(''), font) <= width) n += 1
  return Math.max(1, n)
}

/** `text` cut so that it plus an ellipsis fits in `width` */
function withEllipsis(text: string, width: number, font: string, measure: MeasureText): string {
  const chars = Array.from(text)
  while (chars.length && measure(chars.join('') + ELLIPSIS, font) > width) chars.pop()
  return chars.join('') + ELLIPSIS
}

/**
 * `text` broken into lines of at most `firstWidth` (the first) and `restWidth` (the others) pixels, by character
 * (Chinese has no spaces to break at); more than maxLines lines end the last one in an ellipsis.
 */
export function wrapText(text: string, firstWidth: number, restWidth: number, maxLines: number, font: string, measure: MeasureText): string[] {
  const lines: string[] = []
  let rest = Array.from(text)
  while (rest.length) {
    const width = lines.length ? restWidth : firstWidth
    if (lines.length === maxLines - 1 && measure(rest.join(''), font) > width) {
      lines.push(withEllipsis(rest.join(''), width, font, measure))
      break
    }
    const n = fitCount(rest, width, font, measure)
    lines.push(rest.slice(0, n).join(''))
    rest = rest.slice(n)
  }
  return lines
}

/** the stamp on an image of width x height pixels */
export function layoutStamp(image: { width: number; height: number }, content: StampContent, measure: MeasureText): StampLayout {
  const { width, height } = image
  // 45 px letters on a 1920 x 1440 photo: legible on a phone, the six lines take a quarter of the height
  const unit = Math.max(10, Math.round(Math.min(width, height) / 32))
  const bodyFont = fontOf(unit)
  const titleFont = fontOf(Math.round(unit * 1.3), true)
  const lineGap = Math.round(unit * 0.35)
  const margin = Math.round(unit * 0.6)
  const padding = Math.round(unit * 0.5)
  const accentWidth = Math.max(2, Math.round(unit * 0.15))
  const textLeft = margin + accentWidth + padding
  const maxText = Math.max(unit, width - textLeft - padding - margin)

  const rows: { text: string; indent: number; font: string; size: number }[] = []
  rows.push({ text: wrapText(content.title, maxText, maxText, 1, titleFont, measure)[0] ?? '', indent: 0, font: titleFont, size: Math.round(unit * 1.3) })
  for (const field of content.fields) {
    const head = field.label ? `${field.label}${SEPARATOR}` : ''
    const indent = head ? measure(head, bodyFont) : 0
    // the first line carries the label, the wrapped ones sit under the text, not under the label
    const wrapped = wrapText(field.text, maxText - indent, maxText - indent, MAX_LINES_PER_FIELD, bodyFont, measure)
    wrapped.forEach((part, i) => rows.push({ text: i === 0 ? head + part : part, indent: i === 0 ? 0 : indent, font: bodyFont, size: unit }))
  }

  const textHeight = rows.reduce((sum, row) => sum + row.size, 0) + lineGap * (rows.length - 1)
  const widest = Math.max(...rows.map((row) => row.indent + measure(row.text, row.font)))
  const panel = {
    x: margin,
    y: height - margin - textHeight - 2 * padding,
    width: Math.min(width - 2 * margin, accentWidth + 2 * padding + widest),
    height: textHeight + 2 * padding
  }
  let y = panel.y + padding
  const lines = rows.map((row) => {
    const line = { text: row.text, x: textLeft + row.indent, y, font: row.font }
    y += row.size + lineGap
    return line
  })
  return { panel, accent: { x: panel.x, y: panel.y, width: accentWidth, height: panel.height }, lines }
}

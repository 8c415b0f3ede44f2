// Reads back what the server's PDFs say, without a PDF library: the objects and their (Flate) streams, the text of
// every page through the fonts' ToUnicode maps (pdfkit writes CID text as <hex> strings of 2-byte codes), and the
// image XObjects drawn (not counting the soft masks of transparent PNGs).
import zlib from 'node:zlib'

export interface PdfObject { id: number; dict: string; stream?: Buffer }

export function pdfObjects(pdf: Buffer): PdfObject[] {
  const text = pdf.toString('latin1')
  const out: PdfObject[] = []
  // streams are sliced by their /Length, so binary image data that happens to spell "endobj" cannot cut an object
  const head = /(\d+) 0 obj\s*/g
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const from = m.index + m[0].length
    const close = text.indexOf('endobj', from)
    const streamAt = text.slice(from, close < 0 ? undefined : close).search(/stream\r?\n/)
    if (streamAt < 0) {
      out.push({ id: Number(m[1]), dict: text.slice(from, close) })
      head.lastIndex = close + 6
      continue
    }
    const dict = text.slice(from, from + streamAt)
    const start = text.indexOf('\n', from + streamAt) + 1
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? -1)
    const stop = length >= 0 ? start + length : text.indexOf('endstream', start)
    let raw: Buffer = Buffer.from(text.slice(start, stop), 'latin1')
    if (/\/FlateDecode/.test(dict) && !/\/Subtype\s*\/Image/.test(dict)) raw = zlib.inflateSync(raw)
    out.push({ id: Number(m[1]), dict, stream: raw })
    head.lastIndex = text.indexOf('endobj', stop) + 6
  }
  return out
}

/** code -> text from every ToUnicode CMap (bfchar and bfrange, ranges with a start value or an array) */
function toUnicode(objects: PdfObject[]): Map<number, string> {
  const map = new Map<number, string>()
  // a glyph may stand for several characters (a ligature): <0066 006c>
  const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le')
  for (const o of objects) {
    const s = o.stream?.toString('latin1') ?? ''
    if (!s.includes('begincmap')) continue
    for (const block of s.match(/beginbfchar([\s\S]*?)endbfchar/g) ?? []) {
      for (const [, code, uni] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) map.set(parseInt(code, 16), utf16(uni))
    }
    for (const block of s.match(/beginbfrange([\s\S]*?)endbfrange/g) ?? []) {
      for (const [, lo, hi, rest] of block.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
        const from = parseInt(lo, 16)
        const to = parseInt(hi, 16)
        if (rest.startsWith('[')) {
          const items = [...rest.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((x) => x[1])
          items.forEach((u, i) => map.set(from + i, utf16(u)))
        } else {
          const base = parseInt(rest.slice(1, -1).replace(/\s/g, ''), 16)
          for (let c = from; c <= to; c++) map.set(c, String.fromCharCode(base + c - from))
        }
      }
    }
  }
  return map
}

/** the text of the pages in order, one line per text object (BT ... ET) */
export function pdfText(pdf: Buffer): string {
  const objects = pdfObjects(pdf)
  const map = toUnicode(objects)
  const lines: string[] = []
  for (const o of objects) {
    const s = o.stream?.toString('latin1') ?? ''
    if (!/\bBT\b/.test(s) || s.includes('begincmap')) continue
    for (const [, inner] of s.matchAll(/BT([\s\S]*?)ET/g)) {
      let line = ''
      for (const [, hex] of inner.matchAll(/<([0-9a-fA-F]+)>/g)) {
        for (let i = 0; i + 4 <= hex.length; i += 4) line += map.get(parseInt(hex.slice(i, i + 4), 16)) ?? ''
      }
      lines.push(line)
    }
  }
  return lines.join('\n')
}

/** image XObjects drawn from data (photos, signatures), without the soft masks of transparent PNGs */
export function pdfImageCount(pdf: Buffer): number {
  const objects = pdfObjects(pdf)
  const masks = new Set(objects.flatMap((o) => [...o.dict.matchAll(/\/SMask (\d+) 0 R/g)].map((m) => Number(m[1]))))
  return objects.filter((o) => /\/Subtype\s*\/Image/.test(o.dict) && !masks.has(o.id)).length
}

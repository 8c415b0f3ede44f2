// A personal seal (个人印章) drawn from a name: a red square with a border and the characters in two columns read
// right to left, top to bottom, as Chinese name seals are cut (张华 -> 张华之印, 王建国 -> 王建国印). Each glyph of the
// print font is stretched to fill its cell, as a carver does. Outlines are filled by a small scan-line rasteriser
// at 4x resolution (non-zero winding), thickened a little (the font has one, light, weight) and averaged down, so
// the PNG has smooth edges and a transparent ground that lets the document show through.
import type { Font, PathCommand } from 'fontkit'
import { encodePng } from '../../lib/png'

const SIZE = 240
const SS = 4
const N = SIZE * SS
const BORDER = 14 * SS
const PAD = 12 * SS
const BOLD = 5
const RED: [number, number, number] = [200, 16, 32]

/** the four (or fewer) characters of the seal, in reading order */
export function sealText(name: string): string[] {
  const chars = [...name.replace(/\s+/g, '')].slice(0, 4)
  if (chars.length === 2) return [...chars, '之', '印']
  if (chars.length === 3) return [...chars, '印']
  return chars.length ? chars : ['印']
}

type Point = [number, number]

/** the outline as closed polygons, curves cut into short straight pieces */
function polygons(commands: PathCommand[], map: (x: number, y: number) => Point): Point[][] {
  const out: Point[][] = []
  let cur: Point[] = []
  let last: Point = [0, 0]
  const push = (p: Point) => { cur.push(p); last = p }
  for (const { command, args } of commands) {
    if (command === 'moveTo') {
      if (cur.length > 2) out.push(cur)
      cur = []
      push(map(args[0], args[1]))
    } else if (command === 'lineTo') {
      push(map(args[0], args[1]))
    } else if (command === 'quadraticCurveTo') {
      const [c, e] = [map(args[0], args[1]), map(args[2], args[3])]
      const s = last
      for (let i = 1; i <= 8; i++) {
        const t = i / 8
        const u = 1 - t
        push([u * u * s[0] + 2 * u * t * c[0] + t * t * e[0], u * u * s[1] + 2 * u * t * c[1] + t * t * e[1]])
      }
    } else if (command === 'bezierCurveTo') {
      const [c1, c2, e] = [map(args[0], args[1]), map(args[2], args[3]), map(args[4], args[5])]
      const s = last
      for (let i = 1; i <= 10; i++) {
        const t = i / 10
        const u = 1 - t
        const a = u * u * u
        const b = 3 * u * u * t
        const c = 3 * u * t * t
        const d = t * t * t
        push([a * s[0] + b * c1[0] + c * c2[0] + d * e[0], a * s[1] + b * c1[1] + c * c2[1] + d * e[1]])
      }
    } else if (command === 'closePath') {
      if (cur.length > 2) out.push(cur)
      cur = []
    }
  }
  if (cur.length > 2) out.push(cur)
  return out
}

/** non-zero winding fill of the polygons into the mask, one scan line per sample row */
function fill(mask: Uint8Array, polys: Point[][]): void {
  const edges: { x0: number; y0: number; x1: number; y1: number; dir: number }[] = []
  for (const poly of polys) {
    for (let i = 0; i < poly.length; i++) {
      const [a, b] = [poly[i], poly[(i + 1) % poly.length]]
      if (a[1] === b[1]) continue
      edges.push(a[1] < b[1] ? { x0: a[0], y0: a[1], x1: b[0], y1: b[1], dir: 1 } : { x0: b[0], y0: b[1], x1: a[0], y1: a[1], dir: -1 })
    }
  }
  for (let y = 0; y < N; y++) {
    const sy = y + 0.5
    const hits: { x: number; dir: number }[] = []
    for (const e of edges) {
      if (sy < e.y0 || sy >= e.y1) continue
      hits.push({ x: e.x0 + ((sy - e.y0) / (e.y1 - e.y0)) * (e.x1 - e.x0), dir: e.dir })
    }
    hits.sort((p, q) => p.x - q.x)
    let winding = 0
    for (let i = 0; i < hits.length - 1; i++) {
      winding += hits[i].dir
      if (winding === 0) continue
      const from = Math.max(0, Math.ceil(hits[i].x - 0.5))
      const to = Math.min(N - 1, Math.floor(hits[i + 1].x - 0.5))
      for (let x = from; x <= to; x++) mask[y * N + x] = 1
    }
  }
}

/** a max filter of radius r along rows, then columns: strokes get 2r samples thicker */
function thicken(mask: Uint8Array, r: number): Uint8Array {
  const pass = (src: Uint8Array, at: (i: number, j: number) => number) => {
    const dst = new Uint8Array(src.length)
    for (let i = 0; i < N; i++) {
      let run = -1
      for (let j = 0; j < N + r; j++) {
        if (j < N && src[at(i, j)]) run = j
        const k = j - r
        if (k >= 0 && run >= 0 && j - run <= 2 * r) dst[at(i, k)] = 1
      }
    }
    return dst
  }
  return pass(pass(mask, (i, j) => i * N + j), (i, j) => j * N + i)
}

/** the seal of `name` as a PNG */
export function drawSeal(font: Font, name: string): Buffer {
  const mask = new Uint8Array(N * N)
  const chars = sealText(name)
  const inner = N - 2 * BORDER - 2 * PAD
  // one character fills the square; two to four share it in two columns, the first column on the right
  const cols = chars.length === 1 ? 1 : 2
  const rows = chars.length <= 2 ? 1 : 2
  const cellW = inner / cols
  const cellH = inner / rows
  const gap = 3 * SS
  chars.forEach((ch, i) => {
    const glyph = font.glyphForCodePoint(ch.codePointAt(0) ?? 0x5370)
    const { minX, minY, maxX, maxY } = glyph.bbox
    if (!(maxX > minX && maxY > minY)) return
    const col = cols - 1 - Math.floor(i / rows)
    const row = i % rows
    const left = BORDER + PAD + col * cellW + gap
    const top = BORDER + PAD + row * cellH + gap
    const w = cellW - 2 * gap
    const h = cellH - 2 * gap
    // font units are y-up; the bitmap is y-down
    const map = (x: number, y: number): Point => [left + ((x - minX) / (maxX - minX)) * w, top + ((maxY - y) / (maxY - minY)) * h]
    fill(mask, polygons(glyph.path.commands, map))
  })
  const bold = thicken(mask, BOLD)
  const px = Buffer.alloc(SIZE * SIZE * 4)
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      let covered = 0
      for (let dy = 0; dy < SS; dy++) {
        for (let dx = 0; dx < SS; dx++) {
          const sx = x * SS + dx
          const sy = y * SS + dy
          const edge = Math.min(sx, sy, N - 1 - sx, N - 1 - sy)
          if (edge < BORDER || bold[sy * N + sx]) covered += 1
        }
      }
      const i = (y * SIZE + x) * 4
      px[i] = RED[0]; px[i + 1] = RED[1]; px[i + 2] = RED[2]
      px[i + 3] = Math.round((covered / (SS * SS)) * 255)
    }
  }
  return encodePng(px, SIZE, SIZE)
}

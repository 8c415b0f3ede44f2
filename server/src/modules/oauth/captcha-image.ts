// The login captcha's picture: an SVG of the code drawn as jittered, rotated strokes over noise curves. The glyphs
// are paths, not <text>, so the code is not in the markup; characters easy to confuse (0/O, 1/I, B/8, S/5, Z/2)
// are left out of the alphabet.
import crypto from 'node:crypto'

/** each glyph on a 10 x 14 grid (y downwards), as polylines of x,y pairs */
const GLYPHS: Record<string, number[][]> = {
  2: [[0, 3, 2, 0, 8, 0, 10, 3, 10, 5, 0, 14, 10, 14]],
  3: [[0, 1, 3, 0, 8, 0, 10, 2, 10, 5, 7, 7, 3, 7], [7, 7, 10, 9, 10, 12, 8, 14, 3, 14, 0, 13]],
  4: [[8, 14, 8, 0, 0, 10, 10, 10]],
  6: [[9, 1, 6, 0, 3, 0, 0, 4, 0, 11, 2, 14, 8, 14, 10, 11, 10, 8, 8, 6, 2, 6, 0, 8]],
  7: [[0, 0, 10, 0, 4, 14]],
  9: [[10, 6, 8, 8, 2, 8, 0, 6, 0, 3, 2, 0, 8, 0, 10, 3, 10, 10, 7, 14, 4, 14, 1, 13]],
  A: [[0, 14, 5, 0, 10, 14], [2, 9, 8, 9]],
  C: [[10, 2, 8, 0, 3, 0, 0, 3, 0, 11, 3, 14, 8, 14, 10, 12]],
  E: [[10, 0, 0, 0, 0, 14, 10, 14], [0, 7, 7, 7]],
  F: [[10, 0, 0, 0, 0, 14], [0, 7, 7, 7]],
  H: [[0, 0, 0, 14], [10, 0, 10, 14], [0, 7, 10, 7]],
  K: [[0, 0, 0, 14], [10, 0, 0, 9], [3, 6, 10, 14]],
  L: [[0, 0, 0, 14, 10, 14]],
  M: [[0, 14, 0, 0, 5, 8, 10, 0, 10, 14]],
  N: [[0, 14, 0, 0, 10, 14, 10, 0]],
  P: [[0, 14, 0, 0, 8, 0, 10, 2, 10, 5, 8, 7, 0, 7]],
  R: [[0, 14, 0, 0, 8, 0, 10, 2, 10, 5, 8, 7, 0, 7], [5, 7, 10, 14]],
  T: [[0, 0, 10, 0], [5, 0, 5, 14]],
  U: [[0, 0, 0, 11, 3, 14, 7, 14, 10, 11, 10, 0]],
  V: [[0, 0, 5, 14, 10, 0]],
  W: [[0, 0, 2, 14, 5, 5, 8, 14, 10, 0]],
  X: [[0, 0, 10, 14], [10, 0, 0, 14]],
  Y: [[0, 0, 5, 7, 10, 0], [5, 7, 5, 14]]
}

export const CAPTCHA_ALPHABET = Object.keys(GLYPHS).join('')

const HEIGHT = 40
const SLOT = 26
const PAD = 10
const COLOURS = ['#1f3a93', '#8e2430', '#0b6e4f', '#5b2c83', '#7a4b00', '#264653', '#9d0208']

/** a uniform random number in [min, max) */
const rand = (min: number, max: number) => min + (crypto.randomInt(0, 1_000_000) / 1_000_000) * (max - min)
const pick = <T>(list: readonly T[]): T => list[crypto.randomInt(0, list.length)]
const f = (n: number) => n.toFixed(1)

export function randomCode(length: number): string {
  return Array.from({ length }, () => pick([...CAPTCHA_ALPHABET])).join('')
}

function glyphPaths(ch: string, slot: number): string {
  const scale = rand(1.55, 1.85)
  const angle = (rand(-22, 22) * Math.PI) / 180
  const cx = PAD + slot * SLOT + SLOT / 2 + rand(-2, 2)
  const cy = HEIGHT / 2 + rand(-3, 3)
  const place = (x: number, y: number): string => {
    const dx = (x - 5 + rand(-0.35, 0.35)) * scale
    const dy = (y - 7 + rand(-0.35, 0.35)) * scale
    return `${f(cx + dx * Math.cos(angle) - dy * Math.sin(angle))} ${f(cy + dx * Math.sin(angle) + dy * Math.cos(angle))}`
  }
  const colour = pick(COLOURS)
  const width = f(rand(2, 2.8))
  return GLYPHS[ch].map((line) => {
    const points: string[] = []
    for (let i = 0; i < line.length; i += 2) points.push(place(line[i], line[i + 1]))
    return `<path d="M${points.join(' L')}" stroke="${colour}" stroke-width="${width}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
  }).join('')
}

function noise(width: number): string {
  const curves = Array.from({ length: 3 }, () => {
    const y = () => f(rand(4, HEIGHT - 4))
    return `<path d="M0 ${y()} C${f(rand(0, width / 2))} ${y()} ${f(rand(width / 2, width))} ${y()} ${width} ${y()}" ` +
      `stroke="${pick(COLOURS)}" stroke-width="${f(rand(0.8, 1.6))}" fill="none" opacity="0.7"/>`
  })
  const dots = Array.from({ length: 24 }, () =>
    `<circle cx="${f(rand(0, width))}" cy="${f(rand(0, HEIGHT))}" r="${f(rand(0.6, 1.4))}" fill="${pick(COLOURS)}" opacity="0.6"/>`)
  return curves.join('') + dots.join('')
}

/** the SVG document for a code made of CAPTCHA_ALPHABET characters */
export function captchaSvg(code: string): string {
  const width = PAD * 2 + SLOT * code.length
  const glyphs = [...code].map((ch, i) => glyphPaths(ch, i)).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#f3f6fa"/>${noise(width)}${glyphs}</svg>`
}

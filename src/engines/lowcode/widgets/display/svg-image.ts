// Codes are drawn as SVG and shown through <Image> as a base64 data URL: the same on WeChat (no DOM, no btoa) and
// in the browser. Only ASCII goes into the SVG (colours are checked), so a tiny base64 encoder is enough.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

function asciiBase64(text: string): string {
  let out = ''
  for (let i = 0; i < text.length; i += 3) {
    const a = text.charCodeAt(i) & 0xff
    const b = i + 1 < text.length ? text.charCodeAt(i + 1) & 0xff : undefined
    const c = i + 2 < text.length ? text.charCodeAt(i + 2) & 0xff : undefined
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0)
    out += ALPHABET[(n >> 18) & 63] + ALPHABET[(n >> 12) & 63]
    out += b === undefined ? '=' : ALPHABET[(n >> 6) & 63]
    out += c === undefined ? '=' : ALPHABET[n & 63]
  }
  return out
}

export const svgDataUrl = (svg: string): string => `data:image/svg+xml;base64,${asciiBase64(svg)}`

/** a designer colour if it is a plain CSS colour, else the fallback (nothing else may reach the SVG) */
export function safeColor(value: unknown, fallback: string): string {
  if (typeof value !== 'string') return fallback
  const c = value.trim()
  return /^#[0-9a-f]{3,8}$/i.test(c) || /^rgba?\([\d\s.,%]+\)$/i.test(c) || /^[a-z]{3,20}$/i.test(c) ? c : fallback
}

/**
 * An SVG of dark cells: `rows[y]` lists the [x, length] runs of row y, drawn in cells of 1 unit; the viewBox is
 * width x height units plus `margin` on every side. `stretch`: the drawing fills whatever box shows it (barcode
 * bars one unit high made as tall as designed); without it an image keeps the SVG's proportions, and a 1-unit-high
 * barcode shrinks to a hairline in the middle of its box.
 */
export function runsToSvg(
  rows: [number, number][][], width: number, height: number, margin: number, dark: string, light: string, rowHeight = 1, stretch = false
): string {
  const path = rows
    .flatMap((runs, y) => runs.map(([x, len]) => `M${x + margin} ${y * rowHeight + margin}h${len}v${rowHeight}h-${len}z`))
    .join('')
  const w = width + margin * 2
  const h = height + margin * 2
  const aspect = stretch ? ' preserveAspectRatio="none"' : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}"${aspect} width="${w * 8}" height="${h * 8}" shape-rendering="crispEdges"><rect width="${w}" height="${h}" fill="${light}"/><path fill="${dark}" d="${path}"/></svg>`
}

/** the runs of '1' (or true) in a row of cells */
export function runsOf(cells: ArrayLike<number | boolean | string>): [number, number][] {
  const runs: [number, number][] = []
  let start = -1
  for (let x = 0; x <= cells.length; x++) {
    const on = x < cells.length && (cells[x] === 1 || cells[x] === true || cells[x] === '1')
    if (on && start < 0) start = x
    if (!on && start >= 0) {
      runs.push([start, x - start])
      start = -1
    }
  }
  return runs
}

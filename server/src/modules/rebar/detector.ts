// Counting bar ends in a photo of a bundle's end face, on decoded grey pixels (no native code, no weights):
//   1. work on a copy at most WORK_SIDE pixels on its longest side (area average), blurred twice (3×3 box);
//   2. remove uneven lighting: subtract a wide local mean (a quarter of the short side), then Otsu's threshold on
//      the difference: cut steel faces are brighter than the rims, shadows and gaps around them;
//   3. a chamfer distance transform of that mask: every bar face has one peak near its centre, whose value is about
//      its radius, even where neighbouring faces touch through thin bridges;
//   4. the peaks that sit in a round region (most of 16 rays from the peak leave the mask within 1.4 radii: a
//      stripe or a ragged patch of background fails), strongest first, with non-maximum suppression (two peaks closer than ¾ of their radii summed are one
//      bar), then the typical radius (the area-weighted median) decides what is too small (a gap, a speck) or too big to be a bar.
// An image without a consistent set of round faces (too few, or faces smaller than MIN_RADIUS_OF_SIDE of the short
// side) gives no marks. Marks come back in the original image's pixels.
export interface Mark { x: number; y: number; r: number }
export interface GreyImage { width: number; height: number; data: Uint8Array | Float32Array }

const WORK_SIDE = 800
const MIN_RADIUS_OF_SIDE = 1 / 110
const MIN_BARS = 2

export function detectBarEnds(image: GreyImage): Mark[] {
  const { grey, width, height, factor } = downscale(image)
  const smooth = boxBlur(boxBlur(grey, width, height), width, height)
  const diff = subtractLocalMean(smooth, width, height, Math.max(4, Math.round(Math.min(width, height) / 4)))
  const t = otsu(diff)
  const mask = new Uint8Array(width * height)
  for (let i = 0; i < mask.length; i++) mask[i] = diff[i] > t ? 1 : 0
  const dist = distanceTransform(mask, width, height)
  const peaks = suppress(localMaxima(dist, width, height)).filter((p) => isRound(mask, width, height, p))
  if (peaks.length < MIN_BARS) return []
  const typical = areaMedian(peaks.map((p) => p.r))
  if (typical < Math.min(width, height) * MIN_RADIUS_OF_SIDE) return []
  const bars = peaks.filter((p) => p.r >= typical * 0.5 && p.r <= typical * 2.2)
  if (bars.length < MIN_BARS) return []
  // the distance peak is the radius of the bright face; the rim adds about a pixel at work scale
  return bars.map((p) => ({ x: round1((p.x + 0.5) * factor), y: round1((p.y + 0.5) * factor), r: round1((p.r + 1) * factor) }))
}

/** the radius below which half the peaks' total area lies: the bars' faces, not the many specks, decide it */
function areaMedian(radii: number[]): number {
  radii.sort((a, b) => a - b)
  const total = radii.reduce((s, r) => s + r * r, 0)
  let acc = 0
  for (const r of radii) {
    acc += r * r
    if (acc >= total / 2) return r
  }
  return radii[radii.length - 1]
}

const round1 = (v: number) => Math.round(v * 10) / 10

function downscale(image: GreyImage) {
  const factor = Math.max(1, Math.ceil(Math.max(image.width, image.height) / WORK_SIDE))
  const width = Math.floor(image.width / factor)
  const height = Math.floor(image.height / factor)
  const grey = new Float32Array(width * height)
  const area = factor * factor
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * image.width + x * factor
        for (let dx = 0; dx < factor; dx++) sum += image.data[row + dx]
      }
      grey[y * width + x] = sum / area
    }
  }
  return { grey, width, height, factor }
}

function boxBlur(src: Float32Array, width: number, height: number): Float32Array {
  const tmp = new Float32Array(src.length)
  const out = new Float32Array(src.length)
  for (let y = 0; y < height; y++) {
    const row = y * width
    for (let x = 0; x < width; x++) {
      const l = src[row + Math.max(0, x - 1)], r = src[row + Math.min(width - 1, x + 1)]
      tmp[row + x] = (l + src[row + x] + r) / 3
    }
  }
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width, down = Math.min(height - 1, y + 1) * width, row = y * width
    for (let x = 0; x < width; x++) out[row + x] = (tmp[up + x] + tmp[row + x] + tmp[down + x]) / 3
  }
  return out
}

function subtractLocalMean(src: Float32Array, width: number, height: number, half: number): Float32Array {
  // summed-area table in doubles: a 1600×1200 photo's sums pass float32 precision
  const w1 = width + 1
  const sat = new Float64Array(w1 * (height + 1))
  for (let y = 0; y < height; y++) {
    let rowSum = 0
    for (let x = 0; x < width; x++) {
      rowSum += src[y * width + x]
      sat[(y + 1) * w1 + x + 1] = sat[y * w1 + x + 1] + rowSum
    }
  }
  const out = new Float32Array(src.length)
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half), y1 = Math.min(height, y + half + 1)
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half), x1 = Math.min(width, x + half + 1)
      const sum = sat[y1 * w1 + x1] - sat[y0 * w1 + x1] - sat[y1 * w1 + x0] + sat[y0 * w1 + x0]
      out[y * width + x] = src[y * width + x] - sum / ((y1 - y0) * (x1 - x0))
    }
  }
  return out
}

function otsu(values: Float32Array): number {
  let min = Infinity, max = -Infinity
  for (const v of values) { if (v < min) min = v; if (v > max) max = v }
  if (!(max > min)) return max
  const bins = 256
  const hist = new Float64Array(bins)
  const scale = (bins - 1) / (max - min)
  for (const v of values) hist[Math.round((v - min) * scale)]++
  let total = 0, sumAll = 0
  for (let i = 0; i < bins; i++) { total += hist[i]; sumAll += i * hist[i] }
  let wB = 0, sumB = 0, best = 0, bestVar = -1
  for (let i = 0; i < bins; i++) {
    wB += hist[i]
    if (wB === 0) continue
    const wF = total - wB
    if (wF === 0) break
    sumB += i * hist[i]
    const mB = sumB / wB, mF = (sumAll - sumB) / wF
    const between = wB * wF * (mB - mF) * (mB - mF)
    if (between > bestVar) { bestVar = between; best = i }
  }
  return min + (best + 0.5) / scale
}

/** chamfer 3-4 distance to the nearest background pixel, in pixels */
function distanceTransform(mask: Uint8Array, width: number, height: number): Float32Array {
  const big = 1e9
  const d = new Float32Array(mask.length)
  for (let i = 0; i < mask.length; i++) d[i] = mask[i] ? big : 0
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= width || y >= height ? 0 : d[y * width + x])
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x
      if (!d[i]) continue
      d[i] = Math.min(d[i], at(x - 1, y) + 3, at(x, y - 1) + 3, at(x - 1, y - 1) + 4, at(x + 1, y - 1) + 4)
    }
  }
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
      const i = y * width + x
      if (!d[i]) continue
      d[i] = Math.min(d[i], at(x + 1, y) + 3, at(x, y + 1) + 3, at(x + 1, y + 1) + 4, at(x - 1, y + 1) + 4)
    }
  }
  for (let i = 0; i < d.length; i++) d[i] /= 3
  return d
}

interface Peak { x: number; y: number; r: number }

function localMaxima(d: Float32Array, width: number, height: number): Peak[] {
  const peaks: Peak[] = []
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x
      const v = d[i]
      if (v < 2) continue
      if (v >= d[i - 1] && v >= d[i + 1] && v >= d[i - width] && v >= d[i + width] &&
          v >= d[i - width - 1] && v >= d[i - width + 1] && v >= d[i + width - 1] && v >= d[i + width + 1]) {
        peaks.push({ x, y, r: v })
      }
    }
  }
  return peaks
}

const RAYS = Array.from({ length: 16 }, (_, k) => [Math.cos((k * Math.PI) / 8), Math.sin((k * Math.PI) / 8)])

function isRound(mask: Uint8Array, width: number, height: number, p: Peak): boolean {
  const reach = p.r * 1.4 + 1.5
  let short = 0
  for (const [dx, dy] of RAYS) {
    for (let t = p.r; ; t += 1) {
      if (t > reach) break
      const x = Math.round(p.x + dx * t), y = Math.round(p.y + dy * t)
      // the frame's edge is not the end of a face: a stripe cut by the border must not look round
      if (x < 0 || y < 0 || x >= width || y >= height) break
      if (!mask[y * width + x]) { short++; break }
    }
  }
  return short >= 11
}

/** strongest first; a peak within ¾ of the summed radii of a kept one belongs to the same face (grid for speed) */
function suppress(peaks: Peak[]): Peak[] {
  peaks.sort((a, b) => b.r - a.r)
  const kept: Peak[] = []
  if (!peaks.length) return kept
  const cell = Math.max(4, peaks[0].r * 3)
  const grid = new Map<string, Peak[]>()
  const key = (cx: number, cy: number) => `${cx},${cy}`
  for (const p of peaks) {
    const cx = Math.floor(p.x / cell), cy = Math.floor(p.y / cell)
    let clash = false
    for (let gy = cy - 1; gy <= cy + 1 && !clash; gy++) {
      for (let gx = cx - 1; gx <= cx + 1 && !clash; gx++) {
        for (const k of grid.get(key(gx, gy)) ?? []) {
          const limit = (k.r + p.r) * 0.75
          if ((k.x - p.x) ** 2 + (k.y - p.y) ** 2 < limit * limit) { clash = true; break }
        }
      }
    }
    if (clash) continue
    kept.push(p)
    const list = grid.get(key(cx, cy))
    if (list) list.push(p)
    else grid.set(key(cx, cy), [p])
  }
  return kept
}

/**
 * The baseline the bench sets beside the detector: one global Otsu threshold of the blurred grey image and the
 * number of 8-connected bright components larger than a speck; touching bars merge, so it undercounts bundles.
 */
export function baselineCount(image: GreyImage): number {
  const { grey, width, height } = downscale(image)
  const smooth = boxBlur(grey, width, height)
  const t = otsu(smooth)
  const seen = new Uint8Array(width * height)
  const minArea = Math.max(4, Math.round(width * height * 0.00005))
  const stack: number[] = []
  let count = 0
  for (let start = 0; start < seen.length; start++) {
    if (seen[start] || smooth[start] <= t) continue
    let area = 0
    seen[start] = 1
    stack.push(start)
    while (stack.length) {
      const i = stack.pop() as number
      area++
      const x = i % width, y = (i - x) / width
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx, ny = y + dy
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue
          const j = ny * width + nx
          if (!seen[j] && smooth[j] > t) { seen[j] = 1; stack.push(j) }
        }
      }
    }
    if (area >= minArea) count++
  }
  return count
}

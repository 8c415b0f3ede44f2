// Synthetic photos of the end face of a bundle of steel bars, with their true count, for the rebar counting test and
// bench/rebar-accuracy.ts. A bundle is a hexagonal packing (slightly jittered, radii ±6%) cut to a ragged round
// outline, every face shaded (brighter centre, dark rim, a random tint), touching its neighbours, in shadow gaps,
// on a noisy background with a lighting gradient across the frame, blurred, JPEG-encoded.
import jpeg from 'jpeg-js'

export interface BundlePhoto { name: string; count: number; jpeg: Buffer; width: number; height: number }
export interface BundleOptions { count: number; seed: number; spacing?: number; width?: number; height?: number; blur?: number; noise?: number; lighting?: number }

function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export function bundlePhoto(o: BundleOptions): BundlePhoto {
  const width = o.width ?? 1600, height = o.height ?? 1200
  const rnd = random(o.seed)
  const gauss = () => Math.sqrt(-2 * Math.log(rnd() + 1e-12)) * Math.cos(2 * Math.PI * rnd())
  const cx = width / 2 + (rnd() - 0.5) * width * 0.08, cy = height / 2 + (rnd() - 0.5) * height * 0.08
  // bars fill about 80% of a bundle disc that takes about 80% of the short side
  const bundleR = Math.min(width, height) * 0.4
  const r = bundleR * Math.sqrt(0.8 / o.count)
  const step = 2 * r * (o.spacing ?? 1.02)
  const sites: { x: number; y: number; d: number }[] = []
  const reach = Math.ceil(bundleR / step) + 3
  const wobble = [rnd() * 0.08, rnd() * 6.28, rnd() * 0.05, rnd() * 6.28]
  for (let j = -reach; j <= reach; j++) {
    for (let i = -reach; i <= reach; i++) {
      const x = cx + (i + (j % 2 ? 0.5 : 0)) * step, y = cy + j * step * Math.sqrt(3) / 2
      const a = Math.atan2(y - cy, x - cx)
      const ragged = 1 + wobble[0] * Math.sin(3 * a + wobble[1]) + wobble[2] * Math.sin(5 * a + wobble[3])
      sites.push({ x, y, d: Math.hypot(x - cx, y - cy) / ragged })
    }
  }
  // the true count is of whole faces: a site the frame would cut is skipped
  sites.sort((a, b) => a.d - b.d)
  const inside = (s: { x: number; y: number }) => s.x > r * 1.3 && s.y > r * 1.3 && s.x < width - r * 1.3 && s.y < height - r * 1.3
  const bars = sites.filter(inside).slice(0, o.count).map((s) => ({
    x: s.x + gauss() * r * 0.03, y: s.y + gauss() * r * 0.03, r: r * (1 + (rnd() - 0.5) * 0.12),
    tone: 150 + rnd() * 60, spot: rnd() * 6.28
  }))
  const lighting = o.lighting ?? 0.45, noise = o.noise ?? 10
  const angle = rnd() * 6.28
  const img = new Float32Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // a background (ground, other steel) with texture, darker inside the bundle's shadow
      const shadow = Math.hypot(x - cx, y - cy) < bundleR * 1.05 ? 35 : 70
      img[y * width + x] = shadow + 25 * Math.sin(x / 37 + y / 53)
    }
  }
  for (const b of bars) {
    const x0 = Math.max(0, Math.floor(b.x - b.r - 1)), x1 = Math.min(width - 1, Math.ceil(b.x + b.r + 1))
    const y0 = Math.max(0, Math.floor(b.y - b.r - 1)), y1 = Math.min(height - 1, Math.ceil(b.y + b.r + 1))
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const d = Math.hypot(x - b.x, y - b.y) / b.r
        if (d > 1) continue
        // a cut face: bright, shaded to one side, with a darker rolled rim (the last 18% of the radius)
        const side = 12 * Math.cos(Math.atan2(y - b.y, x - b.x) - b.spot) * d
        const rim = d > 0.82 ? (d - 0.82) / 0.18 : 0
        img[y * width + x] = (b.tone + side) * (1 - 0.55 * rim) + 30 * (1 - d) * 0.3
      }
    }
  }
  const rgba = Buffer.alloc(width * height * 4)
  const lx = Math.cos(angle), ly = Math.sin(angle)
  const blurred = blur(img, width, height, o.blur ?? 1)
  for (let i = 0; i < width * height; i++) {
    const x = i % width, y = (i - x) / width
    const light = 1 - lighting / 2 + lighting * ((x / width - 0.5) * lx + (y / height - 0.5) * ly + 0.5)
    const v = Math.max(0, Math.min(255, blurred[i] * light + gauss() * noise))
    rgba[i * 4] = v + 6; rgba[i * 4 + 1] = v; rgba[i * 4 + 2] = Math.max(0, v - 8); rgba[i * 4 + 3] = 255
  }
  const encoded = jpeg.encode({ data: rgba, width, height }, 85)
  return { name: `bundle-${o.count}-s${o.seed}`, count: o.count, jpeg: Buffer.from(encoded.data), width, height }
}

function blur(src: Float32Array, width: number, height: number, passes: number): Float32Array {
  let cur = src
  for (let p = 0; p < passes; p++) {
    const out = new Float32Array(cur.length)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let s = 0, n = 0
        for (let dy = -1; dy <= 1; dy++) {
          const yy = y + dy
          if (yy < 0 || yy >= height) continue
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx
            if (xx < 0 || xx >= width) continue
            s += cur[yy * width + xx]; n++
          }
        }
        out[y * width + x] = s / n
      }
    }
    cur = out
  }
  return cur
}

/** a photo of no bars: the same kind of background, lighting and noise, nothing round in it */
export function emptyPhoto(seed: number, width = 1200, height = 900): Buffer {
  const rnd = random(seed)
  const rgba = Buffer.alloc(width * height * 4)
  for (let i = 0; i < width * height; i++) {
    const x = i % width, y = (i - x) / width
    const v = Math.max(0, Math.min(255, 90 + 40 * (x / width) + 25 * Math.sin(x / 37 + y / 53) + (rnd() - 0.5) * 30))
    rgba[i * 4] = v; rgba[i * 4 + 1] = v; rgba[i * 4 + 2] = v; rgba[i * 4 + 3] = 255
  }
  return Buffer.from(jpeg.encode({ data: rgba, width, height }, 85).data)
}

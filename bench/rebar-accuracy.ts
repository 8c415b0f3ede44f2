// Rebar counting accuracy and speed (server/src/modules/rebar/detector.ts) on synthetic photos of bundle end faces
// (tests/server/helpers/rebar-photos.ts: faces with dark rims and shading, in turn with a small gap, touching, and
// overlapping by 2% (a bundle seen slightly from the side), ragged bundle outline, textured
// background, lighting gradient, noise, blur, JPEG), 1600 × 1200 like a phone photo sent at the app's 1600 px, with
// their true counts from 20 to 120 bars. Per photo: true count, the detector's count and its time (decode + detect),
// beside a baseline in the same run: the 8-connected bright components of one global Otsu threshold (touching
// faces merge; 'gap' is the centre spacing in bar diameters). Then the mean absolute percentage error of both and the median time per photo.
//   npm run bench:rebar      (BENCH_PHOTOS=12, BENCH_SIDE=1600; BENCH_NOISE / BENCH_BLUR override the photos' noise
//                             and blur passes)
import { bundlePhoto } from '../tests/server/helpers/rebar-photos'
import { decodeGrey } from '../server/src/modules/rebar/decode'
import { baselineCount, detectBarEnds } from '../server/src/modules/rebar/detector'

const PHOTOS = Math.max(3, Math.min(Number(process.env.BENCH_PHOTOS || 12), 60))
const SIDE = Math.max(640, Math.min(Number(process.env.BENCH_SIDE || 1600), 4000))
const noise = process.env.BENCH_NOISE ? Number(process.env.BENCH_NOISE) : undefined
const blur = process.env.BENCH_BLUR ? Number(process.env.BENCH_BLUR) : undefined

const pad = (v: unknown, n: number) => String(v).padStart(n)
const pct = (v: number) => `${(v * 100).toFixed(1)}%`

function main() {
  const rows: { truth: number; found: number; base: number; ms: number; decodeMs: number }[] = []
  console.log(`rebar counting on ${PHOTOS} synthetic bundle photos of ${SIDE} × ${Math.round(SIDE * 0.75)} px (node ${process.version})`)
  console.log(`${'photo'.padEnd(20)}${pad('gap', 6)}${pad('true', 6)}${pad('detector', 10)}${pad('error', 8)}${pad('baseline', 10)}${pad('error', 8)}${pad('ms', 7)}${pad('decode', 8)}`)
  for (let i = 0; i < PHOTOS; i++) {
    const count = Math.round(20 + (100 * i) / Math.max(1, PHOTOS - 1))
    const spacing = [1.02, 1, 0.98][i % 3]
    const photo = bundlePhoto({ count, seed: 1000 + i, spacing, width: SIDE, height: Math.round(SIDE * 0.75), blur: blur ?? i % 3, noise: noise ?? 8 + (i % 4) * 4, lighting: 0.3 + (i % 3) * 0.15 })
    const started = process.hrtime.bigint()
    const image = decodeGrey(photo.jpeg)
    const decoded = process.hrtime.bigint()
    const found = detectBarEnds(image).length
    const decodeMs = Number(decoded - started) / 1e6
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    const base = baselineCount(image)
    rows.push({ truth: count, found, base, ms, decodeMs })
    const err = (n: number) => pct((n - count) / count)
    console.log(`${photo.name.padEnd(20)}${pad(spacing.toFixed(2), 6)}${pad(count, 6)}${pad(found, 10)}${pad(err(found), 8)}${pad(base, 10)}${pad(err(base), 8)}${pad(ms.toFixed(0), 7)}${pad(decodeMs.toFixed(0), 8)}`)
  }
  const mape = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((s, r) => s + Math.abs(pick(r) - r.truth) / r.truth, 0) / rows.length
  const times = rows.map((r) => r.ms).sort((a, b) => a - b)
  console.log('')
  console.log(`mean absolute percentage error: detector ${pct(mape((r) => r.found))}, baseline (global threshold + components) ${pct(mape((r) => r.base))}`)
  console.log(`exact counts: detector ${rows.filter((r) => r.found === r.truth).length}/${rows.length}, baseline ${rows.filter((r) => r.base === r.truth).length}/${rows.length}`)
  const decodes = rows.map((r) => r.decodeMs).sort((a, b) => a - b)
  console.log(`time per photo (decode + detect): median ${times[Math.floor(times.length / 2)].toFixed(0)} ms, max ${times[times.length - 1].toFixed(0)} ms; of which JPEG decoding median ${decodes[Math.floor(decodes.length / 2)].toFixed(0)} ms`)
}

main()

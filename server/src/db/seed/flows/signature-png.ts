// A real hand-signature-like PNG for the demo's saved signatures and signed approvals: a few pen strokes drawn into
// an RGBA bitmap and encoded by lib/png, so the timeline shows an image rather than a broken icon.
import { encodePng } from '../../../lib/png'

const W = 240
const H = 80

/** strokes that differ per seed, so each demo signer has their own "hand" */
export function signaturePng(seed: number): string {
  const px = Buffer.alloc(W * H * 4)
  const dot = (x: number, y: number) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const xi = Math.round(x) + dx
        const yi = Math.round(y) + dy
        if (xi < 0 || yi < 0 || xi >= W || yi >= H) continue
        const i = (yi * W + xi) * 4
        px[i] = 20; px[i + 1] = 30; px[i + 2] = 90; px[i + 3] = 255
      }
    }
  }
  // three letters' worth of loops and a closing flourish
  for (let t = 0; t <= 1; t += 0.0008) {
    const x = 16 + t * 200
    const y = 40 + Math.sin(t * Math.PI * (5 + seed % 3)) * (18 - t * 8) + Math.cos(t * Math.PI * (11 + seed % 5)) * 6
    dot(x, y)
  }
  for (let t = 0; t <= 1; t += 0.002) dot(60 + t * 150, 64 - t * 6 + Math.sin(t * Math.PI) * 3)
  return `data:image/png;base64,${encodePng(px, W, H).toString('base64')}`
}

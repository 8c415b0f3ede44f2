// A real hand-signature-like PNG for the demo's saved signatures and signed approvals: a few pen strokes drawn into
// an RGBA bitmap and encoded by hand (zlib + CRC32), so the timeline shows an image rather than a broken icon.
import { deflateSync } from 'node:zlib'

const W = 240
const H = 80

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})

function crc32(buf: Buffer): number {
  let c = 0xffffffff
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

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
  const raw = Buffer.alloc((W * 4 + 1) * H)
  for (let y = 0; y < H; y++) px.copy(raw, y * (W * 4 + 1) + 1, y * W * 4, (y + 1) * W * 4)
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(W, 0)
  ihdr.writeUInt32BE(H, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 6 // RGBA
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))
  ])
  return `data:image/png;base64,${png.toString('base64')}`
}

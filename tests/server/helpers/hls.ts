// HLS made in the tests, without ffmpeg: a live-style .m3u8 playlist and MPEG-TS segments written packet by packet
// (ISO/IEC 13818-1): a PAT and a PMT with their CRC-32, then one PES per frame on an H.264 stream (type 0x1b) with
// its PTS, the PCR on the frame's first packet and continuity counters that count. Each frame carries an access
// unit delimiter and filler NAL units, so the structure is what a media server sends while the pictures are empty.
// readTs parses such bytes back and checks them, for the tests that fetch what the server hands out.

const PACKET = 188
const PMT_PID = 0x1000
const VIDEO_PID = 0x100

/** CRC-32/MPEG-2: poly 0x04C11DB7, init all ones, no reflection, no final xor */
export function crc32mpeg(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const b of bytes) {
    crc ^= b << 24
    for (let i = 0; i < 8; i += 1) crc = crc & 0x80000000 ? ((crc << 1) ^ 0x04c11db7) >>> 0 : (crc << 1) >>> 0
  }
  return crc >>> 0
}

function section(body: number[]): number[] {
  const crc = crc32mpeg(Uint8Array.from(body))
  return [...body, (crc >>> 24) & 0xff, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff]
}

/** one 188-byte packet; an adaptation field pads it (and carries the PCR when given) */
function packet(pid: number, start: boolean, cc: number, payload: number[], pcr?: number): Buffer {
  const head = [0x47, (start ? 0x40 : 0) | ((pid >> 8) & 0x1f), pid & 0xff]
  const room = PACKET - 4
  let adaptation: number[] = []
  if (pcr !== undefined || payload.length < room) {
    const fields = pcr === undefined ? [] : (() => {
      const base = Math.floor(pcr)
      return [(base / 2 ** 25) & 0xff, (base >>> 17) & 0xff, (base >>> 9) & 0xff, (base >>> 1) & 0xff, ((base & 1) << 7) | 0x7e, 0x00]
    })()
    const length = room - payload.length - 1
    if (length < fields.length + (length > 0 ? 1 : 0)) throw new Error('payload too long for the packet')
    adaptation = length === 0 ? [0] : [length, pcr === undefined ? 0x00 : 0x10, ...fields, ...new Array(length - 1 - fields.length).fill(0xff)]
  }
  const control = adaptation.length ? 0x30 : 0x10
  return Buffer.from([...head, control | (cc & 0x0f), ...adaptation, ...payload])
}

const pts = (t: number) => {
  const v = Math.floor(t)
  return [0x21 | ((v / 2 ** 29) & 0x0e), (v >>> 22) & 0xff, ((v >>> 14) & 0xfe) | 1, (v >>> 7) & 0xff, ((v << 1) & 0xfe) | 1]
}

/** an MPEG-TS segment of `frames` frames at 25 fps from the 90 kHz time `start` */
export function tsSegment(start: number, frames: number): Buffer {
  const pat = section([0x00, 0xb0, 13, 0x00, 0x01, 0xc1, 0x00, 0x00, 0x00, 0x01, 0xe0 | (PMT_PID >> 8), PMT_PID & 0xff])
  const pmt = section([0x02, 0xb0, 18, 0x00, 0x01, 0xc1, 0x00, 0x00, 0xe0 | (VIDEO_PID >> 8), VIDEO_PID & 0xff, 0xf0, 0x00,
    0x1b, 0xe0 | (VIDEO_PID >> 8), VIDEO_PID & 0xff, 0xf0, 0x00])
  const out = [packet(0, true, 0, [0x00, ...pat]), packet(PMT_PID, true, 0, [0x00, ...pmt])]
  for (let f = 0; f < frames; f += 1) {
    const t = start + f * 3600
    // access unit delimiter, then a filler NAL unit up to the packet's room
    const es = [0x00, 0x00, 0x00, 0x01, 0x09, 0xf0, 0x00, 0x00, 0x01, 0x0c, ...new Array(120).fill(0xff), 0x80]
    const pes = [0x00, 0x00, 0x01, 0xe0, 0x00, 0x00, 0x80, 0x80, 0x05, ...pts(t), ...es]
    out.push(packet(VIDEO_PID, true, f, pes, t))
  }
  return Buffer.concat(out)
}

export interface TsReport {
  packets: number
  /** stream types the PMT lists */
  streamTypes: number[]
  /** the PTS of each PES, 90 kHz */
  pts: number[]
}

/** parses and checks a segment: sync bytes, the PAT's and PMT's CRC, the continuity counters; throws what is wrong */
export function readTs(bytes: Buffer): TsReport {
  if (bytes.length === 0 || bytes.length % PACKET !== 0) throw new Error(`not whole packets: ${bytes.length} bytes`)
  let pmtPid = -1
  const streamTypes: number[] = []
  const ptsList: number[] = []
  const counters = new Map<number, number>()
  for (let o = 0; o < bytes.length; o += PACKET) {
    const p = bytes.subarray(o, o + PACKET)
    if (p[0] !== 0x47) throw new Error(`no sync byte at ${o}`)
    const start = (p[1] & 0x40) !== 0
    const pid = ((p[1] & 0x1f) << 8) | p[2]
    const control = (p[3] >> 4) & 0x3
    const cc = p[3] & 0x0f
    if (counters.has(pid) && ((counters.get(pid)! + 1) & 0x0f) !== cc) throw new Error(`continuity broken on pid ${pid}`)
    counters.set(pid, cc)
    let i = 4
    if (control & 0x2) i += 1 + p[4]
    const payload = p.subarray(i)
    if (pid === 0 || pid === pmtPid) {
      const s = payload.subarray(1 + payload[0])
      const length = ((s[1] & 0x0f) << 8) | s[2]
      const whole = s.subarray(0, 3 + length)
      if (crc32mpeg(whole) !== 0) throw new Error(`bad CRC in the table on pid ${pid}`)
      if (pid === 0) pmtPid = ((s[10] & 0x1f) << 8) | s[11]
      else {
        const infoLength = ((s[10] & 0x0f) << 8) | s[11]
        for (let j = 12 + infoLength; j < 3 + length - 4; j += 5 + (((s[j + 3] & 0x0f) << 8) | s[j + 4])) streamTypes.push(s[j])
      }
    } else if (start && payload[0] === 0 && payload[1] === 0 && payload[2] === 1 && (payload[7] & 0x80)) {
      const b = payload.subarray(9, 14)
      ptsList.push(((b[0] >> 1) & 0x07) * 2 ** 30 + (b[1] << 22) + ((b[2] >> 1) << 15) + (b[3] << 7) + (b[4] >> 1))
    }
  }
  if (pmtPid < 0) throw new Error('no PAT')
  return { packets: bytes.length / PACKET, streamTypes, pts: ptsList }
}

/** a live playlist of the last `count` segments up to `sequence` (2 s each) under `base` */
export function playlist(base: string, sequence: number, count: number): string {
  const first = Math.max(0, sequence - count + 1)
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-TARGETDURATION:2', `#EXT-X-MEDIA-SEQUENCE:${first}`]
  for (let s = first; s <= sequence; s += 1) lines.push('#EXTINF:2.000,', `${base}${s}.ts`)
  return `${lines.join('\n')}\n`
}

/** the segment URIs of a playlist, resolved against its URL */
export function segmentsOf(m3u8: string, url: string): string[] {
  if (!m3u8.startsWith('#EXTM3U')) throw new Error('not an HLS playlist')
  return m3u8.split('\n').map((l) => l.trim()).filter((l) => l && !l.startsWith('#')).map((l) => new URL(l, url).toString())
}

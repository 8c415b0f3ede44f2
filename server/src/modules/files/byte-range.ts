// The Range header of a file request (RFC 9110 §14): pdf.js reads a 50 MB drawing by the chunk it is showing, and
// video players seek, instead of waiting for the whole file. One range is served; a header this server does not
// serve (several ranges, another unit, a malformed one) is ignored and the whole file is sent, as the RFC allows.
import type { ByteRange } from '../../lib/file-store'

/** the range asked for within a file of `size` bytes; 'unsatisfiable' when it starts past the end (a 416) */
export function byteRangeOf(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!m || (m[1] === '' && m[2] === '')) return undefined
  if (m[1] === '') {
    // the last N bytes
    const suffix = Number(m[2])
    if (suffix === 0) return 'unsatisfiable'
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(m[1])
  // "900-": to the end of the file, however long it is
  const end = m[2] === '' ? Number.MAX_SAFE_INTEGER : Number(m[2])
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return undefined
  if (start >= size) return 'unsatisfiable'
  return { start, end: Math.min(end, size - 1) }
}

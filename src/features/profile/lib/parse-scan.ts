// What the app understands in a scanned QR code. The web login page encodes {"t":"login","id":"<ticket>"}.

export type ScanContent = { kind: 'login'; ticket: string } | { kind: 'unknown' }

export const UNKNOWN_QR_MESSAGE = '无法识别的二维码'

export function parseScanContent(raw: string | undefined | null): ScanContent {
  if (!raw) return { kind: 'unknown' }
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return { kind: 'unknown' }
  }
  if (!data || typeof data !== 'object') return { kind: 'unknown' }
  const { t, id } = data as { t?: unknown; id?: unknown }
  if (t === 'login' && typeof id === 'string' && id.trim() !== '') return { kind: 'login', ticket: id.trim() }
  return { kind: 'unknown' }
}

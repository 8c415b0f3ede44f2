// The record codes the scanForm page understands. Our own format is the JSON text {"t":"DFD","modelId","id"}
// (what recordCodeText writes, e.g. as a qrcode control's static text); a link to our detail or scanForm page with
// modelId and id (or a detail `config`) in its query is accepted too, so a printed H5 link works as well.
import { parseQuery } from '@/lib/url'
import { decodePageConfig } from './page-config'

/** the tag of our record codes ("dynamic form data") */
export const RECORD_CODE_TAG = 'DFD'
export const UNKNOWN_CODE_TEXT = '无法识别的二维码'

export interface RecordCode {
  modelId: string
  id: string
}

/** the text to put in a QR code that opens this record's detail */
export function recordCodeText(modelId: string, id: string): string {
  return JSON.stringify({ t: RECORD_CODE_TAG, modelId, id })
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')

function fromJson(text: string): RecordCode | null {
  if (!text.startsWith('{')) return null
  try {
    const value = JSON.parse(text) as Record<string, unknown>
    if (!value || typeof value !== 'object' || (value.t !== undefined && value.t !== RECORD_CODE_TAG)) return null
    const modelId = str(value.modelId) || str(value.mid)
    const id = str(value.id)
    return modelId && id ? { modelId, id } : null
  } catch {
    return null
  }
}

function fromLink(text: string): RecordCode | null {
  if (!/\/?pages\/apply\/dynamicModel\/(detail|scanForm|form)\b/.test(text)) return null
  const query = parseQuery(text)
  if (query.modelId && query.id) return { modelId: query.modelId, id: query.id }
  const config = decodePageConfig(query.config)
  return config?.id ? { modelId: config.modelId, id: config.id } : null
}

/** the record a scanned text names, or null when it is not one of our codes */
export function parseRecordCode(scanned: string | undefined | null): RecordCode | null {
  const text = (scanned ?? '').trim()
  if (!text) return null
  return fromJson(text) ?? fromLink(text)
}

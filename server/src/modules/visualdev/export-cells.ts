// One cell of a list export: the display value the list shows (display.ts already turned ids into names, options
// into labels and dates into the field's format), with uploads as links to their files and numbers kept as numbers
// so a spreadsheet can add them up.
import { isObject, type FormField } from './form-fields'
import { UPLOAD_KEYS } from './field-kinds'
import type { ExportColumn } from './export-columns'

/** what exceljs takes for a cell: text, a number, or a link */
export type CellValue = string | number | null | { text: string; hyperlink: string }

/** Excel's limit on the text of one cell */
const MAX_CELL = 32_767

const cut = (s: string) => (s.length > MAX_CELL ? `${s.slice(0, MAX_CELL - 1)}…` : s)

/** an upload's URL made absolute, so the link works from the spreadsheet; other schemes are not linked */
function absolute(url: string, origin: string): string | undefined {
  if (/^https?:\/\//i.test(url)) return url
  if (/^\/[^/\\]/.test(url)) return `${origin}${url}`
  return undefined
}

interface Upload { name: string; url?: string }

function uploads(v: unknown, origin: string): Upload[] {
  return (Array.isArray(v) ? v : []).filter(isObject).map((u) => {
    const url = typeof u.url === 'string' ? absolute(u.url, origin) : undefined
    const name = typeof u.name === 'string' && u.name ? u.name : typeof u.fileName === 'string' ? u.fileName : '文件'
    return { name, ...(url ? { url } : {}) }
  })
}

/** one file: a link named after it; several: one line per file with its address, the cell linking the first */
function uploadCell(v: unknown, origin: string): CellValue {
  const files = uploads(v, origin)
  if (files.length === 0) return null
  const first = files.find((f) => f.url)
  const text = files.length === 1 ? files[0].name : files.map((f) => (f.url ? `${f.name} ${f.url}` : f.name)).join('\n')
  return first ? { text: cut(text), hyperlink: first.url! } : cut(text)
}

function plain(v: unknown): string {
  if (v === undefined || v === null) return ''
  if (Array.isArray(v)) return v.map(plain).join(',')
  if (isObject(v)) return JSON.stringify(v)
  return String(v)
}

/** a field's display value as a cell */
export function fieldCell(field: FormField, v: unknown, origin: string): CellValue {
  if (v === undefined || v === null || v === '') return null
  if (UPLOAD_KEYS.has(field.jnpfKey)) return uploadCell(v, origin)
  if (field.jnpfKey === 'sign' && typeof v === 'string') {
    // a signature stored as an image (data URL) has no address to link to
    const url = v.startsWith('data:') ? undefined : absolute(v, origin)
    return url ? { text: '已签名', hyperlink: url } : '已签名'
  }
  if (field.jnpfKey === 'editor' && typeof v === 'string') return cut(v.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim())
  if (typeof v === 'number' && Number.isFinite(v)) return v
  return cut(plain(v))
}

/** the cell of a column in a display row; a child-table column lists its rows' values one per line */
export function columnCell(col: ExportColumn, row: Record<string, unknown>, origin: string): CellValue {
  if (!col.table) return fieldCell(col.field, row[col.key], origin)
  const rows = Array.isArray(row[col.table]) ? (row[col.table] as unknown[]).filter(isObject) : []
  const lines = rows.map((r) => {
    const cell = fieldCell(col.field, r[col.field.vModel], origin)
    return cell === null ? '' : typeof cell === 'object' ? cell.text : String(cell)
  })
  return lines.some(Boolean) ? cut(lines.join('\n')) : null
}

/** how wide a cell's text shows, in Excel's character units (CJK characters count double) */
export function textWidth(cell: CellValue): number {
  const s = cell === null ? '' : typeof cell === 'object' ? cell.text : String(cell)
  let w = 0
  for (const line of s.split('\n')) {
    let lw = 0
    for (const ch of line) lw += /[\u2e80-\uffff]/.test(ch) ? 2 : 1
    w = Math.max(w, lw)
  }
  return w
}

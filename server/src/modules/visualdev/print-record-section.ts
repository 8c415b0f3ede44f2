// The printed record's own sections: its fields in the form's layout order (display values as the detail shows
// them, child tables as tables, photos as images, hand signatures drawn) and its change history.
import { fieldCell } from './export-cells'
import { UPLOAD_KEYS } from './field-kinds'
import { isObject, type FormField } from './form-fields'
import { historyItems } from './history-service'
import { formatTime } from './display'
import type { PrintBlock, PrintCell, PrintImage, PrintSectionProvider } from './print-sections'

type PairRow = Extract<PrintBlock, { kind: 'pairs' }>['rows'][number]

/** controls that show something but hold no value of the record */
const SHOW_ONLY = new Set(['text', 'divider', 'button', 'link', 'alert', 'groupTitle', 'barcode', 'qrcode', 'iframe'])

const uploadsOf = (v: unknown) => (Array.isArray(v) ? v.filter(isObject) : [])
const fileName = (u: Record<string, unknown>) =>
  (typeof u.name === 'string' && u.name) || (typeof u.fileName === 'string' && u.fileName) || '文件'

/** a display value as print text: what the export writes, with files by name */
function textOf(f: FormField, v: unknown): string {
  if (UPLOAD_KEYS.has(f.jnpfKey)) return uploadsOf(v).map(fileName).join('、')
  if (f.jnpfKey === 'sign') return typeof v === 'string' && v ? '已签名' : ''
  const cell = fieldCell(f, v, '')
  return cell === null ? '' : typeof cell === 'object' ? cell.text : String(cell)
}

function photos(v: unknown): PrintImage[] {
  return uploadsOf(v).filter((u) => typeof u.url === 'string' && u.url).map((u) => ({ source: u.url as string, name: fileName(u) }))
}

/** a child-table cell: photos and signatures drawn small, the rest as text */
function cellOf(f: FormField, v: unknown): PrintCell {
  if (f.jnpfKey === 'uploadImg' && photos(v).length) return { images: photos(v) }
  if (f.jnpfKey === 'sign' && typeof v === 'string' && v) return { images: [{ source: v, name: f.label }] }
  return textOf(f, v)
}

function childTable(f: FormField, v: unknown): PrintBlock {
  const columns = f.children ?? []
  const rows = (Array.isArray(v) ? v.filter(isObject) : []).map((row): PrintCell[] => columns.map((c) => cellOf(c, row[c.vModel])))
  return { kind: 'table', caption: f.label, columns: columns.map((c) => c.label), rows }
}

export const recordSection: PrintSectionProvider = {
  id: 'record',
  order: 0,
  async build({ fields, values }) {
    const blocks: PrintBlock[] = []
    let pairs: PairRow[] = []
    const flush = () => {
      if (pairs.length) blocks.push({ kind: 'pairs', rows: pairs })
      pairs = []
    }
    for (const f of fields) {
      if (SHOW_ONLY.has(f.jnpfKey)) continue
      const v = values[f.vModel]
      if (f.jnpfKey === 'table') {
        flush()
        blocks.push(childTable(f, v))
      } else if (f.jnpfKey === 'uploadImg' && photos(v).length) {
        flush()
        blocks.push({ kind: 'images', caption: f.label, images: photos(v) })
      } else if (f.jnpfKey === 'sign' && typeof v === 'string' && v) {
        pairs.push({ label: f.label, value: { images: [{ source: v, name: f.label }] } })
      } else {
        pairs.push({ label: f.label, value: textOf(f, v) })
      }
    }
    flush()
    return { title: '基本信息', blocks: blocks.length ? blocks : [{ kind: 'text', text: '没有可查看的字段', muted: true }] }
  }
}

/** every change the caller may see, oldest first as a printed record reads; one line per changed field */
export const historySection: PrintSectionProvider = {
  id: 'history',
  order: 200,
  async build({ ctx, model, record, visible }) {
    const items = await historyItems(ctx, model.id, record.id, visible)
    if (items.length === 0) return { title: '修改记录', blocks: [{ kind: 'text', text: '暂无修改记录', muted: true }] }
    const rows = [...items].reverse().flatMap((item) => item.changes.map((ch, i): PrintCell[] => [
      i === 0 ? formatTime(item.creatorTime) : '', i === 0 ? item.creatorUser : '', ch.label, ch.oldValue, ch.newValue
    ]))
    return { title: '修改记录', blocks: [{ kind: 'table', columns: ['修改时间', '修改人', '字段', '原值', '新值'], rows, widths: [3, 2.2, 2, 3, 3] }] }
  }
}

// What an update changed, field by field, in the words the detail page uses: each changed field's value before and
// after as display text (names for ids, option labels, formatted dates), so the history reads like the record.
import type { VisualDevFieldChange } from '@shared/api/visualdev'
import { SYSTEM_KEYS, isObject, type FormField } from './form-fields'

type Row = Record<string, unknown>

const MAX_TEXT = 500

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/** a value with object keys in one order, empty values alike, so equal values compare equal */
function canonical(v: unknown): string {
  if (isEmpty(v)) return ''
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (isObject(v)) return `{${Object.keys(v).sort().map((k) => `${k}:${canonical(v[k])}`).join(',')}}`
  return JSON.stringify(v)
}

/** one display value as text: lists joined, files by name, child-table rows as "列：值" */
function textOf(v: unknown, columns?: FormField[]): string {
  if (isEmpty(v)) return ''
  if (Array.isArray(v)) {
    if (columns) return v.map((row, i) => `${i + 1}. ${isObject(row) ? rowText(row, columns) : textOf(row)}`).join('；')
    return v.map((x) => textOf(x)).filter((x) => x !== '').join(',')
  }
  if (isObject(v)) return typeof v.name === 'string' ? v.name : JSON.stringify(v)
  return String(v)
}

const rowText = (row: Row, columns: FormField[]) =>
  columns.filter((c) => !isEmpty(row[c.vModel])).map((c) => `${c.label}：${textOf(row[c.vModel])}`).join('，')

const clip = (s: string) => (s.length > MAX_TEXT ? `${s.slice(0, MAX_TEXT)}…` : s)

/**
 * The fields whose stored value differs between `before` and `after` (server-filled ones never change through an
 * edit), with the display values of both maps.
 */
export function changedFields(fields: FormField[], before: Row, after: Row, shownBefore: Row, shownAfter: Row): VisualDevFieldChange[] {
  const out: VisualDevFieldChange[] = []
  for (const f of fields) {
    if (SYSTEM_KEYS.has(f.jnpfKey) || canonical(before[f.vModel]) === canonical(after[f.vModel])) continue
    const columns = f.jnpfKey === 'table' ? f.children ?? [] : undefined
    out.push({
      field: f.vModel, label: f.label,
      oldValue: clip(textOf(shownBefore[f.vModel] ?? before[f.vModel], columns)),
      newValue: clip(textOf(shownAfter[f.vModel] ?? after[f.vModel], columns))
    })
  }
  return out
}

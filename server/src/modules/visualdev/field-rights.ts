// Column and form permissions on a record's field map (jnpf-forms-and-flows.md §3.3): a right names a field by its
// vModel, or a child-table column as `<tableVModel>-<childVModel>`. Derived keys of a relation or popup field
// (`<vModel>_id`, `<vModel>_<showField>`) follow the field.
import type { FormField } from './form-fields'

type Row = Record<string, unknown>

const DERIVED = new Set(['relationForm', 'popupSelect', 'popupTableSelect'])

/** the fields (and child-table columns) the codes allow; null codes allow everything */
export function allowedFields(fields: FormField[], codes: Set<string> | null): FormField[] {
  if (!codes) return fields
  const out: FormField[] = []
  for (const f of fields) {
    if (f.jnpfKey === 'table') {
      const children = (f.children ?? []).filter((c) => codes.has(`${f.vModel}-${c.vModel}`))
      if (children.length) out.push({ ...f, children })
    } else if (codes.has(f.vModel)) out.push(f)
  }
  return out
}

function keepKeys(row: Row, fields: FormField[], always: string[]): Row {
  const out: Row = {}
  for (const k of always) if (k in row) out[k] = row[k]
  for (const f of fields) {
    if (f.vModel in row) {
      out[f.vModel] = f.jnpfKey === 'table' && Array.isArray(row[f.vModel])
        ? (row[f.vModel] as unknown[]).map((r) => (typeof r === 'object' && r !== null ? keepKeys(r as Row, f.children ?? [], ['id']) : r))
        : row[f.vModel]
    }
    if (DERIVED.has(f.jnpfKey)) {
      for (const k of Object.keys(row)) if (k.startsWith(`${f.vModel}_`)) out[k] = row[k]
    }
  }
  return out
}

/** a map with only the allowed fields (and `always` keys such as id and flowState) */
export function pickAllowed(row: Row, fields: FormField[], codes: Set<string> | null, always: string[] = ['id']): Row {
  return codes ? keepKeys(row, allowedFields(fields, codes), always) : row
}

/**
 * the map to store on update when the user may change only `allowed`: everything else keeps its stored value,
 * and in a child table the row with the same id keeps its stored values of the columns the user may not change
 */
export function mergeUpdate(allowed: FormField[], stored: Row, incoming: Row): Row {
  const out: Row = { ...stored }
  for (const f of allowed) {
    if (!(f.vModel in incoming)) {
      delete out[f.vModel]
      continue
    }
    const value = incoming[f.vModel]
    if (f.jnpfKey !== 'table' || !Array.isArray(value)) {
      out[f.vModel] = value
      continue
    }
    const before = new Map((Array.isArray(stored[f.vModel]) ? stored[f.vModel] as Row[] : [])
      .filter((r) => typeof r === 'object' && r !== null && typeof r.id === 'string').map((r) => [r.id as string, r]))
    const columns = new Set((f.children ?? []).map((c) => c.vModel))
    out[f.vModel] = (value as Row[]).map((row) => {
      const old = typeof row.id === 'string' ? before.get(row.id) : undefined
      const kept: Row = {}
      if (old) for (const [k, v] of Object.entries(old)) if (!columns.has(k)) kept[k] = v
      return { ...kept, ...row }
    })
  }
  return out
}

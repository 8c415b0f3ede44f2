// The columns of a list export (ExportData's selectKey, jnpf-forms-and-flows.md §2.2): the list's own columns
// (columnList of the PC layout, or of the app layout for the app), child-table columns as `<table>-<column>`, each
// kept only when the caller may see it (column rights as the list applies them) and named in selectKey.
import type { VisualDevTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import type { FormField } from './form-fields'
import { isObject } from './form-fields'
import type { Origin } from './list-config'
import { columnCodes, type ModelContext } from './service'

export interface ExportColumn {
  /** the column id: a field's vModel, or `<table>-<column>` */
  key: string
  label: string
  field: FormField
  /** the child table's vModel when the column is one of its columns */
  table?: string
}

/** at most this many columns per export (a console selects from the list's columns, far fewer) */
export const MAX_EXPORT_COLUMNS = 200

function columnList(model: Pick<VisualDevTable, 'columnData' | 'appColumnData'>, origin: Origin): Record<string, unknown>[] {
  const parse = (text: string): Record<string, unknown> | undefined => {
    try {
      const v: unknown = text && text.trim() ? JSON.parse(text) : undefined
      return isObject(v) && Object.keys(v).length ? v : undefined
    } catch {
      throw new BadRequest('列表配置无法解析')
    }
  }
  // the same layout List answers: the app's, falling back to the PC one when the app has none
  const c = (origin === 'app' ? parse(model.appColumnData) : undefined) ?? parse(model.columnData) ?? {}
  return Array.isArray(c.columnList) ? c.columnList.filter(isObject) : []
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/** every list column the caller may see, in the list's order */
export function visibleColumns(c: ModelContext, origin: Origin): ExportColumn[] {
  const codes = columnCodes(c)
  const byName = new Map(c.form.fields.map((f) => [f.vModel, f]))
  const out: ExportColumn[] = []
  for (const col of columnList(c.model, origin)) {
    const key = text(col.prop) || text(col.id) || text(col.__vModel__)
    if (!key || out.some((o) => o.key === key) || (codes && !codes.has(key))) continue
    const dash = key.indexOf('-')
    const table = dash > 0 ? byName.get(key.slice(0, dash)) : undefined
    const field = table ? table.children?.find((f) => f.vModel === key.slice(dash + 1)) : byName.get(key)
    // a column whose field left the form has nothing to show
    if (!field || field.jnpfKey === 'table') continue
    const label = text(col.fullName) || text(col.label) || (table ? `${table.label}-${field.label}` : field.label) || key
    out.push({ key, label, field, ...(table ? { table: table.vModel } : {}) })
  }
  return out
}

/** selectKey as JNPF 3.6 sends it (an array) or as older consoles do (a comma list) */
export function selectedKeys(raw: string | string[] | undefined): string[] {
  const list = Array.isArray(raw) ? raw : (raw ?? '').split(',')
  return [...new Set(list.map((k) => String(k).trim()).filter(Boolean))]
}

/**
 * The selected columns in the list's order. A key that is no column of the list is refused; a column the caller
 * may not see is left out without a word (refusing it would tell that it exists).
 */
export function exportColumns(c: ModelContext, origin: Origin, selectKey: string | string[] | undefined): ExportColumn[] {
  const keys = selectedKeys(selectKey)
  if (keys.length === 0) throw new BadRequest('请至少选择一个导出字段')
  if (keys.length > MAX_EXPORT_COLUMNS) throw new BadRequest(`一次最多导出${MAX_EXPORT_COLUMNS}个字段`)
  const all = new Set(columnList(c.model, origin).map((col) => text(col.prop) || text(col.id) || text(col.__vModel__)))
  const unknown = keys.find((k) => !all.has(k))
  if (unknown) throw new BadRequest(`导出字段“${unknown.slice(0, 50)}”不是列表中的列`)
  const wanted = new Set(keys)
  const columns = visibleColumns(c, origin).filter((col) => wanted.has(col.key))
  if (columns.length === 0) throw new BadRequest('请至少选择一个导出字段')
  return columns
}

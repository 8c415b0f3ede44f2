// Data-interface parameters (templateJson -> paramList) filled from the form, as the JNPF clients do: a parameter
// bound to a form field (sourceType 1, or no sourceType in older JSON) takes that field's value; a child-table
// column (`table-column`) takes the value of the same row; a constant (sourceType 2) keeps its value, which the
// 3.6 designer writes into relationField; the rest (empty, system variables) go as they are for the server.
import type { LcTemplateParam } from '../types'

export function fieldValue(name: string, formValues: Record<string, unknown>, rowIndex?: number): unknown {
  if (!name.includes('-')) return formValues[name]
  const [table, column] = name.split('-')
  const rows = formValues[table]
  if (Array.isArray(rows) && rowIndex !== undefined) {
    const row = rows[rowIndex] as Record<string, unknown> | undefined
    return row?.[column]
  }
  // a child widget may get its row as the form values
  return formValues[column]
}

export function buildParamList(
  templateJson: LcTemplateParam[] | undefined,
  formValues: Record<string, unknown>,
  rowIndex?: number
): LcTemplateParam[] {
  if (!Array.isArray(templateJson)) return []
  return templateJson.map((param) => {
    const item: LcTemplateParam = { ...param }
    const sourceType = param.sourceType === undefined || param.sourceType === null ? 1 : Number(param.sourceType)
    const relation = typeof param.relationField === 'string' ? param.relationField : ''
    if (sourceType === 1 && relation && !relation.startsWith('@')) {
      const value = fieldValue(relation, formValues, rowIndex)
      item.defaultValue = value === undefined || value === null ? '' : value
    } else if (sourceType === 2 && (item.defaultValue === undefined || item.defaultValue === '') && relation) {
      item.defaultValue = relation
    }
    return item
  })
}

/** autoComplete: parameters bound to @keyword take what is typed */
export function withKeyword(paramList: LcTemplateParam[], keyword: string): LcTemplateParam[] {
  return paramList.map((p) => (p.relationField === '@keyword' ? { ...p, defaultValue: keyword } : p))
}

/** a row's text for display: numbers and strings as they are, anything else empty */
export function cellText(row: Record<string, unknown> | undefined, key: string): string {
  const v = row?.[key]
  if (v === undefined || v === null) return ''
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v)
  return Array.isArray(v) ? v.filter((x) => typeof x !== 'object').join(',') : ''
}

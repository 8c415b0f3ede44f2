// Readers for the loosely typed control props of the form JSON (numbers may arrive as strings, flags as 0/1).
import type { LcField } from '../../types'

export function num(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN
  return Number.isFinite(n) ? n : undefined
}

export const str = (value: unknown): string => (typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value))

export const flag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true'

/** the JNPF designer's stock placeholder of a number box: says nothing to whoever fills it */
const STOCK_NUMBER_PLACEHOLDER = '数字文本'

/**
 * What an empty control says: the designer's placeholder, else a verb and the label ('请输入' for typed values,
 * '请选择' for picked ones). A picked control keeps its verb even when the designer (or a builder that gave every
 * field "请输入…") said 请输入: nobody types into a picker. The number box's stock 数字文本 becomes 请输入数字.
 */
export function placeholderOf(field: LcField, verb: '请输入' | '请选择'): string {
  const own = (field.placeholder ?? '').trim()
  if (!own) return `${verb}${field.label}`
  if (own === STOCK_NUMBER_PLACEHOLDER) return '请输入数字'
  if (verb === '请选择' && own.startsWith('请输入')) return `请选择${own.slice(3)}`
  return own
}

export const isEmpty = (value: unknown): boolean =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/** an array value as given, a scalar wrapped, nothing as [] */
export const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : isEmpty(value) ? [] : [value])

/** option values compare loosely: a dictionary id may come back as a number or a string */
export const sameValue = (a: unknown, b: unknown): boolean => a === b || (a !== null && b !== null && a !== undefined && String(a) === String(b))

/**
 * The value of the form field a control points at (relationField, startRelationField, ...). Inside a child-table
 * row a column is named `<table>-<column>`; the row's formValues carry its columns under their own names.
 */
export function formValueOf(name: string, values: Record<string, unknown>): unknown {
  if (!name) return undefined
  if (name in values) return values[name]
  const column = name.includes('-') ? name.slice(name.indexOf('-') + 1) : ''
  return column ? values[column] : undefined
}

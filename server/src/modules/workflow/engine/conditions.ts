// Condition branches (jnpf-forms-and-flows.md §4.6): `conditions` is a list of groups joined by `matchLogic`, each
// group joining its items by its own `logic`; an item compares a form field with a constant (fieldValueType 2) or
// with another field (1). The ≤3.3 flat list ({field, symbol, filedValue, logic}) is read too. Formula items
// (fieldType 3) would need an expression evaluator, which the platform forbids (no eval): they never match.
import type { Json } from './types'

export type FormValues = Record<string, unknown>

export const SYMBOLS = ['>=', '>', '==', '<=', '<', '<>', 'like', 'notLike'] as const

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

const isEmpty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

function asNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v)
  return null
}

/** a field's value by vModel; child-table columns (`table-column`) read every row */
function valueOf(form: FormValues, field: string): unknown {
  if (field in form) return form[field]
  const dash = field.indexOf('-')
  if (dash > 0) {
    const rows = form[field.slice(0, dash)]
    if (Array.isArray(rows)) return rows.map((r) => (isObject(r) ? r[field.slice(dash + 1)] : undefined))
  }
  return undefined
}

const text = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) ? v.map(String).join(',') : isEmpty(v) ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v))

function equals(left: unknown, right: unknown): boolean {
  if (Array.isArray(left)) return left.some((x) => equals(x, right)) || text(left) === text(right)
  const a = asNumber(left)
  const b = asNumber(right)
  if (a !== null && b !== null) return a === b
  if (typeof left === 'boolean' || typeof right === 'boolean') return String(left) === String(right)
  return text(left) === text(right)
}

function compare(left: unknown, right: unknown): number | null {
  if (isEmpty(left) || isEmpty(right)) return null
  if (Array.isArray(left)) return null
  const a = asNumber(left)
  const b = asNumber(right)
  if (a !== null && b !== null) return a - b
  const sa = text(left)
  const sb = text(right)
  return sa === sb ? 0 : sa > sb ? 1 : -1
}

export function applySymbol(symbol: string, left: unknown, right: unknown): boolean {
  switch (symbol) {
    case '==': case '=': return equals(left, right)
    case '<>': case '!=': return !equals(left, right)
    case 'like': return !isEmpty(left) && text(left).includes(text(right))
    case 'notLike': return isEmpty(left) || !text(left).includes(text(right))
    case '>': case '>=': case '<': case '<=': {
      const c = compare(left, right)
      if (c === null) return false
      return symbol === '>' ? c > 0 : symbol === '>=' ? c >= 0 : symbol === '<' ? c < 0 : c <= 0
    }
    default: return false
  }
}

function itemMatches(item: Json, form: FormValues): boolean {
  if (Number(item.fieldType ?? 1) === 3) return false
  const field = typeof item.field === 'string' ? item.field : ''
  if (!field) return false
  const left = valueOf(form, field)
  const raw = item.fieldValue !== undefined ? item.fieldValue : item.filedValue
  const right = Number(item.fieldValueType ?? 2) === 1 && typeof raw === 'string' ? valueOf(form, raw) : raw
  return applySymbol(String(item.symbol ?? '=='), left, right)
}

const isOr = (logic: unknown) => logic === 'or' || logic === '||'

function join(results: boolean[], logic: unknown): boolean {
  if (results.length === 0) return true
  return isOr(logic) ? results.some(Boolean) : results.every(Boolean)
}

/** whether a condition node's properties match the form values (an empty condition list matches) */
export function conditionMatches(props: Json, form: FormValues): boolean {
  const conditions = Array.isArray(props.conditions) ? props.conditions.filter(isObject) : []
  if (conditions.length === 0) return true
  if (conditions.some((c) => Array.isArray(c.groups))) {
    const groups = conditions.map((c) => join((Array.isArray(c.groups) ? c.groups.filter(isObject) : []).map((g) => itemMatches(g, form)), c.logic))
    return join(groups, props.matchLogic)
  }
  // ≤3.3: a flat list; each item's logic joins it to the previous result
  let result = itemMatches(conditions[0], form)
  for (const item of conditions.slice(1)) {
    const next = itemMatches(item, form)
    result = isOr(item.logic) ? result || next : result && next
  }
  return result
}

// superQueryJson and the model's ruleList/ruleListApp (jnpf-forms-and-flows.md §2.5):
// {matchLogic, conditionList:[{logic, groups:[{field, symbol, fieldValueType, fieldValue}]}]}, plus the 3.4 form
// {matchLogic, condition:[...]}. Unknown fields and symbols are refused, never guessed.
import { sql, type RawBuilder } from 'kysely'
import { BadRequest } from '../../errors'
import { COLUMN_KEYS, queryShape } from './field-kinds'
import { isObject } from './form-fields'
import { fieldPredicate, not, type FieldRef, type Op } from './predicates'
import { and, or, type JsonSql } from './sql-json'

type Bool = RawBuilder<boolean>
type Resolve = (name: string) => FieldRef

const MAX_CONDITIONS = 100
const COMPARE = new Set(['>=', '>', '<=', '<'])
const SYMBOLS = new Set(['==', '<>', 'like', 'notLike', 'null', 'notNull', '>=', '>', '<=', '<', 'between', 'in', 'notIn'])

const listOf = (ref: FieldRef, v: unknown): unknown[] => {
  if (v === undefined || v === null || v === '') return []
  // one cascader/organisation/area value is itself a path
  if (Array.isArray(v) && queryShape(ref.field) === 'path' && !v.some(Array.isArray)) return [v]
  return Array.isArray(v) ? v : [v]
}

function opOf(ref: FieldRef, symbol: string, value: unknown): { op: Op; negate: boolean } {
  switch (symbol) {
    case '==': case 'in': return { op: { kind: 'eq', values: listOf(ref, value) }, negate: false }
    case '<>': case 'notIn': return { op: { kind: 'eq', values: listOf(ref, value) }, negate: true }
    case 'like': case 'notLike': {
      if (typeof value !== 'string' && typeof value !== 'number') throw new BadRequest(`${ref.field.label}的查询值不正确`)
      return { op: { kind: 'like', text: String(value) }, negate: symbol === 'notLike' }
    }
    case 'null': return { op: { kind: 'empty' }, negate: false }
    case 'notNull': return { op: { kind: 'empty' }, negate: true }
    case 'between': {
      if (!Array.isArray(value) || value.length !== 2) throw new BadRequest(`${ref.field.label}的范围应为两个值`)
      return { op: { kind: 'between', lo: value[0], hi: value[1] }, negate: false }
    }
    default: return { op: { kind: 'cmp', symbol: symbol as '>=' | '>' | '<=' | '<', value }, negate: false }
  }
}

/** the value of a field (fieldValueType 1) as the other side of a comparison; main fields only */
function valueExpr(js: JsonSql, ref: FieldRef): RawBuilder<unknown> {
  const column = COLUMN_KEYS[ref.field.jnpfKey]
  if (ref.table) throw new BadRequest(`${ref.field.label}不能与其他字段比较`)
  if (column) return sql.ref(column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))
  const shape = queryShape(ref.field)
  if (shape === 'number') return js.num(js.data, ref.field.vModel)
  if (shape === 'text' || shape === 'scalar') return js.text(js.data, ref.field.vModel)
  throw new BadRequest(`${ref.field.label}不能与其他字段比较`)
}

function fieldToField(js: JsonSql, left: FieldRef, symbol: string, right: FieldRef): Bool {
  const a = valueExpr(js, left)
  const b = valueExpr(js, right)
  if (symbol === '==') return sql`coalesce(${a} = ${b}, false)`
  if (symbol === '<>') return not(sql`${a} = ${b}`)
  if (COMPARE.has(symbol)) return sql`coalesce(${a} ${sql.raw(symbol)} ${b}, false)`
  throw new BadRequest(`${left.field.label}与其他字段只能比较大小或是否相等`)
}

function groupPredicate(js: JsonSql, resolve: Resolve, g: unknown): Bool {
  if (!isObject(g) || typeof g.field !== 'string' || typeof g.symbol !== 'string') throw new BadRequest('查询条件格式不正确')
  if (!SYMBOLS.has(g.symbol)) throw new BadRequest(`不支持的查询符号“${g.symbol.slice(0, 20)}”`)
  const ref = resolve(g.field)
  if (Number(g.fieldValueType) === 1 && g.symbol !== 'null' && g.symbol !== 'notNull') {
    if (typeof g.fieldValue !== 'string') throw new BadRequest(`${ref.field.label}的比较字段不正确`)
    return fieldToField(js, ref, g.symbol, resolve(g.fieldValue))
  }
  const { op, negate } = opOf(ref, g.symbol, g.fieldValue)
  // an empty "equals any of" list means the user has not picked a value yet: no restriction
  if (op.kind === 'eq' && op.values.length === 0) return sql`true`
  const p = fieldPredicate(js, ref, op)
  return negate ? not(p) : p
}

const joiner = (logic: unknown) => (String(logic).toLowerCase() === 'or' ? or : and)

/** the predicate of a rule JSON (a string or an already parsed object); undefined when it has no conditions */
export function rulePredicate(js: JsonSql, resolve: Resolve, rule: unknown, what = '高级查询'): Bool | undefined {
  let value = rule
  if (typeof rule === 'string') {
    if (!rule.trim()) return undefined
    try { value = JSON.parse(rule) } catch { throw new BadRequest(`${what}条件不是合法的 JSON`) }
  }
  if (value === null || value === undefined) return undefined
  if (!isObject(value)) throw new BadRequest(`${what}条件格式不正确`)
  const blocks = Array.isArray(value.conditionList)
    ? value.conditionList
    : Array.isArray(value.condition) ? [{ logic: value.matchLogic, groups: value.condition }] : []
  if (value.conditionList !== undefined && !Array.isArray(value.conditionList)) throw new BadRequest(`${what}条件格式不正确`)
  let count = 0
  const parts = blocks.map((block: unknown) => {
    if (!isObject(block) || !Array.isArray(block.groups)) throw new BadRequest(`${what}条件格式不正确`)
    count += block.groups.length
    if (count > MAX_CONDITIONS) throw new BadRequest(`${what}条件过多（最多${MAX_CONDITIONS}个）`)
    if (block.groups.length === 0) return undefined
    return joiner(block.logic)(block.groups.map((g) => groupPredicate(js, resolve, g)))
  }).filter((p): p is Bool => p !== undefined)
  return parts.length ? joiner(value.matchLogic)(parts) : undefined
}

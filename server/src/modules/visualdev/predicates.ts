// One condition on one field as SQL: equal / any of, like, empty, comparisons and ranges, per value shape
// (field-kinds.ts). Searches (queryJson), super queries and the model's rule lists are all built from these.
import { sql, type RawBuilder } from 'kysely'
import { BadRequest } from '../../errors'
import { parseDate, unitBounds, unitOf } from './date-units'
import { COLUMN_KEYS, queryShape } from './field-kinds'
import type { FormField } from './form-fields'
import { not, or, type Doc, type JsonSql } from './sql-json'

type Bool = RawBuilder<boolean>

/** a field a condition names: a main field, or a child-table column `<table>-<column>` */
export interface FieldRef { name: string; field: FormField; table?: FormField }

export type Op =
  | { kind: 'eq'; values: unknown[] }
  | { kind: 'like'; text: string }
  | { kind: 'empty' }
  | { kind: 'cmp'; symbol: '>=' | '>' | '<=' | '<'; value: unknown }
  | { kind: 'between'; lo?: unknown; hi?: unknown }

const isDate = (f: FormField) => ['datePicker', 'createTime', 'modifyTime'].includes(f.jnpfKey)
const isBlank = (v: unknown) => v === undefined || v === null || v === ''
const scalarText = (ref: FieldRef, v: unknown): string => {
  if (typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) return String(v)
  throw new BadRequest(`${ref.field.label}的查询值不正确`)
}

function toNumber(ref: FieldRef, v: unknown): number {
  const n = isDate(ref.field) ? parseDate(v) : typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN
  if (n === undefined || !Number.isFinite(n)) throw new BadRequest(`${ref.field.label}的查询值不正确`)
  return n
}

/** the last id of a path (or the id itself): an organisation or area matches everything filed below it */
function pathTarget(ref: FieldRef, v: unknown): string {
  const last = Array.isArray(v) ? v[v.length - 1] : v
  return scalarText(ref, last)
}

export function fieldPredicate(js: JsonSql, ref: FieldRef, op: Op): Bool {
  const column = COLUMN_KEYS[ref.field.jnpfKey]
  if (column && !ref.table) return columnPredicate(ref, sql.ref(column.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)), op, js)
  if (column) throw new BadRequest(`${ref.field.label}不能作为查询条件`)
  const build = (doc: Doc) => docPredicate(js, doc, ref, op)
  return ref.table ? js.someRow(ref.table.vModel, build) : build(js.data)
}

function docPredicate(js: JsonSql, doc: Doc, ref: FieldRef, op: Op): Bool {
  const key = ref.field.vModel
  const shape = queryShape(ref.field)
  if (op.kind === 'empty') return js.isEmpty(doc, key)
  if (op.kind === 'like') {
    const target = shape === 'many' || shape === 'path' || shape === 'opaque' ? js.jsonText(doc, key) : js.text(doc, key)
    return js.contains(target, op.text)
  }
  if (shape === 'opaque') throw new BadRequest(`${ref.field.label}不能按值查询`)
  if (op.kind === 'eq') {
    if (op.values.length === 0) throw new BadRequest(`${ref.field.label}的查询值不正确`)
    if (shape === 'number') {
      if (isDate(ref.field)) return or(op.values.map((v) => rangeOf(js.num(doc, key), ref, v, v)))
      return sql`${js.num(doc, key)} in (${sql.join(op.values.map((v) => toNumber(ref, v)))})`
    }
    if (shape === 'many') return js.anyElementIn(doc, key, op.values.map((v) => scalarText(ref, v)))
    if (shape === 'path') {
      return or(op.values.map((v) => js.contains(js.jsonText(doc, key), JSON.stringify(pathTarget(ref, v)))))
    }
    return sql`${js.text(doc, key)} in (${sql.join(op.values.map((v) => scalarText(ref, v)))})`
  }
  if (shape === 'number') {
    const expr = js.num(doc, key)
    if (op.kind === 'between') return rangeOf(expr, ref, op.lo, op.hi)
    return sql`${expr} ${sql.raw(op.symbol)} ${toNumber(ref, op.value)}`
  }
  if (ref.field.jnpfKey === 'timePicker') {
    // HH:mm:ss strings order as text
    const expr = js.text(doc, key)
    if (op.kind === 'cmp') return sql`${expr} ${sql.raw(op.symbol)} ${scalarText(ref, op.value)}`
    const parts: Bool[] = []
    if (!isBlank(op.lo)) parts.push(sql`${expr} >= ${scalarText(ref, op.lo)}`)
    if (!isBlank(op.hi)) parts.push(sql`${expr} <= ${scalarText(ref, op.hi)}`)
    return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`${expr} is not null`
  }
  throw new BadRequest(`${ref.field.label}不能按大小比较`)
}

/** lo..hi inclusive; a date bound widens to the whole day (or minute, month, ...) its format shows */
function rangeOf(expr: RawBuilder<unknown>, ref: FieldRef, lo: unknown, hi: unknown): Bool {
  const parts: Bool[] = []
  const unit = isDate(ref.field) ? unitOf(ref.field) : undefined
  if (!isBlank(lo)) {
    const n = toNumber(ref, lo)
    parts.push(sql`${expr} >= ${unit ? unitBounds(n, unit)[0] : n}`)
  }
  if (!isBlank(hi)) {
    const n = toNumber(ref, hi)
    parts.push(sql`${expr} <= ${unit ? unitBounds(n, unit)[1] : n}`)
  }
  return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`${expr} is not null`
}

/** createUser/createTime/modifyUser/modifyTime read the record's own columns */
function columnPredicate(ref: FieldRef, col: RawBuilder<unknown>, op: Op, js: JsonSql): Bool {
  const time = isDate(ref.field)
  if (op.kind === 'empty') return time ? sql`${col} is null` : sql`coalesce(${col}, '') = ''`
  if (op.kind === 'like') return js.contains(sql<string>`cast(${col} as text)`, op.text)
  if (!time) {
    if (op.kind !== 'eq') throw new BadRequest(`${ref.field.label}不能按大小比较`)
    return sql`${col} in (${sql.join(op.values.map((v) => scalarText(ref, v)))})`
  }
  if (op.kind === 'eq') return or(op.values.map((v) => rangeOf(col, ref, v, v)))
  if (op.kind === 'between') return rangeOf(col, ref, op.lo, op.hi)
  return sql`${col} ${sql.raw(op.symbol)} ${toNumber(ref, op.value)}`
}

export { not }

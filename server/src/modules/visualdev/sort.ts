// sidx of a list request: a comma list of fields, a leading "-" meaning descending (jnpf-api.md §5.2). Every item
// must be a field that holds one comparable value; the record id breaks ties so pages never overlap.
import { sql } from 'kysely'
import { BadRequest } from '../../errors'
import { COLUMN_KEYS, isSortable, queryShape } from './field-kinds'
import type { FormField } from './form-fields'
import type { Queryable } from './query-rights'
import type { JsonSql } from './sql-json'
import { byCreatorTime, type SortKey } from './order-term'

export type { SortKey } from './order-term'

export const SORT_REFUSED = '无权按该字段排序'
const MAX_KEYS = 5
const snake = (s: string) => s.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
/** the bookkeeping columns are sortable under their JNPF names whether or not the form shows them */
const BOOKKEEPING: Record<string, string> = { creatorTime: 'creator_time', lastModifyTime: 'last_modify_time', createTime: 'creator_time', modifyTime: 'last_modify_time' }

function keyOf(js: JsonSql, fields: FormField[], name: string, desc: boolean, may: Queryable): SortKey {
  const field = fields.find((f) => f.vModel === name)
  if (field) {
    if (!isSortable(field)) throw new BadRequest(`不能按“${field.label}”排序`)
    if (!may(name)) throw new BadRequest(SORT_REFUSED)
    const column = COLUMN_KEYS[field.jnpfKey]
    if (column === 'creatorTime') return byCreatorTime(desc)
    if (column) return { by: sql.ref(snake(column)), desc }
    return { by: queryShape(field) === 'number' ? js.num(js.data, field.vModel) : js.text(js.data, field.vModel), desc, nullable: true }
  }
  if (BOOKKEEPING[name] === 'creator_time') return byCreatorTime(desc)
  if (BOOKKEEPING[name]) return { by: sql.ref(BOOKKEEPING[name]), desc }
  throw new BadRequest(`排序字段“${name.slice(0, 50)}”不存在`)
}

const namesOf = (spec: string) => spec.split(',').map((s) => s.trim()).filter(Boolean)

/**
 * sort keys of sidx (or the list's default sort); newest first when neither names one. A requested field must be
 * one the caller `may` query by, or one the list sorts by anyway (clients send the default sort as sidx).
 */
export function sortKeys(js: JsonSql, fields: FormField[], sidx: string | undefined, sort: string | undefined, fallback: string, may: Queryable): SortKey[] {
  const fromRequest = Boolean((sidx ?? '').trim())
  const items = namesOf(fromRequest ? sidx! : fallback)
  if (items.length > MAX_KEYS) throw new BadRequest(`最多按${MAX_KEYS}个字段排序`)
  const byDefault = new Set(namesOf(fallback).map((item) => item.replace(/^-/, '')))
  const allowed: Queryable = (name) => !fromRequest || byDefault.has(name) || may(name)
  // a single column without "-" follows `sort`, as clients with one sort column (≤3.4) send it
  const keys = items.map((item) => keyOf(js, fields, item.replace(/^-/, ''),
    item.startsWith('-') || (fromRequest && items.length === 1 && sort === 'desc'), allowed))
  return keys.length ? keys : [byCreatorTime()]
}

// Which fields a caller may query a list by (jnpf-forms-and-flows.md §3.3). With column rights on, a filter, a sort
// or a keyword over a field the caller may not see would give its value away row by row, so such fields are refused
// (queryJson, superQueryJson, sidx) or left out (keyword searches).
import { sql, type RawBuilder } from 'kysely'
import { BadRequest } from '../../errors'
import type { FormField } from './form-fields'
import { fieldPredicate, type FieldRef } from './predicates'
import { columnCodes, formCodes, type ModelContext } from './service'
import { and, or, type JsonSql } from './sql-json'
import { inSearchText } from './validate'

type Bool = RawBuilder<boolean>

export const QUERY_REFUSED = '无权按该字段查询'

/** a field name (`<table>-<column>` for a child-table column) the caller may query by */
export type Queryable = (name: string) => boolean

/**
 * With column rights off every field may be queried (the list shows whole rows). With them on: a granted column; a
 * list column under column rights that is not granted never; a field that is no list column shows only in the form,
 * so form rights decide. A child table counts as seen when one of its columns is.
 */
export function queryableFields(c: ModelContext): Queryable {
  const columns = columnCodes(c)
  if (!columns) return () => true
  const items = c.access.columnItems
  const forms = formCodes(c)
  const tables = new Map(c.form.fields.filter((f) => f.jnpfKey === 'table').map((f) => [f.vModel, f.children ?? []]))
  const one = (name: string) => columns.has(name) || (!items?.has(name) && (!forms || forms.has(name)))
  return (name) => {
    const children = tables.get(name)
    return one(name) || Boolean(children?.some((child) => one(`${name}-${child.vModel}`)))
  }
}

/** a field resolver that refuses the fields the caller may not query by */
export function guarded(resolve: (name: string) => FieldRef, may: Queryable): (name: string) => FieldRef {
  return (name) => {
    const ref = resolve(name)
    if (!may(name)) throw new BadRequest(QUERY_REFUSED)
    return ref
  }
}

/**
 * The plain keyword: the record's search_text when the caller may see every text field in it; otherwise the
 * permitted text fields one by one, behind the search_text LIKE (which holds them too, so it only rules rows out).
 */
export function keywordSearch(js: JsonSql, fields: FormField[], may: Queryable): (text: string) => Bool {
  const text = fields.filter(inSearchText)
  const shown = text.filter((f) => may(f.vModel))
  if (shown.length === text.length) return (needle) => js.keyword(needle)
  return (needle) => (shown.length
    ? and([js.keyword(needle), or(shown.map((field) => fieldPredicate(js, { name: field.vModel, field }, { kind: 'like', text: needle })))])
    : sql<boolean>`false`)
}

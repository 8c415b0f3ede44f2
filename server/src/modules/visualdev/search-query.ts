// queryJson of POST .../List (jnpf-api.md §5.2): {"<searchList id>": value, "jnpfKeyword": text}. Each key must be
// a search field of the list; its searchType says how to compare (1 equal / any of, 2 like, 3 range).
import type { RawBuilder } from 'kysely'
import { BadRequest } from '../../errors'
import { queryShape } from './field-kinds'
import { fieldIndex, isObject, type FieldOption, type FormField } from './form-fields'
import type { SearchItem } from './list-config'
import { fieldPredicate, type FieldRef } from './predicates'
import { QUERY_REFUSED, type Queryable } from './query-rights'
import { and, or, type JsonSql } from './sql-json'
import { inSearchText } from './validate'

type Bool = RawBuilder<boolean>

export const KEYWORD_KEY = 'jnpfKeyword'

const isBlank = (v: unknown) =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every((x) => x === null || x === '' || (Array.isArray(x) && !x.length)))

export function refResolver(fields: FormField[]): (name: string) => FieldRef {
  const index = fieldIndex(fields)
  return (name) => {
    const hit = index.get(name)
    if (!hit) throw new BadRequest(`查询字段“${name.slice(0, 50)}”不存在`)
    return { name, field: hit.field, table: hit.table }
  }
}

function labelsMatching(options: FieldOption[], text: string, out: unknown[] = []): unknown[] {
  for (const o of options) {
    if (o.label.toLowerCase().includes(text.toLowerCase())) out.push(o.value)
    if (o.children) labelsMatching(o.children, text, out)
  }
  return out
}

/**
 * a fuzzy match on the stored value, or on the label of a static option (users type what they see). Text that a
 * record's search_text holds (validate.ts searchTextOf) is first matched there: one LIKE on a plain column rules
 * out most rows before any JSON is read.
 */
export function like(js: JsonSql, ref: FieldRef, text: string): Bool {
  const raw = fieldPredicate(js, ref, { kind: 'like', text })
  if (!ref.table && inSearchText(ref.field)) return and([js.keyword(text), raw])
  const values = ref.field.options ? labelsMatching(ref.field.options, text).filter((v) => typeof v === 'string' || typeof v === 'number') : []
  if (!values.length || queryShape(ref.field) === 'path') return raw
  return or([raw, fieldPredicate(js, ref, { kind: 'eq', values })])
}

/**
 * jnpfKeyword over its fields. When they are all the record's text fields, a field holds the keyword exactly when
 * search_text does (it is their lower-cased text, one per line), so the keyword index alone answers.
 */
function keywordOver(js: JsonSql, fields: FormField[], refs: FieldRef[], text: string): Bool {
  const named = new Set(refs.filter((r) => !r.table && inSearchText(r.field)).map((r) => r.name))
  const textFields = fields.filter(inSearchText)
  if (!text.includes('\n') && textFields.length > 0 && textFields.every((f) => named.has(f.vModel)) && refs.every((r) => named.has(r.name))) {
    return js.keyword(text)
  }
  return or(refs.map((r) => like(js, r, text)))
}

function itemPredicate(js: JsonSql, ref: FieldRef, item: SearchItem, value: unknown): Bool {
  const shape = queryShape(ref.field)
  if (item.searchType === 3) {
    if (!Array.isArray(value) || value.length > 2) throw new BadRequest(`${ref.field.label}的查询范围应为两个值`)
    return fieldPredicate(js, ref, { kind: 'between', lo: value[0], hi: value[1] })
  }
  if (item.searchType === 2 && !Array.isArray(value)) {
    if (typeof value !== 'string' && typeof value !== 'number') throw new BadRequest(`${ref.field.label}的查询值不正确`)
    return like(js, ref, String(value))
  }
  // one path of a cascader/organisation/area is one value; several picked values are "any of"
  const single = shape === 'path' && Array.isArray(value) && !value.some(Array.isArray)
  const values = Array.isArray(value) && !single ? value.filter((x) => !isBlank(x)) : [value]
  return fieldPredicate(js, ref, { kind: 'eq', values })
}

/**
 * the search predicates of queryJson; `keywordFallback` runs when jnpfKeyword has no keyword fields to look in.
 * Only fields the caller `may` query by count: jnpfKeyword leaves the others out, a value for one is refused.
 */
export function searchPredicate(
  js: JsonSql, fields: FormField[], searchList: SearchItem[], queryJson: string | undefined,
  keywordFallback: (text: string) => Bool, may: Queryable
): Bool | undefined {
  if (!queryJson || !queryJson.trim()) return undefined
  let query: unknown
  try { query = JSON.parse(queryJson) } catch { throw new BadRequest('查询条件不是合法的 JSON') }
  if (query === null) return undefined
  if (!isObject(query)) throw new BadRequest('查询条件格式不正确')
  const resolve = refResolver(fields)
  const parts: Bool[] = []
  for (const [key, value] of Object.entries(query)) {
    if (key === KEYWORD_KEY) {
      if (isBlank(value)) continue
      if (typeof value !== 'string' && typeof value !== 'number') throw new BadRequest('关键词应为文本')
      const text = String(value).trim().slice(0, 100)
      // the keyword box is always there, so hidden keyword fields are skipped rather than refused
      const keywordItems = searchList.filter((s) => s.isKeyword && may(s.id))
      parts.push(keywordItems.length ? keywordOver(js, fields, keywordItems.map((s) => resolve(s.id)), text) : keywordFallback(text))
      continue
    }
    const item = searchList.find((s) => s.id === key)
    if (!item) throw new BadRequest(`“${key.slice(0, 50)}”不是该列表的查询字段`)
    if (isBlank(value)) continue
    if (!may(item.id)) throw new BadRequest(QUERY_REFUSED)
    parts.push(itemPredicate(js, resolve(item.id), item, value))
  }
  // one part stays itself: a keyword search alone is then recognised, and counted in its index (keyword-grams.ts)
  return parts.length > 1 ? and(parts) : parts[0]
}

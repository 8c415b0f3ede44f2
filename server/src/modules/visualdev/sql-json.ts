// SQL over a record's JSON field map on both dialects: SQLite (json_extract, json_each) and PostgreSQL (jsonb
// operators). Field names reach SQL only after SAFE_NAME accepted them: as bound parameters, or, for a main field's
// scalar (fieldExpr), written into the SQL so it is the very expression a model's index holds. Values are always
// parameters.
import { sql, type RawBuilder } from 'kysely'
import { BadRequest } from '../../errors'
import { keywordMatch, type KeywordScope } from './keyword-grams'

export type Dialect = 'sqlite' | 'postgres'
type Bool = RawBuilder<boolean>

export const SAFE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/

export function assertSafeName(name: string): void {
  if (!SAFE_NAME.test(name)) throw new BadRequest(`字段名“${name.slice(0, 50)}”不合法`)
}

/** the JSON document a predicate reads: the record's data, or one child-table row inside `rowsOf` */
export type Doc = RawBuilder<unknown>

/**
 * The SQL text of a main field's scalar, as text or as a number (null when the value is not one). The list's
 * predicates and sort keys read main fields through it, and model-indexes.ts indexes exactly this text: an index on
 * an expression serves only a query that spells the same expression.
 */
export function fieldExpr(dialect: Dialect, key: string, as: 'text' | 'number'): string {
  assertSafeName(key)
  if (dialect === 'sqlite') {
    const path = `'$."${key}"'`
    return as === 'text'
      ? `cast(json_extract(data, ${path}) as text)`
      : `(case when json_type(data, ${path}) in ('integer', 'real') then json_extract(data, ${path}) end)`
  }
  return as === 'text' ? `(data ->> '${key}')` : `(case when jsonb_typeof(data -> '${key}') = 'number' then (data ->> '${key}')::numeric end)`
}

/** `scope`: the records a list reads, when known, which lets a keyword search leave the others out in its index */
export function jsonSql(dialect: Dialect, scope?: KeywordScope) {
  const lite = dialect === 'sqlite'
  const data = (lite ? sql`data` : sql`(data::jsonb)`) as Doc
  const path = (key: string) => { assertSafeName(key); return `$."${key}"` }
  const at = (doc: Doc, key: string) => { assertSafeName(key); return sql`(${doc} -> ${key}::text)` }

  return {
    dialect,

    /** the record's field map */
    data,

    /** a scalar as text (numbers too); arrays and objects come out as JSON text and so never equal a value */
    text(doc: Doc, key: string): RawBuilder<string | null> {
      if (doc === data) return sql.raw(fieldExpr(dialect, key, 'text'))
      return lite ? sql`cast(json_extract(${doc}, ${path(key)}) as text)` : sql`(${doc} ->> ${key}::text)`
    },

    /** a number, or null when the value is not one (so a stray string never breaks a comparison) */
    num(doc: Doc, key: string): RawBuilder<number | null> {
      if (doc === data) return sql.raw(fieldExpr(dialect, key, 'number'))
      return lite
        ? sql`(case when json_type(${doc}, ${path(key)}) in ('integer', 'real') then json_extract(${doc}, ${path(key)}) end)`
        : sql`(case when jsonb_typeof(${at(doc, key)}) = 'number' then (${doc} ->> ${key}::text)::numeric end)`
    },

    /** the value's JSON text (strings quoted), what a search for an id inside nested arrays looks at */
    jsonText(doc: Doc, key: string): RawBuilder<string | null> {
      return lite ? sql`(${doc} -> ${path(key)})` : sql`(${at(doc, key)})::text`
    },

    /** some element of the value (or the value itself when it is a scalar) is one of `values` */
    anyElementIn(doc: Doc, key: string, values: string[]): Bool {
      const list = sql.join(values.map((v) => sql`${v}`))
      return lite
        ? sql`exists (select 1 from json_each(${doc}, ${path(key)}) e where cast(e.value as text) in (${list}))`
        : sql`exists (select 1 from jsonb_array_elements_text(case jsonb_typeof(${at(doc, key)}) when 'array' then ${at(doc, key)} else jsonb_build_array(${at(doc, key)}) end) e(v) where e.v in (${list}))`
    },

    /** null, missing, '' or [] */
    isEmpty(doc: Doc, key: string): Bool {
      return lite
        ? sql`coalesce(json_extract(${doc}, ${path(key)}) in ('', '[]'), true)`
        : sql`coalesce(${at(doc, key)} in ('""'::jsonb, '[]'::jsonb, 'null'::jsonb), true)`
    },

    /** some row of the child table `table` satisfies `predicate(row)` */
    someRow(table: string, predicate: (row: Doc) => Bool): Bool {
      if (lite) {
        return sql`exists (select 1 from json_each(data, ${path(table)}) r where r.type = 'object' and ${predicate(sql`r.value`)})`
      }
      const rows = sql`case jsonb_typeof(${at(sql`(data::jsonb)`, table)}) when 'array' then ${at(sql`(data::jsonb)`, table)} else '[]'::jsonb end`
      return sql`exists (select 1 from jsonb_array_elements(${rows}) r(value) where jsonb_typeof(r.value) = 'object' and ${predicate(sql`r.value`)})`
    },

    /** the record's search_text (lower-cased text fields) contains the keyword, through the keyword index */
    keyword(needle: string): Bool {
      return keywordMatch(dialect, needle, scope)
    },

    /** lower(x) like %needle% with the needle's wildcards escaped */
    contains(expr: RawBuilder<string | null>, needle: string): Bool {
      const pattern = `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      return sql`(lower(${expr}) like ${pattern} escape '\\')`
    }
  }
}

export type JsonSql = ReturnType<typeof jsonSql>

export const not = (p: Bool): Bool => sql`(not coalesce(${p}, false))`
export const and = (ps: Bool[]): Bool => (ps.length ? sql`(${sql.join(ps, sql` and `)})` : sql`true`)
export const or = (ps: Bool[]): Bool => (ps.length ? sql`(${sql.join(ps, sql` or `)})` : sql`false`)

// A keyword search over a record's search_text through the pairs index of migration 024. Every pair of adjacent
// characters of search_text is indexed; a keyword of n characters is its n-1 pairs. SQLite's FTS5 keeps their
// positions, so the pairs as a phrase match exactly where the keyword occurs; PostgreSQL's GIN index keeps none,
// so the rows holding all the pairs are rechecked with LIKE. A one-character keyword has no pair and
// reads search_text row by row, as before.
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { Database } from '../../db/schema'

type Bool = RawBuilder<boolean>

/** the pairs of adjacent characters in order (code points, as SQL's substr counts them) */
export function pairsOf(text: string): string[] {
  const chars = Array.from(text)
  const out: string[] = []
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1])
  return out
}

/** SQLite's token of a pair: the hex of its UTF-8 bytes, as SQL's hex(substr(...)) writes it */
export const pairToken = (pair: string) => Buffer.from(pair, 'utf8').toString('hex').toUpperCase()

function likeSearchText(needle: string, column = 'search_text'): Bool {
  const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql<boolean>`(${sql.raw(column)} like ${pattern} escape '\\')`
}

/** whose rows a keyword search is for: the model and the caller's scope (repository RecordScope) */
export interface KeywordScope {
  modelId: string
  projectIds?: string[]
  contractIds?: string[]
  /** the FTS5 terms that leave out the records the scope does not see (scopeTerms), '' when none do */
  terms?: string
}

const idToken = (kind: 'M' | 'P' | 'K', id: string) => `${kind}${Buffer.from(id, 'utf8').toString('hex').toUpperCase()}`
const anyOf = (kind: 'P' | 'K', ids: string[]) => `(${(ids.length ? ids : ['']).map((id) => idToken(kind, id)).join(' OR ')})`

/**
 * The fewest scope terms that leave out exactly what the scope does not see, from the model's tallies: a project or
 * section term only when the model has records where the caller may not look (each term is a long list in the
 * index, and a section list longer still), a section list by what is kept or by what is left out, whichever holds
 * fewer records.
 */
export async function scopeTerms(db: Kysely<Database>, scope: KeywordScope): Promise<KeywordScope> {
  const tallies = await db.selectFrom('visualdevRecordTally').select(['projectId', 'contractId', 'n']).where('modelId', '=', scope.modelId).where('n', '>', 0).execute()
  const terms = [idToken('M', scope.modelId)]
  const projects = scope.projectIds
  const inProjects = projects ? tallies.filter((t) => projects.includes(t.projectId)) : tallies
  if (projects && inProjects.length < tallies.length) terms.push(anyOf('P', projects))
  const contracts = scope.contractIds
  if (contracts) {
    const sees = (c: string) => c === '' || contracts.includes(c)
    const hidden = inProjects.filter((t) => !sees(t.contractId))
    if (hidden.length) {
      const sum = (rows: typeof tallies) => rows.reduce((n, t) => n + Number(t.n), 0)
      // a record filed under no section belongs to every section, as the scope has it
      if (sum(hidden) < sum(inProjects) - sum(hidden)) terms.push(`NOT ${anyOf('K', [...new Set(hidden.map((t) => t.contractId))])}`)
      else terms.push(anyOf('K', ['', ...contracts]))
    }
  }
  return { ...scope, terms: terms.join(' AND ').replace(' AND NOT ', ' NOT ') }
}

/** what a list's keyword searches know of its scope: on SQLite the index terms for it, on PostgreSQL nothing more */
export async function keywordScope(ctx: { db: Kysely<Database>; dialect: 'sqlite' | 'postgres' }, scope: KeywordScope): Promise<KeywordScope> {
  return ctx.dialect === 'sqlite' ? scopeTerms(ctx.db, scope) : scope
}

/** the FTS5 query: the pairs as one phrase, and (for a count) the scope's terms */
function ftsQuery(pairs: string[], scope?: KeywordScope): string {
  const phrase = `"${pairs.map(pairToken).join(' ')}"`
  return scope?.terms ? `${phrase} AND ${scope.terms}` : phrase
}

interface PureKeyword { needle: string; pairs: string[]; scope: KeywordScope; lookup: Bool }
/** SQLite keyword predicates made with a scope: a filter of these alone is counted in the index alone */
const pure = new WeakMap<Bool, PureKeyword>()
/** PostgreSQL keyword predicates, and the same test without the index (walked) */
const walked = new WeakMap<Bool, Bool>()

export function keywordMatch(dialect: 'sqlite' | 'postgres', keyword: string, scope?: KeywordScope): Bool {
  const needle = keyword.toLowerCase()
  const pairs = pairsOf(needle)
  if (pairs.length === 0) return likeSearchText(needle)
  if (dialect === 'postgres') {
    const p = sql<boolean>`(visualdev_grams(search_text) @> ${[...new Set(pairs)]}::text[] and ${likeSearchText(needle)})`
    walked.set(p, likeSearchText(needle))
    return p
  }
  // The matching rowids are one set, read once from the index. With "+" SQLite does not look each of them up: the
  // list walks its order index probing the set and stops at a page, and a count walks the scope's index. A text
  // longer than the positions migration 024 indexes carries the GLONG token and is read in full.
  const glong = sql`select l.rowid from visualdev_record l where l.rowid in (select rowid from visualdev_record_grams where visualdev_record_grams match 'GLONG')
      and ${likeSearchText(needle, 'l.search_text')}`
  const matching = (terms?: KeywordScope) =>
    sql`(select rowid from visualdev_record_grams where visualdev_record_grams match ${ftsQuery(pairs, terms)} union all ${glong})`
  // the outer query applies the scope: the phrase alone is the cheapest set to probe
  const p = sql<boolean>`(+rowid in ${matching()})`
  // few matches: looking them up beats walking the scope for them (pageFilterFor), and then the scope's terms narrow
  // the set to the records the caller sees
  if (scope?.terms !== undefined) pure.set(p, { needle, pairs, scope, lookup: sql<boolean>`(rowid in ${matching(scope)})` })
  return p
}

/** below this many matches a page looks its records up rather than walking the scope's order for them (tests lower it) */
export const FEW = { matches: 1000 }

/**
 * The filter to read a page with, once the total is known. Few matches of keyword searches alone on SQLite: read
 * them by their rowids (walking the whole scope to find a handful would read it all). Many on PostgreSQL: the
 * keyword tests without their index, so the planner walks the order index and stops at the page; it would
 * otherwise read every match through the index, misled by an estimate that takes a keyword's pairs as independent.
 * Any other filter unchanged.
 */
export function pageFilterFor(where: Bool[], total: number): Bool[] {
  if (total >= FEW.matches) return where.map((p) => walked.get(p) ?? p)
  if (!where.length || where.some((p) => !pure.has(p))) return where
  return where.map((p) => pure.get(p)!.lookup)
}

/**
 * How many records hold every keyword of `where`, when `where` is nothing but SQLite keyword searches over one
 * scope: the index holds each record's model, project and section, so it counts them without reading a record
 * (texts too long for it, GLONG, are read). Undefined for any other filter.
 */
export async function countKeywordsOnly(db: Kysely<Database>, where: Bool[]): Promise<number | undefined> {
  const keywords = where.map((p) => pure.get(p))
  if (!keywords.length || keywords.some((k) => !k || k.scope !== keywords[0]!.scope)) return undefined
  const all = keywords as PureKeyword[]
  const query = all.map((k, i) => (i === 0 ? ftsQuery(k.pairs, k.scope) : ftsQuery(k.pairs))).join(' AND ')
  const short = await sql<{ n: number }>`select count(*) as n from visualdev_record_grams where visualdev_record_grams match ${`(${query}) NOT GLONG`}`.execute(db)
  const { modelId, projectIds, contractIds } = all[0].scope
  const long = await sql<{ n: number }>`select count(*) as n from visualdev_record where rowid in (select rowid from visualdev_record_grams where visualdev_record_grams match 'GLONG')
    and model_id = ${modelId}
    ${projectIds ? sql`and project_id in (${sql.join(projectIds.length ? projectIds : [''])})` : sql``}
    ${contractIds ? sql`and (contract_id = '' or contract_id in (${sql.join(contractIds.length ? contractIds : [''])}))` : sql``}
    ${sql.join(all.map((k) => sql`and ${likeSearchText(k.needle)}`), sql` `)}`.execute(db)
  // the terms were chosen from the tallies before the count: if a record has since come where the caller may not
  // look (its tally changes with it), they may no longer leave it out, and the caller counts in SQL instead
  if ((await scopeTerms(db, all[0].scope)).terms !== all[0].scope.terms) return undefined
  return Number(short.rows[0]?.n ?? 0) + Number(long.rows[0]?.n ?? 0)
}

// Filtered list totals kept until a record of the model changes (issue 11). The total of a filtered List is a count
// over every match; the pages after the first, load-more and pull-to-refresh ask for the same total again. Each
// count is kept under its model's change number (migration 034: triggers raise it with every insert, update and
// delete of the model's records, in the writing transaction). The number is read before counting, so a count made
// from data older than a write is kept under the number before it, which the next request no longer matches: on
// one instance or many. The key is the scope and the filter's SQL with its parameters, exactly what is counted.
// A total kept under an older number is brought up to date from the records written since (count-follow.ts) when
// the log of their earlier images covers the span; only otherwise is it counted afresh.
import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database'
import type { RecordScope } from './repository'

/** counts kept per database; the least recently used go first */
const MAX_ENTRIES = 2000

export interface Entry { change: number; total: number }
const byDb = new WeakMap<Db, Map<string, Entry>>()

function entriesOf(db: Db): Map<string, Entry> {
  let entries = byDb.get(db)
  if (!entries) byDb.set(db, (entries = new Map()))
  return entries
}

/** the model's change number: 0 until its first record is written */
export async function modelChange(db: Db, modelId: string): Promise<number> {
  const row = await db.selectFrom('visualdevRecordChange').select('n').where('modelId', '=', modelId).executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** what a filter selects, as a key: the model, the scope and the conditions' SQL with their parameters */
export function filterKey(db: Db, modelId: string, scope: RecordScope, where: RawBuilder<boolean>[]): string {
  const compiled = sql`${sql.join(where.length ? where : [sql<boolean>`true`], sql` and `)}`.compile(db)
  return JSON.stringify([modelId, scope.projectIds ?? null, scope.contractIds ?? null, compiled.sql, compiled.parameters])
}

/** the total kept for `key`, under whatever change number it was counted at */
export function keptCount(db: Db, key: string): Entry | undefined {
  const entries = entriesOf(db)
  const hit = entries.get(key)
  if (hit) {
    entries.delete(key)
    entries.set(key, hit)
  }
  return hit
}

/** keeps `total` for `key` as counted at change number `change`; the least recently used go first */
export function keepCount(db: Db, key: string, change: number, total: number): void {
  const entries = entriesOf(db)
  entries.delete(key)
  entries.set(key, { change, total })
  if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
}

/** this instance forgets every kept count (tests) */
export function forgetCounts(db: Db): void {
  byDb.get(db)?.clear()
}

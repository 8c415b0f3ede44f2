// Bringing a kept filtered total up to date from the writes since it was counted (issue 11), instead of counting
// every match again. Each write to a model's records raises its change number and logs the earlier image of every
// row it touched (migrations 034, 070). A total counted at c0 is the total at c1 plus the changed records that match
// now minus those whose image at c0 matched: the first image logged after c0 is the record as it was at c0, and a
// record inserted since has none. All of it is read in one snapshot, so the change number, the log and the records
// agree. When the log does not hold every number of the span (pruned, or older than the log), when the span is long,
// or when the filter reads something an image does not carry, the caller counts afresh.
import { PostgresAdapter, sql, type Expression, type QueryCreator } from 'kysely'
import type { Db } from '../../db/database'
import type { Database } from '../../db/schema'
import { modelChange, type Entry } from './count-cache'

/** past this many writes or images one count over the index is as cheap, and certainly right */
export const FOLLOW = { changes: 200, images: 2000 }

/** counts the filter's matches in `from`'s visualdev_record, among `ids` when given */
export type CountIn = (from: QueryCreator<Database>, ids?: Expression<string>) => Promise<number>

/** the image columns, as visualdev_record has them */
const COLUMNS = ['project_id', 'contract_id', 'data', 'search_text', 'creator_user_id', 'creator_time', 'last_modify_user_id',
  'last_modify_time', 'flow_state', 'version', 'record_state', 'state_entered_at', 'state_due_at']

/**
 * Whether a filter can be tested on an image: SQLite's keyword search looks the record's rowid up in the keyword
 * index (keyword-grams.ts), which holds the record as it is now, not as it was; such a filter is counted afresh
 * (SQLite counts it in that index alone, which is cheap).
 */
export const followable = (filterSql: string) => !/\browid\b/i.test(filterSql)

export async function followWrites(db: Db, modelId: string, kept: Entry, countIn: CountIn): Promise<Entry | undefined> {
  const follow = async (trx: Db): Promise<Entry | undefined> => {
    const change = await modelChange(trx, modelId)
    if (change === kept.change) return kept
    if (change < kept.change || change - kept.change > FOLLOW.changes) return undefined
    const inSpan = (b: string) => sql`${sql.ref(`${b}.model_id`)} = ${modelId} and ${sql.ref(`${b}.n`)} > ${kept.change} and ${sql.ref(`${b}.n`)} <= ${change}`
    const { rows: [span] } = await sql<{ changes: number | string; images: number | string }>`
      select count(distinct b.n) as changes, count(*) as images from visualdev_record_before b where ${inSpan('b')}`.execute(trx)
    if (Number(span?.changes) !== change - kept.change || Number(span?.images) > FOLLOW.images) return undefined
    const added = await countIn(trx, sql<string>`(select b.id from visualdev_record_before b where ${inSpan('b')})`)
    // the records as they were at kept.change, under visualdev_record's name, so the filter's SQL reads them as is
    const before = trx.with('visualdevRecord', () => sql`(select b.model_id, b.id, ${sql.join(COLUMNS.map((c) => sql.ref(`b.${c}`)))}
      from visualdev_record_before b where ${inSpan('b')} and b.existed = 1
      and not exists (select 1 from visualdev_record_before e where e.model_id = b.model_id and e.id = b.id and e.n > ${kept.change} and e.n < b.n))`)
    const removed = await countIn(before as unknown as QueryCreator<Database>)
    const total = kept.total + added - removed
    return total >= 0 ? { change, total } : undefined
  }
  if (db.isTransaction) return follow(db)
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  // one snapshot for every read: PostgreSQL's default gives each statement its own
  return postgres ? db.transaction().setIsolationLevel('repeatable read').execute(follow) : db.transaction().execute(follow)
}

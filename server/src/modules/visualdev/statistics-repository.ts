// SQL of Statistics: one GROUP BY over the records a list request would show (repository.ts filtered), so the
// database counts and sums and no record is loaded into memory.
import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database'
import { filtered, type RecordFilter } from './repository'

export interface GroupRow { key: unknown; count: number; sums: number[] }

/** PostgreSQL answers bigint counts and numeric sums as strings */
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v))

export const statisticsRepository = {
  /** one row per value of `key`, at most `limit` rows in no particular order */
  async aggregate(db: Db, f: RecordFilter, key: RawBuilder<unknown>, sums: RawBuilder<unknown>[], limit: number): Promise<GroupRow[]> {
    const rows = await filtered(db, f)
      .select([key.as('k'), sql<number>`count(*)`.as('n'), ...sums.map((s, i) => sql<number>`sum(${s})`.as(`s${i}`))])
      // by position: PostgreSQL would not see `key` in GROUP BY as the selected expression, its parameters being
      // numbered anew
      .groupBy(sql`1`)
      .limit(limit)
      .execute() as Record<string, unknown>[]
    return rows.map((r) => ({ key: r.k ?? null, count: num(r.n), sums: sums.map((_, i) => num(r[`s${i}`])) }))
  }
}

// One ORDER BY term. Its own file so the repository, which orders pages, needs nothing of sort.ts (which checks a
// request's sort fields against the caller's rights and so sits above the repository).
import { sql, type RawBuilder } from 'kysely'

/**
 * `nullable`: a JSON value that may be missing; the bookkeeping columns never are. `creatorTime`: the key is the
 * record's creator_time, which with the id is what deep pages are anchored on (page-anchors.ts)
 */
export interface SortKey { by: RawBuilder<unknown>; desc: boolean; nullable?: boolean; creatorTime?: boolean }

/** creation time order, newest first by default */
export const byCreatorTime = (desc = true): SortKey => ({ by: sql.ref('creator_time'), desc, creatorTime: true })

/**
 * ORDER BY terms with NULLs placed the same way on both databases (smallest, as SQLite and MySQL do). Only JSON
 * values get the NULLS clause: on a NOT NULL column it would keep PostgreSQL from reading the index backwards.
 */
export const orderTerm = (k: SortKey) =>
  sql`${k.by} ${sql.raw(k.desc ? 'desc' : 'asc')}${sql.raw(k.nullable ? (k.desc ? ' nulls last' : ' nulls first') : '')}`

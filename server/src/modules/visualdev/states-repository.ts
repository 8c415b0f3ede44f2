// SQL of record states: a move's conditional write (it applies only while the record is still in the state the move
// starts from, so two people cannot both move it), the moves of a record, and the state as a list condition and a
// statistics key. A record without a stored state is in its model's initial state.
import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database'
import type { VisualDevRecordMoveTable, VisualDevRecordTable } from '../../db/schema'

export type StatePatch = Pick<VisualDevRecordTable, 'recordState' | 'stateEnteredAt' | 'stateDueAt'>
  & Partial<Pick<VisualDevRecordTable, 'data' | 'searchText' | 'lastModifyUserId' | 'lastModifyTime'>>

/** the record's state as SQL, its initial state when none is stored */
export const stateSql = (initial: string): RawBuilder<string> => sql<string>`coalesce(record_state, ${initial})`

export const statesRepository = {
  /** the move's write: the record's version after it, or undefined when the record is no longer in `from` (moved
   *  meanwhile, or gone) */
  async move(db: Db, recordId: string, from: string, initial: string, set: StatePatch): Promise<number | undefined> {
    const r = await db.updateTable('visualdevRecord')
      .set((eb) => (set.data === undefined ? set : { ...set, version: eb('version', '+', 1) }))
      .where('id', '=', recordId).where(sql<boolean>`${stateSql(initial)} = ${from}`)
      .returning('version').executeTakeFirst()
    return r ? Number(r.version) : undefined
  },
  /** a new record's state, or a due time that follows a changed field */
  async setState(db: Db, recordId: string, set: Partial<StatePatch>): Promise<void> {
    await db.updateTable('visualdevRecord').set(set).where('id', '=', recordId).execute()
  },
  /** numbered after the record's last move; called in the move's transaction, after its write */
  async insertMove(db: Db, row: Omit<VisualDevRecordMoveTable, 'seq'>): Promise<void> {
    const last = await db.selectFrom('visualdevRecordMove').select((eb) => eb.fn.max('seq').as('n')).where('recordId', '=', row.recordId).executeTakeFirst()
    await db.insertInto('visualdevRecordMove').values({ ...row, seq: Number(last?.n ?? 0) + 1 }).execute()
  },
  /** oldest first; `limit` keeps the answer bounded on a record moved back and forth for years */
  movesOf(db: Db, modelId: string, recordId: string, limit: number): Promise<VisualDevRecordMoveTable[]> {
    return db.selectFrom('visualdevRecordMove').selectAll().where('modelId', '=', modelId).where('recordId', '=', recordId)
      .orderBy('seq', 'desc').limit(limit).execute().then((rows) => rows.reverse())
  }
}

// SQL of safe writes (migration 016): Idempotency-Key claims of creates and the change history of records.
import type { Db } from '../../db/database'
import type { VisualDevIdempotencyTable, VisualDevRecordHistoryTable } from '../../db/schema'

type ClaimKey = Pick<VisualDevIdempotencyTable, 'userId' | 'modelId' | 'idemKey'>

const claimOf = (db: Db, k: ClaimKey) => db.selectFrom('visualdevIdempotency').selectAll()
  .where('userId', '=', k.userId).where('modelId', '=', k.modelId).where('idemKey', '=', k.idemKey)

export const safeWritesRepository = {
  /**
   * Takes the key for this request; false when another request holds it. The primary key decides between two
   * concurrent requests (on PostgreSQL the second insert waits for the first transaction and then does nothing).
   */
  async claim(db: Db, row: VisualDevIdempotencyTable): Promise<boolean> {
    const r = await db.insertInto('visualdevIdempotency').values(row)
      .onConflict((oc) => oc.columns(['userId', 'modelId', 'idemKey']).doNothing()).returning('recordId').executeTakeFirst()
    return r !== undefined
  },
  findClaim(db: Db, k: ClaimKey): Promise<VisualDevIdempotencyTable | undefined> {
    return claimOf(db, k).executeTakeFirst()
  },
  async markDone(db: Db, k: ClaimKey): Promise<void> {
    await db.updateTable('visualdevIdempotency').set({ done: 1 })
      .where('userId', '=', k.userId).where('modelId', '=', k.modelId).where('idemKey', '=', k.idemKey).execute()
  },
  /** gives the key back (the create failed) or drops an abandoned or expired claim; only the row that was read */
  async release(db: Db, k: ClaimKey, recordId: string): Promise<void> {
    await db.deleteFrom('visualdevIdempotency')
      .where('userId', '=', k.userId).where('modelId', '=', k.modelId).where('idemKey', '=', k.idemKey).where('recordId', '=', recordId).execute()
  },
  /** keys older than `before` (24 h) are forgotten */
  async purgeBefore(db: Db, before: number): Promise<void> {
    await db.deleteFrom('visualdevIdempotency').where('createdAt', '<', before).execute()
  },
  async insertHistory(db: Db, row: VisualDevRecordHistoryTable): Promise<void> {
    await db.insertInto('visualdevRecordHistory').values(row).execute()
  },
  /** a record's changes, newest first */
  historyOf(db: Db, modelId: string, recordId: string, limit: number): Promise<VisualDevRecordHistoryTable[]> {
    return db.selectFrom('visualdevRecordHistory').selectAll().where('modelId', '=', modelId).where('recordId', '=', recordId)
      .orderBy('createdAt', 'desc').orderBy('version', 'desc').limit(limit).execute()
  }
}

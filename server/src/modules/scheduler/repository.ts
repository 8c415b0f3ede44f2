// SQL for the scheduler's ledgers (migration 019): claiming a job's slot and recording how it ended, and the
// once-only key of every reminder sent.
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { SchedulerRunTable, SchedulerSentTable } from '../../db/schema'

export interface Claim { job: string; slot: number; instanceId: string; now: number; leaseMs: number }

/** claimed: this instance runs the slot; done: somebody ran it already; busy: not now, ask again next tick */
export type ClaimAnswer = 'claimed' | 'done' | 'busy'

const count = (n: bigint | number | undefined) => Number(n ?? 0)

export const schedulerRepository = {
  /**
   * One transaction: on PostgreSQL first a transaction-scoped advisory lock on the job (per schema), so two
   * instances never decide about the same job at once; then the slot's row is inserted, or nothing when it exists
   * (the unique key is what makes the claim single on both databases). A row still 'running' after its lease
   * belongs to an instance that died and is taken over. While another slot of the job runs within its lease, the
   * job waits: no two runs of one job overlap.
   */
  claim(db: Db, dialect: 'sqlite' | 'postgres', c: Claim): Promise<ClaimAnswer> {
    return db.transaction().execute(async (trx): Promise<ClaimAnswer> => {
      if (dialect === 'postgres') {
        const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(current_schema() || ':scheduler:' || ${c.job})) as locked`.execute(trx)
        if (!rows[0]?.locked) return 'busy'
      }
      const live = c.now - c.leaseMs
      const other = await trx.selectFrom('schedulerRun').select('slot').where('job', '=', c.job).where('status', '=', 'running')
        .where('slot', '<>', c.slot).where('startedAt', '>', live).executeTakeFirst()
      if (other) return 'busy'
      const inserted = await trx.insertInto('schedulerRun')
        .values({ job: c.job, slot: c.slot, status: 'running', instanceId: c.instanceId, startedAt: c.now, finishedAt: null, attempts: 1, result: null, error: null })
        .onConflict((oc) => oc.columns(['job', 'slot']).doNothing())
        .executeTakeFirst()
      if (count(inserted.numInsertedOrUpdatedRows) === 1) return 'claimed'
      const taken = await trx.updateTable('schedulerRun')
        .set((eb) => ({ instanceId: c.instanceId, startedAt: c.now, attempts: eb('attempts', '+', 1) }))
        .where('job', '=', c.job).where('slot', '=', c.slot).where('status', '=', 'running').where('startedAt', '<=', live)
        .executeTakeFirst()
      if (count(taken.numUpdatedRows) === 1) return 'claimed'
      const row = await trx.selectFrom('schedulerRun').select('status').where('job', '=', c.job).where('slot', '=', c.slot).executeTakeFirst()
      return row?.status === 'running' ? 'busy' : 'done'
    })
  },

  /** how the run ended; only the instance that holds the slot writes it (a taken-over one stays quiet) */
  async finish(db: Db, job: string, slot: number, instanceId: string, end: Pick<SchedulerRunTable, 'status' | 'finishedAt' | 'result' | 'error'>): Promise<void> {
    await db.updateTable('schedulerRun').set(end)
      .where('job', '=', job).where('slot', '=', slot).where('instanceId', '=', instanceId).execute()
  },

  runsOf(db: Db, job: string): Promise<SchedulerRunTable[]> {
    return db.selectFrom('schedulerRun').selectAll().where('job', '=', job).orderBy('slot').execute()
  },

  /**
   * the reminder's once-only key, inserted in the transaction that stores its messages: false when it was sent
   * before (by this instance, another one, or a run that crashed after committing)
   */
  async markSent(db: Db, row: SchedulerSentTable): Promise<boolean> {
    const r = await db.insertInto('schedulerSent').values(row)
      .onConflict((oc) => oc.columns(['job', 'recordId', 'kind', 'dueDay']).doNothing()).executeTakeFirst()
    return count(r.numInsertedOrUpdatedRows) === 1
  },

  /** the kinds already sent for these records and due days */
  async sentKinds(db: Db, job: string, recordIds: string[]): Promise<Set<string>> {
    if (recordIds.length === 0) return new Set()
    const rows = await db.selectFrom('schedulerSent').select(['recordId', 'kind', 'dueDay'])
      .where('job', '=', job).where('recordId', 'in', recordIds).execute()
    return new Set(rows.map((r) => sentKey(r.recordId, r.kind, r.dueDay)))
  },

  /** runs of slots before `runsBefore` (a row still 'running' that old was abandoned) and keys of long-past days */
  async prune(db: Db, runsBefore: number, sentDayBefore: string): Promise<number> {
    const runs = await db.deleteFrom('schedulerRun').where('slot', '<', runsBefore).executeTakeFirst()
    const sent = await db.deleteFrom('schedulerSent').where('dueDay', '<', sentDayBefore).executeTakeFirst()
    return count(runs.numDeletedRows) + count(sent.numDeletedRows)
  }
}

export const sentKey = (recordId: string, kind: string, dueDay: string) => `${recordId}|${kind}|${dueDay}`

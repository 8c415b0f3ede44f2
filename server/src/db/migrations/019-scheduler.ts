// The scheduler's ledgers (issue 10). scheduler_run holds one row per job and slot (the start of the period a run
// belongs to): an instance runs a slot only after inserting its row, so several instances on one database run each
// slot once. scheduler_sent holds one row per reminder sent (job, record, kind, due day): a reminder is stored in the
// same transaction as its row, so a crash or a restart never sends it twice.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('scheduler_run')
    .addColumn('job', 'varchar(128)', (c) => c.notNull())
    .addColumn('slot', 'bigint', (c) => c.notNull())
    // 'running' | 'done' | 'failed'
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('instance_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('finished_at', 'bigint')
    // 1, or more when an instance took over a run whose instance stopped answering
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(1))
    // what the handler answered (how many things it did)
    .addColumn('result', 'integer')
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('scheduler_run_pk', ['job', 'slot'])
    .execute()
  await db.schema.createIndex('scheduler_run_status').on('scheduler_run').columns(['job', 'status']).execute()
  await db.schema.createTable('scheduler_sent')
    .addColumn('job', 'varchar(128)', (c) => c.notNull())
    .addColumn('record_id', 'varchar(128)', (c) => c.notNull())
    // e.g. before:7, day, overdue:2
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    // the China-time day the reminder is about, as yyyy-mm-dd: a changed date is a new reminder
    .addColumn('due_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('recipients', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('scheduler_sent_pk', ['job', 'record_id', 'kind', 'due_day'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('scheduler_sent').ifExists().execute()
  await db.schema.dropTable('scheduler_run').ifExists().execute()
}

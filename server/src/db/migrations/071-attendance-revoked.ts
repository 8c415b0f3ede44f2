// A revoked 补录 (issue 16) leaves a trace: revoking removes the punch from records and statistics, as before, and
// keeps what was entered (whose day, which punch, the cause, the explanation, who entered it and when) with who
// revoked it and when, so an entry made and withdrawn again can be seen by the section's attendance keepers.
import type { Kysely } from 'kysely'

const id = 'varchar(64)'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('attendance_punch_revoked')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', id, (c) => c.notNull())
    .addColumn('contract_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('worker_id', id, (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('punch_time', 'bigint', (c) => c.notNull())
    .addColumn('punch_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('entered_by', id, (c) => c.notNull())
    .addColumn('entry_cause', 'varchar(16)', (c) => c.notNull())
    .addColumn('entered_time', 'bigint', (c) => c.notNull())
    .addColumn('revoked_by', id, (c) => c.notNull())
    .addColumn('revoked_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('attendance_punch_revoked_section').on('attendance_punch_revoked').columns(['contract_id', 'punch_day']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attendance_punch_revoked').ifExists().execute()
}

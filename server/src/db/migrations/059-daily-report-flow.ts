// Daily reports and meterings are approved through their flows (施工日报审批, 计量审批; issue 15): each keeps the task
// it is under, so the task's moves (approved, returned, withdrawn) reach the record that task is about and no older one.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('progress_daily_report').addColumn('flow_task_id', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('progress_meter').addColumn('flow_task_id', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('progress_daily_report').dropColumn('flow_task_id').execute()
  await db.schema.alterTable('progress_meter').dropColumn('flow_task_id').execute()
}

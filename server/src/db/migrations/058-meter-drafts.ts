// Metering applications (issue 15): a metering is drawn up as a draft by the section and edited until it is
// submitted (and again once returned), with its 计量说明; a return carries the approver's opinion, and each
// countersign step's signer and time are kept for the metering sheet.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('progress_meter').addColumn('remark', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('progress_meter').addColumn('opinion', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('progress_meter').addColumn('supervisor_user_id', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('progress_meter').addColumn('supervisor_time', 'bigint').execute()
  await db.schema.alterTable('progress_meter').addColumn('owner_user_id', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('progress_meter').addColumn('owner_time', 'bigint').execute()
  await db.schema.alterTable('progress_meter').addColumn('submit_time', 'bigint').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of ['remark', 'opinion', 'supervisor_user_id', 'supervisor_time', 'owner_user_id', 'owner_time', 'submit_time']) {
    await db.schema.alterTable('progress_meter').dropColumn(c).execute()
  }
}

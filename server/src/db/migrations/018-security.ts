// Hardening (issue 11): login failures counted per client, per account and per account on one client, so a guessing
// client is slowed and locked out without locking the account for everybody; what each stored file belongs to (a
// record, a flow task, a chat message), so a file is read by those who may read its owner; and the size of every
// upload, for the per-user daily quota.
import type { Kysely } from 'kysely'

const id = 'varchar(128)'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upload_file').addColumn('file_size', 'bigint', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.createIndex('upload_file_user_created').on('upload_file').columns(['user_id', 'created_at']).execute()

  // account '' = every account from this client; client '' = this account from every client
  await db.schema.createTable('login_failure')
    .addColumn('account', 'varchar(100)', (c) => c.notNull())
    .addColumn('client', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    // failures count within lockTime minutes of the first one
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('login_failure_pk', ['account', 'client'])
    .execute()
  await db.schema.createIndex('login_failure_first_at').on('login_failure').column('first_at').execute()

  await db.schema.createTable('file_ref')
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    // 'record' (a low-code record), 'task' (a flow task: its comments, approvals), 'im' (a chat message)
    .addColumn('owner_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('owner_id', id, (c) => c.notNull())
    .addPrimaryKeyConstraint('file_ref_pk', ['type', 'name', 'owner_kind', 'owner_id'])
    .execute()
  await db.schema.createIndex('file_ref_owner').on('file_ref').columns(['owner_kind', 'owner_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['file_ref', 'login_failure']) await db.schema.dropTable(t).ifExists().execute()
  await db.schema.dropIndex('upload_file_user_created').ifExists().execute()
  await db.schema.alterTable('upload_file').dropColumn('file_size').execute()
}

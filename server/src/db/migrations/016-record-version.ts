// Safe writes of low-code records (issue 10): a version per record for JNPF's concurrencyLock (the edit form sends
// back the f_version it opened with; the update applies only while it is still current), the Idempotency-Key of
// creates (a retried submission answers the first record instead of making another), and each record's change
// history (who changed which fields, from what to what).
import type { Kysely } from 'kysely'

const id = 'varchar(128)'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('visualdev_record').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute()

  // one row per (user, model, key): the unique key is what stops two concurrent duplicates from both creating
  await db.schema.createTable('visualdev_idempotency')
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('model_id', id, (c) => c.notNull())
    .addColumn('idem_key', 'varchar(128)', (c) => c.notNull())
    // the id the record gets (or got); claimed before the record is written
    .addColumn('record_id', id, (c) => c.notNull())
    // 0 while the first request is still writing, 1 once its record exists
    .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('visualdev_idempotency_pk', ['user_id', 'model_id', 'idem_key'])
    .execute()
  await db.schema.createIndex('visualdev_idempotency_created').on('visualdev_idempotency').column('created_at').execute()

  await db.schema.createTable('visualdev_record_history')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('model_id', id, (c) => c.notNull())
    .addColumn('record_id', id, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // the record's version this change produced, so entries of one record order even within one millisecond
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    // JSON [{field, label, oldValue, newValue}]
    .addColumn('changes', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute()
  await db.schema.createIndex('visualdev_record_history_record').on('visualdev_record_history').columns(['record_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['visualdev_record_history', 'visualdev_idempotency']) await db.schema.dropTable(t).ifExists().execute()
  await db.schema.alterTable('visualdev_record').dropColumn('version').execute()
}

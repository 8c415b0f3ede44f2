// Record states (issue 10): a model may declare states and the moves between them (catalogue, modules/visualdev
// record-states). A record's current state, when it entered it and when it falls due live on the record itself, so
// lists filter, flag overdue rows and count by state in the same query as always; every move is kept with who made
// it, when, the opinion, the photos and the signature, and makes the state timeline.
import type { Kysely } from 'kysely'

const id = 'varchar(128)'
const code = 'varchar(64)'

export async function up(db: Kysely<unknown>): Promise<void> {
  // null on records of models without states (and on records written before their model had them: the initial state)
  await db.schema.alterTable('visualdev_record').addColumn('record_state', code).execute()
  await db.schema.alterTable('visualdev_record').addColumn('state_entered_at', 'bigint').execute()
  // null = no due time in this state
  await db.schema.alterTable('visualdev_record').addColumn('state_due_at', 'bigint').execute()
  await db.schema.createIndex('visualdev_record_state').on('visualdev_record').columns(['model_id', 'record_state']).execute()

  await db.schema.createTable('visualdev_record_move')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('model_id', id, (c) => c.notNull())
    .addColumn('record_id', id, (c) => c.notNull())
    // the move's number on its record (1, 2, ...): orders the timeline even within one millisecond
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('transition', code, (c) => c.notNull())
    .addColumn('from_state', code, (c) => c.notNull())
    .addColumn('to_state', code, (c) => c.notNull())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('opinion', 'text', (c) => c.notNull().defaultTo(''))
    // JSON [{fileId, url, name}]
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sign_img', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('visualdev_record_move_record').on('visualdev_record_move').columns(['record_id', 'seq']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('visualdev_record_move').ifExists().execute()
  await db.schema.dropIndex('visualdev_record_state').ifExists().execute()
  for (const column of ['state_due_at', 'state_entered_at', 'record_state']) {
    await db.schema.alterTable('visualdev_record').dropColumn(column).execute()
  }
}

// Message centre and IM: per-recipient inbox (base_message), notices (base_notice), chat messages
// (base_im_content) and the per-user conversation list (base_im_reply). Names follow JNPF (jnpf-api.md §12).
import type { Kysely } from 'kysely'

const id = 'varchar(128)'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('base_message')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('flow_type', 'integer')
    .addColumn('title', 'varchar(500)', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('excerpt', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('read_time', 'bigint')
    .addColumn('creator_user_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('base_message_user').on('base_message').columns(['user_id', 'is_read', 'type']).execute()
  await db.schema.createIndex('base_message_user_time').on('base_message').columns(['user_id', 'created_at']).execute()

  await db.schema.createTable('base_notice')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('title', 'varchar(500)', (c) => c.notNull())
    .addColumn('body_text', 'text', (c) => c.notNull())
    .addColumn('to_user_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_user_id', id, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('release_time', 'bigint')
    .execute()

  await db.schema.createTable('base_im_content')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('send_user_id', id, (c) => c.notNull())
    .addColumn('receive_user_id', id, (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('content_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('send_time', 'bigint', (c) => c.notNull())
    .addColumn('receive_time', 'bigint')
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(0))
    // deleting a chat history hides it for the one who deleted it; the other side keeps theirs
    .addColumn('send_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('receive_deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('base_im_content_pair').on('base_im_content').columns(['send_user_id', 'receive_user_id', 'send_time']).execute()
  await db.schema.createIndex('base_im_content_unread').on('base_im_content').columns(['receive_user_id', 'enabled_mark']).execute()

  await db.schema.createTable('base_im_reply')
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('other_user_id', id, (c) => c.notNull())
    .addColumn('latest_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('latest_type', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('latest_time', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('base_im_reply_pk', ['user_id', 'other_user_id'])
    .execute()
  await db.schema.createIndex('base_im_reply_time').on('base_im_reply').columns(['user_id', 'latest_time']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['base_im_reply', 'base_im_content', 'base_notice', 'base_message']) await db.schema.dropTable(t).ifExists().execute()
}

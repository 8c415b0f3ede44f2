// Supervision orders (监理指令, issue 19): the order a supervision engineer issues to a contract section, and every
// move made on it (issued, replied with the rectification, returned with an opinion, closed), each with its
// photos and signature. Dates are yyyy-mm-dd in China time; times are epoch ms. Signatures are PNG data URLs
// (what the phone's signature pad produces), kept with the move so the printed order shows them as signed.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('supervision_order')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    // the contract section the order is issued to
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    // JL01-ZL-2026-015: one number per project
    .addColumn('order_no', 'varchar(40)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject', 'varchar(100)', (c) => c.notNull())
    .addColumn('chainage', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('part', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('finding', 'varchar(2000)', (c) => c.notNull())
    .addColumn('requirement', 'varchar(2000)', (c) => c.notNull())
    .addColumn('deadline', 'varchar(10)', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('issuer_user_id', 'varchar(64)', (c) => c.notNull())
    // issued | replied | returned | closed
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('reply_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint', (c) => c.notNull())
    .addColumn('closed_time', 'bigint')
    .execute()
  await db.schema.createIndex('supervision_order_no').on('supervision_order').columns(['project_id', 'order_no']).unique().execute()
  await db.schema.createIndex('supervision_order_project').on('supervision_order').columns(['project_id', 'state', 'deadline']).execute()
  await db.schema.createIndex('supervision_order_issuer').on('supervision_order').columns(['issuer_user_id', 'state']).execute()

  await db.schema.createTable('supervision_order_step')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('order_id', 'varchar(64)', (c) => c.notNull())
    // issue | reply | return | close
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('sign_img', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('supervision_order_step_order').on('supervision_order_step').columns(['order_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('supervision_order_step').execute()
  await db.schema.dropTable('supervision_order').execute()
}

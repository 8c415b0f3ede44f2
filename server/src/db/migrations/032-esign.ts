// Electronic signatures (issue 20): each user's personal seal and auto-sign choice, the batch-sign prompt's sign-list
// record, the signed documents (one per flow task and signer, each a PDF kept under DATA_DIR with its sha256) and
// their audit trail (who printed, stamped, downloaded or verified which version, and when).
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('esign_seal')
    .addColumn('user_id', 'varchar(64)', (c) => c.primaryKey())
    // a PNG data URL drawn from the user's name once (CreatePersonSeal)
    .addColumn('seal_img', 'text', (c) => c.notNull())
    .addColumn('seal_name', 'varchar(100)', (c) => c.notNull())
    // 1: documents the user approves are signed with this seal as soon as their flow passes
    .addColumn('auto_sign', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createTable('esign_sign_list')
    .addColumn('user_id', 'varchar(64)', (c) => c.primaryKey())
    // F_State: 1 = the user put the current list aside (稍后签署); a newer document opens it again (0)
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    // the newest approval time the state 1 covers
    .addColumn('covered_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_modify_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createTable('esign_document')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('task_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('signer_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'varchar(500)', (c) => c.notNull())
    // the version of the flow task signed: its end time (an approved task does not change after it)
    .addColumn('task_version', 'bigint', (c) => c.notNull())
    // 0 waiting for the signer at the provider, 1 signed, -1 failed at the provider
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('provider', 'varchar(20)', (c) => c.notNull())
    .addColumn('provider_task_id', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sign_url', 'text', (c) => c.notNull().defaultTo(''))
    // seal | signature
    .addColumn('stamp_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('stamp_page', 'integer', (c) => c.notNull())
    .addColumn('stamp_x', 'real', (c) => c.notNull())
    .addColumn('stamp_y', 'real', (c) => c.notNull())
    .addColumn('stamp_width', 'real', (c) => c.notNull())
    .addColumn('file_name', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    // relative to DATA_DIR/esign
    .addColumn('stored_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('signed_time', 'bigint')
    .execute()
  await db.schema.createIndex('esign_document_task_signer').on('esign_document').columns(['task_id', 'signer_id']).unique().execute()
  await db.schema.createIndex('esign_document_signer').on('esign_document').columns(['signer_id', 'state']).execute()
  await db.schema.createTable('esign_audit')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('document_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    // print | stamp | sign | download | verify | fail
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('detail', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('esign_audit_document').on('esign_audit').columns(['document_id', 'creator_time']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['esign_audit', 'esign_document', 'esign_sign_list', 'esign_seal']) await db.schema.dropTable(t).ifExists().execute()
}

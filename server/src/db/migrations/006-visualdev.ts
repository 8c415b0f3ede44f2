// Low-code models (base_visual_dev, jnpf-api.md §5, §12) and their records. Records of every model share one table:
// the field map is stored as JSON text, so a model defined only as data needs no DDL of its own.
import type { Kysely } from 'kysely'

const id = 'varchar(128)'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('base_visual_dev')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('web_type', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('form_data', 'text', (c) => c.notNull())
    .addColumn('column_data', 'text', (c) => c.notNull())
    .addColumn('app_column_data', 'text', (c) => c.notNull())
    .addColumn('tables', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('enable_flow', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flow_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema.createTable('visualdev_record')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('model_id', id, (c) => c.notNull())
    .addColumn('project_id', id, (c) => c.notNull())
    .addColumn('contract_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('data', 'text', (c) => c.notNull())
    // lower-cased text values of the record, so a keyword search is one LIKE on both dialects
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', id, (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_user_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('last_modify_time', 'bigint')
    .execute()
  await db.schema.createIndex('visualdev_record_model').on('visualdev_record').columns(['model_id', 'project_id', 'creator_time']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['visualdev_record', 'base_visual_dev']) await db.schema.dropTable(t).ifExists().execute()
}

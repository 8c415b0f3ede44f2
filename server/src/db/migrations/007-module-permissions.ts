// Column and form permissions of low-code menus (base_module_column / base_module_form, granted through
// base_authorize itemType 'column' / 'form', jnpf-api.md §12), the flow binding of a model (flowEnCode,
// flowTemplateJson) and the flow state of its records, plus the indexes the record list needs at scale.
import { PostgresAdapter, sql, type Kysely } from 'kysely'

const id = 'varchar(128)'

/** SQLite keeps JSON as text and reads it with json_extract; only PostgreSQL gets a jsonb column */
const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['base_module_column', 'base_module_form']) {
    await db.schema.createTable(table)
      .addColumn('id', id, (c) => c.primaryKey())
      .addColumn('module_id', id, (c) => c.notNull())
      // the field's key: a __vModel__, or <tableVModel>-<childVModel> for a child-table field
      .addColumn('en_code', 'varchar(200)', (c) => c.notNull())
      .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
      .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema.createIndex(`${table}_module`).on(table).column('module_id').execute()
  }

  await db.schema.alterTable('base_visual_dev').addColumn('flow_en_code', 'varchar(100)', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('base_visual_dev').addColumn('flow_template_json', 'text', (c) => c.notNull().defaultTo('')).execute()
  // the status of the flow task launched for the record (jnpf-api.md §6.5); null = no task yet
  await db.schema.alterTable('visualdev_record').addColumn('flow_state', 'integer').execute()

  // administrators list every project: the (model, project, time) index cannot order their pages
  await db.schema.createIndex('visualdev_record_model_time').on('visualdev_record').columns(['model_id', 'creator_time']).execute()
  // a list's total counts the caller's projects and contract sections from the index alone
  await db.schema.createIndex('visualdev_record_scope').on('visualdev_record').columns(['model_id', 'project_id', 'contract_id']).execute()
  // searches read fields of the JSON map of every candidate row: stored as jsonb, PostgreSQL does not parse the text
  // again for each row and each condition (the pool hands jsonb back as text, see database.ts)
  if (isPostgres(db)) await sql`alter table visualdev_record alter column data type jsonb using data::jsonb`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`alter table visualdev_record alter column data type text using data::text`.execute(db)
  await db.schema.dropIndex('visualdev_record_scope').ifExists().execute()
  await db.schema.dropIndex('visualdev_record_model_time').ifExists().execute()
  await db.schema.alterTable('visualdev_record').dropColumn('flow_state').execute()
  await db.schema.alterTable('base_visual_dev').dropColumn('flow_template_json').execute()
  await db.schema.alterTable('base_visual_dev').dropColumn('flow_en_code').execute()
  for (const t of ['base_module_form', 'base_module_column']) await db.schema.dropTable(t).ifExists().execute()
}

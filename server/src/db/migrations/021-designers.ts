// The designers' API (issue 10): what the JNPF 3.6 console's 功能设计, 表单设计 and 流程设计 pages show and keep
// about a definition beyond its JSON: its category, release state (0 not released, 1 released, 2 changed since the
// release), who made and last changed it and when, and on which platforms a model was last released.
// Definitions installed outside the designers (the catalogue, the demo seed) count as released.
import type { Kysely } from 'kysely'

const id = 'varchar(128)'

export async function up(db: Kysely<unknown>): Promise<void> {
  const model = () => db.schema.alterTable('base_visual_dev')
  await model().addColumn('category', id, (c) => c.notNull().defaultTo('')).execute()
  await model().addColumn('type', 'integer', (c) => c.notNull().defaultTo(1)).execute()
  await model().addColumn('state', 'integer', (c) => c.notNull().defaultTo(1)).execute()
  await model().addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute()
  // the release dialog's last choice, as the console sends it: {"pc":1,"app":1}
  await model().addColumn('platform_release', 'varchar(200)', (c) => c.notNull().defaultTo('')).execute()
  await model().addColumn('creator_user_id', id, (c) => c.notNull().defaultTo('')).execute()
  await model().addColumn('last_modify_user_id', id, (c) => c.notNull().defaultTo('')).execute()
  await model().addColumn('last_modify_time', 'bigint').execute()

  await db.schema.alterTable('flow_template').addColumn('last_modify_user_id', id, (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('flow_template_json').addColumn('last_modify_time', 'bigint').execute()

  const form = () => db.schema.alterTable('flow_form')
  await form().addColumn('state', 'integer', (c) => c.notNull().defaultTo(1)).execute()
  await form().addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute()
  await form().addColumn('creator_user_id', id, (c) => c.notNull().defaultTo('')).execute()
  await form().addColumn('last_modify_time', 'bigint').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of ['last_modify_time', 'creator_user_id', 'description', 'state']) await db.schema.alterTable('flow_form').dropColumn(c).execute()
  await db.schema.alterTable('flow_template_json').dropColumn('last_modify_time').execute()
  await db.schema.alterTable('flow_template').dropColumn('last_modify_user_id').execute()
  for (const c of ['last_modify_time', 'last_modify_user_id', 'creator_user_id', 'platform_release', 'description', 'state', 'type', 'category']) {
    await db.schema.alterTable('base_visual_dev').dropColumn(c).execute()
  }
}

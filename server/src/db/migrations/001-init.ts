// Initial schema: organisation, users, menus and grants, projects, system data, sessions.
// Names follow JNPF's tables (jnpf-api.md §12) without the f_ column prefix.
import type { Kysely } from 'kysely'

type Db = Kysely<unknown>

const id = 'varchar(128)'

async function table(db: Db, name: string, build: (t: ReturnType<Db['schema']['createTable']>) => ReturnType<Db['schema']['createTable']>) {
  await build(db.schema.createTable(name)).execute()
}

export async function up(db: Db): Promise<void> {
  await table(db, 'base_organize', (t) => t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('parent_id', id, (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('organize_id_tree', 'text', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)))
  for (const name of ['base_position', 'base_role', 'base_group']) {
    await table(db, name, (t) => {
      let b = t.addColumn('id', id, (c) => c.primaryKey())
      if (name === 'base_position') b = b.addColumn('organize_id', id, (c) => c.notNull())
      return b.addColumn('en_code', 'varchar(100)', (c) => c.notNull())
        .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    })
  }
  await table(db, 'base_user', (t) => t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('account', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('real_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('head_icon', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('birthday', 'bigint')
    .addColumn('mobile_phone', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('signature', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('password', 'varchar(300)', (c) => c.notNull())
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('is_administrator', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('manager_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('organize_id', id, (c) => c.notNull())
    .addColumn('position_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('log_error_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unlock_time', 'bigint')
    .addColumn('prev_log_time', 'bigint')
    .addColumn('prev_log_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_log_time', 'bigint')
    .addColumn('last_log_ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('change_password_date', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)))
  await db.schema.createIndex('base_user_mobile').on('base_user').column('mobile_phone').execute()
  await table(db, 'base_user_relation', (t) => t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('object_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('object_id', id, (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)))
  await db.schema.createIndex('base_user_relation_user').on('base_user_relation').columns(['user_id', 'object_type']).execute()
  await db.schema.createIndex('base_user_relation_object').on('base_user_relation').columns(['object_type', 'object_id']).execute()
  await table(db, 'base_module', (t) => t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('parent_id', id, (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('icon', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('url_address', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('property_json', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('link_target', 'varchar(20)', (c) => c.notNull().defaultTo('_self'))
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)))
  await table(db, 'base_module_button', (t) => t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('module_id', id, (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)))
  await table(db, 'base_authorize', (t) => t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('item_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('item_id', id, (c) => c.notNull())
    .addColumn('object_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('object_id', id, (c) => c.notNull()))
  await db.schema.createIndex('base_authorize_object').on('base_authorize').columns(['object_type', 'object_id']).execute()
  await table(db, 'project', (t) => t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('short_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('organize_id', id, (c) => c.notNull())
    .addColumn('area_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('length_km', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('investment', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)))
  await table(db, 'contract', (t) => t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('project_id', id, (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('contractor', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('contractor_organize_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('mileage', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('amount', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)))
  await table(db, 'base_dictionary_type', (t) => t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('is_tree', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)))
  await table(db, 'base_dictionary_data', (t) => t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('type_id', id, (c) => c.notNull())
    .addColumn('parent_id', id, (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)))
  await table(db, 'base_province', (t) => t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('parent_id', id, (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0)))
  await db.schema.createIndex('base_province_parent').on('base_province').column('parent_id').execute()
  await table(db, 'base_bill_rule', (t) => t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('date_format', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('digit', 'integer', (c) => c.notNull())
    .addColumn('start_number', 'varchar(50)', (c) => c.notNull())
    .addColumn('this_number', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_date', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('output_number', 'varchar(200)', (c) => c.notNull().defaultTo('')))
  await table(db, 'base_sys_config', (t) => t
    .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull()))
  await table(db, 'auth_token', (t) => t
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('origin', 'varchar(20)', (c) => c.notNull().defaultTo('')))
  await db.schema.createIndex('auth_token_user').on('auth_token').column('user_id').execute()
  await table(db, 'login_ticket', (t) => t
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('expires_at', 'bigint', (c) => c.notNull()))
  await table(db, 'sms_code', (t) => t
    .addColumn('mobile', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('code', 'varchar(10)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)))
  await table(db, 'base_socials_users', (t) => t
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('social_type', 'varchar(50)', (c) => c.notNull())
    .addColumn('social_id', 'varchar(200)', (c) => c.notNull())
    .addColumn('social_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('base_socials_users_social', ['social_type', 'social_id']))
  await table(db, 'download_ticket', (t) => t
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull()))
}

export async function down(db: Db): Promise<void> {
  for (const t of ['download_ticket', 'base_socials_users', 'sms_code', 'login_ticket', 'auth_token', 'base_sys_config',
    'base_bill_rule', 'base_province', 'base_dictionary_data', 'base_dictionary_type', 'contract', 'project',
    'base_authorize', 'base_module_button', 'base_module', 'base_user_relation', 'base_user', 'base_group', 'base_role',
    'base_position', 'base_organize']) {
    await db.schema.dropTable(t).ifExists().execute()
  }
}

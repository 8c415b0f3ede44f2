// Administration from the JNPF 3.6 web console: the descriptive and state columns its organisation, role, position,
// group, user, dictionary, bill-rule, project and contract forms edit, and the system log (base_syslog) that
// records logins and every administrative write (who, what, when, from where).
import type { Kysely } from 'kysely'

type Db = Kysely<unknown>

const id = 'varchar(128)'

async function addColumns(db: Db, table: string, columns: [string, 'text' | 'integer' | 'bigint' | 'varchar(100)', (string | number | null)][]): Promise<void> {
  for (const [name, type, dflt] of columns) {
    await db.schema.alterTable(table).addColumn(name, type, (c) => (dflt === null ? c : c.notNull().defaultTo(dflt))).execute()
  }
}

export async function up(db: Db): Promise<void> {
  const described = (extra: [string, 'text' | 'integer' | 'bigint' | 'varchar(100)', (string | number | null)][] = []) =>
    [['description', 'text', ''], ['enabled_mark', 'integer', 1], ['created_at', 'bigint', null], ['updated_at', 'bigint', null], ...extra] as
      [string, 'text' | 'integer' | 'bigint' | 'varchar(100)', (string | number | null)][]
  await addColumns(db, 'base_organize', described())
  // globalMark 1: a role of the whole group; 0: a role of the organisations it is bound to (JNPF 3.6 role form)
  await addColumns(db, 'base_role', described([['global_mark', 'integer', 1]]))
  await addColumns(db, 'base_position', described([['type', 'varchar(100)', '']]))
  await addColumns(db, 'base_group', described([['type', 'varchar(100)', '']]))
  await addColumns(db, 'base_user', [['description', 'text', ''], ['updated_at', 'bigint', null]])
  await addColumns(db, 'base_dictionary_type', [['parent_id', 'varchar(100)', '-1'], ['description', 'text', ''], ['enabled_mark', 'integer', 1]])
  await addColumns(db, 'base_dictionary_data', [['description', 'text', '']])
  await addColumns(db, 'base_bill_rule', [['description', 'text', ''], ['enabled_mark', 'integer', 1], ['sort_code', 'integer', 0], ['category', 'varchar(100)', '']])
  await addColumns(db, 'base_province', [['description', 'text', '']])
  await addColumns(db, 'project', [['description', 'text', ''], ['enabled_mark', 'integer', 1]])
  await addColumns(db, 'contract', [['description', 'text', ''], ['enabled_mark', 'integer', 1]])

  // category 1 login, 3 operation, 4 exception (JNPF's base_syslog); type: the operation (新增/修改/删除/...)
  await db.schema.createTable('base_syslog')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('ip_address', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('platform', 'varchar(300)', (c) => c.notNull().defaultTo(''))
    .addColumn('request_url', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('request_method', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('module_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('object_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('abstracts', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('login_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('base_syslog_category_time').on('base_syslog').columns(['category', 'created_at']).execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('base_syslog').ifExists().execute()
}

// System data pages of the JNPF 3.6 web console: what its bill-rule form (suffix, numbering method, random
// numbers, who created it and when) and its notice form (category, expiry, attachments, cover, excerpt, reminder,
// who released it, last change) save beyond the columns the app needed.
import type { Kysely } from 'kysely'

type Db = Kysely<unknown>
type Column = [name: string, type: 'text' | 'integer' | 'bigint' | 'varchar(50)' | 'varchar(100)' | 'varchar(128)' | 'varchar(500)', dflt: string | number | null]

async function addColumns(db: Db, table: string, columns: Column[]): Promise<void> {
  for (const [name, type, dflt] of columns) {
    await db.schema.alterTable(table).addColumn(name, type, (c) => (dflt === null ? c : c.notNull().defaultTo(dflt))).execute()
  }
}

export async function up(db: Db): Promise<void> {
  // type 1 prefix + date + running number, 2 prefix + random digits/letters, 3 prefix + UUID (the console's 方式)
  await addColumns(db, 'base_bill_rule', [
    ['suffix', 'varchar(50)', ''], ['type', 'integer', 1], ['random_digit', 'integer', 16], ['random_type', 'integer', 1],
    ['creator_user_id', 'varchar(128)', ''], ['created_at', 'bigint', null], ['updated_at', 'bigint', null]
  ])
  // category: a NoticeType dictionary enCode; remindCategory 1 default (inbox + live push), 3 no live push
  await addColumns(db, 'base_notice', [
    ['category', 'varchar(100)', '1'], ['expiration_time', 'bigint', null], ['files', 'text', '[]'],
    ['cover_image', 'varchar(500)', ''], ['excerpt', 'varchar(500)', ''], ['remind_category', 'integer', 1],
    ['release_user_id', 'varchar(128)', ''], ['updated_at', 'bigint', null]
  ])
  await db.schema.createIndex('base_syslog_user').on('base_syslog').columns(['user_id', 'created_at']).execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('base_syslog_user').ifExists().execute()
}

// Data interfaces (JNPF base_data_interface, jnpf-api.md §12): the option and picker sources of low-code forms.
// A definition is static rows or the name of a query implemented in code; the server never runs SQL or fetches
// URLs that come from a definition or a client.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('base_data_interface')
    .addColumn('id', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('en_code', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    // 2 static rows (静态数据), 3 a built-in query over our own tables (Service数据)
    .addColumn('data_type', 'integer', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_data_interface').ifExists().execute()
}

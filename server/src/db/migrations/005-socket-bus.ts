// Frames too large for a PostgreSQL NOTIFY payload (8000 bytes) are stored here and only their id is notified.
// The table exists on SQLite too (harmless, unused) so both databases share one migration list.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('socket_bus_event')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('socket_bus_event').ifExists().execute()
}

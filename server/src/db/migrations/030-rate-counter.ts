// Per-client limits counted where every instance sees them (lib/rate-limit): one row per key and window, used when
// no Redis is configured. Without it each instance would allow the whole limit, and two instances twice as much.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('rate_counter')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('resets_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rate_counter_resets').on('rate_counter').column('resets_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_counter').execute()
}

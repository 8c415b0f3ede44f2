// WeChat's official-account credentials (access_token, jsapi_ticket) cached for every instance (issue 13). WeChat
// allows few calls for them a day, so each is fetched once across instances: an instance that finds the value
// missing or about to expire claims the row's lease (lock_owner, lock_until) in one statement, fetches, stores the
// value with its expiry and frees the lease; the others wait for the stored value instead of asking WeChat too.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('wechat_credential')
    // e.g. mp:<appid>:access_token
    .addColumn('cache_key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull().defaultTo(''))
    // epoch ms after which the value is not used any more (a margin before WeChat's own expiry)
    .addColumn('expires_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('lock_owner', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('lock_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wechat_credential').ifExists().execute()
}

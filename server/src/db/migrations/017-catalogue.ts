// The module catalogue (issue 10): one row per definition a catalogue module installed (a model, a data interface,
// a flow version), with the module version and the hash of the definition as installed. On a later start a newer
// module replaces the definition only while the database still holds exactly that hash: what an administrator
// changed in a designer since is left as they left it.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('catalogue_item')
    // 'model' | 'dataInterface' | 'flow'
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('id', 'varchar(128)', (c) => c.notNull())
    .addColumn('module', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    // sha256 hex of the definition's config as the installer last wrote it
    .addColumn('installed_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('installed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('catalogue_item_pk', ['kind', 'id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('catalogue_item').ifExists().execute()
}

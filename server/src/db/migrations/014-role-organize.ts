// Roles bound to organisations (JNPF 3.6 base_organize_relation): a role with globalMark 0 belongs to the
// organisations listed here, the console's role page filters by them and its user form offers a person the roles
// of their organisations. Global roles (globalMark 1) have no rows.
import type { Kysely } from 'kysely'

type Db = Kysely<unknown>

export async function up(db: Db): Promise<void> {
  await db.schema.createTable('base_organize_relation')
    .addColumn('id', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('organize_id', 'varchar(128)', (c) => c.notNull())
    // 'Role' today; JNPF also binds positions this way, so the type is kept
    .addColumn('object_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('object_id', 'varchar(128)', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('base_organize_relation_object').on('base_organize_relation').columns(['object_type', 'object_id']).execute()
  await db.schema.createIndex('base_organize_relation_organize').on('base_organize_relation').columns(['organize_id', 'object_type']).execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('base_organize_relation').ifExists().execute()
}

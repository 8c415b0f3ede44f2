// One number that changes whenever something CurrentUser is built from changes: the organisation tree, positions,
// roles, groups, memberships, saved signatures, system configuration, menus and their grants, and the names of
// users (a user's manager is shown by name). Triggers keep it, so every write counts whoever makes it, in the same
// transaction as the write: a cache that reads the number before reading the data can never keep old data under
// a new number, on one instance or many. The user's own row is not counted here: the session lookup of every
// request reads it anyway (current-user-cache.ts compares it there), and logins update it all day.
import { sql, type Kysely } from 'kysely'
import { PostgresAdapter } from 'kysely'

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter

/** tables whose every insert, update and delete changes somebody's CurrentUser */
export const DIRECTORY_TABLES = [
  'base_organize', 'base_position', 'base_role', 'base_group', 'base_user_relation', 'base_sign_img', 'base_sys_config',
  'base_module', 'base_module_button', 'base_module_column', 'base_module_form', 'base_authorize'
]

// a deleted manager or a renamed one shows differently in the userInfo of the people they manage
const USER_EVENTS = ['delete', 'update of real_name, account']

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('base_directory_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute()
  await sql`insert into base_directory_version (id, version) values (1, 1)`.execute(db)
  if (isPostgres(db)) {
    await sql`create or replace function bump_directory_version() returns trigger language plpgsql as $$
      begin update base_directory_version set version = version + 1 where id = 1; return null; end $$`.execute(db)
    // deferred to commit: the version row is then locked only for the instant before the commit, so two writers
    // can never wait on each other through it (an immediate trigger would hold it from the first write on)
    const create = (table: string, name: string, events: string) => sql`create constraint trigger ${sql.raw(name)}
      after ${sql.raw(events)} on ${sql.table(table)} deferrable initially deferred
      for each row execute function bump_directory_version()`.execute(db)
    for (const table of DIRECTORY_TABLES) await create(table, `${table}_dirver`, 'insert or update or delete')
    await create('base_user', 'base_user_dirver', USER_EVENTS.join(' or '))
    return
  }
  const create = (table: string, name: string, event: string) => sql`create trigger ${sql.raw(name)}
    after ${sql.raw(event)} on ${sql.table(table)}
    begin update base_directory_version set version = version + 1 where id = 1; end`.execute(db)
  for (const table of DIRECTORY_TABLES) {
    for (const event of ['insert', 'update', 'delete']) await create(table, `${table}_dirver_${event}`, event)
  }
  await create('base_user', 'base_user_dirver_delete', USER_EVENTS[0])
  await create('base_user', 'base_user_dirver_update', USER_EVENTS[1])
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    for (const table of [...DIRECTORY_TABLES, 'base_user']) await sql`drop trigger if exists ${sql.raw(`${table}_dirver`)} on ${sql.table(table)}`.execute(db)
    await sql`drop function if exists bump_directory_version()`.execute(db)
  } else {
    for (const table of DIRECTORY_TABLES) {
      for (const event of ['insert', 'update', 'delete']) await sql`drop trigger if exists ${sql.raw(`${table}_dirver_${event}`)}`.execute(db)
    }
    for (const event of ['delete', 'update']) await sql`drop trigger if exists ${sql.raw(`base_user_dirver_${event}`)}`.execute(db)
  }
  await db.schema.dropTable('base_directory_version').ifExists().execute()
}

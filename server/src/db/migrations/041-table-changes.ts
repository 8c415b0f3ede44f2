// A number per table that changes with every write to it, for the tables the home dashboard rolls up besides the
// directory (migration 029) and the low-code records (migration 034): projects, sections, the bill of quantities,
// the fills and the meterings. The dashboard keeps its cards' answers under the sum of these numbers
// (dashboard/cache.ts), so a write shows in the next card read on every instance, whichever code path made it
// (the progress pages, the admin pages, an import, the seed). Triggers keep it in the writing transaction, like 029.
import { PostgresAdapter, sql, type Kysely } from 'kysely'

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter

export const CHANGED_TABLES = ['project', 'contract', 'progress_wbs_node', 'progress_filling', 'progress_meter']
const EVENTS = ['insert', 'update', 'delete'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('table_change')
    .addColumn('table_name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute()
  if (isPostgres(db)) {
    // deferred to commit, so the counter row is locked only for the instant before the commit (two fills never wait
    // on each other through it), and counted once per table and transaction (SET LOCAL ends with the transaction):
    // a WBS import of thousands of rows bumps it once, not once per row
    await sql`create function table_changed() returns trigger language plpgsql as $$
      declare flag text := 'table_change.' || tg_table_name;
      begin
        if current_setting(flag, true) is distinct from '1' then
          perform set_config(flag, '1', true);
          insert into table_change (table_name, n) values (tg_table_name, 1)
            on conflict (table_name) do update set n = table_change.n + 1;
        end if;
        return null;
      end $$`.execute(db)
    for (const table of CHANGED_TABLES) {
      await sql`create constraint trigger ${sql.raw(`${table}_changed`)} after insert or update or delete on ${sql.table(table)}
        deferrable initially deferred for each row execute function table_changed()`.execute(db)
    }
    return
  }
  // SQLite writes one transaction at a time: a trigger per row costs an upsert and never waits
  for (const table of CHANGED_TABLES) {
    for (const event of EVENTS) {
      await sql`create trigger ${sql.raw(`${table}_changed_${event}`)} after ${sql.raw(event)} on ${sql.table(table)} begin
        insert into table_change (table_name, n) values (${sql.lit(table)}, 1) on conflict (table_name) do update set n = n + 1; end`.execute(db)
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db)
  for (const table of CHANGED_TABLES) {
    if (pg) await sql`drop trigger if exists ${sql.raw(`${table}_changed`)} on ${sql.table(table)}`.execute(db)
    else for (const event of EVENTS) await sql`drop trigger if exists ${sql.raw(`${table}_changed_${event}`)}`.execute(db)
  }
  if (pg) await sql`drop function if exists table_changed()`.execute(db)
  await db.schema.dropTable('table_change').ifExists().execute()
}

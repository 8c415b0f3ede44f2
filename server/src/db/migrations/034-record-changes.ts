// A number per low-code model that changes with every write to its records (issue 11): inserts, updates (data,
// flow state, record state, a move between projects) and deletes. A filtered list's total is a count over every
// match, the one part of a List that grows with the data; kept with this number, the count is read once and
// reused by the pages after the first, load-more and pull-to-refresh until a record of the model changes
// (visualdev/count-cache.ts). Triggers keep it, in the writing statement's transaction, so a reader that reads the
// number before counting can never keep an old count under a new number, on one instance or many.
import { PostgresAdapter, sql, type Kysely } from 'kysely'

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter
const EVENTS = ['insert', 'update', 'delete'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('visualdev_record_change')
    .addColumn('model_id', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .execute()
  if (isPostgres(db)) {
    // per statement, from the transition tables: a bulk insert bumps its model once, not once per record; models in
    // key order, so two writers never wait for each other's rows in opposite orders
    const bump = (rows: string) => `insert into visualdev_record_change (model_id, n)
      select model_id, 1 from ${rows} group by model_id order by model_id
      on conflict (model_id) do update set n = visualdev_record_change.n + 1;`
    await sql`create function visualdev_record_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then ${sql.raw(bump('old_rows'))}
        else ${sql.raw(bump('new_rows'))}
        end if;
        return null;
      end $$`.execute(db)
    for (const event of EVENTS) {
      const rows = event === 'delete' ? 'old table as old_rows' : 'new table as new_rows'
      await sql`create trigger ${sql.raw(`visualdev_record_change_${event}`)} after ${sql.raw(event)} on visualdev_record
        referencing ${sql.raw(rows)} for each statement execute function visualdev_record_changed()`.execute(db)
    }
    return
  }
  for (const event of EVENTS) {
    const row = event === 'delete' ? 'old' : 'new'
    await sql`create trigger ${sql.raw(`visualdev_record_change_${event}`)} after ${sql.raw(event)} on visualdev_record begin
      insert into visualdev_record_change (model_id, n) values (${sql.raw(row)}.model_id, 1)
        on conflict (model_id) do update set n = n + 1; end`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db)
  for (const event of EVENTS) await sql`drop trigger if exists ${sql.raw(`visualdev_record_change_${event}`)}${sql.raw(pg ? ' on visualdev_record' : '')}`.execute(db)
  if (pg) await sql`drop function if exists visualdev_record_changed()`.execute(db)
  await db.schema.dropTable('visualdev_record_change').ifExists().execute()
}

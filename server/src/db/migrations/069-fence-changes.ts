// The project map (dashboard map answer) draws the sections' attendance fences since issue 17: a fence added,
// edited, switched off or removed must show in the next map read, so attendance_fence joins the tables whose
// writes are counted in table_change (migration 041, the same triggers) and the dashboard's version.
import { PostgresAdapter, sql, type Kysely } from 'kysely'

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter
const TABLE = 'attendance_fence'
const EVENTS = ['insert', 'update', 'delete'] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // table_changed() of 041: deferred, once per table and transaction
    await sql`create constraint trigger ${sql.raw(`${TABLE}_changed`)} after insert or update or delete on ${sql.table(TABLE)}
      deferrable initially deferred for each row execute function table_changed()`.execute(db)
    return
  }
  for (const event of EVENTS) {
    await sql`create trigger ${sql.raw(`${TABLE}_changed_${event}`)} after ${sql.raw(event)} on ${sql.table(TABLE)} begin
      insert into table_change (table_name, n) values (${sql.lit(TABLE)}, 1) on conflict (table_name) do update set n = n + 1; end`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop trigger if exists ${sql.raw(`${TABLE}_changed`)} on ${sql.table(TABLE)}`.execute(db)
  else for (const event of EVENTS) await sql`drop trigger if exists ${sql.raw(`${TABLE}_changed_${event}`)}`.execute(db)
}

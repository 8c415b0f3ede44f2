// What a low-code record looked like before each write (issue 11), so a filtered List's total can follow the
// writes instead of being counted again over every match. A total kept under change number c0 (migration 034,
// visualdev/count-cache.ts) becomes the total at c1 by adding the changed records that match now and taking away
// those whose earlier image matched: a few rows read instead of thousands. The triggers that raise the number log,
// in the same statement, the image of every row the write touched (an insert logs only that the row did not
// exist); the log is complete for a span when every number in it is there, else the count is made afresh. The log
// holds minutes of writes only: the visualdev prune job removes images older than that.
import { PostgresAdapter, sql, type Kysely } from 'kysely'

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter
const EVENTS = ['insert', 'update', 'delete'] as const
/** the record's columns a list filter may read, as visualdev_record names them */
const COLUMNS = ['project_id', 'contract_id', 'data', 'search_text', 'creator_user_id', 'creator_time', 'last_modify_user_id',
  'last_modify_time', 'flow_state', 'version', 'record_state', 'state_entered_at', 'state_due_at']
const id = 'varchar(128)'
/** PostgreSQL: raise the number of each model the statement wrote, in key order (as migration 034 does) */
const bump = (rows: string) => `insert into visualdev_record_change (model_id, n)
  select model_id, 1 from ${rows} group by model_id order by model_id
  on conflict (model_id) do update set n = visualdev_record_change.n + 1;`

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db)
  await db.schema.createTable('visualdev_record_before')
    .addColumn('model_id', id, (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addColumn('id', id, (c) => c.notNull())
    /** 0: the write inserted the record (no image before it) */
    .addColumn('existed', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    // data as visualdev_record holds it (jsonb on PostgreSQL since migration 007), so a filter's SQL reads both alike
    .addColumn('project_id', id).addColumn('contract_id', id).addColumn('data', pg ? 'jsonb' : 'text').addColumn('search_text', 'text')
    .addColumn('creator_user_id', id).addColumn('creator_time', 'bigint').addColumn('last_modify_user_id', id)
    .addColumn('last_modify_time', 'bigint').addColumn('flow_state', 'integer').addColumn('version', 'integer')
    .addColumn('record_state', 'varchar(64)').addColumn('state_entered_at', 'bigint').addColumn('state_due_at', 'bigint')
    .execute()
  await db.schema.createIndex('visualdev_record_before_n').on('visualdev_record_before').columns(['model_id', 'n', 'id']).execute()
  await db.schema.createIndex('visualdev_record_before_at').on('visualdev_record_before').column('at').execute()

  const cols = COLUMNS.join(', ')
  if (pg) {
    // one time for all of a statement's images (one change number), so pruning takes a number's images all or none
    const now = '(extract(epoch from statement_timestamp()) * 1000)::bigint'
    const images = `insert into visualdev_record_before (model_id, n, id, existed, at, ${cols})
      select o.model_id, c.n, o.id, 1, ${now}, ${COLUMNS.map((c) => `o.${c}`).join(', ')}
      from old_rows o join visualdev_record_change c on c.model_id = o.model_id;`
    const inserted = `insert into visualdev_record_before (model_id, n, id, existed, at)
      select r.model_id, c.n, r.id, 0, ${now} from new_rows r join visualdev_record_change c on c.model_id = r.model_id;`
    await sql`create or replace function visualdev_record_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then ${sql.raw(bump('old_rows'))} ${sql.raw(images)}
        elsif tg_op = 'INSERT' then ${sql.raw(bump('new_rows'))} ${sql.raw(inserted)}
        else ${sql.raw(bump('new_rows'))} ${sql.raw(images)}
        end if;
        return null;
      end $$`.execute(db)
    // the update trigger now reads the rows before the write too
    await sql`drop trigger if exists visualdev_record_change_update on visualdev_record`.execute(db)
    await sql`create trigger visualdev_record_change_update after update on visualdev_record
      referencing old table as old_rows new table as new_rows for each statement execute function visualdev_record_changed()`.execute(db)
    return
  }
  const now = "cast((julianday('now') - 2440587.5) * 86400000 as integer)"
  for (const event of EVENTS) {
    const row = event === 'delete' ? 'old' : 'new'
    const log = event === 'insert'
      ? `insert into visualdev_record_before (model_id, n, id, existed, at) select new.model_id, n, new.id, 0, ${now} from visualdev_record_change where model_id = new.model_id;`
      : `insert into visualdev_record_before (model_id, n, id, existed, at, ${cols}) select old.model_id, n, old.id, 1, ${now}, ${COLUMNS.map((c) => `old.${c}`).join(', ')} from visualdev_record_change where model_id = ${row}.model_id;`
    await sql`drop trigger if exists ${sql.raw(`visualdev_record_change_${event}`)}`.execute(db)
    await sql`create trigger ${sql.raw(`visualdev_record_change_${event}`)} after ${sql.raw(event)} on visualdev_record begin
      insert into visualdev_record_change (model_id, n) values (${sql.raw(row)}.model_id, 1)
        on conflict (model_id) do update set n = n + 1;
      ${sql.raw(log)} end`.execute(db)
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // back to migration 034's triggers: the number alone
  if (isPostgres(db)) {
    await sql`create or replace function visualdev_record_changed() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then ${sql.raw(bump('old_rows'))}
        else ${sql.raw(bump('new_rows'))}
        end if;
        return null;
      end $$`.execute(db)
    await sql`drop trigger if exists visualdev_record_change_update on visualdev_record`.execute(db)
    await sql`create trigger visualdev_record_change_update after update on visualdev_record
      referencing new table as new_rows for each statement execute function visualdev_record_changed()`.execute(db)
  } else {
    for (const event of EVENTS) {
      const row = event === 'delete' ? 'old' : 'new'
      await sql`drop trigger if exists ${sql.raw(`visualdev_record_change_${event}`)}`.execute(db)
      await sql`create trigger ${sql.raw(`visualdev_record_change_${event}`)} after ${sql.raw(event)} on visualdev_record begin
        insert into visualdev_record_change (model_id, n) values (${sql.raw(row)}.model_id, 1)
          on conflict (model_id) do update set n = n + 1; end`.execute(db)
    }
  }
  await db.schema.dropTable('visualdev_record_before').ifExists().execute()
}

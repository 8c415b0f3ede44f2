// Low-code lists over many records (issue 11). Three things a List needs that one JSON column cannot give:
// - pages read from an index alone: the order keys, the id and the scope columns in one index, so a deep page skips
//   its OFFSET over index entries and fetches only the rows it shows;
// - the number of records per model, project and contract section, kept by triggers (visualdev_record_tally), so
//   an unfiltered list's total adds up a few tallies instead of counting every visible record again;
// - a keyword index over search_text that also finds two-character Chinese words (which trigram indexes cannot):
//   each pair of adjacent characters is a token, so a keyword's pairs in a row are a phrase that matches exactly
//   where the keyword occurs (SQLite: an FTS5 table fed by triggers; PostgreSQL: a GIN index over the pairs,
//   rechecked by LIKE). Indexes for the fields a model searches and sorts by are the model's own
//   (modules/visualdev/model-indexes.ts), made when a model is installed or changed.
import { PostgresAdapter, sql, type Kysely } from 'kysely'

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter

/** SQLite's triggers cannot loop: pairs are taken at the positions this table lists; longer texts get GLONG */
export const GRAM_POSITIONS = 20_000

async function sqliteGrams(db: Kysely<unknown>): Promise<void> {
  await sql`create table visualdev_gram_position (n integer primary key)`.execute(db)
  await sql`with recursive p(n) as (select 1 union all select n + 1 from p where n < ${GRAM_POSITIONS}) insert into visualdev_gram_position select n from p`.execute(db)
  // contentless: the tokens are only looked up, never shown. The hex of each pair is one token of the ascii
  // tokenizer; the record's model, project and section come first as tokens of their own (M, P and K and the hex of
  // the id, never a pair's token: those are hex alone), so a list's keyword set holds only rows it may show
  await sql`create virtual table visualdev_record_grams using fts5(grams, content='', contentless_delete=1, tokenize='ascii')`.execute(db)
  const doc = (row: string) => sql.raw(`'M' || hex(${row}.model_id) || ' P' || hex(${row}.project_id) || ' K' || hex(${row}.contract_id) || ' '
    || (select coalesce(group_concat(hex(substr(${row}.search_text, n, 2)), ' '), '') from visualdev_gram_position where n < length(${row}.search_text))
    || case when length(${row}.search_text) > ${GRAM_POSITIONS} then ' GLONG' else '' end`)
  await sql`create trigger visualdev_record_grams_insert after insert on visualdev_record begin
    insert into visualdev_record_grams (rowid, grams) values (new.rowid, ${doc('new')}); end`.execute(db)
  await sql`create trigger visualdev_record_grams_delete after delete on visualdev_record begin
    delete from visualdev_record_grams where rowid = old.rowid; end`.execute(db)
  await sql`create trigger visualdev_record_grams_update after update of search_text, model_id, project_id, contract_id on visualdev_record
    when old.search_text is not new.search_text or old.model_id <> new.model_id or old.project_id <> new.project_id or old.contract_id <> new.contract_id begin
    delete from visualdev_record_grams where rowid = old.rowid;
    insert into visualdev_record_grams (rowid, grams) values (new.rowid, ${doc('new')}); end`.execute(db)
  await sql`insert into visualdev_record_grams (rowid, grams) select r.rowid, ${doc('r')} from visualdev_record r`.execute(db)
}

async function postgresGrams(db: Kysely<unknown>): Promise<void> {
  // Immutable, so it can be indexed. Its cost is set high on purpose: the planner then reads a keyword through the
  // index (whose matches are exact, so the pairs are never worked out again) rather than by computing them row by
  // row along another index.
  await sql`create function visualdev_grams(t text) returns text[] language sql immutable strict parallel safe cost 10000 as
    $$ select coalesce(array_agg(distinct substr(t, i, 2)), '{}') from generate_series(1, length(t) - 1) i $$`.execute(db)
  await sql`create index visualdev_record_grams on visualdev_record using gin (visualdev_grams(search_text))`.execute(db)
}

async function tally(db: Kysely<unknown>, pg: boolean): Promise<void> {
  await db.schema.createTable('visualdev_record_tally')
    .addColumn('model_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('project_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(128)', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('visualdev_record_tally_pk', ['model_id', 'project_id', 'contract_id'])
    .execute()
  await sql`insert into visualdev_record_tally (model_id, project_id, contract_id, n)
    select model_id, project_id, contract_id, count(*) from visualdev_record group by model_id, project_id, contract_id`.execute(db)
  if (pg) {
    // inserts and deletes per statement, from the transition tables: a bulk insert adds one row per tally, not one
    // per record; a move between projects or sections (rare, and PostgreSQL allows no column list with transition
    // tables) per row, so editing a record's data never touches a tally. Tallies are taken in key order, so two bulk
    // writes never wait for each other's in opposite orders
    const change = (rows: string, by: string) => `insert into visualdev_record_tally (model_id, project_id, contract_id, n)
      select model_id, project_id, contract_id, ${by} * count(*) from ${rows} group by 1, 2, 3 order by 1, 2, 3
      on conflict (model_id, project_id, contract_id) do update set n = visualdev_record_tally.n + excluded.n;`
    await sql`create function visualdev_record_tally_change() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${sql.raw(change('new_rows', '1'))}
        else ${sql.raw(change('old_rows', '-1'))}
        end if;
        return null;
      end $$`.execute(db)
    await sql`create function visualdev_record_tally_move() returns trigger language plpgsql as $$
      begin
        update visualdev_record_tally set n = n - 1 where model_id = old.model_id and project_id = old.project_id and contract_id = old.contract_id;
        insert into visualdev_record_tally (model_id, project_id, contract_id, n) values (new.model_id, new.project_id, new.contract_id, 1)
          on conflict (model_id, project_id, contract_id) do update set n = visualdev_record_tally.n + 1;
        return null;
      end $$`.execute(db)
    await sql`create trigger visualdev_record_tally_insert after insert on visualdev_record referencing new table as new_rows
      for each statement execute function visualdev_record_tally_change()`.execute(db)
    await sql`create trigger visualdev_record_tally_delete after delete on visualdev_record referencing old table as old_rows
      for each statement execute function visualdev_record_tally_change()`.execute(db)
    await sql`create trigger visualdev_record_tally_update after update of model_id, project_id, contract_id on visualdev_record for each row
      when (old.model_id <> new.model_id or old.project_id <> new.project_id or old.contract_id <> new.contract_id)
      execute function visualdev_record_tally_move()`.execute(db)
    return
  }
  const add = (row: string, by: string) => sql.raw(`insert into visualdev_record_tally (model_id, project_id, contract_id, n)
    values (${row}.model_id, ${row}.project_id, ${row}.contract_id, ${by})
    on conflict (model_id, project_id, contract_id) do update set n = n + ${by};`)
  await sql`create trigger visualdev_record_tally_insert after insert on visualdev_record begin ${add('new', '1')} end`.execute(db)
  await sql`create trigger visualdev_record_tally_delete after delete on visualdev_record begin ${add('old', '-1')} end`.execute(db)
  await sql`create trigger visualdev_record_tally_update after update of model_id, project_id, contract_id on visualdev_record
    when old.model_id <> new.model_id or old.project_id <> new.project_id or old.contract_id <> new.contract_id
    begin ${add('old', '-1')} ${add('new', '1')} end`.execute(db)
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db)
  // one project's records newest first, and every project's (administrators), each covering the scope columns
  await db.schema.dropIndex('visualdev_record_model').ifExists().execute()
  await db.schema.dropIndex('visualdev_record_model_time').ifExists().execute()
  await db.schema.createIndex('visualdev_record_page').on('visualdev_record').columns(['model_id', 'project_id', 'creator_time', 'id', 'contract_id']).execute()
  await db.schema.createIndex('visualdev_record_page_all').on('visualdev_record').columns(['model_id', 'creator_time', 'id', 'project_id', 'contract_id']).execute()
  await tally(db, pg)
  if (pg) await postgresGrams(db)
  else await sqliteGrams(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db)
  for (const t of ['insert', 'delete', 'update']) {
    await sql`drop trigger if exists ${sql.raw(`visualdev_record_tally_${t}`)}${sql.raw(pg ? ' on visualdev_record' : '')}`.execute(db)
    if (!pg) await sql`drop trigger if exists ${sql.raw(`visualdev_record_grams_${t}`)}`.execute(db)
  }
  if (pg) {
    await sql`drop function if exists visualdev_record_tally_change()`.execute(db)
    await sql`drop function if exists visualdev_record_tally_move()`.execute(db)
    await sql`drop index if exists visualdev_record_grams`.execute(db)
    await sql`drop function if exists visualdev_grams(text)`.execute(db)
  } else {
    await sql`drop table if exists visualdev_record_grams`.execute(db)
    await sql`drop table if exists visualdev_gram_position`.execute(db)
  }
  await db.schema.dropTable('visualdev_record_tally').ifExists().execute()
  await db.schema.dropIndex('visualdev_record_page').ifExists().execute()
  await db.schema.dropIndex('visualdev_record_page_all').ifExists().execute()
  await db.schema.createIndex('visualdev_record_model').on('visualdev_record').columns(['model_id', 'project_id', 'creator_time']).execute()
  await db.schema.createIndex('visualdev_record_model_time').on('visualdev_record').columns(['model_id', 'creator_time']).execute()
}

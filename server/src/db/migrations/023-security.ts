// Hardening (issue 11): login failures counted per client, per account and per account on one client, so a guessing
// client is slowed and locked out without locking the account for everybody; what each stored file belongs to (a
// record, a flow task, a chat message), so a file is read by those who may read its owner; and the size of every
// upload, for the per-user daily quota. Files that existing records, flow steps, comments and chat messages hold are
// written to file_ref here, so their readers keep reading them after the upgrade.
import { sql, type Kysely } from 'kysely'

const id = 'varchar(128)'

// what the uploader answers and values keep, as this migration found them (later code may move on; this stays)
const FILE_URL = /\/api\/file\/Image\/([A-Za-z0-9_-]{1,50})\/(\d{8}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{1,5})/g
const FOLDERS: Record<string, string> = { annex: 'annex', annexpic: 'annexpic', useravatar: 'userAvatar', im: 'IM', document: 'document', temporary: 'temporary' }

/** where files were held before file_ref: [table, owner kind, owner column, columns holding file URLs] */
const HOLDERS: [string, string, string, string[]][] = [
  ['visualdev_record', 'record', 'id', ['data']],
  ['flow_task_operator_record', 'task', 'task_id', ['sign_img', 'file_list']],
  ['flow_comment', 'task', 'task_id', ['image', 'file']],
  ['base_im_content', 'im', 'id', ['content']]
]

/** the files existing rows hold, so their readers keep reading them (500 rows at a time, by id) */
export async function backfillRefs(db: Kysely<unknown>): Promise<void> {
  for (const [table, kind, owner, columns] of HOLDERS) {
    const mentions = sql.join(columns.map((c) => sql`cast(${sql.ref(c)} as text) like '%/api/file/Image/%'`), sql` or `)
    let after = ''
    for (;;) {
      const { rows } = await sql<Record<string, string>>`select id, ${sql.ref(owner)} as owner, ${sql.join(columns.map((c) => sql`cast(${sql.ref(c)} as text) as ${sql.ref(c)}`))}
        from ${sql.table(table)} where id > ${after} and (${mentions}) order by id limit 500`.execute(db)
      if (rows.length === 0) break
      for (const row of rows) {
        const text = columns.map((c) => row[c] ?? '').join(' ')
        for (const m of text.matchAll(FILE_URL)) {
          const type = FOLDERS[m[1].toLowerCase()]
          if (!type) continue
          await sql`insert into file_ref (type, name, owner_kind, owner_id) values (${type}, ${m[2]}, ${kind}, ${row.owner})
            on conflict do nothing`.execute(db)
        }
      }
      after = rows[rows.length - 1].id
    }
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('upload_file').addColumn('file_size', 'bigint', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.createIndex('upload_file_user_created').on('upload_file').columns(['user_id', 'created_at']).execute()

  // account '' = every account from this client; client '' = this account from every client
  await db.schema.createTable('login_failure')
    .addColumn('account', 'varchar(100)', (c) => c.notNull())
    .addColumn('client', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    // failures count within lockTime minutes of the first one
    .addColumn('first_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('login_failure_pk', ['account', 'client'])
    .execute()
  await db.schema.createIndex('login_failure_first_at').on('login_failure').column('first_at').execute()

  await db.schema.createTable('file_ref')
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    // 'record' (a low-code record), 'task' (a flow task: its comments, approvals), 'im' (a chat message)
    .addColumn('owner_kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('owner_id', id, (c) => c.notNull())
    .addPrimaryKeyConstraint('file_ref_pk', ['type', 'name', 'owner_kind', 'owner_id'])
    .execute()
  await db.schema.createIndex('file_ref_owner').on('file_ref').columns(['owner_kind', 'owner_id']).execute()
  await backfillRefs(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['file_ref', 'login_failure']) await db.schema.dropTable(t).ifExists().execute()
  await db.schema.dropIndex('upload_file_user_created').ifExists().execute()
  await db.schema.alterTable('upload_file').dropColumn('file_size').execute()
}

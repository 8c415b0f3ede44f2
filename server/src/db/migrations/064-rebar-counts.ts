// Rebar counting (钢筋点数, issue 18): a photo of the end face of a bundle of bars, the bar ends the server found in it
// and the user corrected (marks: JSON [[x, y, r], ...] in the photo's pixels), the count, the detector's own count
// and whether the user changed the marks, the bars' specification (HRB400E Φ25), the contract section and a note.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('rebar_count')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    // the stored photo's bare URL (/api/file/Image/annexpic/<name>), signed when answered
    .addColumn('photo', 'varchar(300)', (c) => c.notNull())
    .addColumn('image_width', 'integer', (c) => c.notNull())
    .addColumn('image_height', 'integer', (c) => c.notNull())
    .addColumn('marks', 'text', (c) => c.notNull())
    .addColumn('bar_count', 'integer', (c) => c.notNull())
    .addColumn('detected_count', 'integer', (c) => c.notNull())
    .addColumn('corrected', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('specification', 'varchar(40)', (c) => c.notNull())
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rebar_count_section').on('rebar_count').columns(['contract_id', 'creator_time']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rebar_count').execute()
}

// Documents (issue 18): industry standards (group-wide), the engineering knowledge base (group-wide or one
// project's) and construction drawings (one project's, by contract section and structure), each one PDF kept by the
// files module in its "document" folder. Dates are yyyy-mm-dd; times are epoch ms.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('document')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    // standard | knowledge | drawing
    .addColumn('library', 'varchar(16)', (c) => c.notNull())
    // '' for a group-wide document (every standard, the group's knowledge)
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // '' when the drawing is the whole project's
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'varchar(40)', (c) => c.notNull())
    .addColumn('code', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('issuer', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('issue_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('effective_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    // standards: current | upcoming | withdrawn; '' otherwise
    .addColumn('standard_state', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('structure', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    // the stored PDF: upload folder "document", its generated name
    .addColumn('file_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('file_size', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('page_count', 'integer', (c) => c.notNull().defaultTo(0))
    // the demo's documents: which generated PDF the seed writes when the store lacks it; '' for uploads
    .addColumn('seed_key', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('uploader_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('document_library').on('document').columns(['library', 'project_id', 'category']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('document').execute()
}

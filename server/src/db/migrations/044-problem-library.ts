// The safety problem library (隐患问题库, issue 14) and the custom problems proposed into it (自定义问题): a group-wide
// tree 检查类别 → 检查项 → 问题, each problem with its level, category, clause, measures and deadline; a proposal is a
// problem an inspector met on site that the library lacks, reviewed by the project's safety officer or manager.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('safety_problem_node')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    // '0' for a category (the tree's roots)
    .addColumn('parent_id', 'varchar(64)', (c) => c.notNull())
    // category | item | problem
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('full_name', 'varchar(500)', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    // problems only: dd-hazardLevel-*, dd-hazardCategory-* (dictionary data ids), 依据条款, 整改措施, 整改时限 (days)
    .addColumn('hazard_level', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('hazard_category', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('basis', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('measures', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('rectify_days', 'integer')
    // the proposal a problem came from (empty for the installed library)
    .addColumn('proposal_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('safety_problem_node_parent').on('safety_problem_node').columns(['parent_id', 'sort_code']).execute()

  await db.schema.createTable('safety_problem_proposal')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    // the library item (检查项) it is proposed under
    .addColumn('item_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull())
    .addColumn('hazard_level', 'varchar(64)', (c) => c.notNull())
    .addColumn('hazard_category', 'varchar(64)', (c) => c.notNull())
    .addColumn('basis', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('measures', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('rectify_days', 'integer')
    // the photos as the uploader's value (JSON array of {name, fileId, url})
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    // pending | approved | rejected
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('proposer_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('proposed_at', 'bigint', (c) => c.notNull())
    .addColumn('reviewer_user_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('reviewed_at', 'bigint')
    .addColumn('opinion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // the library problem an approval created
    .addColumn('problem_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('safety_problem_proposal_project').on('safety_problem_proposal').columns(['project_id', 'state', 'proposed_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['safety_problem_proposal', 'safety_problem_node']) await db.schema.dropTable(t).ifExists().execute()
}

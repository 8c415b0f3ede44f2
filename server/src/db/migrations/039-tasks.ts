// The task centre (issue 19): tasks handed to people or to a contract section, the people they are handed to, and
// the timeline of each task (published, accepted, progress with site photos, submitted, passed, returned, withdrawn).
// Dates are yyyy-mm-dd in China time; times are epoch ms.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('task_item')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    // the section a section task is handed to; '' for a task handed to people
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('bill_no', 'varchar(32)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    // user | section
    .addColumn('assign_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('publisher_user_id', 'varchar(64)', (c) => c.notNull())
    // who accepted it and answers for it; '' until then
    .addColumn('handler_user_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint', (c) => c.notNull())
    .addColumn('finished_time', 'bigint')
    .execute()
  await db.schema.createIndex('task_item_project').on('task_item').columns(['project_id', 'state']).execute()
  await db.schema.createIndex('task_item_publisher').on('task_item').columns(['publisher_user_id', 'state']).execute()
  await db.schema.createIndex('task_item_handler').on('task_item').columns(['handler_user_id']).execute()

  await db.schema.createTable('task_assignee')
    .addColumn('task_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('task_assignee_pk', ['task_id', 'user_id'])
    .execute()
  await db.schema.createIndex('task_assignee_user').on('task_assignee').columns(['user_id']).execute()

  await db.schema.createTable('task_update')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('task_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('percent', 'integer')
    .addColumn('content', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('task_update_task').on('task_update').columns(['task_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('task_update').execute()
  await db.schema.dropTable('task_assignee').execute()
  await db.schema.dropTable('task_item').execute()
}

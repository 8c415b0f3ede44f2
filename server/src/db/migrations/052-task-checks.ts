// Site checks and material consumption of the task centre (issue 19): a task's kind (a plain task or a site check,
// 现场检查任务), the checklists a manager defines (检查表 with its items: 检查项目 and 检查标准), the items of a site-check
// task copied from its checklist when it is assigned and marked on site (合格 / 不合格 / 不适用, with a note and
// photos, and the hazard a failing item raised), and the materials consumed against a task (材料消耗).
// Quantities are kept in hundredths (exact two decimals); dates are yyyy-mm-dd in China time; times are epoch ms.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  // task | siteCheck
  await db.schema.alterTable('task_item').addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('task')).execute()

  await db.schema.createTable('task_checklist')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    // 临边防护 | 施工用电 | 支架 | 模板 | ... (free text, one of the suggested categories on the form)
    .addColumn('category', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('task_checklist_project').on('task_checklist').columns(['project_id', 'enabled']).execute()

  await db.schema.createTable('task_checklist_item')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('checklist_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('requirement', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('task_checklist_item_list').on('task_checklist_item').columns(['checklist_id', 'sort_code']).execute()

  await db.schema.createTable('task_site_check')
    .addColumn('task_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('checklist_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('checklist_name', 'varchar(60)', (c) => c.notNull())
    // 检查部位 (e.g. K12+300 主线桥 3#墩)
    .addColumn('place', 'varchar(100)', (c) => c.notNull())
    .execute()

  await db.schema.createTable('task_check_result')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('task_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('requirement', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // '' 未检查 | pass 合格 | fail 不合格 | na 不适用
    .addColumn('result', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('hazard_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('hazard_no', 'varchar(40)', (c) => c.notNull().defaultTo(''))
    .addColumn('checked_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('checked_at', 'bigint')
    .execute()
  await db.schema.createIndex('task_check_result_task').on('task_check_result').columns(['task_id', 'sort_code']).execute()

  await db.schema.createTable('task_consume')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('task_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    // the task's section ('' when it was handed to people outside one)
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('material', 'varchar(60)', (c) => c.notNull())
    .addColumn('specification', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'varchar(10)', (c) => c.notNull())
    // hundredths of the unit: 12.35 t is 1235
    .addColumn('quantity_hundredths', 'bigint', (c) => c.notNull())
    .addColumn('used_date', 'varchar(10)', (c) => c.notNull())
    // 使用部位 and 桩号 (K12+300)
    .addColumn('place', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('chainage', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('task_consume_task').on('task_consume').columns(['task_id', 'created_at']).execute()
  await db.schema.createIndex('task_consume_project').on('task_consume').columns(['project_id', 'contract_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('task_consume').execute()
  await db.schema.dropTable('task_check_result').execute()
  await db.schema.dropTable('task_site_check').execute()
  await db.schema.dropTable('task_checklist_item').execute()
  await db.schema.dropTable('task_checklist').execute()
  await db.schema.alterTable('task_item').dropColumn('kind').execute()
}

// Engineering: processes (工序) of the WBS items and their inspection (工序报验), and the materials built into the
// works (实体材料). An item's processes follow its type's template (catalog/engineering/process-templates); their
// rows are written when the item's first process is started, one per step with its state, so the rule "the next
// process starts only after the previous one passed inspection" is a check on one row. An inspection request holds
// the foreman's self-check, photos and attachments, and the supervision engineer's decision.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('eng_process')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // 0 未开始, 1 施工中, 2 待报验, 3 报验中, 4 已验收, 5 驳回
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'bigint')
    .addColumn('started_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('finished_at', 'bigint')
    .addColumn('accepted_at', 'bigint')
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('eng_process_step').on('eng_process').columns(['node_id', 'seq']).unique().execute()
  await db.schema.createIndex('eng_process_contract').on('eng_process').columns(['contract_id', 'state']).execute()

  await db.schema.createTable('eng_process_inspection')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('process_name', 'varchar(100)', (c) => c.notNull())
    // 施工部位 / 桩号, e.g. 3#墩 3-2号桩
    .addColumn('part', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('self_check_result', 'varchar(16)', (c) => c.notNull())
    .addColumn('self_check_content', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    // 1 报验中, 2 已验收, 3 驳回
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('applicant_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .addColumn('inspector_user_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('inspected_at', 'bigint')
    .addColumn('opinion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('eng_process_inspection_contract').on('eng_process_inspection').columns(['contract_id', 'state', 'applied_at']).execute()
  await db.schema.createIndex('eng_process_inspection_node').on('eng_process_inspection').columns(['node_id', 'seq']).execute()

  await db.schema.createTable('eng_entity_material')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('part', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('material_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('spec', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('batch_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('quantity', 'numeric(18, 2)', (c) => c.notNull())
    .addColumn('unit', 'varchar(16)', (c) => c.notNull())
    .addColumn('supplier', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('certificate_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('lab_report_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('use_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('eng_entity_material_contract').on('eng_entity_material').columns(['contract_id', 'use_date']).execute()
  await db.schema.createIndex('eng_entity_material_node').on('eng_entity_material').columns(['node_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('eng_entity_material').execute()
  await db.schema.dropTable('eng_process_inspection').execute()
  await db.schema.dropTable('eng_process').execute()
}

// Laboratory ledgers (issue 18): the test items of the construction ledger (施工检测台账: process tests such as the
// concrete cubes of a pour) and of the works as built (工程实体检测: compaction, deflection, rebound strength, cover,
// pile integrity), each with the rule that turns a record's design value into its limits; the ledger records
// themselves (their measured points/groups are lab_result rows and their changes lab_result_change rows, keyed by
// the record's id, under the same hash-chained change record as the incoming materials); the lab's information
// centre (试验计划, 仪器检定通知, 标准更新); and the sampling record of materials with its witness (见证取样).
import type { Kysely } from 'kysely'

/** a bound is factor × design value + offset; a null factor is no bound on that side */
type Item = [kind: 'construction' | 'entity', code: string, name: string, unit: string, designLabel: string, pointLabel: string,
  minFactor: number | null, minOffset: number, maxFactor: number | null, maxOffset: number, meanFactor: number | null, standard: string]

const F80 = 'JTG F80/1-2017'
const E60 = 'JTG 3450-2019'

export const LEDGER_ITEMS: Item[] = [
  // 附录D 非统计方法 (组数 < 10): every group ≥ 0.95 fcu,k and their mean ≥ 1.15 fcu,k
  ['construction', 'cube-strength', '混凝土试块抗压强度', 'MPa', '设计强度等级', '组', 0.95, 0, null, 0, 1.15, `${F80} 附录D`],
  // 附录F: every group ≥ 0.85 of the design grade and their mean ≥ the design grade
  ['construction', 'mortar-strength', '砂浆试块抗压强度', 'MPa', '设计强度等级', '组', 0.85, 0, null, 0, 1, `${F80} 附录F`],
  ['construction', 'layer-compaction', '路基分层压实度', '%', '设计压实度', '测点', 1, 0, null, 0, null, `${F80} 4.2.2`],
  ['construction', 'base-strength', '水泥稳定碎石7d无侧限抗压强度', 'MPa', '设计强度', '试件', 0.9, 0, null, 0, 1, `${F80} 附录G`],
  ['entity', 'compaction', '压实度', '%', '设计压实度', '测点', 1, 0, null, 0, null, `${F80} 4.2.2 / ${E60} T0921`],
  ['entity', 'deflection', '弯沉（回弹弯沉代表值）', '(0.01mm)', '设计弯沉值', '评定段', null, 0, 1, 0, null, `${F80} 附录J / ${E60} T0951`],
  ['entity', 'rebound', '回弹推定强度', 'MPa', '设计强度等级', '构件', 1, 0, null, 0, null, 'JGJ/T 23-2011'],
  ['entity', 'cover', '钢筋保护层厚度', 'mm', '设计保护层厚度', '测点', 1, -5, 1, 5, null, `${F80} 附录R`],
  // 类别 1..4 (Ⅰ～Ⅳ类桩): Ⅰ、Ⅱ类合格; no design value
  ['entity', 'pile-integrity', '桩基完整性（低应变）', '类', '', '根', null, 0, 0, 2, null, 'JTG/T 3512-2020']
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('lab_test_item')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    // construction | entity
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_code', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('item_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    // '' when the item has no design value (its limits are fixed)
    .addColumn('design_label', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('point_label', 'varchar(16)', (c) => c.notNull().defaultTo('测点'))
    .addColumn('min_factor', 'numeric(8, 3)')
    .addColumn('min_offset', 'numeric(12, 3)', (c) => c.notNull().defaultTo(0))
    .addColumn('max_factor', 'numeric(8, 3)')
    .addColumn('max_offset', 'numeric(12, 3)', (c) => c.notNull().defaultTo(0))
    // the mean of the points must reach factor × design value (null: no mean check)
    .addColumn('mean_factor', 'numeric(8, 3)')
    .addColumn('standard', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  await db.schema.createTable('lab_ledger')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // self 施工自检 | spot 监理抽检
    .addColumn('inspection_type', 'varchar(8)', (c) => c.notNull().defaultTo('self'))
    .addColumn('record_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('wbs_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('part_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('chainage', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('design_value', 'numeric(12, 3)')
    .addColumn('design_text', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    // the limits the design value gave, kept with the record
    .addColumn('min_value', 'numeric(12, 3)')
    .addColumn('max_value', 'numeric(12, 3)')
    .addColumn('mean_min', 'numeric(12, 3)')
    .addColumn('standard', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('sample_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('test_date', 'varchar(10)', (c) => c.notNull())
    // 龄期 of cubes and test pieces, days
    .addColumn('age_days', 'integer')
    .addColumn('sample_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // 0 waiting for results, 1 passed, 2 failed
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('tester_user_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('test_time', 'bigint')
    .execute()
  await db.schema.createIndex('lab_ledger_contract').on('lab_ledger').columns(['contract_id', 'kind', 'test_date']).execute()
  await db.schema.createIndex('lab_ledger_project').on('lab_ledger').columns(['project_id', 'kind', 'test_date']).execute()
  await db.schema.createIndex('lab_ledger_no').on('lab_ledger').columns(['contract_id', 'record_no']).unique().execute()

  await db.schema.createTable('lab_info')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    // '' for every section of the project
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // plan 试验计划 | calibration 仪器检定 | standard 标准更新 | notice 通知
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('effective_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('lab_info_project').on('lab_info').columns(['project_id', 'creator_time']).execute()

  await db.schema.createTable('lab_sample')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    // the incoming batch sampled ('' for a sample of something else, e.g. concrete at the pour)
    .addColumn('material_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('sample_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('sample_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('specification', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sample_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('sample_place', 'varchar(200)', (c) => c.notNull())
    .addColumn('represent_quantity', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('sample_quantity', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('test_items', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // 1 见证取样
    .addColumn('witnessed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('witness_name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('witness_unit', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('witness_cert_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('lab_sample_no').on('lab_sample').columns(['contract_id', 'sample_no']).unique().execute()
  await db.schema.createIndex('lab_sample_project').on('lab_sample').columns(['project_id', 'sample_date']).execute()

  const rows = LEDGER_ITEMS.map(([kind, code, name, unit, designLabel, pointLabel, minF, minO, maxF, maxO, meanF, standard], i) => ({
    id: `lti-${code}`, kind, item_code: code, item_name: name, unit, design_label: designLabel, point_label: pointLabel, min_factor: minF,
    min_offset: minO, max_factor: maxF, max_offset: maxO, mean_factor: meanF, standard, sort_code: i
  }))
  await (db as Kysely<{ lab_test_item: (typeof rows)[number] }>).insertInto('lab_test_item').values(rows).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['lab_sample', 'lab_info', 'lab_ledger', 'lab_test_item']) await db.schema.dropTable(t).ifExists().execute()
}

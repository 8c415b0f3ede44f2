// Laboratory (issue 18): the limits of the standards per material and test item, the incoming materials (进场材料)
// sampled per batch and tested against them, and the change record of their results. Each change row carries a
// SHA-256 over its content and the previous row's hash, so an edit or deletion made past the app breaks the chain.
// The limits are data: a row with project_id '' holds for every project, a project's own rows for a material
// replace them for that project. The rows below are the national standards' figures, cited per row.
import type { Kysely } from 'kysely'

type Limit = [material: string, materialName: string, category: string, item: string, itemName: string, unit: string, min: number | null, max: number | null, standard: string]

const GB1499 = 'GB/T 1499.2-2018'
const GB175 = 'GB 175-2023'
const JTG3650 = 'JTG/T 3650-2020'
const JTGF40 = 'JTG F40-2004'

export const STANDARD_LIMITS: Limit[] = [
  ['rebar-hrb400', 'HRB400 热轧带肋钢筋', 'steel', 'yield', '下屈服强度 ReL', 'MPa', 400, null, GB1499],
  ['rebar-hrb400', 'HRB400 热轧带肋钢筋', 'steel', 'tensile', '抗拉强度 Rm', 'MPa', 540, null, GB1499],
  ['rebar-hrb400', 'HRB400 热轧带肋钢筋', 'steel', 'elongation', '断后伸长率 A', '%', 16, null, GB1499],
  ['rebar-hrb400', 'HRB400 热轧带肋钢筋', 'steel', 'agt', '最大力总延伸率 Agt', '%', 7.5, null, GB1499],
  ['rebar-hrb500', 'HRB500 热轧带肋钢筋', 'steel', 'yield', '下屈服强度 ReL', 'MPa', 500, null, GB1499],
  ['rebar-hrb500', 'HRB500 热轧带肋钢筋', 'steel', 'tensile', '抗拉强度 Rm', 'MPa', 630, null, GB1499],
  ['rebar-hrb500', 'HRB500 热轧带肋钢筋', 'steel', 'elongation', '断后伸长率 A', '%', 15, null, GB1499],
  ['rebar-hrb500', 'HRB500 热轧带肋钢筋', 'steel', 'agt', '最大力总延伸率 Agt', '%', 7.5, null, GB1499],
  ['cement-po425', 'P·O 42.5 普通硅酸盐水泥', 'cement', 'initialSet', '初凝时间', 'min', 45, null, GB175],
  ['cement-po425', 'P·O 42.5 普通硅酸盐水泥', 'cement', 'finalSet', '终凝时间', 'min', null, 600, GB175],
  ['cement-po425', 'P·O 42.5 普通硅酸盐水泥', 'cement', 'soundness', '安定性（雷氏夹膨胀值）', 'mm', null, 5, GB175],
  ['cement-po425', 'P·O 42.5 普通硅酸盐水泥', 'cement', 'compressive3d', '3d 抗压强度', 'MPa', 17, null, GB175],
  ['cement-po425', 'P·O 42.5 普通硅酸盐水泥', 'cement', 'compressive28d', '28d 抗压强度', 'MPa', 42.5, null, GB175],
  ['cement-po425', 'P·O 42.5 普通硅酸盐水泥', 'cement', 'flexural3d', '3d 抗折强度', 'MPa', 3.5, null, GB175],
  ['cement-po425', 'P·O 42.5 普通硅酸盐水泥', 'cement', 'flexural28d', '28d 抗折强度', 'MPa', 6.5, null, GB175],
  ['concrete-c30', 'C30 混凝土', 'concrete', 'slump', '坍落度', 'mm', 120, 200, JTG3650],
  ['concrete-c30', 'C30 混凝土', 'concrete', 'cube28d', '28d 立方体抗压强度（150mm）', 'MPa', 30, null, JTG3650],
  ['concrete-c50', 'C50 混凝土', 'concrete', 'slump', '坍落度', 'mm', 140, 220, JTG3650],
  ['concrete-c50', 'C50 混凝土', 'concrete', 'cube28d', '28d 立方体抗压强度（150mm）', 'MPa', 50, null, JTG3650],
  ['asphalt-70a', '70号 A级道路石油沥青', 'asphalt', 'penetration', '针入度（25℃，100g，5s）', '0.1mm', 60, 80, JTGF40],
  ['asphalt-70a', '70号 A级道路石油沥青', 'asphalt', 'softening', '软化点（环球法）', '℃', 46, null, JTGF40],
  ['asphalt-70a', '70号 A级道路石油沥青', 'asphalt', 'ductility15', '15℃ 延度', 'cm', 100, null, JTGF40],
  ['aggregate-coarse', '沥青面层用粗集料（玄武岩）', 'aggregate', 'crushing', '石料压碎值', '%', null, 26, JTGF40],
  ['aggregate-coarse', '沥青面层用粗集料（玄武岩）', 'aggregate', 'abrasion', '洛杉矶磨耗损失', '%', null, 28, JTGF40],
  ['aggregate-coarse', '沥青面层用粗集料（玄武岩）', 'aggregate', 'flaky', '针片状颗粒含量', '%', null, 15, JTGF40],
  ['aggregate-coarse', '沥青面层用粗集料（玄武岩）', 'aggregate', 'fines', '水洗法 <0.075mm 颗粒含量', '%', null, 1, JTGF40]
]

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('lab_limit')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    // '' for every project
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('material_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('material_name', 'varchar(100)', (c) => c.notNull())
    // steel | cement | concrete | asphalt | aggregate
    .addColumn('category', 'varchar(32)', (c) => c.notNull())
    .addColumn('item_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    // a result passes when min <= value <= max (null: no bound on that side)
    .addColumn('min_value', 'numeric(12, 3)')
    .addColumn('max_value', 'numeric(12, 3)')
    .addColumn('standard', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('lab_limit_material').on('lab_limit').columns(['material_code', 'project_id', 'item_code']).unique().execute()

  await db.schema.createTable('lab_material')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('material_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('material_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('specification', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('batch_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('quantity', 'numeric(14, 2)', (c) => c.notNull())
    .addColumn('unit', 'varchar(16)', (c) => c.notNull())
    .addColumn('supplier', 'varchar(100)', (c) => c.notNull())
    // yyyy-mm-dd, China time
    .addColumn('arrival_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('sample_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('sample_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('use_part', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // 0 sampled, waiting for results; 1 passed; 2 failed
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('tester_user_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('test_time', 'bigint')
    .execute()
  await db.schema.createIndex('lab_material_contract').on('lab_material').columns(['contract_id', 'arrival_date']).execute()
  await db.schema.createIndex('lab_material_project').on('lab_material').columns(['project_id', 'arrival_date']).execute()

  await db.schema.createTable('lab_result')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('material_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('value', 'numeric(12, 3)', (c) => c.notNull())
    // the limit as it was when the result was checked
    .addColumn('min_value', 'numeric(12, 3)')
    .addColumn('max_value', 'numeric(12, 3)')
    .addColumn('standard', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('lab_result_item').on('lab_result').columns(['material_id', 'item_code']).unique().execute()

  await db.schema.createTable('lab_result_change')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('material_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('item_code', 'varchar(64)', (c) => c.notNull())
    .addColumn('item_name', 'varchar(100)', (c) => c.notNull())
    // null: the item had no result before
    .addColumn('old_value', 'numeric(12, 3)')
    .addColumn('new_value', 'numeric(12, 3)', (c) => c.notNull())
    .addColumn('old_passed', 'integer')
    .addColumn('new_passed', 'integer', (c) => c.notNull())
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .addColumn('prev_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('hash', 'varchar(64)', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('lab_result_change_seq').on('lab_result_change').columns(['material_id', 'seq']).unique().execute()

  const rows = STANDARD_LIMITS.map(([material, materialName, category, item, itemName, unit, min, max, standard], i) => ({
    id: `lim-${material}-${item}`, project_id: '', material_code: material, material_name: materialName, category, item_code: item,
    item_name: itemName, unit, min_value: min, max_value: max, standard, sort_code: i
  }))
  await (db as Kysely<{ lab_limit: (typeof rows)[number] }>).insertInto('lab_limit').values(rows).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['lab_result_change', 'lab_result', 'lab_material', 'lab_limit']) await db.schema.dropTable(t).ifExists().execute()
}

// Progress and metering (issue 15): the WBS of each contract section (JTG F80/1: unit → sub-unit → division →
// item, with chainages, the bill's unit, design quantity and unit price on the items), its ancestry as a closure
// table so every roll-up is one join and one GROUP BY, the daily fillings per item, the daily reports of a section
// and the metering (计量) of bill quantities per period. Quantities and money have two decimals.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('progress_wbs_node')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('parent_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // unit | subunit | division | item
    .addColumn('level', 'varchar(16)', (c) => c.notNull())
    .addColumn('code', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    // chainages in metres from the origin (K12+300 is 12300); null for works without a stretch
    .addColumn('start_chainage', 'integer')
    .addColumn('end_chainage', 'integer')
    .addColumn('bill_code', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('unit', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('design_quantity', 'numeric(18, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('unit_price', 'numeric(16, 2)', (c) => c.notNull().defaultTo(0))
    // the planned window as day numbers (days since 1970-01-01), so plan curves are portable arithmetic
    .addColumn('plan_start_day', 'integer')
    .addColumn('plan_end_day', 'integer')
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('progress_wbs_node_contract').on('progress_wbs_node').columns(['contract_id', 'level']).execute()
  await db.schema.createIndex('progress_wbs_node_parent').on('progress_wbs_node').columns(['parent_id']).execute()

  // every node with each of its ancestors and itself (depth 0)
  await db.schema.createTable('progress_wbs_path')
    .addColumn('ancestor_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('progress_wbs_path_pk', ['ancestor_id', 'node_id'])
    .execute()
  await db.schema.createIndex('progress_wbs_path_node').on('progress_wbs_path').columns(['node_id', 'ancestor_id']).execute()

  await db.schema.createTable('progress_filling')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('fill_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('quantity', 'numeric(18, 2)', (c) => c.notNull())
    // the item's cumulative completion after this day, in percent
    .addColumn('percent', 'numeric(6, 2)', (c) => c.notNull())
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('note', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('progress_filling_day').on('progress_filling').columns(['node_id', 'fill_date']).unique().execute()
  await db.schema.createIndex('progress_filling_contract').on('progress_filling').columns(['contract_id', 'fill_date']).execute()

  await db.schema.createTable('progress_daily_report')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('report_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('weather', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('temperature', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('machines', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('notes', 'varchar(2000)', (c) => c.notNull().defaultTo(''))
    // 0 draft, 1 submitted for approval, 2 approved, 3 returned
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('approver_user_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('approve_time', 'bigint')
    .addColumn('approve_opinion', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('progress_daily_report_day').on('progress_daily_report').columns(['contract_id', 'report_date']).unique().execute()

  await db.schema.createTable('progress_meter')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('period', 'varchar(7)', (c) => c.notNull())
    // 0 draft, 1 in countersign, 2 approved, 3 returned (a returned metering no longer holds its quantities)
    .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'numeric(18, 2)', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('progress_meter_contract').on('progress_meter').columns(['contract_id', 'period']).execute()

  await db.schema.createTable('progress_meter_line')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('meter_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('node_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('quantity', 'numeric(18, 2)', (c) => c.notNull())
    .addColumn('amount', 'numeric(18, 2)', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('progress_meter_line_node').on('progress_meter_line').columns(['node_id']).execute()
  await db.schema.createIndex('progress_meter_line_meter').on('progress_meter_line').columns(['meter_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['progress_meter_line', 'progress_meter', 'progress_daily_report', 'progress_filling', 'progress_wbs_path', 'progress_wbs_node']) {
    await db.schema.dropTable(t).ifExists().execute()
  }
}

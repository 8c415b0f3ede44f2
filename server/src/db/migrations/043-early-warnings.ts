// Early warnings (预警管理, issue 14): a warning of a project (and optionally some of its sections) with its level,
// area, chainage range and validity; one receipt per person warned, acknowledged (已知悉) once.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('early_warning')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    // 暴雨, 台风 ... 其他 (types/api/warnings.ts WARNING_TYPES)
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    // 1 红 (Ⅰ), 2 橙 (Ⅱ), 3 黄 (Ⅲ), 4 蓝 (Ⅳ)
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('area', 'varchar(200)', (c) => c.notNull())
    // the chainage range as written ('K12+000～K15+500') and in metres; empty / null when none was given
    .addColumn('chainage', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('chainage_from', 'double precision')
    .addColumn('chainage_to', 'double precision')
    .addColumn('valid_from', 'bigint', (c) => c.notNull())
    .addColumn('valid_until', 'bigint', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    .addColumn('measures', 'varchar(2000)', (c) => c.notNull())
    .addColumn('issuer_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    .addColumn('lifted_at', 'bigint')
    .addColumn('lifted_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_remind_at', 'bigint')
    .execute()
  await db.schema.createIndex('early_warning_project').on('early_warning').columns(['project_id', 'issued_at']).execute()

  await db.schema.createTable('early_warning_section')
    .addColumn('warning_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addPrimaryKeyConstraint('early_warning_section_pk', ['warning_id', 'contract_id'])
    .execute()

  await db.schema.createTable('early_warning_receipt')
    .addColumn('warning_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('ack_at', 'bigint')
    .addColumn('ack_note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('early_warning_receipt_pk', ['warning_id', 'user_id'])
    .execute()
  await db.schema.createIndex('early_warning_receipt_user').on('early_warning_receipt').columns(['user_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['early_warning_receipt', 'early_warning_section', 'early_warning']) await db.schema.dropTable(t).ifExists().execute()
}

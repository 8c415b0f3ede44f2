// Attendance (issue 16): the management staff of each contract section (管理人员信息): who holds which post, the
// account linked to the person (his punches show whether he is on site today), his certificates with their expiry,
// and whether the contract names him as required on site (合同要求在岗), with his entry and exit dates.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('attendance_manager')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    // the person's account when he has one ('' otherwise)
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('real_name', 'varchar(50)', (c) => c.notNull())
    // 项目经理, 项目总工, 安全总监, 专职安全员 ...
    .addColumn('post', 'varchar(30)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    // 1: the contract requires him on site (合同要求在岗)
    .addColumn('on_site_required', 'integer', (c) => c.notNull().defaultTo(0))
    // [{name, number, expiryDate}] ('' expiry: none)
    .addColumn('certificates', 'text', (c) => c.notNull().defaultTo('[]'))
    // yyyy-mm-dd; the exit day is the last day on the section
    .addColumn('entry_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('exit_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('remark', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint')
    .execute()
  await db.schema.createIndex('attendance_manager_contract').on('attendance_manager').columns(['contract_id', 'post']).execute()
  await db.schema.createIndex('attendance_manager_user').on('attendance_manager').columns(['user_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attendance_manager').execute()
}

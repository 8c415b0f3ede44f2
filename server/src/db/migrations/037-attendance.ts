// Attendance (issue 16): the site fences of each contract section (a circle: centre and radius; or a polygon of
// GCJ-02 points), the section's shift rule (work time, late and early grace, rest days), the real-name registry of
// labour workers (an exited worker no longer clocks in) and the punches. A punch carries the client's key so a
// resent submission (the outbox retries) never clocks twice.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('attendance_fence')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // circle | polygon
    .addColumn('shape', 'varchar(16)', (c) => c.notNull())
    .addColumn('center_longitude', 'double precision')
    .addColumn('center_latitude', 'double precision')
    .addColumn('radius', 'integer')
    // [[longitude, latitude], ...] for a polygon, '' for a circle
    .addColumn('points', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('attendance_fence_contract').on('attendance_fence').columns(['contract_id']).execute()

  await db.schema.createTable('attendance_rule')
    .addColumn('contract_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    // HH:mm, China time
    .addColumn('work_start', 'varchar(5)', (c) => c.notNull())
    .addColumn('work_end', 'varchar(5)', (c) => c.notNull())
    // minutes after the start still on time, minutes before the end still not early
    .addColumn('late_grace', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('early_grace', 'integer', (c) => c.notNull().defaultTo(0))
    // weekdays without work, 0 = Sunday, comma separated ('' = none)
    .addColumn('rest_days', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('updated_time', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema.createTable('attendance_worker')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    // the worker's account when he has one ('' otherwise): that account clocks in as him
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('real_name', 'varchar(50)', (c) => c.notNull())
    .addColumn('id_card', 'varchar(18)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('trade', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addColumn('team', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    // yyyy-mm-dd; the exit day is the last day on site
    .addColumn('entry_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('exit_date', 'varchar(10)', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint')
    .execute()
  await db.schema.createIndex('attendance_worker_card').on('attendance_worker').columns(['contract_id', 'id_card']).unique().execute()
  await db.schema.createIndex('attendance_worker_user').on('attendance_worker').columns(['user_id']).execute()

  await db.schema.createTable('attendance_punch')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('worker_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // in | out
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('punch_time', 'bigint', (c) => c.notNull())
    // yyyy-mm-dd of punch_time, China time
    .addColumn('punch_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('accuracy', 'integer')
    // the fence it fell in, or the nearest one; metres outside it (0 inside)
    .addColumn('fence_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('distance', 'integer', (c) => c.notNull().defaultTo(0))
    // 1 a field-service punch outside the fence, with photos and a reason
    .addColumn('field', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('request_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('attendance_punch_key').on('attendance_punch').columns(['user_id', 'request_key']).unique().execute()
  await db.schema.createIndex('attendance_punch_day').on('attendance_punch').columns(['contract_id', 'punch_day']).execute()
  await db.schema.createIndex('attendance_punch_user').on('attendance_punch').columns(['user_id', 'punch_time']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['attendance_punch', 'attendance_worker', 'attendance_rule', 'attendance_fence']) {
    await db.schema.dropTable(t).ifExists().execute()
  }
}

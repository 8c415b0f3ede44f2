// Key inspections (重点巡查, issue 17): the places of a contract section that need a visit on a schedule (a high
// slope, a deep pit, a tunnel portal, the site's temporary power, the mixing plant), each with its position, the
// radius within which a visit counts and its frequency; and the visits, each taken at the place with one location
// fix, photos and the condition found. A visit carries the client's key so a resent one never counts twice.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('key_inspection_point')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    // 高边坡, 深基坑, 高墩, 隧道洞口, 临时用电, 拌合站, 其他
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    // K12+300, '' for a place off the line
    .addColumn('chainage', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('radius', 'integer', (c) => c.notNull().defaultTo(100))
    // daily | weekly
    .addColumn('frequency', 'varchar(16)', (c) => c.notNull())
    // role enCodes, comma separated ('' = any member of the section)
    .addColumn('responsible_roles', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('responsible_note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    // the last fix that set the position (manual positioning): who, when, how exact
    .addColumn('positioned_user_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('positioned_time', 'bigint')
    .addColumn('position_accuracy', 'integer')
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_user_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('last_modify_time', 'bigint')
    .execute()
  await db.schema.createIndex('key_inspection_point_contract').on('key_inspection_point').columns(['contract_id']).execute()

  await db.schema.createTable('key_inspection_visit')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('point_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('visit_time', 'bigint', (c) => c.notNull())
    // yyyy-mm-dd of visit_time, China time
    .addColumn('visit_day', 'varchar(10)', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('accuracy', 'integer')
    // metres from the point
    .addColumn('distance', 'integer', (c) => c.notNull())
    // normal | problem
    .addColumn('condition', 'varchar(16)', (c) => c.notNull())
    .addColumn('notes', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    // the hazard a problem visit was registered as
    .addColumn('hazard_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('hazard_no', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('request_key', 'varchar(128)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('key_inspection_visit_key').on('key_inspection_visit').columns(['user_id', 'request_key']).unique().execute()
  await db.schema.createIndex('key_inspection_visit_point').on('key_inspection_visit').columns(['point_id', 'visit_day']).execute()
  await db.schema.createIndex('key_inspection_visit_user').on('key_inspection_visit').columns(['user_id', 'visit_time']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['key_inspection_visit', 'key_inspection_point']) await db.schema.dropTable(t).ifExists().execute()
}

// 智慧工地 (issue 17): monitoring devices of a contract section, the readings they push with their own key, and the
// alarms a reading over its limit opens. Times are epoch ms. A device's key is kept as its SHA-256 (the key is 32
// random bytes, so a fast hash is enough); the key itself is shown once.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('smart_device')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    // towerCrane | dustNoise | highFormwork
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('location', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('key_hint', 'varchar(8)', (c) => c.notNull())
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // the newest reading's time: online when within 15 minutes
    .addColumn('last_reading_at', 'bigint')
    .execute()
  await db.schema.createIndex('smart_device_contract').on('smart_device').columns(['contract_id']).execute()

  await db.schema.createTable('smart_reading')
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('metric', 'varchar(20)', (c) => c.notNull())
    .addColumn('reading_time', 'bigint', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    // a device resending a batch changes nothing
    .addPrimaryKeyConstraint('smart_reading_pk', ['device_id', 'metric', 'reading_time'])
    .execute()

  await db.schema.createTable('smart_alarm')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('metric', 'varchar(20)', (c) => c.notNull())
    // warning | alarm: the worst reached while open
    .addColumn('level', 'varchar(10)', (c) => c.notNull())
    .addColumn('limit_value', 'double precision', (c) => c.notNull())
    .addColumn('first_value', 'double precision', (c) => c.notNull())
    .addColumn('peak_value', 'double precision', (c) => c.notNull())
    .addColumn('last_value', 'double precision', (c) => c.notNull())
    .addColumn('opened_at', 'bigint', (c) => c.notNull())
    .addColumn('closed_at', 'bigint')
    .execute()
  // one open alarm per device and metric
  await db.schema.createIndex('smart_alarm_open').on('smart_alarm').columns(['device_id', 'metric']).unique().where(sql.ref('closed_at'), 'is', null).execute()
  await db.schema.createIndex('smart_alarm_contract').on('smart_alarm').columns(['contract_id', 'opened_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('smart_alarm').execute()
  await db.schema.dropTable('smart_reading').execute()
  await db.schema.dropTable('smart_device').execute()
}

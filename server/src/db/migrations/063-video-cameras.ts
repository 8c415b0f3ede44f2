// Cloud video (issue 17): the cameras of each contract section, with the video platform's GB/T 28181 device and
// channel ids they are played by. A disabled camera stays on record (its place, its ids) but is no longer shown.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('video_camera')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('location', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('chainage', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('device_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('channel_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint')
    .execute()
  await db.schema.createIndex('video_camera_contract').on('video_camera').columns(['contract_id']).execute()
  await db.schema.createIndex('video_camera_channel').on('video_camera').columns(['contract_id', 'device_id', 'channel_id']).unique().execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_camera').execute()
}

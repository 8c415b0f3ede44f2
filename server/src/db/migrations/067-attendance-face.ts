// Face verification of attendance (issue 16): each registered worker's enrolment photo and, for the embedded model,
// its face descriptor (128 numbers as JSON; '' when enrolled through a provider, which compares photos); whether a
// section's shift rule requires a face photo at clock-in; and the photo a punch was verified with, and its score.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('attendance_face')
    .addColumn('worker_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull())
    // {fileId, url, name} of the enrolment photo, the URL bare
    .addColumn('photo', 'text', (c) => c.notNull())
    .addColumn('descriptor', 'text', (c) => c.notNull().defaultTo(''))
    // local | baidu: what checked the photo when it was enrolled
    .addColumn('provider', 'varchar(16)', (c) => c.notNull())
    .addColumn('creator_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.alterTable('attendance_rule').addColumn('require_face', 'integer', (c) => c.notNull().defaultTo(0)).execute()
  await db.schema.alterTable('attendance_punch').addColumn('face_photo', 'text', (c) => c.notNull().defaultTo('')).execute()
  await db.schema.alterTable('attendance_punch').addColumn('face_score', 'double precision').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attendance_punch').dropColumn('face_score').execute()
  await db.schema.alterTable('attendance_punch').dropColumn('face_photo').execute()
  await db.schema.alterTable('attendance_rule').dropColumn('require_face').execute()
  await db.schema.dropTable('attendance_face').execute()
}

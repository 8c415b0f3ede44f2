// Training attendance (培训签到, issue 14): a training session (培训班) of a project, for one course, at a place and
// time with a trainer and its training hours (学时), the people invited to it, and each one's sign-in on the phone
// (the time and a hand signature). The organiser closes the session; a signed-in attendee's hours count in his record.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('train_session')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    // '' for the whole project, else the contract section it is held for
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('course_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('place', 'varchar(200)', (c) => c.notNull())
    .addColumn('trainer', 'varchar(50)', (c) => c.notNull())
    // training hours in tenths (15 = 1.5 学时): an integer adds up exactly on both databases
    .addColumn('hours_tenths', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('content', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('organiser_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // null while open for sign-in
    .addColumn('closed_at', 'bigint')
    .addColumn('closed_by', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('train_session_project').on('train_session').columns(['project_id', 'starts_at']).execute()
  await db.schema.createIndex('train_session_course').on('train_session').columns(['course_id', 'starts_at']).execute()

  await db.schema.createTable('train_session_person')
    .addColumn('session_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    // null until signed in
    .addColumn('signed_at', 'bigint')
    // the hand signature as the signature pad gives it (a PNG data URL, as JNPF keeps its signImg)
    .addColumn('signature', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('train_session_person_pk', ['session_id', 'user_id'])
    .execute()
  await db.schema.createIndex('train_session_person_user').on('train_session_person').columns(['user_id', 'signed_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['train_session_person', 'train_session']) await db.schema.dropTable(t).ifExists().execute()
}

// Supervision meetings (监理例会 / 工地会议, issue 19): the meeting (scope, type, date and time, place, host, agenda,
// minutes and photos), its attendees with the time each signed in on the phone, and its resolutions (决议事项), each
// becoming a task of the task centre when the minutes are published. Dates are yyyy-mm-dd in China time, the start
// time HH:mm; times are epoch ms.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('supervision_meeting')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    // JSON list of the construction sections the meeting covers; [] = the whole project
    .addColumn('contract_ids', 'text', (c) => c.notNull().defaultTo('[]'))
    // HY-2026-007: one number per project
    .addColumn('meeting_no', 'varchar(40)', (c) => c.notNull())
    // first | regular | special
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject', 'varchar(100)', (c) => c.notNull())
    .addColumn('meeting_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', 'varchar(5)', (c) => c.notNull())
    .addColumn('place', 'varchar(100)', (c) => c.notNull())
    .addColumn('host_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('organiser_user_id', 'varchar(64)', (c) => c.notNull())
    // JSON list of agenda items
    .addColumn('agenda', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('minutes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    // draft | held | published | cancelled
    .addColumn('state', 'varchar(16)', (c) => c.notNull())
    .addColumn('cancel_reason', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint', (c) => c.notNull())
    .addColumn('held_time', 'bigint')
    .addColumn('published_time', 'bigint')
    .execute()
  await db.schema.createIndex('supervision_meeting_no').on('supervision_meeting').columns(['project_id', 'meeting_no']).unique().execute()
  await db.schema.createIndex('supervision_meeting_project').on('supervision_meeting').columns(['project_id', 'meeting_date']).execute()

  await db.schema.createTable('supervision_meeting_attendee')
    .addColumn('meeting_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    // when the attendee signed in on the phone; null = not yet
    .addColumn('signed_at', 'bigint')
    .addPrimaryKeyConstraint('supervision_meeting_attendee_pk', ['meeting_id', 'user_id'])
    .execute()
  await db.schema.createIndex('supervision_meeting_attendee_user').on('supervision_meeting_attendee').columns(['user_id']).execute()

  await db.schema.createTable('supervision_meeting_resolution')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('meeting_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('content', 'varchar(1000)', (c) => c.notNull())
    // user | section
    .addColumn('owner_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('owner_user_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('contract_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
    // the task it became when the minutes were published
    .addColumn('task_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('supervision_meeting_resolution_meeting').on('supervision_meeting_resolution').columns(['meeting_id', 'sort_code']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('supervision_meeting_resolution').execute()
  await db.schema.dropTable('supervision_meeting_attendee').execute()
  await db.schema.dropTable('supervision_meeting').execute()
}

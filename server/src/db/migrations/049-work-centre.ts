// The personal side of the task centre (issue 19): work messages (工作通知) to people, roles or sections of a project
// with one read receipt per recipient; personal schedule entries (日程安排) with their reminder; the daily work log
// (工作日志), one per person per day, shared with the author's manager, who comments on it.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('work_message')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('content', 'varchar(2000)', (c) => c.notNull())
    // 1 一般, 2 重要, 3 紧急 (types/api/work-messages.ts)
    .addColumn('importance', 'integer', (c) => c.notNull().defaultTo(1))
    // JSON [{ name, url }]
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    // who it was addressed to, as chosen (names of people, roles and sections), for the reader
    .addColumn('target_text', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('sender_user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('last_remind_at', 'bigint')
    .execute()
  await db.schema.createIndex('work_message_sender').on('work_message').columns(['sender_user_id', 'sent_at']).execute()

  await db.schema.createTable('work_message_receipt')
    .addColumn('message_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addColumn('read_at', 'bigint')
    .addPrimaryKeyConstraint('work_message_receipt_pk', ['message_id', 'user_id'])
    .execute()
  await db.schema.createIndex('work_message_receipt_user').on('work_message_receipt').columns(['user_id', 'received_at']).execute()

  await db.schema.createTable('schedule_entry')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('start_at', 'bigint', (c) => c.notNull())
    .addColumn('end_at', 'bigint', (c) => c.notNull())
    .addColumn('all_day', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('place', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    // minutes before the start; null: no reminder
    .addColumn('remind_minutes', 'integer')
    .addColumn('remind_at', 'bigint')
    .addColumn('reminded_at', 'bigint')
    .addColumn('notes', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('schedule_entry_user').on('schedule_entry').columns(['user_id', 'start_at']).execute()
  await db.schema.createIndex('schedule_entry_remind').on('schedule_entry').columns(['remind_at']).execute()

  await db.schema.createTable('work_log')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    // the China day it is about, yyyy-MM-dd
    .addColumn('log_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('weather', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('done', 'varchar(2000)', (c) => c.notNull())
    .addColumn('problems', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('plan', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    // shared with the author's manager (base_user.manager_id when shared)
    .addColumn('shared', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('manager_user_id', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('work_log_user_day', ['user_id', 'log_date'])
    .execute()
  await db.schema.createIndex('work_log_manager').on('work_log').columns(['manager_user_id', 'log_date']).execute()

  await db.schema.createTable('work_log_comment')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('log_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('content', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('work_log_comment_log').on('work_log_comment').columns(['log_id', 'created_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['work_log_comment', 'work_log', 'schedule_entry', 'work_message_receipt', 'work_message']) await db.schema.dropTable(t).ifExists().execute()
}

// Safety training and online exam (issue 14): courses per project, their question banks and the exams people take.
// An attempt keeps the questions it drew (in their order) and the answers saved as they are given, so it survives an
// app restart; its deadline is fixed by the server when it starts.
import { sql, type Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('train_course')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // a score out of 100 at or above which the exam is passed
    .addColumn('pass_mark', 'integer', (c) => c.notNull())
    .addColumn('time_limit_minutes', 'integer', (c) => c.notNull())
    // questions drawn from the bank for one exam (all of them when the bank is smaller)
    .addColumn('question_count', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('train_course_project').on('train_course').columns(['project_id', 'sort_code']).execute()

  await db.schema.createTable('train_question')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('course_id', 'varchar(64)', (c) => c.notNull())
    // single | multiple | judge
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('stem', 'varchar(500)', (c) => c.notNull())
    // JSON array of option texts, keyed A, B, C ... in order
    .addColumn('options', 'text', (c) => c.notNull())
    // the correct option keys, sorted and joined: 'B', 'ACD'
    .addColumn('answer', 'varchar(16)', (c) => c.notNull())
    .addColumn('analysis', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('train_question_course').on('train_question').columns(['course_id', 'sort_code']).execute()

  await db.schema.createTable('train_attempt')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('course_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(64)', (c) => c.notNull())
    // JSON array of question ids in the order drawn
    .addColumn('question_ids', 'text', (c) => c.notNull())
    // JSON object: question id -> saved answer keys ('AC')
    .addColumn('answers', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .addColumn('deadline', 'bigint', (c) => c.notNull())
    // null while open
    .addColumn('submitted_at', 'bigint')
    .addColumn('score', 'integer')
    .addColumn('passed', 'integer')
    .addColumn('correct_count', 'integer')
    .addColumn('total_count', 'integer', (c) => c.notNull())
    // 1 when submitted after the deadline and its grace (scored with what was saved in time)
    .addColumn('late', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('train_attempt_user').on('train_attempt').columns(['user_id', 'course_id']).execute()
  // one open exam per person and course: a double tap on 开始考试 cannot start two
  await db.schema.createIndex('train_attempt_open').on('train_attempt').columns(['user_id', 'course_id']).unique()
    .where(sql.ref('submitted_at'), 'is', null).execute()
  await db.schema.createIndex('train_attempt_project').on('train_attempt').columns(['project_id', 'submitted_at']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['train_attempt', 'train_question', 'train_course']) await db.schema.dropTable(t).ifExists().execute()
}

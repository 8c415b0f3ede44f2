// Course administration (issue 14): a question of a course's bank can be disabled instead of deleted, so an exam
// already answered keeps its questions while new exams no longer draw it.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('train_question').addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1)).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('train_question').dropColumn('enabled').execute()
}

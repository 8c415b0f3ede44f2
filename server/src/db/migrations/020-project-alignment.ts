// Site photos (issue 10) stamp the chainage where they were taken: a project, and a contract section with a chainage
// of its own (a connecting road), may carry a chainage line, a JSON list of control points
// [{chainage, longitude, latitude}] in GCJ-02. Text rather than a table: it is read and written whole, with the project.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('project').addColumn('alignment', 'text').execute()
  await db.schema.alterTable('contract').addColumn('alignment', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('contract').dropColumn('alignment').execute()
  await db.schema.alterTable('project').dropColumn('alignment').execute()
}

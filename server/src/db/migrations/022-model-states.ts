// Record states a group administrator declares on a model it designs (issue 10): the declaration is kept with the
// model as JSON (the shape of a catalogue module's recordStates), '' = none. Catalogue models keep theirs in code.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('base_visual_dev').addColumn('record_states', 'text', (c) => c.notNull().defaultTo('')).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('base_visual_dev').dropColumn('record_states').execute()
}

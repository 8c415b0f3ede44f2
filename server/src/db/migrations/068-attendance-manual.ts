// Manual attendance entries (补录考勤, issue 16): a section's attendance keeper enters the punch of a worker who
// could not clock (phone lost, no signal, the face check failed). It is an ordinary punch row, so records and
// statistics count it, marked with who entered it and the cause picked from a short list; the free text goes in
// the punch's reason and the evidence photo in its photos. '' on both for a punch the person made himself.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attendance_punch').addColumn('entered_by', 'varchar(64)', (c) => c.notNull().defaultTo('')).execute()
  // phoneFault | noSignal | faceFailed | other
  await db.schema.alterTable('attendance_punch').addColumn('entry_cause', 'varchar(16)', (c) => c.notNull().defaultTo('')).execute()
  // the keeper's list of recent entries of a section
  await db.schema.createIndex('attendance_punch_entered').on('attendance_punch').columns(['contract_id', 'entered_by', 'creator_time']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('attendance_punch_entered').execute()
  await db.schema.alterTable('attendance_punch').dropColumn('entry_cause').execute()
  await db.schema.alterTable('attendance_punch').dropColumn('entered_by').execute()
}

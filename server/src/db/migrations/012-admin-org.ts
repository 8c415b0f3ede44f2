// Organisation administration from the JNPF 3.6 web console: its company form edits a block of descriptive
// fields (short name, nature, industry, founding date, phone, address, legal person, bank, business scope) that
// JNPF keeps as JSON in base_organize.f_property_json. Without the column the console's edits would be lost.
import type { Kysely } from 'kysely'

type Db = Kysely<unknown>

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('base_organize').addColumn('property_json', 'text', (c) => c.notNull().defaultTo('{}')).execute()
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('base_organize').dropColumn('property_json').execute()
}

// User administration from the JNPF 3.6 web console: its user form (and the import/export sheet) carries a
// personal-data block (nation, native place, entry date, certificate, education, office phones, emergency contact,
// postal address, rank) that base_user had no columns for, and the work hand-over marks a leaver as handed over.
// Dictionary-backed fields (nation, certificatesType, education, ranks) hold the dictionary item id, as JNPF does.
import type { Kysely } from 'kysely'

type Db = Kysely<unknown>

const TEXT: [string, `varchar(${number})`][] = [
  ['nation', 'varchar(100)'], ['native_place', 'varchar(100)'], ['certificates_type', 'varchar(100)'],
  ['certificates_number', 'varchar(100)'], ['education', 'varchar(100)'], ['tele_phone', 'varchar(50)'],
  ['landline', 'varchar(50)'], ['urgent_contacts', 'varchar(100)'], ['urgent_tele_phone', 'varchar(50)'],
  ['postal_address', 'varchar(500)'], ['ranks', 'varchar(100)']
]

export async function up(db: Db): Promise<void> {
  for (const [name, type] of TEXT) {
    await db.schema.alterTable('base_user').addColumn(name, type, (c) => c.notNull().defaultTo('')).execute()
  }
  await db.schema.alterTable('base_user').addColumn('entry_date', 'bigint').execute()
  // 1 once the console's 工作交接 has moved a leaver's open work to somebody else
  await db.schema.alterTable('base_user').addColumn('handover_mark', 'integer', (c) => c.notNull().defaultTo(0)).execute()
}

export async function down(db: Db): Promise<void> {
  for (const name of [...TEXT.map(([n]) => n), 'entry_date', 'handover_mark']) {
    await db.schema.alterTable('base_user').dropColumn(name).execute()
  }
}

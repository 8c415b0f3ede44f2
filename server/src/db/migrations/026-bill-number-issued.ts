// Bill numbers handed out before a record exists (issue 13): GET /api/system/BillRule/BillNumber/{enCode} lets a
// low-code form show its number before saving. Each number issued that way is written here with the user it was
// issued to; a create may carry it only if it is in this table for that rule and user and not used yet, and the
// create marks it used. Anything else gets a fresh number on create, so no client can choose or reuse a number.
// Numbers issued and never used are gaps, as in JNPF.
import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('base_bill_number_issued')
    .addColumn('rule_en_code', 'varchar(128)', (c) => c.notNull())
    .addColumn('number', 'varchar(200)', (c) => c.notNull())
    .addColumn('issued_to', 'varchar(64)', (c) => c.notNull())
    .addColumn('issued_at', 'bigint', (c) => c.notNull())
    // epoch ms when a create took the number; null while it is still free for its user
    .addColumn('used_at', 'bigint')
    .addPrimaryKeyConstraint('base_bill_number_issued_pk', ['rule_en_code', 'number'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('base_bill_number_issued').ifExists().execute()
}

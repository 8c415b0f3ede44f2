// Workflow extras around the engine of migration 009 (jnpf-api.md §6.4, §12): delegations (flow_delegate), task
// comments (flow_comment), saved hand signatures (base_sign_img) and the approve dialog's phrases
// (base_common_words, JNPF 3.6 CommonWordsEntity). The system phrases are inserted here, not by the demo seed,
// because a production database (SEED_DEMO=0) needs them as much as the demo does.
import type { Kysely } from 'kysely'

const id = 'varchar(128)'

/** JNPF ships a few system phrases (commonWordsType 0); every user sees them next to their own */
export const SYSTEM_PHRASES = ['同意', '情况属实，同意办理', '资料齐全，同意', '请补充相关资料后重新提交', '不同意', '已阅']

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('flow_delegate')
    .addColumn('id', id, (c) => c.primaryKey())
    // the delegator: whose launches / approvals are handed over
    .addColumn('user_id', id, (c) => c.notNull())
    .addColumn('user_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // the delegate who acts on the delegator's behalf
    .addColumn('to_user_id', id, (c) => c.notNull())
    .addColumn('to_user_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // "0" launch delegation, "1" approval delegation (FlowDelegateCrForm.type)
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    // comma-separated flow_template ids; empty = every flow (FlowDelegateServiceImpl.getUser)
    .addColumn('flow_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('flow_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('flow_category', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('start_time', 'bigint', (c) => c.notNull())
    .addColumn('end_time', 'bigint', (c) => c.notNull())
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    // 1 in force, 0 stopped early (PUT /Stop also moves end_time to the stop time, as JNPF does)
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_user_id', id, (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_user_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('last_modify_time', 'bigint')
    .execute()
  await db.schema.createIndex('flow_delegate_to').on('flow_delegate').columns(['to_user_id', 'type', 'end_time']).execute()
  await db.schema.createIndex('flow_delegate_from').on('flow_delegate').columns(['user_id', 'type', 'end_time']).execute()

  await db.schema.createTable('flow_comment')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('task_id', id, (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    // JSON strings of upload descriptors, kept as the client sent them (jnpf-forms-and-flows.md §5.2)
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('creator_user_id', id, (c) => c.notNull())
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .addColumn('last_modify_time', 'bigint')
    .execute()
  await db.schema.createIndex('flow_comment_task').on('flow_comment').columns(['task_id', 'creator_time']).execute()

  await db.schema.createTable('base_sign_img')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', id, (c) => c.notNull())
    // a data URL (image/png;base64), as the signature pad produces it
    .addColumn('sign_img', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('base_sign_img_user').on('base_sign_img').columns(['user_id', 'is_default']).execute()

  await db.schema.createTable('base_common_words')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('system_ids', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('common_words_text', 'varchar(500)', (c) => c.notNull())
    // 0 system (everyone sees it, administrators maintain it), 1 personal (its creator only)
    .addColumn('common_words_type', 'integer', (c) => c.notNull())
    .addColumn('sort_code', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled_mark', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('creator_user_id', id, (c) => c.notNull().defaultTo(''))
    .addColumn('creator_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('base_common_words_user').on('base_common_words').columns(['creator_user_id', 'common_words_type']).execute()

  const now = Date.now()
  await (db as Kysely<{ base_common_words: Record<string, unknown> }>).insertInto('base_common_words').values(
    SYSTEM_PHRASES.map((text, i) => ({
      id: `cw-sys-${i + 1}`, system_ids: '', common_words_text: text, common_words_type: 0, sort_code: i,
      enabled_mark: 1, creator_user_id: '', creator_time: now
    }))
  ).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['base_common_words', 'base_sign_img', 'flow_comment', 'flow_delegate']) await db.schema.dropTable(t).ifExists().execute()
}

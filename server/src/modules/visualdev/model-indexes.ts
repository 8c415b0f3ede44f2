// A model's own indexes on visualdev_record (issue 11): one per field its lists search by value (searchList items
// that compare equal or by range), sort by (the default sort), or key on (unique fields, relations to another
// model), on the very expression the list's SQL reads (sql-json.ts fieldExpr), partial to the model's records. They
// follow the model's JSON: made when the catalogue installs or upgrades a model and when the designer saves, copies
// or deletes one, dropped when no list needs them any more. Their names carry a hash of the model id and of the
// definition, so what a database holds is compared with what the model wants without any bookkeeping table.
import crypto from 'node:crypto'
import { sql } from 'kysely'
import type { Db } from '../../db/database'
import type { VisualDevTable } from '../../db/schema'
import { COLUMN_KEYS, isSortable, queryShape } from './field-kinds'
import { parseFormFields, type FormField } from './form-fields'
import { listConfigOf } from './list-config'
import { fieldExpr, SAFE_NAME, type Dialect } from './sql-json'

type ModelJson = Pick<VisualDevTable, 'id' | 'formData' | 'columnData' | 'appColumnData'>

const PREFIX = 'vdx_'
const hash = (s: string, n: number) => crypto.createHash('sha1').update(s).digest('hex').slice(0, n)
const modelPrefix = (modelId: string) => `${PREFIX}${hash(modelId, 10)}_`
const quoted = (s: string) => `'${s.replace(/'/g, "''")}'`

/** a main field whose value one btree index can order and compare (scalars; not the record's own columns) */
const indexable = (f: FormField | undefined): f is FormField => Boolean(f && SAFE_NAME.test(f.vModel) && !COLUMN_KEYS[f.jnpfKey] && isSortable(f))

function parts(model: ModelJson): { filtered: FormField[]; sorted: FormField[] } {
  let fields: FormField[]
  try { fields = parseFormFields(model.formData) } catch { return { filtered: [], sorted: [] } }
  const byName = new Map(fields.map((f) => [f.vModel, f]))
  const filtered = new Set<FormField>()
  const sorted = new Set<FormField>()
  for (const origin of ['app', 'pc'] as const) {
    let list
    try { list = listConfigOf(model, origin) } catch { continue }
    for (const item of list.searchList) {
      const f = byName.get(item.id)
      if (item.searchType !== 2 && indexable(f)) filtered.add(f)
    }
    for (const name of list.defaultSidx.split(',').map((s) => s.trim().replace(/^-/, '')).filter(Boolean)) {
      const f = byName.get(name)
      if (indexable(f)) sorted.add(f)
    }
  }
  // keys: unique values are looked up on every save, a relation's id whenever a record is found by the one it names
  for (const f of fields) if ((f.unique || f.jnpfKey === 'relationForm') && indexable(f)) filtered.add(f)
  return { filtered: [...filtered], sorted: [...sorted] }
}

/** CREATE INDEX statements by index name: what the model's lists want on this database */
export function wantedIndexes(dialect: Dialect, model: ModelJson): Map<string, string> {
  const out = new Map<string, string>()
  const { filtered, sorted } = parts(model)
  const expr = (f: FormField) => {
    const e = fieldExpr(dialect, f.vModel, queryShape(f) === 'number' ? 'number' : 'text')
    // PostgreSQL puts NULLs last by default; the list puts them first ascending and last descending (order-term.ts)
    return dialect === 'postgres' ? `${e} nulls first` : e
  }
  const add = (columns: string) => {
    const body = `on visualdev_record (${columns}) where model_id = ${quoted(model.id)}`
    const name = `${modelPrefix(model.id)}${hash(body, 12)}`
    out.set(name, `create index if not exists ${name} ${body}`)
  }
  // a value searched for in one project: its rows newest first, with what the scope and the count read
  for (const f of filtered) add(`project_id, ${expr(f)}, creator_time, id, contract_id`)
  // a project's rows in the field's order, the id breaking ties as the list does
  for (const f of sorted) add(`project_id, ${expr(f)}, id, contract_id`)
  return out
}

/** the model indexes this database holds (all models' when modelId is not given) */
async function existing(db: Db, dialect: Dialect, modelId?: string): Promise<string[]> {
  const like = `${PREFIX}%`
  const rows = dialect === 'postgres'
    ? (await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema() and tablename = 'visualdev_record' and indexname like ${like}`.execute(db)).rows
    : (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'visualdev_record' and name like ${like}`.execute(db)).rows
  const prefix = modelId === undefined ? PREFIX : modelPrefix(modelId)
  return rows.map((r) => r.name).filter((n) => n.startsWith(prefix))
}

export interface IndexChanges { created: string[]; dropped: string[] }

async function apply(db: Db, have: string[], wanted: Map<string, string>): Promise<IndexChanges> {
  const changes: IndexChanges = { created: [], dropped: [] }
  for (const name of have) {
    if (wanted.has(name)) continue
    await sql`drop index if exists ${sql.raw(name)}`.execute(db)
    changes.dropped.push(name)
  }
  for (const [name, ddl] of wanted) {
    if (have.includes(name)) continue
    await sql.raw(ddl).execute(db)
    changes.created.push(name)
  }
  // the planner weighs a new index by the statistics of its expression
  if (changes.created.length) await sql`analyze visualdev_record`.execute(db)
  return changes
}

const modelJson = (db: Db) => db.selectFrom('baseVisualDev').select(['id', 'formData', 'columnData', 'appColumnData'])

/** makes the database hold exactly the indexes the model wants (none once it is gone) */
export async function syncModelIndexes(db: Db, dialect: Dialect, modelId: string): Promise<IndexChanges> {
  const model = await modelJson(db).where('id', '=', modelId).executeTakeFirst()
  return apply(db, await existing(db, dialect, modelId), model ? wantedIndexes(dialect, model) : new Map())
}

/** every model's indexes, and none of models that are gone; run on every start (nothing to do when nothing changed) */
export async function syncAllModelIndexes(db: Db, dialect: Dialect): Promise<IndexChanges> {
  const wanted = new Map<string, string>()
  for (const model of await modelJson(db).execute()) for (const [name, ddl] of wantedIndexes(dialect, model)) wanted.set(name, ddl)
  return apply(db, await existing(db, dialect), wanted)
}

// SQL for low-code models (base_visual_dev) and their records (visualdev_record). Conditions on a record's JSON
// come in as predicates built by sql-json.ts / predicates.ts (bound parameters only).
import { PostgresAdapter, sql, type Expression, type QueryCreator, type RawBuilder, type SelectQueryBuilder } from 'kysely'
import type { Db } from '../../db/database'
import type { Database, VisualDevRecordTable, VisualDevTable } from '../../db/schema'
import { filterKey, keepCount, keptCount, modelChange } from './count-cache'
import { followable, followWrites } from './count-follow'
import { countKeywordsOnly, FEW, pageFilterFor } from './keyword-grams'
import { orderTerm, type SortKey } from './order-term'
import { ANCHORS, fromAnchor, nearestAnchor, rememberAnchors } from './page-anchors'

/** which records a user may see; undefined lists = every project / every contract (administrators) */
export interface RecordScope {
  projectIds?: string[]
  /** a record filed under a contract section is visible to members of that section only */
  contractIds?: string[]
}

export interface RecordFilter {
  modelId: string
  scope: RecordScope
  /** keyword searches included (query-rights.ts keywordSearch), so hidden fields are never searched */
  where?: RawBuilder<boolean>[]
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter

const nonEmpty = (ids: string[]) => (ids.length ? ids : [''])
/** the sections a scope sees and '' (no section) */
const withProjectWide = (ids: string[]) => ['', ...ids.filter((id) => id !== '')]

/** a record's columns, named: a page reads the rows its ids chose, nothing else */
const RECORD_COLUMNS = [
  'id', 'modelId', 'projectId', 'contractId', 'data', 'searchText', 'creatorUserId', 'creatorTime', 'lastModifyUserId', 'lastModifyTime',
  'flowState', 'version', 'recordState', 'stateEnteredAt', 'stateDueAt'
] as const satisfies readonly (keyof VisualDevRecordTable)[]

function scoped(db: QueryCreator<Database>, modelId: string, scope: RecordScope) {
  let q = db.selectFrom('visualdevRecord').where('modelId', '=', modelId)
  if (scope.projectIds) q = q.where('projectId', 'in', nonEmpty(scope.projectIds))
  // one list ('' first: a record filed under no section is the whole project's), so one index range scan reads it
  if (scope.contractIds) q = q.where('contractId', 'in', withProjectWide(scope.contractIds))
  return q
}

/** the records a scope sees, added up from the tallies migration 024's triggers keep (one per project and section) */
async function tallied(db: Db, modelId: string, scope: RecordScope): Promise<number> {
  let q = db.selectFrom('visualdevRecordTally').select((eb) => eb.fn.sum<number>('n').as('n')).where('modelId', '=', modelId)
  if (scope.projectIds) q = q.where('projectId', 'in', nonEmpty(scope.projectIds))
  if (scope.contractIds) q = q.where('contractId', 'in', withProjectWide(scope.contractIds))
  return Number((await q.executeTakeFirst())?.n ?? 0)
}

export function filtered(db: QueryCreator<Database>, f: RecordFilter) {
  let q = scoped(db, f.modelId, f.scope)
  for (const p of f.where ?? []) q = q.where(p)
  return q
}


export type RecordPatch = Pick<VisualDevRecordTable, 'data' | 'searchText' | 'lastModifyUserId' | 'lastModifyTime'>

export const visualDevRepository = {
  findModel(db: Db, id: string): Promise<VisualDevTable | undefined> {
    return db.selectFrom('baseVisualDev').selectAll().where('id', '=', id).executeTakeFirst()
  },
  async insertModel(db: Db, row: VisualDevTable): Promise<void> {
    await db.insertInto('baseVisualDev').values(row).execute()
  },
  findRecord(db: Db, modelId: string, id: string): Promise<VisualDevRecordTable | undefined> {
    return db.selectFrom('visualdevRecord').select(RECORD_COLUMNS).where('modelId', '=', modelId).where('id', '=', id).executeTakeFirst()
  },
  /** a record by id alone (the workflow knows a bound record by its task id; a stored file's owner reference names one) */
  findRecordById(db: Db, id: string): Promise<VisualDevRecordTable | undefined> {
    return db.selectFrom('visualdevRecord').select(RECORD_COLUMNS).where('id', '=', id).executeTakeFirst()
  },
  /** records of a model among `ids` that the scope lets the caller see (relation display, relation checks) */
  findVisibleByIds(db: Db, modelId: string, ids: string[], scope: RecordScope): Promise<VisualDevRecordTable[]> {
    if (ids.length === 0) return Promise.resolve([])
    return scoped(db, modelId, scope).select(RECORD_COLUMNS).where('id', 'in', ids).execute()
  },
  async insertRecord(db: Db, row: VisualDevRecordTable): Promise<void> {
    await db.insertInto('visualdevRecord').values(row).execute()
  },
  /** every write raises the version, so a form opened before it is stale (concurrencyLock, record-version.ts) */
  async updateRecord(db: Db, id: string, set: RecordPatch): Promise<void> {
    await db.updateTable('visualdevRecord').set((eb) => ({ ...set, version: eb('version', '+', 1) })).where('id', '=', id).execute()
  },
  /**
   * The record endpoints' update, one statement so the checks and the write cannot be split by another writer:
   * applied only while the flow state is none of `locked` and, when `version` is given, while the record is still
   * at that version. Answers the new version, or undefined when nothing was written.
   */
  async updateRecordUnlessFlow(db: Db, id: string, set: RecordPatch, locked: number[], version?: number): Promise<number | undefined> {
    let q = db.updateTable('visualdevRecord').set((eb) => ({ ...set, version: eb('version', '+', 1) })).where('id', '=', id)
      .where((eb) => eb.or([eb('flowState', 'is', null), eb('flowState', 'not in', locked)]))
    if (version !== undefined) q = q.where('version', '=', version)
    const row = await q.returning('version').executeTakeFirst()
    return row ? Number(row.version) : undefined
  },
  /** deletes the record unless it has a flow task (a flow state); false when it has one or is gone */
  async deleteRecordWithoutFlow(db: Db, id: string): Promise<boolean> {
    const r = await db.deleteFrom('visualdevRecord').where('id', '=', id).where('flowState', 'is', null).executeTakeFirst()
    return Number(r.numDeletedRows) > 0
  },
  /**
   * The workflow sets this when it launches, advances or ends the flow task of a record of a flow-enabled model
   * (the task id is the record id, jnpf-forms-and-flows.md §3.7): 0 draft, 1 in progress, 2 approved,
   * 3 returned, 4 withdrawn, 5 terminated, 7 withdrawn to resubmit (jnpf-api.md §6.5). Lists show it as flowState;
   * record PUT and DELETE go through flow-lock.ts.
   */
  async setFlowState(db: Db, recordId: string, state: number | null): Promise<void> {
    await db.updateTable('visualdevRecord').set({ flowState: state }).where('id', '=', recordId).execute()
  },
  /** another record of the model in the project whose `value` expression equals `value` (unique controls) */
  async valueTaken(db: Db, modelId: string, projectId: string, exceptId: string, value: RawBuilder<unknown>, expected: string): Promise<boolean> {
    const row = await db.selectFrom('visualdevRecord').select('id').where('modelId', '=', modelId).where('projectId', '=', projectId)
      .where('id', '<>', exceptId).where(sql<boolean>`${value} = ${expected}`).limit(1).executeTakeFirst()
    return row !== undefined
  },
  /**
   * A page and the number of all the filter's records. The total comes first: unfiltered from the tallies, filtered
   * by one count (a keyword search's on SQLite from its index alone); it then tells how to read the page. Many
   * matches: walk the order index and stop at the page. Few: read them through the filter's own indexes and sort
   * them, since walking the scope's order to find a handful reads the whole scope.
   */
  async page(db: Db, f: RecordFilter, sort: SortKey[], offset: number, limit: number): Promise<{ rows: VisualDevRecordTable[]; total: number }> {
    const filteredBy = f.where ?? []
    const total = filteredBy.length ? await this.count(db, f) : await tallied(db, f.modelId, f.scope)
    if (offset >= total) return { rows: [], total }
    if (!filteredBy.length) return { rows: await this.anchoredRows(db, f, f, sort, offset, limit), total }
    if (total >= FEW.matches || !isPostgres(db)) return { rows: await this.anchoredRows(db, f, { ...f, where: pageFilterFor(filteredBy, total) }, sort, offset, limit), total }
    // materialised, so the planner picks its plan for all the matches, not one that could stop early under LIMIT
    const tie = sort[0]?.desc ? 'desc' : 'asc'
    const matched = filtered(db, f).select(['id', ...sort.map((k, i) => k.by.as(`k${i}`))])
    const keys = sort.map((k, i) => orderTerm({ ...k, by: sql.ref(`k${i}`) }))
    const { rows: picked } = await sql<{ id: string }>`with m as materialized (${matched})
      select id from m order by ${sql.join([...keys, sql`id ${sql.raw(tie)}`])} limit ${limit} offset ${offset}`.execute(db)
    return { rows: await this.byIds(db, picked.map((r) => r.id), sort), total }
  },
  /**
   * how many records the filter lets through: the tallies when it is the scope alone, else one count over the index,
   * kept until a record of the model changes (count-cache.ts) and then brought up to date from the writes since
   * (count-follow.ts) where it can be
   */
  async count(db: Db, f: RecordFilter): Promise<number> {
    const where = f.where
    if (!where?.length) return tallied(db, f.modelId, f.scope)
    const key = filterKey(db, f.modelId, f.scope, where)
    const kept = keptCount(db, key)
    // the number is read before counting: a count that saw a later write is kept under the number before it
    const change = await modelChange(db, f.modelId)
    if (kept?.change === change) return kept.total
    if (kept && kept.change < change && followable(key)) {
      const countIn = async (from: QueryCreator<Database>, ids?: Expression<string>) => {
        let q = filtered(from, f)
        if (ids) q = q.where('id', 'in', ids)
        return Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
      }
      const followed = await followWrites(db, f.modelId, kept, countIn)
      if (followed) {
        keepCount(db, key, followed.change, followed.total)
        return followed.total
      }
    }
    const total = (await countKeywordsOnly(db, where)) ?? Number((await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0)
    // kept only when no write came between reading the number and counting: a total that may have seen a later
    // write would be followed from the wrong number, and that write counted twice
    if (await modelChange(db, f.modelId) === change) keepCount(db, key, change, total)
    return total
  },
  /**
   * One page of rows without the count (what a reader walking every page, export, needs after the first). The page's
   * ids are chosen first, by a query the list indexes (migration 024, model-indexes.ts) answer alone, so OFFSET skips
   * index entries rather than whole records; then only those rows are read.
   */
  rows(db: Db, f: RecordFilter, sort: SortKey[], offset: number, limit: number): Promise<VisualDevRecordTable[]> {
    const tie = sort[0]?.desc ? 'desc' : 'asc'
    let ids = filtered(db, f).select('id')
    for (const k of sort) ids = ids.orderBy(orderTerm(k))
    return this.byIds(db, ids.orderBy('id', tie).offset(offset).limit(limit), sort)
  },
  /**
   * rows(), started from the nearest anchor a page before left (page-anchors.ts) when the order is creation time and
   * the page is deep; `f` says which records (the anchors' key), `read` how to read them (the same records)
   */
  async anchoredRows(db: Db, f: RecordFilter, read: RecordFilter, sort: SortKey[], offset: number, limit: number): Promise<VisualDevRecordTable[]> {
    if (offset < ANCHORS.from || sort.length !== 1 || !sort[0].creatorTime) return this.rows(db, read, sort, offset, limit)
    const desc = sort[0].desc
    const change = await modelChange(db, f.modelId)
    const key = `${desc ? 'desc' : 'asc'}|${filterKey(db, f.modelId, f.scope, f.where ?? [])}`
    const anchor = nearestAnchor(db, key, change, offset)
    const where = anchor ? [...(read.where ?? []), fromAnchor(anchor, desc)] : read.where
    const rows = await this.rows(db, { ...read, where }, sort, offset - (anchor?.offset ?? 0), limit)
    if (rows.length) {
      const first = rows[0]
      const last = rows[rows.length - 1]
      rememberAnchors(db, key, change, [
        { offset, time: Number(first.creatorTime), id: first.id, inclusive: true },
        { offset: offset + rows.length, time: Number(last.creatorTime), id: last.id, inclusive: false }
      ])
    }
    return rows
  },
  /** the records of a page's ids (a list, or the query choosing them), in the page's order */
  byIds(db: Db, ids: string[] | SelectQueryBuilder<Database, 'visualdevRecord', { id: string }>, sort: SortKey[]): Promise<VisualDevRecordTable[]> {
    if (Array.isArray(ids) && ids.length === 0) return Promise.resolve([])
    const tie = sort[0]?.desc ? 'desc' : 'asc'
    let q = db.selectFrom('visualdevRecord').select(RECORD_COLUMNS).where('id', 'in', ids)
    for (const k of sort) q = q.orderBy(orderTerm(k))
    return q.orderBy('id', tie).execute()
  }
}

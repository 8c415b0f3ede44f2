// SQL for low-code models (base_visual_dev) and their records (visualdev_record). Conditions on a record's JSON
// come in as predicates built by sql-json.ts / predicates.ts (bound parameters only).
import { sql, type RawBuilder } from 'kysely'
import type { Db } from '../../db/database'
import type { VisualDevRecordTable, VisualDevTable } from '../../db/schema'
import { orderTerm, type SortKey } from './order-term'

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

const nonEmpty = (ids: string[]) => (ids.length ? ids : [''])

function scoped(db: Db, modelId: string, scope: RecordScope) {
  let q = db.selectFrom('visualdevRecord').where('modelId', '=', modelId)
  if (scope.projectIds) q = q.where('projectId', 'in', nonEmpty(scope.projectIds))
  if (scope.contractIds) {
    const contracts = nonEmpty(scope.contractIds)
    q = q.where((eb) => eb.or([eb('contractId', '=', ''), eb('contractId', 'in', contracts)]))
  }
  return q
}

export function filtered(db: Db, f: RecordFilter) {
  let q = scoped(db, f.modelId, f.scope)
  for (const p of f.where ?? []) q = q.where(p)
  return q
}

/** the record's lower-cased text values contain the keyword (one LIKE on both dialects) */
export function keywordPredicate(keyword: string): RawBuilder<boolean> {
  const pattern = `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return sql<boolean>`(search_text like ${pattern} escape '\\')`
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
    return db.selectFrom('visualdevRecord').selectAll().where('modelId', '=', modelId).where('id', '=', id).executeTakeFirst()
  },
  /** a record by id alone (the workflow knows a bound record by its task id; a stored file's owner reference names one) */
  findRecordById(db: Db, id: string): Promise<VisualDevRecordTable | undefined> {
    return db.selectFrom('visualdevRecord').selectAll().where('id', '=', id).executeTakeFirst()
  },
  /** records of a model among `ids` that the scope lets the caller see (relation display, relation checks) */
  findVisibleByIds(db: Db, modelId: string, ids: string[], scope: RecordScope): Promise<VisualDevRecordTable[]> {
    if (ids.length === 0) return Promise.resolve([])
    return scoped(db, modelId, scope).selectAll().where('id', 'in', ids).execute()
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
  async page(db: Db, f: RecordFilter, sort: SortKey[], offset: number, limit: number): Promise<{ rows: VisualDevRecordTable[]; total: number }> {
    const total = await filtered(db, f).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst()
    return { rows: await this.rows(db, f, sort, offset, limit), total: Number(total?.n ?? 0) }
  },
  /** one page of rows without the count: what a reader walking every page (export) needs after the first */
  rows(db: Db, f: RecordFilter, sort: SortKey[], offset: number, limit: number): Promise<VisualDevRecordTable[]> {
    let q = filtered(db, f).selectAll()
    for (const k of sort) q = q.orderBy(orderTerm(k))
    const tie = sort[0]?.desc ? 'desc' : 'asc'
    return q.orderBy('id', tie).offset(offset).limit(limit).execute()
  }
}

// Record lists: POST .../OnlineDev/{modelId}/List with queryJson, jnpfKeyword, keyword, superQueryJson, the model's
// rule list and a multi-column sidx (jnpf-api.md §5.2), and GET .../Base/{id}/FieldDataSelect for relation pickers
// (§5.3). Both answer display rows scoped to the caller's projects and contract sections.
import type { PageList } from '@shared/api/envelope'
import type { FieldDataSelectQuery, VisualDevListQuery, VisualDevRow } from '@shared/api/visualdev'
import type { AppContext } from '../../context'
import { BadRequest } from '../../errors'
import { page } from '../../lib/envelope'
import type { UserRow } from '../users/repository'
import { withDictionaryOptions } from './dictionary-options'
import { pickAllowed } from './field-rights'
import type { Origin } from './list-config'
import { signRecordFiles } from './record-files'
import { displayRecords } from './record-view'
import { listFilter } from './list-filter'
import { keywordSearch, queryableFields, type Queryable } from './query-rights'
import { visualDevRepository, type RecordFilter } from './repository'
import { like, refResolver } from './search-query'
import { columnCodes, modelContext, type ModelContext } from './service'
import { sortKeys } from './sort'
import { STATE_COLUMNS, stateColumns } from './states-list'
import { statesOf } from './states-registry'
import { jsonSql, or } from './sql-json'
import { keywordScope } from './keyword-grams'
import { recordScope } from './scope'

/** a page never holds more rows than this, whatever pageSize asks (the app asks 1000000 for unpaged lists) */
export const MAX_PAGE_ROWS = 1000

interface Paging { sidx?: string; sort?: string; currentPage: number; pageSize: number }

async function rowsOf(ctx: AppContext, user: UserRow, c: ModelContext, filter: RecordFilter, may: Queryable, p: Paging) {
  const { currentPage } = p
  const pageSize = Math.min(p.pageSize, MAX_PAGE_ROWS)
  const js = jsonSql(ctx.dialect)
  const keys = sortKeys(js, c.form.fields, p.sidx, p.sort, c.list.defaultSidx, may)
  const { rows, total } = await visualDevRepository.page(ctx.db, filter, keys, (currentPage - 1) * pageSize, pageSize)
  const shown = await displayRecords(ctx, user, c.form, rows)
  const flow = Number(c.model.enableFlow) === 1
  const states = statesOf(c.model)
  const now = ctx.clock.now()
  const list = rows.map((r, i) => pickAllowed(
    { ...signRecordFiles(ctx, c.form.fields, shown[i]), id: r.id, ...(flow ? { flowState: r.flowState ?? null } : {}), ...(states ? stateColumns(states, r, now) : {}) },
    c.form.fields, columnCodes(c), ['id', 'flowState', ...STATE_COLUMNS]
  ) as VisualDevRow)
  return page(list, currentPage, pageSize, total)
}

/** List's body; projectId / contractId are the project and section chosen in the app (JNPF ignores them) */
export type ListQuery = VisualDevListQuery

export async function listRecords(ctx: AppContext, user: UserRow, modelId: string, origin: Origin, q: ListQuery): Promise<PageList<VisualDevRow>> {
  const c = await modelContext(ctx, user, modelId, origin, { menuId: q.menuId })
  const fields = await withDictionaryOptions(ctx, c.form.fields)
  const may = queryableFields(c)
  const filter = await listFilter(ctx, user, c, fields, may, q)
  return rowsOf(ctx, user, c, filter, may, { sidx: q.sidx, sort: q.sort, currentPage: q.currentPage ?? 1, pageSize: q.pageSize ?? 20 })
}

function names(raw: string | undefined): string[] {
  return (raw ?? '').split(',').map((s) => s.trim()).filter(Boolean)
}

/** rows of model {id} for a relationForm picker: keyword over relationField and columnOptions, newest first */
export async function fieldDataSelect(ctx: AppContext, user: UserRow, modelId: string, origin: Origin, q: FieldDataSelectQuery): Promise<PageList<VisualDevRow>> {
  const c = await modelContext(ctx, user, modelId, origin)
  const fields = await withDictionaryOptions(ctx, c.form.fields)
  const resolve = refResolver(fields)
  const shown = [...new Set([...names(q.relationField), ...names(q.columnOptions)])]
  if (shown.length > 50) throw new BadRequest('columnOptions 的字段过多')
  const refs = shown.map((name) => {
    if (!fields.some((f) => f.vModel === name)) throw new BadRequest(`字段“${name.slice(0, 50)}”不存在`)
    return resolve(name)
  })
  const scope = await recordScope(ctx, user)
  const js = jsonSql(ctx.dialect, await keywordScope(ctx, { modelId, ...scope }))
  const may = queryableFields(c)
  // the picker's fields come from the relation's design: ones the caller may not see are not searched, not refused
  const searched = refs.filter((r) => may(r.name))
  const keyword = q.keyword?.trim().slice(0, 100)
  const where = keyword ? [searched.length ? or(searched.map((r) => like(js, r, keyword))) : keywordSearch(js, fields, may)(keyword)] : []
  const filter = { modelId, scope, where }
  return rowsOf(ctx, user, c, filter, may, { currentPage: q.currentPage ?? 1, pageSize: q.pageSize ?? 20 })
}

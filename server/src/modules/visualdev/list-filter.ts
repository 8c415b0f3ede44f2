// The record filter of a list request (jnpf-api.md §5.2): queryJson, superQueryJson, the model's rule list, the plain
// keyword, the project / contract section chosen in the app and the record state. List and Statistics share it, so
// a figure always counts exactly the rows the list would show.
import type { VisualDevListQuery } from '@shared/api/visualdev'
import type { AppContext } from '../../context'
import type { UserRow } from '../users/repository'
import type { FormField } from './form-fields'
import { guarded, keywordSearch, type Queryable } from './query-rights'
import type { RecordFilter } from './repository'
import { rulePredicate } from './rule-query'
import { refResolver, searchPredicate } from './search-query'
import type { ModelContext } from './service'
import { jsonSql } from './sql-json'
import { keywordScope } from './keyword-grams'
import { stateCondition } from './states-list'
import { statesOf } from './states-registry'
import { narrowedScope } from './scope'

export type FilterQuery = Pick<VisualDevListQuery, 'keyword' | 'queryJson' | 'superQueryJson' | 'projectId' | 'contractId' | 'recordState'>

/** `fields` carry their dictionary options (labels typed in a search match them); `may` is the caller's query rights */
export async function listFilter(
  ctx: AppContext, user: UserRow, c: ModelContext, fields: FormField[], may: Queryable, q: FilterQuery
): Promise<RecordFilter> {
  const scope = await narrowedScope(ctx, user, q.projectId || undefined, q.contractId || undefined)
  const js = jsonSql(ctx.dialect, await keywordScope(ctx, { modelId: c.model.id, ...scope }))
  const resolve = refResolver(fields)
  const keyword = keywordSearch(js, fields, may)
  const text = q.keyword?.trim()
  const where = [
    searchPredicate(js, fields, c.list.searchList, q.queryJson, keyword, may),
    rulePredicate(js, guarded(resolve, may), q.superQueryJson, '高级查询'),
    // the model's own rule is the designer's, not the caller's: it may name any field
    rulePredicate(js, resolve, c.list.rule, '列表过滤规则'),
    text ? keyword(text) : undefined,
    q.recordState ? stateCondition(statesOf(c.model), q.recordState) : undefined
  ].filter((p) => p !== undefined)
  return { modelId: c.model.id, scope, where }
}

// relationForm: the linked model's records to pick from (GET /api/visualdev/Base/{modelId}/FieldDataSelect,
// jnpf-api.md §5.3) and one record's display values for a stored id (DataChange, §5.2), as the W36 widget does.
import { http } from '@/lib/request'
import type { PaginationVO } from '@shared/api/envelope'

export type RelationRow = Record<string, unknown> & { id?: string }

export interface FieldDataQuery {
  modelId: string
  keyword?: string
  currentPage: number
  pageSize: number
  relationField: string
  /** column keys joined with ',' */
  columnOptions?: string
}

const quiet = { silent: true, loading: false }

export async function getFieldDataSelect(query: FieldDataQuery): Promise<{ list: RelationRow[]; pagination: PaginationVO }> {
  const { modelId, ...params } = query
  const res = await http.get<{ list?: RelationRow[]; pagination?: PaginationVO }>(
    `/api/visualdev/Base/${encodeURIComponent(modelId)}/FieldDataSelect`,
    params,
    quiet
  )
  const list = Array.isArray(res.data?.list) ? res.data!.list! : []
  return { list, pagination: res.data?.pagination ?? { currentPage: query.currentPage, pageSize: query.pageSize, total: list.length } }
}

/** the linked record with display values (names, labels) and its id; undefined when it no longer exists */
export async function getRelationRecord(modelId: string, id: string): Promise<RelationRow | undefined> {
  const res = await http.get<{ id?: string; data?: string | Record<string, unknown> }>(
    `/api/visualdev/OnlineDev/${encodeURIComponent(modelId)}/${encodeURIComponent(id)}/DataChange`,
    undefined,
    quiet
  )
  const raw = res.data?.data
  let data: Record<string, unknown> = {}
  if (typeof raw === 'string') {
    try {
      const parsed: unknown = JSON.parse(raw)
      if (parsed && typeof parsed === 'object') data = parsed as Record<string, unknown>
    } catch {
      return undefined
    }
  } else if (raw && typeof raw === 'object') data = raw
  else return undefined
  return { ...data, id: String(res.data?.id ?? id) }
}

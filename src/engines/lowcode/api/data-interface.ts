// Data interfaces behind popupSelect, popupTableSelect, autoComplete and the child-table linkage popup
// (jnpf-forms-and-flows §1.6; W36 api/systemData/dataInterface.ts): the paged List, the whole Preview and
// InfoByIds for the display text of stored values.
import { http } from '@/lib/request'
import type { PaginationVO } from '@shared/api/envelope'
import type { LcTemplateParam } from '../types'

export type DataRow = Record<string, unknown>

export interface InterfaceListQuery {
  interfaceId: string
  keyword?: string
  currentPage: number
  pageSize: number
  propsValue?: string
  relationField?: string
  /** column keys joined with ',' as JNPF sends them */
  columnOptions?: string
  paramList: LcTemplateParam[]
}

const base = (id: string) => `/api/system/DataInterface/${encodeURIComponent(id)}`
const quiet = { silent: true, loading: false }

function rowsOf(data: unknown): DataRow[] {
  if (Array.isArray(data)) return data.filter((r) => r && typeof r === 'object') as DataRow[]
  const list = (data as { list?: unknown } | undefined)?.list
  return Array.isArray(list) ? (list.filter((r) => r && typeof r === 'object') as DataRow[]) : []
}

/** POST {id}/Actions/List: one page of rows (keyword over relationField / columnOptions) */
export async function listInterfaceRows(query: InterfaceListQuery): Promise<{ list: DataRow[]; pagination: PaginationVO }> {
  const res = await http.post<{ list?: DataRow[]; pagination?: PaginationVO }>(`${base(query.interfaceId)}/Actions/List`, query, quiet)
  const list = rowsOf(res.data)
  const pagination = res.data && !Array.isArray(res.data) && res.data.pagination
    ? res.data.pagination
    : { currentPage: query.currentPage, pageSize: query.pageSize, total: list.length }
  return { list, pagination }
}

/** POST {id}/Actions/Preview: every row at once (tree-shaped interfaces, option lists) */
export async function previewInterface(interfaceId: string, paramList: LcTemplateParam[]): Promise<DataRow[]> {
  const res = await http.post(`${base(interfaceId)}/Actions/Preview`, { paramList }, quiet)
  return rowsOf(res.data)
}

/** POST {id}/Actions/InfoByIds: the rows behind stored values, for their display text */
export async function interfaceRowsByIds(
  interfaceId: string,
  ids: string[],
  propsValue: string,
  relationField: string,
  paramList: LcTemplateParam[]
): Promise<DataRow[]> {
  if (!ids.length) return []
  const res = await http.post(`${base(interfaceId)}/Actions/InfoByIds`, { ids, interfaceId, propsValue, relationField, paramList }, quiet)
  return rowsOf(res.data)
}

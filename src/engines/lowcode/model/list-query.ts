// The body of POST /api/visualdev/OnlineDev/{modelId}/List (jnpf-api.md §5.2, §3.2): paging, sorts joined into
// sidx ('-' = descending), and queryJson = {<search id>: value, jnpfKeyword: text} with ranges as [lo, hi] and
// dates in ms. Only search ids of the list are sent (the server refuses others) and blank values are left out.
import dayjs from 'dayjs'
import { isEmptyValue } from '@/lib/form'
import { toMillis, type DateInput } from '@/utils/timestamp'
import type { LcColumn, LcColumnData, LcSearchItem, LcSortOption } from '../types'
import { formatOf } from './date-format'
import { KEYWORD_ID } from './list-config'
import { NUMBER_KEYS } from './keys'

export type SortSpec = { field: string; sort: 'asc' | 'desc' }

/** without paging the app asks for everything in one page, as the mobile list does (a server that serves fewer rows
 * says so in pagination.pageSize, and load-more asks for the rest: src/lib/use-paged-list) */
export const UNPAGED_PAGE_SIZE = 1000000

/** ascending and descending options for every sortable column */
export function sortOptions(columns: LcColumn[]): LcSortOption[] {
  return columns.filter((c) => c.sortable).flatMap((c) => [
    { field: c.prop, sort: 'asc' as const, label: `${c.fullLabel}升序` },
    { field: c.prop, sort: 'desc' as const, label: `${c.fullLabel}降序` }
  ])
}

/** [{a, desc}, {b, asc}] -> '-a,b' */
export const buildSidx = (sorts: SortSpec[]): string =>
  sorts.filter((s) => s.field).map((s) => (s.sort === 'desc' ? `-${s.field}` : s.field)).join(',')

/** the end of the unit a date format shows, so a range ending on 5 May includes all of 5 May */
function rangeEnd(item: LcSearchItem, ms: number): number {
  const format = formatOf(item.jnpfKey, item.field.props)
  const unit = /s/.test(format) ? 'second' : /m/.test(format) ? 'minute' : /H/.test(format) ? 'hour' : /d/.test(format) ? 'day' : /M/.test(format) ? 'month' : 'year'
  return dayjs(ms).endOf(unit).valueOf()
}

function rangeValue(item: LcSearchItem, value: unknown): unknown[] | undefined {
  if (!Array.isArray(value)) return undefined
  const [lo, hi] = value.map((v) => (isEmptyValue(v) ? null : v))
  if (lo === null && hi === null) return undefined
  if (item.jnpfKey === 'datePicker' || item.jnpfKey === 'createTime' || item.jnpfKey === 'modifyTime') {
    const start = toMillis(lo as DateInput)
    const end = toMillis(hi as DateInput)
    return [start ?? null, end === undefined ? null : rangeEnd(item, end)]
  }
  if (NUMBER_KEYS.has(item.jnpfKey)) {
    const num = (v: unknown) => (v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Number(v))
    return [num(lo), num(hi)]
  }
  return [lo ?? null, hi ?? null]
}

/** queryJson text of the search values (by item id), or '' when nothing is searched */
export function buildQueryJson(searchList: LcSearchItem[], search: Record<string, unknown>, keyword?: string): string {
  const query: Record<string, unknown> = {}
  for (const item of searchList) {
    const value = search[item.id]
    if (isEmptyValue(value)) continue
    if (item.searchType === 3) {
      const range = rangeValue(item, value)
      if (range) query[item.id] = range
    } else {
      query[item.id] = typeof value === 'string' ? value.trim() : value
    }
  }
  const text = keyword?.trim()
  if (text && searchList.some((item) => item.id === KEYWORD_ID)) query[KEYWORD_ID] = text
  return Object.keys(query).length ? JSON.stringify(query) : ''
}

export interface ListQueryState {
  columnData: LcColumnData
  currentPage: number
  /** values of the search form by item id (the keyword item included) */
  search?: Record<string, unknown>
  /** the keyword box; searched through jnpfKeyword when the list has keyword fields, else as a plain keyword */
  keyword?: string
  /** the sorts the user picked; the list's default sort when none */
  sorts?: SortSpec[]
  menuId?: string
}

export interface ListQueryBody {
  currentPage: number
  pageSize: number
  sort: 'asc' | 'desc'
  sidx: string
  keyword: string
  queryJson: string
  menuId: string
}

export function buildListQuery(state: ListQueryState): ListQueryBody {
  const { columnData } = state
  const sorts = state.sorts?.length ? state.sorts : columnData.defaultSort
  const sidx = buildSidx(sorts)
  const hasKeywordItem = columnData.searchList.some((item) => item.id === KEYWORD_ID)
  const search = state.search ?? {}
  const keyword = state.keyword?.trim() || (typeof search[KEYWORD_ID] === 'string' ? (search[KEYWORD_ID] as string).trim() : '')
  return {
    currentPage: Math.max(1, Math.trunc(state.currentPage) || 1),
    pageSize: columnData.hasPage ? columnData.pageSize : UNPAGED_PAGE_SIZE,
    // a single sidx column without '-' follows `sort` on JNPF servers, so sort must agree with it
    sort: sidx && !sidx.split(',')[0].startsWith('-') ? 'asc' : 'desc',
    sidx,
    keyword: hasKeywordItem ? '' : keyword,
    queryJson: buildQueryJson(columnData.searchList, { ...search, [KEYWORD_ID]: undefined }, hasKeywordItem ? keyword : undefined),
    menuId: state.menuId ?? ''
  }
}

const FLOW_DELETE_REFUSALS: Readonly<Record<number, string>> = {
  1: '该流程已提交，无法删除',
  2: '该流程已通过，无法删除',
  3: '该流程已退回，无法删除',
  5: '该流程已终止，无法删除'
}

/** why a row of a flow-bound list cannot be deleted (§3.2 point 10), or undefined when it can */
export function deleteRefusal(row: Record<string, unknown>, enableFlow: boolean | number | undefined): string | undefined {
  if (!enableFlow) return undefined
  const state = Number(row.flowState)
  return Number.isInteger(state) ? FLOW_DELETE_REFUSALS[state] : undefined
}

// The state of a low-code list page (§3.2): the parsed list config, what the user may do (permission `inserted`),
// the columns and sort options for the phone, the search values, keyword and sorts, and the paged rows.
import { useCallback, useEffect, useMemo, useState } from 'react'
import Taro from '@tarojs/taro'
import type { VisualDevConfigVO, VisualDevRow } from '@shared/api/visualdev'
import type { LcColumn, LcColumnData, LcJurisdiction, LcSortOption } from '../types'
import { buildListQuery, inserted, parseColumnData, permittedSearchList, sortOptions, transformColumnList, type SortSpec } from '../model'
import { listRecords } from '../api/records'
import { storedPermissionList } from '../components/current-user'
import type { ListFilter } from '../extensions'
import { usePagedList, type PagedList } from '@/lib/use-paged-list'

export interface ModelList {
  columnData: LcColumnData
  jurisdiction: LcJurisdiction
  columns: LcColumn[]
  sortOptions: LcSortOption[]
  /** a data view (webType 4): rows are only shown, never opened, added or deleted */
  isDataView: boolean
  enableFlow: boolean
  can(button: 'btn_add' | 'btn_edit' | 'btn_detail' | 'btn_remove'): boolean
  search: Record<string, unknown>
  setSearch(values: Record<string, unknown>): void
  keyword: string
  setKeyword(keyword: string): void
  sorts: SortSpec[]
  setSorts(sorts: SortSpec[]): void
  /** the record state the list shows ('' = every state; models with record states) */
  recordState: string
  setRecordState(code: string): void
  /** the filters in effect, as List receives them */
  filter: ListFilter
  rows: PagedList<VisualDevRow>
}

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 1500 })

export function useModelList(modelId: string, menuId: string, config: VisualDevConfigVO): ModelList {
  const parsed = useMemo(() => parseColumnData(config.appColumnData, config.columnData), [config])
  // permissions are read once per page: CurrentUser refreshes them on the next launch
  const jurisdiction = useMemo(() => inserted(parsed, storedPermissionList(), menuId), [parsed, menuId])
  const columnData = useMemo(
    () => ({ ...parsed, searchList: permittedSearchList(parsed, jurisdiction.columnAllow, parsed.searchList) }),
    [parsed, jurisdiction]
  )
  const columns = useMemo(() => transformColumnList(jurisdiction.columnAllow), [jurisdiction])
  const sorts0 = useMemo(() => sortOptions(jurisdiction.columnAllow), [jurisdiction])
  const isDataView = String(config.webType) === '4'
  const enableFlow = Number(config.enableFlow) === 1

  const [search, setSearch] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(columnData.searchList.filter((s) => s.value !== undefined && s.value !== null).map((s) => [s.id, s.value]))
  )
  const [keyword, setKeyword] = useState('')
  const [sorts, setSorts] = useState<SortSpec[]>([])
  const [recordState, setRecordState] = useState('')

  const query = useMemo(() => buildListQuery({ columnData, currentPage: 1, search, keyword, sorts, menuId }), [columnData, search, keyword, sorts, menuId])
  const filter = useMemo<ListFilter>(
    () => ({ keyword: query.keyword, queryJson: query.queryJson, menuId: query.menuId, ...(recordState ? { recordState } : {}) }),
    [query, recordState]
  )
  const fetchPage = useCallback(
    (currentPage: number) => listRecords(modelId, { ...query, currentPage, ...(recordState ? { recordState } : {}) }),
    [modelId, query, recordState]
  )
  const rows = usePagedList<VisualDevRow>(fetchPage, toast)
  const { reload } = rows

  useEffect(() => {
    void reload()
  }, [fetchPage, reload])

  const can = useCallback(
    // a data view only shows rows (§3.2 points 9 and 11)
    (button: string) => !isDataView && jurisdiction.btnAllow.includes(button),
    [isDataView, jurisdiction]
  )

  return { columnData, jurisdiction, columns, sortOptions: sorts0, isDataView, enableFlow, can, search, setSearch, keyword, setKeyword, sorts, setSorts, recordState, setRecordState, filter, rows }
}

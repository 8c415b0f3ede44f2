// /pages/apply/tableSelect/index (popupTableSelect): data-interface rows as a table of columnOptions, single or
// multiple, paged with a keyword. No pull-down refresh on this page (spec §2). A tree-shaped interface (rows that
// carry children) is handed over to the tableTreeSelector page with the same request.
import { useEffect, useMemo } from 'react'
import Taro, { useReachBottom } from '@tarojs/taro'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { listInterfaceRows } from '../api/data-interface'
import { getPickerPayload, handOverPicker, releasePicker, resolvePicker } from '../lib/picker-bridge'
import { ConfirmBar } from './confirm-bar'
import { ListFooter } from './list-footer'
import { PickerPage } from './picker-page'
import { RowTable } from './row-table'
import type { RowsResult, TablePickerPayload } from './types'
import { usePagedRows, type PageLoader, type Row } from './use-paged-rows'
import { useSelection } from './use-selection'

const isTreeRow = (row: Row, key: string) => Array.isArray(row[key]) && (row[key] as unknown[]).length > 0

export function TableSelectScreen({ pickerId }: { pickerId?: string }) {
  const payload = useMemo(() => getPickerPayload<TablePickerPayload>(pickerId), [pickerId])
  const loader = useMemo<PageLoader | undefined>(() => {
    if (!payload) return undefined
    const columnOptions = payload.columnOptions.map((c) => c.value).join(',')
    return async (currentPage, pageSize, keyword) => {
      const res = await listInterfaceRows({
        interfaceId: payload.interfaceId, keyword, currentPage, pageSize, propsValue: payload.propsValue,
        relationField: payload.relationField, columnOptions, paramList: payload.paramList
      })
      return { list: res.list, total: Number(res.pagination.total) || 0 }
    }
  }, [payload])
  const paged = usePagedRows(loader, payload?.pageSize ?? 20)
  const selection = useSelection(payload?.selected ?? [], payload?.multiple ?? false, payload?.propsValue ?? 'id')
  const childrenKey = payload?.childrenKey ?? 'children'

  useEffect(() => {
    if (!payload || paged.keyword || !paged.rows.some((r) => isTreeRow(r, childrenKey))) return
    handOverPicker(pickerId)
    // if the page cannot be swapped, the flat table stays and the hand-over is taken back
    Promise.resolve(Taro.redirectTo({ url: routes.tableTreeSelector(pickerId ?? '') })).catch(() => releasePicker(pickerId))
  }, [paged.rows])

  useReachBottom(() => paged.loadMore())

  return (
    <PickerPage
      pickerId={pickerId}
      found={Boolean(payload)}
      title={payload?.title ?? '选择数据'}
      onSearch={paged.search}
      footer={
        <ConfirmBar
          count={payload?.multiple ? selection.count : 0}
          onCancel={() => Taro.navigateBack({ delta: 1 })}
          onConfirm={() => resolvePicker<RowsResult>(pickerId, { rows: selection.rows() })}
        />
      }
    >
      {paged.status === 'loading' ? <PageState status='loading' /> : null}
      {paged.status === 'error' ? <PageState status='error' text={paged.error} onRetry={() => void paged.retry()} /> : null}
      {paged.status === 'ready' && paged.rows.length === 0 ? (
        <PageState status='empty' text={paged.keyword ? '没有找到相关数据' : '暂无可选数据'} />
      ) : null}
      {paged.status === 'ready' && paged.rows.length > 0 && payload ? (
        <>
          <RowTable
            rows={paged.rows}
            columns={payload.columnOptions}
            valueKey={payload.propsValue}
            multiple={payload.multiple}
            isPicked={selection.has}
            onToggle={selection.toggle}
          />
          <ListFooter loadingMore={paged.loadingMore} hasMore={paged.hasMore} moreError={paged.moreError} onRetry={paged.loadMore} />
        </>
      ) : null}
    </PickerPage>
  )
}

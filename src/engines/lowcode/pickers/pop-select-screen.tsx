// /pages/apply/popSelect/index: the records of another model (relationForm, FieldDataSelect) or the rows of a data
// interface (popupSelect, Actions/List), paged with a keyword; each row shows its columnOptions as lines.
import { useMemo } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { PageState } from '@/components'
import { listInterfaceRows } from '../api/data-interface'
import { getFieldDataSelect } from '../api/relation'
import { getPickerPayload, resolvePicker } from '../lib/picker-bridge'
import { cellText } from './param-list'
import { ConfirmBar } from './confirm-bar'
import { ListFooter } from './list-footer'
import { PickerPage } from './picker-page'
import { RowCard } from './row-card'
import type { PopSelectPayload, RowsResult } from './types'
import { usePagedRows, type PageLoader } from './use-paged-rows'
import { useSelection } from './use-selection'

function loaderOf(p: PopSelectPayload | undefined): PageLoader | undefined {
  if (!p) return undefined
  const columnOptions = p.columnOptions.map((c) => c.value).join(',')
  if (p.kind === 'relationForm') {
    return async (currentPage, pageSize, keyword) => {
      const res = await getFieldDataSelect({ modelId: p.modelId, keyword, currentPage, pageSize, relationField: p.relationField, columnOptions })
      return { list: res.list, total: Number(res.pagination.total) || 0 }
    }
  }
  return async (currentPage, pageSize, keyword) => {
    const res = await listInterfaceRows({
      interfaceId: p.interfaceId, keyword, currentPage, pageSize, propsValue: p.propsValue, relationField: p.relationField, columnOptions, paramList: p.paramList
    })
    return { list: res.list, total: Number(res.pagination.total) || 0 }
  }
}

export function PopSelectScreen({ pickerId }: { pickerId?: string }) {
  const payload = useMemo(() => getPickerPayload<PopSelectPayload>(pickerId), [pickerId])
  const multiple = payload?.kind === 'popupSelect' ? payload.multiple : false
  const valueKey = payload?.kind === 'popupSelect' ? payload.propsValue : 'id'
  const titleKey = payload?.relationField ?? 'id'
  const pageSize = payload?.pageSize ?? 20
  const paged = usePagedRows(useMemo(() => loaderOf(payload), [payload]), pageSize)
  const selection = useSelection(payload?.selected ?? [], multiple, valueKey)
  const lines = (payload?.columnOptions ?? []).filter((c) => c.value !== titleKey)

  usePullDownRefresh(() => {
    void paged.refresh().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => paged.loadMore())

  const confirm = () => resolvePicker<RowsResult>(pickerId, { rows: selection.rows() })

  return (
    <PickerPage
      pickerId={pickerId}
      found={Boolean(payload)}
      title={payload?.title ?? '选择数据'}
      onSearch={paged.search}
      footer={<ConfirmBar count={multiple ? selection.count : 0} onCancel={() => Taro.navigateBack({ delta: 1 })} onConfirm={confirm} />}
    >
      {paged.status === 'loading' ? <PageState status='loading' /> : null}
      {paged.status === 'error' ? <PageState status='error' text={paged.error} onRetry={() => void paged.retry()} /> : null}
      {paged.status === 'ready' && paged.rows.length === 0 ? (
        <PageState status='empty' text={paged.keyword ? '没有找到相关数据' : '暂无可选数据'} />
      ) : null}
      {paged.status === 'ready'
        ? paged.rows.map((row, i) => {
            const key = cellText(row, valueKey)
            return (
              <RowCard
                key={key || `row-${i}`}
                row={row}
                title={cellText(row, titleKey)}
                columns={lines}
                picked={selection.has(key)}
                multiple={multiple}
                onToggle={() => key && selection.toggle(key, row)}
              />
            )
          })
        : null}
      {paged.status === 'ready' && paged.rows.length > 0 ? (
        <ListFooter loadingMore={paged.loadingMore} hasMore={paged.hasMore} moreError={paged.moreError} onRetry={paged.loadMore} />
      ) : null}
    </PickerPage>
  )
}

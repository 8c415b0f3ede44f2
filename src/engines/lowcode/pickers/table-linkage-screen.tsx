// /pages/apply/tableLinkage/index: a child table's custom footer button (jnpf-forms-and-flows §1.3 table, §3.6).
// actionConfig names the source (a data interface, or another model's records) and its columns; the rows picked
// here come back mapped through relationOptions (child column <- picked field, or a constant) to be appended.
import { useMemo } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { PageState } from '@/components'
import { listInterfaceRows } from '../api/data-interface'
import { getFieldDataSelect } from '../api/relation'
import { getPickerPayload, resolvePicker } from '../lib/picker-bridge'
import { buildParamList, cellText } from './param-list'
import { ConfirmBar } from './confirm-bar'
import { ListFooter } from './list-footer'
import { PickerPage } from './picker-page'
import { RowCard } from './row-card'
import type { LinkageActionConfig, LinkagePayload, LinkageResult } from './types'
import { usePagedRows, type PageLoader, type Row } from './use-paged-rows'
import { useSelection } from './use-selection'

/** a picked row -> a child-table row: type 1 (default) copies a field of the picked row, type 2 a constant */
export function linkageRows(picked: Row[], config: LinkageActionConfig): Row[] {
  const options = Array.isArray(config.relationOptions) ? config.relationOptions : []
  return picked.map((item) => {
    const row: Row = {}
    for (const o of options) {
      if (!o || typeof o.field !== 'string' || !o.field) continue
      row[o.field] = Number(o.type ?? 1) === 2 ? o.value ?? '' : item[String(o.value ?? '')] ?? ''
    }
    return row
  })
}

function loaderOf(p: LinkagePayload | undefined): PageLoader | undefined {
  const c = p?.actionConfig
  if (!p || !c) return undefined
  const columns = (c.columnOptions ?? []).map((o) => o.value)
  if (c.dataSource === 'relationForm') {
    if (!c.modelId) return undefined
    return async (currentPage, pageSize, keyword) => {
      const res = await getFieldDataSelect({ modelId: c.modelId!, keyword, currentPage, pageSize, relationField: columns[0] ?? 'id', columnOptions: columns.join(',') })
      return { list: res.list, total: Number(res.pagination.total) || 0 }
    }
  }
  if (!c.interfaceId) return undefined
  const paramList = buildParamList(c.templateJson, p.formValues)
  return async (currentPage, pageSize, keyword) => {
    const res = await listInterfaceRows({
      interfaceId: c.interfaceId!, keyword, currentPage, pageSize, relationField: columns[0], columnOptions: columns.join(','), paramList
    })
    return { list: res.list, total: Number(res.pagination.total) || 0 }
  }
}

/** rows without an id (some interfaces) are told apart by their content */
const keyOf = (row: Row) => cellText(row, 'id') || JSON.stringify(row)

export function TableLinkageScreen({ pickerId }: { pickerId?: string }) {
  const payload = useMemo(() => getPickerPayload<LinkagePayload>(pickerId), [pickerId])
  const config = payload?.actionConfig
  const loader = useMemo(() => loaderOf(payload), [payload])
  const paged = usePagedRows(loader, Number(config?.pageSize) > 0 ? Number(config?.pageSize) : 20)
  const selection = useSelection([], true, 'id')
  const columns = config?.columnOptions ?? []
  const titleKey = columns[0]?.value ?? 'id'

  usePullDownRefresh(() => {
    void paged.refresh().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => paged.loadMore())

  const confirm = () => {
    if (!config) return
    resolvePicker<LinkageResult>(pickerId, { rows: linkageRows(selection.rows(), config) })
  }

  return (
    <PickerPage
      pickerId={pickerId}
      found={Boolean(payload)}
      title={config?.popupTitle || '选择数据'}
      onSearch={paged.search}
      footer={<ConfirmBar count={selection.count} confirmText='添加' onCancel={() => Taro.navigateBack({ delta: 1 })} onConfirm={confirm} />}
    >
      {!loader ? <PageState status='error' text='该按钮未配置数据来源' /> : null}
      {loader && paged.status === 'loading' ? <PageState status='loading' /> : null}
      {loader && paged.status === 'error' ? <PageState status='error' text={paged.error} onRetry={() => void paged.retry()} /> : null}
      {loader && paged.status === 'ready' && paged.rows.length === 0 ? (
        <PageState status='empty' text={paged.keyword ? '没有找到相关数据' : '暂无可选数据'} />
      ) : null}
      {loader && paged.status === 'ready'
        ? paged.rows.map((row) => (
            <RowCard
              key={keyOf(row)}
              row={row}
              title={cellText(row, titleKey)}
              columns={columns.slice(1)}
              picked={selection.has(keyOf(row))}
              multiple
              onToggle={() => selection.toggle(keyOf(row), row)}
            />
          ))
        : null}
      {loader && paged.status === 'ready' && paged.rows.length > 0 ? (
        <ListFooter loadingMore={paged.loadingMore} hasMore={paged.hasMore} moreError={paged.moreError} onRetry={paged.loadMore} />
      ) : null}
    </PickerPage>
  )
}

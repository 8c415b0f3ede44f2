// The list page body of a low-code model (jnpf-forms-and-flows §3.2): search, sort, paged record cards with
// pull-to-refresh and load-more, the add button, row tap to detail or form, delete and custom buttons. A model bound to
// a workflow (§3.7) adds and opens its records through the workflow detail page and shows each record's task state.
// A domain's headers and buttons come in through use-list-parts (extensions.ts).
import { useCallback, useMemo, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import type { VisualDevConfigVO, VisualDevRow } from '@shared/api/visualdev'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { VersionSheet, flowBindingOf, useFlowEntry } from '@/engines/workflow/launch'
import { deleteRefusal, KEYWORD_ID } from '../../model'
import { deleteRecord } from '../../api/records'
import { useModelList } from '../../hooks/use-model-list'
import { useRefreshOnReturn } from '../../hooks/use-refresh-on-return'
import { currentLcUser } from '../current-user'
import { openDetail, openForm, type PageConfig } from '../page-config'
import { useModelExtensions } from '../../extensions'
import { offeredCustomButtons, pickCustomButton, runCustomButton } from './custom-buttons'
import { ExportAction, offersExport } from './export-action'
import { ListToolbar } from './list-toolbar'
import { RowCard } from './row-card'
import { SearchPanel } from './search-panel'
import { hasSearchValues, searchPanelFields } from './search-fields'
import { SortSheet } from './sort-sheet'
import { isClosedRow, opensAsRecord, rowTag } from '../states/list-states'
import { StateFilter } from '../states/state-filter'
import { useListParts } from './use-list-parts'
import './model-list.scss'

export interface ModelListProps {
  modelId: string
  menuId: string
  /** the menu name */
  title: string
  config: VisualDevConfigVO
}

const toast = (title: string, icon: 'none' | 'success' = 'none') => void Taro.showToast({ title, icon, duration: 1500 })

async function confirmDelete(label: string): Promise<boolean> {
  try {
    const res = await Taro.showModal({ title: '提示', content: '确定删除这条记录吗？删除后无法恢复。', confirmText: label, confirmColor: '#fa3534', cancelText: '取消' })
    return Boolean(res?.confirm)
  } catch {
    return false
  }
}

export function ModelList({ modelId, menuId, title, config }: ModelListProps) {
  const list = useModelList(modelId, menuId, config)
  const { rows, jurisdiction, can } = list
  const [panel, setPanel] = useState<'search' | 'sort' | null>(null)
  const { pages, opensAsRecord: domainOpensAsRecord } = useModelExtensions()
  // a reload from the first page is told to the headers too: their figures count the same records
  const [reloads, setReloads] = useState(0)
  const { reload } = rows
  const refresh = useCallback(() => {
    setReloads((n) => n + 1)
    return reload(true)
  }, [reload])
  const parts = useListParts(list, { modelId, menuId, title, config }, { reloads, refresh })

  const base = useMemo<PageConfig>(() => ({
    modelId,
    menuId,
    title,
    labelS: jurisdiction.labelS,
    currentMenu: encodeURIComponent(JSON.stringify(jurisdiction.formAllow))
  }), [modelId, menuId, title, jurisdiction])
  const customButtons = useMemo(() => offeredCustomButtons(jurisdiction.customBtnsList), [jurisdiction])
  const panelItems = useMemo(() => list.columnData.searchList.filter((s) => s.id !== KEYWORD_ID), [list.columnData])
  const hasPanel = searchPanelFields(panelItems).length > 0
  const binding = useMemo(() => (list.isDataView ? null : flowBindingOf(config)), [config, list.isDataView])
  const flow = useFlowEntry(binding, { title, mayEdit: can('btn_edit') })
  const { columnData } = list
  const mayExport = useMemo(() => offersExport(config, { columnData }, menuId), [config, columnData, menuId])

  usePullDownRefresh(() => {
    void refresh().finally(() => Taro.stopPullDownRefresh())
  })
  useReachBottom(() => void rows.loadMore())
  // back from the form or detail page: show what changed there (§3.1 point 5)
  useRefreshOnReturn(() => void refresh())

  // LZ-APP: detail wins when both are allowed; its edit button then leads to the form
  const openRecord = (row: VisualDevRow) => {
    const mayEdit = can('btn_edit') && !isClosedRow(config, row)
    if (can('btn_detail') || isClosedRow(config, row)) openDetail({ ...base, id: row.id, jurisdictionType: mayEdit ? 'btn_edit' : 'btn_detail' }, pages?.detail)
    else if (mayEdit) openForm({ ...base, id: row.id, jurisdictionType: 'btn_edit' }, pages?.form)
  }
  // a flow-bound record opens as its task; one with no task that the user may not edit shows as a plain record
  const open = (row: VisualDevRow) => {
    if (!binding) return openRecord(row)
    if (opensAsRecord(config, row, can('btn_edit')) || domainOpensAsRecord?.(row)) return openDetail({ ...base, id: row.id, jurisdictionType: 'btn_detail' }, pages?.detail)
    void flow.openRow(row).then((opened) => opened || openDetail({ ...base, id: row.id, jurisdictionType: 'btn_detail' }, pages?.detail))
  }
  const add = () => (binding ? void flow.add() : openForm({ ...base, jurisdictionType: 'btn_add' }, pages?.form))

  // only where it can work: not on a closed record, nor on one whose flow is under way or done (§3.2 point 10)
  const mayRemove = (row: VisualDevRow) => can('btn_remove') && !isClosedRow(config, row) && !deleteRefusal(row, list.enableFlow)

  const remove = async (row: VisualDevRow) => {
    const refusal = deleteRefusal(row, list.enableFlow)
    if (refusal) return toast(refusal)
    if (!(await confirmDelete(jurisdiction.labelS.btn_remove || '删除'))) return
    try {
      const msg = await deleteRecord(modelId, row.id)
      toast(msg || '删除成功', 'success')
      rows.remove((r) => r.id === row.id)
      void refresh()
    } catch (err) {
      toast(errorText(err, '删除失败'))
    }
  }

  const more = async (row: VisualDevRow) => {
    const button = await pickCustomButton(customButtons)
    if (button && (await runCustomButton(button, modelId, row.id, currentLcUser()))) void refresh()
  }

  const searching = Boolean(list.keyword) || hasSearchValues(list.search)
  return (
    <View className='lc-list'>
      <ListToolbar
        keyword={list.keyword}
        onKeyword={list.setKeyword}
        filter={hasPanel}
        filtered={hasSearchValues(list.search)}
        onFilter={() => setPanel('search')}
        sort={list.sortOptions.length > 0}
        sorted={list.sorts.length > 0}
        onSort={() => setPanel('sort')}
        actions={parts.toolbarActions}
      />
      {config.recordStates?.length ? <StateFilter states={config.recordStates} value={list.recordState} onChange={list.setRecordState} /> : null}
      {parts.headers.map((h) => (
        <View key={h.key} className='lc-list__header'>
          {h.render(parts.context)}
        </View>
      ))}
      {mayExport && <ExportAction modelId={modelId} menuId={menuId} list={list} />}
      {rows.status === 'loading' && <PageState status='loading' />}
      {rows.status === 'error' && <PageState status='error' text={rows.error} onRetry={() => void rows.reload()} />}
      {rows.status === 'ready' && rows.items.length === 0 && (
        <PageState status='empty' text={searching ? '没有找到符合条件的记录' : '暂无数据'} />
      )}
      {rows.status !== 'error' &&
        rows.items.map((row) => (
          <RowCard
            key={row.id}
            row={row}
            columns={list.columns}
            onOpen={can('btn_detail') || can('btn_edit') ? open : undefined}
            removeLabel={mayRemove(row) ? jurisdiction.labelS.btn_remove || '删除' : undefined}
            onRemove={(r) => void remove(r)}
            onMore={!list.isDataView && customButtons.length ? (r) => void more(r) : undefined}
            onOpenRelation={(linkedModel, id) => openDetail({ modelId: linkedModel, id, noShowBtn: 1 })}
            tag={rowTag(config, row, Boolean(binding))}
            actions={parts.rowActions(row)}
          />
        ))}
      {rows.status === 'ready' && rows.items.length > 0 && (
        <View className='lc-list__footer'>
          <Text>{rows.loadingMore ? '加载中...' : rows.hasMore ? '上拉加载更多' : `共${rows.total}条，没有更多了`}</Text>
        </View>
      )}
      {can('btn_add') && (
        <View className='lc-list__add' role='button' aria-label={jurisdiction.labelS.btn_add || '新增'} onClick={add}>
          <Text className='lc-list__add-icon'>+</Text>
        </View>
      )}
      <SearchPanel
        open={panel === 'search'}
        items={panelItems}
        value={list.search}
        onClose={() => setPanel(null)}
        onConfirm={(values) => {
          setPanel(null)
          list.setSearch(values)
        }}
      />
      <VersionSheet title='选择流程' versions={flow.choices} onPick={flow.pick} onClose={flow.closePicker} />
      <SortSheet
        open={panel === 'sort'}
        options={list.sortOptions}
        value={list.sorts}
        onClose={() => setPanel(null)}
        onConfirm={(sorts) => {
          setPanel(null)
          list.setSorts(sorts)
        }}
      />
    </View>
  )
}

// 工序报验: the inspection requests of the sections the user belongs to, newest first, by state (报验中 first: the
// supervisor's work); paged on reaching the bottom, refreshed on pull-down and when the page shows again. A builder
// requests from an item's processes (工序管理), so the button goes there.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { storage } from '@/lib/storage'
import { usePagedList } from '@/lib/use-paged-list'
import { getInspections, type InspectionCard } from '../api/processes'
import { INSPECTION_FILTERS, inspectionTone, timeText } from '../lib/states'
import { Chips } from './chips'
import './processes.scss'

const PAGE = 20

export interface InspectionListProps {
  detailUrl(id: string): string
  onApply(): void
}

export function InspectionList({ detailUrl, onApply }: InspectionListProps) {
  const projectId = storage.get('project')?.id ?? ''
  const [state, setState] = useState('1')
  const [mayApply, setMayApply] = useState(false)
  const shown = useRef(false)
  const fetchPage = useCallback(async (n: number) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    const page = await getInspections({ projectId, state, currentPage: n, pageSize: PAGE })
    setMayApply(page.mayApply)
    return page
  }, [projectId, state])
  const toast = useCallback((title: string) => void Taro.showToast({ title, icon: 'none' }), [])
  const list = usePagedList<InspectionCard>(fetchPage, toast)
  const { items: rows, status, total, hasMore } = list

  useEffect(() => { void list.reload() }, [fetchPage, list.reload])
  useDidShow(() => {
    if (shown.current) void list.reload(true)
    shown.current = true
  })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  return (
    <View className='ep'>
      <Chips label='报验状态' options={INSPECTION_FILTERS} value={state} onChange={setState} />
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={projectId ? () => void list.reload() : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text={state === '1' ? '暂无待审核的工序报验' : '暂无工序报验'} />}
      {status !== 'error' && rows.map((r) => (
        <View key={r.id} className='ep-card' role='button' aria-label={`${r.itemName} ${r.processName}`} onClick={() => void Taro.navigateTo({ url: detailUrl(r.id) })}>
          <View className='ep-card__head'>
            <Text className='ep-card__title'>{`${r.itemName} · ${r.processName}`}</Text>
            <Text className={`ep-tag ep-tag--${inspectionTone(r.state)}`}>{r.stateName}</Text>
          </View>
          <Text className='ep-meta'>{`部位：${r.part}`}</Text>
          <Text className='ep-meta'>{r.contractName}</Text>
          <Text className='ep-meta'>{`${r.applicantName} 申请于 ${timeText(r.appliedAt)}${r.inspectorName ? `  · ${r.inspectorName} 审核` : ''}`}</Text>
        </View>
      ))}
      {status === 'ready' && rows.length > 0 && (
        <View className='ep-footer'><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>
      )}
      {mayApply && <View className='ep-fab' role='button' onClick={onApply}><Text>申请报验</Text></View>}
    </View>
  )
}

// 钢筋点数 records of the sections the user belongs to (or of the current one), newest first; paged on reaching the
// bottom, refreshed on pull-down and when the page shows again (after a new count).
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import type { RebarCountRow } from '@shared/api/rebar'
import { PageState } from '@/components'
import { storage } from '@/lib/storage'
import { usePagedList } from '@/lib/use-paged-list'
import { formatDate } from '@/utils/format-date'
import { getRebarCounts } from '../api/rebar'
import './rebar-count.scss'

const PAGE = 20

export interface CountListProps {
  detailUrl(id: string): string
  onCount(): void
}

export function CountList({ detailUrl, onCount }: CountListProps) {
  const projectId = storage.get('project')?.id ?? ''
  const contract = storage.get('contract')
  const [onlyMine, setOnlyMine] = useState(Boolean(contract))
  const shown = useRef(false)
  const fetchPage = useCallback(async (n: number) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    return getRebarCounts({ projectId, contractId: onlyMine ? contract?.id : undefined, currentPage: n, pageSize: PAGE })
  }, [projectId, onlyMine, contract?.id])
  const toast = useCallback((title: string) => void Taro.showToast({ title, icon: 'none' }), [])
  const list = usePagedList<RebarCountRow>(fetchPage, toast)
  const { items: rows, status, total, hasMore } = list

  useEffect(() => { void list.reload() }, [fetchPage, list.reload])
  useDidShow(() => {
    if (shown.current) void list.reload(true)
    shown.current = true
  })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  return (
    <View className='rc rc-list'>
      {contract && (
        <View className='rc-chips' role='radiogroup' aria-label='合同段'>
          <View className={`rc-chip${onlyMine ? ' rc-chip--on' : ''}`} role='radio' aria-checked={onlyMine} onClick={() => setOnlyMine(true)}><Text>{`本合同段 ${contract.enCode}`}</Text></View>
          <View className={`rc-chip${!onlyMine ? ' rc-chip--on' : ''}`} role='radio' aria-checked={!onlyMine} onClick={() => setOnlyMine(false)}><Text>全部合同段</Text></View>
        </View>
      )}
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={projectId ? () => void list.reload() : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text='暂无钢筋点数记录' />}
      {status !== 'error' && rows.map((r) => (
        <View key={r.id} className='rc-card' role='button' aria-label={`${r.specification} ${r.count}根`} onClick={() => void Taro.navigateTo({ url: detailUrl(r.id) })}>
          <Image className='rc-card__photo' src={r.photo} mode='aspectFill' />
          <View className='rc-card__body'>
            <View className='rc-card__head'>
              <Text className='rc-card__title'>{r.specification}</Text>
              <Text className='rc-card__count'>{`${r.count}根`}</Text>
            </View>
            <Text className='rc-meta'>{r.sectionText}</Text>
            <Text className='rc-meta'>{`${r.userName} ${formatDate(r.createdAt, 'yyyy-mm-dd hh:MM')}${r.corrected ? ' · 已人工修正' : ''}`}</Text>
            {r.note !== '' && <Text className='rc-meta'>{r.note}</Text>}
          </View>
        </View>
      ))}
      {status === 'ready' && rows.length > 0 && (
        <View className='rc-footer'><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>
      )}
      <View className='rc-fab' role='button' onClick={onCount}><Text>拍照点数</Text></View>
    </View>
  )
}

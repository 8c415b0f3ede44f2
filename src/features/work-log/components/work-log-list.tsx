// 工作日志's list: 我的日志 and 下属日志 (the logs my people shared with me), by month, paged, pull-to-refresh; 写日志.
import { useCallback, useEffect, useRef, useState } from 'react'
import dayjs from 'dayjs'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Picker, Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { storage } from '@/lib/storage'
import { usePagedList } from '@/lib/use-paged-list'
import { getWorkLogs, type WorkLogScope } from '../api/work-log'
import './work-log.scss'

const PAGE = 20

export function WorkLogList({ detailUrl, writeUrl }: { detailUrl(id: string): string; writeUrl: string }) {
  const projectId = storage.get('project')?.id ?? ''
  const [scope, setScope] = useState<WorkLogScope>('mine')
  const [month, setMonth] = useState(dayjs().format('YYYY-MM'))
  const shown = useRef(false)
  const fetchPage = useCallback(async (n: number) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    return getWorkLogs(projectId, scope, month, n, PAGE)
  }, [projectId, scope, month])
  const toast = useCallback((title: string) => void Taro.showToast({ title, icon: 'none' }), [])
  const list = usePagedList(fetchPage, toast)
  const { items: rows, status, total, hasMore } = list

  // the first page again whenever the tab or the month changes (reload itself stays the same function)
  useEffect(() => { void list.reload() }, [list.reload, scope, month])
  useDidShow(() => {
    if (shown.current) void list.reload(true)
    shown.current = true
  })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  return (
    <View className='wl-list'>
      <View className='wl-tabs' role='tablist'>
        {([['mine', '我的日志'], ['team', '下属日志']] as const).map(([s, label]) => (
          <View key={s} role='tab' aria-selected={scope === s} className={`wl-tab${scope === s ? ' wl-tab--on' : ''}`} onClick={() => setScope(s)}><Text>{label}</Text></View>
        ))}
      </View>
      <View className='wl-month'>
        <Text>月份</Text>
        <Picker mode='date' fields='month' value={month} onChange={(e) => setMonth(String(e.detail.value).slice(0, 7))} aria-label='月份'>
          <Text className='wl-value'>{dayjs(`${month}-01`).format('YYYY年M月')}</Text>
        </Picker>
      </View>
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={projectId ? () => void list.reload() : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text={scope === 'mine' ? '本月暂无日志' : '本月暂无下属共享的日志'} />}
      {status !== 'error' && rows.map((l) => (
        <View key={l.id} className='wl-card' onClick={() => void Taro.navigateTo({ url: detailUrl(l.id) })}>
          <View className='wl-card__head'>
            <Text className='wl-card__title'>{scope === 'team' ? `${l.authorName} ${l.logDate}` : l.logDate}</Text>
            {l.weather && <Text className='wl-meta' style={{ marginTop: 0 }}>{l.weather}</Text>}
            {scope === 'mine' && l.shared && <Text className='wl-tag'>已共享</Text>}
          </View>
          <Text className='wl-summary'>{l.done}</Text>
          {(l.photoCount > 0 || l.commentCount > 0) && (
            <Text className='wl-meta'>{[l.photoCount > 0 ? `照片 ${l.photoCount} 张` : '', l.commentCount > 0 ? `点评 ${l.commentCount} 条` : ''].filter(Boolean).join(' · ')}</Text>
          )}
        </View>
      ))}
      {status === 'ready' && rows.length > 0 && <View className='wl-meta' style={{ textAlign: 'center' }}><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>}
      {scope === 'mine' && (
        <View className='wl-actions'>
          <View className='wl-btn wl-btn--primary' onClick={() => void Taro.navigateTo({ url: writeUrl })}><Text>写日志</Text></View>
        </View>
      )}
    </View>
  )
}

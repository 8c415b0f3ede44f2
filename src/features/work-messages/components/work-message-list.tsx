// 工作通知's list: 收到的 (unread marked, the count on the tab) and 我发出的 (已读 x/y), paged, pull-to-refresh; 发通知.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { WorkMessageBox } from '@shared/api/work-messages'
import { PageState } from '@/components'
import { storage } from '@/lib/storage'
import { usePagedList } from '@/lib/use-paged-list'
import { getWorkMessages } from '../api/work-messages'
import { IMPORTANCE_COLOURS, figuresText, importanceText, when } from '../lib/display'
import './work-messages.scss'

const PAGE = 20

export function WorkMessageList({ detailUrl, composeUrl }: { detailUrl(id: string): string; composeUrl: string }) {
  const projectId = storage.get('project')?.id ?? ''
  const [box, setBox] = useState<WorkMessageBox>('inbox')
  const [unread, setUnread] = useState(0)
  const shown = useRef(false)
  const fetchPage = useCallback(async (n: number) => {
    if (!projectId) throw new Error('请先在工作台选择项目')
    const res = await getWorkMessages(projectId, box, n, PAGE)
    if (box === 'inbox') setUnread(res.unread ?? 0)
    return res
  }, [projectId, box])
  const toast = useCallback((title: string) => void Taro.showToast({ title, icon: 'none' }), [])
  const list = usePagedList(fetchPage, toast)
  const { items: rows, status, total, hasMore } = list

  // the first page again whenever the tab changes (reload itself stays the same function)
  useEffect(() => { void list.reload() }, [list.reload, box])
  useDidShow(() => {
    // back from a notice (now read) or from sending one: refresh without blanking the list
    if (shown.current) void list.reload(true)
    shown.current = true
  })
  usePullDownRefresh(() => { void list.reload(true).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { void list.loadMore() })

  const now = Date.now()
  return (
    <View className='wm-list'>
      <View className='wm-tabs' role='tablist'>
        {([['inbox', unread > 0 ? `收到的（${unread}）` : '收到的'], ['sent', '我发出的']] as const).map(([b, label]) => (
          <View key={b} role='tab' aria-selected={box === b} className={`wm-tab${box === b ? ' wm-tab--on' : ''}`} onClick={() => setBox(b)}><Text>{label}</Text></View>
        ))}
      </View>
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={list.error} onRetry={projectId ? () => void list.reload() : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text={box === 'inbox' ? '暂无收到的通知' : '暂无发出的通知'} />}
      {status !== 'error' && rows.map((m) => (
        <View key={m.id} className='wm-card' onClick={() => void Taro.navigateTo({ url: detailUrl(m.id) })}>
          <View className='wm-card__head'>
            {box === 'inbox' && m.readAt === null && <View className='wm-dot' aria-label='未读' />}
            <Text className='wm-card__title'>{m.title}</Text>
            {m.importance > 1 && <Text className='wm-tag' style={{ color: IMPORTANCE_COLOURS[m.importance], borderColor: IMPORTANCE_COLOURS[m.importance] }}>{importanceText(m.importance)}</Text>}
          </View>
          <Text className='wm-meta'>{box === 'inbox' ? `${m.senderName} · ${when(m.sentAt, now)}` : `发送至：${m.targetText}`}</Text>
          <View className='wm-card__head'>
            <Text className='wm-meta' style={{ flex: 1 }}>{box === 'sent' ? when(m.sentAt, now) : m.attachmentCount > 0 ? `附件 ${m.attachmentCount} 个` : ''}</Text>
            {box === 'sent' && <Text className='wm-tag wm-tag--read'>{figuresText(m)}</Text>}
            {box === 'inbox' && <Text className={m.readAt === null ? 'wm-meta' : 'wm-tag wm-tag--read'}>{m.readAt === null ? '未读' : '已读'}</Text>}
          </View>
        </View>
      ))}
      {status === 'ready' && rows.length > 0 && <View className='wm-meta' style={{ textAlign: 'center' }}><Text>{list.loadingMore ? '加载中…' : hasMore ? '上拉加载更多' : `共${total}条`}</Text></View>}
      <View className='wm-actions'>
        <View className='wm-btn wm-btn--primary' onClick={() => void Taro.navigateTo({ url: composeUrl })}><Text>发通知</Text></View>
      </View>
    </View>
  )
}

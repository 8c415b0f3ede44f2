import { useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { AtSearchBar } from 'taro-ui'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import type { NoticeItem } from '../types'
import { getNotices, readAllNotices } from '../api/notices'
import { useMessageStore } from '../stores/message-store'
import { openNotice } from '../lib/open-notice'
import { confirmAction, toast } from '../lib/feedback'
import { NoticeRow } from './notice-row'
import './notice-list.scss'
import { toastUnlessShown } from '@/lib/error-text'

const TABS: { label: string; type: number | '' }[] = [
  { label: '全部', type: '' },
  { label: '公告', type: 1 },
  { label: '流程', type: 2 },
  { label: '系统', type: 3 }
]
const PAGE_SIZE = 20

type Status = 'loading' | 'ready' | 'error'

/** /pages/message/message/index: in-site messages by type, searchable, paged, with 全部已读 */
export function NoticeList() {
  const [tab, setTab] = useState(0)
  const [input, setInput] = useState('')
  const [keyword, setKeyword] = useState('')
  const [items, setItems] = useState<NoticeItem[]>([])
  const [page, setPage] = useState(0)
  const [total, setTotal] = useState(0)
  const [status, setStatus] = useState<Status>('loading')
  const [error, setError] = useState('')
  const [loadingMore, setLoadingMore] = useState(false)
  const noticeVersion = useMessageStore((s) => s.noticeVersion)
  const request = useRef(0)
  const type = TABS[tab].type

  /** `fresh`: the list was emptied (new tab or keyword), so a failure shows the error state instead of a toast */
  const load = async (next: number, fresh = items.length === 0) => {
    const id = ++request.current
    if (next === 1 && fresh) setStatus('loading')
    if (next > 1) setLoadingMore(true)
    try {
      const res = await getNotices({ currentPage: next, pageSize: PAGE_SIZE, keyword, type })
      if (id !== request.current) return
      useMessageStore.getState().noteNotices(res.list)
      setItems((prev) => (next === 1 ? res.list : [...prev, ...res.list.filter((n) => !prev.some((p) => p.id === n.id))]))
      setPage(next)
      setTotal(Number(res.pagination.total) || 0)
      setStatus('ready')
    } catch (err) {
      if (id !== request.current) return
      const text = errorText(err, '消息加载失败')
      if (next === 1 && fresh) {
        setError(text)
        setStatus('error')
      } else toast(text)
    } finally {
      if (id === request.current) setLoadingMore(false)
    }
  }

  useEffect(() => {
    setItems([])
    void load(1, true)
  }, [tab, keyword])

  // a pushed notice shows up without pulling
  useEffect(() => {
    if (noticeVersion > 0) void load(1)
  }, [noticeVersion])

  usePullDownRefresh(() => {
    void load(1).finally(() => Taro.stopPullDownRefresh())
  })

  const hasMore = page * PAGE_SIZE < total
  useReachBottom(() => {
    if (hasMore && !loadingMore && status === 'ready') void load(page + 1)
  })

  const readAll = async () => {
    if (!(await confirmAction('全部已读', `确定将${tab === 0 ? '全部' : TABS[tab].label}消息标记为已读吗？`))) return
    try {
      await readAllNotices(type)
    } catch (err) {
      // a refusal was toasted by the request client; a failure that never reached the server is said here
      toastUnlessShown(err, '全部已读失败')
      return
    }
    if (type === '') useMessageStore.getState().readAllNotices()
    else items.filter((n) => Number(n.isRead) !== 1).forEach((n) => useMessageStore.getState().markNoticeRead(n.id))
    setItems((prev) => prev.map((n) => ({ ...n, isRead: 1 })))
    toast('已全部标记为已读', 'success')
  }

  const open = (item: NoticeItem) => {
    setItems((prev) => prev.map((n) => (n.id === item.id ? { ...n, isRead: 1 } : n)))
    openNotice({ id: item.id, type: Number(item.type) }).catch((err) => toast(errorText(err, '消息打开失败')))
  }

  return (
    <View className='notice-list'>
      <View className='notice-list__top'>
        <AtSearchBar
          value={input}
          placeholder='搜索消息标题'
          onChange={(v: string) => setInput(v)}
          onActionClick={() => setKeyword(input.trim())}
          onConfirm={() => setKeyword(input.trim())}
          onClear={() => {
            setInput('')
            setKeyword('')
          }}
        />
        <View className='notice-list__tabs'>
          {TABS.map((t, i) => (
            <View key={t.label} className={`notice-list__tab${i === tab ? ' notice-list__tab--on' : ''}`} role='tab' aria-selected={i === tab} onClick={() => setTab(i)}>
              <Text>{t.label}</Text>
            </View>
          ))}
          <View className='notice-list__read-all' role='button' aria-label='全部已读' onClick={() => void readAll()}>
            <Text>全部已读</Text>
          </View>
        </View>
      </View>
      {status === 'loading' ? <PageState status='loading' /> : null}
      {status === 'error' ? <PageState status='error' text={error} onRetry={() => void load(1)} /> : null}
      {status === 'ready' && items.length === 0 ? <PageState status='empty' text={keyword ? '没有找到相关消息' : '暂无消息'} /> : null}
      {items.map((item) => (
        <NoticeRow key={item.id} item={item} onOpen={open} />
      ))}
      {status === 'ready' && items.length > 0 ? (
        <View className='notice-list__footer'>
          <Text>{loadingMore ? '加载中...' : hasMore ? '上拉加载更多' : '没有更多了'}</Text>
        </View>
      ) : null}
    </View>
  )
}

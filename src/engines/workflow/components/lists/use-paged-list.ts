// Paging shared by every workflow list: first page on mount and on a new keyword, pull-down reloads page 1,
// reaching the bottom appends the next page, and a task change reported by the detail page reloads page 1.
// A failed first page shows the error state with 重试; a failed refresh or next page keeps what is shown and toasts.
import { useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import type { PageList } from '@shared/api/envelope'
import { errorText } from '@/lib/error-text'
import { useWorkflowRefresh } from '../../stores/refresh'

export type ListStatus = 'loading' | 'ready' | 'error'

export interface PageQuery {
  currentPage: number
  pageSize: number
  keyword?: string
}

export interface PagedListOptions {
  pageSize?: number
  /** what a failure says (the network hint or the server's reason is added) */
  errorFallback: string
  /** false while the list sits on a hidden tab: pull-down and reach-bottom belong to the visible one */
  active?: boolean
}

export interface PagedList<T> {
  items: T[]
  status: ListStatus
  error: string
  loadingMore: boolean
  hasMore: boolean
  keyword: string
  search: (keyword: string) => void
  reload: () => Promise<void>
  /** drops one item without a reload (deleted, stopped elsewhere) */
  remove: (match: (item: T) => boolean) => void
}

export function usePagedList<T extends { id: string }>(
  fetchPage: (query: PageQuery) => Promise<PageList<T>>,
  { pageSize = 20, errorFallback, active = true }: PagedListOptions
): PagedList<T> {
  const [items, setItems] = useState<T[]>([])
  const [status, setStatus] = useState<ListStatus>('loading')
  const [error, setError] = useState('')
  const [page, setPage] = useState(0)
  const [total, setTotal] = useState(0)
  const [loadingMore, setLoadingMore] = useState(false)
  const [keyword, setKeyword] = useState('')
  const request = useRef(0)
  const shown = useRef(0)
  shown.current = items.length

  const load = async (next: number) => {
    const id = ++request.current
    const fresh = next === 1 && shown.current === 0
    if (fresh) setStatus('loading')
    if (next > 1) setLoadingMore(true)
    try {
      const res = await fetchPage({ currentPage: next, pageSize, keyword: keyword || undefined })
      if (id !== request.current) return
      setItems((prev) => (next === 1 ? res.list : [...prev, ...res.list.filter((n) => !prev.some((p) => p.id === n.id))]))
      setPage(next)
      setTotal(Number(res.pagination.total) || 0)
      setStatus('ready')
    } catch (err) {
      if (id !== request.current) return
      const text = errorText(err, errorFallback)
      if (fresh) {
        setError(text)
        setStatus('error')
      } else void Taro.showToast({ title: text, icon: 'none', duration: 2000 })
    } finally {
      if (id === request.current) setLoadingMore(false)
    }
  }

  useEffect(() => {
    setItems([])
    shown.current = 0
    void load(1)
  }, [keyword])

  useWorkflowRefresh(() => void load(1))

  usePullDownRefresh(() => {
    if (!active) return
    void load(1).finally(() => Taro.stopPullDownRefresh())
  })

  const hasMore = page * pageSize < total
  useReachBottom(() => {
    if (active && hasMore && !loadingMore && status === 'ready') void load(page + 1)
  })

  return {
    items,
    status,
    error,
    loadingMore,
    hasMore,
    keyword,
    search: (next: string) => setKeyword(next.trim()),
    reload: () => load(1),
    remove: (match) => {
      setItems((prev) => prev.filter((item) => !match(item)))
      setTotal((t) => Math.max(0, t - 1))
    }
  }
}

// One paged list: first page, pull-to-refresh, load-more, reload, with stale answers dropped. The page-level hooks
// (usePullDownRefresh / useReachBottom) are wired by the caller, which owns the page.
import { useCallback, useRef, useState } from 'react'
import type { PageList } from '@shared/api/envelope'
import { errorText } from '@/lib/error-text'

export type ListStatus = 'loading' | 'ready' | 'error'

export interface PagedList<T> {
  items: T[]
  status: ListStatus
  error: string
  total: number
  loadingMore: boolean
  hasMore: boolean
  /** page 1 again. `quiet`: keep the rows on screen until the answer arrives (refresh, coming back to the page) */
  reload(quiet?: boolean): Promise<void>
  loadMore(): Promise<void>
  /** drop a row locally (after a delete) without asking the server */
  remove(predicate: (item: T) => boolean): void
}

export function usePagedList<T extends { id?: unknown }>(
  fetchPage: (currentPage: number) => Promise<PageList<T>>,
  pageSize: number,
  onLoadMoreError: (message: string) => void
): PagedList<T> {
  const [items, setItems] = useState<T[]>([])
  const [status, setStatus] = useState<ListStatus>('loading')
  const [error, setError] = useState('')
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(0)
  const [loadingMore, setLoadingMore] = useState(false)
  const request = useRef(0)
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  const load = useCallback(async (next: number, quiet: boolean) => {
    const id = ++request.current
    if (next === 1 && !quiet) setStatus('loading')
    if (next > 1) setLoadingMore(true)
    try {
      const res = await fetchRef.current(next)
      if (id !== request.current) return
      setItems((prev) => {
        if (next === 1) return res.list
        // a row created meanwhile shifts the pages: never show one twice
        const seen = new Set(prev.map((p) => p.id))
        return [...prev, ...res.list.filter((row) => !seen.has(row.id))]
      })
      setPage(next)
      setTotal(Number(res.pagination?.total) || 0)
      setStatus('ready')
      setError('')
    } catch (err) {
      if (id !== request.current) return
      const text = errorText(err, '数据加载失败')
      if (next === 1 && !quiet) {
        setError(text)
        setStatus('error')
      } else onLoadMoreError(text)
    } finally {
      if (id === request.current) setLoadingMore(false)
    }
  }, [onLoadMoreError])

  const hasMore = status === 'ready' && page * pageSize < total
  const reload = useCallback((quiet = false) => load(1, quiet), [load])
  const loadMore = useCallback(async () => {
    if (hasMore && !loadingMore) await load(page + 1, true)
  }, [hasMore, loadingMore, load, page])
  const remove = useCallback((predicate: (item: T) => boolean) => {
    setItems((prev) => prev.filter((item) => !predicate(item)))
    setTotal((t) => Math.max(0, t - 1))
  }, [])

  return { items, status, error, total, loadingMore, hasMore, reload, loadMore, remove }
}

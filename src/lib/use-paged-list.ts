// One paged list: first page, pull-to-refresh, load-more, reload, with stale answers dropped. The page-level hooks
// (usePullDownRefresh / useReachBottom) are wired by the caller, which owns the page. Whether there is more comes
// from the answers, not from the page size asked for: a server may serve smaller pages than asked (the reference
// server caps a page at 1000 rows, also for the 1000000 an unpaged list asks) and says so in pagination.pageSize.
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
  onLoadMoreError: (message: string) => void
): PagedList<T> {
  const [items, setItems] = useState<T[]>([])
  const [status, setStatus] = useState<ListStatus>('loading')
  const [error, setError] = useState('')
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(0)
  /** rows the server sent so far (before dropping doubles), and whether the last page came back short */
  const [received, setReceived] = useState(0)
  const [ended, setEnded] = useState(false)
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
      setReceived((prev) => (next === 1 ? 0 : prev) + res.list.length)
      // an empty page, or one shorter than the page size the server says it used, is the last one
      const served = Number(res.pagination?.pageSize)
      setEnded(res.list.length === 0 || (served > 0 && res.list.length < served))
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

  const hasMore = status === 'ready' && page > 0 && !ended && received < total
  const reload = useCallback((quiet = false) => load(1, quiet), [load])
  const loadMore = useCallback(async () => {
    if (hasMore && !loadingMore) await load(page + 1, true)
  }, [hasMore, loadingMore, load, page])
  const remove = useCallback((predicate: (item: T) => boolean) => {
    setItems((prev) => prev.filter((item) => !predicate(item)))
    setTotal((t) => Math.max(0, t - 1))
    setReceived((n) => Math.max(0, n - 1))
  }, [])

  return { items, status, error, total, loadingMore, hasMore, reload, loadMore, remove }
}

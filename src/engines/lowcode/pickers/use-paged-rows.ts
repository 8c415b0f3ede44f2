// Paged rows of the selector pages: first page on open and on a new keyword, the next page on reaching the bottom,
// a refresh that keeps what is on screen when it fails, and answers of stale requests dropped.
import { useEffect, useRef, useState } from 'react'
import { errorText } from '@/lib/error-text'

export type PageStatus = 'loading' | 'ready' | 'error'
export type Row = Record<string, unknown>
export type PageLoader = (currentPage: number, pageSize: number, keyword: string) => Promise<{ list: Row[]; total: number }>

export function usePagedRows(load: PageLoader | undefined, pageSize: number) {
  const [rows, setRows] = useState<Row[]>([])
  const [page, setPage] = useState(0)
  const [total, setTotal] = useState(0)
  const [status, setStatus] = useState<PageStatus>('loading')
  const [error, setError] = useState('')
  const [moreError, setMoreError] = useState('')
  const [loadingMore, setLoadingMore] = useState(false)
  const [keyword, setKeyword] = useState('')
  const seq = useRef(0)
  const loader = useRef(load)
  loader.current = load

  const fetchPage = async (next: number, fresh: boolean) => {
    if (!loader.current) return
    const id = ++seq.current
    if (fresh) setStatus('loading')
    if (next > 1) setLoadingMore(true)
    setMoreError('')
    try {
      const res = await loader.current(next, pageSize, keyword)
      if (id !== seq.current) return
      setRows((prev) => (next === 1 ? res.list : [...prev, ...res.list]))
      setPage(next)
      setTotal(res.total)
      setStatus('ready')
    } catch (err) {
      if (id !== seq.current) return
      const text = errorText(err, '数据加载失败')
      if (next === 1 && (fresh || rows.length === 0)) {
        setError(text)
        setStatus('error')
      } else setMoreError(text)
    } finally {
      if (id === seq.current) setLoadingMore(false)
    }
  }

  useEffect(() => {
    setRows([])
    void fetchPage(1, true)
  }, [keyword, Boolean(load)])

  const hasMore = rows.length < total && page * pageSize < total
  return {
    rows, status, error, moreError, loadingMore, keyword, hasMore,
    search: (text: string) => setKeyword(text.trim()),
    /** pull-down: page 1 again; what is shown stays if it fails */
    refresh: () => fetchPage(1, false),
    retry: () => fetchPage(1, true),
    loadMore: () => {
      if (hasMore && !loadingMore && status === 'ready') void fetchPage(page + 1, false)
    }
  }
}

// One Statistics request per distinct query (and again when `refresh` grows: the list reloaded): loading, the
// answer, or the error with a retry. A query that changed while the previous one was under way wins; the older
// answer is dropped. null asks for nothing.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { VisualDevStatistics, VisualDevStatisticsQuery } from '@shared/api/visualdev-statistics'
import { errorText } from '@/lib/error-text'
import { getModelStatistics } from '../api/statistics'

export type StatisticsState =
  | { status: 'idle' | 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: VisualDevStatistics; error?: undefined }
  | { status: 'error'; error: string; data?: undefined }

export function useModelStatistics(modelId: string, query: VisualDevStatisticsQuery | null, refresh = 0): StatisticsState & { retry(): void } {
  const key = query ? JSON.stringify(query) : ''
  const [state, setState] = useState<StatisticsState>({ status: 'idle' })
  const [attempt, setAttempt] = useState(0)
  const latest = useRef(0)
  const shown = useRef('')

  useEffect(() => {
    if (!key) {
      latest.current += 1
      shown.current = ''
      setState({ status: 'idle' })
      return
    }
    const id = ++latest.current
    // the same query asked again (a refresh) keeps its figures on screen until the new ones arrive
    const again = shown.current === key
    shown.current = key
    setState((s) => (again && s.status === 'ready' ? s : { status: 'loading' }))
    getModelStatistics(modelId, JSON.parse(key) as VisualDevStatisticsQuery).then(
      (data) => id === latest.current && setState({ status: 'ready', data }),
      (err) => id === latest.current && setState({ status: 'error', error: errorText(err, '统计加载失败') })
    )
  }, [modelId, key, attempt, refresh])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, retry }
}

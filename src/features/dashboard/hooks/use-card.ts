// One card's answer with its states: the kept answer at once when there is one, then the fresh one; a failure
// keeps what was shown and says so. reload() is what pull-to-refresh and 重试 call.
import { useCallback, useEffect, useState } from 'react'
import { errorText } from '@/lib/error-text'
import { getCard, lastCard, type CardName, type Cards, type CardScope } from '../api/cards'

export interface CardState<T> {
  data: T | undefined
  loading: boolean
  error: string
  reload: () => Promise<void>
}

export function useCard<N extends CardName>(name: N, scope: CardScope | null): CardState<Cards[N]> {
  const projectId = scope?.projectId ?? ''
  const contractId = scope?.contractId
  const [data, setData] = useState<Cards[N] | undefined>(() => (scope ? lastCard(name, scope) : undefined))
  const [loading, setLoading] = useState(Boolean(scope))
  const [error, setError] = useState('')
  const reload = useCallback(async () => {
    if (!projectId) return
    const s = { projectId, contractId }
    setData(lastCard(name, s))
    setLoading(true)
    setError('')
    try {
      setData(await getCard(name, s))
    } catch (e) {
      setError(errorText(e, '加载失败，请重试'))
    } finally {
      setLoading(false)
    }
  }, [name, projectId, contractId])
  useEffect(() => { void reload() }, [reload])
  return { data, loading, error, reload }
}

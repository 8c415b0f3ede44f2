// One record loaded for a detail screen: loading until it comes, the error in words with a retry, reloaded on
// pull-down. The screen shows <PageState> for the first two and the record once it is there.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { errorText } from './error-text'

export interface Loaded<T> {
  data: T | null
  error: string
  reload(): Promise<void>
  /** after a save that answers the new record */
  setData(next: T): void
}

export function useLoaded<T>(fetch: () => Promise<T>, failure = '加载失败'): Loaded<T> {
  const [data, setData] = useState<T | null>(null)
  const [error, setError] = useState('')
  const reload = useCallback(async () => {
    setError('')
    try {
      setData(await fetch())
    } catch (e) {
      setError(errorText(e, failure))
    }
  }, [fetch, failure])
  useEffect(() => { void reload() }, [reload])
  usePullDownRefresh(() => { void reload().finally(() => Taro.stopPullDownRefresh()) })
  return { data, error, reload, setData }
}

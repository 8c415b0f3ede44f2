// Loads a model's Config once per page. A model the server does not offer reads as 'missing' (the page says
// 暂无此页面 and goes back, §3.1 point 2); a failed transfer reads as 'error' with a retry.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { VisualDevConfigVO } from '@shared/api/visualdev'
import { errorText } from '@/lib/error-text'
import { getModelConfig, ModelMissingError } from '../api/config'

export type ConfigStatus = 'loading' | 'ready' | 'missing' | 'error'

export interface ModelConfigState {
  status: ConfigStatus
  config: VisualDevConfigVO | null
  error: string
  retry(): void
}

export function useModelConfig(modelId: string | undefined): ModelConfigState {
  const [status, setStatus] = useState<ConfigStatus>('loading')
  const [config, setConfig] = useState<VisualDevConfigVO | null>(null)
  const [error, setError] = useState('')
  const request = useRef(0)

  const load = useCallback(async () => {
    const id = ++request.current
    setStatus('loading')
    try {
      const data = await getModelConfig(modelId ?? '')
      if (id !== request.current) return
      setConfig(data)
      setStatus('ready')
    } catch (err) {
      if (id !== request.current) return
      if (err instanceof ModelMissingError) {
        setStatus('missing')
        setError(err.message)
      } else {
        setStatus('error')
        setError(errorText(err, '页面加载失败'))
      }
    }
  }, [modelId])

  useEffect(() => {
    void load()
  }, [load])

  return { status, config, error, retry: () => void load() }
}

// Every low-code page starts the same way: load the model's Config, say 暂无此页面 and go back when the model is
// not offered (§3.1 point 2), offer a retry when the network failed, then render the page with the Config.
import { useEffect, type ReactNode } from 'react'
import Taro from '@tarojs/taro'
import { View } from '@tarojs/components'
import type { VisualDevConfigVO } from '@shared/api/visualdev'
import { NavBar, PageState, goBack } from '@/components'
import { NO_PAGE_TEXT } from '../api/config'
import { useModelConfig } from '../hooks/use-model-config'

export const BACK_DELAY_MS = 1500

export interface ModelGateProps {
  modelId: string | undefined
  /** the title while loading or failing */
  title: string
  children: (config: VisualDevConfigVO) => ReactNode
  /** drawn under the title bar while loading or failing, as the page draws it once ready */
  top?: ReactNode
}

export function ModelGate({ modelId, title, children, top }: ModelGateProps) {
  const { status, config, error, retry } = useModelConfig(modelId)

  useEffect(() => {
    if (status !== 'missing') return undefined
    void Taro.showToast({ title: NO_PAGE_TEXT, icon: 'none', duration: BACK_DELAY_MS })
    const timer = setTimeout(() => goBack(), BACK_DELAY_MS)
    return () => clearTimeout(timer)
  }, [status])

  if (status === 'ready' && config) return <>{children(config)}</>
  return (
    <View className='page'>
      <NavBar title={title} back />
      {top}
      {status === 'loading' && <PageState status='loading' />}
      {status === 'missing' && <PageState status='empty' text={NO_PAGE_TEXT} />}
      {status === 'error' && <PageState status='error' text={error} onRetry={retry} />}
    </View>
  )
}

import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import { AtButton } from 'taro-ui'
import './index.scss'

export type PageStatus = 'loading' | 'empty' | 'error'

export interface PageStateProps {
  status: PageStatus
  /** replaces the default text of the status */
  text?: string
  /** shows a 重试 button (error) or 刷新 button (empty) */
  onRetry?: () => void
  retryText?: string
  /** fill the page height (default) or sit inline in a section */
  inline?: boolean
  /** a heading above the text: what the screen is */
  title?: string
  /** more below the text (a detail line, further actions) */
  children?: ReactNode
}

const defaultText: Record<PageStatus, string> = {
  loading: '加载中...',
  empty: '暂无数据',
  error: '加载失败，请重试'
}

/** the one loading / empty / error placeholder of the app, so every screen says these things the same way */
export function PageState({ status, text, onRetry, retryText, inline = false, title, children }: PageStateProps) {
  return (
    <View className={`page-state page-state--${status}${inline ? ' page-state--inline' : ''}`} role='status'>
      {status === 'loading' ? (
        <View className='page-state__spinner' />
      ) : (
        <View className={`page-state__icon page-state__icon--${status}`}>
          <Text>{status === 'error' ? '!' : '○'}</Text>
        </View>
      )}
      {title ? <Text className='page-state__title'>{title}</Text> : null}
      <Text className='page-state__text'>{text ?? defaultText[status]}</Text>
      {onRetry && status !== 'loading' && (
        <AtButton className='page-state__retry' type='secondary' size='small' onClick={onRetry}>
          {retryText ?? (status === 'error' ? '重试' : '刷新')}
        </AtButton>
      )}
      {children}
    </View>
  )
}

export default PageState

import { useEffect, useState, type ReactNode } from 'react'
import { View } from '@tarojs/components'
import { AtSearchBar } from 'taro-ui'
import { NavBar, PageState, goBack } from '@/components'
import { releasePicker } from '../lib/picker-bridge'
import './picker-page.scss'

export interface PickerPageProps {
  pickerId?: string
  title: string
  /** false when the request is gone (the page was reloaded on H5 or opened from a link) */
  found: boolean
  searchPlaceholder?: string
  onSearch?: (keyword: string) => void
  children: ReactNode
  /** the confirm bar */
  footer?: ReactNode
}

/**
 * The frame of the four selector pages: navigation bar, keyword box, the list, the confirm bar. Leaving the page
 * without confirming answers the requester with nothing.
 */
export function PickerPage({ pickerId, title, found, searchPlaceholder, onSearch, children, footer }: PickerPageProps) {
  const [input, setInput] = useState('')
  useEffect(() => () => releasePicker(pickerId), [pickerId])

  if (!found) {
    return (
      <View className='page lc-picker'>
        <NavBar title={title} back />
        <PageState status='error' text='选择已失效，请返回表单重新打开' retryText='返回' onRetry={() => goBack()} />
      </View>
    )
  }
  const submit = () => onSearch?.(input)
  return (
    <View className='page lc-picker'>
      <NavBar title={title} back />
      {onSearch ? (
        <View className='lc-picker__search'>
          <AtSearchBar
            value={input}
            placeholder={searchPlaceholder ?? '请输入关键词搜索'}
            onChange={(v: string) => setInput(v)}
            onActionClick={submit}
            onConfirm={submit}
            onClear={() => {
              setInput('')
              onSearch('')
            }}
          />
        </View>
      ) : null}
      <View className='lc-picker__body'>{children}</View>
      {footer}
    </View>
  )
}

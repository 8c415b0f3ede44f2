import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { formatDate } from '@/utils'

export interface DocumentItemProps {
  title: string
  meta: string[]
  /** a check circle in front (batch selection) */
  checked?: boolean
  onToggle?: () => void
  actions?: ReactNode
}

/** one document of a signing list: title, what it is and when, and its actions */
export function DocumentItem({ title, meta, checked, onToggle, actions }: DocumentItemProps) {
  return (
    <View className='esign-doc' onClick={onToggle}>
      {onToggle ? <View className={`esign-doc__check${checked ? ' esign-doc__check--on' : ''}`} role='checkbox' aria-checked={Boolean(checked)} /> : null}
      <View className='esign-doc__main'>
        <Text className='esign-doc__title'>{title}</Text>
        {meta.filter(Boolean).map((line) => (
          <Text key={line} className='esign-doc__meta'>{line}</Text>
        ))}
      </View>
      {actions ? <View className='esign-doc__actions' onClick={(e) => e.stopPropagation()}>{actions}</View> : null}
    </View>
  )
}

export const passedAt = (ms: number | null | undefined) => (ms ? `审批通过：${formatDate(ms, 'yyyy-mm-dd hh:MM')}` : '')

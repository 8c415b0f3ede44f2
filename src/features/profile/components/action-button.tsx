import type { ReactNode } from 'react'
import { View, Text } from '@tarojs/components'
import './action-button.scss'

export interface ActionButtonProps {
  children: ReactNode
  onClick: () => void
  type?: 'primary' | 'danger' | 'plain'
  disabled?: boolean
  loading?: boolean
}

/** a full-width button, 96 px high; it ignores taps while disabled or busy */
export function ActionButton({ children, onClick, type = 'primary', disabled = false, loading = false }: ActionButtonProps) {
  const inactive = disabled || loading
  return (
    <View
      className={`pf-btn pf-btn--${type}${inactive ? ' pf-btn--disabled' : ''}`}
      role='button'
      aria-disabled={inactive}
      onClick={() => {
        if (!inactive) onClick()
      }}
    >
      <Text className='pf-btn__text'>{loading ? '请稍候...' : children}</Text>
    </View>
  )
}

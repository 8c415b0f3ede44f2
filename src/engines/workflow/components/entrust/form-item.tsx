import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'

export interface FormItemProps {
  label: string
  required?: boolean
  error?: string
  onClick?: () => void
  children: ReactNode
}

/** a labelled row of the delegation form with its message under the control */
export function FormItem({ label, required, error, onClick, children }: FormItemProps) {
  return (
    <View className='wf-form__item' role={onClick ? 'button' : undefined} aria-label={onClick ? label : undefined} onClick={onClick}>
      <Text className={`wf-form__label${required ? ' wf-form__label--required' : ''}`}>{label}</Text>
      <View className='wf-form__control'>
        {children}
        {error ? (
          <View className='wf-form__error' role='alert'>
            <Text>{error}</Text>
          </View>
        ) : null}
      </View>
    </View>
  )
}

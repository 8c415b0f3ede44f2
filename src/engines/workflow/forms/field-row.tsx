import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import './forms.scss'

export interface FieldRowProps {
  label: string
  required?: boolean
  error?: string
  /** the control below the label (text areas, uploaders, signatures) instead of beside it */
  block?: boolean
  /** right of the label: a link such as 常用语 */
  extra?: ReactNode
  children: ReactNode
}

/** one labelled field of the workflow forms, with its message right under it */
export function FieldRow({ label, required, error, block, extra, children }: FieldRowProps) {
  return (
    <View className={`wf-field${block ? ' wf-field--block' : ''}${error ? ' wf-field--error' : ''}`}>
      <View className='wf-field__head'>
        <Text className='wf-field__label'>
          {required ? <Text className='wf-field__star'>*</Text> : null}
          {label}
        </Text>
        {block && extra ? <View className='wf-field__extra'>{extra}</View> : null}
        {!block ? <View className='wf-field__control'>{children}</View> : null}
      </View>
      {block ? <View className='wf-field__body'>{children}</View> : null}
      {error ? <Text className='wf-field__error'>{error}</Text> : null}
    </View>
  )
}

// 多行输入 (textarea): grows with its text, optional count, display masking like the single-line input.
import { useState } from 'react'
import { View, Text, Textarea } from '@tarojs/components'
import type { WidgetProps } from '../../types'
import { flag, num, placeholderOf, str } from './props'
import { maskText, readMaskConfig } from './mask'
import './basic.scss'

export function TextareaWidget({ field, value, onChange, onBlur, disabled }: WidgetProps) {
  const p = field.props
  const text = str(value)
  const maxlength = num(p.maxlength)
  const [editing, setEditing] = useState(false)

  if (flag(p.useMask) && text !== '' && !editing) {
    return (
      <View className='lc-textarea lc-input__masked' onClick={() => !disabled && setEditing(true)}>
        <Text>{maskText(text, readMaskConfig(p.maskConfig))}</Text>
      </View>
    )
  }
  return (
    <View className={`lc-textarea${disabled ? ' lc-textarea--disabled' : ''}`}>
      {disabled ? (
        // a disabled textarea still scrolls and clips on WeChat: read-only text wraps instead
        <Text className='lc-textarea__text' userSelect>
          {text}
        </Text>
      ) : (
        <Textarea
          className='lc-textarea__field'
          value={text}
          maxlength={maxlength ?? -1}
          autoHeight
          focus={editing}
          placeholder={placeholderOf(field, '请输入')}
          onInput={(e) => onChange(e.detail.value)}
          onBlur={() => {
            setEditing(false)
            onBlur?.()
          }}
        />
      )}
      {flag(p.showWordLimit) && maxlength !== undefined && !disabled && (
        <Text className='lc-input__count'>{`${text.length}/${maxlength}`}</Text>
      )}
    </View>
  )
}

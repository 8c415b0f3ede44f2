// 单行输入 (input / comInput): maxlength with a count, password with a show/hide switch, clear, text before/after,
// scan-to-fill (useScan) and display masking (useMask: the whole value shows only while it is being edited).
import { useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { WidgetProps } from '../../types'
import { flag, num, placeholderOf, str } from './props'
import { maskText, readMaskConfig } from './mask'
import './basic.scss'

async function scanText(): Promise<string | undefined> {
  try {
    const res = await Taro.scanCode({ onlyFromCamera: false })
    return res.result || undefined
  } catch {
    // cancelled: nothing to fill
    return undefined
  }
}

export function InputWidget({ field, value, onChange, onBlur, disabled }: WidgetProps) {
  const p = field.props
  const text = str(value)
  const maxlength = num(p.maxlength)
  const password = flag(p.showPassword)
  const masked = flag(p.useMask)
  const [revealed, setRevealed] = useState(false)
  const [editing, setEditing] = useState(false)
  const showMasked = masked && text !== '' && !editing

  const scan = async () => {
    const result = await scanText()
    if (result !== undefined) onChange(maxlength ? result.slice(0, maxlength) : result)
  }

  return (
    <View className={`lc-input${disabled ? ' lc-input--disabled' : ''}`}>
      {str(p.addonBefore) && <Text className='lc-input__addon'>{str(p.addonBefore)}</Text>}
      {showMasked ? (
        <View className='lc-input__masked' onClick={() => !disabled && setEditing(true)}>
          <Text>{maskText(text, readMaskConfig(p.maskConfig))}</Text>
        </View>
      ) : (
        <Input
          className='lc-input__field'
          value={text}
          password={password && !revealed}
          maxlength={maxlength ?? -1}
          placeholder={disabled ? '' : placeholderOf(field, '请输入')}
          disabled={disabled}
          focus={masked && editing}
          onInput={(e) => onChange(e.detail.value)}
          onBlur={() => {
            setEditing(false)
            onBlur?.()
          }}
        />
      )}
      {flag(p.clearable) && text !== '' && !disabled && (
        <View className='lc-input__action' role='button' aria-label='清空' onClick={() => onChange('')}>
          ×
        </View>
      )}
      {password && text !== '' && (
        <View className='lc-input__action' role='button' onClick={() => setRevealed(!revealed)}>
          {revealed ? '隐藏' : '显示'}
        </View>
      )}
      {flag(p.useScan) && !disabled && (
        <View className='lc-input__action lc-input__action--primary' role='button' aria-label='扫码填入' onClick={() => void scan()}>
          扫码
        </View>
      )}
      {str(p.addonAfter) && <Text className='lc-input__addon'>{str(p.addonAfter)}</Text>}
      {flag(p.showWordLimit) && maxlength !== undefined && !disabled && (
        <Text className='lc-input__count'>{`${text.length}/${maxlength}`}</Text>
      )}
    </View>
  )
}

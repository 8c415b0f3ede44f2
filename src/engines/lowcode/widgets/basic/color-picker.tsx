// 颜色选择 (colorPicker): a palette of large swatches plus a hex box for an exact colour; the value is the colour
// text (#rrggbb, or whatever the record already holds, e.g. rgba()).
import { useEffect, useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import type { WidgetProps } from '../../types'
import { str } from './props'
import './basic.scss'

export const PALETTE = [
  '#F5222D', '#FA541C', '#FA8C16', '#FADB14', '#52C41A', '#13C2C2', '#2979FF', '#2F54EB',
  '#722ED1', '#EB2F96', '#8C8C8C', '#000000', '#FFFFFF', '#19BE6B', '#FF9900', '#909399'
]

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i

export function ColorPickerWidget({ value, onChange, onBlur, disabled }: WidgetProps) {
  const color = str(value)
  const [draft, setDraft] = useState(color)
  useEffect(() => setDraft(color), [color])

  const type = (text: string) => {
    const next = text.startsWith('#') || !text ? text : `#${text}`
    setDraft(next)
    if (HEX.test(next)) onChange(next.toUpperCase())
    else if (!next) onChange('')
  }
  return (
    <View className='lc-color'>
      <View className='lc-color__current'>
        <View className='lc-color__swatch lc-color__swatch--current' style={{ background: color || 'transparent' }} />
        {disabled ? (
          <Text className='lc-color__text'>{color}</Text>
        ) : (
          <Input
            className='lc-color__input'
            value={draft}
            maxlength={7}
            placeholder='#2979FF'
            onInput={(e) => type(e.detail.value.trim())}
            onBlur={() => {
              setDraft(color)
              onBlur?.()
            }}
          />
        )}
      </View>
      {!disabled && (
        <View className='lc-color__palette'>
          {PALETTE.map((c) => (
            <View
              key={c}
              className={`lc-color__swatch${c.toUpperCase() === color.toUpperCase() ? ' lc-color__swatch--on' : ''}`}
              style={{ background: c }}
              role='radio'
              aria-checked={c.toUpperCase() === color.toUpperCase()}
              aria-label={c}
              onClick={() => onChange(c)}
            />
          ))}
        </View>
      )}
    </View>
  )
}

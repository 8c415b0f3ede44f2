// 数字输入 (inputNumber / numInput): a number (null when emptied), typed on the digit keyboard or stepped with large
// -/+ buttons; min/max and precision apply when the field is left or stepped. A sign button stands in for the
// minus key the mini-program's digit keyboard lacks. Thousands and amount-in-words hints show under the number.
import { useEffect, useState } from 'react'
import { View, Text, Input } from '@tarojs/components'
import type { WidgetProps } from '../../types'
import { roundTo } from '../../model/calculate'
import { amountChinese, thousands } from '../../model/number-format'
import { flag, num, placeholderOf, str } from './props'
import './basic.scss'

const decimalsOf = (n: number): number => (String(n).split('.')[1] ?? '').length

export function InputNumberWidget({ field, value, onChange, onBlur, disabled }: WidgetProps) {
  const p = field.props
  const min = num(p.min)
  const max = num(p.max)
  const step = num(p.step) || 1
  const precision = num(p.precision)
  const current = num(value)
  const [draft, setDraft] = useState(current === undefined ? '' : String(current))
  const [focused, setFocused] = useState(false)
  useEffect(() => {
    if (!focused) setDraft(current === undefined ? '' : String(current))
  }, [current, focused])

  const fit = (n: number): number => {
    let v = n
    if (min !== undefined && v < min) v = min
    if (max !== undefined && v > max) v = max
    return precision !== undefined ? roundTo(v, precision) : v
  }
  const type = (text: string) => {
    setDraft(text)
    const t = text.trim()
    if (t === '' || t === '-') return onChange(null)
    const n = Number(t)
    if (Number.isFinite(n)) onChange(n)
  }
  const leave = () => {
    setFocused(false)
    if (current !== undefined && fit(current) !== current) onChange(fit(current))
    onBlur?.()
  }
  const stepBy = (direction: 1 | -1) => {
    // an empty field starts at its minimum (or one step from zero)
    if (current === undefined) return onChange(fit(min ?? direction * step))
    onChange(fit(roundTo(current + direction * step, Math.max(decimalsOf(step), decimalsOf(current)))))
  }
  const canNegate = min === undefined || min < 0
  const hints = [
    flag(p.thousands) && current !== undefined ? thousands(current, precision) : '',
    flag(p.isAmountChinese) && current !== undefined ? amountChinese(current) : ''
  ].filter(Boolean)

  return (
    <View className='lc-number'>
      <View className={`lc-number__row${disabled ? ' lc-number__row--disabled' : ''}`}>
        {!disabled && (
          <View className='lc-number__step' role='button' aria-label='减少' aria-disabled={min !== undefined && (current ?? min) <= min} onClick={() => stepBy(-1)}>
            −
          </View>
        )}
        {str(p.addonBefore) && <Text className='lc-input__addon'>{str(p.addonBefore)}</Text>}
        <Input
          className='lc-number__field'
          type='digit'
          value={draft}
          disabled={disabled}
          placeholder={disabled ? '' : placeholderOf(field, '请输入')}
          onInput={(e) => type(e.detail.value)}
          onFocus={() => setFocused(true)}
          onBlur={leave}
        />
        {str(p.addonAfter) && <Text className='lc-input__addon'>{str(p.addonAfter)}</Text>}
        {!disabled && canNegate && (
          <View className='lc-number__step lc-number__step--sign' role='button' aria-label='正负号' onClick={() => current !== undefined && onChange(fit(-current))}>
            ±
          </View>
        )}
        {!disabled && (
          <View className='lc-number__step' role='button' aria-label='增加' aria-disabled={max !== undefined && (current ?? min ?? 0) >= max} onClick={() => stepBy(1)}>
            +
          </View>
        )}
      </View>
      {hints.map((hint) => (
        <Text key={hint} className='lc-number__hint'>
          {hint}
        </Text>
      ))}
    </View>
  )
}

// 评分 (rate): `count` stars (Gen A/B `max`), half stars when allowHalf (tap a full star again for its half).
import { View, Text } from '@tarojs/components'
import type { WidgetProps } from '../../types'
import { flag, num } from './props'
import './basic.scss'

export function RateWidget({ field, value, onChange, disabled }: WidgetProps) {
  const count = Math.max(1, Math.min(10, Math.round(num(field.props.count) ?? num(field.props.max) ?? 5)))
  const allowHalf = flag(field.props.allowHalf)
  const score = num(value) ?? 0
  const tap = (index: number) => {
    if (disabled) return
    const full = index + 1
    onChange(allowHalf && score === full ? index + 0.5 : full)
  }
  return (
    <View className='lc-rate' role='radiogroup' aria-label={field.label}>
      {Array.from({ length: count }, (_, i) => {
        const state = score >= i + 1 ? 'full' : score >= i + 0.5 ? 'half' : 'empty'
        return (
          <View key={i} className={`lc-rate__star lc-rate__star--${state}`} role='radio' aria-checked={state !== 'empty'} aria-label={`${i + 1}星`} onClick={() => tap(i)}>
            <Text>★</Text>
          </View>
        )
      })}
      {(flag(field.props.showScore) || flag(field.props.showText)) && score > 0 && <Text className='lc-rate__score'>{`${score}分`}</Text>}
    </View>
  )
}

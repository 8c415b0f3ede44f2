// 开关 (switch): the stored value is activeValue / inactiveValue (1 / 0 by default), the texts say which is on.
import { View, Text } from '@tarojs/components'
import type { WidgetProps } from '../../types'
import { sameValue, str } from './props'
import './basic.scss'

export function switchValues(props: Record<string, unknown>): { on: unknown; off: unknown } {
  return { on: props.activeValue ?? 1, off: props.inactiveValue ?? 0 }
}

export function SwitchWidget({ field, value, onChange, disabled }: WidgetProps) {
  const { on, off } = switchValues(field.props)
  const checked = value === true || sameValue(value, on)
  const text = str(checked ? field.props.activeTxt : field.props.inactiveTxt)
  return (
    <View
      className={`lc-switch${checked ? ' lc-switch--on' : ''}${disabled ? ' lc-switch--disabled' : ''}`}
      role='switch'
      aria-checked={checked}
      aria-disabled={disabled}
      aria-label={field.label}
      onClick={() => !disabled && onChange(checked ? off : on)}
    >
      <View className='lc-switch__track'>
        <View className='lc-switch__thumb' />
      </View>
      {text && <Text className='lc-switch__text'>{text}</Text>}
    </View>
  )
}

// 滑块 (slider): a number between min and max in steps; -/+ buttons beside the bar for gloved fingers. With
// `range` the value is [from, to], each with its own bar.
import { View, Text, Slider } from '@tarojs/components'
import type { WidgetProps } from '../../types'
import { flag, num } from './props'
import './basic.scss'

interface BarProps {
  value: number
  min: number
  max: number
  step: number
  disabled: boolean
  label?: string
  onChange: (value: number) => void
}

function Bar({ value, min, max, step, disabled, label, onChange }: BarProps) {
  const clamp = (n: number) => Math.min(max, Math.max(min, Number(n.toFixed(6))))
  return (
    <View className='lc-slider'>
      {label && <Text className='lc-slider__label'>{label}</Text>}
      {!disabled && (
        <View className='lc-number__step' role='button' aria-label='减少' onClick={() => onChange(clamp(value - step))}>
          −
        </View>
      )}
      <Slider className='lc-slider__bar' value={value} min={min} max={max} step={step} disabled={disabled} activeColor='#2979ff' blockSize={28} onChange={(e) => onChange(clamp(Number(e.detail.value)))} />
      {!disabled && (
        <View className='lc-number__step' role='button' aria-label='增加' onClick={() => onChange(clamp(value + step))}>
          +
        </View>
      )}
      <Text className='lc-slider__value'>{String(value)}</Text>
    </View>
  )
}

export function SliderWidget({ field, value, onChange, disabled }: WidgetProps) {
  const min = num(field.props.min) ?? 0
  const max = num(field.props.max) ?? 100
  const step = num(field.props.step) || 1
  const common = { min, max, step, disabled }
  if (flag(field.props.range)) {
    const [from = min, to = max] = Array.isArray(value) ? value.map((v) => num(v) ?? min) : []
    return (
      <View>
        <Bar {...common} label='起' value={from} onChange={(v) => onChange([Math.min(v, to), to])} />
        <Bar {...common} label='止' value={to} onChange={(v) => onChange([from, Math.max(v, from)])} />
      </View>
    )
  }
  return <Bar {...common} value={num(value) ?? min} onChange={onChange} />
}

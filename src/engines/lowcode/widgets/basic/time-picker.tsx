// 时间选择 (timePicker / time): the value is the time as text in the field's format (HH:mm:ss by default).
import dayjs from 'dayjs'
import { View, Picker } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { WidgetProps } from '../../types'
import { dateLimits, outOfLimits } from './date-limits'
import { isEmpty, placeholderOf, str } from './props'
import { ClearButton, PickerLine } from './date-picker'
import './basic.scss'

export function TimePickerWidget({ field, value, onChange, disabled, formValues }: WidgetProps) {
  const format = str(field.props.format) || str(field.props.valueFormat) || 'HH:mm:ss'
  const withSeconds = format.includes('s')
  const text = str(value)
  const limits = dateLimits(field, 'time', formValues)

  const onTime = (picked: string) => {
    const [h, m] = picked.split(':').map(Number)
    const chosen = dayjs().hour(h).minute(m).second(0)
    const message = outOfLimits(chosen, limits, 'minute', (d) => d.format(withSeconds ? 'HH:mm:ss' : 'HH:mm'))
    if (message) {
      void Taro.showToast({ title: `${field.label}${message}`, icon: 'none' })
      return
    }
    onChange(chosen.format(withSeconds ? 'HH:mm:ss' : 'HH:mm'))
  }
  return (
    <View className={`lc-trigger${disabled ? ' lc-trigger--disabled' : ''}`}>
      <Picker
        className='lc-date__part'
        mode='time'
        value={text.slice(0, 5) || dayjs().format('HH:mm')}
        start={limits.start?.format('HH:mm')}
        end={limits.end?.format('HH:mm')}
        disabled={disabled}
        onChange={(e) => onTime(String(e.detail.value))}
      >
        <PickerLine text={text} placeholder={disabled ? '' : placeholderOf(field, '请选择')} />
      </Picker>
      {!disabled && field.props.clearable !== false && !isEmpty(value) && <ClearButton onClear={() => onChange(null)} />}
    </View>
  )
}

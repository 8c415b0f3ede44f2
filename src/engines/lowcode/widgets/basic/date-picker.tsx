// 日期选择 (datePicker / date): the value is epoch ms. The format decides what is asked: year, month or day, and
// for formats with hours a time picker beside it. Dates before/after the configured limits are refused.
import dayjs, { type Dayjs } from 'dayjs'
import { View, Text, Picker } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { WidgetProps } from '../../types'
import { toDayjsFormat } from '../../model/date-format'
import { dateFormatOf, dateParts, toMs } from './date-format'
import { dateLimits, outOfLimits } from './date-limits'
import { isEmpty, placeholderOf } from './props'
import './basic.scss'

const PICKER_FORMAT = { year: 'YYYY', month: 'YYYY-MM', day: 'YYYY-MM-DD' } as const

export function PickerLine({ text, placeholder }: { text: string; placeholder: string }) {
  return (
    <View className='lc-trigger__value'>
      <Text className={text ? 'lc-trigger__text' : 'lc-trigger__placeholder'}>{text || placeholder}</Text>
    </View>
  )
}

export function ClearButton({ onClear }: { onClear: () => void }) {
  return (
    <View className='lc-input__action' role='button' aria-label='清空' onClick={onClear}>
      ×
    </View>
  )
}

export function DatePickerWidget({ field, value, onChange, disabled, formValues }: WidgetProps) {
  const format = dateFormatOf(field)
  const parts = dateParts(format)
  const [dateFormat, timeFormat = parts.seconds ? 'HH:mm:ss' : 'HH:mm'] = format.split(' ')
  const ms = toMs(value)
  const current = ms === undefined ? undefined : dayjs(ms)
  const limits = dateLimits(field, 'date', formValues)
  const pickerFormat = PICKER_FORMAT[parts.fields]

  const commit = (next: Dayjs) => {
    const message = outOfLimits(next, limits, parts.time ? 'minute' : 'day', (d) => d.format(toDayjsFormat(format)))
    if (message) {
      void Taro.showToast({ title: `${field.label}${message}`, icon: 'none' })
      return
    }
    onChange(next.valueOf())
  }
  const onDate = (text: string) => {
    const [y, m = '1', d = '1'] = text.split('-').map(Number)
    const base = current ?? dayjs().startOf('day')
    // day 1 first, so that moving a 31st into a shorter month does not roll over
    const next = base.date(1).year(Number(y)).month(Number(m) - 1).date(Number(d))
    commit(parts.time ? next : next.startOf('day'))
  }
  const onTime = (text: string) => {
    const [h, min] = text.split(':').map(Number)
    commit((current ?? dayjs().startOf('day')).hour(h).minute(min).second(0).millisecond(0))
  }

  return (
    <View className={`lc-trigger${disabled ? ' lc-trigger--disabled' : ''}`}>
      <Picker
        className='lc-date__part'
        mode='date'
        fields={parts.fields}
        value={(current ?? dayjs()).format(pickerFormat)}
        start={limits.start?.format(pickerFormat)}
        end={limits.end?.format(pickerFormat)}
        disabled={disabled}
        onChange={(e) => onDate(String(e.detail.value))}
      >
        <PickerLine text={current ? current.format(toDayjsFormat(dateFormat)) : ''} placeholder={disabled ? '' : placeholderOf(field, '请选择')} />
      </Picker>
      {parts.time && (
        <Picker
          className='lc-date__part lc-date__part--time'
          mode='time'
          value={(current ?? dayjs()).format('HH:mm')}
          disabled={disabled}
          onChange={(e) => onTime(String(e.detail.value))}
        >
          <PickerLine text={current ? current.format(timeFormat) : ''} placeholder={disabled ? '' : '选择时间'} />
        </Picker>
      )}
      {!disabled && field.props.clearable !== false && !isEmpty(value) && <ClearButton onClear={() => onChange(null)} />}
    </View>
  )
}

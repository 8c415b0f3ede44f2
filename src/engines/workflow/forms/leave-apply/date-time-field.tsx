import dayjs from 'dayjs'
import { Picker, Text, View } from '@tarojs/components'

export interface DateTimeFieldProps {
  /** epoch ms, or empty */
  value: unknown
  onChange: (ms: number) => void
  disabled?: boolean
}

const msOf = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) ? n : undefined
}

/** a date and a time picker side by side over one epoch-ms value (to the minute) */
export function DateTimeField({ value, onChange, disabled }: DateTimeFieldProps) {
  const ms = msOf(value)
  const current = ms === undefined ? undefined : dayjs(ms)
  const base = () => current ?? dayjs().hour(9).minute(0)
  const onDate = (text: string) => {
    const [y, m, d] = text.split('-').map(Number)
    onChange(base().date(1).year(y).month(m - 1).date(d).second(0).millisecond(0).valueOf())
  }
  const onTime = (text: string) => {
    const [h, min] = text.split(':').map(Number)
    onChange(base().hour(h).minute(min).second(0).millisecond(0).valueOf())
  }
  const cls = (filled: boolean) => `wf-picker-value${filled ? '' : ' wf-picker-value--empty'}${disabled ? ' wf-picker-value--disabled' : ''}`
  return (
    <View className='wf-datetime'>
      <Picker className='wf-datetime__part' mode='date' value={(current ?? dayjs()).format('YYYY-MM-DD')} disabled={disabled} onChange={(e) => onDate(String(e.detail.value))}>
        <View className={cls(Boolean(current))}>
          <Text>{current ? current.format('YYYY-MM-DD') : '选择日期'}</Text>
        </View>
      </Picker>
      <Picker className='wf-datetime__part' mode='time' value={(current ?? dayjs().hour(9).minute(0)).format('HH:mm')} disabled={disabled} onChange={(e) => onTime(String(e.detail.value))}>
        <View className={cls(Boolean(current))}>
          <Text>{current ? current.format('HH:mm') : '选择时间'}</Text>
        </View>
      </Picker>
    </View>
  )
}

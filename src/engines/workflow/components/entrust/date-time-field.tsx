// A date and a time picker side by side for one epoch-ms value (the delegation's start and end).
import dayjs from 'dayjs'
import { Picker, Text, View } from '@tarojs/components'

export interface DateTimeFieldProps {
  label: string
  value: number | null
  onChange: (value: number) => void
}

export function DateTimeField({ label, value, onChange }: DateTimeFieldProps) {
  const current = value ? dayjs(value) : null
  const base = () => current ?? dayjs().startOf('minute')
  const onDate = (text: string) => {
    const [y, m, d] = text.split('-').map(Number)
    // day 1 first, so that moving a 31st into a shorter month does not roll over
    const next = (current ?? dayjs().hour(0).minute(0)).second(0).millisecond(0).date(1).year(y).month(m - 1).date(d)
    onChange(next.valueOf())
  }
  const onTime = (text: string) => {
    const [h, min] = text.split(':').map(Number)
    onChange(base().hour(h).minute(min).second(0).millisecond(0).valueOf())
  }
  return (
    <View className='wf-form__datetime'>
      <Picker className='wf-form__date' mode='date' value={base().format('YYYY-MM-DD')} onChange={(e) => onDate(String(e.detail.value))} aria-label={`${label}日期`}>
        <Text className={current ? 'wf-form__value' : 'wf-form__placeholder'}>{current ? current.format('YYYY-MM-DD') : '选择日期'}</Text>
      </Picker>
      <Picker mode='time' value={base().format('HH:mm')} onChange={(e) => onTime(String(e.detail.value))} aria-label={`${label}时间`}>
        <Text className={current ? 'wf-form__value' : 'wf-form__placeholder'}>{current ? current.format('HH:mm') : '选择时间'}</Text>
      </Picker>
    </View>
  )
}

import { Text, View } from '@tarojs/components'
import './emergency.scss'

export interface SegmentsProps<K extends string> {
  items: readonly { key: K; label: string }[]
  value: K
  onChange(key: K): void
}

/** a row of segments, the chosen one filled */
export function Segments<K extends string>({ items, value, onChange }: SegmentsProps<K>) {
  return (
    <View className='em-segments' role='tablist'>
      {items.map((item) => (
        <View
          key={item.key}
          role='tab'
          aria-selected={item.key === value}
          className={`em-segments__item${item.key === value ? ' em-segments__item--on' : ''}`}
          onClick={() => { if (item.key !== value) onChange(item.key) }}
        >
          <Text>{item.label}</Text>
        </View>
      ))}
    </View>
  )
}

import { Text, View } from '@tarojs/components'
import { formatValue } from './scale'
import './charts.scss'

export interface ChartFigure {
  label: string
  value: number
  unit?: string
}

/** the key numbers of a chart as text, large enough to read outdoors, and read out whole by screen readers */
export function ChartFigures({ items }: { items: ChartFigure[] }) {
  return (
    <View className='chart-figures' role='list'>
      {items.map((f) => (
        <View key={f.label} className='chart-figures__item' role='listitem' aria-label={`${f.label} ${formatValue(f.value)}${f.unit ?? ''}`}>
          <Text className='chart-figures__value'>
            {formatValue(f.value)}
            {f.unit ? <Text className='chart-figures__unit'>{f.unit}</Text> : null}
          </Text>
          <Text className='chart-figures__label'>{f.label}</Text>
        </View>
      ))}
    </View>
  )
}

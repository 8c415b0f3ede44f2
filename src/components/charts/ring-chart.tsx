import { useCallback, useMemo } from 'react'
import { Text, View } from '@tarojs/components'
import { ChartCanvas } from './chart-canvas'
import { drawRingChart, topShares } from './draw-ring'
import { colorAt } from './palette'
import { formatShare, formatValue } from './scale'
import type { ChartDatum, DrawChart } from './types'
import './charts.scss'

export const RING_CHART_HEIGHT = 168

export interface RingChartProps {
  title: string
  data: ChartDatum[]
  /** under the total in the middle */
  centreLabel?: string
  unit?: string
}

/** shares of a whole: the ring, and beside it a legend in text with each count and percentage */
export function RingChart({ title, data, centreLabel = '合计', unit = '' }: RingChartProps) {
  const slices = useMemo(() => topShares(data), [data])
  const total = slices.reduce((n, d) => n + d.value, 0)
  const draw = useCallback<DrawChart>((ctx, size) => drawRingChart(ctx, size, slices, centreLabel), [slices, centreLabel])
  return (
    <View className='chart chart--ring'>
      <View className='chart__ring' role='img' aria-label={`${title}：${centreLabel} ${formatValue(total)}${unit}`}>
        <ChartCanvas height={RING_CHART_HEIGHT} draw={draw} />
      </View>
      <View className='chart__legend' role='list' aria-label={title}>
        {slices.map((d, i) => (
          <View key={d.label} className='chart__legend-item' role='listitem'>
            <View className='chart__swatch' style={{ background: colorAt(i) }} />
            <Text className='chart__legend-label'>{d.label}</Text>
            <Text className='chart__legend-value'>{`${formatValue(d.value)}${unit}`}</Text>
            <Text className='chart__legend-share'>{formatShare(d.value, total)}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

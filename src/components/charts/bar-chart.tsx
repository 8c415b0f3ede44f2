import { useCallback } from 'react'
import { View } from '@tarojs/components'
import { theme } from '@/config/theme'
import { ChartCanvas } from './chart-canvas'
import { barChartHeight, drawBarChart } from './draw-bar'
import { chartSummary } from './summary'
import type { ChartDatum, DrawChart } from './types'
import './charts.scss'

export interface BarChartProps {
  /** said to screen readers with the values */
  title: string
  data: ChartDatum[]
  unit?: string
  color?: string
}

/** counts by category, one horizontal bar each */
export function BarChart({ title, data, unit, color = theme.primary }: BarChartProps) {
  const draw = useCallback<DrawChart>((ctx, size) => drawBarChart(ctx, size, data, color), [data, color])
  return (
    <View className='chart chart--bar' role='img' aria-label={chartSummary(title, data, unit)}>
      <ChartCanvas height={barChartHeight(data.length)} draw={draw} />
    </View>
  )
}

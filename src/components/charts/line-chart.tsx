import { useCallback } from 'react'
import { View } from '@tarojs/components'
import { theme } from '@/config/theme'
import { ChartCanvas } from './chart-canvas'
import { drawLineChart } from './draw-line'
import { chartSummary } from './summary'
import type { ChartDatum, DrawChart } from './types'
import './charts.scss'

export const LINE_CHART_HEIGHT = 200

export interface LineChartProps {
  title: string
  /** in period order */
  data: ChartDatum[]
  unit?: string
  color?: string
}

/** a series over periods (days, weeks, months) */
export function LineChart({ title, data, unit, color = theme.primary }: LineChartProps) {
  const draw = useCallback<DrawChart>((ctx, size) => drawLineChart(ctx, size, data, color), [data, color])
  return (
    <View className='chart chart--line' role='img' aria-label={chartSummary(title, data, unit)}>
      <ChartCanvas height={LINE_CHART_HEIGHT} draw={draw} />
    </View>
  )
}

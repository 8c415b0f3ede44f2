import { formatValue } from './scale'
import type { ChartDatum } from './types'

/** what a screen reader says for a chart: its title and every value in words, since the canvas itself says nothing */
export function chartSummary(title: string, data: ChartDatum[], unit = ''): string {
  if (!data.length) return `${title}：暂无数据`
  return `${title}：${data.map((d) => `${d.label} ${formatValue(d.value)}${unit}`).join('，')}`
}

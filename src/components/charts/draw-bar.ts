// Counts by category as horizontal bars: the label on the left (cut with an ellipsis when long), the bar on a light
// track, the value after it. Horizontal, because category names are Chinese text that a phone cannot fit under
// columns; each bar's length is its value's share of the largest.
import { chartFont, chartInk } from './palette'
import { formatValue, linear } from './scale'
import { fitText } from './text-fit'
import type { ChartCtx, ChartDatum, ChartSize } from './types'

export const BAR_ROW = 34
const BAR_HEIGHT = 18
const PAD = 8
const GAP = 8
const LABEL_SHARE = 0.38

/** the canvas height (CSS px) that shows `count` bars */
export const barChartHeight = (count: number): number => Math.max(1, count) * BAR_ROW + PAD * 2

export function drawBarChart(ctx: ChartCtx, { width }: ChartSize, data: ChartDatum[], color: string): void {
  if (!data.length) return
  const measure = (s: string) => ctx.measureText(s).width
  ctx.font = chartFont.label
  const labelWidth = Math.min(width * LABEL_SHARE, Math.max(...data.map((d) => measure(d.label))))
  ctx.font = chartFont.value
  const values = data.map((d) => formatValue(d.value))
  const valueWidth = Math.max(...values.map(measure))
  const x0 = PAD + labelWidth + GAP
  const plot = Math.max(0, width - x0 - GAP - valueWidth - PAD)
  const top = Math.max(0, ...data.map((d) => d.value))
  const length = linear([0, top], [0, plot])

  ctx.textBaseline = 'middle'
  data.forEach((d, i) => {
    const mid = PAD + i * BAR_ROW + BAR_ROW / 2
    const y = mid - BAR_HEIGHT / 2
    ctx.font = chartFont.label
    ctx.fillStyle = chartInk.text
    ctx.textAlign = 'right'
    ctx.fillText(fitText(d.label, labelWidth, measure), PAD + labelWidth, mid)
    ctx.fillStyle = chartInk.track
    ctx.fillRect(x0, y, plot, BAR_HEIGHT)
    const w = d.value > 0 ? Math.max(2, length(d.value)) : 0
    if (w > 0) {
      ctx.fillStyle = color
      ctx.fillRect(x0, y, w, BAR_HEIGHT)
    }
    ctx.font = chartFont.value
    ctx.fillStyle = chartInk.text
    ctx.textAlign = 'left'
    ctx.fillText(values[i], x0 + w + GAP, mid)
  })
}

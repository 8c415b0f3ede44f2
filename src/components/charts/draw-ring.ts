// Shares as a ring: one arc a category, clockwise from twelve o'clock in the palette's order, the total in the
// middle. The legend with names, counts and percentages is text beside the canvas (ring-chart.tsx), not drawn.
import { chartFont, chartInk, colorAt } from './palette'
import { formatValue } from './scale'
import type { ChartCtx, ChartDatum, ChartSize } from './types'

const PAD = 6
const HOLE = 0.6

/** the largest `keep` categories and the rest summed as 其他, so a ring never has slivers nobody can tell apart */
export function topShares(data: ChartDatum[], keep = 7): ChartDatum[] {
  const positive = data.filter((d) => d.value > 0)
  if (positive.length <= keep + 1) return positive
  const sorted = [...positive].sort((a, b) => b.value - a.value)
  const rest = sorted.slice(keep).reduce((n, d) => n + d.value, 0)
  return [...sorted.slice(0, keep), { label: '其他', value: rest }]
}

export function drawRingChart(ctx: ChartCtx, { width, height }: ChartSize, data: ChartDatum[], centreLabel: string): void {
  const total = data.reduce((n, d) => n + Math.max(0, d.value), 0)
  const cx = width / 2
  const cy = height / 2
  const r = Math.max(0, Math.min(width, height) / 2 - PAD)
  const inner = r * HOLE
  let start = -Math.PI / 2
  data.forEach((d, i) => {
    if (!(d.value > 0) || total === 0) return
    const end = start + (d.value / total) * Math.PI * 2
    ctx.fillStyle = colorAt(i)
    ctx.beginPath()
    ctx.arc(cx, cy, r, start, end)
    ctx.arc(cx, cy, inner, end, start, true)
    ctx.closePath()
    ctx.fill()
    start = end
  })
  ctx.textAlign = 'center'
  ctx.fillStyle = chartInk.text
  ctx.font = chartFont.centre
  ctx.textBaseline = 'bottom'
  ctx.fillText(formatValue(total), cx, cy + 4)
  ctx.font = chartFont.axis
  ctx.fillStyle = chartInk.axis
  ctx.textBaseline = 'top'
  ctx.fillText(centreLabel, cx, cy + 6)
}

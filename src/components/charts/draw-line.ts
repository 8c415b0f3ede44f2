// A period series (counts per day, week or month) as a line over a value axis with round ticks: grid lines at the
// ticks, the period labels below (every n-th when they would overlap), the values above the points while there
// are few enough and narrow enough to read.
import { chartFont, chartInk } from './palette'
import { formatValue, linear, niceScale } from './scale'
import { fitText, labelStride } from './text-fit'
import type { ChartCtx, ChartDatum, ChartSize } from './types'

const PAD = 10
const TOP = 24
const BOTTOM = 28
const POINT = 3.5
/** points keep clear of the value axis, so the first value is not written over a tick */
const INSET = 16
/** more points than this and the values stay off the chart (the figures and the axis tell them) */
const MAX_VALUE_LABELS = 12

export function drawLineChart(ctx: ChartCtx, { width, height }: ChartSize, data: ChartDatum[], color: string): void {
  if (!data.length) return
  const measure = (s: string) => ctx.measureText(s).width
  const integer = data.every((d) => Number.isInteger(d.value))
  const scale = niceScale(Math.max(0, ...data.map((d) => d.value)), 4, integer)
  ctx.font = chartFont.axis
  const tickWidth = Math.max(...scale.ticks.map((t) => measure(formatValue(t))))
  const x0 = PAD + tickWidth + 6
  const x1 = width - PAD - 8
  const y0 = height - BOTTOM
  const y = linear([0, scale.max], [y0, TOP])
  const x = (i: number) => (data.length === 1 ? (x0 + x1) / 2 : linear([0, data.length - 1], [x0 + INSET, x1 - INSET / 2])(i))

  // grid and value axis
  ctx.lineWidth = 1
  ctx.strokeStyle = chartInk.grid
  ctx.fillStyle = chartInk.axis
  ctx.textAlign = 'right'
  ctx.textBaseline = 'middle'
  for (const tick of scale.ticks) {
    ctx.beginPath()
    ctx.moveTo(x0, y(tick))
    ctx.lineTo(x1, y(tick))
    ctx.stroke()
    ctx.fillText(formatValue(tick), x0 - 6, y(tick))
  }

  // period labels, thinned so they never overlap; counted from the latest, which is always labelled
  const slot = data.length > 1 ? x(1) - x(0) : x1 - x0
  const stride = labelStride(data.length, slot, Math.max(...data.map((d) => measure(d.label))))
  ctx.textAlign = 'center'
  ctx.textBaseline = 'top'
  data.forEach((d, i) => {
    if ((data.length - 1 - i) % stride !== 0) return
    ctx.fillText(fitText(d.label, slot * stride - 4, measure), x(i), y0 + 8)
  })

  // the line and its points
  ctx.strokeStyle = color
  ctx.lineWidth = 2.5
  ctx.lineJoin = 'round'
  ctx.beginPath()
  data.forEach((d, i) => (i === 0 ? ctx.moveTo(x(i), y(d.value)) : ctx.lineTo(x(i), y(d.value))))
  ctx.stroke()
  ctx.fillStyle = color
  data.forEach((d, i) => {
    ctx.beginPath()
    ctx.arc(x(i), y(d.value), POINT, 0, Math.PI * 2)
    ctx.fill()
  })
  if (data.length > MAX_VALUE_LABELS) return
  ctx.font = chartFont.value
  // side by side, neighbouring values would write over each other: then the axis tells them
  if (data.length > 1 && Math.max(...data.map((d) => measure(formatValue(d.value)))) > slot - 4) return
  ctx.fillStyle = chartInk.text
  ctx.textBaseline = 'bottom'
  data.forEach((d, i) => ctx.fillText(formatValue(d.value), x(i), y(d.value) - 6))
}

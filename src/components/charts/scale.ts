// Axis arithmetic of the charts: a "nice" top of the scale and its ticks (1, 2, 2.5 or 5 times a power of ten, so
// grid lines fall on round numbers a person reads at a glance), the mapping of a value onto pixels, and how a value
// is written on the chart and in the figures row.

export interface NiceScale {
  /** the top of the axis: a tick, at least the largest value */
  max: number
  step: number
  /** 0, step, 2 step ... max */
  ticks: number[]
}

const STEPS = [1, 2, 2.5, 5, 10]

/**
 * A scale from 0 to at least `maxValue` in about `tickCount` steps. Counts (`integer`) never get a fractional step.
 * Nothing to show (0, negative, not a number) still gives an axis 0..1, so the chart frame can be drawn.
 */
export function niceScale(maxValue: number, tickCount = 4, integer = true): NiceScale {
  const top = Number.isFinite(maxValue) && maxValue > 0 ? maxValue : 0
  const count = Math.max(1, Math.round(tickCount))
  if (top === 0) return { max: 1, step: 1, ticks: [0, 1] }
  const raw = top / count
  const power = 10 ** Math.floor(Math.log10(raw))
  // a count's step is whole: 2.5 is a nice step only from 25 up
  const candidates = integer ? STEPS.filter((s) => Number.isInteger(s * power)) : STEPS
  const step = Math.max(integer ? 1 : 0, (candidates.find((s) => s * power >= raw) ?? 10) * power)
  const n = Math.ceil(top / step - 1e-9)
  const ticks = Array.from({ length: n + 1 }, (_, i) => round(i * step))
  return { max: ticks[ticks.length - 1], step, ticks }
}

/** floating-point noise off a tick (0.30000000000000004 -> 0.3) */
const round = (n: number) => Number(n.toPrecision(12))

/** maps [d0, d1] onto [r0, r1]; a zero-width domain maps everything to r0 */
export function linear(domain: [number, number], range: [number, number]): (value: number) => number {
  const [d0, d1] = domain
  const [r0, r1] = range
  const span = d1 - d0
  return (value) => (span === 0 ? r0 : r0 + ((value - d0) / span) * (r1 - r0))
}

/** a value as the chart writes it: whole numbers as they are, others with at most two decimals, large ones with 万 */
export function formatValue(value: number): string {
  if (!Number.isFinite(value)) return '-'
  const abs = Math.abs(value)
  if (abs >= 100000) return `${trim(value / 10000, 1)}万`
  return Number.isInteger(value) ? String(value) : trim(value, 2)
}

const trim = (n: number, digits: number) => String(Number(n.toFixed(digits)))

/** a share as a percentage with one decimal where it matters: 33.3%, 50%, 0% */
export function formatShare(part: number, whole: number): string {
  if (!(whole > 0)) return '0%'
  return `${trim((part / whole) * 100, 1)}%`
}

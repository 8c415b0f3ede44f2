// The limits check of a test result: it passes when min <= value <= max, a missing bound meaning no bound on that
// side. Values and bounds are compared in thousandths (the columns' precision), so 400 passes a limit of ≥ 400
// and 399.999 does not, whatever binary floating point makes of them.
export interface Bounds { minValue: number | null; maxValue: number | null }

const milli = (v: number) => Math.round(v * 1000)

export function passes(value: number, limit: Bounds): boolean {
  if (limit.minValue !== null && milli(value) < milli(limit.minValue)) return false
  if (limit.maxValue !== null && milli(value) > milli(limit.maxValue)) return false
  return true
}

const num = (v: number) => String(Number(v.toFixed(3)))

/** '≥ 400', '≤ 26', '60～80' */
export function limitText(limit: Bounds): string {
  if (limit.minValue !== null && limit.maxValue !== null) return `${num(limit.minValue)}～${num(limit.maxValue)}`
  if (limit.minValue !== null) return `≥ ${num(limit.minValue)}`
  if (limit.maxValue !== null) return `≤ ${num(limit.maxValue)}`
  return '—'
}

const UNITS = ['KB', 'MB', 'GB'] as const

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value
  if (typeof value === 'string' && value.trim() !== '') return Number(value)
  return Number.NaN
}

/**
 * '512 B' under 1 KB, then KB, MB and GB with at most two decimals ('1.5 KB', '2 MB'); sizes past GB stay in GB.
 * A size that is not a non-negative number gives '' so a list row shows nothing rather than 'NaN B'.
 */
export function formatFileSize(bytes: number | string | null | undefined): string {
  const size = toNumber(bytes)
  if (!Number.isFinite(size) || size < 0) return ''
  if (size < 1024) return `${Math.round(size)} B`
  let value = size / 1024
  let unit = 0
  // promote when rounding would print 1024 of the smaller unit
  while (unit < UNITS.length - 1 && Math.round(value * 100) / 100 >= 1024) {
    value /= 1024
    unit += 1
  }
  return `${Number(value.toFixed(2))} ${UNITS[unit]}`
}

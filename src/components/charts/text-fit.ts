// Labels on a chart must fit their slot: a long category (a contract section, a person's name with their account)
// is cut and ends in an ellipsis rather than running into the bars. Measuring goes through the canvas, so a
// Chinese character and a digit each take their real width.

export const ELLIPSIS = '…'

/** `text` if it fits `maxWidth`, else its longest start that fits with an ellipsis after it ('' when not even that) */
export function fitText(text: string, maxWidth: number, measure: (s: string) => number): string {
  if (measure(text) <= maxWidth) return text
  const chars = Array.from(text)
  let lo = 0
  let hi = chars.length - 1
  // the longest prefix whose ellipsised form fits: binary search, as labels may be long
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2)
    if (measure(chars.slice(0, mid).join('') + ELLIPSIS) <= maxWidth) lo = mid
    else hi = mid - 1
  }
  if (lo === 0) return measure(ELLIPSIS) <= maxWidth ? ELLIPSIS : ''
  return chars.slice(0, lo).join('') + ELLIPSIS
}

/**
 * How many evenly spaced axis labels apart the written ones must be so that none overlap: 1 writes every label.
 * `slot` is the room between two neighbours, `widest` the widest label.
 */
export function labelStride(count: number, slot: number, widest: number, gap = 6): number {
  if (count <= 1 || slot <= 0) return 1
  return Math.max(1, Math.ceil((widest + gap) / slot))
}

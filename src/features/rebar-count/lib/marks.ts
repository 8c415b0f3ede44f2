// Correcting the marks by tapping: a tap on a mark removes it, a tap on an empty place adds one there, as large as
// the typical mark. Positions are fractions of the displayed photo (0..1), marks are in the photo's pixels.
import type { RebarMark } from '@shared/api/rebar'

export function typicalRadius(marks: RebarMark[], width: number, height: number): number {
  if (!marks.length) return Math.max(4, Math.min(width, height) / 40)
  const radii = marks.map((m) => m.r).sort((a, b) => a - b)
  return radii[Math.floor(radii.length / 2)]
}

/** the mark under the point (the nearest whose circle holds it), or -1 */
export function markAt(marks: RebarMark[], x: number, y: number): number {
  let best = -1
  let bestD = Infinity
  marks.forEach((m, i) => {
    const d = Math.hypot(m.x - x, m.y - y)
    if (d <= m.r && d < bestD) { best = i; bestD = d }
  })
  return best
}

export function toggleMark(marks: RebarMark[], fx: number, fy: number, width: number, height: number): RebarMark[] {
  if (!(fx >= 0 && fx <= 1 && fy >= 0 && fy <= 1)) return marks
  const x = Math.round(fx * width * 10) / 10
  const y = Math.round(fy * height * 10) / 10
  const hit = markAt(marks, x, y)
  if (hit >= 0) return marks.filter((_, i) => i !== hit)
  return [...marks, { x, y, r: typicalRadius(marks, width, height) }]
}

/** whether the user changed what the server found */
export function changed(found: RebarMark[], now: RebarMark[]): boolean {
  if (found.length !== now.length) return true
  const key = (m: RebarMark) => `${m.x},${m.y},${m.r}`
  const before = new Set(found.map(key))
  return now.some((m) => !before.has(key(m)))
}

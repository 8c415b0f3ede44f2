// Chainage (桩号, highway-domain.md): K12+300 is 12 km + 300 m from the origin of the line. A chainage line is a
// polyline of control points with known chainages; a GPS fix becomes a chainage by projecting it onto the nearest
// segment and interpolating between that segment's two chainages (the surveyed chainages, not the drawn length:
// a broken chain, 断链, makes them differ). Both the fix and the line are GCJ-02.

export interface ChainagePoint {
  /** metres from the origin */
  chainage: number
  longitude: number
  latitude: number
}

export interface ChainageFix {
  /** metres from the origin */
  chainage: number
  /** metres from the line */
  offset: number
}

/** beyond this distance from the line a fix is not on the works and gets no chainage */
export const MAX_OFFSET_M = 500
/** past either end of the line, GPS scatter still counts as the end for this far */
const END_TOLERANCE_M = 50

const EARTH_RADIUS_M = 6371000
const rad = (deg: number) => (deg * Math.PI) / 180

/** 12300 -> 'K12+300', 50.4 -> 'K0+050' (whole metres) */
export function formatChainage(metres: number): string {
  const m = Math.max(0, Math.round(metres))
  return `K${Math.floor(m / 1000)}+${String(m % 1000).padStart(3, '0')}`
}

/**
 * The chainage of `fix` on `line` (control points in increasing chainage), or undefined when the line has fewer than
 * two points or the fix lies more than maxOffset metres off it (or beyond either end). A local flat projection
 * around the fix is exact enough within the 500 m that matter.
 */
export function chainageAt(
  fix: { longitude: number; latitude: number },
  line: readonly ChainagePoint[] | null | undefined,
  maxOffset = MAX_OFFSET_M
): ChainageFix | undefined {
  if (!line || line.length < 2 || !Number.isFinite(fix.longitude) || !Number.isFinite(fix.latitude)) return undefined
  const kx = rad(1) * EARTH_RADIUS_M * Math.cos(rad(fix.latitude))
  const ky = rad(1) * EARTH_RADIUS_M
  // metres east and north of the fix
  const xy = (p: ChainagePoint) => [(p.longitude - fix.longitude) * kx, (p.latitude - fix.latitude) * ky]
  let best: ChainageFix | undefined
  for (let i = 1; i < line.length; i += 1) {
    const a = line[i - 1]
    const b = line[i]
    const [ax, ay] = xy(a)
    const [bx, by] = xy(b)
    const dx = bx - ax
    const dy = by - ay
    const length2 = dx * dx + dy * dy
    // where the fix (the origin) falls along a->b: 0 at a, 1 at b
    const along = length2 > 0 ? -(ax * dx + ay * dy) / length2 : 0
    const length = Math.sqrt(length2)
    if (i === 1 && along * length < -END_TOLERANCE_M) continue
    if (i === line.length - 1 && (along - 1) * length > END_TOLERANCE_M) continue
    const t = Math.min(1, Math.max(0, along))
    const offset = Math.hypot(ax + t * dx, ay + t * dy)
    if (offset <= maxOffset && (!best || offset < best.offset)) {
      best = { chainage: a.chainage + t * (b.chainage - a.chainage), offset }
    }
  }
  return best
}

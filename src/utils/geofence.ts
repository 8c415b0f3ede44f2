// Site fences (考勤围栏): a circle (centre and radius in metres) or a polygon of GCJ-02 points. Whether a fix lies
// inside and how far it is from the fence's edge, in metres. The app shows it before the tap; the server decides
// with the same code (server/src/modules/attendance). Distances are great-circle (haversine); polygon edges are
// short enough (site fences, a few km at most) to be measured on a local flat projection around the fix.

export interface GeoPoint { longitude: number; latitude: number }

export type FenceShape =
  | { shape: 'circle'; center: GeoPoint; radius: number }
  | { shape: 'polygon'; points: GeoPoint[] }

const EARTH_RADIUS_M = 6371000
const rad = (deg: number) => (deg * Math.PI) / 180

/** great-circle distance in metres */
export function haversine(a: GeoPoint, b: GeoPoint): number {
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** ray casting; a point exactly on an edge counts as inside (see fenceDistance) */
export function insidePolygon(p: GeoPoint, points: GeoPoint[]): boolean {
  let inside = false
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const a = points[i]
    const b = points[j]
    if ((a.latitude > p.latitude) !== (b.latitude > p.latitude)) {
      const x = ((b.longitude - a.longitude) * (p.latitude - a.latitude)) / (b.latitude - a.latitude) + a.longitude
      if (p.longitude < x) inside = !inside
    }
  }
  return inside
}

/** metres from p to the segment a-b, on an equirectangular projection centred on p */
function segmentDistance(p: GeoPoint, a: GeoPoint, b: GeoPoint): number {
  const k = Math.cos(rad(p.latitude))
  const xy = (q: GeoPoint) => ({ x: rad(q.longitude - p.longitude) * k * EARTH_RADIUS_M, y: rad(q.latitude - p.latitude) * EARTH_RADIUS_M })
  const A = xy(a)
  const B = xy(b)
  const dx = B.x - A.x
  const dy = B.y - A.y
  const len = dx * dx + dy * dy
  const t = len === 0 ? 0 : Math.max(0, Math.min(1, -(A.x * dx + A.y * dy) / len))
  return Math.hypot(A.x + t * dx, A.y + t * dy)
}

/** 0 inside (or on the edge, within half a metre), otherwise the metres to the nearest point of the fence */
export function fenceDistance(p: GeoPoint, fence: FenceShape): number {
  if (fence.shape === 'circle') {
    const d = haversine(p, fence.center) - fence.radius
    return d < 0.5 ? 0 : d
  }
  if (insidePolygon(p, fence.points)) return 0
  let best = Infinity
  for (let i = 0; i < fence.points.length; i += 1) {
    best = Math.min(best, segmentDistance(p, fence.points[i], fence.points[(i + 1) % fence.points.length]))
  }
  return best < 0.5 ? 0 : best
}

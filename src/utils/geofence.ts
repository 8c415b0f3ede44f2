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

// ---- what a fence may be (the fence screen checks the same before it sends; the server decides)

export const FENCE_RADIUS_MIN = 20
export const FENCE_RADIUS_MAX = 5000
export const FENCE_VERTICES_MAX = 100

/** a coordinate pair inside China's box (GCJ-02 is only defined there) */
export const inChinaBounds = (p: GeoPoint): boolean =>
  Number.isFinite(p.longitude) && Number.isFinite(p.latitude) && p.longitude >= 73 && p.longitude <= 136 && p.latitude >= 3 && p.latitude <= 54

const cross = (o: GeoPoint, a: GeoPoint, b: GeoPoint) => (a.longitude - o.longitude) * (b.latitude - o.latitude) - (a.latitude - o.latitude) * (b.longitude - o.longitude)
const within = (a: number, b: number, c: number) => Math.min(a, b) <= c && c <= Math.max(a, b)
const onSegment = (a: GeoPoint, b: GeoPoint, p: GeoPoint) => within(a.longitude, b.longitude, p.longitude) && within(a.latitude, b.latitude, p.latitude)

/** whether segments a-b and c-d touch or cross (collinear overlaps included) */
function segmentsMeet(a: GeoPoint, b: GeoPoint, c: GeoPoint, d: GeoPoint): boolean {
  const d1 = cross(c, d, a)
  const d2 = cross(c, d, b)
  const d3 = cross(a, b, c)
  const d4 = cross(a, b, d)
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true
  return (d1 === 0 && onSegment(c, d, a)) || (d2 === 0 && onSegment(c, d, b)) || (d3 === 0 && onSegment(a, b, c)) || (d4 === 0 && onSegment(a, b, d))
}

/** why these vertices make no fence ('' when they do): 3 to 100 distinct points, some area, no edge crossing another */
export function polygonProblem(points: GeoPoint[]): string {
  if (points.length < 3 || points.length > FENCE_VERTICES_MAX) return `多边形围栏应有3～${FENCE_VERTICES_MAX}个顶点`
  const seen = new Set(points.map((p) => `${p.longitude},${p.latitude}`))
  if (seen.size !== points.length) return '多边形围栏的顶点不能重复'
  const n = points.length
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 2; j < n; j += 1) {
      if (i === 0 && j === n - 1) continue // the closing edge shares vertex 0 with the first
      if (segmentsMeet(points[i], points[(i + 1) % n], points[j], points[(j + 1) % n])) return '多边形围栏的边不能相交'
    }
  }
  let area = 0
  for (let i = 0; i < points.length; i += 1) area += cross(points[0], points[i], points[(i + 1) % points.length])
  if (Math.abs(area) < 1e-12) return '多边形围栏的顶点不能在一条直线上'
  return ''
}

// A project's (or a section's) chainage line: the control points the app projects a GPS fix onto to stamp the
// chainage on site photos. Stored as JSON text; checked here when an administrator sets it, so the app can trust
// what it reads: at least two points, chainage strictly increasing, coordinates inside China (GCJ-02 is defined
// only there, and a swapped longitude/latitude pair lands outside it).
import type { AlignmentPoint } from '@shared/api/oauth'
import { BadRequest } from '../../errors'

export const MAX_ALIGNMENT_POINTS = 1000
// China's extent, generously: GCJ-02 offsets apply inside it only
const LONGITUDE = [73, 136] as const
const LATITUDE = [3, 54] as const
const MAX_CHAINAGE_M = 10_000_000

const EARTH_RADIUS_M = 6371000
const rad = (deg: number) => (deg * Math.PI) / 180

function distanceMetres(a: AlignmentPoint, b: AlignmentPoint): number {
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

const round = (n: number, digits: number) => Number(n.toFixed(digits))
const km = (m: number) => (m / 1000).toFixed(1)

function checkPoint(p: AlignmentPoint, n: number): AlignmentPoint {
  const { chainage, longitude, latitude } = p
  if (![chainage, longitude, latitude].every((v) => typeof v === 'number' && Number.isFinite(v))) {
    throw new BadRequest(`线路第 ${n} 个控制点应有桩号（米）、经度和纬度三个数字`)
  }
  if (chainage < 0 || chainage > MAX_CHAINAGE_M) throw new BadRequest(`线路第 ${n} 个控制点的桩号应在 0～10000 公里之间`)
  if (longitude < LONGITUDE[0] || longitude > LONGITUDE[1] || latitude < LATITUDE[0] || latitude > LATITUDE[1]) {
    throw new BadRequest(`线路第 ${n} 个控制点的坐标不在国内范围（经度 73～136，纬度 3～54），请检查经纬度是否填反`)
  }
  // millimetres and about 0.1 m: more digits than any survey gives would only bloat what the phones store
  return { chainage: round(chainage, 3), longitude: round(longitude, 6), latitude: round(latitude, 6) }
}

/**
 * The JSON to store for an alignment an administrator sent, or null to clear it (null or an empty list). Throws
 * BadRequest naming the first wrong point.
 */
export function checkAlignment(points: AlignmentPoint[] | null | undefined): string | null {
  if (!points || points.length === 0) return null
  if (!Array.isArray(points)) throw new BadRequest('线路控制点应为列表')
  if (points.length < 2) throw new BadRequest('线路控制点至少需要 2 个')
  if (points.length > MAX_ALIGNMENT_POINTS) throw new BadRequest(`线路控制点最多 ${MAX_ALIGNMENT_POINTS} 个`)
  const checked = points.map((p, i) => checkPoint(p, i + 1))
  for (let i = 1; i < checked.length; i += 1) {
    const [a, b] = [checked[i - 1], checked[i]]
    if (b.chainage <= a.chainage) throw new BadRequest(`线路第 ${i + 1} 个控制点的桩号必须大于第 ${i} 个`)
    // the road between two points is never much shorter than the straight line between them; when the chainages
    // say it is, a coordinate has a typo (a broken chain, 断链, shifts chainage by far less than the margin)
    const straight = distanceMetres(a, b)
    const along = b.chainage - a.chainage
    if (straight > along * 1.5 + 1000) {
      throw new BadRequest(`线路第 ${i} 与第 ${i + 1} 个控制点相距 ${km(straight)} 公里，桩号却只差 ${km(along)} 公里，请检查坐标`)
    }
  }
  return JSON.stringify(checked)
}

/** the stored line, or undefined when there is none (or what is stored cannot be read) */
export function storedAlignment(text: string | null | undefined): AlignmentPoint[] | undefined {
  if (!text) return undefined
  try {
    const points = JSON.parse(text) as unknown
    return Array.isArray(points) && points.length >= 2 ? (points as AlignmentPoint[]) : undefined
  } catch {
    return undefined
  }
}

/** the body schema of an alignment: null clears it; the rules above say what is wrong inside */
export const alignmentSchema = {
  type: ['array', 'null'],
  maxItems: MAX_ALIGNMENT_POINTS,
  items: {
    type: 'object',
    required: ['chainage', 'longitude', 'latitude'],
    properties: { chainage: { type: 'number' }, longitude: { type: 'number' }, latitude: { type: 'number' } }
  }
}

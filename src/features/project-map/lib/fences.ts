// The attendance fences on the Map tab: their outline colour, the points that bound them (for fitting a view), and
// which one a tap landed in (or next to: a finger is not a pixel). The same rules on the schematic, the web map's
// fallback, and WeChat's <Map>, whose circles and polygons report no taps of their own.
import type { DashboardFenceVO, MapPointVO } from '@shared/api/dashboard'
import { fenceDistance, type FenceShape } from '@/utils/geofence'

export const FENCE_COLOUR = '#7265e6'
const M_PER_DEG = 111_194.93

function shapeOf(f: DashboardFenceVO): FenceShape | null {
  if (f.shape === 'circle') return f.center && f.radius ? { shape: 'circle', center: f.center, radius: f.radius } : null
  return f.points.length > 2 ? { shape: 'polygon', points: f.points } : null
}

/** a circle's bounding box corners, a polygon's vertices */
export function fenceBounds(f: DashboardFenceVO): MapPointVO[] {
  if (f.shape === 'circle' && f.center && f.radius) {
    const dLat = f.radius / M_PER_DEG
    const dLng = dLat / Math.cos((f.center.latitude * Math.PI) / 180)
    return [
      { longitude: f.center.longitude - dLng, latitude: f.center.latitude - dLat },
      { longitude: f.center.longitude + dLng, latitude: f.center.latitude + dLat }
    ]
  }
  return f.points
}

/** the fence a tap at p is in, else the nearest within `slackM` metres, else undefined */
export function fenceAt(fences: DashboardFenceVO[], p: MapPointVO, slackM = 0): DashboardFenceVO | undefined {
  let best: { f: DashboardFenceVO; d: number } | undefined
  for (const f of fences) {
    const shape = shapeOf(f)
    if (!shape) continue
    const d = fenceDistance(p, shape)
    if (d <= slackM && (!best || d < best.d)) best = { f, d }
  }
  return best?.f
}

/** how a picked fence is named under the map */
export const fenceLabel = (f: DashboardFenceVO) => `考勤围栏：${f.sectionCode ? `${f.sectionCode} ` : ''}${f.name}`

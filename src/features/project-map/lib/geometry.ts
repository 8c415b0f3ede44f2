// The route drawn without a map provider: longitude and latitude projected onto a box (equirectangular, the
// longitude scaled by the cosine of the middle latitude, which is exact enough over a hundred kilometres), fitted
// with a margin and the aspect kept.
import type { DashboardMarkerVO, MapPointVO } from '@shared/api/dashboard'

export interface Box { width: number; height: number }
/** longitude/latitude to a point of the box; invert reads a point of the box (a tap) back */
export type Project = ((p: MapPointVO) => { x: number; y: number }) & { invert: (xy: { x: number; y: number }) => MapPointVO }

export function fitProjection(points: MapPointVO[], box: Box, margin = 24): Project | null {
  if (points.length === 0) return null
  const lats = points.map((p) => p.latitude)
  const mid = (Math.min(...lats) + Math.max(...lats)) / 2
  const k = Math.cos((mid * Math.PI) / 180)
  const xs = points.map((p) => p.longitude * k)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...lats), Math.max(...lats)]
  const spanX = Math.max(maxX - minX, 1e-6)
  const spanY = Math.max(maxY - minY, 1e-6)
  const scale = Math.min((box.width - 2 * margin) / spanX, (box.height - 2 * margin) / spanY)
  const offX = (box.width - spanX * scale) / 2
  const offY = (box.height - spanY * scale) / 2
  const at = (p: MapPointVO) => ({ x: offX + (p.longitude * k - minX) * scale, y: box.height - (offY + (p.latitude - minY) * scale) })
  const invert = ({ x, y }: { x: number; y: number }) => ({ longitude: ((x - offX) / scale + minX) / k, latitude: (box.height - y - offY) / scale + minY })
  return Object.assign(at, { invert })
}

/** a section's colour, by its place in the list */
export const SECTION_COLOURS = ['#2979ff', '#19be6b', '#ff9900', '#7265e6', '#13c2c2', '#fa3534']
export const sectionColour = (i: number) => SECTION_COLOURS[i % SECTION_COLOURS.length]
export const HAZARD_COLOUR = '#fa3534'
export const STRUCTURE_COLOUR = '#303133'
/** key inspection points by today's state: visited green, due orange, missed red */
export const KEY_POINT_COLOURS = { visited: '#19be6b', due: '#ff9900', missed: '#fa3534' } as const

export function markerColour(m: DashboardMarkerVO): string {
  if (m.kind === 'keyPoint') return KEY_POINT_COLOURS[m.status ?? 'due']
  return m.kind === 'hazard' ? HAZARD_COLOUR : STRUCTURE_COLOUR
}

/** the middle of all points, for a map's centre */
export function centreOf(points: MapPointVO[]): MapPointVO {
  if (points.length === 0) return { longitude: 116.397, latitude: 39.909 }
  const lngs = points.map((p) => p.longitude)
  const lats = points.map((p) => p.latitude)
  return { longitude: (Math.min(...lngs) + Math.max(...lngs)) / 2, latitude: (Math.min(...lats) + Math.max(...lats)) / 2 }
}

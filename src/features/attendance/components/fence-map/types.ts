import type { GeoPointVO } from '@shared/api/attendance'

/** a fence as the map draws it; the draft (being edited) is drawn in another colour */
export interface MapFence {
  id: string
  name: string
  shape: 'circle' | 'polygon'
  center: GeoPointVO | null
  radius: number | null
  points: GeoPointVO[]
}

/** a punch on the map: green inside its fence, red outside */
export interface MapPunch extends GeoPointVO {
  id: string
  label: string
  inside: boolean
}

export interface FenceMapProps {
  fences: MapFence[]
  draft?: MapFence | null
  punches?: MapPunch[]
  /** the map was tapped there (the mini-program's map only: adds a polygon vertex) */
  onTap?(p: GeoPointVO): void
}

export const FENCE_MAP_HEIGHT = 260
export const FENCE_COLOUR = '#2979ff'
export const DRAFT_COLOUR = '#ff9900'
export const INSIDE_COLOUR = '#19be6b'
export const OUTSIDE_COLOUR = '#fa3534'

const M_PER_DEG = 111_194.93

/** the points that bound a fence: a circle's box, a polygon's vertices */
export function boundsOf(f: MapFence): GeoPointVO[] {
  if (f.shape === 'circle' && f.center) {
    const dLat = (f.radius ?? 0) / M_PER_DEG
    const dLng = dLat / Math.cos((f.center.latitude * Math.PI) / 180)
    const c = f.center
    return [{ longitude: c.longitude - dLng, latitude: c.latitude - dLat }, { longitude: c.longitude + dLng, latitude: c.latitude + dLat }]
  }
  return f.points
}

/** longitude and latitude onto a box (equirectangular, fitted with a margin, aspect kept); px per metre with it */
export function fitBox(points: GeoPointVO[], width: number, height: number, margin = 24) {
  if (points.length === 0) return null
  const lats = points.map((p) => p.latitude)
  const k = Math.cos((((Math.min(...lats) + Math.max(...lats)) / 2) * Math.PI) / 180)
  const xs = points.map((p) => p.longitude * k)
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...lats), Math.max(...lats)]
  const spanX = Math.max(maxX - minX, 1e-5)
  const spanY = Math.max(maxY - minY, 1e-5)
  const scale = Math.min((width - 2 * margin) / spanX, (height - 2 * margin) / spanY)
  const offX = (width - spanX * scale) / 2
  const offY = (height - spanY * scale) / 2
  return {
    at: (p: GeoPointVO) => ({ x: offX + (p.longitude * k - minX) * scale, y: height - (offY + (p.latitude - minY) * scale) }),
    pxPerMetre: scale / M_PER_DEG
  }
}

/** the middle of everything on the map, for the native map's centre */
export function middleOf(points: GeoPointVO[]): GeoPointVO {
  if (points.length === 0) return { longitude: 120.2, latitude: 30.25 }
  const lngs = points.map((p) => p.longitude)
  const lats = points.map((p) => p.latitude)
  return { longitude: (Math.min(...lngs) + Math.max(...lngs)) / 2, latitude: (Math.min(...lats) + Math.max(...lats)) / 2 }
}

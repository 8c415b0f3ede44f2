// What the web map draws, in the app's GCJ-02 coordinates: lines, fences (circles and polygons), dots (markers) and
// one pin. The Leaflet code shifts them onto WGS-84 tiles when the tile source says so.
import type { MapPointVO, MapTilesVO } from '@shared/api/dashboard'

export interface WebMapScene {
  lines: { points: MapPointVO[]; colour: string; weight: number }[]
  circles: { centre: MapPointVO; radius: number; colour: string; onTap?: () => void }[]
  polygons: { points: MapPointVO[]; colour: string; onTap?: () => void }[]
  dots: { at: MapPointVO; colour: string; radius: number; title: string; onTap?: () => void }[]
  pin?: MapPointVO | null
  /** the view is fitted to these points (one point: centred on it at `zoom`) */
  fit: MapPointVO[]
  zoom?: number
}

export interface WebMapProps {
  tiles: MapTilesVO
  scene: WebMapScene
  height: number
  /** a tap on the map itself (not on a shape), in GCJ-02 */
  onTap?: (p: MapPointVO) => void
  /** most of the first tiles failed, or the map code itself did not load: the caller shows its fallback */
  onUnavailable: () => void
}

export const EMPTY_SCENE: WebMapScene = { lines: [], circles: [], polygons: [], dots: [], fit: [] }

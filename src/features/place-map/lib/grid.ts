// The plain grid shown when no map tiles are available: a fixed scale around a centre point, so a tap can be read
// as a place and a place drawn as a pin. Equirectangular, exact enough over the few hundred metres the grid covers.
import type { Position } from '@/lib/location-types'

export const GRID_HEIGHT = 300
/** metres per pixel: the grid's height is 600 m */
export const GRID_M_PER_PX = 2
/** a grid line every 50 px, i.e. every 100 m */
export const GRID_STEP_PX = 50
const M_PER_DEG = 111_194.93

const lngMetres = (latitude: number) => M_PER_DEG * Math.cos((latitude * Math.PI) / 180)

/** the place at an offset in pixels from the grid's centre (x east, y south) */
export function placeAt(centre: Position, dx: number, dy: number): Position {
  return {
    latitude: centre.latitude - (dy * GRID_M_PER_PX) / M_PER_DEG,
    longitude: centre.longitude + (dx * GRID_M_PER_PX) / lngMetres(centre.latitude)
  }
}

/** where a place is drawn, in pixels from the grid's centre */
export function offsetOf(centre: Position, p: Position): { dx: number; dy: number } {
  return {
    dx: ((p.longitude - centre.longitude) * lngMetres(centre.latitude)) / GRID_M_PER_PX,
    dy: ((centre.latitude - p.latitude) * M_PER_DEG) / GRID_M_PER_PX
  }
}

/** 经度 120.258500，纬度 30.116000 */
export const coordinatesText = (p: Position) => `经度 ${p.longitude.toFixed(6)}，纬度 ${p.latitude.toFixed(6)}`

/** a coordinate from a page's query, or undefined when it is missing or off the globe */
export function positionFrom(lat: unknown, lng: unknown): Position | undefined {
  const latitude = Number(lat)
  const longitude = Number(lng)
  if (lat === undefined || lng === undefined || lat === '' || lng === '') return undefined
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined
  return { latitude, longitude }
}

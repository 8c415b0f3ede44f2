// Fences as WeChat <Map> circles and polygons, for every native map that draws them (the project map, the
// attendance fence map): a circle needs its centre and radius, a polygon at least three points; the stroke is the
// colour, the fill the same colour faint. Colours are '#rrggbb'; WeChat wants the alpha written out.
import type { GeoPoint } from '@/utils/geofence'

export interface ShapedFence { shape: string; center?: GeoPoint | null; radius?: number | null; points: GeoPoint[] }

export function fenceOverlays(fences: { fence: ShapedFence; colour: string }[], opts: { dashed?: boolean } = {}) {
  const point = ({ longitude, latitude }: GeoPoint) => ({ longitude, latitude })
  const circles = fences.filter(({ fence }) => fence.shape === 'circle' && fence.center && fence.radius).map(({ fence, colour }) => ({
    ...point(fence.center!), radius: fence.radius!, color: `${colour}ff`, fillColor: `${colour}22`, strokeWidth: 2
  }))
  const polygons = fences.filter(({ fence }) => fence.shape === 'polygon' && fence.points.length > 2).map(({ fence, colour }) => ({
    points: fence.points.map(point), strokeColor: `${colour}ff`, fillColor: `${colour}22`, strokeWidth: 2,
    ...(opts.dashed ? { dashArray: [6, 4] } : {})
  }))
  return { circles, polygons }
}

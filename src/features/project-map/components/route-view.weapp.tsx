// WeChat's native map: the sections as coloured polylines along the route, the attendance fences as dashed circles
// and polygons, a marker at each bridge, tunnel and open hazard (tapping its callout opens it), the view fitted to
// the whole route. <Map>'s circles and polygons report no taps, so a tap on the map is tested against the fences
// and names the one it fell in under the map.
import { useMemo, useState } from 'react'
import { Map, Text, View } from '@tarojs/components'
import type { DashboardFenceVO } from '@shared/api/dashboard'
import { fenceOverlays } from '@/lib/map-fence-shapes'
import { fenceAt, fenceBounds, fenceLabel, FENCE_COLOUR } from '../lib/fences'
import { centreOf, markerColour, sectionColour } from '../lib/geometry'
import { ROUTE_VIEW_HEIGHT, type RouteViewProps } from './route-view-types'

const PIN = '/assets/tabbar/map-active.png'
/** a tap this close to a fence (metres) still picks it: at the route's scale a fence is a few pixels wide */
const TAP_SLACK_M = 150

export function RouteView({ map, onMarker }: RouteViewProps) {
  const [fence, setFence] = useState<DashboardFenceVO | null>(null)
  const fences = useMemo(() => map.fences ?? [], [map])
  const view = useMemo(() => {
    const stretches = map.sections.filter((s) => s.line.length > 1 && s.kind === 'construction')
    const polyline = [
      ...(map.line.length > 1 ? [{ points: map.line.map(({ longitude, latitude }) => ({ longitude, latitude })), color: '#c0c4ccff', width: 3 }] : []),
      ...stretches.map((s, i) => ({ points: s.line, color: `${sectionColour(i)}ff`, width: 6 }))
    ]
    const markers = map.markers.map((m, i) => ({
      id: i, longitude: m.longitude, latitude: m.latitude, iconPath: PIN, width: m.kind === 'structure' ? 20 : 28, height: m.kind === 'structure' ? 20 : 28,
      callout: { content: `${m.chainage} ${m.name}`, color: markerColour(m), fontSize: 12, padding: 6, borderRadius: 4, borderWidth: 0, borderColor: '#ffffff', bgColor: '#ffffff', anchorX: 0, anchorY: 0, textAlign: 'center' as const, display: 'BYCLICK' as const }
    }))
    const { circles, polygons } = fenceOverlays(fences.map((fence) => ({ fence, colour: FENCE_COLOUR })), { dashed: true })
    const points = map.line.length ? map.line : [...map.markers, ...fences.flatMap(fenceBounds)]
    return { polyline, markers, circles, polygons, includePoints: points.map(({ longitude, latitude }) => ({ longitude, latitude })), centre: centreOf(points) }
  }, [map, fences])
  return (
    <View className='route-view'>
      <Map
        className='route-view__map'
        style={{ width: '100%', height: `${ROUTE_VIEW_HEIGHT}px` }}
        longitude={view.centre.longitude}
        latitude={view.centre.latitude}
        scale={9}
        polyline={view.polyline}
        markers={view.markers}
        circles={view.circles}
        polygons={view.polygons}
        includePoints={view.includePoints}
        onCalloutTap={(e) => { const m = map.markers[Number(e.detail.markerId)]; if (m) onMarker(m) }}
        onMarkerTap={() => undefined}
        onTap={(e) => {
          const at = e.detail as unknown as { latitude?: number; longitude?: number }
          if (typeof at.latitude === 'number' && typeof at.longitude === 'number') setFence(fenceAt(fences, { latitude: at.latitude, longitude: at.longitude }, TAP_SLACK_M) ?? null)
        }}
        onError={() => undefined}
      />
      {fence ? <Text className='route-view__fence'>{fenceLabel(fence)}</Text> : null}
    </View>
  )
}

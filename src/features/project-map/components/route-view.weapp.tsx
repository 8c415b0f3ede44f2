// WeChat's native map: the sections as coloured polylines along the route, a marker at each bridge, tunnel and
// open hazard (tapping one opens it), the view fitted to the whole route.
import { useMemo } from 'react'
import { Map } from '@tarojs/components'
import { centreOf, markerColour, sectionColour } from '../lib/geometry'
import { ROUTE_VIEW_HEIGHT, type RouteViewProps } from './route-view-types'

const PIN = '/assets/tabbar/map-active.png'

export function RouteView({ map, onMarker }: RouteViewProps) {
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
    const points = map.line.length ? map.line : map.markers
    return { polyline, markers, includePoints: points.map(({ longitude, latitude }) => ({ longitude, latitude })), centre: centreOf(points) }
  }, [map])
  return (
    <Map
      className='route-view__map'
      style={{ width: '100%', height: `${ROUTE_VIEW_HEIGHT}px` }}
      longitude={view.centre.longitude}
      latitude={view.centre.latitude}
      scale={9}
      polyline={view.polyline}
      markers={view.markers}
      includePoints={view.includePoints}
      onCalloutTap={(e) => { const m = map.markers[Number(e.detail.markerId)]; if (m) onMarker(m) }}
      onMarkerTap={() => undefined}
      onError={() => undefined}
    />
  )
}

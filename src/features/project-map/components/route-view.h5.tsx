// The Map tab in the browser: with a tile source configured on the server (MAP_TILE_URL), a Leaflet map with the
// route, each section in its colour, the markers (a tap opens one, as in the mini-program) and the attendance
// fences; without one, or when the tiles do not load, the to-scale schematic of the route with a plain note.
// A tap on a fence names it under the map.
import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { WebMap, type WebMapScene } from '@/components/web-map'
import type { DashboardFenceVO, DashboardMapVO, DashboardMarkerVO } from '@shared/api/dashboard'
import { fenceBounds, fenceLabel, FENCE_COLOUR } from '../lib/fences'
import { markerColour, sectionColour } from '../lib/geometry'
import { RouteSchematic } from './route-schematic.h5'
import { ROUTE_VIEW_HEIGHT, type RouteViewProps } from './route-view-types'

export const NOTE_NO_TILES = '未配置地图底图，显示线路示意图'
export const NOTE_TILES_FAILED = '地图底图加载失败，显示线路示意图'

function sceneOf(map: DashboardMapVO, onMarker: (m: DashboardMarkerVO) => void, onFence: (f: DashboardFenceVO) => void): WebMapScene {
  const fences = map.fences ?? []
  const stretches = map.sections.filter((s) => s.line.length > 1 && s.kind === 'construction')
  return {
    lines: [
      { points: map.line, colour: '#c0c4cc', weight: 3 },
      ...stretches.map((s, i) => ({ points: s.line, colour: sectionColour(i), weight: 6 }))
    ],
    circles: fences.filter((f) => f.shape === 'circle' && f.center && f.radius).map((f) => ({ centre: f.center!, radius: f.radius!, colour: FENCE_COLOUR, onTap: () => onFence(f) })),
    polygons: fences.filter((f) => f.shape === 'polygon').map((f) => ({ points: f.points, colour: FENCE_COLOUR, onTap: () => onFence(f) })),
    dots: map.markers.map((m) => ({ at: m, colour: markerColour(m), radius: m.kind === 'structure' ? 5 : 7, title: `${m.chainage} ${m.name}`, onTap: () => onMarker(m) })),
    fit: [...map.line, ...map.markers, ...fences.flatMap(fenceBounds)]
  }
}

export function RouteView({ map, onMarker }: RouteViewProps) {
  const [tilesFailed, setTilesFailed] = useState(false)
  const [fence, setFence] = useState<DashboardFenceVO | null>(null)
  const scene = useMemo(() => sceneOf(map, onMarker, setFence), [map, onMarker])
  const webMap = map.tiles && !tilesFailed
  return (
    <View className='route-view'>
      {webMap && map.tiles
        ? <WebMap tiles={map.tiles} scene={scene} height={ROUTE_VIEW_HEIGHT} onUnavailable={() => setTilesFailed(true)} />
        : <RouteSchematic map={map} onFence={setFence} />}
      {fence ? <Text className='route-view__fence'>{fenceLabel(fence)}</Text> : null}
      {webMap ? null : <Text className='route-view__note'>{map.tiles ? NOTE_TILES_FAILED : NOTE_NO_TILES}</Text>}
    </View>
  )
}

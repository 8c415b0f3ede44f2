// WeChat's native map: the section's fences as blue circles and polygons, the draft in orange with a marker per
// vertex, punches as markers (their callout says when and whether inside); a tap on the map hands its point up
// (the fence form adds it as the next polygon vertex). The view is fitted to everything shown.
import { useMemo } from 'react'
import { Map, View } from '@tarojs/components'
import { fenceOverlays } from '@/lib/map-fence-shapes'
import { boundsOf, DRAFT_COLOUR, FENCE_COLOUR, FENCE_MAP_HEIGHT, INSIDE_COLOUR, middleOf, OUTSIDE_COLOUR, type FenceMapProps, type MapFence } from './types'

const PIN = '/assets/tabbar/map-active.png'

export function FenceMap({ fences, draft, punches = [], onTap }: FenceMapProps) {
  const view = useMemo(() => {
    const all: { f: MapFence; colour: string }[] = [...fences.map((f) => ({ f, colour: FENCE_COLOUR })), ...(draft ? [{ f: draft, colour: DRAFT_COLOUR }] : [])]
    const { circles, polygons } = fenceOverlays(all.map(({ f, colour }) => ({ fence: f, colour })))
    const vertices = draft?.shape === 'polygon' ? draft.points.map((p, i) => ({
      id: 1000 + i, longitude: p.longitude, latitude: p.latitude, iconPath: PIN, width: 18, height: 18,
      label: { content: String(i + 1), color: DRAFT_COLOUR, fontSize: 12, anchorX: 0, anchorY: 0, borderWidth: 0, borderColor: '#ffffff', borderRadius: 4, bgColor: '#ffffff', padding: 2, textAlign: 'center' as const }
    })) : []
    const marks = punches.map((p, i) => ({
      id: i, longitude: p.longitude, latitude: p.latitude, iconPath: PIN, width: 24, height: 24,
      callout: { content: p.label, color: p.inside ? INSIDE_COLOUR : OUTSIDE_COLOUR, fontSize: 12, padding: 6, borderRadius: 4, borderWidth: 0, borderColor: '#ffffff', bgColor: '#ffffff', anchorX: 0, anchorY: 0, textAlign: 'center' as const, display: 'ALWAYS' as const }
    }))
    const include = [...all.flatMap(({ f }) => boundsOf(f)), ...punches]
    return { circles, polygons, markers: [...marks, ...vertices], include: include.map(({ longitude, latitude }) => ({ longitude, latitude })), centre: middleOf(include) }
  }, [fences, draft, punches])
  return (
    <View className='att-map'>
      <Map
        style={{ width: '100%', height: `${FENCE_MAP_HEIGHT}px` }}
        longitude={view.centre.longitude}
        latitude={view.centre.latitude}
        scale={16}
        circles={view.circles}
        polygons={view.polygons}
        markers={view.markers}
        includePoints={view.include}
        showLocation
        onTap={(e) => {
          const d = e.detail as { longitude?: number; latitude?: number }
          if (onTap && typeof d.longitude === 'number' && typeof d.latitude === 'number') onTap({ longitude: d.longitude, latitude: d.latitude })
        }}
        onError={() => undefined}
      />
    </View>
  )
}

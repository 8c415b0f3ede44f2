// One place on a map: the web map over the server's tiles when it has some, else (or when they fail) the plain
// grid around the centre, with a note saying which. A tap reports the place tapped (the picker moves its pin).
import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { WebMap, EMPTY_SCENE, type WebMapScene } from '@/components/web-map'
import type { Position } from '@/lib/location-types'
import type { MapTilesVO } from '@shared/api/dashboard'
import { GRID_HEIGHT } from '../lib/grid'
import { PlaceGrid } from './place-grid.h5'

export const NOTE_NO_TILES = '未配置地图底图，显示坐标网格（每格100米）'
export const NOTE_TILES_FAILED = '地图底图加载失败，显示坐标网格（每格100米）'

export interface PlaceMapProps {
  tiles: MapTilesVO | null
  /** where the view starts; null: no position known (the web map shows the whole country, the grid cannot draw) */
  centre: Position | null
  pin: Position | null
  onTap?: (p: Position) => void
}

export function PlaceMap({ tiles, centre, pin, onTap }: PlaceMapProps) {
  const [failed, setFailed] = useState(false)
  const scene = useMemo<WebMapScene>(() => ({ ...EMPTY_SCENE, pin, fit: centre ? [centre] : [], zoom: 16 }), [centre, pin])
  if (tiles && !failed) return <WebMap tiles={tiles} scene={scene} height={GRID_HEIGHT} onTap={onTap} onUnavailable={() => setFailed(true)} />
  return (
    <View className='place-map'>
      {centre ? <PlaceGrid centre={centre} pin={pin} onTap={onTap} /> : null}
      <Text className='place-map__note'>{tiles ? NOTE_TILES_FAILED : NOTE_NO_TILES}</Text>
    </View>
  )
}

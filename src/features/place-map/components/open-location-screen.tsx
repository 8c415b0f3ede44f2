// /open-location (H5): one place on the map with its name, address and coordinates, and a copy of the coordinates
// (to paste into a navigation app).
import { useEffect, useMemo, useState } from 'react'
import Taro from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import type { ShownPlace } from '@/lib/location'
import type { MapTilesVO } from '@shared/api/dashboard'
import { getMapTiles } from '../api/map-tiles'
import { coordinatesText } from '../lib/grid'
import { PlaceMap } from './place-map.h5'
import './place-map.scss'

export interface OpenLocationScreenProps {
  /** undefined: the link carried no usable coordinates */
  place?: ShownPlace
}

export function OpenLocationScreen({ place }: OpenLocationScreenProps) {
  const [tiles, setTiles] = useState<MapTilesVO | null | undefined>(undefined)
  const point = useMemo(() => (place ? { latitude: place.latitude, longitude: place.longitude } : null), [place])
  const shown = point !== null
  useEffect(() => { if (shown) getMapTiles().then(setTiles, () => setTiles(null)) }, [shown])

  const copy = () => {
    if (!point) return
    Taro.setClipboardData({ data: `${point.latitude.toFixed(6)},${point.longitude.toFixed(6)}` })
      .then(() => void Taro.showToast({ title: '坐标已复制', icon: 'none' }))
      .catch(() => void Taro.showToast({ title: '复制失败，请长按坐标手动复制', icon: 'none' }))
  }

  let body
  if (!place || !point) body = <PageState status='error' text='位置信息不完整，无法在地图上显示' />
  else if (tiles === undefined) body = <PageState status='loading' />
  else {
    body = (
      <View>
        <PlaceMap tiles={tiles} centre={point} pin={point} />
        <View className='place-card'>
          <Text className='place-card__name'>{place.name || '位置'}</Text>
          {place.address ? <Text className='place-card__value'>{place.address}</Text> : null}
          <Text className='place-card__label'>坐标（GCJ-02）</Text>
          <Text className='place-card__value' userSelect>{coordinatesText(point)}</Text>
        </View>
        <View className='place-actions'>
          <View className='place-actions__btn place-actions__btn--primary' role='button' onClick={copy}>复制坐标</View>
        </View>
      </View>
    )
  }
  return (
    <View className='place-page'>
      <NavBar title='查看位置' back />
      {body}
    </View>
  )
}

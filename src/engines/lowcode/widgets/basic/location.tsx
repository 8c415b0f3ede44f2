// 定位 (location): the value is a JSON string {pName, cName, adName, address, name, lng, lat, fullAddress}. In the
// mini-program the place is picked on WeChat's map; in the browser on the app's /choose-location page, which knows
// no street addresses, so recording the device position is offered beside it. With enableLocationScope the place must lie inside one of the
// designer's circles (locationScope: lng, lat, radius in metres).
import { useState } from 'react'
import { View, Text } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { LOCATION_PICKER_AVAILABLE, RECORD_POSITION_OFFERED, choosePlace, currentPosition, distanceMeters, splitRegion, type Position } from '@/lib/location'
import type { WidgetProps } from '../../types'
import { flag, num } from './props'
import './basic.scss'

export interface LocationValue {
  pName: string
  cName: string
  adName: string
  address: string
  name: string
  lng: number
  lat: number
  fullAddress: string
}

export function parseLocation(value: unknown): LocationValue | undefined {
  let parsed = value
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value)
    } catch {
      return undefined
    }
  }
  if (!parsed || typeof parsed !== 'object') return undefined
  const v = parsed as Record<string, unknown>
  const lng = num(v.lng)
  const lat = num(v.lat)
  if (lng === undefined || lat === undefined) return undefined
  const s = (x: unknown) => (typeof x === 'string' ? x : '')
  return { pName: s(v.pName), cName: s(v.cName), adName: s(v.adName), address: s(v.address), name: s(v.name), lng, lat, fullAddress: s(v.fullAddress) }
}

/** is the point inside one of the allowed circles (no circles: anywhere) */
export function insideScope(point: Position, scope: unknown): boolean {
  const circles = Array.isArray(scope) ? scope : []
  const valid = circles
    .map((c) => ({ latitude: num(c?.lat), longitude: num(c?.lng), radius: num(c?.radius) }))
    .filter((c): c is Position & { radius: number | undefined } => c.latitude !== undefined && c.longitude !== undefined)
  return !valid.length || valid.some((c) => distanceMeters(point, c) <= (c.radius ?? 500))
}

const toast = (title: string) => void Taro.showToast({ title, icon: 'none' })

export function LocationWidget({ field, value, onChange, disabled }: WidgetProps) {
  const place = parseLocation(value)
  const text = place ? place.fullAddress || place.name : typeof value === 'string' ? value : ''
  // which action is under way: the map page is open, or a fix is being read
  const [busy, setBusy] = useState<'map' | 'here' | null>(null)

  const save = (next: LocationValue) => {
    if (flag(field.props.enableLocationScope) && !insideScope({ latitude: next.lat, longitude: next.lng }, field.props.locationScope)) {
      toast('所选位置不在允许的范围内')
      return
    }
    onChange(JSON.stringify(next))
  }
  const run = async (how: 'map' | 'here') => {
    if (busy) return
    setBusy(how)
    try {
      if (how === 'map') {
        const picked = await choosePlace(place ? { latitude: place.lat, longitude: place.lng } : undefined)
        if (!picked) return
        // WeChat's picker gives an address the name follows (…路88号 + 某大厦); the browser's may give none
        const fullAddress = !picked.address
          ? `${picked.name}（经度${picked.longitude.toFixed(6)}，纬度${picked.latitude.toFixed(6)}）`
          : picked.address.endsWith(picked.name) ? picked.address : `${picked.address}${picked.name}`
        save({ ...splitRegion(picked.address), address: picked.address, name: picked.name, lng: picked.longitude, lat: picked.latitude, fullAddress })
      } else {
        const pos = await currentPosition()
        const fullAddress = `当前位置（经度${pos.longitude.toFixed(6)}，纬度${pos.latitude.toFixed(6)}）`
        save({ pName: '', cName: '', adName: '', address: '', name: '当前位置', lng: pos.longitude, lat: pos.latitude, fullAddress })
      }
    } catch (err) {
      toast(err instanceof Error ? err.message : '定位失败，请重试')
    } finally {
      setBusy(null)
    }
  }

  return (
    <View className='lc-location'>
      {text ? <Text className='lc-location__text'>{text}</Text> : <Text className='lc-trigger__placeholder'>{disabled ? '' : '未选择位置'}</Text>}
      {!disabled && (
        <View className='lc-location__actions'>
          {LOCATION_PICKER_AVAILABLE && (
            <View className='lc-btn lc-btn--plain' role='button' aria-disabled={busy !== null} onClick={() => void run('map')}>
              {place ? '重新选择' : '选择位置'}
            </View>
          )}
          {(RECORD_POSITION_OFFERED || !LOCATION_PICKER_AVAILABLE) && (
            <View className='lc-btn lc-btn--plain' role='button' aria-disabled={busy !== null} onClick={() => void run('here')}>
              {busy === 'here' ? '定位中…' : '记录当前坐标'}
            </View>
          )}
          {text && (
            <View className='lc-btn lc-btn--plain' role='button' onClick={() => onChange('')}>
              清除
            </View>
          )}
        </View>
      )}
    </View>
  )
}

// /choose-location (H5): the map centred on the place asked about, else on the current fix, else on the project's
// route; a tap places the pin,
// its coordinates show below, a name and an address may be written. 确定 hands the place to choosePlace, 取消 and
// back hand it nothing (src/lib/place-picker.ts).
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useUnload } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { currentPosition, type Position } from '@/lib/location'
import { settlePlace } from '@/lib/place-picker'
import type { MapTilesVO } from '@shared/api/dashboard'
import { getMapTiles } from '../api/map-tiles'
import { coordinatesText } from '../lib/grid'
import { PlaceMap } from './place-map.h5'
import './place-map.scss'

const round6 = (n: number) => Math.round(n * 1e6) / 1e6

export interface ChooseLocationScreenProps {
  /** the place already chosen, to start from */
  near?: Position
  /** where to open when there is no place and no fix (the page gives the project's route) */
  fallbackCentre?: () => Promise<Position | undefined>
}

export function ChooseLocationScreen({ near, fallbackCentre }: ChooseLocationScreenProps) {
  const [tiles, setTiles] = useState<MapTilesVO | null | undefined>(undefined)
  const [centre, setCentre] = useState<Position | null>(near ?? null)
  const [pin, setPin] = useState<Position | null>(near ?? null)
  const [locateError, setLocateError] = useState('')
  const [name, setName] = useState('')
  const [address, setAddress] = useState('')
  // the page's loader, read when needed: a new function each render must not start another locate
  const fallback = useRef(fallbackCentre)
  fallback.current = fallbackCentre

  const locate = useCallback(async () => {
    setLocateError('')
    try {
      const here = await currentPosition()
      setCentre(here)
      setPin((p) => p ?? here)
    } catch (e) {
      // no fix (denied, indoors): the map opens on the project's route, where the place most likely is
      const route = await fallback.current?.().catch(() => undefined)
      if (route) setCentre((c) => c ?? route)
      setLocateError(errorText(e, '无法获取当前位置'))
    }
  }, [])
  useEffect(() => {
    getMapTiles().then(setTiles, () => setTiles(null))
    if (!near) void locate()
  }, [near, locate])
  // back, or the page closed any other way: nothing was chosen
  useUnload(() => settlePlace(undefined))

  const cancel = () => {
    settlePlace(undefined)
    void Taro.navigateBack()
  }
  const confirm = () => {
    if (!pin) {
      void Taro.showToast({ title: '请先在地图上点选位置', icon: 'none' })
      return
    }
    const at = { latitude: round6(pin.latitude), longitude: round6(pin.longitude) }
    // no address written: the widget shows the name with the coordinates (location.tsx), not the two run together
    settlePlace({ name: name.trim() || '地图选点', address: address.trim(), ...at })
    void Taro.navigateBack()
  }

  let body
  if (tiles === undefined || (!centre && !locateError)) body = <PageState status='loading' text='正在定位…' />
  else if (!centre && !tiles) body = <PageState status='error' text={`${locateError}，无法显示地图网格`} onRetry={() => void locate()} />
  else {
    body = (
      <View>
        <PlaceMap tiles={tiles} centre={centre} pin={pin} onTap={setPin} />
        <View className='place-card'>
          {locateError ? <Text className='place-card__hint'>{`${locateError}，请在地图上找到位置后点选`}</Text> : null}
          <Text className='place-card__label'>坐标（点按地图移动图钉）</Text>
          <Text className='place-card__value'>{pin ? coordinatesText(pin) : '尚未点选'}</Text>
          <Text className='place-card__label'>位置名称</Text>
          <Input className='place-card__input' value={name} maxlength={50} placeholder='如：K12+300 3号墩（选填）' onInput={(e) => setName(e.detail.value)} />
          <Text className='place-card__label'>地址</Text>
          <Input className='place-card__input' value={address} maxlength={100} placeholder='选填，不填则记录坐标' onInput={(e) => setAddress(e.detail.value)} />
        </View>
        <View className='place-actions'>
          <View className='place-actions__btn' role='button' onClick={cancel}>取消</View>
          <View className={`place-actions__btn place-actions__btn--primary ${pin ? '' : 'place-actions__btn--disabled'}`} role='button' aria-disabled={!pin} onClick={confirm}>确定</View>
        </View>
      </View>
    )
  }
  return (
    <View className='place-page'>
      <NavBar title='选择位置' back onBack={cancel} />
      {body}
    </View>
  )
}

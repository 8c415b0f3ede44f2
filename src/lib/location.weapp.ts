// WeChat: the built-in map picker (chooseLocation, declared in app.config requiredPrivateInfos) and the position.
import Taro from '@tarojs/taro'
import type { PickedPlace, Position } from './location-types'

export const LOCATION_PICKER_AVAILABLE = true

const cancelled = (err: unknown) => /cancel/i.test(String((err as { errMsg?: string })?.errMsg ?? err))

/** the place the user picks on the map, or undefined when they cancel */
export async function choosePlace(near?: Position): Promise<PickedPlace | undefined> {
  try {
    const res = await Taro.chooseLocation(near ? { latitude: near.latitude, longitude: near.longitude } : {})
    return { name: res.name, address: res.address, latitude: res.latitude, longitude: res.longitude }
  } catch (err) {
    if (cancelled(err)) return undefined
    throw new Error('无法打开地图选点，请在设置中允许使用位置信息')
  }
}

export async function currentPosition(): Promise<Position> {
  try {
    const res = await Taro.getLocation({ type: 'gcj02' })
    return { latitude: res.latitude, longitude: res.longitude }
  } catch {
    throw new Error('无法获取当前位置，请在设置中允许使用位置信息')
  }
}

export { splitRegion, distanceMeters, type PickedPlace, type Position } from './location-types'

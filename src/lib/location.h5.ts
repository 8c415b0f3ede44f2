// Browser: there is no map picker without a map-service key (none is configured), so only the device position is
// offered; callers say so instead of pretending to pick a place.
import Taro from '@tarojs/taro'
import type { PickedPlace, Position } from './location-types'

export const LOCATION_PICKER_AVAILABLE = false

export async function choosePlace(_near?: Position): Promise<PickedPlace | undefined> {
  throw new Error('网页端暂不支持地图选点，请在微信小程序中选择位置')
}

export async function currentPosition(): Promise<Position> {
  try {
    const res = await Taro.getLocation({ type: 'wgs84' })
    return { latitude: res.latitude, longitude: res.longitude }
  } catch {
    throw new Error('无法获取当前位置，请允许浏览器使用位置信息')
  }
}

export { splitRegion, distanceMeters, type PickedPlace, type Position } from './location-types'

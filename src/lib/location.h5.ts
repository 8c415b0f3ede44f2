// Browser: there is no map picker without a map-service key (none is configured), so only the device position is
// offered; callers say so instead of pretending to pick a place. Taro reads navigator.geolocation, which gives
// WGS-84; positions leave this file in GCJ-02, like WeChat's, so both platforms agree with each other, with the
// maps and with the project chainage lines.
import Taro from '@tarojs/taro'
import { wgs84ToGcj02 } from '@/utils/gcj02'
import { DEFAULT_LOCATE_TIMEOUT_MS, type Fix, type LocateOptions, type PickedPlace, type Position } from './location-types'

export const LOCATION_PICKER_AVAILABLE = false

export async function choosePlace(_near?: Position): Promise<PickedPlace | undefined> {
  throw new Error('网页端暂不支持地图选点，请在微信小程序中选择位置')
}

/** one GCJ-02 fix, or a rejection (denied, no signal, or nothing within timeoutMs) */
export async function locateOnce({ timeoutMs = DEFAULT_LOCATE_TIMEOUT_MS }: LocateOptions = {}): Promise<Fix> {
  let timer: ReturnType<typeof setTimeout> | undefined
  // a browser whose user ignores the permission prompt never answers: the timer answers for it
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('定位超时')), timeoutMs)
  })
  try {
    const res = await Promise.race([Taro.getLocation({ type: 'wgs84', isHighAccuracy: true, highAccuracyExpireTime: timeoutMs }), timeout])
    return { ...wgs84ToGcj02({ longitude: res.longitude, latitude: res.latitude }), accuracy: res.accuracy, at: Date.now() }
  } finally {
    clearTimeout(timer)
  }
}

export async function currentPosition(): Promise<Position> {
  try {
    const { latitude, longitude } = await locateOnce()
    return { latitude, longitude }
  } catch {
    throw new Error('无法获取当前位置，请允许浏览器使用位置信息')
  }
}

export { splitRegion, distanceMeters, type Fix, type PickedPlace, type Position } from './location-types'

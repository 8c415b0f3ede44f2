// Browser: a place is picked on the app's own map page (/choose-location: a Leaflet map over the server's tile source,
// or a plain grid around the current fix without one) and shown on /open-location. Taro reads navigator.geolocation,
// which gives WGS-84; positions leave this file in GCJ-02, like WeChat's, so both platforms agree with each other,
// with the maps and with the project chainage lines. Inside WeChat's browser the JS-SDK's getLocation answers
// GCJ-02 itself; when it cannot (not configured, refused) the browser's position is used.
import Taro from '@tarojs/taro'
import { wgs84ToGcj02 } from '@/utils/gcj02'
import { routes } from '@/config/routes'
import { wechatJssdk, wxCall } from './jssdk'
import { DEFAULT_LOCATE_TIMEOUT_MS, type Fix, type LocateOptions, type PickedPlace, type Position, type ShownPlace } from './location-types'
import { settlePlace, waitForPlace } from './place-picker'

export const LOCATION_PICKER_AVAILABLE = true
/** the browser's picker has no place search or street addresses: recording the device position stays one tap away */
export const RECORD_POSITION_OFFERED = true

/** the place the user picks on the map page (near `near`, else the current fix), or undefined when they cancel */
export async function choosePlace(near?: Position): Promise<PickedPlace | undefined> {
  const picked = waitForPlace()
  try {
    await Taro.navigateTo({ url: routes.system.chooseLocation(near) })
  } catch {
    settlePlace(undefined)
    throw new Error('无法打开地图选点页面，请重试')
  }
  return picked
}

/** shows a place on the map page with its name, address and coordinates */
export async function openPlace(place: ShownPlace): Promise<void> {
  await Taro.navigateTo({ url: routes.system.openLocation(place) })
}

async function wechatFix(timeoutMs: number): Promise<Fix | null> {
  const wx = await wechatJssdk()
  if (!wx) return null
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs)
  })
  try {
    const res = await Promise.race([wxCall<{ latitude: number; longitude: number; accuracy?: number }>((cb) => wx.getLocation({ type: 'gcj02', ...cb })), timeout])
    return res ? { latitude: Number(res.latitude), longitude: Number(res.longitude), accuracy: res.accuracy, at: Date.now() } : null
  } catch {
    return null
  } finally {
    clearTimeout(timer)
  }
}

/** one GCJ-02 fix, or a rejection (denied, no signal, or nothing within timeoutMs) */
export async function locateOnce({ timeoutMs = DEFAULT_LOCATE_TIMEOUT_MS }: LocateOptions = {}): Promise<Fix> {
  const fromWechat = await wechatFix(timeoutMs)
  if (fromWechat) return fromWechat
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

export { splitRegion, distanceMeters, type Fix, type PickedPlace, type Position, type ShownPlace } from './location-types'

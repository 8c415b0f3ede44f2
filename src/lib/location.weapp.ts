// WeChat: the built-in map picker (chooseLocation, declared in app.config requiredPrivateInfos), its place viewer
// (openLocation) and the position.
import Taro from '@tarojs/taro'
import { DEFAULT_LOCATE_TIMEOUT_MS, type Fix, type LocateOptions, type PickedPlace, type Position, type ShownPlace } from './location-types'

export const LOCATION_PICKER_AVAILABLE = true
/** WeChat's picker finds named places and addresses itself (and offers the current one) */
export const RECORD_POSITION_OFFERED = false

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

/** WeChat's own map page with the place, its name and address (and a route to it) */
export async function openPlace(place: ShownPlace): Promise<void> {
  await Taro.openLocation({ latitude: place.latitude, longitude: place.longitude, name: place.name ?? '', address: place.address ?? '', scale: 16 })
}

// getLocation answers once per 30 s in development builds and repeats its first fix in release builds
// (wechat-platform.md §2): within that window the last fix is the answer anyway, so it is reused
const REUSE_MS = 30000
let last: Fix | undefined

/** one GCJ-02 fix, or a rejection after timeoutMs (denied, no signal) */
export async function locateOnce({ timeoutMs = DEFAULT_LOCATE_TIMEOUT_MS }: LocateOptions = {}): Promise<Fix> {
  if (last && Date.now() - last.at < REUSE_MS) return last
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('定位超时')), timeoutMs)
  })
  try {
    const res = await Promise.race([
      Taro.getLocation({ type: 'gcj02', isHighAccuracy: true, highAccuracyExpireTime: Math.min(timeoutMs, 3000) }),
      timeout
    ])
    last = { latitude: res.latitude, longitude: res.longitude, accuracy: res.accuracy, at: Date.now() }
    return last
  } finally {
    clearTimeout(timer)
  }
}

export async function currentPosition(): Promise<Position> {
  try {
    const { latitude, longitude } = await locateOnce()
    return { latitude, longitude }
  } catch {
    throw new Error('无法获取当前位置，请在设置中允许使用位置信息')
  }
}

export { splitRegion, distanceMeters, type Fix, type PickedPlace, type Position, type ShownPlace } from './location-types'

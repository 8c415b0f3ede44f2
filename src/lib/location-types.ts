// The location adapter's shapes and the platform-independent helpers (address split, distances). The adapter
// itself differs per platform: location.weapp.ts (WeChat's map picker and viewer) and location.h5.ts (the app's own
// map pages /choose-location and /open-location).

/** a place picked on the map */
export interface PickedPlace {
  name: string
  address: string
  latitude: number
  longitude: number
}

/** a place to show on the map (openPlace) */
export interface ShownPlace {
  latitude: number
  longitude: number
  name?: string
  address?: string
}

/** GCJ-02 on both platforms (WeChat gives it, a browser's WGS-84 fix is converted): chainage lines use it too */
export interface Position {
  latitude: number
  longitude: number
}

/** one reading of where the device is */
export interface Fix extends Position {
  /** metres, when the platform says */
  accuracy?: number
  /** when it was read (ms) */
  at: number
}

export interface LocateOptions {
  /** give up after this long: a photo is never held up waiting for a position */
  timeoutMs?: number
}

export const DEFAULT_LOCATE_TIMEOUT_MS = 8000

const MUNICIPALITY = /^(北京市|天津市|上海市|重庆市)/
const PROVINCE = /^(.+?(?:省|自治区|特别行政区))/
const CITY = /^(.+?(?:自治州|地区|盟|市))/
const DISTRICT = /^(.+?(?:区|县|旗|市))/

/** province / city / district at the start of a Chinese address ('浙江省杭州市西湖区文三路' -> 浙江省, 杭州市, 西湖区) */
export function splitRegion(address: string): { pName: string; cName: string; adName: string } {
  let rest = address.trim()
  const take = (re: RegExp): string => {
    const m = re.exec(rest)
    if (!m) return ''
    rest = rest.slice(m[1].length)
    return m[1]
  }
  const municipality = take(MUNICIPALITY)
  // the four municipalities are their own province and city
  const pName = municipality || take(PROVINCE)
  const cName = municipality || take(CITY)
  return { pName, cName, adName: take(DISTRICT) }
}

const EARTH_RADIUS_M = 6371000
const rad = (deg: number) => (deg * Math.PI) / 180

/** great-circle distance in metres */
export function distanceMeters(a: Position, b: Position): number {
  const dLat = rad(b.latitude - a.latitude)
  const dLng = rad(b.longitude - a.longitude)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)))
}

// The spec's system pages (§2): choosing a place on a map and showing one. Only the H5 build has them (at the
// URLs /choose-location and /open-location, config/index.ts customRoutes); the mini-program uses WeChat's own
// chooseLocation and openLocation.
import { withQuery } from './query'

const fixed = (n: number | undefined) => (n === undefined ? undefined : n.toFixed(6))

export const systemRoutes = {
  system: {
    chooseLocation: (near?: { latitude: number; longitude: number }) =>
      withQuery('/pages/system/chooseLocation/index', { lat: fixed(near?.latitude), lng: fixed(near?.longitude) }),
    openLocation: (p: { latitude: number; longitude: number; name?: string; address?: string }) =>
      withQuery('/pages/system/openLocation/index', { lat: fixed(p.latitude), lng: fixed(p.longitude), name: p.name, address: p.address })
  }
} as const

/** the pages' paths and the URLs the H5 build shows for them */
export const SYSTEM_PAGE_URLS: Record<string, string> = {
  '/pages/system/chooseLocation/index': '/choose-location',
  '/pages/system/openLocation/index': '/open-location'
}

// WeChat's JS-SDK for the H5 app inside WeChat's browser: loaded, configured with a signature from the server for
// the current page, then used by the platform adapters (scanner, location, image picker, share) in place of the
// browser's APIs. Elsewhere, or when it cannot be configured (no official account set up, a refused signature),
// `wechatJssdk()` answers null and the adapters keep the browser's way. Only *.h5.ts files import this.
import { env } from '@/config/env'
import { storage } from '@/lib/storage'
import { isInWechat } from './in-wechat'
import { loadJweixin } from './load-jweixin'
import { fetchJssdkSignature } from './signature-api'
import { JS_API_LIST, type Wx } from './types'

export { isInWechat } from './in-wechat'
export type { Wx } from './types'

/** the official account's AppID: the build's, else the one the server hands out with the system config */
export function wechatMpAppId(): string {
  const fromServer = storage.get('sysConfigInfo')?.wechatMpAppId
  return env.wechatMpAppId || (typeof fromServer === 'string' ? fromServer : '')
}

/** the page URL WeChat checks the signature against: everything before # */
export function pageUrl(href = window.location.href): string {
  return href.split('#')[0]
}

function nonce(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

async function configure(url: string): Promise<Wx> {
  const appId = wechatMpAppId()
  if (!appId) throw new Error('未配置微信公众号 AppID')
  const wx = await loadJweixin()
  const timestamp = String(Math.floor(Date.now() / 1000))
  const nonceStr = nonce()
  const signature = await fetchJssdkSignature({ timestamp, noncestr: nonceStr, url })
  // the app navigated while the signature was on its way (a login going on to the Workbench): WeChat would check it
  // against the new address and refuse it, so the caller signs again for that one
  if (pageUrl() !== url) throw new PageMoved()
  return new Promise<Wx>((resolve, reject) => {
    wx.ready(() => resolve(wx))
    wx.error((err) => reject(new Error(err?.errMsg || '微信 JS-SDK 配置失败')))
    // a copy: jweixin renames the entries in place to the bridge's names (getLocation -> geoLocation)
    wx.config({ debug: false, appId, timestamp: Number(timestamp), nonceStr, signature, jsApiList: [...JS_API_LIST] })
  })
}

class PageMoved extends Error {}

// one configuration per page URL: WeChat checks the signature against the URL the page had when it was made
let configured: { url: string; wx: Promise<Wx | null> } | null = null

/** the configured JS-SDK, or null outside WeChat or when it cannot be configured (then the browser's APIs serve) */
export function wechatJssdk(): Promise<Wx | null> {
  if (!isInWechat()) return Promise.resolve(null)
  const url = pageUrl()
  if (configured?.url === url) return configured.wx
  const wx = configure(url).catch((err: unknown) => {
    if (err instanceof PageMoved) {
      if (configured?.url === url) configured = null
      return wechatJssdk()
    }
    // silent on purpose (a background configuration): every caller falls back to the browser's own camera, location
    // and scan, so the user is not stopped; forget the failure, so a later call (after login, a server fix) tries again
    if (configured?.url === url) configured = null
    console.warn('[jssdk]', err instanceof Error ? err.message : err)
    return null
  })
  configured = { url, wx }
  return wx
}

/** a JS-SDK call as a promise: the result, null when the user cancelled, a rejection with WeChat's message */
export function wxCall<T>(run: (cb: { success: (r: T) => void; fail: (e: { errMsg?: string }) => void; cancel: () => void }) => void): Promise<T | null> {
  return new Promise((resolve, reject) => {
    run({
      success: resolve,
      cancel: () => resolve(null),
      fail: (e) => (/cancel/i.test(e?.errMsg ?? '') ? resolve(null) : reject(new Error(e?.errMsg || '微信接口调用失败')))
    })
  })
}

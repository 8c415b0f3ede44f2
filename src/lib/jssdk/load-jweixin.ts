// WeChat's JS-SDK (jweixin 1.6, the npm package weixin-js-sdk): a bridge to the WeChat client through
// window.WeixinJSBridge, useless anywhere else. It is imported lazily, so it is a chunk of its own that only a page
// inside WeChat's browser fetches (from this app's own host: nothing is loaded from WeChat's servers).
import type { Wx } from './types'

let loading: Promise<Wx> | null = null

export function loadJweixin(): Promise<Wx> {
  loading ??= import(/* webpackChunkName: "jweixin" */ 'weixin-js-sdk').then(
    (mod) => {
      // a CommonJS module: its exports are the default; it exports nothing when there is no window
      const wx = ((mod as { default?: unknown }).default ?? mod) as Wx | undefined
      if (!wx || typeof wx.config !== 'function') throw new Error('微信 JS-SDK 加载失败')
      return wx
    },
    // the chunk could not be fetched (offline, a deployment replaced it)
    () => { throw new Error('微信 JS-SDK 加载失败，请检查网络') }
  ).catch((err: unknown) => {
    loading = null
    throw err
  })
  return loading
}

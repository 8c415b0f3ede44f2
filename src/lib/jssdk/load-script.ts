// WeChat's JS-SDK is loaded from WeChat's own host, as WeChat's docs ask (the server's page CSP allows that host):
// it is a bridge to the WeChat client, useless anywhere else, so it is fetched only inside WeChat's browser.
import type { Wx } from './types'

export const JWEIXIN_URL = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'

let loading: Promise<Wx> | null = null

function present(): Wx | undefined {
  return (window as unknown as { wx?: Wx; jWeixin?: Wx }).jWeixin ?? (window as unknown as { wx?: Wx }).wx
}

export function loadJweixin(src = JWEIXIN_URL): Promise<Wx> {
  const ready = present()
  if (ready) return Promise.resolve(ready)
  loading ??= new Promise<Wx>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.onload = () => {
      const wx = present()
      if (wx) resolve(wx)
      else reject(new Error('微信 JS-SDK 加载失败'))
    }
    script.onerror = () => reject(new Error('微信 JS-SDK 加载失败，请检查网络'))
    document.head.appendChild(script)
  }).catch((err: unknown) => {
    loading = null
    throw err
  })
  return loading
}

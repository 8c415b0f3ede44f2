// The 请求中... indicator: shown only when a call is still running after env.loadingDelay, kept while any
// call is running, hidden when the last one ends. Each call has its own timer so a quick call that follows a slow
// one does not inherit the slow one's clock.
import Taro from '@tarojs/taro'
import { env } from '@/config/env'

let running = 0
let shown = false

/** Registers a running call; the returned function ends it (safe to call twice). */
export function trackLoading(): () => void {
  running += 1
  let ended = false
  const timer = setTimeout(() => {
    if (ended || shown) return
    shown = true
    void Taro.showLoading({ title: '请求中...', mask: true })
  }, env.loadingDelay)
  return () => {
    if (ended) return
    ended = true
    clearTimeout(timer)
    running -= 1
    if (running === 0 && shown) {
      shown = false
      void Taro.hideLoading()
    }
  }
}

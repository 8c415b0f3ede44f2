// Mini-program: the last state WeChat reported (getNetworkType once, then onNetworkStatusChange). Until WeChat has
// answered, the device counts as online: a call that then fails is retried, which costs less than holding it back.
import Taro from '@tarojs/taro'

let online = true
let watching = false
const listeners = new Set<(online: boolean) => void>()

function set(next: boolean): void {
  if (next === online) return
  online = next
  Array.from(listeners).forEach((listener) => listener(next))
}

function watch(): void {
  if (watching) return
  watching = true
  try {
    Taro.onNetworkStatusChange(({ isConnected }) => set(Boolean(isConnected)))
    void Taro.getNetworkType({
      success: ({ networkType }) => set(networkType !== 'none'),
      fail: () => undefined
    })
  } catch {
    // an old base library without the API: stay "online" and let failed calls speak
  }
}

export function isOnline(): boolean {
  watch()
  return online
}

export function onNetworkChange(listener: (online: boolean) => void): () => void {
  watch()
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

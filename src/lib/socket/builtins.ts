// What the socket itself does with a server frame before the subscribers see it (spec §4, jnpf-api.md §8.3).
import Taro from '@tarojs/taro'
import { routes } from '@/config/routes'
import { clearSession, getToken } from '@/lib/storage'
import { useSharedStore } from '@/lib/shared-store'
import { LOGOUT_DEFAULT_TEXT, LOGOUT_DELAY } from './constants'
import { frameText } from './frames'
import type { SocketFrame } from './types'

export interface BuiltinContext {
  /** no reconnects from now on (the socket stays open until close) */
  stop(): void
  close(): void
}

let logoutTimer: ReturnType<typeof setTimeout> | null = null

function logout(frame: SocketFrame, ctx: BuiltinContext): void {
  // several sockets (or frames) may announce the same logout; one toast and one relaunch are enough
  if (logoutTimer) return
  ctx.stop()
  Promise.resolve(Taro.showToast({ title: frameText(frame, LOGOUT_DEFAULT_TEXT), icon: 'none', duration: LOGOUT_DELAY })).catch(
    () => undefined
  )
  const ended = getToken()
  logoutTimer = setTimeout(() => {
    logoutTimer = null
    // the frame ended the session it came in: one the user has since left and logged in again (the frame of his
    // own 退出登录 arrives as he leaves) is a new session, whose token, socket and page stay
    if (getToken() !== ended) return
    clearSession()
    ctx.close()
    Promise.resolve(Taro.reLaunch({ url: routes.login })).catch((error: unknown) => console.error('relaunch to login failed', error))
  }, LOGOUT_DELAY)
}

/** false when the frame is not for this client and must not reach the subscribers either */
export function handleBuiltin(frame: SocketFrame, ctx: BuiltinContext): boolean {
  switch (frame.method) {
    case 'logout': {
      // [W36]: a logout for another token (an older session of this user) is not ours to act on
      const token = frame.token
      if (typeof token === 'string' && token !== '' && token !== getToken()) return false
      logout(frame, ctx)
      return true
    }
    case 'closeSocket':
      ctx.close()
      return true
    case 'workMessage':
      console.log('workMessage', frame)
      return true
    case 'GetCallBackHandSignUrl':
      useSharedStore.getState().toggleRefreshBatchESign()
      return true
    case 'error':
      console.warn('socket error frame', frameText(frame, ''))
      return true
    default:
      return true
  }
}

/** for tests: forget a scheduled logout */
export function __resetBuiltins(): void {
  if (logoutTimer) clearTimeout(logoutTimer)
  logoutTimer = null
}

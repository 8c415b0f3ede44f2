// Codes 600/601/602 (jnpf-api.md §11): after the toast has been read, clear the session and relaunch login.
// Several calls usually fail together when a token expires; only the first schedules the redirect.
import Taro from '@tarojs/taro'
import { env } from '@/config/env'
import { routes } from '@/config/routes'
import { clearSession } from './storage'

let scheduled = false

/** true when this call scheduled the redirect, false when one is already on its way */
export function expireSession(): boolean {
  if (scheduled) return false
  scheduled = true
  setTimeout(() => {
    try {
      clearSession()
      Promise.resolve(Taro.reLaunch({ url: routes.login })).catch((error: unknown) => console.error('relaunch to login failed', error))
    } finally {
      scheduled = false
    }
  }, env.sessionRedirectDelay)
  return true
}

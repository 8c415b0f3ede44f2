// Codes 600/601/602 (jnpf-api.md §11): after the toast has been read, clear the session and relaunch login.
// Several calls usually fail together when a token expires; only the first schedules the redirect.
// Only the session a call was made in can be ended by its answer: a call still in flight from before a logout (or
// a login as someone else) comes back 600 for its old token, and must not throw the new session away.
import Taro from '@tarojs/taro'
import { env } from '@/config/env'
import { routes } from '@/config/routes'
import { clearSession, getToken } from './storage'

let scheduled = false

/**
 * `sentToken`: the token the failed call carried. True when this call scheduled the redirect, false when one is
 * already on its way or the call belonged to a session that has already been replaced.
 */
export function expireSession(sentToken: string): boolean {
  if (scheduled || sentToken !== getToken()) return false
  scheduled = true
  setTimeout(() => {
    try {
      // a login during the toast's delay started a session this answer knows nothing about
      if (getToken() !== sentToken) return
      clearSession()
      Promise.resolve(Taro.reLaunch({ url: routes.login })).catch((error: unknown) => console.error('relaunch to login failed', error))
    } finally {
      scheduled = false
    }
  }, env.sessionRedirectDelay)
  return true
}

import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { useSessionStore } from '../stores/session-store'
import { useRequireSession } from './use-require-session'

/**
 * The signed-in user for a tab page that shows their data: a visitor without a session goes to login, a session
 * restored without its user data (older storage) loads it once, and pull-down reloads it. `failed` tells the page
 * to offer a retry instead of spinning forever.
 */
export function useCurrentUser() {
  const loggedIn = useRequireSession()
  const userInfo = useSessionStore((s) => s.userInfo)
  const [failed, setFailed] = useState(false)

  const reload = () => {
    setFailed(false)
    return useSessionStore
      .getState()
      .refreshCurrentUser()
      .catch(() => setFailed(true))
  }

  useEffect(() => {
    if (loggedIn && !userInfo) void reload()
  }, [loggedIn])

  usePullDownRefresh(() => {
    void reload().finally(() => Taro.stopPullDownRefresh())
  })

  return { loggedIn, userInfo, failed, reload }
}

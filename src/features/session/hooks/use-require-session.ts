import { useEffect } from 'react'
import Taro from '@tarojs/taro'
import { getToken } from '@/lib/storage'
import { routes } from '@/config/routes'
import { useSessionStore } from '../stores/session-store'

/**
 * Pages that need a user (the tabs) send a visitor without a token to login: on H5 any URL can be opened
 * directly. Checked when the page mounts only; a session that ends later (logout, 600) relaunches login itself.
 * Returns whether a session exists now.
 */
export function useRequireSession(): boolean {
  const token = useSessionStore((s) => s.token)
  useEffect(() => {
    if (!getToken()) void Taro.reLaunch({ url: routes.login })
  }, [])
  return token !== ''
}

import Taro from '@tarojs/taro'
import { SESSION_ERROR_CODES } from '@shared/api/envelope'
import { getToken } from '@/lib/storage'
import { routes } from '@/config/routes'
import { useSessionStore } from './stores/session-store'
import { enterApp } from './navigation'

function isSessionError(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code
  return typeof code === 'number' && SESSION_ERROR_CODES.includes(code)
}

/**
 * The entry page's decision (spec §4: a stored token means logged in). With a token the user data is refreshed
 * and the Workbench opens; without one, login. A dead token (600/601/602) is the request layer's: it toasts,
 * clears the session and relaunches login itself. Without network the stored session is used as it is.
 */
export async function launchApp(): Promise<void> {
  if (!getToken()) {
    await Taro.reLaunch({ url: routes.login })
    return
  }
  const store = useSessionStore.getState()
  try {
    await store.refreshCurrentUser()
  } catch (err) {
    if (isSessionError(err)) return
    // the menu turned out empty: the store already said so and dropped the token
    if (!getToken()) {
      await Taro.reLaunch({ url: routes.login })
      return
    }
  }
  // the project list can change on the server (new contract sections); a failure keeps the stored one
  await store.loadProjects().catch(() => undefined)
  await enterApp()
}

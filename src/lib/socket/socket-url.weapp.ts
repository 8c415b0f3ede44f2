import { env } from '@/config/env'

/**
 * A mini-program has no page origin to derive from and may only reach wss domains registered for it, so the URL
 * must be configured (TARO_APP_SOCKET_URL); '' means "not configured".
 */
export function resolveSocketUrl(): string {
  return env.socketUrl
}

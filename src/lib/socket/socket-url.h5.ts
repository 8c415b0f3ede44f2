import { env } from '@/config/env'
import { deriveSocketUrl } from './socket-url-derive'

/** the page's own origin serves the API (/H5Api behind the same host), so the socket is there too */
export function resolveSocketUrl(): string {
  const location = typeof window !== 'undefined' ? window.location : undefined
  return deriveSocketUrl(env.socketUrl, env.apiBase, location)
}

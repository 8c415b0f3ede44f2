// Where the IM websocket lives (jnpf-api.md §8.1): the configured TARO_APP_SOCKET_URL, or on H5 the API base
// turned into a websocket URL (the reference server serves it under the API base at /api/message/websocket).

export const SOCKET_PATH = '/api/message/websocket'

interface PageLocation {
  protocol: string
  host: string
}

/** '' when neither a configured URL nor a page location (or absolute API base) gives one */
export function deriveSocketUrl(configured: string, apiBase: string, location: PageLocation | undefined): string {
  if (configured) return configured
  const absolute = /^(https?):\/\/(.+)$/i.exec(apiBase)
  if (absolute) return `${absolute[1].toLowerCase() === 'https' ? 'wss' : 'ws'}://${absolute[2]}${SOCKET_PATH}`
  if (!location || !location.host) return ''
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws'
  return `${scheme}://${location.host}${apiBase}${SOCKET_PATH}`
}

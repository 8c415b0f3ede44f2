import { SOCKET_METHODS, type SocketFrame, type SocketMethod } from './types'

const known = new Set<string>(SOCKET_METHODS)

/** the frame when `data` is a JSON object naming a method the app handles; null for anything else */
export function parseFrame(data: unknown): (SocketFrame & { method: SocketMethod }) | null {
  // the protocol is text only; a binary or non-JSON frame is noise, not an error worth a toast
  if (typeof data !== 'string') return null
  let value: unknown
  try {
    value = JSON.parse(data)
  } catch {
    return null
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const method = (value as { method?: unknown }).method
  if (typeof method !== 'string' || !known.has(method)) return null
  return value as SocketFrame & { method: SocketMethod }
}

/** the frame's `msg` when it is non-empty text, else the fallback */
export function frameText(frame: SocketFrame, fallback: string): string {
  const msg = frame.msg
  return typeof msg === 'string' && msg.trim() ? msg : fallback
}

// Names of the IM socket protocol (jnpf-api.md §8.3): what the server sends and the app handles.

export type SocketMethod =
  | 'initMessage'
  | 'Online'
  | 'Offline'
  | 'sendMessage'
  | 'GetHandSignUrl'
  | 'GetCallBackHandSignUrl'
  | 'receiveMessage'
  | 'messageList'
  | 'messagePush'
  | 'workMessage'
  | 'closeSocket'
  | 'logout'
  | 'error'

export interface SocketFrame {
  method: string
  [key: string]: unknown
}

export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed' | 'failed'

export type FrameHandler = (frame: SocketFrame) => void
export type StatusHandler = (status: SocketStatus) => void

export interface SocketService {
  /** connect if a token is stored and no socket is open or connecting */
  start(): void
  /**
   * start again only if the retry ladder gave up ('failed') or nothing ever started ('idle'): for events that say
   * the way may be clear again (back in the foreground, network back, a message screen shown). A socket closed on
   * purpose (logout, closeSocket) stays closed.
   */
  resume(): void
  /** close on purpose (logout, server closeSocket): no retries until the next start() */
  close(): void
  /** adds the token; false when the frame could not be handed to an open socket (a reconnect is then under way) */
  send(frame: Record<string, unknown>): boolean
  /** subscribe to one server method; returns the unsubscribe function */
  on(method: SocketMethod, handler: FrameHandler): () => void
  onStatus(handler: StatusHandler): () => void
  readonly status: SocketStatus
}

export const SOCKET_METHODS: readonly SocketMethod[] = [
  'initMessage',
  'Online',
  'Offline',
  'sendMessage',
  'GetHandSignUrl',
  'GetCallBackHandSignUrl',
  'receiveMessage',
  'messageList',
  'messagePush',
  'workMessage',
  'closeSocket',
  'logout',
  'error'
]

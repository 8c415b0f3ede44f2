// The state machine of spec §4/§8/§9 around one SocketTask. Every connection gets a generation number: events of
// a task that has been replaced or dropped are ignored, so an H5 error followed by its close (the browser fires
// both) counts as one failure, and a late close never tears down a newer socket.
import Taro from '@tarojs/taro'
import { env } from '@/config/env'
import { getToken } from '@/lib/storage'
import { connectSocket, type Connect, type SocketTaskLike } from './connect'
import { resolveSocketUrl } from './socket-url'
import { parseFrame } from './frames'
import { FAILED_TEXT, MAX_RETRIES, RETRY_DELAY, TOAST_DURATION, TOAST_FROM_RETRY, retryingText } from './constants'
import { handleBuiltin, type BuiltinContext } from './builtins'
import type { FrameHandler, SocketMethod, SocketService, SocketStatus, StatusHandler } from './types'

export interface SocketServiceOptions {
  /** websocket base without the token; '' = not configured */
  resolveUrl?: () => string
  connect?: Connect
}

type Timer = ReturnType<typeof setTimeout>

export function toast(title: string): void {
  // a toast that cannot show (no page yet) has no one to tell
  Promise.resolve(Taro.showToast({ title, icon: 'none', duration: TOAST_DURATION })).catch(() => undefined)
}

function quietly(result: unknown): void {
  // H5 SocketTask.send/close answer a promise that rejects when the socket is not open; the fail callback has it
  if (result && typeof (result as Promise<unknown>).catch === 'function') (result as Promise<unknown>).catch(() => undefined)
}

function dispose(task: SocketTaskLike | null): void {
  if (!task) return
  try {
    quietly(task.close({ code: 1000, reason: 'client close', fail: () => undefined }))
  } catch {
    // already closed or never opened: nothing left to release
  }
}

export function createSocketService(options: SocketServiceOptions = {}): SocketService {
  const resolveUrl = options.resolveUrl ?? resolveSocketUrl
  const connect = options.connect ?? connectSocket
  const frameHandlers = new Map<SocketMethod, Set<FrameHandler>>()
  const statusHandlers = new Set<StatusHandler>()

  let status: SocketStatus = 'idle'
  let task: SocketTaskLike | null = null
  let generation = 0
  let retries = 0
  let retryTimer: Timer | null = null
  let connectTimer: Timer | null = null
  /** set by close(), closeSocket and an accepted logout: nothing reconnects until the next start() */
  let stopped = false
  let warnedUnconfigured = false

  function setStatus(next: SocketStatus): void {
    if (next === status) return
    status = next
    for (const handler of Array.from(statusHandlers)) {
      try {
        handler(next)
      } catch (error) {
        console.error('socket status handler failed', error)
      }
    }
  }

  function clearTimers(): void {
    if (retryTimer) clearTimeout(retryTimer)
    if (connectTimer) clearTimeout(connectTimer)
    retryTimer = null
    connectTimer = null
  }

  /** forget the current task (its later events are ignored) and close it */
  function drop(): void {
    generation += 1
    clearTimers()
    const old = task
    task = null
    dispose(old)
  }

  function connectNow(): void {
    const url = resolveUrl()
    if (!url) {
      if (!warnedUnconfigured) {
        warnedUnconfigured = true
        console.warn('IM socket not configured (TARO_APP_SOCKET_URL is empty): messages will not be live')
      }
      setStatus('idle')
      return
    }
    const token = getToken()
    if (!token) {
      setStatus('idle')
      return
    }
    const id = ++generation
    setStatus('connecting')
    connectTimer = setTimeout(() => lost(id), env.socketTimeout)
    let pending: Promise<SocketTaskLike>
    try {
      pending = connect(`${url}/${encodeURIComponent(token)}`)
    } catch (error) {
      console.warn('socket connect failed', error)
      lost(id)
      return
    }
    pending.then(
      (opened) => {
        if (id !== generation) {
          dispose(opened)
          return
        }
        task = opened
        opened.onOpen(() => {
          if (id !== generation) return
          if (connectTimer) clearTimeout(connectTimer)
          connectTimer = null
          retries = 0
          setStatus('open')
          service.send({ method: 'OnConnection', mobileDevice: true })
        })
        opened.onMessage((res) => {
          if (id === generation) receive(res?.data)
        })
        opened.onError(() => lost(id))
        opened.onClose(() => lost(id))
      },
      (error: unknown) => {
        console.warn('socket connect failed', error)
        lost(id)
      }
    )
  }

  /** error, unexpected close or connect time-out of connection `id`: clear the socket, then the retry ladder */
  function lost(id: number): void {
    if (id !== generation) return
    drop()
    if (stopped) {
      setStatus('closed')
      return
    }
    setStatus('connecting')
    retryTimer = setTimeout(() => {
      retryTimer = null
      retries += 1
      if (retries <= MAX_RETRIES) {
        if (retries >= TOAST_FROM_RETRY) toast(retryingText(retries))
        connectNow()
      } else {
        toast(FAILED_TEXT)
        setStatus('failed')
      }
    }, RETRY_DELAY)
  }

  const builtins: BuiltinContext = {
    stop() {
      stopped = true
    },
    close: () => service.close()
  }

  function receive(data: unknown): void {
    const frame = parseFrame(data)
    if (!frame) return
    if (!handleBuiltin(frame, builtins)) return
    for (const handler of Array.from(frameHandlers.get(frame.method) ?? [])) {
      try {
        handler(frame)
      } catch (error) {
        console.error(`socket ${frame.method} handler failed`, error)
      }
    }
  }

  const service: SocketService = {
    get status() {
      return status
    },

    start() {
      if (status === 'open' || status === 'connecting') return
      stopped = false
      retries = 0
      connectNow()
    },

    resume() {
      if (status === 'failed' || status === 'idle') service.start()
    },

    close() {
      stopped = true
      drop()
      setStatus('closed')
    },

    send(frame) {
      const current = task
      if (!current || status !== 'open') {
        reconnect()
        return false
      }
      const id = generation
      let failed = false
      const onFail = () => {
        failed = true
        // a send that fails later (weapp reports asynchronously) still reconnects, once
        if (id === generation) reconnect()
      }
      try {
        quietly(current.send({ data: JSON.stringify({ ...frame, token: getToken() }), fail: onFail }))
      } catch {
        onFail()
      }
      return !failed
    },

    on(method, handler) {
      let set = frameHandlers.get(method)
      if (!set) frameHandlers.set(method, (set = new Set()))
      set.add(handler)
      return () => {
        set.delete(handler)
      }
    },

    onStatus(handler) {
      statusHandlers.add(handler)
      return () => {
        statusHandlers.delete(handler)
      }
    }
  }

  /** spec §8 "socket send failure: reconnect": a fresh connection now, unless one is already on its way */
  function reconnect(): void {
    if (status === 'connecting') return
    drop()
    stopped = false
    retries = 0
    connectNow()
  }

  return service
}

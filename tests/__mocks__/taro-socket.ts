// Socket part of the @tarojs/taro stand-in: Taro.connectSocket resolves a FakeSocketTask (like H5's SocketTask)
// that a test drives: task.open(), task.receive(frame), task.error(), task.serverClose(). Sends are recorded in
// task.sent (parsed JSON); set task.failSends = true to make send fail the way H5 does (fail callback + rejection).
import type { AnyFn } from './taro-mock-fn'

type Listener = AnyFn | undefined

export class FakeSocketTask {
  readonly url: string
  readonly options: any
  /** 0 connecting, 1 open, 3 closed (WebSocket readyState) */
  readyState = 0
  failSends = false
  /** every frame handed to send(), JSON-parsed when possible */
  readonly sent: any[] = []
  private listeners: { open?: Listener; message?: Listener; error?: Listener; close?: Listener } = {}

  constructor(options: any) {
    this.options = options
    this.url = options?.url
  }

  onOpen = jest.fn((cb: AnyFn) => {
    this.listeners.open = cb
  })
  onMessage = jest.fn((cb: AnyFn) => {
    this.listeners.message = cb
  })
  onError = jest.fn((cb: AnyFn) => {
    this.listeners.error = cb
  })
  onClose = jest.fn((cb: AnyFn) => {
    this.listeners.close = cb
  })

  send = jest.fn((opts: any = {}) => {
    if (this.failSends || this.readyState !== 1) {
      const res = { errMsg: 'SocketTask.send:fail SocketTask.readState is not OPEN' }
      opts.fail?.(res)
      opts.complete?.(res)
      return Promise.reject(res)
    }
    let frame: unknown = opts.data
    try {
      frame = JSON.parse(opts.data)
    } catch {
      // kept as the raw string
    }
    this.sent.push(frame)
    const res = { errMsg: 'sendSocketMessage:ok' }
    opts.success?.(res)
    opts.complete?.(res)
    return Promise.resolve(res)
  })

  /** like a real socket, closing fires onClose (here at once, the strictest order for the code under test) */
  close = jest.fn((opts: any = {}) => {
    const wasClosed = this.readyState === 3
    this.readyState = 3
    const res = { errMsg: 'closeSocket:ok' }
    opts.success?.(res)
    opts.complete?.(res)
    if (!wasClosed) this.listeners.close?.({ code: opts.code ?? 1000, reason: opts.reason ?? '' })
    return Promise.resolve(res)
  })

  // ---- driven by tests ----
  open(): void {
    this.readyState = 1
    this.listeners.open?.({ header: {} })
  }
  /** an object is sent as its JSON text, a string as is */
  receive(frame: unknown): void {
    this.listeners.message?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) })
  }
  /** a failed connection: the browser fires error, then close */
  error(errMsg = 'connection refused'): void {
    this.listeners.error?.({ errMsg })
    this.serverClose(1006, errMsg)
  }
  serverClose(code = 1006, reason = 'abnormal closure'): void {
    if (this.readyState === 3) return
    this.readyState = 3
    this.listeners.close?.({ code, reason })
  }
}

const sockets: FakeSocketTask[] = []

export const connectSocketImpl = (options: any) => {
  const task = new FakeSocketTask(options)
  sockets.push(task)
  options?.success?.({ errMsg: 'connectSocket:ok' })
  options?.complete?.({ errMsg: 'connectSocket:ok' })
  return Promise.resolve(task)
}

/** every task connectSocket created since the last __reset(), oldest first */
export function __sockets(): FakeSocketTask[] {
  return sockets.slice()
}

export function __lastSocket(): FakeSocketTask | undefined {
  return sockets[sockets.length - 1]
}

export function resetSockets(): void {
  sockets.length = 0
}

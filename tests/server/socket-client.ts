// A websocket client for the IM tests: collects every frame and lets a test wait for the next one of a method.
import WebSocket from 'ws'
import type { TestApp } from './helpers/app'

export type AnyFrame = Record<string, any> & { method: string }

export class TestSocket {
  readonly frames: AnyFrame[] = []
  private waiters: (() => void)[] = []
  closeCode: number | null = null
  readonly closed: Promise<number>

  private constructor(readonly ws: WebSocket, readonly token: string) {
    ws.on('message', (d) => {
      try { this.frames.push(JSON.parse(String(d))) } catch { this.frames.push({ method: '<not json>', raw: String(d) }) }
      this.wake()
    })
    this.closed = new Promise((resolve) => ws.on('close', (code) => { this.closeCode = code; this.wake(); resolve(code) }))
    ws.on('error', () => undefined)
  }

  static open(base: string, token: string, pathToken = encodeURIComponent(token), prefix = '/H5Api'): Promise<TestSocket> {
    const ws = new WebSocket(`${base}${prefix}/api/message/websocket/${pathToken}`)
    const s = new TestSocket(ws, token)
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(s))
      ws.once('error', reject)
    })
  }

  /** opens and registers (OnConnection), resolving with the initMessage frame */
  static async connect(base: string, token: string): Promise<{ s: TestSocket; init: AnyFrame }> {
    const s = await TestSocket.open(base, token)
    s.send({ method: 'OnConnection', token, mobileDevice: true })
    return { s, init: await s.next('initMessage') }
  }

  private wake(): void {
    const w = this.waiters
    this.waiters = []
    w.forEach((f) => f())
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' || Buffer.isBuffer(frame) ? frame : JSON.stringify(frame))
  }

  /** the next not-yet-taken frame of that method (and matching `pred`); fails after `ms` */
  async next(method: string, pred: (f: AnyFrame) => boolean = () => true, ms = 3000): Promise<AnyFrame> {
    const deadline = Date.now() + ms
    for (;;) {
      const i = this.frames.findIndex((f) => f.method === method && pred(f))
      if (i >= 0) {
        const f = this.frames[i]
        this.frames.splice(i, 1)
        return f
      }
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`no ${method} frame within ${ms} ms; got ${JSON.stringify(this.frames.map((f) => f.method))}`)
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, left)
        this.waiters.push(() => { clearTimeout(t); resolve() })
      })
    }
  }

  /** true when no frame of that method arrives within `ms` */
  async none(method: string, ms = 300): Promise<boolean> {
    try { await this.next(method, () => true, ms); return false } catch { return true }
  }

  close(): void { this.ws.close() }
}

/** listens on loopback and answers the ws:// base */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = t.app.server.address() as { port: number }
  return `ws://127.0.0.1:${port}`
}

export const userId = (account: string) => `u-${account}`

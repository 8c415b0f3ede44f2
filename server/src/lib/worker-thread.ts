// One worker thread per process for CPU-heavy work (a photo decoded and searched for faces or bar ends takes up to
// a second): the event loop keeps answering other requests meanwhile. The thread starts on the first request and
// stays; requests are handed over one at a time in order; a request that outlasts its time, or a thread that
// crashes, fails every request waiting on it and the next request starts a new thread. The thread does not keep the
// process alive while nothing is waiting.
import path from 'node:path'
import { Worker, type ResourceLimits } from 'node:worker_threads'

export interface ThreadOptions {
  /** the thread's file: plain JavaScript (.mjs), or a .ts module started through ts-thread.mjs */
  file: string
  /** what a request may take, the first one's start and load included */
  timeoutMs: number
  resourceLimits?: ResourceLimits
  /** names the thread in errors */
  name: string
}

export interface ThreadClient<Req, Res> {
  ask(request: Req, transfer?: ArrayBuffer[]): Promise<Res>
  close(): Promise<void>
}

interface Pending<Res> { resolve: (r: Res) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }

/** a thread's own refusal, passed on with its message (a photo it could not read, say) */
export class ThreadRefusal extends Error {}

/** TypeScript modules run in their thread through tsx, as the server itself does */
const TS_BOOT = path.join(__dirname, 'ts-thread.mjs')

export function threadClient<Req extends object, Res extends object>(options: ThreadOptions): ThreadClient<Req, Res> {
  let worker: Worker | undefined
  let next = 0
  const pending = new Map<number, Pending<Res>>()

  const failAll = (err: Error) => {
    for (const p of pending.values()) {
      clearTimeout(p.timer)
      p.reject(err)
    }
    pending.clear()
  }

  const thread = (): Worker => {
    if (worker) return worker
    const ts = options.file.endsWith('.ts')
    const w = new Worker(ts ? TS_BOOT : options.file, {
      resourceLimits: options.resourceLimits,
      ...(ts ? { workerData: { entry: options.file } } : {})
    })
    w.unref()
    w.on('message', (msg: { id: number; error?: string; refused?: string } & Res) => {
      const p = pending.get(msg.id)
      if (!p) return
      pending.delete(msg.id)
      clearTimeout(p.timer)
      if (pending.size === 0) w.unref()
      if (msg.refused) p.reject(new ThreadRefusal(msg.refused))
      else if (msg.error) p.reject(new Error(msg.error))
      else p.resolve(msg)
    })
    const gone = (err: Error) => {
      if (worker === w) worker = undefined
      failAll(err)
    }
    w.on('error', gone)
    w.on('exit', (code) => gone(new Error(`${options.name} thread exited (${code})`)))
    worker = w
    return w
  }

  return {
    ask(request, transfer = []) {
      const w = thread()
      const id = ++next
      return new Promise<Res>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(id)
          reject(new Error(`${options.name} timed out`))
          // a thread stuck on one request would hold every later one: start afresh
          if (worker === w) { worker = undefined; void w.terminate() }
        }, options.timeoutMs)
        timer.unref()
        pending.set(id, { resolve, reject, timer })
        // a request is waiting: the thread keeps the process alive until it answers
        w.ref()
        w.postMessage({ id, ...request }, transfer)
      })
    },
    async close() {
      const w = worker
      worker = undefined
      if (w) await w.terminate()
    }
  }
}

/** a copy of the bytes that can be moved to the thread without detaching the caller's Buffer (often a pool slice) */
export function transferable(bytes: Uint8Array): { bytes: Uint8Array; transfer: ArrayBuffer[] } {
  const copy = new Uint8Array(bytes.byteLength)
  copy.set(bytes)
  return { bytes: copy, transfer: [copy.buffer] }
}

// The embedded face model (local-worker.mjs) seen from the server: one worker thread per process, started on the
// first photo and kept with the model loaded; photos are handed over one at a time in order. The thread does not
// keep the process alive, and a crashed thread is started again on the next photo.
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { Description } from './engine'

const WORKER = path.join(__dirname, 'local-worker.mjs')
/** the first photo also waits for the model to load */
const TIMEOUT_MS = 120_000

interface Pending { resolve: (d: Description & { backend?: string }) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }

let worker: Worker | undefined
let next = 0
const pending = new Map<number, Pending>()

function failAll(err: Error): void {
  for (const p of pending.values()) {
    clearTimeout(p.timer)
    p.reject(err)
  }
  pending.clear()
}

function thread(): Worker {
  if (worker) return worker
  const w = new Worker(WORKER, { resourceLimits: { maxOldGenerationSizeMb: 1024 } })
  w.unref()
  w.on('message', (msg: { id: number; error?: string } & Description & { backend?: string }) => {
    const p = pending.get(msg.id)
    if (!p) return
    pending.delete(msg.id)
    clearTimeout(p.timer)
    if (pending.size === 0) w.unref()
    if (msg.error) p.reject(new Error(msg.error))
    else p.resolve(msg)
  })
  const gone = (err: Error) => {
    if (worker === w) worker = undefined
    failAll(err)
  }
  w.on('error', gone)
  w.on('exit', (code) => gone(new Error(`face model thread exited (${code})`)))
  worker = w
  return w
}

function ask(message: Record<string, unknown>, transfer: ArrayBuffer[] = []): Promise<Description & { backend?: string }> {
  const w = thread()
  const id = ++next
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id)
      reject(new Error('face model timed out'))
    }, TIMEOUT_MS)
    timer.unref()
    pending.set(id, { resolve, reject, timer })
    // a request is waiting: the thread keeps the process alive until it answers
    w.ref()
    w.postMessage({ id, ...message }, transfer)
  })
}

/** the faces in a photo and the descriptor of the largest one */
export async function describeLocally(image: Buffer): Promise<Description> {
  const copy = new Uint8Array(image.byteLength)
  copy.set(image)
  return ask({ image: copy }, [copy.buffer])
}

/** which TensorFlow.js backend the model runs on: wasm, or cpu when the WebAssembly binaries could not be started */
export async function localBackend(): Promise<string> {
  return (await ask({ op: 'backend' })).backend ?? ''
}

/** ends the thread (tests, the bench); the next photo starts it again */
export async function closeLocalEngine(): Promise<void> {
  const w = worker
  worker = undefined
  if (w) await w.terminate()
}

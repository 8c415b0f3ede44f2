// The embedded face model (local-worker.mjs) seen from the server: one worker thread per process (lib/worker-thread),
// started on the first photo and kept with the model loaded; photos are handed over one at a time in order.
import path from 'node:path'
import { threadClient, transferable } from '../../../lib/worker-thread'
import type { Description } from './engine'

type Answer = Description & { backend?: string }

const model = threadClient<{ image?: Uint8Array; op?: 'backend' }, Answer>({
  file: path.join(__dirname, 'local-worker.mjs'),
  // the first photo also waits for the model to load
  timeoutMs: 120_000,
  resourceLimits: { maxOldGenerationSizeMb: 1024 },
  name: 'face model'
})

/** the faces in a photo and the descriptor of the largest one */
export async function describeLocally(image: Buffer): Promise<Description> {
  const { bytes, transfer } = transferable(image)
  return model.ask({ image: bytes }, transfer)
}

/** which TensorFlow.js backend the model runs on: wasm, or cpu when the WebAssembly binaries could not be started */
export async function localBackend(): Promise<string> {
  return (await model.ask({ op: 'backend' })).backend ?? ''
}

/** ends the thread (tests, the bench); the next photo starts it again */
export const closeLocalEngine = (): Promise<void> => model.close()

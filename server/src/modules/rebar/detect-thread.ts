// The rebar detector's worker thread (started by service.ts through lib/worker-thread): decoding a 12-megapixel
// JPEG and searching it takes about a second, which on the server's own thread held every other request for as long.
// Messages: { id, bytes } -> { id, width, height, marks, millis }, { id, refused } (a photo it cannot use, in
// Chinese) or { id, error }.
import { parentPort } from 'node:worker_threads'
import { BadRequest } from '../../errors'
import { decodeGrey } from './decode'
import { detectBarEnds } from './detector'

const port = parentPort
if (!port) throw new Error('detect-thread.ts runs as a worker thread')

port.on('message', (msg: { id: number; bytes: Uint8Array }) => {
  try {
    const started = Date.now()
    const image = decodeGrey(Buffer.from(msg.bytes.buffer, msg.bytes.byteOffset, msg.bytes.byteLength))
    const marks = detectBarEnds(image)
    port.postMessage({ id: msg.id, width: image.width, height: image.height, marks, millis: Date.now() - started })
  } catch (e) {
    if (e instanceof BadRequest) port.postMessage({ id: msg.id, refused: e.message })
    else port.postMessage({ id: msg.id, error: e instanceof Error ? e.message : String(e) })
  }
})

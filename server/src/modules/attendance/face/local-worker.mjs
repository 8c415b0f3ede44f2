// The embedded face model, in a worker thread of the server process: @vladmandic/face-api (SSD MobileNet v1 face
// detector, 68-point landmarks, the ResNet-34 face recognition net that gives a 128-number descriptor; MIT, weights
// shipped inside the package) on TensorFlow.js' WebAssembly backend (the .wasm binaries of
// @tensorflow/tfjs-backend-wasm; nothing is downloaded). Loaded once, on the first request, and kept loaded.
//
// Plain JavaScript on purpose: a worker thread runs neither tsx nor jest's transform. The package's self-contained
// ESM build (its own TensorFlow.js inside) is written for browsers: under Node it would look for the util, fs and
// path modules its bundler left out. So, in this thread only, it is loaded as if in a web worker, and the WebAssembly
// backend is started while Node's version is hidden from its Emscripten loader, which then fetches the binaries
// through the data: URLs given to it. These changes stay in this thread; the server's own globals are untouched.
//
// Messages: { id, image: Uint8Array } -> { id, faces, descriptor?, score?, width, height } or { id, error }.
import { createRequire } from 'node:module'
import fs from 'node:fs'
import path from 'node:path'
import { parentPort } from 'node:worker_threads'

const require = createRequire(import.meta.url)
/** a longer side above this is scaled down before detection (the detector works at 512 × 512 anyway) */
const MAX_SIDE = 1024
/** below this a detection is no face */
const MIN_CONFIDENCE = 0.5

let ready

async function load() {
  const faceDir = path.dirname(require.resolve('@vladmandic/face-api/package.json'))
  globalThis.WorkerGlobalScope = function WorkerGlobalScope() {}
  let faceapi
  try {
    faceapi = await import(path.join(faceDir, 'dist/face-api.esm.js'))
  } finally {
    delete globalThis.WorkerGlobalScope
  }
  const tf = faceapi.tf
  let backend = 'cpu'
  try {
    const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))
    const files = {}
    for (const name of ['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm', 'tfjs-backend-wasm-threaded-simd.wasm']) {
      const file = path.join(wasmDir, name)
      if (fs.existsSync(file)) files[name] = `data:application/wasm;base64,${fs.readFileSync(file).toString('base64')}`
    }
    tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false)
    tf.setWasmPaths(files, true)
    // Node's fetch loads its HTTP client lazily and reads process.versions when it does: load it first
    await (await fetch('data:,')).text()
    const versions = process.versions
    Object.defineProperty(process, 'versions', { value: {}, configurable: true, writable: true })
    try {
      if (await tf.setBackend('wasm')) backend = 'wasm'
    } finally {
      Object.defineProperty(process, 'versions', { value: versions, configurable: true, writable: true })
    }
  } catch {
    backend = 'cpu'
  }
  if (backend !== 'wasm') await tf.setBackend('cpu')
  await tf.ready()
  const modelDir = path.join(faceDir, 'model')
  const weights = async (net, name) => {
    const manifest = JSON.parse(fs.readFileSync(path.join(modelDir, `${name}-weights_manifest.json`), 'utf8'))
    const buf = Buffer.concat(manifest.flatMap((g) => g.paths.map((p) => fs.readFileSync(path.join(modelDir, p)))))
    const data = buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength)
    await net.loadFromWeightMap(tf.io.decodeWeights(data, manifest.flatMap((g) => g.weights)))
  }
  await weights(faceapi.nets.ssdMobilenetv1, 'ssd_mobilenetv1_model')
  await weights(faceapi.nets.faceLandmark68Net, 'face_landmark_68_model')
  await weights(faceapi.nets.faceRecognitionNet, 'face_recognition_model')
  return { faceapi, tf, backend }
}

/** the EXIF orientation of a JPEG (1 when it has none) */
function orientationOf(bytes) {
  let i = 2
  while (i + 4 < bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1]
    const size = (bytes[i + 2] << 8) | bytes[i + 3]
    if (marker === 0xe1 && bytes.toString('latin1', i + 4, i + 10) === 'Exif\0\0') {
      const t = i + 10
      const le = bytes[t] === 0x49
      const u16 = (o) => (le ? bytes.readUInt16LE(o) : bytes.readUInt16BE(o))
      const u32 = (o) => (le ? bytes.readUInt32LE(o) : bytes.readUInt32BE(o))
      const ifd = t + u32(t + 4)
      if (ifd + 2 > bytes.length) return 1
      const n = u16(ifd)
      for (let k = 0; k < n; k++) {
        const e = ifd + 2 + k * 12
        if (e + 12 > bytes.length) return 1
        if (u16(e) === 0x0112) return u16(e + 8)
      }
      return 1
    }
    if (marker === 0xda) break
    i += 2 + size
  }
  return 1
}

/** the photo as an RGB tensor [height, width, 3], upright and at most MAX_SIDE on its longer side */
function decode(tf, image) {
  const bytes = Buffer.from(image.buffer, image.byteOffset, image.byteLength)
  let width, height, rgb, orientation = 1
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    const jpeg = require('jpeg-js')
    const img = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: false, maxResolutionInMP: 40, maxMemoryUsageInMB: 768 })
    ;({ width, height } = img)
    rgb = img.data
    orientation = orientationOf(bytes)
  } else if (bytes.readUInt32BE(0) === 0x89504e47) {
    const { PNG } = require('pngjs')
    const img = PNG.sync.read(bytes)
    ;({ width, height } = img)
    rgb = new Uint8Array(width * height * 3)
    for (let p = 0, q = 0; p < img.data.length; p += 4, q += 3) {
      rgb[q] = img.data[p]
      rgb[q + 1] = img.data[p + 1]
      rgb[q + 2] = img.data[p + 2]
    }
  } else {
    throw new Error('unsupported')
  }
  return tf.tidy(() => {
    let t = tf.tensor3d(rgb, [height, width, 3], 'int32')
    // EXIF orientations: 2 mirrored, 3 upside down, 4 upside down mirrored, 5-8 turned a quarter
    if (orientation >= 5 && orientation <= 8) t = tf.transpose(t, [1, 0, 2])
    if (orientation === 2 || orientation === 3 || orientation === 6 || orientation === 7) t = tf.reverse(t, 1)
    if (orientation === 3 || orientation === 4 || orientation === 7 || orientation === 8) t = tf.reverse(t, 0)
    const [h, w] = t.shape
    const scale = Math.min(1, MAX_SIDE / Math.max(h, w))
    if (scale < 1) t = tf.cast(tf.image.resizeBilinear(t, [Math.round(h * scale), Math.round(w * scale)]), 'int32')
    return t
  })
}

async function describe(image) {
  const { faceapi, tf } = await ready
  let input
  try {
    input = decode(tf, image)
  } catch {
    return { faces: 0, unreadable: true }
  }
  try {
    const [height, width] = input.shape
    const found = await faceapi.detectAllFaces(input, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE }))
      .withFaceLandmarks().withFaceDescriptors()
    if (found.length === 0) return { faces: 0, width, height }
    // the largest face is the one who holds the phone
    const area = (f) => f.detection.box.width * f.detection.box.height
    const main = found.reduce((a, b) => (area(b) > area(a) ? b : a))
    return { faces: found.length, descriptor: Array.from(main.descriptor), score: main.detection.score, width, height, faceShare: area(main) / (width * height) }
  } finally {
    input.dispose()
  }
}

/** one photo at a time: each holds its tensors, and two at once would only share the same core */
let queue = Promise.resolve()

async function handle(msg) {
  if (msg && msg.op === 'backend') {
    try {
      parentPort.postMessage({ id: msg.id, backend: (await ready).backend })
    } catch (err) {
      parentPort.postMessage({ id: msg.id, error: String(err && err.message ? err.message : err) })
    }
    return
  }
  try {
    parentPort.postMessage({ id: msg.id, ...(await describe(msg.image)) })
  } catch (err) {
    parentPort.postMessage({ id: msg.id, error: String(err && err.message ? err.message : err) })
  }
}

parentPort.on('message', (msg) => {
  queue = queue.then(() => handle(msg))
})

ready = load()
ready.catch(() => undefined)

// Face verification behind one interface, chosen by the environment: the embedded model (default; local-engine.ts)
// or an HTTP face-compare provider (FACE_PROVIDER=baidu: Baidu AI Cloud face match, baidu.ts). An enrolment keeps the
// photo and, for the embedded model, its 128-number descriptor; a clock-in photo is compared with it on the server.
import type { ServerConfig } from '../../../config'
import { BadRequest } from '../../../errors'
import { BaiduFaceClient } from './baidu'
import { describeLocally } from './local-engine'
import { MANY_FACES, MISMATCH, NO_FACE, UNREADABLE } from './messages'

/** what the embedded model finds in a photo */
export interface Description {
  faces: number
  /** of the largest face */
  descriptor?: number[]
  score?: number
  width?: number
  height?: number
  /** the largest face's share of the picture */
  faceShare?: number
  /** not a JPEG or PNG we could decode */
  unreadable?: boolean
}

export interface FaceVerdict {
  same: boolean
  /** similarity 0-100 (the provider's own score; for the embedded model 100 × (1 − distance)) */
  score: number
  /** the embedded model's Euclidean distance between the two descriptors */
  distance?: number
}

export interface Enrolled {
  /** the stored descriptor (JSON of 128 numbers), '' when the enrolment was made through a provider */
  descriptor: string
  /** the enrolment photo's bytes */
  photo: () => Promise<Buffer>
}

export interface FaceEngine {
  readonly name: 'local' | 'baidu'
  /** checks the enrolment photo shows one face; answers the descriptor to keep ('' for a provider) */
  enrol(photo: Buffer): Promise<{ descriptor: string }>
  /** compares a clock-in photo with the enrolment; a photo without a face is refused with its message */
  compare(enrolled: Enrolled, probe: Buffer): Promise<FaceVerdict>
}

export { MANY_FACES, MISMATCH, NO_FACE, UNREADABLE }

/**
 * The embedded model's threshold: two descriptors at most this far apart are one person. The model's authors
 * give 0.6 for their LFW figure (99.38 %); attendance takes a stricter 0.5, as a stranger let through costs more
 * than a retake (bench/face-accuracy.ts prints the rates on the pairs of tests/fixtures/faces at both).
 */
export const MATCH_DISTANCE = 0.5

export const distanceOf = (a: ArrayLike<number>, b: ArrayLike<number>): number => {
  let s = 0
  for (let i = 0; i < a.length; i++) s += (a[i] - b[i]) ** 2
  return Math.sqrt(s)
}

/** the model's answer; a thread that failed (could not load, crashed, timed out) is a refusal the user can read */
async function describe(photo: Buffer): Promise<Description> {
  try {
    return await describeLocally(photo)
  } catch {
    throw new BadRequest('人脸识别服务暂时不可用，请稍后再试')
  }
}

function faceOf(d: Description, single: boolean): number[] {
  if (d.unreadable) throw new BadRequest(UNREADABLE)
  if (d.faces === 0 || !d.descriptor) throw new BadRequest(NO_FACE)
  if (single && d.faces > 1) throw new BadRequest(MANY_FACES)
  return d.descriptor
}

export const localEngine: FaceEngine = {
  name: 'local',
  async enrol(photo) {
    const descriptor = faceOf(await describe(photo), true)
    return { descriptor: JSON.stringify(descriptor.map((v) => Math.round(v * 1e6) / 1e6)) }
  },
  async compare(enrolled, probe) {
    const seen = faceOf(await describe(probe), false)
    let known: number[] | undefined
    try {
      const parsed = enrolled.descriptor ? (JSON.parse(enrolled.descriptor) as unknown) : undefined
      if (Array.isArray(parsed) && parsed.length === 128 && parsed.every((v) => typeof v === 'number')) known = parsed
    } catch {
      known = undefined
    }
    // an enrolment made through a provider has no descriptor: the model reads its photo now
    if (!known) known = faceOf(await describe(await enrolled.photo()), false)
    const distance = distanceOf(known, seen)
    return { same: distance <= MATCH_DISTANCE, score: Math.round(Math.max(0, 1 - distance) * 100), distance: Math.round(distance * 1000) / 1000 }
  }
}

const providers = new WeakMap<ServerConfig, FaceEngine>()

/** the engine the configuration selects; a provider selected without its keys says so */
export function faceEngine(config: ServerConfig): FaceEngine {
  if (config.faceProvider !== 'baidu') return localEngine
  let engine = providers.get(config)
  if (!engine) {
    if (!config.faceApiKey || !config.faceSecretKey) throw new BadRequest('人脸比对服务未配置（FACE_API_KEY、FACE_SECRET_KEY），请联系管理员')
    engine = new BaiduFaceClient(config.faceApiBase, config.faceApiKey, config.faceSecretKey)
    providers.set(config, engine)
  }
  return engine
}

// Face verification of attendance: a registered worker's enrolment photo (taken by himself or by a manager of his
// section), turned into what the face engine keeps; and at clock-in the photo the punch is made with, compared on
// the server with the enrolment. Where the section's shift rule requires it, a registered worker's punch without a
// photo is refused; managers who clock in without a registry entry have no enrolment and are not asked for one.
import type { AppContext } from '../../context'
import type { AttendanceWorkerTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { claimFiles, fileRefRepository, parseFileUrl, signedUploads, type FileKey } from '../files'
import { holdsRole, sectionFor } from '../progress'
import { MANAGERS, memberSections, seesEveryone } from './access'
import { faceEngine, type FaceVerdict } from './face/engine'
import { MISMATCH } from './face/messages'
import { faceRepository } from './face/repository'
import { attendanceRepository as repo } from './repository'
import type { Rule } from './rules'

/** a photo larger than this is no phone snapshot (the uploads allow more) */
const MAX_PHOTO_BYTES = 8 * 1024 * 1024
export const FACE_REQUIRED = '本合同段打卡需人脸识别，请拍摄本人正脸照片后打卡'
export const NOT_ENROLLED = '您尚未录入人脸照片，请先在“人脸录入”中拍照登记'

interface Photo { fileId: string; url: string; name: string }

/** a photo from the client: {fileId, url, name} or the bare URL of one of our uploads */
function photoOf(value: unknown, what: string): { photo: Photo; key: FileKey } {
  const raw = Array.isArray(value) ? value[0] : value
  const o = typeof raw === 'string' ? { url: raw } : ((raw ?? {}) as Record<string, unknown>)
  const parsed = parseFileUrl(o.url)
  if (!parsed) throw new BadRequest(`${what}格式不正确，请重新拍照`)
  const url = `${parsed.prefix}${parsed.folder}/${parsed.key.name}`
  return { photo: { fileId: typeof o.fileId === 'string' ? o.fileId.slice(0, 100) : '', url, name: typeof o.name === 'string' ? o.name.slice(0, 200) : '' }, key: parsed.key }
}

/** the stored bytes of a photo the user may use */
async function bytesOf(ctx: AppContext, user: UserTable, key: FileKey, what: string): Promise<{ bytes: Buffer; keys: FileKey[] }> {
  const keys = await claimFiles(ctx, user, [key])
  const opened = keys.length ? await ctx.store.open(key.type, key.name) : undefined
  if (!opened) throw new BadRequest(`${what}不存在，请重新拍照`)
  if (opened.size > MAX_PHOTO_BYTES) {
    opened.stream.destroy()
    throw new BadRequest(`${what}过大，请重新拍照`)
  }
  const chunks: Buffer[] = []
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer)
  return { bytes: Buffer.concat(chunks), keys }
}

async function storedBytes(ctx: AppContext, photoJson: string): Promise<Buffer> {
  const parsed = parseFileUrl((JSON.parse(photoJson) as Photo).url)
  const opened = parsed ? await ctx.store.open(parsed.key.type, parsed.key.name) : undefined
  if (!opened) throw new BadRequest('人脸录入照片已丢失，请重新录入人脸')
  const chunks: Buffer[] = []
  for await (const chunk of opened.stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

async function faceVO(ctx: AppContext, w: AttendanceWorkerTable) {
  const f = await faceRepository.ofWorker(ctx.db, w.id)
  return {
    workerId: w.id, realName: w.realName, contractId: w.contractId, team: w.team, trade: w.trade, userId: w.userId,
    enrolled: !!f,
    photo: f ? signedUploads(ctx, JSON.parse(f.photo) as Photo) : null,
    provider: f?.provider ?? null,
    time: f ? Number(f.creatorTime) : null
  }
}

/** the worker's registry entry, when the user may see it; and whether he may enrol its face */
async function workerFor(ctx: AppContext, user: UserTable, workerId: string) {
  const w = await repo.worker(ctx.db, workerId)
  if (!w) throw new BadRequest('人员不存在或您无权访问')
  await sectionFor(ctx, user, w.contractId)
  const self = w.userId !== '' && w.userId === user.id
  if (!self && !(await seesEveryone(ctx, user))) throw new BadRequest('人员不存在或您无权访问')
  return { w, self }
}

/** whether a user may read a worker's enrolment photo: the worker, and who sees everyone's punches of his section */
export async function mayReadFace(ctx: AppContext, user: UserTable, workerId: string): Promise<boolean> {
  try {
    await workerFor(ctx, user, workerId)
    return true
  } catch {
    return false
  }
}

export async function faceOfWorker(ctx: AppContext, user: UserTable, workerId: string) {
  const { w } = await workerFor(ctx, user, workerId)
  return faceVO(ctx, w)
}

/** the user's own registry entries (one per section he is registered on) and their enrolments */
export async function myFaces(ctx: AppContext, user: UserTable, contractId?: string) {
  const ids = contractId ? [(await sectionFor(ctx, user, contractId)).id] : await memberSections(ctx, user)
  const list = []
  for (const id of ids) {
    const w = await repo.workerOfUser(ctx.db, id, user.id)
    if (w) list.push(await faceVO(ctx, w))
  }
  return { list }
}

/** enrols (or re-takes) a worker's face: the worker himself, or a manager of his section */
export async function enrolFace(ctx: AppContext, user: UserTable, workerId: string, input: Record<string, unknown>) {
  const { w, self } = await workerFor(ctx, user, workerId)
  if (!self && !(await holdsRole(ctx, user, MANAGERS))) throw new BadRequest('只有本人或本合同段的管理人员可以录入人脸')
  const { photo, key } = photoOf(input.photo, '人脸照片')
  const { bytes, keys } = await bytesOf(ctx, user, key, '人脸照片')
  const engine = faceEngine(ctx.config)
  const { descriptor } = await engine.enrol(bytes)
  await ctx.db.transaction().execute(async (trx) => {
    await faceRepository.save(trx, {
      workerId: w.id, projectId: w.projectId, contractId: w.contractId, photo: JSON.stringify(photo), descriptor, provider: engine.name,
      creatorUserId: user.id, creatorTime: ctx.clock.now()
    })
    await fileRefRepository.replace(trx, 'attendanceFace', w.id, keys)
  })
  return faceVO(ctx, w)
}

export interface PunchFace { photo: Photo | null; score: number | null; keys: FileKey[]; verdict?: FaceVerdict }

/**
 * The face check of a punch: nothing to do without a photo where the rule does not ask for one; otherwise the photo
 * must show the registered worker. Called after the cheap checks (fence, field service), just before the write.
 */
export async function verifyPunchFace(ctx: AppContext, user: UserTable, rule: Rule, worker: AttendanceWorkerTable | undefined, value: unknown): Promise<PunchFace> {
  const given = value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0)
  if (!worker) return { photo: null, score: null, keys: [] }
  if (!given) {
    if (rule.requireFace) throw new BadRequest(FACE_REQUIRED)
    return { photo: null, score: null, keys: [] }
  }
  const { photo, key } = photoOf(value, '人脸照片')
  const enrolment = await faceRepository.ofWorker(ctx.db, worker.id)
  if (!enrolment) throw new BadRequest(NOT_ENROLLED)
  const { bytes, keys } = await bytesOf(ctx, user, key, '人脸照片')
  const verdict = await faceEngine(ctx.config).compare({ descriptor: enrolment.descriptor, photo: () => storedBytes(ctx, enrolment.photo) }, bytes)
  if (!verdict.same) throw new BadRequest(MISMATCH)
  return { photo, score: verdict.score, keys, verdict }
}

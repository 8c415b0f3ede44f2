// Rebar counting: the bar ends found in an uploaded photo (the detector runs here, never in the app), the counts saved
// with the photo and the user's corrected marks, listed and read by the members of the contract section.
import type { RebarCountDetail, RebarCountList, RebarCountRow, RebarDetection, RebarMark } from '@shared/api/rebar'
import path from 'node:path'
import type { AppContext } from '../../context'
import type { RebarCountTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { newId } from '../../lib/tokens'
import { ThreadRefusal, threadClient, transferable } from '../../lib/worker-thread'
import { claimFiles, fileRefRepository, mayReadFile, NO_FILE, parseFileUrl, signFileUrl } from '../files'
import { projectRepository } from '../projects'
import { sectionFor, sectionsOfProject } from '../progress'
import { taskRepository, text } from '../tasks'
import { MAX_PHOTO_BYTES } from './limits'
import { rebarRepository as repo } from './repository'

export const NO_BARS = '未识别到钢筋端面，请正对钢筋端面、靠近后重新拍摄'
const NO_COUNT = '点数记录不存在或无权查看'
const NO_SECTION = '您不是该合同段的成员'
const MAX_MARKS = 3000
const MAX_SIDE = 20000
const PHOTO_EXT = /\.(jpe?g|png)$/i

// decoding and searching a photo takes about a second: in a thread of its own (detect-thread.ts), not the server's
const detector = threadClient<{ bytes: Uint8Array }, { width: number; height: number; marks: RebarMark[]; millis: number }>({
  file: path.join(__dirname, 'detect-thread.ts'), timeoutMs: 60_000, name: 'rebar detector', resourceLimits: { maxOldGenerationSizeMb: 1024 }
})

/** ends the detector's thread (tests, the bench); the next photo starts it again */
export const closeRebarDetector = () => detector.close()

function photoKey(value: unknown) {
  const parsed = parseFileUrl(value)
  if (!parsed) throw new BadRequest('请先拍摄或选择钢筋端面照片')
  if (!PHOTO_EXT.test(parsed.key.name)) throw new BadRequest('请上传 JPG 或 PNG 格式的照片')
  return parsed.key
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = []
  for await (const chunk of stream) parts.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string))
  return Buffer.concat(parts)
}

/** finds the bar ends in a photo the user uploaded (or may read); a photo without them is refused */
export async function detect(ctx: AppContext, user: UserTable, body: Record<string, unknown>): Promise<RebarDetection> {
  const key = photoKey(body.photo)
  if (!(await mayReadFile(ctx, user, key))) throw new BadRequest(NO_FILE)
  const stat = await ctx.store.stat(key.type, key.name)
  if (!stat) throw new BadRequest(NO_FILE)
  if (stat.size > MAX_PHOTO_BYTES) throw new BadRequest('照片不能超过 10MB')
  const opened = await ctx.store.open(key.type, key.name)
  if (!opened) throw new BadRequest(NO_FILE)
  const { bytes, transfer } = transferable(await readAll(opened.stream))
  let found
  try {
    found = await detector.ask({ bytes }, transfer)
  } catch (e) {
    if (e instanceof ThreadRefusal) throw new BadRequest(e.message)
    ctx.log.warn({ err: e }, 'rebar detector failed')
    throw new BadRequest('钢筋识别服务暂时不可用，请稍后再试')
  }
  if (!found.marks.length) throw new BadRequest(NO_BARS)
  return { width: found.width, height: found.height, count: found.marks.length, marks: found.marks, millis: found.millis }
}

const int = (v: unknown, label: string, min: number, max: number) => {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw new BadRequest(`${label}不正确`)
  return v
}

function marksOf(value: unknown, width: number, height: number): RebarMark[] {
  if (!Array.isArray(value) || value.length === 0) throw new BadRequest('请至少标记一根钢筋')
  if (value.length > MAX_MARKS) throw new BadRequest(`标记不能超过${MAX_MARKS}个`)
  return value.map((m: unknown) => {
    const { x, y, r } = (m ?? {}) as Record<string, unknown>
    const ok = [x, y, r].every((n) => typeof n === 'number' && Number.isFinite(n))
    if (!ok || (x as number) < 0 || (x as number) > width || (y as number) < 0 || (y as number) > height || (r as number) <= 0 || (r as number) > Math.max(width, height)) {
      throw new BadRequest('钢筋标记位置不正确')
    }
    const round = (n: number) => Math.round(n * 10) / 10
    return { x: round(x as number), y: round(y as number), r: round(r as number) }
  })
}

/** saves a count: the photo (now held by the record), the corrected marks, the specification, the section and a note */
export async function saveCount(ctx: AppContext, user: UserTable, body: Record<string, unknown>): Promise<{ id: string; count: number }> {
  const contract = await sectionFor(ctx, user, body.contractId)
  const key = photoKey(body.photo)
  const width = int(body.width, '照片宽度', 1, MAX_SIDE)
  const height = int(body.height, '照片高度', 1, MAX_SIDE)
  const marks = marksOf(body.marks, width, height)
  const detectedCount = int(body.detectedCount ?? 0, '识别数量', 0, MAX_MARKS)
  const specification = text(body.specification, '钢筋规格', 40, true)
  const note = text(body.note, '备注', 200, false)
  const claimed = await claimFiles(ctx, user, [key])
  if (!claimed.length) throw new BadRequest('照片不存在，请重新拍摄')
  const row: RebarCountTable = {
    id: newId(), projectId: contract.projectId, contractId: contract.id, photo: `/api/file/Image/${key.type}/${key.name}`,
    imageWidth: width, imageHeight: height, marks: JSON.stringify(marks.map((m) => [m.x, m.y, m.r])), barCount: marks.length,
    detectedCount, corrected: body.corrected === true || marks.length !== detectedCount ? 1 : 0, specification, note,
    creatorUserId: user.id, creatorTime: ctx.clock.now()
  }
  await ctx.db.transaction().execute(async (trx) => {
    await repo.insert(trx, row)
    await fileRefRepository.replace(trx, 'rebarCount', row.id, claimed)
  })
  return { id: row.id, count: row.barCount }
}

async function rows(ctx: AppContext, list: RebarCountTable[]): Promise<RebarCountRow[]> {
  const [names, sections] = await Promise.all([
    taskRepository.names(ctx.db, list.map((r) => r.creatorUserId)),
    projectRepository.contractsByIds(ctx.db, [...new Set(list.map((r) => r.contractId))])
  ])
  const sectionText = new Map(sections.map((s) => [s.id, `${s.enCode} ${s.contractor || s.fullName}`]))
  return list.map((r) => ({
    id: r.id, contractId: r.contractId, sectionText: sectionText.get(r.contractId) ?? '', photo: signFileUrl(ctx, r.photo),
    count: Number(r.barCount), detectedCount: Number(r.detectedCount), corrected: Number(r.corrected) === 1,
    specification: r.specification, note: r.note, userName: names.get(r.creatorUserId) ?? '', createdAt: Number(r.creatorTime)
  }))
}

/** the counts of the sections of a project the user belongs to (or of one of them), newest first */
export async function listCounts(ctx: AppContext, user: UserTable, q: Record<string, string | undefined>, page: number, size: number): Promise<RebarCountList> {
  const sections = (await sectionsOfProject(ctx, user, q.projectId)).map((s) => s.id)
  if (q.contractId && !sections.includes(q.contractId)) throw new BadRequest(NO_SECTION)
  const { rows: list, total } = await repo.page(ctx.db, q.contractId ? [q.contractId] : sections, size, (page - 1) * size)
  return { list: await rows(ctx, list), pagination: { currentPage: page, pageSize: size, total } }
}

async function readable(ctx: AppContext, user: UserTable, id: string): Promise<RebarCountTable> {
  const row = await repo.find(ctx.db, id)
  if (!row) throw new BadRequest(NO_COUNT)
  await sectionFor(ctx, user, row.contractId).catch(() => { throw new BadRequest(NO_COUNT) })
  return row
}

export async function countDetail(ctx: AppContext, user: UserTable, id: string): Promise<RebarCountDetail> {
  const row = await readable(ctx, user, id)
  const [base] = await rows(ctx, [row])
  const marks = (JSON.parse(row.marks) as number[][]).map(([x, y, r]) => ({ x, y, r }))
  return { ...base, width: Number(row.imageWidth), height: Number(row.imageHeight), marks }
}

/** for the file store: the members of the count's section read its photo */
export async function mayReadRebarCount(ctx: AppContext, user: UserTable, id: string): Promise<boolean> {
  try {
    await readable(ctx, user, id)
    return true
  } catch {
    return false
  }
}

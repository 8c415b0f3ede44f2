// Clocking in and out: one location fix, checked here against the section's fences and against signs of a faked
// position (a mock-location flag, poor accuracy, travel no vehicle could make since the last punch). A punch
// outside every fence is refused with the distance, unless it is a field-service punch with photos and a reason.
// The client's key makes a resent punch (outbox retries, a double tap) answer the first one and write nothing.
import crypto from 'node:crypto'
import { haversine } from '../../../../src/utils/geofence'
import type { AppContext } from '../../context'
import type { AttendanceFenceTable, AttendancePunchTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { bareUploads, claimFiles, fileKeysIn, fileRefRepository, signedUploads } from '../files'
import { holdsRole, sectionFor, sectionsOfProject } from '../progress'
import { projectRepository } from '../projects'
import { memberSections, seesEveryone } from './access'
import { verifyPunchFace } from './face-service'
import { attendanceRepository as repo } from './repository'
import { DEFAULT_RULE, dayOfTime, isEarly, isLate, nearestFence, pointOf, type Rule } from './rules'

/** worse than this (metres) and the fix says too little about where the phone is */
export const MAX_ACCURACY_M = 100
/** faster than this between two punches more than MIN_JUMP_M apart is no journey but a faked position (120 km/h) */
export const MAX_SPEED_MPS = 120 / 3.6
export const MIN_JUMP_M = 2000
/** a punch held offline is accepted this long after it was made */
export const MAX_DELAY_MS = 12 * 3_600_000
const KEY = /^[\x21-\x7e]{8,128}$/

export interface ClockInput {
  contractId?: unknown
  longitude?: unknown
  latitude?: unknown
  accuracy?: unknown
  clientTime?: unknown
  mock?: unknown
  field?: unknown
  photos?: unknown
  reason?: unknown
  address?: unknown
  requestKey?: unknown
  /** the face photo ({fileId, url, name} of an upload) compared with the worker's enrolment */
  facePhoto?: unknown
}

export async function ruleOf(ctx: AppContext, contractId: string): Promise<Rule> {
  const [rule] = await repo.rules(ctx.db, [contractId])
  return rule ? { workStart: rule.workStart, workEnd: rule.workEnd, lateGrace: Number(rule.lateGrace), earlyGrace: Number(rule.earlyGrace), restDays: rule.restDays, requireFace: Number(rule.requireFace ?? 0) === 1 } : DEFAULT_RULE
}

export function punchVO(ctx: AppContext, p: AttendancePunchTable, rule: Rule, fenceName: string, realName = '', enteredByName = '') {
  const entered = typeof p.enteredBy === 'string' && p.enteredBy !== ''
  return {
    id: p.id, contractId: p.contractId, userId: p.userId, realName, kind: p.kind, punchTime: Number(p.punchTime), punchDay: p.punchDay,
    longitude: Number(p.longitude), latitude: Number(p.latitude), accuracy: p.accuracy === null ? null : Number(p.accuracy),
    fenceId: p.fenceId, fenceName, distance: Number(p.distance), inside: !entered && Number(p.distance) === 0, field: Number(p.field) === 1,
    photos: signedUploads(ctx, JSON.parse(p.photos || '[]') as unknown[]) as { fileId: string; url: string; name: string }[], reason: p.reason, address: p.address,
    late: p.kind === 'in' && isLate(rule, Number(p.punchTime), p.punchDay),
    early: p.kind === 'out' && isEarly(rule, Number(p.punchTime), p.punchDay),
    // 补录: entered by a keeper for the person (manual-service.ts); it has no position of its own
    manual: entered ? { enteredBy: p.enteredBy!, enteredByName, cause: p.entryCause ?? '', enteredTime: Number(p.creatorTime) } : null,
    face: p.facePhoto ? { photo: signedUploads(ctx, JSON.parse(p.facePhoto) as { fileId: string; url: string; name: string }), score: p.faceScore === null || p.faceScore === undefined ? null : Number(p.faceScore) } : null
  }
}

export function cleanPhotos(value: unknown): { fileId: string; url: string; name: string }[] {
  if (value === undefined || value === null || value === '') return []
  const list = typeof value === 'string' ? (() => { try { return JSON.parse(value) as unknown } catch { return null } })() : value
  if (!Array.isArray(list)) throw new BadRequest('照片格式不正确')
  if (list.length > 9) throw new BadRequest('最多上传9张照片')
  return list.map((p) => {
    const { fileId, url, name } = (p ?? {}) as Record<string, unknown>
    if (typeof url !== 'string' || url === '' || url.length > 500) throw new BadRequest('照片格式不正确')
    return { fileId: typeof fileId === 'string' ? fileId : '', url: bareUploads(url), name: typeof name === 'string' ? name.slice(0, 200) : '' }
  })
}

/** why this user may not clock in on this section today, or the registry entry he clocks in as */
async function workerFor(ctx: AppContext, user: UserTable, contractId: string, day: string) {
  const worker = await repo.workerOfUser(ctx.db, contractId, user.id)
  if (worker) {
    if (worker.exitDate !== '' && worker.exitDate < day) throw new BadRequest(`您已于${worker.exitDate}退场，无法打卡`)
    if (worker.entryDate > day) throw new BadRequest(`您的进场日期为${worker.entryDate}，进场后才能打卡`)
    return worker
  }
  // managers clock in on their sections without a registry entry; a labourer must be registered first
  if (!(await holdsRole(ctx, user, ['sectionForeman', 'projectManager', 'chiefEngineer', 'safetyOfficer', 'supervisionEngineer', 'labTechnician']))) {
    throw new BadRequest('您不在本合同段的劳务人员名册中，请联系工区长登记')
  }
  return undefined
}

export async function clock(ctx: AppContext, user: UserTable, input: ClockInput, headerKey: string | undefined) {
  const key = headerKey ?? input.requestKey
  if (typeof key !== 'string' || !KEY.test(key)) throw new BadRequest('缺少打卡提交标识')
  const again = await repo.punchByKey(ctx.db, user.id, key)
  if (again) return answer(ctx, again)

  const contract = await sectionFor(ctx, user, input.contractId)
  const now = ctx.clock.now()
  let punchTime = now
  if (input.clientTime !== undefined && input.clientTime !== null) {
    const t = Number(input.clientTime)
    if (!Number.isInteger(t) || t > now + 120_000) throw new BadRequest('打卡时间不正确')
    if (t < now - MAX_DELAY_MS) throw new BadRequest('离线打卡已超过12小时，无法补交')
    punchTime = t
  }
  const day = dayOfTime(punchTime)
  const worker = await workerFor(ctx, user, contract.id, day)

  const point = pointOf(input.longitude, input.latitude)
  if (input.mock === true) throw new BadRequest('检测到模拟定位，无法打卡')
  let accuracy: number | null = null
  if (input.accuracy !== undefined && input.accuracy !== null) {
    accuracy = Number(input.accuracy)
    if (!Number.isFinite(accuracy) || accuracy < 0) throw new BadRequest('定位精度不正确')
    if (accuracy > MAX_ACCURACY_M) throw new BadRequest(`定位精度不足（±${Math.round(accuracy)}米），请到开阔处重新定位`)
  }
  const last = await repo.lastPunch(ctx.db, user.id)
  if (last) {
    const metres = haversine(point, { longitude: Number(last.longitude), latitude: Number(last.latitude) })
    const seconds = Math.abs(punchTime - Number(last.punchTime)) / 1000
    if (metres > MIN_JUMP_M && metres / Math.max(seconds, 1) > MAX_SPEED_MPS) {
      throw new BadRequest(`与上次打卡位置相距${(metres / 1000).toFixed(1)}公里，间隔过短，疑似虚拟定位`)
    }
  }

  const fences = await repo.fences(ctx.db, [contract.id], true)
  const near = nearestFence(point, fences)
  if (!near) throw new BadRequest('该合同段尚未设置考勤围栏，请联系管理人员')
  const distance = Math.round(near.distance)
  const inside = near.distance === 0
  const field = !inside && (input.field === true || input.field === 1 || input.field === '1')
  const photos = cleanPhotos(input.photos)
  const reason = typeof input.reason === 'string' ? input.reason.trim() : ''
  if (!inside && !field) throw new BadRequest(`您不在考勤范围内，距离${near.fence.name}${distance}米`)
  if (field && photos.length === 0) throw new BadRequest('外勤打卡请拍摄现场照片')
  if (field && reason === '') throw new BadRequest('外勤打卡请填写事由')
  if (reason.length > 500) throw new BadRequest('事由不能超过500个字')
  const address = typeof input.address === 'string' ? input.address.slice(0, 200) : ''

  const face = await verifyPunchFace(ctx, user, await ruleOf(ctx, contract.id), worker, input.facePhoto)
  const keys = [...(field ? await claimFiles(ctx, user, fileKeysIn(photos)) : []), ...face.keys]
  const today = await repo.punchesOfDay(ctx.db, user.id, contract.id, day)
  const row: AttendancePunchTable = {
    id: crypto.randomUUID().replace(/-/g, ''), projectId: contract.projectId, contractId: contract.id, userId: user.id, workerId: worker?.id ?? '',
    kind: today.some((p) => p.kind === 'in') ? 'out' : 'in', punchTime, punchDay: day, longitude: point.longitude, latitude: point.latitude,
    accuracy: accuracy === null ? null : Math.round(accuracy), fenceId: near.fence.id, distance, field: field ? 1 : 0,
    photos: JSON.stringify(field ? photos : []), reason: field ? reason : '', address, requestKey: key, creatorTime: now,
    facePhoto: face.photo ? JSON.stringify(face.photo) : '', faceScore: face.score
  }
  const inserted = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.insertPunch(trx, row))) return false
    if (keys.length > 0) await fileRefRepository.replace(trx, 'attendancePunch', row.id, keys)
    return true
  })
  if (!inserted) return answer(ctx, (await repo.punchByKey(ctx.db, user.id, key))!)
  return answer(ctx, row)
}

async function answer(ctx: AppContext, p: AttendancePunchTable) {
  const [rule, fence] = await Promise.all([ruleOf(ctx, p.contractId), p.fenceId ? repo.fence(ctx.db, p.fenceId) : undefined])
  return punchVO(ctx, p, rule, fence?.name ?? '')
}

/** whether a user may read a punch (and so its photos): its author, or who sees everyone's punches of its section */
export async function mayReadPunch(ctx: AppContext, user: UserTable, id: string): Promise<boolean> {
  const p = await ctx.db.selectFrom('attendancePunch').select(['userId', 'contractId']).where('id', '=', id).executeTakeFirst()
  if (!p) return false
  if (p.userId === user.id) return true
  try {
    await sectionFor(ctx, user, p.contractId)
    return await seesEveryone(ctx, user)
  } catch {
    return false
  }
}

/** what the clock screen needs: the user's sections, the chosen one's fences and rule, his punches today */
export async function today(ctx: AppContext, user: UserTable, contractId: string | undefined) {
  const ids = await memberSections(ctx, user)
  const fences = await repo.fences(ctx.db, ids, true)
  const withFence = ids.filter((id) => fences.some((f) => f.contractId === id))
  const chosen = contractId || withFence[0] || ids[0]
  if (!chosen) throw new BadRequest('您尚未加入任何合同段，无法打卡')
  const contract = await sectionFor(ctx, user, chosen)
  const sections = await projectRepository.contractsByIds(ctx.db, ids)
  const day = dayOfTime(ctx.clock.now())
  const [rule, punches, worker] = await Promise.all([ruleOf(ctx, contract.id), repo.punchesOfDay(ctx.db, user.id, contract.id, day), repo.workerOfUser(ctx.db, contract.id, user.id)])
  const names = new Map(fences.map((f) => [f.id, f.name]))
  // who entered a punch for him (补录), named on his card
  const keepers = new Map((await repo.userNames(ctx.db, [...new Set(punches.map((p) => p.enteredBy ?? '').filter((id) => id !== ''))])).map((u) => [u.id, u.realName]))
  return {
    now: ctx.clock.now(), day, contractId: contract.id, contractName: contract.fullName,
    sections: sections.map((c) => ({ id: c.id, name: c.fullName, hasFence: withFence.includes(c.id) })),
    rule,
    fences: fences.filter((f) => f.contractId === contract.id).map(fenceVO),
    worker: worker ? { id: worker.id, realName: worker.realName, team: worker.team, trade: worker.trade, exited: worker.exitDate !== '' && worker.exitDate < day } : null,
    punches: punches.map((p) => punchVO(ctx, p, rule, names.get(p.fenceId) ?? '', user.realName, keepers.get(p.enteredBy ?? '') ?? ''))
  }
}

export function fenceVO(f: AttendanceFenceTable) {
  return {
    id: f.id, contractId: f.contractId, name: f.name, shape: f.shape, enabled: Number(f.enabled) === 1,
    center: f.shape === 'circle' ? { longitude: Number(f.centerLongitude), latitude: Number(f.centerLatitude) } : null,
    radius: f.shape === 'circle' ? Number(f.radius) : null,
    points: f.shape === 'polygon' ? (JSON.parse(f.points || '[]') as [number, number][]).map(([longitude, latitude]) => ({ longitude, latitude })) : []
  }
}

/** a period from the client: from and to (yyyy-mm-dd), at most 62 days, defaulting to this month so far */
export function periodOf(from: unknown, to: unknown, now: number): { from: string; to: string } {
  const today = dayOfTime(now)
  const f = from === undefined || from === '' ? `${today.slice(0, 8)}01` : from
  const t = to === undefined || to === '' ? today : to
  const valid = (s: unknown): s is string => typeof s === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(s) && dayOfTime(Date.parse(`${s}T00:00:00+08:00`)) === s
  if (!valid(f) || !valid(t)) throw new BadRequest('日期格式应为 yyyy-MM-dd')
  if (f > t) throw new BadRequest('开始日期不能晚于结束日期')
  if ((Date.parse(t) - Date.parse(f)) / 86_400_000 > 61) throw new BadRequest('查询期间不能超过62天')
  return { from: f, to: t }
}

/** the sections asked for (one, or the user's in a project) */
export async function sectionsAsked(ctx: AppContext, user: UserTable, projectId: unknown, contractId: unknown) {
  return contractId ? [await sectionFor(ctx, user, contractId)] : await sectionsOfProject(ctx, user, projectId)
}

export interface RecordQuery { projectId?: string; contractId?: string; from?: string; to?: string; field?: string; mine?: string }

export async function records(ctx: AppContext, user: UserTable, q: RecordQuery, page: number, size: number) {
  const sections = await sectionsAsked(ctx, user, q.projectId, q.contractId)
  const { from, to } = periodOf(q.from, q.to, ctx.clock.now())
  const everyone = q.mine !== '1' && (await seesEveryone(ctx, user))
  const field = q.field === '1' ? true : q.field === '0' ? false : undefined
  const { rows, total } = await repo.punches(ctx.db, sections.map((c) => c.id), { userId: everyone ? undefined : user.id, from, to, field }, page, size)
  const rules = new Map<string, Rule>()
  for (const c of sections) rules.set(c.id, await ruleOf(ctx, c.id))
  const fences = new Map((await repo.fences(ctx.db, sections.map((c) => c.id))).map((f) => [f.id, f.name]))
  const names = new Map(sections.map((c) => [c.id, c.fullName]))
  return {
    list: rows.map((p) => ({ ...punchVO(ctx, p, rules.get(p.contractId) ?? DEFAULT_RULE, fences.get(p.fenceId) ?? '', p.realName, p.enteredByName), contractName: names.get(p.contractId) ?? '' })),
    pagination: { currentPage: page, pageSize: size, total }
  }
}

// What managers set up per contract section: its fences (a circle or a polygon), its shift rule and the real-name
// registry of its labour workers (the 18-digit ID card checked with the app's validator; an exit date ends the
// worker's clocking in after that day).
import crypto from 'node:crypto'
import { FENCE_RADIUS_MAX, FENCE_RADIUS_MIN, polygonProblem } from '../../../../src/utils/geofence'
import type { AppContext } from '../../context'
import type { AttendanceFenceTable, AttendanceWorkerTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { holdsRole, requireRole, sectionFor } from '../progress'
import { MANAGERS, seesEveryone } from './access'
import { fenceVO, ruleOf, sectionsAsked } from './punch-service'
import { attendanceRepository as repo } from './repository'
import { cleanRule, dayOfTime, pointOf } from './rules'
import { cleanWorker, text } from './worker-check'

const newId = () => crypto.randomUUID().replace(/-/g, '')
// ---- fences

export async function fences(ctx: AppContext, user: UserTable, projectId?: string, contractId?: string) {
  const sections = await sectionsAsked(ctx, user, projectId, contractId)
  const names = new Map(sections.map((c) => [c.id, c.fullName]))
  const list = (await repo.fences(ctx.db, sections.map((c) => c.id))).map((f) => ({ ...fenceVO(f), contractName: names.get(f.contractId) ?? '' }))
  // whether the fence screen offers adding, editing and deleting (the writes check it again)
  return { list, mayManage: await holdsRole(ctx, user, MANAGERS) }
}

export async function saveFence(ctx: AppContext, user: UserTable, input: Record<string, unknown>) {
  const old = typeof input.id === 'string' && input.id !== '' ? await repo.fence(ctx.db, input.id) : undefined
  if (typeof input.id === 'string' && input.id !== '' && !old) throw new BadRequest('围栏不存在或您无权访问')
  const contract = await sectionFor(ctx, user, old ? old.contractId : input.contractId)
  await requireRole(ctx, user, MANAGERS, '设置考勤围栏')
  const name = text(input.name, '围栏名称', 100, true)
  const shape = input.shape
  let circle: { lng: number; lat: number; radius: number } | null = null
  let points = ''
  if (shape === 'circle') {
    const c = (input.center ?? {}) as Record<string, unknown>
    const p = pointOf(c.longitude, c.latitude, '围栏中心')
    const radius = Number(input.radius)
    if (!Number.isInteger(radius) || radius < FENCE_RADIUS_MIN || radius > FENCE_RADIUS_MAX) throw new BadRequest(`围栏半径应为${FENCE_RADIUS_MIN}～${FENCE_RADIUS_MAX}米的整数`)
    circle = { lng: p.longitude, lat: p.latitude, radius }
  } else if (shape === 'polygon') {
    if (!Array.isArray(input.points) || input.points.length < 3 || input.points.length > 100) throw new BadRequest('多边形围栏应有3～100个顶点')
    const pts = input.points.map((q, i) => pointOf((q as Record<string, unknown>)?.longitude, (q as Record<string, unknown>)?.latitude, `第${i + 1}个顶点`))
    const problem = polygonProblem(pts)
    if (problem) throw new BadRequest(problem)
    points = JSON.stringify(pts.map((q) => [q.longitude, q.latitude]))
  } else throw new BadRequest('围栏形状应为圆形或多边形')
  const fence: AttendanceFenceTable = {
    id: old?.id ?? newId(), projectId: contract.projectId, contractId: contract.id, name, shape, enabled: input.enabled === false ? 0 : 1,
    centerLongitude: circle?.lng ?? null, centerLatitude: circle?.lat ?? null, radius: circle?.radius ?? null, points,
    creatorUserId: old?.creatorUserId ?? user.id, creatorTime: old ? Number(old.creatorTime) : ctx.clock.now()
  }
  await repo.saveFence(ctx.db, fence, !old)
  return fenceVO(fence)
}

export async function removeFence(ctx: AppContext, user: UserTable, id: string) {
  const old = await repo.fence(ctx.db, id)
  if (!old) throw new BadRequest('围栏不存在或您无权访问')
  await sectionFor(ctx, user, old.contractId)
  await requireRole(ctx, user, MANAGERS, '设置考勤围栏')
  await repo.removeFence(ctx.db, id)
}

// ---- shift rule

export async function rule(ctx: AppContext, user: UserTable, contractId: unknown) {
  const contract = await sectionFor(ctx, user, contractId)
  return { contractId: contract.id, ...(await ruleOf(ctx, contract.id)), mayManage: await holdsRole(ctx, user, MANAGERS) }
}

export async function saveRule(ctx: AppContext, user: UserTable, input: Record<string, unknown>) {
  const contract = await sectionFor(ctx, user, input.contractId)
  await requireRole(ctx, user, MANAGERS, '设置考勤规则')
  const r = cleanRule(input)
  // a rule screen that does not show the face switch keeps what was set
  if (input.requireFace === undefined) r.requireFace = (await ruleOf(ctx, contract.id)).requireFace
  await repo.saveRule(ctx.db, { contractId: contract.id, projectId: contract.projectId, ...r, requireFace: r.requireFace ? 1 : 0, updatedUserId: user.id, updatedTime: ctx.clock.now() })
  return { contractId: contract.id, ...r }
}

// ---- worker registry

function workerVO(w: AttendanceWorkerTable, day: string, contractName = '') {
  return {
    id: w.id, contractId: w.contractId, contractName, userId: w.userId, realName: w.realName, idCard: w.idCard, mobile: w.mobile,
    trade: w.trade, team: w.team, entryDate: w.entryDate, exitDate: w.exitDate, exited: w.exitDate !== '' && w.exitDate < day
  }
}

export async function workers(ctx: AppContext, user: UserTable, q: { projectId?: string; contractId?: string; keyword?: string; state?: string }, page: number, size: number) {
  const sections = await sectionsAsked(ctx, user, q.projectId, q.contractId)
  if (!(await seesEveryone(ctx, user))) throw new BadRequest('您没有查看劳务人员名册的权限')
  const day = dayOfTime(ctx.clock.now())
  const state = q.state === 'active' ? { active: true, day } : q.state === 'exited' ? { active: false, day } : undefined
  const keyword = typeof q.keyword === 'string' ? q.keyword.trim().slice(0, 50) : ''
  const { rows, total } = await repo.workers(ctx.db, { contractIds: sections.map((c) => c.id), keyword, state }, page, size)
  const names = new Map(sections.map((c) => [c.id, c.fullName]))
  return { list: rows.map((w) => workerVO(w, day, names.get(w.contractId))), pagination: { currentPage: page, pageSize: size, total } }
}

export async function worker(ctx: AppContext, user: UserTable, id: string) {
  const w = await repo.worker(ctx.db, id)
  if (!w) throw new BadRequest('人员不存在或您无权访问')
  const contract = await sectionFor(ctx, user, w.contractId)
  if (w.userId !== user.id && !(await seesEveryone(ctx, user))) throw new BadRequest('人员不存在或您无权访问')
  return workerVO(w, dayOfTime(ctx.clock.now()), contract.fullName)
}

export async function saveWorker(ctx: AppContext, user: UserTable, input: Record<string, unknown>) {
  const old = typeof input.id === 'string' && input.id !== '' ? await repo.worker(ctx.db, input.id) : undefined
  if (typeof input.id === 'string' && input.id !== '' && !old) throw new BadRequest('人员不存在或您无权访问')
  const contract = await sectionFor(ctx, user, old ? old.contractId : input.contractId)
  await requireRole(ctx, user, MANAGERS, '登记劳务人员')
  const { realName, idCard, mobile, trade, team, entryDate, exitDate } = cleanWorker(input, ctx.clock.now())
  let userId = old?.userId ?? ''
  if (input.userId !== undefined) {
    userId = text(input.userId, '账号', 64)
    if (userId !== '') {
      const member = await ctx.db.selectFrom('baseUserRelation').select('id').where('userId', '=', userId).where('objectType', '=', 'Contract')
        .where('objectId', '=', contract.id).executeTakeFirst()
      if (!member) throw new BadRequest('关联的账号不是本合同段的成员')
    }
  }
  const same = await repo.workerByCard(ctx.db, contract.id, idCard)
  if (same && same.id !== old?.id) throw new BadRequest(`身份证号已登记：${same.realName}`)
  const row: AttendanceWorkerTable = {
    id: old?.id ?? newId(), projectId: contract.projectId, contractId: contract.id, userId, realName, idCard, mobile, trade, team, entryDate, exitDate,
    creatorUserId: old?.creatorUserId ?? user.id, creatorTime: old ? Number(old.creatorTime) : ctx.clock.now(), lastModifyTime: old ? ctx.clock.now() : null
  }
  await repo.saveWorker(ctx.db, row, !old)
  return workerVO(row, dayOfTime(ctx.clock.now()), contract.fullName)
}

// Key inspection points and today's plan. The points of a contract section are kept by its safety officers,
// supervisors, project managers and chief engineers; its foremen (and the keepers) set their positions on the spot;
// all of them visit. Members of the section see the plan; nothing of a section the user is not a member of.
import crypto from 'node:crypto'
import type { KeyPlanItemVO, KeyPlanVO, KeyPointVO, KeyVisitVO } from '@shared/api/key-inspections'
import { chainageAt, formatChainage } from '../../../../src/utils/chainage'
import type { AppContext } from '../../context'
import type { ContractTable, KeyInspectionPointTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { signedUploads } from '../files'
import { holdsRole, sectionFor, sectionsOfProject } from '../progress'
import { projectRepository, storedAlignment } from '../projects'
import { dayOfTime, MAX_ACCURACY_M, pointOf } from '../attendance'
import { keyInspectionRepository as repo, type VisitRow } from './repository'
import { addDays, cleanPoint, MISSED_WINDOW_DAYS, planOf } from './rules'

export const KEEPERS = ['safetyOfficer', 'supervisionEngineer', 'projectManager', 'chiefEngineer']
export const POSITIONERS = [...KEEPERS, 'sectionForeman']
export const VISITORS = POSITIONERS

export function pointVO(p: KeyInspectionPointTable, contractName = ''): KeyPointVO {
  return {
    id: p.id, projectId: p.projectId, contractId: p.contractId, contractName, name: p.name, kind: p.kind, chainage: p.chainage,
    longitude: Number(p.longitude), latitude: Number(p.latitude), radius: Number(p.radius), frequency: p.frequency,
    responsibleRoles: p.responsibleRoles ? p.responsibleRoles.split(',') : [], responsibleNote: p.responsibleNote, enabled: Number(p.enabled) === 1,
    positionedTime: p.positionedTime === null ? null : Number(p.positionedTime), positionAccuracy: p.positionAccuracy === null ? null : Number(p.positionAccuracy)
  }
}

export function visitVO(ctx: AppContext, v: VisitRow, pointName = ''): KeyVisitVO {
  return {
    id: v.id, pointId: v.pointId, pointName, contractId: v.contractId, userId: v.userId, realName: v.realName, visitTime: Number(v.visitTime), visitDay: v.visitDay,
    longitude: Number(v.longitude), latitude: Number(v.latitude), accuracy: v.accuracy === null ? null : Number(v.accuracy), distance: Number(v.distance),
    condition: v.condition, notes: v.notes, hazardId: v.hazardId, hazardNo: v.hazardNo,
    photos: signedUploads(ctx, JSON.parse(v.photos || '[]') as unknown[]) as KeyVisitVO['photos']
  }
}

/** the sections asked for: one, or the user's in a project */
export async function sectionsAsked(ctx: AppContext, user: UserTable, projectId: unknown, contractId: unknown) {
  return contractId ? [await sectionFor(ctx, user, contractId)] : await sectionsOfProject(ctx, user, projectId)
}

/** the plan of each enabled point of the sections for today (China time) */
export async function planItems(ctx: AppContext, points: KeyInspectionPointTable[], names: Map<string, string>): Promise<KeyPlanItemVO[]> {
  const today = dayOfTime(ctx.clock.now())
  const ids = points.map((p) => p.id)
  // a week's period can reach back six days before the window's first day
  const [recent, last] = await Promise.all([repo.visitsSince(ctx.db, ids, addDays(today, -MISSED_WINDOW_DAYS - 7)), repo.lastVisits(ctx.db, ids)])
  return points.map((p) => {
    const plan = planOf({ frequency: p.frequency, createdDay: dayOfTime(Number(p.creatorTime)), visitDays: recent.filter((v) => v.pointId === p.id).map((v) => v.visitDay) }, today)
    const lastVisit = last.find((v) => v.pointId === p.id)
    return { ...pointVO(p, names.get(p.contractId) ?? ''), ...plan, lastVisit: lastVisit ? visitVO(ctx, lastVisit, p.name) : null }
  })
}

export async function plan(ctx: AppContext, user: UserTable, projectId: unknown, contractId: unknown): Promise<KeyPlanVO> {
  const sections = await sectionsAsked(ctx, user, projectId, contractId)
  const names = new Map(sections.map((c) => [c.id, c.fullName]))
  const points = await repo.points(ctx.db, sections.map((c) => c.id), true)
  const [canKeep, canPosition] = await Promise.all([holdsRole(ctx, user, KEEPERS), holdsRole(ctx, user, POSITIONERS)])
  const now = ctx.clock.now()
  return {
    now, day: dayOfTime(now), sections: sections.map((c) => ({ id: c.id, name: c.fullName })), canKeep, canPosition, canVisit: canPosition,
    list: await planItems(ctx, points, names)
  }
}

/** every point of the sections, disabled ones too (for who keeps or positions them) */
export async function points(ctx: AppContext, user: UserTable, projectId: unknown, contractId: unknown): Promise<{ list: KeyPointVO[] }> {
  const sections = await sectionsAsked(ctx, user, projectId, contractId)
  if (!(await holdsRole(ctx, user, POSITIONERS))) throw new BadRequest('您没有维护重点巡查部位的权限')
  const names = new Map(sections.map((c) => [c.id, c.fullName]))
  return { list: (await repo.points(ctx.db, sections.map((c) => c.id))).map((p) => pointVO(p, names.get(p.contractId))) }
}

/** a point the user may reach (its section is his), or a refusal that says nothing of other projects */
export async function pointFor(ctx: AppContext, user: UserTable, id: string) {
  const point = await repo.point(ctx.db, id)
  if (!point) throw new BadRequest('重点巡查部位不存在')
  try {
    return { point, contract: await sectionFor(ctx, user, point.contractId) }
  } catch {
    throw new BadRequest('重点巡查部位不存在')
  }
}

export async function savePoint(ctx: AppContext, user: UserTable, input: Record<string, unknown>): Promise<KeyPointVO> {
  const clean = cleanPoint(input)
  const id = typeof input.id === 'string' && input.id !== '' ? input.id : undefined
  const contract = await sectionFor(ctx, user, clean.contractId)
  if (!(await holdsRole(ctx, user, KEEPERS))) throw new BadRequest('您没有维护重点巡查部位的权限')
  const now = ctx.clock.now()
  if (!id) {
    const row: KeyInspectionPointTable = {
      id: crypto.randomUUID().replace(/-/g, ''), projectId: contract.projectId, ...clean, positionedUserId: '', positionedTime: null, positionAccuracy: null,
      creatorUserId: user.id, creatorTime: now, lastModifyUserId: '', lastModifyTime: null
    }
    await repo.insertPoint(ctx.db, row)
    return pointVO(row, contract.fullName)
  }
  const { point } = await pointFor(ctx, user, id)
  if (point.contractId !== contract.id) throw new BadRequest('不能把重点部位改到其他合同段')
  await repo.updatePoint(ctx.db, id, { ...clean, lastModifyUserId: user.id, lastModifyTime: now })
  return pointVO((await repo.point(ctx.db, id))!, contract.fullName)
}

export async function setEnabled(ctx: AppContext, user: UserTable, id: string, enabled: unknown): Promise<KeyPointVO> {
  if (typeof enabled !== 'boolean') throw new BadRequest('请说明启用或停用')
  const { point, contract } = await pointFor(ctx, user, id)
  if (!(await holdsRole(ctx, user, KEEPERS))) throw new BadRequest('您没有维护重点巡查部位的权限')
  await repo.updatePoint(ctx.db, point.id, { enabled: enabled ? 1 : 0, lastModifyUserId: user.id, lastModifyTime: ctx.clock.now() })
  return pointVO((await repo.point(ctx.db, id))!, contract.fullName)
}

/** manual positioning: the point's position from a fix taken standing there, or coordinates typed in */
/** the chainage of a place on the section's line (or the project's), when it lies on the works */
async function chainageOf(ctx: AppContext, contract: ContractTable, at: { longitude: number; latitude: number }): Promise<number | undefined> {
  const line = storedAlignment(contract.alignment) ?? storedAlignment((await projectRepository.findById(ctx.db, contract.projectId))?.alignment)
  return chainageAt(at, line)?.chainage
}

export async function position(ctx: AppContext, user: UserTable, id: string, input: Record<string, unknown>): Promise<KeyPointVO> {
  const { point, contract } = await pointFor(ctx, user, id)
  if (!(await holdsRole(ctx, user, POSITIONERS))) throw new BadRequest('您没有设置重点部位位置的权限')
  const at = pointOf(input.longitude, input.latitude)
  if (input.source !== 'fix' && input.source !== 'manual') throw new BadRequest('请说明位置来自现场定位还是手工输入')
  if (input.mock === true) throw new BadRequest('检测到模拟定位，无法设置位置')
  let accuracy: number | null = null
  if (input.source === 'fix') {
    accuracy = Number(input.accuracy)
    if (input.accuracy === undefined || input.accuracy === null || !Number.isFinite(accuracy) || accuracy < 0) throw new BadRequest('现场定位须带定位精度')
    if (accuracy > MAX_ACCURACY_M / 2) throw new BadRequest(`定位精度不足（±${Math.round(accuracy)}米），请到开阔处重新定位`)
  }
  const metres = await chainageOf(ctx, contract, at)
  await repo.updatePoint(ctx.db, point.id, {
    longitude: at.longitude, latitude: at.latitude, ...(metres === undefined ? {} : { chainage: formatChainage(metres) }),
    positionedUserId: user.id, positionedTime: ctx.clock.now(), positionAccuracy: accuracy === null ? null : Math.round(accuracy),
    lastModifyUserId: user.id, lastModifyTime: ctx.clock.now()
  })
  return pointVO((await repo.point(ctx.db, id))!, contract.fullName)
}

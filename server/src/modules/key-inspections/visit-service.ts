// A visit to a key point, taken at the place: one location fix, checked here against the point's position and
// radius and against the signs of a faked position attendance checks (a mock-location flag, poor accuracy, travel
// no vehicle could make since the visitor's last visit); at least one stamped photo; the condition found. A problem
// can go into the hazard register in the same step (safety's registerHazard). The client's key makes a resent visit
// answer the first one and write nothing.
import crypto from 'node:crypto'
import type { KeyVisitVO } from '@shared/api/key-inspections'
import { haversine } from '../../../../src/utils/geofence'
import type { AppContext } from '../../context'
import type { KeyInspectionPointTable, KeyInspectionVisitTable, UserTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { bareUploads, claimFiles, fileKeysIn, fileRefRepository } from '../files'
import { holdsRole, sectionFor } from '../progress'
import { registerHazard } from '../safety'
import { dayOfTime, MAX_ACCURACY_M, MAX_DELAY_MS, MAX_SPEED_MPS, MIN_JUMP_M, pointOf } from '../attendance'
import { keyInspectionRepository as repo } from './repository'
import { pointFor, VISITORS, visitVO } from './service'

const KEY = /^[\x21-\x7e]{8,128}$/
const DAY = 86_400_000
/** a hazard found at a key point is to be put right within this many days */
const HAZARD_DAYS = 3
/** the hazard register's category for each kind of point (dt-hazardCategory) */
const CATEGORY: Record<string, string> = {
  高边坡: 'dd-hazardCategory-6', 深基坑: 'dd-hazardCategory-6', 隧道洞口: 'dd-hazardCategory-6', 高墩: 'dd-hazardCategory-1',
  临时用电: 'dd-hazardCategory-13', 拌合站: 'dd-hazardCategory-3'
}
const LEVELS = ['dd-hazardLevel-general', 'dd-hazardLevel-major']

function cleanPhotos(value: unknown): { fileId: string; url: string; name: string }[] {
  if (!Array.isArray(value) || value.length === 0) throw new BadRequest('请至少拍摄一张现场照片')
  if (value.length > 9) throw new BadRequest('最多上传9张照片')
  return value.map((p) => {
    const { fileId, url, name } = (p ?? {}) as Record<string, unknown>
    if (typeof url !== 'string' || url === '' || url.length > 500) throw new BadRequest('照片格式不正确')
    return { fileId: typeof fileId === 'string' ? fileId : '', url: bareUploads(url), name: typeof name === 'string' ? name.slice(0, 200) : '' }
  })
}

async function answer(ctx: AppContext, v: KeyInspectionVisitTable): Promise<KeyVisitVO> {
  const [row, point] = await Promise.all([repo.visit(ctx.db, v.id), repo.point(ctx.db, v.pointId)])
  return visitVO(ctx, row!, point?.name ?? '')
}

export async function visit(ctx: AppContext, user: UserTable, input: Record<string, unknown>, headerKey: string | undefined): Promise<KeyVisitVO> {
  const key = headerKey ?? input.requestKey
  if (typeof key !== 'string' || !KEY.test(key)) throw new BadRequest('缺少巡查提交标识')
  const again = await repo.visitByKey(ctx.db, user.id, key)
  if (again) return answer(ctx, again)

  if (typeof input.pointId !== 'string' || input.pointId === '') throw new BadRequest('请选择重点巡查部位')
  const { point } = await pointFor(ctx, user, input.pointId)
  if (Number(point.enabled) !== 1) throw new BadRequest('该重点部位已停用，无需巡查')
  if (!(await holdsRole(ctx, user, VISITORS))) throw new BadRequest('您没有重点巡查的权限')

  const now = ctx.clock.now()
  let visitTime = now
  if (input.clientTime !== undefined && input.clientTime !== null) {
    const t = Number(input.clientTime)
    if (!Number.isInteger(t) || t > now + 120_000) throw new BadRequest('巡查时间不正确')
    if (t < now - MAX_DELAY_MS) throw new BadRequest('离线巡查记录已超过12小时，无法补交')
    visitTime = Math.min(t, now)
  }
  const at = pointOf(input.longitude, input.latitude)
  if (input.mock === true) throw new BadRequest('检测到模拟定位，无法提交巡查')
  let accuracy: number | null = null
  if (input.accuracy !== undefined && input.accuracy !== null) {
    accuracy = Number(input.accuracy)
    if (!Number.isFinite(accuracy) || accuracy < 0) throw new BadRequest('定位精度不正确')
    if (accuracy > MAX_ACCURACY_M) throw new BadRequest(`定位精度不足（±${Math.round(accuracy)}米），请到开阔处重新定位`)
  }
  const last = await repo.lastVisitOf(ctx.db, user.id)
  if (last) {
    const metres = haversine(at, { longitude: Number(last.longitude), latitude: Number(last.latitude) })
    const seconds = Math.abs(visitTime - Number(last.visitTime)) / 1000
    if (metres > MIN_JUMP_M && metres / Math.max(seconds, 1) > MAX_SPEED_MPS) {
      throw new BadRequest(`与上次巡查位置相距${(metres / 1000).toFixed(1)}公里，间隔过短，疑似虚拟定位`)
    }
  }
  const distance = Math.round(haversine(at, { longitude: Number(point.longitude), latitude: Number(point.latitude) }))
  if (distance > Number(point.radius)) throw new BadRequest(`您不在巡查范围内，距离${point.name}${distance}米（须在${point.radius}米内）`)

  const condition = input.condition
  if (condition !== 'normal' && condition !== 'problem') throw new BadRequest('请选择现场情况：正常或发现问题')
  const notes = typeof input.notes === 'string' ? input.notes.trim() : ''
  if (notes.length > 500) throw new BadRequest('巡查说明不能超过500个字')
  if (condition === 'problem' && notes === '') throw new BadRequest('发现问题时请描述问题')
  const photos = cleanPhotos(input.photos)
  const hazard = condition === 'problem' && input.registerHazard === true
  const level = typeof input.hazardLevel === 'string' && input.hazardLevel !== '' ? input.hazardLevel : LEVELS[0]
  if (hazard && !LEVELS.includes(level)) throw new BadRequest('隐患等级不正确')

  const keys = await claimFiles(ctx, user, fileKeysIn(photos))
  const row: KeyInspectionVisitTable = {
    id: crypto.randomUUID().replace(/-/g, ''), pointId: point.id, projectId: point.projectId, contractId: point.contractId, userId: user.id,
    visitTime, visitDay: dayOfTime(visitTime), longitude: at.longitude, latitude: at.latitude, accuracy: accuracy === null ? null : Math.round(accuracy),
    distance, condition, notes, photos: JSON.stringify(photos), hazardId: '', hazardNo: '', requestKey: key, creatorTime: now
  }
  // read before the transaction: on SQLite a read outside it would wait for it
  const hazardValues = hazard ? await hazardOf(ctx, user, point, row, photos, level) : undefined
  const inserted = await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.insertVisit(trx, row))) return false
    if (keys.length > 0) await fileRefRepository.replace(trx, 'keyInspectionVisit', row.id, keys)
    if (hazardValues) {
      const found = await registerHazard({ ...ctx, db: trx }, user, { projectId: point.projectId, contractId: point.contractId }, hazardValues)
      await repo.setHazard(trx, row.id, found.id, found.hazardNo)
    }
    return true
  })
  if (!inserted) return answer(ctx, (await repo.visitByKey(ctx.db, user.id, key))!)
  return answer(ctx, row)
}

/** the hazard register's values for a problem found at a point: in the charge of the section's foreman (or else its manager) */
async function hazardOf(ctx: AppContext, user: UserTable, point: KeyInspectionPointTable, v: KeyInspectionVisitTable, photos: unknown[], level: string) {
  const responsible = (await repo.memberWithRole(ctx.db, point.contractId, ['sectionForeman'])) ?? (await repo.memberWithRole(ctx.db, point.contractId, ['projectManager'])) ?? user.id
  const midnight = Date.parse(`${v.visitDay}T00:00:00+08:00`)
  return {
    foundDate: midnight, hazardTitle: `${point.name}：${v.notes}`.slice(0, 80), hazardLevel: level, hazardCategory: CATEGORY[point.kind] ?? 'dd-hazardCategory-15',
    ...(point.chainage ? { chainage: point.chainage } : {}), position: `${v.longitude},${v.latitude}`, location: point.name, description: v.notes, photos,
    requirement: '立即按规范要求整改到位，整改完成后报巡查人员复查', responsible, deadline: midnight + HAZARD_DAYS * DAY
  }
}

/** one visit, for members of its section */
export async function visitDetail(ctx: AppContext, user: UserTable, id: string): Promise<KeyVisitVO> {
  const v = await repo.visit(ctx.db, id)
  if (!v || !(await mayReadVisit(ctx, user, id))) throw new BadRequest('巡查记录不存在')
  const point = await repo.point(ctx.db, v.pointId)
  return visitVO(ctx, v, point?.name ?? '')
}

/** whether a user may read a visit (and so its photos): the members of its section */
export async function mayReadVisit(ctx: AppContext, user: UserTable, id: string): Promise<boolean> {
  const v = await ctx.db.selectFrom('keyInspectionVisit').select(['contractId']).where('id', '=', id).executeTakeFirst()
  if (!v) return false
  try {
    await sectionFor(ctx, user, v.contractId)
    return true
  } catch {
    return false
  }
}

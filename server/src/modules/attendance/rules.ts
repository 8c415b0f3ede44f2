// The pure rules of attendance: a shift rule's checks, China-time days and minutes, late and early, the fence a fix
// is nearest to. No database here.
import { fenceDistance, inChinaBounds, type FenceShape, type GeoPoint } from '../../../../src/utils/geofence'
import type { AttendanceFenceTable, AttendanceRuleTable } from '../../db/schema'
import { BadRequest } from '../../errors'
import { chinaDay, dayText } from '../scheduler'
import { CHINA_OFFSET_MS } from '../../lib/china-time'

export { CHINA_OFFSET_MS }

/** the rule a section has before a manager sets one: 07:30 to 17:30, ten minutes' grace, no rest day, no face photo */
export const DEFAULT_RULE = { workStart: '07:30', workEnd: '17:30', lateGrace: 10, earlyGrace: 10, restDays: '', requireFace: false }

export type Rule = Pick<AttendanceRuleTable, 'workStart' | 'workEnd' | 'lateGrace' | 'earlyGrace' | 'restDays'> & {
  /** registered workers clock in with a face photo compared with their enrolment */
  requireFace: boolean
}

export const dayOfTime = (ms: number): string => dayText(chinaDay(ms))
/** minutes since China midnight */
export const minuteOfDay = (ms: number): number => Math.floor((((ms + CHINA_OFFSET_MS) % 86_400_000) + 86_400_000) % 86_400_000 / 60_000)
export const hhmm = (text: string): number => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5))
/** 0 = Sunday, as the rest days are written */
export const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay()

export function isRestDay(rule: Rule, day: string): boolean {
  return rule.restDays !== '' && rule.restDays.split(',').map(Number).includes(weekdayOf(day))
}
export const isLate = (rule: Rule, ms: number, day: string) => !isRestDay(rule, day) && minuteOfDay(ms) > hhmm(rule.workStart) + rule.lateGrace
export const isEarly = (rule: Rule, ms: number, day: string) => !isRestDay(rule, day) && minuteOfDay(ms) < hhmm(rule.workEnd) - rule.earlyGrace

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/

/** a manager's rule from the client, checked */
export function cleanRule(input: Record<string, unknown>): Rule {
  const { workStart, workEnd, lateGrace, earlyGrace, restDays, requireFace } = input
  if (typeof workStart !== 'string' || !TIME.test(workStart)) throw new BadRequest('上班时间格式应为 HH:mm')
  if (typeof workEnd !== 'string' || !TIME.test(workEnd)) throw new BadRequest('下班时间格式应为 HH:mm')
  if (hhmm(workEnd) <= hhmm(workStart)) throw new BadRequest('下班时间应晚于上班时间')
  const grace = (v: unknown, label: string) => {
    const n = v === undefined || v === '' ? 0 : Number(v)
    if (!Number.isInteger(n) || n < 0 || n > 120) throw new BadRequest(`${label}应为0～120之间的整数分钟`)
    return n
  }
  let rest: number[] = []
  if (Array.isArray(restDays)) rest = restDays.map(Number)
  else if (typeof restDays === 'string' && restDays !== '') rest = restDays.split(',').map(Number)
  else if (restDays !== undefined && restDays !== '' && restDays !== null) throw new BadRequest('休息日不正确')
  if (rest.some((d) => !Number.isInteger(d) || d < 0 || d > 6)) throw new BadRequest('休息日应为0（周日）～6（周六）')
  if (new Set(rest).size === 7) throw new BadRequest('休息日不能是一周七天')
  return {
    workStart, workEnd, lateGrace: grace(lateGrace, '迟到宽限'), earlyGrace: grace(earlyGrace, '早退宽限'),
    restDays: [...new Set(rest)].sort().join(','),
    requireFace: requireFace === true || requireFace === 1 || requireFace === '1'
  }
}

export function shapeOf(f: AttendanceFenceTable): FenceShape {
  if (f.shape === 'circle') return { shape: 'circle', center: { longitude: Number(f.centerLongitude), latitude: Number(f.centerLatitude) }, radius: Number(f.radius) }
  const pts = JSON.parse(f.points || '[]') as [number, number][]
  return { shape: 'polygon', points: pts.map(([longitude, latitude]) => ({ longitude, latitude })) }
}

/** the fence the fix lies in, or else the nearest one, with the metres outside it */
export function nearestFence(p: GeoPoint, fences: AttendanceFenceTable[]): { fence: AttendanceFenceTable; distance: number } | undefined {
  let best: { fence: AttendanceFenceTable; distance: number } | undefined
  for (const fence of fences) {
    const distance = fenceDistance(p, shapeOf(fence))
    if (!best || distance < best.distance) best = { fence, distance }
    if (distance === 0) break
  }
  return best
}

export const inChina = (lng: number, lat: number) => inChinaBounds({ longitude: lng, latitude: lat })

/** a coordinate pair from the client */
export function pointOf(lng: unknown, lat: unknown, what = '定位'): GeoPoint {
  const longitude = typeof lng === 'number' ? lng : NaN
  const latitude = typeof lat === 'number' ? lat : NaN
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude) || !inChina(longitude, latitude)) throw new BadRequest(`${what}坐标不正确`)
  return { longitude, latitude }
}

// The pure rules of key inspections: a point's period (its day, or its week from Monday, China time), whether a
// point was visited in its current period, the periods of the last weeks that went without a visit, and a point
// from the client, checked. No database here.
import { BadRequest } from '../../errors'
import { KEY_POINT_KINDS, KEY_POINT_ROLES, DEFAULT_KEY_POINT_RADIUS, type KeyPointFrequency, type KeyPointStatus } from '@shared/api/key-inspections'
import { parseChainage } from '../safety'
import { pointOf } from '../attendance'

const DAY = 86_400_000
/** missed periods are counted over this many days back */
export const MISSED_WINDOW_DAYS = 30
export const MIN_RADIUS_M = 20
export const MAX_RADIUS_M = 1000

const dayNo = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY)
const dayOfNo = (n: number) => new Date(n * DAY).toISOString().slice(0, 10)
export const addDays = (day: string, n: number) => dayOfNo(dayNo(day) + n)

/** the first and last day of the period `day` falls in: the day itself, or its week (Monday to Sunday) */
export function periodOf(frequency: KeyPointFrequency, day: string): { from: string; to: string } {
  if (frequency === 'daily') return { from: day, to: day }
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7 // Monday 0
  const from = addDays(day, -weekday)
  return { from, to: addDays(from, 6) }
}

export interface PlanFacts {
  frequency: KeyPointFrequency
  /** the day the point was set up: periods that ended before it are not missed */
  createdDay: string
  /** the days it was visited, any order */
  visitDays: string[]
}

/** today's state of a point: visited in the current period, or else missed when the previous period went unvisited */
export function planOf(f: PlanFacts, today: string): { status: KeyPointStatus; missedCount: number; periodFrom: string; periodTo: string } {
  const visited = new Set(f.visitDays)
  const hit = (from: string, to: string) => f.visitDays.some((d) => d >= from && d <= to)
  const current = periodOf(f.frequency, today)
  // the past periods back through the window, each one that ended on or after the day the point was set up
  const windowStart = addDays(today, -MISSED_WINDOW_DAYS)
  let missedCount = 0
  let previousMissed = false
  let p = periodOf(f.frequency, addDays(current.from, -1))
  let first = true
  while (p.to >= windowStart && p.to >= f.createdDay) {
    const miss = f.frequency === 'daily' ? !visited.has(p.from) : !hit(p.from, p.to)
    if (miss) missedCount += 1
    if (first) previousMissed = miss
    first = false
    p = periodOf(f.frequency, addDays(p.from, -1))
  }
  const status: KeyPointStatus = hit(current.from, current.to) ? 'visited' : previousMissed ? 'missed' : 'due'
  return { status, missedCount, periodFrom: current.from, periodTo: current.to }
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

export interface CleanPoint {
  contractId: string
  name: string
  kind: string
  chainage: string
  longitude: number
  latitude: number
  radius: number
  frequency: KeyPointFrequency
  responsibleRoles: string
  responsibleNote: string
  enabled: number
}

/** a point from the client, checked */
export function cleanPoint(input: Record<string, unknown>): CleanPoint {
  const contractId = text(input.contractId)
  if (!contractId) throw new BadRequest('请选择合同段')
  const name = text(input.name)
  if (!name) throw new BadRequest('请填写重点部位名称')
  if (name.length > 100) throw new BadRequest('名称不能超过100个字')
  const kind = text(input.kind)
  if (!(KEY_POINT_KINDS as readonly string[]).includes(kind)) throw new BadRequest(`部位类型应为${KEY_POINT_KINDS.join('、')}之一`)
  const chainage = text(input.chainage)
  if (chainage && parseChainage(chainage) === undefined) throw new BadRequest('桩号格式应为K12+300')
  const at = pointOf(input.longitude, input.latitude, '重点部位')
  const radius = input.radius === undefined || input.radius === null || input.radius === '' ? DEFAULT_KEY_POINT_RADIUS : Number(input.radius)
  if (!Number.isInteger(radius) || radius < MIN_RADIUS_M || radius > MAX_RADIUS_M) throw new BadRequest(`巡查半径应为${MIN_RADIUS_M}～${MAX_RADIUS_M}米之间的整数`)
  const frequency = input.frequency
  if (frequency !== 'daily' && frequency !== 'weekly') throw new BadRequest('巡查频次应为每日或每周')
  const roles = input.responsibleRoles === undefined || input.responsibleRoles === null ? [] : input.responsibleRoles
  if (!Array.isArray(roles) || roles.some((r) => typeof r !== 'string' || !(r in KEY_POINT_ROLES))) throw new BadRequest('责任角色不正确')
  const responsibleNote = text(input.responsibleNote)
  if (responsibleNote.length > 200) throw new BadRequest('责任人说明不能超过200个字')
  const enabled = input.enabled === false || input.enabled === 0 ? 0 : 1
  return {
    contractId, name, kind, chainage: chainage.toUpperCase().replace(/\s/g, ''), longitude: at.longitude, latitude: at.latitude, radius, frequency,
    responsibleRoles: [...new Set(roles as string[])].join(','), responsibleNote, enabled
  }
}

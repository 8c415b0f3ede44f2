// The attendance screens' pure rules: the fence a fix is nearest to (the geometry the server decides with), the
// periods records and statistics ask for (China days), the worker form's checks.
import type { AttendanceTodayVO, WorkerVO } from '@shared/api/attendance'
import { fenceDistance, type FenceShape, type GeoPoint } from '@/utils/geofence'
import { isIdCard } from '@/utils/id-card'

const DAY = 86_400_000
const china = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)

function shapeOf(f: AttendanceTodayVO['fences'][number]): FenceShape {
  return f.shape === 'circle' && f.center ? { shape: 'circle', center: f.center, radius: f.radius ?? 0 } : { shape: 'polygon', points: f.points }
}

/** the fence the fix is in, or the nearest one, with the metres to it */
export function nearest(fix: GeoPoint, fences: AttendanceTodayVO['fences']): { fenceName: string; distance: number } | undefined {
  let best: { fenceName: string; distance: number } | undefined
  for (const f of fences) {
    const distance = Math.round(fenceDistance(fix, shapeOf(f)))
    if (!best || distance < best.distance) best = { fenceName: f.name, distance }
  }
  return best
}

/** a fix worse than this (metres) is refused by the server (punch-service MAX_ACCURACY_M): said before sending */
export const MAX_FIX_ACCURACY_M = 100

export type PeriodKey = 'today' | 'week' | 'month' | 'lastMonth'
export const PERIODS: { key: PeriodKey; label: string }[] = [
  { key: 'today', label: '今天' }, { key: 'week', label: '近7天' }, { key: 'month', label: '本月' }, { key: 'lastMonth', label: '上月' }
]

/** the days of a period, China time, as the server takes them */
export function periodDays(key: PeriodKey, now = Date.now()): { from: string; to: string } {
  const today = china(now)
  if (key === 'today') return { from: today, to: today }
  if (key === 'week') return { from: china(now - 6 * DAY), to: today }
  if (key === 'month') return { from: `${today.slice(0, 8)}01`, to: today }
  const lastDay = china(Date.parse(`${today.slice(0, 8)}01T00:00:00+08:00`) - DAY)
  return { from: `${lastDay.slice(0, 8)}01`, to: lastDay }
}

export const chinaToday = () => china(Date.now())

export type WorkerForm = Pick<WorkerVO, 'realName' | 'idCard' | 'mobile' | 'trade' | 'team' | 'contractId' | 'entryDate' | 'exitDate'>

export function validateWorker(f: WorkerForm): Partial<Record<keyof WorkerForm, string>> {
  const e: Partial<Record<keyof WorkerForm, string>> = {}
  if (!f.realName.trim()) e.realName = '请填写姓名'
  if (!isIdCard(f.idCard.trim().toUpperCase())) e.idCard = '请输入正确的18位身份证号'
  if (f.mobile && !/^1[3-9]\d{9}$/.test(f.mobile)) e.mobile = '请输入正确的手机号'
  if (!f.trade.trim()) e.trade = '请填写工种'
  if (!f.team.trim()) e.team = '请填写班组'
  if (!f.contractId) e.contractId = '请选择合同段'
  if (!f.entryDate) e.entryDate = '请选择进场日期'
  if (f.exitDate && f.exitDate < f.entryDate) e.exitDate = '退场日期不能早于进场日期'
  return e
}

// A special equipment's certificates as its record shows them: the periodic inspection and the operator's licence,
// each in force (with the days left), due soon (30 days or less, when it must be booked for inspection) or expired
// (the machine must stop, or another licensed operator take over). Counted in whole days of China time.
import dayjs from 'dayjs'
import { timeOf } from './permit'

export const SPECIAL_EQUIPMENT_MODEL_ID = 'vm-special-equipment'
export const SAFETY_MORNING_MODEL_ID = 'vm-safety-morning'

/** inside this many days a certificate is due: the reminders start then (server/src/catalog/safety/reminders.ts) */
export const DUE_DAYS = 30

export type CertificateState =
  | { kind: 'valid' | 'due' | 'expired'; days: number; until: string; text: string }
  | { kind: 'none' }

export function certificateState(label: string, value: unknown, now: number): CertificateState {
  const at = timeOf(value)
  if (at === undefined) return { kind: 'none' }
  const until = dayjs(at).format('YYYY-MM-DD')
  const days = dayjs(at).startOf('day').diff(dayjs(now).startOf('day'), 'day')
  if (days < 0) return { kind: 'expired', days: -days, until, text: `${label}已过期${-days}天` }
  if (days === 0) return { kind: 'due', days, until, text: `${label}今日到期` }
  if (days <= DUE_DAYS) return { kind: 'due', days, until, text: `${label}还有${days}天到期` }
  return { kind: 'valid', days, until, text: `${label}有效，还有${days}天` }
}

/** a machine that has left the site (设备状态 已退场) needs no certificate in force */
export function hasLeft(values: Record<string, unknown>): boolean {
  const status = String(values.status ?? '')
  return status === 'left' || status === '已退场'
}

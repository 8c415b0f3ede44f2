// How a warning is shown: its level as a colour chip (红/橙/黄/蓝 with Ⅰ..Ⅳ级), its state (生效中, 未生效, 已过期, 已解除)
// as of the phone's clock, its validity, and my acknowledgement.
import {
  WARNING_LEVEL_GRADES, WARNING_LEVEL_NAMES, WARNING_STATE_NAMES, type WarningCard, type WarningLevel, type WarningState
} from '@shared/api/warnings'
import { when } from '@/lib/china-time'

export const LEVEL_COLOURS: Record<WarningLevel, string> = { 1: '#e02020', 2: '#ff7d00', 3: '#f5c000', 4: '#2979ff' }

/** '橙色预警 Ⅱ级' */
export const levelText = (level: WarningLevel) => `${WARNING_LEVEL_NAMES[level] ?? ''}预警 ${WARNING_LEVEL_GRADES[level] ?? ''}`

/** the state now: the server's lifted stays lifted; otherwise decided by the validity (a page left open expires) */
export function stateAt(w: Pick<WarningCard, 'state' | 'validFrom' | 'validUntil'>, now: number): WarningState {
  if (w.state === 'lifted') return 'lifted'
  if (now < w.validFrom) return 'pending'
  return now >= w.validUntil ? 'expired' : 'active'
}

export const stateText = (s: WarningState) => WARNING_STATE_NAMES[s]

export { when }

export const validityText = (w: Pick<WarningCard, 'validFrom' | 'validUntil'>, now: number) => `${when(w.validFrom, now)} 至 ${when(w.validUntil, now)}`

/** my part: 未知悉 / 已知悉 for the warned, nothing for the others */
export function myAckText(w: Pick<WarningCard, 'received' | 'acknowledgedAt'>): string {
  if (!w.received) return ''
  return w.acknowledgedAt === null ? '未知悉' : '已知悉'
}

/** '已知悉 4/12' for the issuer */
export const figuresText = (w: Pick<WarningCard, 'total' | 'acknowledged'>) => `已知悉 ${w.acknowledged}/${w.total}`

/** 提醒未读 is offered when someone has not acknowledged, the warning is in force or to come, and the interval has passed */
export function mayRemind(w: { state: WarningState; pendingCount: number; nextRemindAt: number | null }, now: number): boolean {
  return (w.state === 'active' || w.state === 'pending') && w.pendingCount > 0 && (w.nextRemindAt === null || now >= w.nextRemindAt)
}

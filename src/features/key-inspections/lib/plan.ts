// What the plan's tabs hold and how a point's state reads: due today (or this week), visited, or missed with the
// number of periods that went without a visit. Colours match the map's markers.
import type { KeyPlanItemVO, KeyPointFrequency, KeyPointStatus } from '@shared/api/key-inspections'
import { KEY_POINT_ROLES } from '@shared/api/key-inspections'

export type PlanTab = 'todo' | 'done' | 'missed'

export const TAB_LABELS: Record<PlanTab, string> = { todo: '今日待巡', done: '已巡', missed: '漏检' }
export const STATUS_LABELS: Record<KeyPointStatus, string> = { visited: '已巡', due: '待巡', missed: '漏检' }
export const STATUS_COLOURS: Record<KeyPointStatus, string> = { visited: '#19be6b', due: '#ff9900', missed: '#fa3534' }
export const FREQUENCY_LABELS: Record<KeyPointFrequency, string> = { daily: '每日', weekly: '每周' }

/** todo: not yet visited in its period; done: visited; missed: some recent period went unvisited */
export function inTab(p: KeyPlanItemVO, tab: PlanTab): boolean {
  if (tab === 'todo') return p.status !== 'visited'
  if (tab === 'done') return p.status === 'visited'
  return p.missedCount > 0
}

export const missedText = (n: number) => `已漏检${n}次`

export const rolesText = (codes: string[]) => codes.map((c) => KEY_POINT_ROLES[c] ?? c).join('、')

/** the next period's wording for a point: 今日 or 本周 */
export const periodWord = (f: KeyPointFrequency) => (f === 'daily' ? '今日' : '本周')

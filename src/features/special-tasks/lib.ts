// The special tasks (server/src/catalog/special): their models and flows, and what their coded forms work out from a
// task's values and records: the days left to a deadline and who has signed a notice.
import type { FlowTaskOperatorRecordModel } from '@shared/api/workflow'

export const SPECIAL_TASK_MODEL_ID = 'vm-special-task'
export const SPECIAL_NOTICE_MODEL_ID = 'vm-special-task-notice'

export interface SpecialFlow { templateId: string; enCode: string; name: string }
/** 专项任务审批: the task model's flow */
export const SPECIAL_TASK_FLOW: SpecialFlow = { templateId: 'ft-special-task', enCode: 'specialTasksForm', name: '专项任务' }
/** 专项任务通知: the notice model's flow */
export const SPECIAL_NOTICE_FLOW: SpecialFlow = { templateId: 'ft-special-task-notice', enCode: 'SpecialTaskFlowNotify', name: '专项任务通知' }
/** the notice's receipt node */
export const SIGN_NODE = 'sn-sign'

export const CATEGORY_LABEL: Record<string, string> = {
  safety: '安全', quality: '质量', environment: '环保水保', flood: '防汛度汛', winter: '冬季施工', other: '其他'
}

const DAY = 86_400_000
const BEIJING = 8 * 3_600_000
const dayOf = (ms: number) => Math.floor((ms + BEIJING) / DAY)

export const numberOf = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined)
export const textOf = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '')

/** yyyy-MM-dd (Beijing) of an epoch ms */
export function dayText(ms: number | undefined): string {
  return ms === undefined ? '' : new Date(ms + BEIJING).toISOString().slice(0, 10)
}

/** MM-dd HH:mm (Beijing) of an epoch ms */
export function minuteText(ms: number | undefined): string {
  return ms === undefined ? '' : new Date(ms + BEIJING).toISOString().slice(5, 16).replace('T', ' ')
}

export interface DueState { text: string; tone: 'ok' | 'soon' | 'late' }

/** how a deadline (a day) stands on `now`: days left, due today, or days overdue */
export function dueState(deadline: number | undefined, now: number): DueState | null {
  if (deadline === undefined) return null
  const left = dayOf(deadline) - dayOf(now)
  if (left < 0) return { text: `已逾期${-left}天`, tone: 'late' }
  if (left === 0) return { text: '今天到期', tone: 'soon' }
  return { text: `剩余${left}天`, tone: left <= 2 ? 'soon' : 'ok' }
}

export interface Receipt { name: string; at: number; opinion: string }

/** who signed the notice, in order (records of the sign node, a voided one left out) */
export function receipts(records: FlowTaskOperatorRecordModel[] | undefined): Receipt[] {
  return (records ?? [])
    .filter((r) => r.nodeCode === SIGN_NODE && Number(r.handleStatus) === 1 && Number(r.status) !== -1)
    .map((r) => ({ name: (r.userName ?? '').split('/')[0], at: r.handleTime, opinion: r.handleOpinion ?? '' }))
}

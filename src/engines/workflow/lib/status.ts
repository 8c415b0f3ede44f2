// Labels and colours of the workflow enumerations (jnpf-api.md §6.5, jnpf-forms-and-flows.md §4.7): the task status
// of launch/todo/copied lists, the record handleStatus of the done list and of the timeline, and the urgency.
import { theme } from '@/config/theme'

export type Tone = 'primary' | 'success' | 'warning' | 'error' | 'info'

export interface StatusTag {
  label: string
  tone: Tone
}

/** FlowTaskStatusEnum (flow_task.F_STATUS) */
export const TASK_STATUS: Readonly<Record<number, StatusTag>> = {
  0: { label: '待提交', tone: 'info' },
  1: { label: '审批中', tone: 'primary' },
  2: { label: '已通过', tone: 'success' },
  3: { label: '已退回', tone: 'error' },
  4: { label: '已撤回', tone: 'warning' },
  5: { label: '已终止', tone: 'error' },
  6: { label: '挂起', tone: 'warning' },
  7: { label: '撤回提交', tone: 'info' }
}

/** FlowRecordEnum: what an operator record did (done list status, timeline) */
export const RECORD_STATUS: Readonly<Record<number, StatusTag>> = {
  [-1]: { label: '节点撤回', tone: 'warning' },
  0: { label: '退回', tone: 'error' },
  1: { label: '同意', tone: 'success' },
  2: { label: '提交', tone: 'primary' },
  3: { label: '撤回', tone: 'warning' },
  4: { label: '终止', tone: 'error' },
  5: { label: '指派', tone: 'primary' },
  6: { label: '加签', tone: 'primary' },
  7: { label: '转办', tone: 'primary' },
  8: { label: '变更', tone: 'primary' },
  9: { label: '复活', tone: 'primary' },
  10: { label: '前加签', tone: 'primary' },
  11: { label: '挂起', tone: 'warning' },
  12: { label: '恢复', tone: 'primary' },
  13: { label: '转向', tone: 'primary' },
  100: { label: '结束', tone: 'success' }
}

/** flowUrgent: 1 普通, 2 重要, 3 紧急 (anything else reads as 普通) */
export const URGENCY: Readonly<Record<number, StatusTag>> = {
  1: { label: '普通', tone: 'info' },
  2: { label: '重要', tone: 'warning' },
  3: { label: '紧急', tone: 'error' }
}

export const TONE_COLOR: Readonly<Record<Tone, string>> = {
  primary: theme.primary,
  success: theme.success,
  warning: theme.warning,
  error: theme.error,
  info: theme.info
}

const toNumber = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined
  const n = Number(value)
  return Number.isFinite(n) ? n : undefined
}

/** the tag of a task status; an unknown code is shown as itself so nothing is silently hidden */
export function taskStatusTag(status: unknown): StatusTag | undefined {
  const n = toNumber(status)
  if (n === undefined) return undefined
  return TASK_STATUS[n] ?? { label: `状态${n}`, tone: 'info' }
}

export function recordStatusTag(handleStatus: unknown): StatusTag | undefined {
  const n = toNumber(handleStatus)
  if (n === undefined) return undefined
  return RECORD_STATUS[n] ?? { label: `操作${n}`, tone: 'info' }
}

export function urgencyTag(flowUrgent: unknown): StatusTag {
  return URGENCY[toNumber(flowUrgent) ?? 1] ?? URGENCY[1]
}

/**
 * A delegation: 0 未开始, 1 生效中, 2 over — 已终止 when it was stopped before its end time, else 已结束. The state
 * is the server's `status`, or worked out from enabledMark and the period when a server leaves it out.
 */
export function delegateStatusTag(item: { status?: number | null; enabledMark?: number | string | null; startTime?: unknown; endTime?: unknown }, now = Date.now()): StatusTag {
  const start = Number(item.startTime) || 0
  const end = Number(item.endTime) || 0
  const state = Number(item.status ?? (Number(item.enabledMark) === 0 || (end && end <= now) ? 2 : start > now ? 0 : 1))
  if (state === 0) return { label: '未开始', tone: 'info' }
  if (state === 1) return { label: '生效中', tone: 'success' }
  return end > now ? { label: '已终止', tone: 'error' } : { label: '已结束', tone: 'info' }
}

export const DELEGATE_TYPE_LABEL: Readonly<Record<string, string>> = { 0: '发起委托', 1: '审批委托' }

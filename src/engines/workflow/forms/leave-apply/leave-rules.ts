// The leave request (请假申请, enCode leaveApply): the first coded system form. Field names follow JNPF's own
// LeaveApply form, so data launched from a JNPF web client reads the same.
import type { FormRule } from '@/lib/form'
import { isEmptyValue } from '@/lib/form'

export const LEAVE_FIELDS = {
  leaveType: '请假类型',
  leaveStartTime: '开始时间',
  leaveEndTime: '结束时间',
  leaveDayCount: '请假天数',
  leaveReason: '请假事由',
  fileJson: '附件'
} as const
export type LeaveField = keyof typeof LEAVE_FIELDS

/** what the form itself requires; the node's formOperates may add `required` to the rest */
export const LEAVE_REQUIRED: ReadonlySet<LeaveField> = new Set(['leaveType', 'leaveStartTime', 'leaveEndTime', 'leaveDayCount', 'leaveReason'])

export const LEAVE_TYPES = ['事假', '病假', '年假', '调休', '婚假', '产假', '陪产假', '丧假'] as const

const DAY_MS = 24 * 60 * 60 * 1000
export const MAX_LEAVE_DAYS = 365

const toMs = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined
  const n = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(n) ? n : undefined
}

const startOfDay = (ms: number) => {
  const d = new Date(ms)
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime()
}

/** the calendar days a leave spans (both ends counted): what 请假天数 is prefilled with */
export function spannedDays(start: unknown, end: unknown): number | undefined {
  const a = toMs(start)
  const b = toMs(end)
  if (a === undefined || b === undefined || b <= a) return undefined
  return Math.round((startOfDay(b) - startOfDay(a)) / DAY_MS) + 1
}

const requiredRule = (label: string): FormRule => ({ trigger: 'submit', validator: (v) => (isEmptyValue(v) ? `${label}不能为空` : undefined) })

/** the rules of the fields the user may write; `required` names the fields that must be filled */
export function leaveRules(required: ReadonlySet<LeaveField>): Record<string, FormRule[]> {
  const rules: Record<string, FormRule[]> = {}
  for (const key of Object.keys(LEAVE_FIELDS) as LeaveField[]) if (required.has(key)) rules[key] = [requiredRule(LEAVE_FIELDS[key])]
  const add = (key: LeaveField, rule: FormRule) => (rules[key] = [...(rules[key] ?? []), rule])
  add('leaveEndTime', {
    trigger: 'submit',
    validator: (v, values) => {
      const start = toMs(values.leaveStartTime)
      const end = toMs(v)
      return start !== undefined && end !== undefined && end <= start ? '结束时间必须晚于开始时间' : undefined
    }
  })
  add('leaveDayCount', {
    trigger: 'submit',
    validator: (v, values) => {
      if (isEmptyValue(v)) return undefined
      const days = Number(v)
      if (!Number.isFinite(days) || days <= 0) return '请假天数必须大于0'
      if (Math.round(days * 2) !== days * 2) return '请假天数以0.5天为单位'
      const span = spannedDays(values.leaveStartTime, values.leaveEndTime)
      if (span !== undefined && days > span) return `请假天数不能超过所选时间段的${span}天`
      return days > MAX_LEAVE_DAYS ? `请假天数不能超过${MAX_LEAVE_DAYS}天` : undefined
    }
  })
  add('leaveReason', { trigger: 'submit', validator: (v) => (typeof v === 'string' && v.length > 500 ? '请假事由不能超过500个字' : undefined) })
  return rules
}

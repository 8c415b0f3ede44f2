// The 补录考勤 form's draft and its checks, the same the server makes (manual-service.ts), so the keeper hears of a
// slip before anything is sent: a person, a day of the window, the times (not in the future, out after in), the
// cause and an explanation.
import type { ManualCause, ManualInput } from '@shared/api/attendance'
import { chinaDay } from '@/lib/china-time'

export type ManualKind = 'in' | 'out' | 'both'
export const MANUAL_KINDS: { value: ManualKind; label: string }[] = [
  { value: 'both', label: '上下班' }, { value: 'in', label: '仅上班' }, { value: 'out', label: '仅下班' }
]

export interface ManualDraft {
  personKey: string
  day: string
  kind: ManualKind
  inTime: string
  outTime: string
  cause: ManualCause | ''
  reason: string
}

export const emptyDraft = (today: string): ManualDraft => ({ personKey: '', day: today, kind: 'both', inTime: '', outTime: '', cause: '', reason: '' })

/** the ms of a China-time day and HH:mm */
const at = (day: string, hhmm: string) => Date.parse(`${day}T${hhmm}:00+08:00`)

/** the first problem of the draft, '' when it may be sent; window: the days the server accepts */
export function manualProblem(d: ManualDraft, window: { from: string; to: string }, now = Date.now()): string {
  if (!d.personKey) return '请选择补录人员'
  if (!d.day) return '请选择考勤日期'
  if (d.day > chinaDay(now) || d.day > window.to) return '不能补录今天以后的考勤'
  if (d.day < window.from) return `只能补录${window.from}以后的考勤`
  if (d.kind !== 'out' && !d.inTime) return '请选择上班时间'
  if (d.kind !== 'in' && !d.outTime) return '请选择下班时间'
  if (d.kind === 'both' && d.outTime <= d.inTime) return '下班时间应晚于上班时间'
  if ((d.kind !== 'out' && at(d.day, d.inTime) > now) || (d.kind !== 'in' && at(d.day, d.outTime) > now)) return '补录时间不能晚于当前时间'
  if (!d.cause) return '请选择补录原因'
  if (!d.reason.trim()) return '请填写补录说明'
  return ''
}

/** what is sent: the person as a worker (w:id) or a staff member's account (u:id) */
export function manualInput(contractId: string, d: ManualDraft, photos: { fileId: string; url: string; name: string }[]): ManualInput {
  const [type, id] = [d.personKey.slice(0, 1), d.personKey.slice(2)]
  return {
    contractId, ...(type === 'w' ? { workerId: id } : { userId: id }), day: d.day, kind: d.kind,
    ...(d.kind !== 'out' ? { inTime: d.inTime } : {}), ...(d.kind !== 'in' ? { outTime: d.outTime } : {}),
    cause: d.cause as ManualCause, reason: d.reason.trim(), photos
  }
}

/** the cause as the records show it (the server's MANUAL_CAUSES) */
export const MANUAL_CAUSE_LABELS: Record<ManualCause, string> = { phoneFault: '手机故障', noSignal: '无信号', faceFailed: '人脸识别失败', other: '其他' }

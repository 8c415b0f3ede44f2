// The shift rule form's checks, the server's own (server/src/modules/attendance/rules.ts cleanRule): HH:mm times,
// the end after the start, graces of 0 to 120 whole minutes, not every day of the week a rest day.

export interface RuleDraft {
  workStart: string; workEnd: string; lateGrace: string; earlyGrace: string; restDays: number[]
  /** registered workers clock in with a face photo (人脸识别打卡) */
  requireFace?: boolean
}
export type RuleErrors = Partial<Record<keyof RuleDraft, string>>

/** Sunday is 0, as the server writes rest days; the week shown from Monday */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((d) => ({ day: d, label: `周${'日一二三四五六'[d]}` }))

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5))

export function checkRule(d: RuleDraft): RuleErrors {
  const e: RuleErrors = {}
  if (!TIME.test(d.workStart)) e.workStart = '上班时间格式应为 HH:mm'
  if (!TIME.test(d.workEnd)) e.workEnd = '下班时间格式应为 HH:mm'
  else if (!e.workStart && minutes(d.workEnd) <= minutes(d.workStart)) e.workEnd = '下班时间应晚于上班时间'
  const grace = (v: string) => /^\d{1,3}$/.test(v.trim()) && Number(v) <= 120
  if (!grace(d.lateGrace)) e.lateGrace = '迟到宽限应为0～120之间的整数分钟'
  if (!grace(d.earlyGrace)) e.earlyGrace = '早退宽限应为0～120之间的整数分钟'
  if (new Set(d.restDays).size >= 7) e.restDays = '休息日不能是一周七天'
  return e
}

export const restDaysOf = (text: string): number[] => (text === '' ? [] : text.split(',').map(Number))

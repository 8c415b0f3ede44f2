// The exam screen's rules that need no screen: the countdown follows the server's deadline (the phone's clock may be
// wrong, so the time left is measured from the server's own clock at its last answer), choosing options by question
// kind, and what is still unanswered before submitting.
import type { ExamQuestionVO, OptionKey } from '@shared/api/training'

/** the difference between the server's clock and the phone's at the moment an answer came */
export const clockOffset = (serverNow: number, phoneNow: number) => serverNow - phoneNow

/** ms left before the deadline, by the server's clock as the phone estimates it (never below 0) */
export const remainingMs = (deadline: number, offset: number, phoneNow: number) => Math.max(0, deadline - (phoneNow + offset))

/** 19:05, or 1:02:03 past an hour */
export function countdownText(ms: number): string {
  const s = Math.ceil(ms / 1000)
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const sec = s % 60
  const two = (n: number) => String(n).padStart(2, '0')
  return h > 0 ? `${h}:${two(m)}:${two(sec)}` : `${two(m)}:${two(sec)}`
}

/** under a minute left: the countdown turns red */
export const URGENT_MS = 60_000

/** the answer after tapping an option: single and true/false replace, multiple toggles (kept in option order) */
export function toggleOption(kind: ExamQuestionVO['kind'], current: OptionKey[], key: OptionKey): OptionKey[] {
  if (kind !== 'multiple') return [key]
  const next = current.includes(key) ? current.filter((k) => k !== key) : [...current, key]
  return next.sort()
}

export const isAnswered = (answers: Record<string, OptionKey[]>, id: string) => (answers[id]?.length ?? 0) > 0

/** the numbers (1-based) of the questions without an answer */
export function unansweredNumbers(questions: ExamQuestionVO[], answers: Record<string, OptionKey[]>): number[] {
  return questions.flatMap((q, i) => (isAnswered(answers, q.id) ? [] : [i + 1]))
}

/** the confirmation before submitting */
export function submitPrompt(questions: ExamQuestionVO[], answers: Record<string, OptionKey[]>): string {
  const open = unansweredNumbers(questions, answers)
  if (open.length === 0) return `已答完全部${questions.length}题，交卷后不能再修改答案。`
  const list = open.length > 6 ? `${open.slice(0, 6).join('、')}等` : open.join('、')
  return `还有${open.length}题未作答（第${list}题），未答的题不得分。确定交卷吗？`
}

/** 5分32秒 */
export function durationText(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000))
  return `${Math.floor(s / 60)}分${String(s % 60).padStart(2, '0')}秒`
}

// The checks of the course and question forms, said before sending (the server checks the same and has the last
// word, e.g. on publishing with too few enabled questions): the first problem in the form's order, or null.
import { OPTION_MAX, PASS_MARK_MAX, PASS_MARK_MIN, type QuestionKind } from '@shared/api/training'

export const OPTION_KEYS = 'ABCDEF'.slice(0, OPTION_MAX).split('')
export const JUDGE_TEXTS = ['正确', '错误']

export interface CourseDraft { title: string; description: string; passMark: string; timeLimitMinutes: string; questionCount: string; published: boolean }
export interface QuestionDraft { kind: QuestionKind; stem: string; options: string[]; answer: string[]; analysis: string }

const wholeIn = (v: string, min: number, max: number) => /^\d+$/.test(v.trim()) && Number(v) >= min && Number(v) <= max

export function courseProblem(d: CourseDraft, enabledQuestions: number): string | null {
  if (d.title.trim() === '') return '请填写课程名称'
  if (d.title.trim().length > 100) return '课程名称不能超过100个字'
  if (!wholeIn(d.passMark, PASS_MARK_MIN, PASS_MARK_MAX)) return `合格分数应为 ${PASS_MARK_MIN} 到 ${PASS_MARK_MAX} 之间的整数`
  if (!wholeIn(d.timeLimitMinutes, 1, 300)) return '考试时长（分钟）应为 1 到 300 之间的整数'
  if (!wholeIn(d.questionCount, 1, 200)) return '每次抽题数应为 1 到 200 之间的整数'
  if (d.published && Number(d.questionCount) > enabledQuestions) {
    return `发布的课程每次抽题 ${d.questionCount} 道，启用的题目只有 ${enabledQuestions} 道，请先添加或启用题目，或减少抽题数`
  }
  return null
}

export function questionProblem(d: QuestionDraft): string | null {
  if (d.stem.trim() === '') return '请填写题干'
  const options = d.kind === 'judge' ? JUDGE_TEXTS : d.options
  if (d.kind !== 'judge') {
    if (options.length < 2) return '选择题至少需要两个选项'
    const empty = options.findIndex((o) => o.trim() === '')
    if (empty >= 0) return `请填写选项${OPTION_KEYS[empty]}`
    if (new Set(options.map((o) => o.trim())).size !== options.length) return '选项内容不能重复'
  }
  const answer = d.answer.filter((k) => OPTION_KEYS.indexOf(k) < options.length)
  if (d.kind === 'multiple' && answer.length < 2) return '多选题至少需要两个正确答案'
  if (d.kind === 'single' && answer.length !== 1) return '单选题只能有一个正确答案'
  if (d.kind === 'judge' && answer.length !== 1) return '判断题请选择“正确”或“错误”'
  return null
}

// The exam's rules that need no database: which option keys a question accepts, how an answer is checked and how
// an exam is scored. Every question weighs the same; a multiple-choice question counts only when exactly the right
// options are chosen (no part marks, as in the site safety exams); the score is out of 100, rounded.
import type { QuestionKind } from '@shared/api/training'
import { BadRequest } from '../../errors'

export const KEYS = 'ABCDEFGH'
export const JUDGE_OPTIONS = ['正确', '错误']

export const keysOf = (optionCount: number) => KEYS.slice(0, optionCount).split('')

/** the answer as stored: the keys sorted and joined ('AC'); '' for none */
export const joinKeys = (keys: string[]) => [...new Set(keys)].sort().join('')
export const splitKeys = (text: string) => text.split('').filter(Boolean)

/** checks an answer from the client against its question's kind and options */
export function cleanAnswer(value: unknown, kind: QuestionKind, optionCount: number): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.some((k) => typeof k !== 'string')) throw new BadRequest('答案格式不正确，应为选项字母列表')
  const keys = keysOf(optionCount)
  const bad = (value as string[]).find((k) => !keys.includes(k))
  if (bad !== undefined) throw new BadRequest(`选项“${bad.slice(0, 8)}”不存在，可选 ${keys.join('、')}`)
  const unique = [...new Set(value as string[])]
  if (unique.length !== value.length) throw new BadRequest('答案中有重复的选项')
  if (kind !== 'multiple' && unique.length > 1) throw new BadRequest(kind === 'judge' ? '判断题只能选择一项' : '单选题只能选择一项')
  return unique.sort()
}

export const isCorrect = (answer: string, given: string | undefined) => answer !== '' && given === answer

export function scoreOf(results: boolean[], passMark: number): { score: number; passed: boolean; correctCount: number } {
  const correctCount = results.filter(Boolean).length
  const score = results.length === 0 ? 0 : Math.round((100 * correctCount) / results.length)
  return { score, passed: score >= passMark, correctCount }
}

/** a random order of the items (Fisher-Yates with a uniform random source) */
export function shuffled<T>(items: T[], random: (n: number) => number): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = random(i + 1)
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

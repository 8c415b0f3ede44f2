// The exam screen's rules: the countdown follows the server's deadline whatever the phone's clock says, options are
// chosen by question kind, and the confirmation before submitting names the unanswered questions.
import type { ExamQuestionVO } from '@shared/api/training'
import { clockOffset, countdownText, durationText, remainingMs, submitPrompt, toggleOption, unansweredNumbers } from '@/features/training/lib/exam'

const q = (id: string, kind: ExamQuestionVO['kind'] = 'single'): ExamQuestionVO => ({ id, kind, kindName: '', stem: id, options: [] })

describe('the countdown', () => {
  test('is measured by the server\'s clock: a phone an hour fast still shows the twenty minutes left', () => {
    const serverNow = 1_700_000_000_000
    const phoneNow = serverNow + 3_600_000
    const offset = clockOffset(serverNow, phoneNow)
    const deadline = serverNow + 20 * 60_000
    expect(remainingMs(deadline, offset, phoneNow)).toBe(20 * 60_000)
    expect(remainingMs(deadline, offset, phoneNow + 61_000)).toBe(20 * 60_000 - 61_000)
    expect(remainingMs(deadline, offset, phoneNow + 21 * 60_000)).toBe(0)
  })

  test('reads mm:ss, with hours past an hour, rounding a part second up so 00:00 means time is up', () => {
    expect(countdownText(20 * 60_000)).toBe('20:00')
    expect(countdownText(59_001)).toBe('01:00')
    expect(countdownText(59_000)).toBe('00:59')
    expect(countdownText(1)).toBe('00:01')
    expect(countdownText(0)).toBe('00:00')
    expect(countdownText(3_723_000)).toBe('1:02:03')
  })

  test('durations read in minutes and seconds', () => {
    expect(durationText(12 * 60_000 + 5_000)).toBe('12分05秒')
    expect(durationText(-5)).toBe('0分00秒')
  })
})

describe('choosing options', () => {
  test('single choice and true/false replace the answer; multiple choice toggles, kept in option order', () => {
    expect(toggleOption('single', ['A'], 'C')).toEqual(['C'])
    expect(toggleOption('judge', ['B'], 'A')).toEqual(['A'])
    expect(toggleOption('multiple', ['C'], 'A')).toEqual(['A', 'C'])
    expect(toggleOption('multiple', ['A', 'C'], 'C')).toEqual(['A'])
    expect(toggleOption('multiple', [], 'D')).toEqual(['D'])
  })
})

describe('before submitting', () => {
  const questions = [q('a'), q('b', 'multiple'), q('c', 'judge')]
  test('the unanswered questions are named by number; an emptied multiple choice counts as unanswered', () => {
    expect(unansweredNumbers(questions, { a: ['A'], b: [] })).toEqual([2, 3])
    expect(submitPrompt(questions, { a: ['A'], b: [] })).toBe('还有2题未作答（第2、3题），未答的题不得分。确定交卷吗？')
    expect(submitPrompt(questions, { a: ['A'], b: ['A', 'B'], c: ['B'] })).toBe('已答完全部3题，交卷后不能再修改答案。')
    const ten = Array.from({ length: 10 }, (_, i) => q(`q${i}`))
    expect(submitPrompt(ten, {})).toBe('还有10题未作答（第1、2、3、4、5、6等题），未答的题不得分。确定交卷吗？')
  })
})

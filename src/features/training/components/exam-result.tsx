// The result of an exam: score against the pass mark, right and wrong, and each wrong answer with the right one and
// its analysis. A failed exam may be taken again.
import { Text, View } from '@tarojs/components'
import type { ExamResultQuestionVO, ExamResultVO } from '@shared/api/training'
import { durationText } from '../lib/exam'

/** the chosen keys (AC); a true/false question's by their words (正确) */
const answerText = (q: ExamResultQuestionVO, keys: string[]) => {
  if (keys.length === 0) return '未作答'
  return q.kind === 'judge' ? keys.map((k) => q.options.find((o) => o.key === k)?.text ?? k).join('') : keys.join('')
}

export interface ExamResultProps {
  result: ExamResultVO
  /** someone's exam opened from the records: say whose */
  showName?: boolean
  onRetake?: () => void
  onBack?: () => void
}

export function ExamResult({ result, showName, onRetake, onBack }: ExamResultProps) {
  const wrong = result.questions.filter((q) => !q.correct)
  return (
    <View className='ex-result'>
      <View className={`ex-score ex-score--${result.passed ? 'pass' : 'fail'}`}>
        <Text className='ex-score__title'>{showName && result.userName ? `${result.userName} · ${result.courseTitle}` : result.courseTitle}</Text>
        <Text className='ex-score__value'>{`${result.score}分`}</Text>
        <Text className='ex-score__verdict'>{result.passed ? '考试通过' : '未通过'}</Text>
        <Text className='ex-score__meta'>{`答对${result.correctCount}/${result.totalCount}题 · ${result.passMark}分及格 · 用时${durationText(result.submittedAt - result.startedAt)}`}</Text>
        {result.late && <Text className='ex-score__meta'>超过考试时间交卷，按截止前已保存的答案计分</Text>}
      </View>
      {wrong.length > 0 && <Text className='ex-section'>{`错题解析（${wrong.length}题）`}</Text>}
      {wrong.map((q) => (
        <View key={q.id} className='ex-wrong'>
          <View className='ex-question__head'>
            <Text className='ex-kind'>{q.kindName}</Text>
            <Text className='ex-question__no'>{`第${result.questions.indexOf(q) + 1}题`}</Text>
          </View>
          <Text className='ex-wrong__stem'>{q.stem}</Text>
          {q.options.map((o) => (
            <Text key={o.key} className={`ex-wrong__option${q.correctAnswer.includes(o.key) ? ' ex-wrong__option--right' : ''}`}>{`${o.key}. ${o.text}`}</Text>
          ))}
          <Text className='ex-wrong__mine'>{`${showName ? '考生答案' : '你的答案'}：${answerText(q, q.myAnswer)}`}</Text>
          <Text className='ex-wrong__right'>{`正确答案：${answerText(q, q.correctAnswer)}`}</Text>
          {q.analysis && <Text className='ex-wrong__analysis'>{`解析：${q.analysis}`}</Text>}
        </View>
      ))}
      {(onRetake || onBack) && (
        <View className='ex-actions'>
          {onBack && <View className='ex-btn' role='button' onClick={onBack}><Text>返回课程</Text></View>}
          {onRetake && !result.passed && <View className='ex-btn ex-btn--primary' role='button' onClick={onRetake}><Text>重新考试</Text></View>}
        </View>
      )}
    </View>
  )
}

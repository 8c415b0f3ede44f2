// One exam in progress: one question at a time with big options, a countdown that follows the server's deadline, an
// answer sheet to jump between questions, each answer saved as it is given, one save at a time (an answer the
// network lost is sent again with the submission, after the saves still under way), and 交卷 with a confirmation.
// At zero the exam is submitted by itself.
import { useCallback, useMemo, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { ExamAttemptVO, ExamResultVO, OptionKey } from '@shared/api/training'
import { errorText } from '@/lib/error-text'
import { RequestError } from '@/lib/request'
import { getExam, saveAnswer, submitExam } from '../api/training'
import { createAnswerQueue } from '../lib/answer-queue'
import { URGENT_MS, countdownText, isAnswered, submitPrompt, toggleOption } from '../lib/exam'
import { useCountdown } from './use-countdown'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })

export function ExamScreen({ exam, onDone }: { exam: ExamAttemptVO; onDone(result: ExamResultVO): void }) {
  const [answers, setAnswers] = useState<Record<string, OptionKey[]>>(exam.answers)
  const [index, setIndex] = useState(0)
  const [unsaved, setUnsaved] = useState<string[]>([])
  const [busy, setBusy] = useState(false)
  const latest = useRef(answers)
  latest.current = answers
  const submitting = useRef(false)
  const sync = useRef<(serverNow: number) => void>(() => undefined)
  const timeUp = useRef<() => void>(() => undefined)
  const queue = useMemo(() => createAnswerQueue((qid, answer) => saveAnswer(exam.id, qid, answer), {
    saved(qid, r) {
      sync.current(r.serverNow)
      setUnsaved((u) => u.filter((id) => id !== qid))
    },
    failed(qid, err) {
      setUnsaved((u) => (u.includes(qid) ? u : [...u, qid]))
      if (err instanceof RequestError && err.message.includes('考试时间已到')) timeUp.current()
    }
  }), [exam.id])

  const finish = useCallback(async (auto: boolean) => {
    if (submitting.current) return
    submitting.current = true
    setBusy(true)
    try {
      // the saves still queued or in flight go first: one landing after the submission would be refused
      await queue.flush()
      const result = await submitExam(exam.id, latest.current)
      if (auto) toast('考试时间到，已自动交卷')
      onDone(result)
    } catch (err) {
      // already closed by the server (deadline passed on another device, or a double tap): show its result
      if (err instanceof RequestError) {
        try {
          const now = await getExam(exam.id)
          if (now.state === 'submitted') return onDone(now)
        } catch { /* the toast below */ }
      }
      toast(errorText(err, '交卷失败，请重试'))
      submitting.current = false
      setBusy(false)
    }
  }, [exam.id, onDone, queue])

  const { left, resync } = useCountdown(exam.deadline, exam.serverNow, () => void finish(true))
  sync.current = resync
  timeUp.current = () => void finish(true)

  // back from the background (or the screen locked), or pulled down: the server's clock and state are the truth
  const refresh = () => getExam(exam.id).then((now) => {
    if (now.state === 'submitted') return onDone(now)
    resync(now.serverNow)
  }).catch(() => undefined)
  const first = useRef(true)
  useDidShow(() => {
    if (first.current) { first.current = false; return }
    void refresh()
  })
  usePullDownRefresh(() => { void refresh().finally(() => Taro.stopPullDownRefresh()) })

  const q = exam.questions[index]
  const choose = (key: OptionKey) => {
    if (busy) return
    const next = toggleOption(q.kind, latest.current[q.id] ?? [], key)
    setAnswers((a) => ({ ...a, [q.id]: next }))
    latest.current = { ...latest.current, [q.id]: next }
    queue.put(q.id, next)
  }

  const confirmSubmit = async () => {
    const res = await Taro.showModal({ title: '确认交卷', content: submitPrompt(exam.questions, answers), confirmText: '交卷', cancelText: '继续答题' })
    if (res.confirm) void finish(false)
  }

  const chosen = answers[q.id] ?? []
  const last = index === exam.questions.length - 1
  return (
    <View className='ex-exam'>
      <View className='ex-bar'>
        <Text className='ex-bar__title'>{exam.courseTitle}</Text>
        <Text className={`ex-bar__time${left < URGENT_MS ? ' ex-bar__time--urgent' : ''}`} aria-label='剩余时间'>{`剩余 ${countdownText(left)}`}</Text>
      </View>
      <View className='ex-question'>
        <View className='ex-question__head'>
          <Text className='ex-kind'>{q.kindName}</Text>
          <Text className='ex-question__no'>{`第${index + 1}/${exam.questions.length}题`}</Text>
        </View>
        <Text className='ex-question__stem'>{q.stem}</Text>
        {q.kind === 'multiple' && <Text className='ex-hint'>可选多项，全部选对才得分</Text>}
        {q.options.map((o) => {
          const on = chosen.includes(o.key)
          return (
            <View key={o.key} className={`ex-option${on ? ' ex-option--on' : ''}`} role={q.kind === 'multiple' ? 'checkbox' : 'radio'} aria-checked={on}
              onClick={() => choose(o.key)}>
              <Text className='ex-option__key'>{o.key}</Text>
              <Text className='ex-option__text'>{o.text}</Text>
            </View>
          )
        })}
        {unsaved.includes(q.id) && <Text className='ex-warn'>本题答案未保存，交卷时将一并提交</Text>}
      </View>
      <View className='ex-sheet'>
        <Text className='ex-sheet__title'>答题卡</Text>
        <View className='ex-sheet__grid'>
          {exam.questions.map((x, i) => (
            <View key={x.id} className={`ex-dot${isAnswered(answers, x.id) ? ' ex-dot--done' : ''}${i === index ? ' ex-dot--now' : ''}`} onClick={() => setIndex(i)}>
              <Text>{i + 1}</Text>
            </View>
          ))}
        </View>
      </View>
      <View className='ex-actions'>
        <View className={`ex-btn${index === 0 ? ' ex-btn--off' : ''}`} role='button' onClick={() => index > 0 && setIndex(index - 1)}><Text>上一题</Text></View>
        {!last && <View className='ex-btn ex-btn--primary' role='button' onClick={() => setIndex(index + 1)}><Text>下一题</Text></View>}
        <View className={`ex-btn ${last ? 'ex-btn--primary' : 'ex-btn--submit'}${busy ? ' ex-btn--off' : ''}`} role='button' onClick={() => !busy && void confirmSubmit()}>
          <Text>{busy ? '交卷中…' : '交卷'}</Text>
        </View>
      </View>
    </View>
  )
}

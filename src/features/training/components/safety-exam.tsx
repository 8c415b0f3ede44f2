// 安全培训考试: the course list, an exam (started, or resumed from where the server kept it), and its result with a
// retake when failed. Opened with an exam id (from 考试记录) it shows that exam: its result, or the exam itself if
// it is still open.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import type { ExamAttemptVO, ExamResultVO, TrainingCourseVO } from '@shared/api/training'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getExam, startExam } from '../api/training'
import { CourseList, type SessionLinks } from './course-list'
import { ExamResult } from './exam-result'
import { ExamScreen } from './exam-screen'
import './training.scss'

type View = { kind: 'courses' } | { kind: 'loading' } | { kind: 'error'; text: string } | { kind: 'exam'; exam: ExamAttemptVO } | { kind: 'result'; result: ExamResultVO }

export function SafetyExam({ examId, onTitle, sessions }: { examId?: string; onTitle?(title: string): void; sessions?: SessionLinks }) {
  const [view, setView] = useState<View>(examId ? { kind: 'loading' } : { kind: 'courses' })

  const load = useCallback(async () => {
    if (!examId) return
    try {
      const e = await getExam(examId)
      setView(e.state === 'open' ? { kind: 'exam', exam: e } : { kind: 'result', result: e })
    } catch (err) {
      setView({ kind: 'error', text: errorText(err, '考试加载失败') })
    }
  }, [examId])
  useEffect(() => { void load() }, [load])

  // the course list and the exam reload themselves when pulled down; a result (or its error) opened from a record
  // is read again; a result just shown has nothing to reload. The spinner stops in every case, errors too.
  const kind = useRef(view.kind)
  kind.current = view.kind
  usePullDownRefresh(() => {
    if (kind.current === 'courses' || kind.current === 'exam') return
    void load().finally(() => Taro.stopPullDownRefresh())
  })

  useEffect(() => {
    onTitle?.(view.kind === 'exam' ? '在线考试' : view.kind === 'result' ? '考试结果' : '安全培训考试')
  }, [view.kind, onTitle])

  /** starts (after a confirmation) or resumes an exam of the course */
  const start = async (courseId: string, confirm: { title: string; content: string } | null) => {
    if (confirm) {
      const ok = await Taro.showModal({ ...confirm, confirmText: '开始考试', cancelText: '取消' })
      if (!ok.confirm) return
    }
    try {
      setView({ kind: 'exam', exam: await startExam(courseId) })
    } catch {
      // the request client has shown the server's reason
    }
  }
  const startCourse = (c: TrainingCourseVO) => start(c.id, c.openAttemptId ? null : {
    title: c.title, content: `共${c.questionCount}题，限时${c.timeLimitMinutes}分钟，${c.passMark}分及格。开始后计时不会暂停，到时自动交卷。`
  })

  if (view.kind === 'loading') return <PageState status='loading' />
  if (view.kind === 'error') return <PageState status='error' text={view.text} onRetry={examId ? () => void load() : undefined} />
  if (view.kind === 'exam') return <ExamScreen key={view.exam.id} exam={view.exam} onDone={(result) => setView({ kind: 'result', result })} />
  if (view.kind === 'result') {
    const r = view.result
    return (
      <ExamResult result={r} showName={!!examId} onBack={examId ? undefined : () => setView({ kind: 'courses' })}
        onRetake={examId ? undefined : () => void start(r.courseId, { title: r.courseTitle, content: '重新考试将重新抽题并重新计时，确定开始吗？' })} />
    )
  }
  return <CourseList onStart={(c) => void startCourse(c)} sessions={sessions} />
}

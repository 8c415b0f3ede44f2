// The courses of the project in use with my standing in each: passed (best score), failed (retake), not taken, or
// an exam in progress (继续考试: the server kept its questions, answers and deadline). Each course names the
// training session (培训班) it is trained in, which opens that session; 培训签到 above the list opens the sessions.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { TrainingCourseVO } from '@shared/api/training'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { getCourses } from '../api/training'
import { getAdminCourses } from '../api/course-admin'
import { dayTime, stateText } from '../lib/sessions'

export function standingOf(c: TrainingCourseVO): { text: string; tone: 'pass' | 'fail' | 'none' | 'open'; action: string | null } {
  if (c.openAttemptId) return { text: '考试进行中', tone: 'open', action: '继续考试' }
  if (c.passed) return { text: `已通过 · 最高${c.bestScore}分`, tone: 'pass', action: null }
  if (c.bestScore !== null) return { text: `未通过 · 最高${c.bestScore}分`, tone: 'fail', action: '重新考试' }
  return { text: '未参加', tone: 'none', action: '开始考试' }
}

export interface SessionLinks {
  /** 培训签到: the sessions */
  list: string
  /** one session */
  detail(id: string): string
  /** 课程管理: shown only when the server says I may administer the project's courses */
  courseAdmin?: string
}

export function CourseList({ onStart, sessions }: { onStart(course: TrainingCourseVO): void; sessions?: SessionLinks }) {
  const projectId = storage.get('project')?.id ?? ''
  const [rows, setRows] = useState<TrainingCourseVO[]>([])
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [mayManage, setMayManage] = useState(false)
  const shown = useRef(false)

  const load = useCallback(async () => {
    if (!projectId) {
      setError('请先在工作台选择项目')
      setStatus('error')
      return
    }
    try {
      const admin = sessions?.courseAdmin
        // the 课程管理 entry is an extra: when the right cannot be read it stays hidden and the courses still show
        ? getAdminCourses(projectId, true).then((r) => r.mayManage, () => false)
        : Promise.resolve(false)
      const [courses, manage] = await Promise.all([getCourses(projectId), admin])
      setRows(courses)
      setMayManage(manage)
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '课程加载失败'))
      setStatus('error')
    }
  }, [projectId, sessions?.courseAdmin])

  useEffect(() => { void load() }, [load])
  useDidShow(() => {
    if (shown.current) void load()
    shown.current = true
  })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const entry = sessions && (
    <>
      <View className='ta-entry' role='link' onClick={() => void Taro.navigateTo({ url: sessions.list })}>
        <Text>培训签到</Text>
        <Text className='ta-entry__more'>培训班与我的学时 ›</Text>
      </View>
      {mayManage && sessions.courseAdmin && (
        <View className='ta-entry' role='link' onClick={() => void Taro.navigateTo({ url: sessions.courseAdmin! })}>
          <Text>课程管理</Text>
          <Text className='ta-entry__more'>课程与题库 ›</Text>
        </View>
      )}
    </>
  )
  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error') return <PageState status='error' text={error} onRetry={projectId ? () => void load() : undefined} />
  if (rows.length === 0) return <View className='ex-list'>{entry}<PageState status='empty' text='本项目暂无培训课程' /></View>
  return (
    <View className='ex-list'>
      {entry}
      {rows.map((c) => {
        const s = standingOf(c)
        return (
          <View key={c.id} className='ex-card'>
            <View className='ex-card__head'>
              <Text className='ex-card__title'>{c.title}</Text>
              <Text className={`ex-tag ex-tag--${s.tone}`}>{s.text}</Text>
            </View>
            {c.description && <Text className='ex-card__desc'>{c.description}</Text>}
            {c.session && (
              <View role='link' onClick={() => { if (sessions && c.session) void Taro.navigateTo({ url: sessions.detail(c.session.id) }) }}>
                <Text className='ta-course-session'>{`培训班：${c.session.title}（${dayTime(c.session.startsAt)} · ${stateText(c.session.state)}）`}</Text>
              </View>
            )}
            <Text className='ex-card__meta'>{`${c.questionCount}题 · 限时${c.timeLimitMinutes}分钟 · ${c.passMark}分及格${c.attempts ? ` · 已考${c.attempts}次` : ''}`}</Text>
            {s.action && (
              <View className={`ex-btn ex-btn--primary ex-card__btn`} role='button' onClick={() => onStart(c)}><Text>{s.action}</Text></View>
            )}
          </View>
        )
      })}
    </View>
  )
}

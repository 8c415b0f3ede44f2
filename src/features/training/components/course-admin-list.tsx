// 课程管理: the project's courses for its organisers, drafts too, each with its state (已发布 / 草稿), its question
// counts and exams taken; 新建课程 opens the empty form, a course opens its form with its question bank.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { CourseAdminCard } from '@shared/api/training'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { getAdminCourses } from '../api/course-admin'
import './training.scss'

export function CourseAdminList({ formUrl }: { formUrl(id?: string): string }) {
  const projectId = storage.get('project')?.id ?? ''
  const [rows, setRows] = useState<CourseAdminCard[]>([])
  const [status, setStatus] = useState<'loading' | 'ready' | 'denied' | 'error'>('loading')
  const [error, setError] = useState('')
  const shown = useRef(false)

  const load = useCallback(async () => {
    if (!projectId) {
      setError('请先在工作台选择项目')
      setStatus('error')
      return
    }
    try {
      const r = await getAdminCourses(projectId)
      setRows(r.courses)
      setStatus(r.mayManage ? 'ready' : 'denied')
    } catch (err) {
      setError(errorText(err, '课程加载失败'))
      setStatus('error')
    }
  }, [projectId])
  useEffect(() => { void load() }, [load])
  // back from a course's form: its changes show
  useDidShow(() => {
    if (shown.current) void load()
    shown.current = true
  })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error') return <PageState status='error' text={error} onRetry={projectId ? () => void load() : undefined} />
  if (status === 'denied') return <PageState status='error' text='只有安全员、安全总监和项目经理可以管理培训课程' />
  const add = (
    <View className='ex-actions'>
      <View className='ex-btn ex-btn--primary' role='button' onClick={() => void Taro.navigateTo({ url: formUrl() })}><Text>新建课程</Text></View>
    </View>
  )
  return (
    <View className='ex-list'>
      {rows.length === 0 && <PageState status='empty' text='本项目暂无培训课程，点击下方新建' />}
      {rows.map((c) => (
        <View key={c.id} className='ex-card' role='link' onClick={() => void Taro.navigateTo({ url: formUrl(c.id) })}>
          <View className='ex-card__head'>
            <Text className='ex-card__title'>{c.title}</Text>
            <Text className={`ca-chip ${c.published ? 'ca-chip--on' : 'ca-chip--draft'}`}>{c.published ? '已发布' : '草稿'}</Text>
          </View>
          <Text className='ex-card__meta'>{`题库 ${c.enabledQuestions}/${c.totalQuestions} 题启用 · 每次抽 ${c.questionCount} 题`}</Text>
          <Text className='ex-card__meta'>{`合格 ${c.passMark} 分 · 限时 ${c.timeLimitMinutes} 分钟 · 已考 ${c.attempts} 次`}</Text>
        </View>
      ))}
      {add}
    </View>
  )
}

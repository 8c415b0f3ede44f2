// 考试记录: my exams (score, time, passed); the project's safety officers and managers switch to everyone's and filter
// by course, result and name. A record opens its result with the analysis.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import type { ExamRecordScope, ExamRecordVO, TrainingCourseVO } from '@shared/api/training'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { getCourses, getRecords } from '../api/training'
import './training.scss'

const PAGE = 20
const when = (ms: number) => {
  const d = new Date(ms + 8 * 3_600_000).toISOString()
  return `${d.slice(0, 10)} ${d.slice(11, 16)}`
}

function Chips({ options, value, onChange, label }: { options: { value: string; label: string }[]; value: string; onChange(v: string): void; label: string }) {
  return (
    <View className='ex-chips' role='radiogroup' aria-label={label}>
      {options.map((o) => (
        <View key={o.value || 'all'} role='radio' aria-checked={o.value === value} className={`ex-chip${o.value === value ? ' ex-chip--on' : ''}`} onClick={() => onChange(o.value)}>
          <Text>{o.label}</Text>
        </View>
      ))}
    </View>
  )
}

export function RecordList({ resultUrl }: { resultUrl(examId: string): string }) {
  const projectId = storage.get('project')?.id ?? ''
  const [scope, setScope] = useState<ExamRecordScope>('mine')
  const [passed, setPassed] = useState('')
  const [courseId, setCourseId] = useState('')
  const [keyword, setKeyword] = useState('')
  const [typed, setTyped] = useState('')
  const [courses, setCourses] = useState<TrainingCourseVO[]>([])
  const [coursesError, setCoursesError] = useState('')
  const [mayReadAll, setMayReadAll] = useState(false)
  const [rows, setRows] = useState<ExamRecordVO[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const shown = useRef(false)

  const load = useCallback(async (n: number) => {
    if (!projectId) {
      setError('请先在工作台选择项目')
      setStatus('error')
      return
    }
    try {
      const res = await getRecords({
        projectId, scope, courseId: courseId || undefined, passed: (passed || undefined) as '1' | '0' | undefined,
        keyword: scope === 'all' ? keyword.trim() || undefined : undefined, currentPage: n, pageSize: PAGE
      })
      setRows((now) => (n === 1 ? res.list : [...now, ...res.list]))
      setTotal(res.pagination.total)
      setMayReadAll(res.mayReadAll)
      setPage(n)
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '考试记录加载失败'))
      setStatus('error')
    }
  }, [projectId, scope, courseId, passed, keyword])

  useEffect(() => { void load(1) }, [load])
  // the course filter is secondary: a failure is said on its line, with a retry, and the records still list
  const loadCourses = useCallback(() => {
    if (!projectId) return
    setCoursesError('')
    getCourses(projectId).then(setCourses, (err: unknown) => setCoursesError(errorText(err, '课程筛选加载失败')))
  }, [projectId])
  useEffect(() => { loadCourses() }, [loadCourses])
  useDidShow(() => {
    if (shown.current) void load(1)
    shown.current = true
  })
  usePullDownRefresh(() => { void load(1).finally(() => Taro.stopPullDownRefresh()) })
  useReachBottom(() => { if (status === 'ready' && rows.length < total) void load(page + 1) })

  return (
    <View className='ex-list'>
      {mayReadAll && <Chips label='范围' options={[{ value: 'mine', label: '我的记录' }, { value: 'all', label: '全部人员' }]} value={scope} onChange={(v) => setScope(v as ExamRecordScope)} />}
      {scope === 'all' && (
        <View className='ex-search'>
          <Input className='ex-search__input' value={typed} placeholder='搜索姓名' confirmType='search' maxlength={50}
            onInput={(e) => setTyped(e.detail.value)} onConfirm={() => setKeyword(typed)} onBlur={() => setKeyword(typed)} />
        </View>
      )}
      <Chips label='结果' options={[{ value: '', label: '全部' }, { value: '1', label: '通过' }, { value: '0', label: '未通过' }]} value={passed} onChange={setPassed} />
      {coursesError && <Text className='ex-hint' onClick={loadCourses}>{`${coursesError}，点击重试`}</Text>}
      {courses.length > 0 && <Chips label='课程' options={[{ value: '', label: '全部课程' }, ...courses.map((c) => ({ value: c.id, label: c.title }))]} value={courseId} onChange={setCourseId} />}
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={error} onRetry={projectId ? () => void load(1) : undefined} />}
      {status === 'ready' && rows.length === 0 && <PageState status='empty' text='暂无考试记录' />}
      {status !== 'error' && rows.map((r) => (
        <View key={r.id} className='ex-card ex-record' onClick={() => void Taro.navigateTo({ url: resultUrl(r.id) })}>
          <View className='ex-card__head'>
            <Text className='ex-card__title'>{r.courseTitle}</Text>
            <Text className={`ex-tag ex-tag--${r.passed ? 'pass' : 'fail'}`}>{r.passed ? '通过' : '未通过'}</Text>
          </View>
          <View className='ex-record__body'>
            <Text className={`ex-record__score ex-record__score--${r.passed ? 'pass' : 'fail'}`}>{`${r.score}分`}</Text>
            <View className='ex-record__info'>
              {scope === 'all' && <Text className='ex-card__meta'>{r.userName}</Text>}
              <Text className='ex-card__meta'>{`交卷 ${when(r.submittedAt)} · 用时${r.durationText}`}</Text>
              <Text className='ex-card__meta'>{`答对${r.correctCount}/${r.totalCount}题 · ${r.passMark}分及格${r.late ? ' · 超时交卷' : ''}`}</Text>
            </View>
          </View>
        </View>
      ))}
      {status === 'ready' && rows.length > 0 && <View className='ex-list__footer'><Text>{rows.length < total ? '上拉加载更多' : `共${total}条`}</Text></View>}
    </View>
  )
}

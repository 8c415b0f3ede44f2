// A course's form (新建课程 / 编辑课程): title, description, pass mark, time limit, questions drawn per exam and whether
// it is published; below it, once saved, its question bank: add or edit a question in a sheet, disable or enable
// one, delete one after a confirmation (the server refuses questions already drawn in an exam: disable those), and
// delete the course itself while no exam was taken of it (else it can only be unpublished).
import { useCallback, useEffect, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Switch, Text, Textarea, View } from '@tarojs/components'
import type { CourseAdminDetail, QuestionAdminVO, QuestionInput } from '@shared/api/training'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { deleteCourse, deleteQuestion, getAdminCourse, saveCourse, saveQuestion, setQuestionEnabled } from '../api/course-admin'
import { courseProblem, type CourseDraft } from '../lib/course-admin'
import { QuestionSheet } from './question-sheet'
import './training.scss'

const EMPTY: CourseDraft = { title: '', description: '', passMark: '80', timeLimitMinutes: '20', questionCount: '10', published: false }
const draftOf = (c: CourseAdminDetail): CourseDraft => ({
  title: c.title, description: c.description, passMark: String(c.passMark), timeLimitMinutes: String(c.timeLimitMinutes), questionCount: String(c.questionCount), published: c.published
})

async function confirm(title: string, content: string): Promise<boolean> {
  const r = await Taro.showModal({ title, content, confirmText: '删除', confirmColor: '#f56c6c' })
  return r.confirm
}

export function CourseForm({ id, onSaved, onDeleted }: { id?: string; onSaved(id: string): void; onDeleted(): void }) {
  const projectId = storage.get('project')?.id ?? ''
  const [course, setCourse] = useState<CourseAdminDetail | null>(null)
  const [d, setD] = useState<CourseDraft>(EMPTY)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>(id ? 'loading' : 'ready')
  const [error, setError] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [sheet, setSheet] = useState<{ question: QuestionAdminVO | null } | null>(null)

  const load = useCallback(async () => {
    if (!id) return
    try {
      const c = await getAdminCourse(id)
      setCourse(c)
      setD(draftOf(c))
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '课程加载失败'))
      setStatus('error')
    }
  }, [id])
  useEffect(() => { void load() }, [load])

  const set = (patch: Partial<CourseDraft>) => { setD((x) => ({ ...x, ...patch })); setProblem(null) }
  const run = async (work: () => Promise<void>, failed: string) => {
    if (busy) return
    setBusy(true)
    try {
      await work()
    } catch (err) {
      void Taro.showToast({ title: errorText(err, failed), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  const save = () => {
    const p = courseProblem(d, course?.enabledQuestions ?? 0)
    setProblem(p)
    if (p) return
    void run(async () => {
      const saved = await saveCourse(course?.id ?? null, {
        projectId, title: d.title.trim(), description: d.description.trim(), passMark: Number(d.passMark), timeLimitMinutes: Number(d.timeLimitMinutes),
        questionCount: Number(d.questionCount), published: d.published
      })
      void Taro.showToast({ title: course ? '课程已保存' : '课程已创建，请添加题目', icon: 'none' })
      setCourse(saved)
      setD(draftOf(saved))
      onSaved(saved.id)
    }, '保存失败')
  }

  const saveQ = (input: QuestionInput) => void run(async () => {
    await saveQuestion(course!.id, sheet?.question?.id ?? null, input)
    setSheet(null)
    void Taro.showToast({ title: '题目已保存', icon: 'success' })
    await load()
  }, '保存失败')
  const toggle = (q: QuestionAdminVO) => void run(async () => {
    await setQuestionEnabled(q.id, !q.enabled)
    await load()
  }, '操作失败')
  const removeQ = async (q: QuestionAdminVO) => {
    if (busy || !(await confirm('删除题目', `确定删除“${q.stem.slice(0, 30)}”？删除后不可恢复。`))) return
    await run(async () => {
      await deleteQuestion(q.id)
      void Taro.showToast({ title: '题目已删除', icon: 'success' })
      await load()
    }, '删除失败')
  }
  const removeCourse = async () => {
    if (busy || !course || !(await confirm('删除课程', `确定删除课程“${course.title}”及其全部题目？删除后不可恢复。`))) return
    await run(async () => {
      await deleteCourse(course.id)
      void Taro.showToast({ title: '课程已删除', icon: 'success' })
      onDeleted()
    }, '删除失败')
  }

  if (!projectId) return <PageState status='error' text='请先在工作台选择项目' />
  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error') return <PageState status='error' text={error} onRetry={() => void load()} />
  if (sheet && course) return <QuestionSheet question={sheet.question} busy={busy} onSave={saveQ} onCancel={() => setSheet(null)} />
  return (
    <View className='ta-form'>
      <View className='ta-field'>
        <Text className='ta-field__label'>课程名称</Text>
        <Input className='ta-input' value={d.title} maxlength={100} placeholder='如：高处作业安全' onInput={(e) => set({ title: e.detail.value })} aria-label='课程名称' />
        <Text className='ta-field__label ta-gap'>课程简介（选填）</Text>
        <Textarea className='ta-textarea' value={d.description} maxlength={500} placeholder='培训对象、要点' onInput={(e) => set({ description: e.detail.value })} />
      </View>
      <View className='ta-field'>
        <Text className='ta-field__label'>合格分数（满分100）</Text>
        <Input className='ta-input' type='number' value={d.passMark} maxlength={3} placeholder='1–100' onInput={(e) => set({ passMark: e.detail.value })} aria-label='合格分数' />
        <Text className='ta-field__label ta-gap'>考试时长（分钟）</Text>
        <Input className='ta-input' type='number' value={d.timeLimitMinutes} maxlength={3} placeholder='如：20' onInput={(e) => set({ timeLimitMinutes: e.detail.value })} aria-label='考试时长' />
        <Text className='ta-field__label ta-gap'>每次抽题数</Text>
        <Input className='ta-input' type='number' value={d.questionCount} maxlength={3} placeholder='如：10' onInput={(e) => set({ questionCount: e.detail.value })} aria-label='每次抽题数' />
      </View>
      <View className='ta-field ca-row'>
        <View>
          <Text className='ta-field__label'>发布课程</Text>
          <Text className='ex-card__meta'>{course ? `启用题目 ${course.enabledQuestions} 道，发布后考生可参加考试` : '添加题目后才能发布'}</Text>
        </View>
        <Switch checked={d.published} disabled={!course} onChange={(e) => set({ published: e.detail.value })} aria-label='发布课程' />
      </View>
      {problem && <View className='ca-problem' role='alert'><Text>{problem}</Text></View>}
      <View className='ex-actions'>
        <View className={`ex-btn ex-btn--primary${busy ? ' ex-btn--off' : ''}`} role='button' onClick={save}><Text>{course ? '保存课程' : '创建课程'}</Text></View>
      </View>
      {course && (
        <View className='ta-section'>
          <View className='ta-invite__head'>
            <Text className='ta-section__title'>{`题库（${course.enabledQuestions}/${course.totalQuestions} 题启用）`}</Text>
            <View className='ca-link' role='button' onClick={() => setSheet({ question: null })}><Text>+ 添加题目</Text></View>
          </View>
          {course.questions.length === 0 && <Text className='ex-card__meta'>暂无题目，请添加</Text>}
          {course.questions.map((q, i) => (
            <View key={q.id} className={`ca-question${q.enabled ? '' : ' ca-question--off'}`}>
              <Text className='ca-question__stem'>{`${i + 1}. [${q.kindName}] ${q.stem}`}</Text>
              <Text className='ex-card__meta'>{`答案 ${q.answer.join('')}${q.enabled ? '' : ' · 已停用'}${q.used ? ' · 已被抽考' : ''}`}</Text>
              <View className='ca-question__actions'>
                <View className='ca-link' role='button' onClick={() => setSheet({ question: q })}><Text>编辑</Text></View>
                <View className='ca-link' role='button' onClick={() => toggle(q)}><Text>{q.enabled ? '停用' : '启用'}</Text></View>
                {!q.used && <View className='ca-link ca-link--danger' role='button' onClick={() => void removeQ(q)}><Text>删除</Text></View>}
              </View>
            </View>
          ))}
        </View>
      )}
      {course && (
        <View className='ex-actions'>
          {course.attempts === 0
            ? <View className='ex-btn ca-btn--danger' role='button' onClick={() => void removeCourse()}><Text>删除课程</Text></View>
            : <Text className='ex-card__meta'>{`已考 ${course.attempts} 次，课程不能删除，可取消发布`}</Text>}
        </View>
      )}
    </View>
  )
}

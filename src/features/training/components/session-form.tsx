// 新建培训班: the course (its title is the session's unless another is given), the section it is held for (none: the
// whole project), the day with its start and end, place, trainer, training hours, content and the people invited
// (picked from the project's members, by section or all at once). The server checks everything and says what is wrong.
import { useCallback, useEffect, useMemo, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Picker, Text, Textarea, View } from '@tarojs/components'
import type { InvitablePerson, SessionDetail } from '@shared/api/training-sessions'
import type { TrainingCourseVO } from '@shared/api/training'
import type { ContractVO } from '@shared/api/oauth'
import { PageState } from '@/components'
import { chinaDay } from '@/lib/china-time'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { getCourses } from '../api/training'
import { createSession, getInvitable } from '../api/sessions'
import './training.scss'

/** epoch ms of a day (YYYY-MM-DD) at a time (HH:mm), China time as the pickers show it */
export const at = (day: string, time: string) => Date.parse(`${day}T${time}:00+08:00`)

export function SessionForm({ onCreated }: { onCreated(s: SessionDetail): void }) {
  const projectId = storage.get('project')?.id ?? ''
  const contracts = ((storage.get('contractList') ?? []) as ContractVO[]).filter((c) => c.projectId === projectId)
  const [courses, setCourses] = useState<TrainingCourseVO[]>([])
  const [people, setPeople] = useState<InvitablePerson[]>([])
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')
  const [courseId, setCourseId] = useState('')
  const [contractId, setContractId] = useState('')
  const [title, setTitle] = useState('')
  const [day, setDay] = useState(() => chinaDay(Date.now(), 1)) // times are China time, so is the default day
  const [start, setStart] = useState('09:00')
  const [end, setEnd] = useState('11:00')
  const [place, setPlace] = useState('')
  const [trainer, setTrainer] = useState('')
  const [hours, setHours] = useState('2')
  const [content, setContent] = useState('')
  const [invited, setInvited] = useState<string[]>([])
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    if (!projectId) return
    setStatus('loading')
    try {
      const [c, p] = await Promise.all([getCourses(projectId), getInvitable(projectId)])
      setCourses(c)
      setPeople(p)
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [projectId])
  useEffect(() => { void load() }, [load])

  const section = contracts.find((c) => c.id === contractId)
  // the section's people first when a section is chosen; the rest of the project after them
  const shown = useMemo(() => (section ? [...people].sort((a, b) => Number(b.sectionNames.includes(section.enCode)) - Number(a.sectionNames.includes(section.enCode))) : people), [people, section])
  const toggle = (id: string) => setInvited((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))
  const pickSection = () => section && setInvited((s) => [...new Set([...s, ...people.filter((p) => p.sectionNames.includes(section.enCode)).map((p) => p.userId)])])

  const submit = async () => {
    if (busy) return
    setBusy(true)
    try {
      const s = await createSession({
        projectId, courseId, contractId, title, place, trainer, hours: Number(hours), startsAt: at(day, start), endsAt: at(day, end), content, userIds: invited
      })
      void Taro.showToast({ title: '培训班已创建', icon: 'success' })
      onCreated(s)
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '创建失败'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  if (!projectId) return <PageState status='error' text='请先在工作台选择项目' />
  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error') return <PageState status='error' text={error} onRetry={() => void load()} />
  const course = courses.find((c) => c.id === courseId)
  return (
    <View className='ta-form'>
      <View className='ta-field'>
        <Text className='ta-field__label'>培训课程</Text>
        <Picker mode='selector' range={courses.map((c) => c.title)} onChange={(e) => setCourseId(courses[Number(e.detail.value)]?.id ?? '')} aria-label='培训课程'>
          <Text className={`ta-picker${course ? '' : ' ta-picker--empty'}`}>{course ? course.title : '请选择课程'}</Text>
        </Picker>
        <Text className='ta-field__label ta-gap'>培训主题（选填，默认为课程名称）</Text>
        <Input className='ta-input' value={title} maxlength={100} placeholder={course ? course.title : '如：TJ-01 高处作业专项安全培训'} onInput={(e) => setTitle(e.detail.value)} />
      </View>
      <View className='ta-field'>
        <Text className='ta-field__label'>培训时间</Text>
        <View className='ta-pickers'>
          <Picker mode='date' value={day} onChange={(e) => setDay(String(e.detail.value))} aria-label='培训日期'><Text className='ta-picker'>{day}</Text></Picker>
          <Picker mode='time' value={start} onChange={(e) => setStart(String(e.detail.value))} aria-label='开始时间'><Text className='ta-picker'>{start}</Text></Picker>
          <Text className='ta-to'>至</Text>
          <Picker mode='time' value={end} onChange={(e) => setEnd(String(e.detail.value))} aria-label='结束时间'><Text className='ta-picker'>{end}</Text></Picker>
        </View>
        <Text className='ta-field__label ta-gap'>学时</Text>
        <Input className='ta-input' type='digit' value={hours} maxlength={4} placeholder='如：2 或 1.5' onInput={(e) => setHours(e.detail.value)} />
      </View>
      <View className='ta-field'>
        <Text className='ta-field__label'>培训地点</Text>
        <Input className='ta-input' value={place} maxlength={200} placeholder='如：TJ-01 项目部二楼会议室' onInput={(e) => setPlace(e.detail.value)} />
        <Text className='ta-field__label ta-gap'>授课人</Text>
        <Input className='ta-input' value={trainer} maxlength={50} placeholder='请填写授课人姓名' onInput={(e) => setTrainer(e.detail.value)} />
        <Text className='ta-field__label ta-gap'>培训内容（选填）</Text>
        <Textarea className='ta-textarea' value={content} maxlength={1000} placeholder='培训要点、观看的警示片等' onInput={(e) => setContent(e.detail.value)} />
      </View>
      <View className='ta-field'>
        <Text className='ta-field__label'>合同段（不选为全项目）</Text>
        <View className='ex-chips'>
          {[{ id: '', enCode: '全项目' }, ...contracts].map((c) => (
            <View key={c.id || 'all'} className={`ex-chip${c.id === contractId ? ' ex-chip--on' : ''}`} onClick={() => setContractId(c.id)}><Text>{c.enCode}</Text></View>
          ))}
        </View>
      </View>
      <View className='ta-field'>
        <View className='ta-invite__head'>
          <Text className='ta-field__label'>{`参训人员（已选${invited.length}人）`}</Text>
          <View className='ex-chips ta-links'>
            {section && <View className='ta-link' role='button' onClick={pickSection}><Text>{`选择${section.enCode}全部`}</Text></View>}
            <View className='ta-link' role='button' onClick={() => setInvited(invited.length === people.length ? [] : people.map((p) => p.userId))}>
              <Text>{invited.length === people.length ? '全不选' : '全选'}</Text>
            </View>
          </View>
        </View>
        {shown.length === 0 && <Text className='ex-card__meta'>本项目暂无可邀请人员</Text>}
        {shown.map((p) => {
          const on = invited.includes(p.userId)
          return (
            <View key={p.userId} className='ta-invite' role='checkbox' aria-checked={on} onClick={() => toggle(p.userId)}>
              <View className={`ta-check${on ? ' ta-check--on' : ''}`} />
              <Text className='ta-person__name'>{p.name}</Text>
              <Text className='ta-person__org'>{[p.sectionNames.join('、'), p.organize].filter(Boolean).join(' · ')}</Text>
            </View>
          )
        })}
      </View>
      <View className='ex-actions'>
        <View className={`ex-btn ex-btn--primary${busy ? ' ex-btn--off' : ''}`} role='button' onClick={() => void submit()}><Text>创建培训班</Text></View>
      </View>
    </View>
  )
}

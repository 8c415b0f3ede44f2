// 新建会议 / 修改会议: type, name, date and start time, place, host, the sections it covers (none = the whole
// project), the attendees (people of the project, contractors' people too) and the agenda. The server numbers it
// (HY-2026-015) and tells the attendees. While 待召开 the organiser or host may change it (?id=). Leaving a filled
// form asks first.
import { useEffect, useMemo, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Input, Picker, Text, View } from '@tarojs/components'
import type { MeetingInput, MeetingOptions, MeetingType } from '@shared/api/supervision-meetings'
import { NavBar, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { createMeeting, editMeeting, getMeeting, getMeetingOptions } from '../api/meetings'
import { TYPE_OPTIONS, dayOf } from '../lib/meeting'
import { Chips } from './chips'
import './meetings.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })
const toggle = (list: string[], v: string) => (list.includes(v) ? list.filter((x) => x !== v) : [...list, v])

export function AgendaEditor({ value, onChange }: { value: string[]; onChange(v: string[]): void }) {
  return (
    <View>
      {value.map((item, i) => (
        <View key={i} className='sm-agenda'>
          <Text className='sm-agenda__no'>{`${i + 1}.`}</Text>
          <Input className='sm-input' value={item} maxlength={200} placeholder='议程内容' onInput={(e) => onChange(value.map((x, n) => (n === i ? e.detail.value : x)))} />
          {value.length > 1 && <View className='sm-remove' role='button' onClick={() => onChange(value.filter((_, n) => n !== i))}><Text>删除</Text></View>}
        </View>
      ))}
      {value.length < 20 && <View className='sm-add' role='button' onClick={() => onChange([...value, ''])}><Text>＋ 添加议程</Text></View>}
    </View>
  )
}

export function MeetingForm({ id, onCancel, onSaved }: { id?: string; onCancel(): void; onSaved(id: string, created: boolean): void }) {
  const projectId = storage.get('project')?.id ?? ''
  const me = storage.get('userInfo')?.userId ?? ''
  const [options, setOptions] = useState<MeetingOptions | null>(null)
  const [failure, setFailure] = useState('')
  const [type, setType] = useState('')
  const [subject, setSubject] = useState('')
  const [date, setDate] = useState(dayOf(new Date()))
  const [time, setTime] = useState('14:00')
  const [place, setPlace] = useState('')
  const [host, setHost] = useState('')
  const [sections, setSections] = useState<string[]>([])
  const [people, setPeople] = useState<string[]>([])
  const [agenda, setAgenda] = useState<string[]>([''])
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  const [touched, setTouched] = useState(false)
  const confirmLeave = useLeaveGuard(touched && !sent, DISCARD_QUESTION)
  const leave = async () => { if (await confirmLeave()) onCancel() }
  usePullDownRefresh(() => { void Taro.stopPullDownRefresh() })
  const edit = <T,>(set: (v: T) => void) => (v: T) => { setTouched(true); set(v) }

  const load = () => {
    if (!projectId) return setFailure('请先在工作台选择项目')
    setFailure('')
    Promise.all([getMeetingOptions(projectId), id ? getMeeting(id) : Promise.resolve(null)]).then(([o, m]) => {
      setOptions(o)
      if (m) {
        setType(m.type); setSubject(m.subject); setDate(m.meetingDate); setTime(m.startTime); setPlace(m.place); setHost(m.hostUserId)
        setSections(m.contractIds); setPeople(m.attendees.map((a) => a.userId).filter((u) => u !== m.hostUserId)); setAgenda(m.agenda.length ? m.agenda : [''])
      } else if (o.users.some((u) => u.id === me)) {
        setHost(me)
      }
    }).catch((err) => setFailure(errorText(err, '会议信息加载失败')))
  }
  useEffect(load, [projectId, id])

  const userNames = useMemo(() => (options?.users ?? []).map((u) => `${u.realName}（${u.organize || '—'}）`), [options])
  const hostIndex = (options?.users ?? []).findIndex((u) => u.id === host)

  const check = (): string => {
    if (!type) return '请选择会议类型'
    if (!subject.trim()) return '请填写会议名称'
    if (!date) return '请选择会议日期'
    if (!time) return '请选择开始时间'
    if (!place.trim()) return '请填写会议地点'
    if (!host) return '请选择主持人'
    if (people.filter((p) => p !== host).length === 0) return '请选择参会人员'
    if (!agenda.some((a) => a.trim())) return '请至少填写一项会议议程'
    return ''
  }

  const submit = async () => {
    if (busy) return
    const problem = check()
    if (problem) return toast(problem)
    const input: MeetingInput = {
      projectId, contractIds: sections, type: type as MeetingType, subject, meetingDate: date, startTime: time, place, hostUserId: host,
      agenda: agenda.map((a) => a.trim()).filter(Boolean), attendeeIds: people
    }
    setBusy(true)
    try {
      if (id) {
        await editMeeting(id, input)
        setSent(true)
        void Taro.showToast({ title: '会议已修改', icon: 'none', duration: 1500 })
        onSaved(id, false)
      } else {
        const r = await createMeeting(input)
        setSent(true)
        void Taro.showToast({ title: `已创建 ${r.meetingNo}，已通知参会人员`, icon: 'none', duration: 2000 })
        onSaved(r.id, true)
      }
    } catch (err) {
      toast(errorText(err, '保存失败'))
    } finally {
      setBusy(false)
    }
  }

  const title = id ? '修改会议' : '新建会议'
  return (
    <>
      <NavBar title={title} back onBack={() => void leave()} />
      {failure ? <PageState status='error' text={failure} onRetry={projectId ? load : undefined} /> : !options ? <PageState status='loading' /> : (
        <View className='sm-form'>
          <View className='sm-section'>
            <Text className='sm-field'>会议类型</Text>
            <Chips label='会议类型' options={TYPE_OPTIONS} value={type} onChange={edit(setType)} />
            <Text className='sm-field'>会议名称</Text>
            <Input className='sm-input' value={subject} maxlength={100} placeholder='如：第14次监理例会' onInput={(e) => edit(setSubject)(e.detail.value)} />
            <Text className='sm-field'>会议日期</Text>
            <Picker mode='date' value={date} start={dayOf(new Date())} onChange={(e) => edit(setDate)(String(e.detail.value))}>
              <View className='sm-picker'><Text className='sm-picker__text'>{date}</Text><Text className='sm-picker__arrow'>▾</Text></View>
            </Picker>
            <Text className='sm-field'>开始时间</Text>
            <Picker mode='time' value={time} onChange={(e) => edit(setTime)(String(e.detail.value))}>
              <View className='sm-picker'><Text className='sm-picker__text'>{time}</Text><Text className='sm-picker__arrow'>▾</Text></View>
            </Picker>
            <Text className='sm-field'>会议地点</Text>
            <Input className='sm-input' value={place} maxlength={100} placeholder='如：项目部二楼会议室' onInput={(e) => edit(setPlace)(e.detail.value)} />
            <Text className='sm-field'>主持人</Text>
            <Picker mode='selector' range={userNames} value={Math.max(0, hostIndex)} onChange={(e) => edit(setHost)(options.users[Number(e.detail.value)]?.id ?? '')}>
              <View className='sm-picker'><Text className={`sm-picker__text${hostIndex < 0 ? ' sm-picker__text--empty' : ''}`}>{hostIndex < 0 ? '请选择主持人' : userNames[hostIndex]}</Text><Text className='sm-picker__arrow'>▾</Text></View>
            </Picker>
          </View>
          <View className='sm-section'>
            <Text className='sm-section__title'>会议范围</Text>
            <Text className='sm-hint'>不选合同段即为全线会议</Text>
            <Chips label='会议范围' options={options.sections.map((s) => ({ value: s.id, label: s.enCode }))} values={sections} onChange={(v) => edit(setSections)(toggle(sections, v))} />
            <Text className='sm-section__title sm-section__title--gap'>{`参会人员（已选${people.filter((p) => p !== host).length}人，主持人自动参会）`}</Text>
            <Chips label='参会人员' options={options.users.filter((u) => u.id !== host).map((u) => ({ value: u.id, label: u.realName }))} values={people} onChange={(v) => edit(setPeople)(toggle(people, v))} />
          </View>
          <View className='sm-section'>
            <Text className='sm-section__title'>会议议程</Text>
            <AgendaEditor value={agenda} onChange={edit(setAgenda)} />
          </View>
          <View className='sm-actions'>
            <View className='sm-btn' role='button' onClick={() => void leave()}><Text>取消</Text></View>
            <View className={`sm-btn sm-btn--primary${busy ? ' sm-btn--busy' : ''}`} role='button' onClick={() => void submit()}><Text>{busy ? '保存中…' : id ? '保存' : '创建并通知'}</Text></View>
          </View>
        </View>
      )}
    </>
  )
}

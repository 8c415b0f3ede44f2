// 记录纪要 (increaseMeeting): what the organiser or host adds to a meeting before it is published: agenda items and
// attendees (those signed in stay), the minutes, photos of the meeting, and the resolutions (决议事项), each with
// its owner (a person or a section) and a due date; publishing the minutes later turns them into tasks. Leaving
// with unsaved changes asks first.
import { useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Picker, Text, Textarea, View } from '@tarojs/components'
import type { MeetingDetail, MeetingOptions, ResolutionInput } from '@shared/api/supervision-meetings'
import { NavBar, PageState, SitePhotoPicker, useUploadsPending, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { getMeeting, getMeetingOptions, saveMinutes } from '../api/meetings'
import { dayOf } from '../lib/meeting'
import { Chips } from './chips'
import { AgendaEditor } from './meeting-form'
import './meetings.scss'

const toast = (title: string) => void Taro.showToast({ title, icon: 'none', duration: 2500 })
const OWNER_TYPES = [{ value: 'user', label: '责任人' }, { value: 'section', label: '责任合同段' }]
interface Row extends ResolutionInput { id?: string; taskId?: string }

export function MinutesForm({ id, onDone }: { id: string; onDone(): void }) {
  const projectId = storage.get('project')?.id ?? ''
  const [meeting, setMeeting] = useState<MeetingDetail | null>(null)
  const [options, setOptions] = useState<MeetingOptions | null>(null)
  const [failure, setFailure] = useState('')
  const [agenda, setAgenda] = useState<string[]>([''])
  const [people, setPeople] = useState<string[]>([])
  const [minutes, setMinutes] = useState('')
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [rows, setRows] = useState<Row[]>([])
  const [touched, setTouched] = useState(false)
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const pending = useUploadsPending()
  const confirmLeave = useLeaveGuard(touched && !saved, DISCARD_QUESTION)
  const leave = async () => { if (await confirmLeave()) onDone() }
  usePullDownRefresh(() => { void Taro.stopPullDownRefresh() })
  const edit = <T,>(set: (v: T) => void) => (v: T) => { setTouched(true); set(v) }

  const load = () => {
    if (!id) return setFailure('缺少会议编号，无法记录纪要')
    if (!projectId) return setFailure('请先在工作台选择项目')
    setFailure('')
    Promise.all([getMeeting(id), getMeetingOptions(projectId)]).then(([m, o]) => {
      if (!m.actions.includes('editMinutes')) return setFailure(`会议${m.stateName}，不能再记录纪要`)
      setMeeting(m); setOptions(o)
      setAgenda(m.agenda.length ? m.agenda : ['']); setPeople(m.attendees.map((a) => a.userId)); setMinutes(m.minutes)
      setPhotos(m.photos.map((p) => ({ name: p.name, url: p.url, fileId: p.url.split('?')[0].split('/').pop() ?? '' })))
      setRows(m.resolutions.map((r) => ({ id: r.id, content: r.content, ownerType: r.ownerType, ownerUserId: r.ownerUserId, contractId: r.contractId, dueDate: r.dueDate })))
    }).catch((err) => setFailure(errorText(err, '会议加载失败')))
  }
  useEffect(load, [id, projectId])

  const setRow = (i: number, patch: Partial<Row>) => edit(setRows)(rows.map((r, n) => (n === i ? { ...r, ...patch } : r)))
  const signed = new Set((meeting?.attendees ?? []).filter((a) => a.signedAt).map((a) => a.userId))
  const togglePerson = (u: string) => {
    if (u === meeting?.hostUserId) return toast('主持人必须参会')
    if (signed.has(u)) return toast('已签到的参会人员不能移除')
    edit(setPeople)(people.includes(u) ? people.filter((x) => x !== u) : [...people, u])
  }

  const check = (): string => {
    if (!agenda.some((a) => a.trim())) return '请至少填写一项会议议程'
    for (const [i, r] of rows.entries()) {
      if (!r.content.trim()) return `请填写第${i + 1}项决议的内容`
      if (r.ownerType === 'user' && !r.ownerUserId) return `请选择第${i + 1}项决议的责任人`
      if (r.ownerType === 'section' && !r.contractId) return `请选择第${i + 1}项决议的责任合同段`
      if (!r.dueDate) return `请选择第${i + 1}项决议的完成期限`
    }
    return pending || ''
  }

  const save = async () => {
    if (busy || !meeting) return
    const problem = check()
    if (problem) return toast(problem)
    setBusy(true)
    try {
      await saveMinutes(meeting.id, {
        agenda: agenda.map((a) => a.trim()).filter(Boolean), attendeeIds: people, minutes, photos: photos.map((p) => ({ name: p.name, url: p.url })),
        resolutions: rows.map((r) => ({ content: r.content, ownerType: r.ownerType, ownerUserId: r.ownerType === 'user' ? r.ownerUserId : '', contractId: r.ownerType === 'section' ? r.contractId : '', dueDate: r.dueDate, ...(r.id ? { id: r.id } : {}) }))
      })
      setSaved(true)
      void Taro.showToast({ title: '会议纪要已保存', icon: 'none', duration: 1500 })
      onDone()
    } catch (err) {
      toast(errorText(err, '保存失败'))
    } finally {
      setBusy(false)
    }
  }

  const users = options?.users ?? []
  const sections = options?.sections ?? []
  const userNames = users.map((u) => `${u.realName}（${u.organize || '—'}）`)
  const sectionNames = sections.map((s) => `${s.enCode} ${s.fullName}`)
  return (
    <>
      <NavBar title='记录会议纪要' back onBack={() => void leave()} />
      {failure ? <PageState status='error' text={failure} onRetry={load} /> : !meeting || !options ? <PageState status='loading' /> : (
        <View className='sm-form'>
          <View className='sm-section'>
            <Text className='sm-card__title'>{meeting.subject}</Text>
            <Text className='sm-card__meta'>{`${meeting.meetingDate} ${meeting.startTime}  ${meeting.place}`}</Text>
          </View>
          <View className='sm-section'>
            <Text className='sm-section__title'>会议议程</Text>
            <AgendaEditor value={agenda} onChange={edit(setAgenda)} />
          </View>
          <View className='sm-section'>
            <Text className='sm-section__title'>{`参会人员（${people.length}人）`}</Text>
            <Chips label='参会人员' options={users.map((u) => ({ value: u.id, label: signed.has(u.id) ? `${u.realName}✓` : u.realName }))} values={people} onChange={togglePerson} />
          </View>
          <View className='sm-section'>
            <Text className='sm-section__title'>会议纪要</Text>
            <Textarea className='sm-textarea' style={{ minHeight: '320rpx' }} value={minutes} maxlength={5000} placeholder='会议主要内容、议定事项及各方意见' onInput={(e) => edit(setMinutes)(e.detail.value)} />
            <Text className='sm-hint'>会议照片</Text>
            <SitePhotoPicker value={photos} onChange={edit(setPhotos)} limit={9} fileSize={5} sizeUnit='MB' sourceType={['camera', 'album']} />
          </View>
          <View className='sm-section'>
            <Text className='sm-section__title'>决议事项</Text>
            <Text className='sm-hint'>发布纪要后，每项决议转为任务发给责任人或合同段</Text>
            {rows.map((r, i) => {
              const ui = users.findIndex((u) => u.id === r.ownerUserId)
              const si = sections.findIndex((s) => s.id === r.contractId)
              return (
                <View key={r.id ?? `new-${i}`} className='sm-resolution'>
                  <View className='sm-resolution__head'>
                    <Text className='sm-field'>{`第${i + 1}项`}</Text>
                    <View className='sm-remove' role='button' onClick={() => edit(setRows)(rows.filter((_, n) => n !== i))}><Text>删除</Text></View>
                  </View>
                  <Textarea className='sm-textarea' value={r.content} maxlength={500} placeholder='决议内容' onInput={(e) => setRow(i, { content: e.detail.value })} />
                  <Chips label='责任方' options={OWNER_TYPES} value={r.ownerType} onChange={(v) => setRow(i, { ownerType: v as Row['ownerType'] })} />
                  {r.ownerType === 'user' ? (
                    <Picker mode='selector' range={userNames} value={Math.max(0, ui)} onChange={(e) => setRow(i, { ownerUserId: users[Number(e.detail.value)]?.id ?? '' })}>
                      <View className='sm-picker'><Text className={`sm-picker__text${ui < 0 ? ' sm-picker__text--empty' : ''}`}>{ui < 0 ? '请选择责任人' : userNames[ui]}</Text><Text className='sm-picker__arrow'>▾</Text></View>
                    </Picker>
                  ) : (
                    <Picker mode='selector' range={sectionNames} value={Math.max(0, si)} onChange={(e) => setRow(i, { contractId: sections[Number(e.detail.value)]?.id ?? '' })}>
                      <View className='sm-picker'><Text className={`sm-picker__text${si < 0 ? ' sm-picker__text--empty' : ''}`}>{si < 0 ? '请选择责任合同段' : sectionNames[si]}</Text><Text className='sm-picker__arrow'>▾</Text></View>
                    </Picker>
                  )}
                  <Picker mode='date' value={r.dueDate || dayOf(new Date())} start={dayOf(new Date())} onChange={(e) => setRow(i, { dueDate: String(e.detail.value) })}>
                    <View className='sm-picker'><Text className={`sm-picker__text${r.dueDate ? '' : ' sm-picker__text--empty'}`}>{r.dueDate ? `完成期限 ${r.dueDate}` : '请选择完成期限'}</Text><Text className='sm-picker__arrow'>▾</Text></View>
                  </Picker>
                </View>
              )
            })}
            {rows.length < 30 && <View className='sm-add' role='button' onClick={() => edit(setRows)([...rows, { content: '', ownerType: 'user', ownerUserId: '', contractId: '', dueDate: '' }])}><Text>＋ 添加决议事项</Text></View>}
          </View>
          <View className='sm-actions'>
            <View className='sm-btn' role='button' onClick={() => void leave()}><Text>取消</Text></View>
            <View className={`sm-btn sm-btn--primary${busy ? ' sm-btn--busy' : ''}`} role='button' onClick={() => void save()}><Text>{busy ? '保存中…' : '保存纪要'}</Text></View>
          </View>
        </View>
      )}
    </>
  )
}

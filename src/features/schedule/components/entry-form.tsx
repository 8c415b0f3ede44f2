// One schedule entry: title, start and end (dates only when all-day), place, the reminder before the start and notes;
// an existing entry can be deleted after a confirmation. Leaving with unsaved changes asks first.
import { useEffect, useState } from 'react'
import dayjs from 'dayjs'
import Taro from '@tarojs/taro'
import { Input, Picker, Switch, Text, Textarea, View } from '@tarojs/components'
import { SCHEDULE_REMIND_OPTIONS, type ScheduleForm } from '@shared/api/schedule'
import { NavBar, PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { deleteEntry, getEntry, saveEntry } from '../api/schedule'
import './schedule.scss'

type Draft = Required<Omit<ScheduleForm, 'remindMinutes'>> & { remindMinutes: number | null }

function blank(date: string): Draft {
  const start = dayjs(`${date} 09:00`)
  return { title: '', startAt: start.valueOf(), endAt: start.add(1, 'hour').valueOf(), allDay: false, place: '', remindMinutes: 15, notes: '' }
}

function When({ label, value, allDay, onChange }: { label: string; value: number; allDay: boolean; onChange(v: number): void }) {
  const d = dayjs(value)
  const onDate = (text: string) => {
    const [y, m, day] = text.split('-').map(Number)
    onChange(d.date(1).year(y).month(m - 1).date(day).valueOf())
  }
  const onTime = (text: string) => {
    const [h, min] = text.split(':').map(Number)
    onChange(d.hour(h).minute(min).second(0).millisecond(0).valueOf())
  }
  return (
    <View className='sc-row'>
      <Text>{label}</Text>
      <View className='sc-when'>
        <Picker mode='date' value={d.format('YYYY-MM-DD')} onChange={(e) => onDate(String(e.detail.value))} aria-label={`${label}日期`}>
          <Text className='sc-value'>{d.format('YYYY-MM-DD')}</Text>
        </Picker>
        {!allDay && (
          <Picker mode='time' value={d.format('HH:mm')} onChange={(e) => onTime(String(e.detail.value))} aria-label={`${label}时间`}>
            <Text className='sc-value'>{d.format('HH:mm')}</Text>
          </Picker>
        )}
      </View>
    </View>
  )
}

export function EntryForm({ id, date, onDone }: { id?: string; date?: string; onDone(): void }) {
  const [draft, setDraft] = useState<Draft | null>(id ? null : blank(date || dayjs().format('YYYY-MM-DD')))
  const [original, setOriginal] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const dirty = draft !== null && JSON.stringify(draft) !== original && (id !== undefined || draft.title !== '')
  const confirmLeave = useLeaveGuard(dirty && !done, DISCARD_QUESTION)

  const load = async () => {
    if (!id) return
    try {
      const e = await getEntry(id)
      const d: Draft = { title: e.title, startAt: e.startAt, endAt: e.endAt, allDay: e.allDay, place: e.place, remindMinutes: e.remindMinutes, notes: e.notes }
      setDraft(d)
      setOriginal(JSON.stringify(d))
      setError('')
    } catch (err) {
      setError(errorText(err, '日程加载失败'))
    }
  }
  useEffect(() => { void load() }, [id])

  const set = <K extends keyof Draft>(k: K) => (v: Draft[K]) => setDraft((d) => (d ? { ...d, [k]: v } : d))
  const run = async (work: () => Promise<unknown>, msg: string) => {
    if (busy) return
    setBusy(true)
    try {
      await work()
      void Taro.showToast({ title: msg, icon: 'success' })
      setDone(true)
      onDone()
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '操作失败'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }
  const save = () => {
    if (!draft) return
    if (!draft.title.trim()) return void Taro.showToast({ title: '请填写日程标题', icon: 'none' })
    if (draft.endAt < draft.startAt) return void Taro.showToast({ title: '结束时间不能早于开始时间', icon: 'none' })
    void run(() => saveEntry(id, draft), '保存成功')
  }
  const remove = () => {
    if (!id) return
    void Taro.showModal({ title: '删除日程', content: '确定删除该日程？删除后不可恢复。' }).then((r) => { if (r.confirm) void run(() => deleteEntry(id), '删除成功') })
  }

  const title = id ? '编辑日程' : '新建日程'
  return (
    <>
      <NavBar title={title} back onBack={() => void confirmLeave().then((ok) => { if (ok) onDone() })} />
      {error && <PageState status='error' text={error} onRetry={() => void load()} />}
      {!error && !draft && <PageState status='loading' />}
      {draft && (
        <View className='sc-form'>
          <View className='sc-field'>
            <Text className='sc-field__label'>日程标题</Text>
            <Input className='sc-input' value={draft.title} maxlength={100} placeholder='如：3#盖梁混凝土浇筑' onInput={(e) => set('title')(e.detail.value)} />
          </View>
          <View className='sc-field'>
            <View className='sc-row'>
              <Text>全天</Text>
              <Switch checked={draft.allDay} aria-label='全天' onChange={(e) => set('allDay')(Boolean(e.detail.value))} />
            </View>
            <When label='开始' value={draft.startAt} allDay={draft.allDay} onChange={set('startAt')} />
            <When label='结束' value={draft.endAt} allDay={draft.allDay} onChange={set('endAt')} />
          </View>
          <View className='sc-field'>
            <Text className='sc-field__label'>地点（选填）</Text>
            <Input className='sc-input' value={draft.place} maxlength={100} placeholder='如：K23+400 右幅' onInput={(e) => set('place')(e.detail.value)} />
          </View>
          <View className='sc-field'>
            <Text className='sc-field__label'>提醒</Text>
            <View className='sc-chips' role='radiogroup' aria-label='提醒'>
              {SCHEDULE_REMIND_OPTIONS.map((o) => (
                <View key={o.label} role='radio' aria-checked={o.minutes === draft.remindMinutes} className={`sc-chip${o.minutes === draft.remindMinutes ? ' sc-chip--on' : ''}`}
                  onClick={() => set('remindMinutes')(o.minutes)}>
                  <Text>{o.label}</Text>
                </View>
              ))}
            </View>
          </View>
          <View className='sc-field'>
            <Text className='sc-field__label'>备注（选填）</Text>
            <Textarea className='sc-textarea' value={draft.notes} maxlength={1000} placeholder='备注' onInput={(e) => set('notes')(e.detail.value)} />
          </View>
          <View className='sc-actions'>
            {id && <View className={`sc-btn sc-btn--danger${busy ? ' sc-btn--off' : ''}`} onClick={remove}><Text>删除</Text></View>}
            <View className={`sc-btn sc-btn--primary${busy ? ' sc-btn--off' : ''}`} onClick={save}><Text>保存</Text></View>
          </View>
        </View>
      )}
    </>
  )
}

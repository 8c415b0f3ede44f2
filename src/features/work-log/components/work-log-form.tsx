// 写日志 / 修改日志: the date (within the last 7 days, fixed once written), weather, what was done, problems, tomorrow's
// plan, site photos, and whether to share it with my manager. Leaving with unsaved changes asks first.
import { useEffect, useState } from 'react'
import dayjs from 'dayjs'
import Taro from '@tarojs/taro'
import { Picker, Switch, Text, Textarea, View } from '@tarojs/components'
import { WORK_LOG_EDIT_DAYS, WORK_LOG_WEATHERS, type WorkLogDetail } from '@shared/api/work-log'
import { ImageUploader, NavBar, PageState, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { getWorkLog, saveWorkLog } from '../api/work-log'
import './work-log.scss'

interface Draft { logDate: string; weather: string; done: string; problems: string; plan: string; photos: UploadItem[]; shared: boolean }

const blank = (): Draft => ({ logDate: dayjs().format('YYYY-MM-DD'), weather: '', done: '', problems: '', plan: '', photos: [], shared: true })

export function WorkLogForm({ id, onSaved, onCancel }: { id?: string; onSaved(log: WorkLogDetail): void; onCancel(): void }) {
  const projectId = storage.get('project')?.id ?? ''
  const [draft, setDraft] = useState<Draft | null>(id ? null : blank())
  const [original, setOriginal] = useState(JSON.stringify(blank()))
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const [saved, setSaved] = useState(false)
  const confirmLeave = useLeaveGuard(draft !== null && JSON.stringify(draft) !== original && !saved, DISCARD_QUESTION)

  const load = async () => {
    if (!id) return
    try {
      const l = await getWorkLog(id)
      const d: Draft = {
        logDate: l.logDate, weather: l.weather, done: l.done, problems: l.problems, plan: l.plan, shared: l.shared,
        photos: l.photos.map((p) => ({ name: p.name, url: p.url, fileId: p.url }))
      }
      setDraft(d)
      setOriginal(JSON.stringify(d))
      setError(l.editable ? '' : `日志仅可由本人在${WORK_LOG_EDIT_DAYS}天内修改`)
    } catch (err) {
      setError(errorText(err, '日志加载失败'))
    }
  }
  useEffect(() => { void load() }, [id])

  const set = <K extends keyof Draft>(k: K) => (v: Draft[K]) => setDraft((d) => (d ? { ...d, [k]: v } : d))
  const save = async () => {
    if (!draft || busy) return
    if (!draft.done.trim()) return void Taro.showToast({ title: '请填写今日工作', icon: 'none' })
    setBusy(true)
    try {
      const log = await saveWorkLog(id, { ...draft, projectId, photos: draft.photos.map((p) => ({ name: p.name, url: p.url })) })
      void Taro.showToast({ title: '保存成功', icon: 'success' })
      setSaved(true)
      onSaved(log)
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '保存失败'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  const earliest = dayjs().subtract(WORK_LOG_EDIT_DAYS, 'day').format('YYYY-MM-DD')
  return (
    <>
      <NavBar title={id ? '修改日志' : '写日志'} back onBack={() => void confirmLeave().then((ok) => { if (ok) onCancel() })} />
      {error && <PageState status='error' text={error} onRetry={() => void load()} />}
      {!error && !draft && <PageState status='loading' />}
      {!error && draft && (
        <View className='wl-form'>
          <View className='wl-field'>
            <View className='wl-row'>
              <Text>日期</Text>
              {id
                ? <Text>{draft.logDate}</Text>
                : (
                  <Picker mode='date' value={draft.logDate} start={earliest} end={dayjs().format('YYYY-MM-DD')} onChange={(e) => set('logDate')(String(e.detail.value))} aria-label='日期'>
                    <Text className='wl-value'>{draft.logDate}</Text>
                  </Picker>
                )}
            </View>
          </View>
          <View className='wl-field'>
            <Text className='wl-field__label'>天气</Text>
            <View className='wl-chips' role='radiogroup' aria-label='天气'>
              {WORK_LOG_WEATHERS.map((w) => (
                <View key={w} role='radio' aria-checked={w === draft.weather} className={`wl-chip${w === draft.weather ? ' wl-chip--on' : ''}`} onClick={() => set('weather')(w)}>
                  <Text>{w}</Text>
                </View>
              ))}
            </View>
          </View>
          <View className='wl-field'>
            <Text className='wl-field__label'>今日工作</Text>
            <Textarea className='wl-textarea' value={draft.done} maxlength={2000} placeholder='如：K23+400右幅3#盖梁钢筋绑扎完成，报监理验收' onInput={(e) => set('done')(e.detail.value)} />
          </View>
          <View className='wl-field'>
            <Text className='wl-field__label'>存在问题（选填）</Text>
            <Textarea className='wl-textarea' value={draft.problems} maxlength={1000} placeholder='现场存在的问题及需协调事项' onInput={(e) => set('problems')(e.detail.value)} />
          </View>
          <View className='wl-field'>
            <Text className='wl-field__label'>明日计划（选填）</Text>
            <Textarea className='wl-textarea' value={draft.plan} maxlength={1000} placeholder='明日工作安排' onInput={(e) => set('plan')(e.detail.value)} />
          </View>
          <View className='wl-field'>
            <Text className='wl-field__label'>现场照片（选填）</Text>
            <ImageUploader value={draft.photos} onChange={set('photos')} limit={9} />
          </View>
          <View className='wl-field'>
            <View className='wl-row'>
              <Text>共享给直属上级</Text>
              <Switch checked={draft.shared} aria-label='共享给直属上级' onChange={(e) => set('shared')(Boolean(e.detail.value))} />
            </View>
            <Text className='wl-hint'>共享后上级可在“下属日志”中查看并点评</Text>
          </View>
          <View className='wl-actions'>
            <View className={`wl-btn wl-btn--primary${busy ? ' wl-btn--off' : ''}`} onClick={() => void save()}><Text>保存</Text></View>
          </View>
        </View>
      )}
    </>
  )
}

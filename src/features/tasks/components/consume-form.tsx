// 登记材料消耗 (addConsume): what was used on a task in hand (材料, 规格型号, 单位, 数量 with up to two decimals), on
// which day, where (部位, 桩号), with site photos. Opened from a task it is for that task; otherwise one of my tasks
// in hand is picked. Photos still on the phone or no signal: it waits in the outbox and is sent once.
import { useEffect, useRef, useState } from 'react'
import Taro from '@tarojs/taro'
import { Input, Picker, Text, Textarea, View } from '@tarojs/components'
import type { TaskCard } from '@shared/api/tasks'
import { KeepPhotosOfflineContext, NavBar, PageState, SitePhotoPicker, goBack, type UploadItem } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { storage } from '@/lib/storage'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { randomId } from '@/utils/random'
import { ActionButton } from './action-button'
import { Chips } from './chips'
import { dayFromToday } from '../lib/task'
import { getTasks } from '../api/tasks'
import { QUEUED_TEXT, sendConsume } from '../api/task-checks'
import './tasks.scss'
import './task-checks.scss'

const toast = (title: string, icon: 'none' | 'success' = 'none') => void Taro.showToast({ title, icon, duration: icon === 'none' ? 2500 : 1500 })
const UNITS = ['t', 'kg', 'm³', 'm²', 'm', '个', '块', '根', '套'].map((u) => ({ value: u, label: u }))
const QTY = /^\d{1,9}(\.\d{1,2})?$/
const CHAINAGE = /^[A-Za-z]{0,3}K\d+\+\d{1,3}(\.\d+)?$/

export function ConsumeForm({ taskId: given }: { taskId?: string }) {
  const projectId = storage.get('project')?.id ?? ''
  const [tasks, setTasks] = useState<TaskCard[] | null>(given ? [] : null)
  const [failure, setFailure] = useState('')
  const [taskId, setTaskId] = useState(given ?? '')
  const [material, setMaterial] = useState('')
  const [spec, setSpec] = useState('')
  const [unit, setUnit] = useState('t')
  const [quantity, setQuantity] = useState('')
  const [usedDate, setUsedDate] = useState(dayFromToday(0))
  const [place, setPlace] = useState('')
  const [chainage, setChainage] = useState('')
  const [note, setNote] = useState('')
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [sending, setSending] = useState(false)
  const [sent, setSent] = useState(false)
  const key = useRef(randomId(32))
  const confirmLeave = useLeaveGuard(!sent && Boolean(material.trim() || quantity.trim() || place.trim() || photos.length), DISCARD_QUESTION)

  const load = async () => {
    if (given) return
    if (!projectId) return setFailure('请先在工作台选择项目')
    try {
      setTasks((await getTasks({ projectId, scope: 'mine', state: 'doing,returned', currentPage: 1, pageSize: 100 })).list)
      setFailure('')
    } catch (err) {
      setFailure(errorText(err, '任务加载失败'))
    }
  }
  useEffect(() => { void load() }, [projectId, given])

  const send = async () => {
    if (!taskId) return toast('请选择任务')
    if (!material.trim()) return toast('请填写材料名称')
    if (!unit.trim()) return toast('请填写计量单位')
    if (!QTY.test(quantity.trim())) return toast('消耗数量应为数字，最多两位小数')
    if (Number(quantity) <= 0) return toast('消耗数量须大于0')
    if (usedDate > dayFromToday(0)) return toast('使用日期不能晚于今天')
    if (chainage.trim() && !CHAINAGE.test(chainage.trim())) return toast('桩号格式不正确（如K12+300）')
    if (sending) return
    setSending(true)
    try {
      const r = await sendConsume({
        taskId, material: material.trim(), specification: spec.trim(), unit: unit.trim(), quantity: quantity.trim(), usedDate,
        place: place.trim(), chainage: chainage.trim(), note: note.trim(), photos
      }, key.current)
      setSent(true)
      toast(r.queued ? QUEUED_TEXT : '保存成功', r.queued ? 'none' : 'success')
      setTimeout(() => goBack(routes.consume({ taskId })), 800)
    } catch (err) {
      toast(errorText(err, '保存失败'))
    } finally {
      setSending(false)
    }
  }

  const leave = async () => { if (await confirmLeave()) goBack(routes.consume({ taskId: given })) }
  let body
  if (failure) body = <PageState status='error' text={failure} onRetry={projectId ? () => void load() : undefined} />
  else if (!tasks) body = <PageState status='loading' />
  else if (!given && tasks.length === 0) body = <PageState status='empty' text='没有进行中的任务，接收任务后才能登记材料消耗' />
  else body = (
    <View className='tk-form'>
      {!given && (
        <View className='tk-section'>
          <Picker mode='selector' range={tasks.map((t) => `${t.billNo} ${t.title}`)} value={Math.max(0, tasks.findIndex((t) => t.id === taskId))} onChange={(e) => setTaskId(tasks[Number(e.detail.value)].id)}>
            <View className='tk-row'><Text className='tk-label'>任务</Text><Text className='tk-value'>{tasks.find((t) => t.id === taskId)?.title ?? '请选择任务'}</Text></View>
          </Picker>
        </View>
      )}
      <View className='tk-section'>
        <View className='tk-row'><Text className='tk-label'>材料名称</Text><Input className='tk-input' value={material} maxlength={60} placeholder='必填，如：C30混凝土' onInput={(e) => setMaterial(e.detail.value)} /></View>
        <View className='tk-row'><Text className='tk-label'>规格型号</Text><Input className='tk-input' value={spec} maxlength={60} placeholder='如：HRB400 Φ25' onInput={(e) => setSpec(e.detail.value)} /></View>
        <Text className='tk-section__title'>计量单位</Text>
        <Chips label='计量单位' options={UNITS} value={unit} onChange={(v) => v && setUnit(v)} />
        <View className='tk-row'><Text className='tk-label'>消耗数量</Text><Input className='tk-input' type='digit' value={quantity} maxlength={12} placeholder='必填，最多两位小数' onInput={(e) => setQuantity(e.detail.value)} /></View>
        <Picker mode='date' value={usedDate} end={dayFromToday(0)} onChange={(e) => setUsedDate(String(e.detail.value))}>
          <View className='tk-row'><Text className='tk-label'>使用日期</Text><Text className='tk-value'>{usedDate}</Text></View>
        </Picker>
        <View className='tk-row'><Text className='tk-label'>桩号</Text><Input className='tk-input' value={chainage} maxlength={30} placeholder='如：K12+300' onInput={(e) => setChainage(e.detail.value)} /></View>
        <View className='tk-row'><Text className='tk-label'>使用部位</Text><Input className='tk-input' value={place} maxlength={100} placeholder='如：3#墩承台' onInput={(e) => setPlace(e.detail.value)} /></View>
        <Textarea className='tk-textarea' value={note} maxlength={200} placeholder='备注（选填）' onInput={(e) => setNote(e.detail.value)} />
      </View>
      <View className='tk-section'>
        <Text className='tk-section__title'>现场照片</Text>
        <KeepPhotosOfflineContext.Provider value>
          <SitePhotoPicker value={photos} onChange={setPhotos} limit={9} fileSize={5} sizeUnit='MB' sourceType={['camera', 'album']} />
        </KeepPhotosOfflineContext.Provider>
      </View>
      <View className='tk-actions'>
        <ActionButton label={sending ? '保存中…' : '保存'} kind='primary' busy={sending} onClick={() => void send()} />
      </View>
    </View>
  )
  return (
    <View className='page'>
      <NavBar title='登记材料消耗' back onBack={() => void leave()} />
      {body}
    </View>
  )
}

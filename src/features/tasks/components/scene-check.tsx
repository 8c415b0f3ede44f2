// 现场检查 (addTask › sceneCheck): the handler walks the site and marks each item 合格 / 不合格 / 不适用. 合格 and
// 不适用 save on the tap; 不合格 asks what is wrong and a site photo first. Without signal a mark waits in 待发送 and
// shows on its item meanwhile. A failing item may be registered as a
// hidden danger (整改期限, 隐患类别) once. When every item is marked, the check goes to its page to be submitted.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Image, Picker, Text, Textarea, View } from '@tarojs/components'
import { HAZARD_CATEGORY_NAMES, type CheckItem, type CheckItemInput, type CheckResult, type SiteCheckDetail } from '@shared/api/task-checks'
import { KeepPhotosOfflineContext, NavBar, PageState, SitePhotoPicker, goBack, type UploadItem } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { QUEUED_SUBMISSION_TEXT } from '@/lib/outbox'
import { DISCARD_QUESTION, useLeaveGuard } from '@/lib/use-leave-guard'
import { ActionButton } from './action-button'
import { dayFromToday } from '../lib/task'
import { withQueuedMark } from '../lib/check-marks'
import { randomId } from '@/utils/random'
import { getSiteCheck, markItem, raiseHazard } from '../api/task-checks'
import './tasks.scss'
import './task-checks.scss'

const toast = (title: string, icon: 'none' | 'success' = 'none') => void Taro.showToast({ title, icon, duration: icon === 'none' ? 2500 : 1500 })
const CHOICES: { value: Exclude<CheckResult, ''>; label: string }[] = [{ value: 'pass', label: '合格' }, { value: 'fail', label: '不合格' }, { value: 'na', label: '不适用' }]

export function ResultTag({ item }: { item: CheckItem }) {
  return <Text className={`tc-result${item.result ? ` tc-result--${item.result}` : ''}`}>{item.resultName}</Text>
}

export function ItemPhotos({ item }: { item: CheckItem }) {
  if (!item.photos.length) return null
  const urls = item.photos.map((p) => p.url)
  return (
    <View className='tk-photos'>
      {item.photos.map((p) => <Image key={p.url} className='tk-photo' src={p.url} mode='aspectFill' onClick={() => void Taro.previewImage({ urls, current: p.url })} />)}
    </View>
  )
}

export function SceneCheck({ id }: { id: string }) {
  const [check, setCheck] = useState<SiteCheckDetail | null>(null)
  const [failure, setFailure] = useState('')
  /** the item whose failure is being described, or whose hazard is being registered */
  const [open, setOpen] = useState<{ itemId: string; mode: 'fail' | 'hazard' } | null>(null)
  const [note, setNote] = useState('')
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [deadline, setDeadline] = useState(dayFromToday(3))
  const [category, setCategory] = useState(-1)
  const [busy, setBusy] = useState(false)
  const confirmLeave = useLeaveGuard(open?.mode === 'fail' && (note.trim() !== '' || photos.length > 0), DISCARD_QUESTION)

  const load = useCallback(async () => {
    if (!id) return setFailure('缺少任务编号，无法检查')
    try {
      setCheck(await getSiteCheck(id))
      setFailure('')
    } catch (err) {
      setFailure(errorText(err, '检查任务加载失败'))
    }
  }, [id])
  useEffect(() => { void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  /** sends a result, or keeps it in 待发送 (no signal, photos on the phone) and shows it on the item meanwhile */
  const saveMark = async (item: CheckItem, input: CheckItemInput): Promise<boolean> => {
    if (!check) return false
    const r = await markItem({ id, place: check.place }, item, input, randomId(32))
    if (r.queued) {
      setCheck((c) => (c ? withQueuedMark(c, item.id, input) : c))
      toast(QUEUED_SUBMISSION_TEXT)
      return true
    }
    setCheck(r.check)
    return false
  }

  const mark = async (item: CheckItem, result: Exclude<CheckResult, ''>) => {
    if (busy || !check?.canCheck || item.hazardId) return
    if (result === 'fail') {
      setOpen({ itemId: item.id, mode: 'fail' })
      setNote(item.result === 'fail' ? item.note : '')
      setPhotos(item.result === 'fail' ? item.photos.map((p): UploadItem => ({ name: p.name, url: p.url, fileId: '' })) : [])
      return
    }
    setBusy(true)
    try {
      await saveMark(item, { result })
      if (open?.itemId === item.id) setOpen(null)
    } catch (err) {
      toast(errorText(err, '保存失败'))
    } finally {
      setBusy(false)
    }
  }

  const saveFail = async (item: CheckItem) => {
    if (busy) return
    if (!note.trim()) return toast('请填写问题描述')
    if (photos.length === 0) return toast('请拍摄现场照片')
    if (photos.some((p) => !p.url)) return toast('照片上传中，请稍候')
    setBusy(true)
    try {
      // the photos as the picker holds them: one kept on the phone (no signal) is uploaded by the outbox first
      const queued = await saveMark(item, { result: 'fail', note: note.trim(), photos })
      setOpen(null)
      if (!queued) toast('已保存', 'success')
    } catch (err) {
      toast(errorText(err, '保存失败'))
    } finally {
      setBusy(false)
    }
  }

  const saveHazard = async (item: CheckItem) => {
    if (busy) return
    const res = await Taro.showModal({ title: '登记隐患', content: `将“${item.name}”登记到隐患台账，整改期限${deadline}，由检查人负责跟踪整改。确定登记？`, confirmText: '登记', cancelText: '取消' })
    if (!res.confirm) return
    setBusy(true)
    try {
      setCheck(await raiseHazard(id, item.id, { deadline, ...(category >= 0 ? { hazardCategory: String(category + 1) } : {}) }))
      setOpen(null)
      toast('隐患已登记', 'success')
    } catch (err) {
      toast(errorText(err, '登记失败'))
    } finally {
      setBusy(false)
    }
  }

  const leave = async () => { if (await confirmLeave()) goBack(routes.addTask) }
  let body
  if (failure) body = <PageState status='error' text={failure} onRetry={id ? () => void load() : undefined} />
  else if (!check) body = <PageState status='loading' />
  else body = (
    <View className='tk-detail'>
      <View className='tk-section'>
        <Text className='tk-section__title'>{check.place}</Text>
        <Text className='tk-hint'>{`${check.checklistName} · ${check.task.billNo} · 截止 ${check.task.dueDate}`}</Text>
        <View className='tc-summary'>
          {[['已检查', `${check.summary.checked}/${check.summary.total}`], ['合格', check.summary.passed], ['不合格', check.summary.failed], ['不适用', check.summary.na]].map(([l, n]) => (
            <View key={String(l)} className='tc-summary__cell'><Text className='tc-summary__num'>{n}</Text><Text className='tc-summary__label'>{l}</Text></View>
          ))}
        </View>
        {!check.canCheck && <Text className='tk-hint'>{check.task.state === 'pending' ? '请先在任务详情中接收任务，再开始检查' : `任务${check.task.stateName}，检查结果不能再修改`}</Text>}
      </View>
      {check.items.map((item, n) => (
        <View key={item.id} className='tc-item'>
          <View className='tc-item__head'>
            <Text className='tc-item__name'>{`${n + 1}. ${item.name}`}</Text>
            <ResultTag item={item} />
          </View>
          <Text className='tc-item__std'>{item.requirement}</Text>
          {item.note ? <Text className='tc-item__note'>{item.note}</Text> : null}
          <ItemPhotos item={item} />
          {item.hazardNo ? <Text className='tc-hazard'>{`已登记隐患 ${item.hazardNo}`}</Text> : null}
          {check.canCheck && !item.hazardId && (
            <View className='tc-choices' role='radiogroup' aria-label={item.name}>
              {CHOICES.map((c) => (
                <View key={c.value} role='radio' aria-checked={item.result === c.value} className={`tc-choice${item.result === c.value ? ` tc-choice--${c.value}` : ''}`} onClick={() => void mark(item, c.value)}>
                  <Text>{c.label}</Text>
                </View>
              ))}
            </View>
          )}
          {open?.itemId === item.id && open.mode === 'fail' && (
            <View className='tk-sheet'>
              <Textarea className='tk-textarea' value={note} maxlength={500} placeholder='问题描述（必填）：存在什么问题、位置、范围' onInput={(e) => setNote(e.detail.value)} />
              <KeepPhotosOfflineContext.Provider value>
                <SitePhotoPicker value={photos} onChange={setPhotos} limit={9} fileSize={5} sizeUnit='MB' sourceType={['camera', 'album']} />
              </KeepPhotosOfflineContext.Provider>
              <View className='tc-choices'>
                <ActionButton label='取消' onClick={() => setOpen(null)} />
                <ActionButton label={busy ? '保存中…' : '保存不合格'} kind='danger' busy={busy} onClick={() => void saveFail(item)} />
              </View>
            </View>
          )}
          {check.canCheck && item.result === 'fail' && !item.hazardId && open?.itemId !== item.id && (
            <View className='tc-row-actions'><Text className='tc-del' onClick={() => { setOpen({ itemId: item.id, mode: 'hazard' }); setCategory(-1) }}>登记隐患</Text></View>
          )}
          {open?.itemId === item.id && open.mode === 'hazard' && (
            <View className='tk-sheet'>
              <Picker mode='date' value={deadline} start={dayFromToday(0)} onChange={(e) => setDeadline(String(e.detail.value))}>
                <View className='tk-row'><Text className='tk-label'>整改期限</Text><Text className='tk-value'>{deadline}</Text></View>
              </Picker>
              <Picker mode='selector' range={HAZARD_CATEGORY_NAMES} value={Math.max(0, category)} onChange={(e) => setCategory(Number(e.detail.value))}>
                <View className='tk-row'><Text className='tk-label'>隐患类别</Text><Text className='tk-value'>{category >= 0 ? HAZARD_CATEGORY_NAMES[category] : '按检查表类别'}</Text></View>
              </Picker>
              <View className='tc-choices'>
                <ActionButton label='取消' onClick={() => setOpen(null)} />
                <ActionButton label={busy ? '登记中…' : '登记隐患'} kind='danger' busy={busy} onClick={() => void saveHazard(item)} />
              </View>
            </View>
          )}
        </View>
      ))}
      <View className='tk-actions'>
        <ActionButton label={check.summary.checked === check.summary.total ? '检查完成，去提交' : `还有${check.summary.total - check.summary.checked}项未检查`} kind='primary'
          onClick={() => void Taro.redirectTo({ url: routes.siteCheckDetail(id) })} />
      </View>
    </View>
  )
  return (
    <View className='page'>
      <NavBar title='现场检查' back onBack={() => void leave()} />
      {body}
    </View>
  )
}

// 外勤打卡: the 上班/下班 pair of someone working off-site all day (at the material plant, in the owner's office), unlike
// 外勤拍照签到's one sign-in at a place visited. The screen shows today's punches, the current fix with its accuracy
// and the distance to the nearest fence; each punch goes with a site photo and the reason (the server requires
// both for a punch outside the fences) and, where the section's rule requires it, the face photo. The server
// decides in or out from the day's punches. Offline it waits in the outbox as the other punches do.
import { useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View, Text, Textarea } from '@tarojs/components'
import type { ClockInput } from '@shared/api/attendance'
import { KeepPhotosOfflineContext, PageState, SitePhotoPicker, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { randomId } from '@/utils/random'
import { MAX_FIX_ACCURACY_M, nearest } from '../lib/rules'
import { FieldFace } from './field-face'
import { sayQueued, sendFieldPunch } from './field-send'
import { useFaceShot } from './face-shot'
import { PunchCard } from './punch-card'
import { useFieldDay } from './use-field-day'
import './attendance.scss'

export function FieldClockScreen() {
  const { today, face, needsFace, status, error, fix, locating, locate, load } = useFieldDay()
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const [key, setKey] = useState(() => randomId(32))
  const shot = useFaceShot()
  useDidShow(() => { if (today) void load(today.contractId) })
  usePullDownRefresh(() => { void load(today?.contractId).finally(() => Taro.stopPullDownRefresh()) })

  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error' || !today) return <PageState status='error' text={error} onRetry={() => void load()} />

  const clockedIn = today.punches.some((p) => p.kind === 'in')
  const label = clockedIn ? '外勤下班打卡' : '外勤上班打卡'
  const near = fix ? nearest(fix, today.fences) : undefined
  const inside = near?.distance === 0
  const exited = today.worker?.exited === true
  const poor = fix?.accuracy !== undefined && fix.accuracy > MAX_FIX_ACCURACY_M

  const submit = async () => {
    if (busy) return
    if (exited) return setProblem('您已退场，无法打卡')
    if (today.fences.length === 0) return setProblem('该合同段尚未设置考勤围栏，请联系管理人员')
    if (!fix) return setProblem('请先获取当前位置')
    if (poor) return setProblem(`定位精度不足（±${Math.round(fix.accuracy!)}米），请到开阔处重新定位`)
    if (photos.length === 0) return setProblem('请拍摄现场照片')
    if (!reason.trim()) return setProblem('请填写外勤事由')
    if (needsFace && !face?.enrolled) return setProblem('您尚未录入人脸照片，请先录入后再打卡')
    if (needsFace && !shot.picked) return setProblem('请拍摄本人正脸照片')
    setProblem('')
    const body: ClockInput = {
      contractId: today.contractId, longitude: fix.longitude, latitude: fix.latitude, accuracy: fix.accuracy === undefined ? undefined : Math.round(fix.accuracy),
      clientTime: Date.now(), field: true, photos: photos.map((p) => ({ fileId: p.fileId, url: p.url, name: p.name })), reason: reason.trim()
    }
    setBusy(true)
    try {
      const sent = await sendFieldPunch({ body, photos, key, title: label, face: needsFace ? shot : undefined })
      if (sent.kind === 'queued') return sayQueued()
      const p = sent.punch
      const what = `${p.kind === 'in' ? '上班' : '下班'}打卡成功${p.late ? '（迟到）' : p.early ? '（早退）' : ''}`
      void Taro.showToast({ title: p.field ? `外勤${what}` : `您在考勤范围内，已按正常${what}`, icon: 'none', duration: 2500 })
      // the next punch of the day is a new one: its own photo and face, the reason usually the same
      setPhotos([])
      setKey(randomId(32))
      shot.reset()
      await load(today.contractId)
    } catch (err) {
      if (needsFace) shot.setState('bad')
      setProblem(errorText(err, '打卡失败'))
      setKey(randomId(32)) // a refused punch wrote nothing: the corrected one is a new submission
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='att'>
      <View className='att-head'>
        <Text className='att-head__section'>{today.contractName}</Text>
        <Text className='att-head__rule'>上班 {today.rule.workStart} · 下班 {today.rule.workEnd}{needsFace ? ' · 需人脸识别' : ''}</Text>
        {locating && <Text className='att-place__muted'>正在定位…</Text>}
        {!locating && !fix && <Text className='att-place__bad'>无法获取当前位置，请开启定位权限后重试</Text>}
        {!locating && fix && (
          <Text className={poor ? 'att-place__bad' : 'att-head__rule'}>
            当前定位精度 {fix.accuracy === undefined ? '未知' : `±${Math.round(fix.accuracy)}米`}
            {near ? (inside ? `，在考勤范围内（${near.fenceName}），将按正常打卡` : `，距${near.fenceName}约${near.distance}米`) : '，本合同段尚未设置考勤围栏'}
          </Text>
        )}
        {!locating && <Text className='att-place__link' onClick={() => void locate()}>重新定位</Text>}
      </View>

      <View className='att-section-title'><Text>今日打卡</Text></View>
      {today.punches.length === 0 && <PageState status='empty' inline text='今天还没有打卡' />}
      {today.punches.map((p) => <PunchCard key={p.id} punch={p} />)}

      <View className='att-form att-form--pad'>
        <Text className='att-field__label'>现场照片</Text>
        <KeepPhotosOfflineContext.Provider value={!needsFace}>
          <SitePhotoPicker value={photos} onChange={setPhotos} limit={3} fileSize={5} sizeUnit='MB' sourceType={['camera']} />
        </KeepPhotosOfflineContext.Provider>
        <Text className='att-field__label'>外勤事由</Text>
        <Textarea className='att-textarea' maxlength={500} value={reason} placeholder='如：在诸暨材料厂驻场监督钢筋加工'
          onInput={(e) => { setReason(e.detail.value); setProblem('') }} />
      </View>
      {needsFace && <FieldFace shot={shot} face={face} busy={busy} />}
      {problem && <Text className='att-place__bad att-hint'>{problem}</Text>}
      <View className={`att-submit${busy || exited ? ' att-submit--busy' : ''}`} role='button' aria-disabled={busy || exited} onClick={() => void submit()}>
        {busy ? '提交中…' : label}
      </View>
    </View>
  )
}

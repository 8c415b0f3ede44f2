// 外勤拍照签到: field staff away from the site (a material plant, a meeting at the owner's) sign in once with a
// stamped site photo and a reason. The server records it as field service with the distance to the nearest fence,
// for the managers to see and question. Photos still on the phone, or no network: it waits in the outbox under its
// key. Where the section's rule requires the face, the face photo goes with it (field-face.tsx).
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text, Textarea } from '@tarojs/components'
import type { ClockInput } from '@shared/api/attendance'
import { KeepPhotosOfflineContext, PageState, SitePhotoPicker, type UploadItem } from '@/components'
import { errorText } from '@/lib/error-text'
import { randomId } from '@/utils/random'
import { nearest } from '../lib/rules'
import { FieldFace } from './field-face'
import { sayQueued, sendFieldPunch } from './field-send'
import { useFaceShot } from './face-shot'
import { useFieldDay } from './use-field-day'
import './attendance.scss'

export function PhotoCheckScreen() {
  const { today, face, needsFace, status, error, fix, locating, locate, load } = useFieldDay()
  const [photos, setPhotos] = useState<UploadItem[]>([])
  const [reason, setReason] = useState('')
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const [key, setKey] = useState(() => randomId(32))
  const shot = useFaceShot()

  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error' || !today) return <PageState status='error' text={error} onRetry={() => void load()} />

  const near = fix ? nearest(fix, today.fences) : undefined
  const submit = async () => {
    if (busy) return
    if (!fix) return setProblem('请先获取当前位置')
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
      const sent = await sendFieldPunch({ body, photos, key, title: '外勤打卡', face: needsFace ? shot : undefined })
      if (sent.kind === 'queued') return sayQueued()
      if (needsFace) shot.setState('ok')
      void Taro.showToast({ title: sent.punch.field ? `外勤打卡成功（距${sent.punch.fenceName}${sent.punch.distance}米）` : '您在考勤范围内，已按正常打卡', icon: 'none', duration: 2500 })
      setTimeout(() => void Taro.navigateBack(), 1200)
    } catch (err) {
      if (needsFace) shot.setState('bad')
      setProblem(errorText(err, '提交失败'))
      setKey(randomId(32)) // a refused punch wrote nothing: the corrected one is a new submission
    } finally {
      setBusy(false)
    }
  }

  return (
    <View className='att'>
      <View className='att-head'>
        <Text className='att-head__section'>{today.contractName}</Text>
        {locating && <Text className='att-place__muted'>正在定位…</Text>}
        {!locating && !fix && <Text className='att-place__bad'>无法获取当前位置，请开启定位权限后重试</Text>}
        {!locating && fix && near && (near.distance === 0
          ? <Text className='att-place__ok'>您在考勤范围内（{near.fenceName}），提交将按正常打卡</Text>
          : <Text className='att-head__rule'>距{near.fenceName}约{near.distance}米</Text>)}
        {!locating && <Text className='att-place__link' onClick={() => void locate()}>重新定位</Text>}
      </View>
      <View className='att-form' style={{ marginTop: '24rpx', padding: '24rpx' }}>
        <Text className='att-field__label'>现场照片</Text>
        <KeepPhotosOfflineContext.Provider value={!needsFace}>
          <SitePhotoPicker value={photos} onChange={setPhotos} limit={3} fileSize={5} sizeUnit='MB' sourceType={['camera']} />
        </KeepPhotosOfflineContext.Provider>
        <Text className='att-field__label'>外勤事由</Text>
        <Textarea className='att-search' style={{ width: 'auto', height: '160rpx', borderRadius: '16rpx', background: '#f5f6f7' }} maxlength={500} value={reason}
          placeholder='如：去诸暨材料厂验收钢筋' onInput={(e) => { setReason(e.detail.value); setProblem('') }} />
      </View>
      {needsFace && <FieldFace shot={shot} face={face} busy={busy} />}
      {problem && <Text className='att-place__bad' style={{ display: 'block', marginTop: '16rpx' }}>{problem}</Text>}
      <View className={`att-submit${busy ? ' att-submit--busy' : ''}`} role='button' onClick={() => void submit()}>{busy ? '提交中…' : '外勤打卡'}</View>
    </View>
  )
}

// 外勤拍照签到: field staff away from the site (a material plant, a meeting at the owner's) sign in once with a
// stamped site photo and a reason. The server records it as field service with the distance to the nearest fence,
// for the managers to see and question. Photos still on the phone, or no network: it waits in the outbox under its
// key. Where the section's rule requires the face, the face photo goes with it (field-face.tsx).
import Taro from '@tarojs/taro'
import { View, Text, Textarea } from '@tarojs/components'
import { KeepPhotosOfflineContext, PageState, SitePhotoPicker } from '@/components'
import { nearest } from '../lib/rules'
import { FieldFace } from './field-face'
import { FieldPlaceLine } from './field-place-line'
import { useFieldDay } from './use-field-day'
import { useFieldPunch } from './use-field-punch'
import './attendance.scss'

export function PhotoCheckScreen() {
  const day = useFieldDay()
  const { today, face, needsFace, status, error, fix, locating, locate, load } = day
  const punch = useFieldPunch(day)

  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error' || !today) return <PageState status='error' text={error} onRetry={() => void load()} />

  const { busy, problem } = punch
  const submit = () => punch.send({
    title: '外勤打卡',
    failText: '提交失败',
    onSent: (p) => {
      if (needsFace) punch.shot.setState('ok')
      void Taro.showToast({ title: p.field ? `外勤打卡成功（距${p.fenceName}${p.distance}米）` : '您在考勤范围内，已按正常打卡', icon: 'none', duration: 2500 })
      setTimeout(() => void Taro.navigateBack(), 1200)
    }
  })

  return (
    <View className='att'>
      <View className='att-head'>
        <Text className='att-head__section'>{today.contractName}</Text>
        <FieldPlaceLine fix={fix} near={fix ? nearest(fix, today.fences) : undefined} locating={locating} onLocate={() => void locate()} />
      </View>
      <View className='att-form att-form--pad'>
        <Text className='att-field__label'>现场照片</Text>
        <KeepPhotosOfflineContext.Provider value={!needsFace}>
          <SitePhotoPicker value={punch.photos} onChange={punch.setPhotos} limit={3} fileSize={5} sizeUnit='MB' sourceType={['camera']} />
        </KeepPhotosOfflineContext.Provider>
        <Text className='att-field__label'>外勤事由</Text>
        <Textarea className='att-textarea' maxlength={500} value={punch.reason} placeholder='如：去诸暨材料厂验收钢筋'
          onInput={(e) => punch.typeReason(e.detail.value)} />
      </View>
      {needsFace && <FieldFace shot={punch.shot} face={face} busy={busy} />}
      {problem && <Text className='att-place__bad att-hint'>{problem}</Text>}
      <View className={`att-submit${busy ? ' att-submit--busy' : ''}`} role='button' aria-disabled={busy} onClick={() => void submit()}>{busy ? '提交中…' : '外勤打卡'}</View>
    </View>
  )
}

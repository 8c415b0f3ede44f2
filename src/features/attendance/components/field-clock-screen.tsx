// 外勤打卡: the 上班/下班 pair of someone working off-site all day (at the material plant, in the owner's office), unlike
// 外勤拍照签到's one sign-in at a place visited. The screen shows today's punches, the current fix with its accuracy
// and the distance to the nearest fence; each punch goes with a site photo and the reason (the server requires
// both for a punch outside the fences) and, where the section's rule requires it, the face photo. The server
// decides in or out from the day's punches. Offline it waits in the outbox as the other punches do.
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { View, Text, Textarea } from '@tarojs/components'
import { KeepPhotosOfflineContext, PageState, SitePhotoPicker } from '@/components'
import { MAX_FIX_ACCURACY_M, nearest } from '../lib/rules'
import { FieldFace } from './field-face'
import { FieldPlaceLine } from './field-place-line'
import { PunchCard } from './punch-card'
import { useFieldDay } from './use-field-day'
import { useFieldPunch } from './use-field-punch'
import './attendance.scss'

export function FieldClockScreen() {
  const day = useFieldDay()
  const { today, face, needsFace, status, error, fix, locating, locate, load } = day
  const punch = useFieldPunch(day)
  useDidShow(() => { if (today) void load(today.contractId) })
  usePullDownRefresh(() => { void load(today?.contractId).finally(() => Taro.stopPullDownRefresh()) })

  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error' || !today) return <PageState status='error' text={error} onRetry={() => void load()} />

  const label = today.punches.some((p) => p.kind === 'in') ? '外勤下班打卡' : '外勤上班打卡'
  const exited = today.worker?.exited === true
  const { busy, problem } = punch

  const submit = () => punch.send({
    title: label,
    failText: '打卡失败',
    check: () => {
      if (exited) return '您已退场，无法打卡'
      if (today.fences.length === 0) return '该合同段尚未设置考勤围栏，请联系管理人员'
      if (fix?.accuracy !== undefined && fix.accuracy > MAX_FIX_ACCURACY_M) return `定位精度不足（±${Math.round(fix.accuracy)}米），请到开阔处重新定位`
      return undefined
    },
    onSent: async (p) => {
      const what = `${p.kind === 'in' ? '上班' : '下班'}打卡成功${p.late ? '（迟到）' : p.early ? '（早退）' : ''}`
      void Taro.showToast({ title: p.field ? `外勤${what}` : `您在考勤范围内，已按正常${what}`, icon: 'none', duration: 2500 })
      punch.reset()
      await load(today.contractId)
    }
  })

  return (
    <View className='att'>
      <View className='att-head'>
        <Text className='att-head__section'>{today.contractName}</Text>
        <Text className='att-head__rule'>上班 {today.rule.workStart} · 下班 {today.rule.workEnd}{needsFace ? ' · 需人脸识别' : ''}</Text>
        <FieldPlaceLine fix={fix} near={fix ? nearest(fix, today.fences) : undefined} locating={locating} onLocate={() => void locate()} />
      </View>

      <View className='att-section-title'><Text>今日打卡</Text></View>
      {today.punches.length === 0 && <PageState status='empty' inline text='今天还没有打卡' />}
      {today.punches.map((p) => <PunchCard key={p.id} punch={p} />)}

      <View className='att-form att-form--pad'>
        <Text className='att-field__label'>现场照片</Text>
        <KeepPhotosOfflineContext.Provider value={!needsFace}>
          <SitePhotoPicker value={punch.photos} onChange={punch.setPhotos} limit={3} fileSize={5} sizeUnit='MB' sourceType={['camera']} />
        </KeepPhotosOfflineContext.Provider>
        <Text className='att-field__label'>外勤事由</Text>
        <Textarea className='att-textarea' maxlength={500} value={punch.reason} placeholder='如：在诸暨材料厂驻场监督钢筋加工'
          onInput={(e) => punch.typeReason(e.detail.value)} />
      </View>
      {needsFace && <FieldFace shot={punch.shot} face={face} busy={busy} />}
      {problem && <Text className='att-place__bad att-hint'>{problem}</Text>}
      <View className={`att-submit${busy || exited ? ' att-submit--busy' : ''}`} role='button' aria-disabled={busy || exited} onClick={() => void submit()}>
        {busy ? '提交中…' : label}
      </View>
    </View>
  )
}

// 人脸识别打卡 (attendanceFaceRecognition): where the section's shift rule requires the face, a registered worker clocks
// in (or out) with a photo of himself: the same location fix and the same clock call as the clock screen, with the
// photo, which the server compares with his enrolment. The comparison needs the server, so this punch is never held
// in the outbox: without network it says so. A refusal (another face, no face, outside the fence) is shown as the
// server says it, and a new photo can be taken at once.
import { useState } from 'react'
import Taro from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import type { ClockInput } from '@shared/api/attendance'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { isOnline } from '@/lib/network'
import { randomId } from '@/utils/random'
import { sendClock } from '../api'
import { nearest } from '../lib/rules'
import { FaceShotView, useFaceShot } from './face-shot'
import { useFieldDay } from './use-field-day'
import './attendance.scss'
import './face.scss'

export function FaceClockScreen({ contractId }: { contractId?: string }) {
  const { today, face, status, error, fix, locating, locate, load } = useFieldDay({ contractId, face: 'always' })
  const [problem, setProblem] = useState('')
  const [result, setResult] = useState('')
  const shot = useFaceShot()

  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error' || !today) return <PageState status='error' text={error} onRetry={() => void load()} />

  const label = today.punches.some((p) => p.kind === 'in') ? '下班打卡' : '上班打卡'
  const near = fix ? nearest(fix, today.fences) : undefined
  const inside = near?.distance === 0
  const busy = shot.state === 'uploading' || shot.state === 'checking'
  const enrolled = face?.enrolled === true

  const clock = async () => {
    if (busy || result) return
    if (!fix) return setProblem('请先获取当前位置')
    if (!shot.picked) return setProblem('请先拍摄本人正脸照片')
    if (!isOnline()) return setProblem('人脸识别打卡需要联网，请连接网络后重试')
    setProblem('')
    try {
      const facePhoto = await shot.upload()
      const body: ClockInput = {
        contractId: today.contractId, longitude: fix.longitude, latitude: fix.latitude,
        accuracy: fix.accuracy === undefined ? undefined : Math.round(fix.accuracy), clientTime: Date.now(), facePhoto
      }
      // a new key each time: a refused punch wrote nothing, and a retry after a lost answer sends the same photo again
      const punch = await sendClock(body, randomId(32))
      shot.setState('ok')
      const text = `${punch.kind === 'in' ? '上班' : '下班'}打卡成功${punch.late ? '（迟到）' : punch.early ? '（早退）' : ''}`
      setResult(text)
      void Taro.showToast({ title: text, icon: 'none', duration: 2500 })
      setTimeout(() => void Taro.navigateBack(), 1500)
    } catch (err) {
      shot.setState('bad')
      setProblem(errorText(err, '打卡失败'))
    }
  }

  return (
    <View className='att'>
      <View className='att-head'>
        <Text className='att-head__section'>{today.contractName}</Text>
        <Text className='att-head__rule'>上班 {today.rule.workStart} · 下班 {today.rule.workEnd} · 需人脸识别</Text>
        {locating && <Text className='att-place__muted'>正在定位…</Text>}
        {!locating && !fix && <Text className='att-place__bad'>无法获取当前位置，请开启定位权限后重试</Text>}
        {!locating && fix && near && (inside
          ? <Text className='att-place__ok'>✓ 已进入考勤范围：{near.fenceName}</Text>
          : <Text className='att-place__bad'>不在考勤范围内，距离{near.fenceName}约{near.distance}米</Text>)}
        {!locating && <Text className='att-place__link' onClick={() => void locate()}>重新定位</Text>}
      </View>

      {!enrolled ? (
        <PageState status='empty' inline text={face ? '您尚未录入人脸照片，请先录入后再打卡' : '您不在本合同段的劳务人员名册中，请联系工区长登记'}>
          {face && (
            <Text className='att-place__link' onClick={() => void Taro.navigateTo({ url: routes.attendance.faceRecognition(face.workerId) })}>去录入人脸</Text>
          )}
        </PageState>
      ) : (
        <View className='face-shot'>
          <FaceShotView shot={shot} hint={result || '请正对镜头拍摄本人正脸照片，照片将与录入的人脸比对'} />
          {result && <Text className='face-result att-place__ok'>✓ {result}</Text>}
          {problem && <Text className='att-place__bad'>{problem}</Text>}
          {!result && (
            <View className='face-actions'>
              <View className='att-submit face-ghost' role='button' onClick={() => { if (!busy) { setProblem(''); void shot.take() } }}>{shot.picked ? '重新拍照' : '拍照'}</View>
              {shot.picked && (
                <View className={`att-submit${busy || !inside ? ' att-submit--busy' : ''}`} role='button' aria-disabled={busy || !inside}
                  onClick={() => { if (inside) void clock(); else setProblem('不在考勤范围内，无法打卡') }}>
                  {busy ? '提交中…' : label}
                </View>
              )}
            </View>
          )}
        </View>
      )}
    </View>
  )
}

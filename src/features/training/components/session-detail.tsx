// One training session: what, where, when, who teaches and its hours; an invited person signs in with a hand
// signature while the session is open for sign-in; its organisers see who signed (with the time and signature) and
// who is missing, and end the sign-in (结束签到) after a confirmation.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Image, Text, View } from '@tarojs/components'
import type { SessionDetail } from '@shared/api/training-sessions'
import { PageState } from '@/components'
import { SignatureInput } from '@/components/signature-pad'
import { errorText } from '@/lib/error-text'
import { closeSession, getSession, signInSession } from '../api/sessions'
import { dayTime, figuresText, hoursText, myStanding, stateText, windowText } from '../lib/sessions'
import './training.scss'

export function SessionDetailView({ id }: { id: string }) {
  const [s, setS] = useState<SessionDetail | null>(null)
  const [error, setError] = useState('')
  const [signature, setSignature] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    try {
      setS(await getSession(id))
      setError('')
    } catch (err) {
      setError(errorText(err, '培训班加载失败'))
    }
  }, [id])
  useEffect(() => { void load() }, [load])
  useDidShow(() => { if (s) void load() })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const act = async (run: () => Promise<SessionDetail>, done: string) => {
    if (busy) return
    setBusy(true)
    try {
      setS(await run())
      void Taro.showToast({ title: done, icon: 'success' })
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '操作失败'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }
  const sign = () => {
    if (!signature) return void Taro.showToast({ title: '请先手写签名', icon: 'none' })
    void act(() => signInSession(id, signature), '签到成功')
  }
  const close = async () => {
    const missing = s?.missingPeople.length ?? 0
    const res = await Taro.showModal({
      title: '结束签到', content: missing ? `还有${missing}人未签到，结束后不能再签到。确定结束吗？` : '结束后不能再签到。确定结束吗？', confirmText: '结束签到'
    })
    if (res.confirm) void act(() => closeSession(id), '已结束签到')
  }

  if (error) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!s) return <PageState status='loading' />
  const mine = myStanding(s)
  const maySign = mine !== null && s.signedAt === null && s.state === 'signing'
  const mayClose = s.mayManage && s.state !== 'closed'
  return (
    <View className='ta-form'>
      <View className={`ex-card ta-card ta-card--${s.state}`}>
        <View className='ex-card__head'>
          <Text className='ex-card__title'>{s.title}</Text>
          <Text className={`ex-tag ta-state ta-state--${s.state}`}>{stateText(s.state)}</Text>
        </View>
        <Text className='ex-card__meta'>{`课程：${s.courseTitle}`}</Text>
        <Text className='ex-card__meta'>{`时间：${windowText(s)}`}</Text>
        <Text className='ex-card__meta'>{`地点：${s.place}`}</Text>
        <Text className='ex-card__meta'>{`授课人：${s.trainer} · ${hoursText(s.hours)}`}</Text>
        <Text className='ex-card__meta'>{`范围：${s.sectionName || '全项目'} · 组织人：${s.organiserName}`}</Text>
        {s.closedAt !== null && <Text className='ex-card__meta'>{`签到已于 ${dayTime(s.closedAt)} 结束`}</Text>}
      </View>
      {s.content && (
        <View className='ta-section'>
          <Text className='ta-section__title'>培训内容</Text>
          <Text className='ta-text'>{s.content}</Text>
        </View>
      )}
      {mine && (
        <View className='ta-section'>
          <Text className='ta-section__title'>我的签到</Text>
          {s.signedAt !== null ? (
            <>
              <Text className='ta-text'>{`已于 ${dayTime(s.signedAt)} 签到，计${hoursText(s.hours)}`}</Text>
              {s.mySignature && <Image className='ta-signature' src={s.mySignature} mode='aspectFit' />}
            </>
          ) : maySign ? (
            <SignatureInput value={signature} onChange={setSignature} title='签到签名' />
          ) : (
            <Text className={`ex-tag ex-tag--${mine.tone}`}>{mine.text}</Text>
          )}
        </View>
      )}
      {s.mayManage && (
        <View className='ta-section'>
          <Text className='ta-section__title'>{`签到情况（${figuresText(s)}）`}</Text>
          <Text className='ta-section__title ta-gap'>{`未签到（${s.missingPeople.length}人）`}</Text>
          {s.missingPeople.length === 0 && <Text className='ex-card__meta'>全部人员已签到</Text>}
          {s.missingPeople.map((p) => (
            <View key={p.userId} className='ta-person'><Text className='ta-person__name'>{p.name}</Text><Text className='ta-person__org'>{p.organize}</Text></View>
          ))}
          <Text className='ta-section__title ta-gap'>{`已签到（${s.signedPeople.length}人）`}</Text>
          {s.signedPeople.map((p) => (
            <View key={p.userId} className='ta-person'>
              <Text className='ta-person__name'>{p.name}</Text>
              <Text className='ta-person__org'>{p.organize}</Text>
              {p.signature && <Image className='ta-person__sign' src={p.signature} mode='aspectFit' aria-label={`${p.name}的签名`} />}
              <Text className='ta-person__time'>{p.signedAt === null ? '' : dayTime(p.signedAt)}</Text>
            </View>
          ))}
        </View>
      )}
      {(maySign || mayClose) && (
        <View className='ex-actions'>
          {maySign && <View className={`ex-btn ex-btn--primary${busy ? ' ex-btn--off' : ''}`} role='button' onClick={sign}><Text>确认签到</Text></View>}
          {mayClose && <View className={`ex-btn ex-btn--submit${busy ? ' ex-btn--off' : ''}`} role='button' onClick={() => void close()}><Text>结束签到</Text></View>}
        </View>
      )}
    </View>
  )
}

// One warning: content, measures, validity; 已知悉 (with an optional note) for the warned; for the issuer the figures,
// who has not acknowledged, 提醒未读 and 解除预警.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Input, Text, View } from '@tarojs/components'
import type { WarningDetail } from '@shared/api/warnings'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { acknowledgeWarning, getWarning, liftWarning, remindWarning } from '../api/warnings'
import { LEVEL_COLOURS, figuresText, mayRemind, stateAt, stateText, validityText, when } from '../lib/display'
import { LevelChip } from './warning-list'
import './warnings.scss'

export function WarningDetailView({ id }: { id: string }) {
  const [w, setW] = useState<WarningDetail | null>(null)
  const [error, setError] = useState('')
  const [note, setNote] = useState('')
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    try {
      setW(await getWarning(id))
      setError('')
    } catch (err) {
      setError(errorText(err, '预警加载失败'))
    }
  }, [id])
  useEffect(() => { void load() }, [load])
  useDidShow(() => { if (w) void load() })
  // the page enables pull-down for its list: here it reloads the warning, and always stops
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const act = async (run: () => Promise<unknown>, done: string) => {
    if (busy) return
    setBusy(true)
    try {
      await run()
      void Taro.showToast({ title: done, icon: 'success' })
      await load()
    } catch (err) {
      void Taro.showToast({ title: errorText(err, '操作失败'), icon: 'none' })
    } finally {
      setBusy(false)
    }
  }

  if (error) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!w) return <PageState status='loading' />
  const now = Date.now()
  const state = stateAt(w, now)
  const remindable = mayRemind({ state, pendingCount: w.pending.length, nextRemindAt: w.nextRemindAt }, now)
  const canAck = w.received && w.acknowledgedAt === null
  const canLift = w.isIssuer && (state === 'active' || state === 'pending')
  return (
    <View className='ew-detail'>
      <View className='ew-card' style={{ borderLeftColor: LEVEL_COLOURS[w.level] }}>
        <View className='ew-card__head'>
          <Text className='ew-card__title'>{`${w.type}预警`}</Text>
          <LevelChip level={w.level} />
          <Text className={`ew-tag ew-tag--${state}`}>{stateText(state)}</Text>
        </View>
        <Text className='ew-meta'>{`区域：${w.area}`}</Text>
        {w.chainage && <Text className='ew-meta'>{`桩号：${w.chainage}`}</Text>}
        {w.sectionNames.length > 0 && <Text className='ew-meta'>{`合同段：${w.sectionNames.join('、')}`}</Text>}
        <Text className='ew-meta'>{`有效期：${validityText(w, now)}`}</Text>
        <Text className='ew-meta'>{`${w.issuerName} 发布于 ${when(w.issuedAt, now)}`}</Text>
        {w.liftedAt !== null && <Text className='ew-meta'>{`${w.liftedByName} 解除于 ${when(w.liftedAt, now)}`}</Text>}
      </View>
      <View className='ew-section'>
        <Text className='ew-section__title'>预警内容</Text>
        <Text className='ew-text'>{w.content}</Text>
      </View>
      <View className='ew-section'>
        <Text className='ew-section__title'>防范措施</Text>
        <Text className='ew-text'>{w.measures}</Text>
      </View>
      {w.received && (
        <View className='ew-section'>
          <Text className='ew-section__title'>我的确认</Text>
          {w.acknowledgedAt !== null
            ? <Text className='ew-text'>{`已知悉（${when(w.acknowledgedAt, now)}）${w.myNote ? `：${w.myNote}` : ''}`}</Text>
            : <Input className='ew-note' value={note} maxlength={200} placeholder='备注（选填），如：已传达到班组' onInput={(e) => setNote(e.detail.value)} />}
        </View>
      )}
      {w.isIssuer && (
        <View className='ew-section'>
          <Text className='ew-section__title'>知悉情况</Text>
          <Text className='ew-figure'>{figuresText(w)}</Text>
          {w.lastRemindAt !== null && <Text className='ew-meta'>{`上次提醒 ${when(w.lastRemindAt, now)}`}</Text>}
          {w.pending.length > 0 && <Text className='ew-section__title' style={{ marginTop: '20rpx' }}>{`未知悉（${w.pending.length}人）`}</Text>}
          {w.pending.map((p) => (
            <View key={p.userId} className='ew-person'><Text>{p.name}</Text><Text>{p.organize}</Text></View>
          ))}
          {w.acknowledgedPeople.length > 0 && <Text className='ew-section__title' style={{ marginTop: '20rpx' }}>{`已知悉（${w.acknowledgedPeople.length}人）`}</Text>}
          {w.acknowledgedPeople.map((p) => (
            <View key={p.userId} className='ew-person'>
              <Text>{`${p.name}${p.note ? `：${p.note}` : ''}`}</Text><Text>{p.ackAt === null ? '' : when(p.ackAt, now)}</Text>
            </View>
          ))}
        </View>
      )}
      {(canAck || w.isIssuer) && (
        <View className='ew-actions'>
          {canAck && <View className={`ew-btn ew-btn--primary${busy ? ' ew-btn--off' : ''}`} onClick={() => void act(() => acknowledgeWarning(w.id, note), '已知悉')}><Text>已知悉</Text></View>}
          {w.isIssuer && w.pending.length > 0 && (state === 'active' || state === 'pending') && (
            <View className={`ew-btn${remindable && !busy ? '' : ' ew-btn--off'}`}
              onClick={() => {
                if (remindable) void act(() => remindWarning(w.id), '已提醒')
                else if (w.nextRemindAt) void Taro.showToast({ title: `${when(w.nextRemindAt, now)} 后可再次提醒`, icon: 'none' })
              }}>
              <Text>提醒未读</Text>
            </View>
          )}
          {canLift && (
            <View className={`ew-btn ew-btn--danger${busy ? ' ew-btn--off' : ''}`} onClick={() => {
              void Taro.showModal({ title: '解除预警', content: '确定解除该预警？已通知人员将收到解除消息。' }).then((r) => { if (r.confirm) void act(() => liftWarning(w.id), '已解除') })
            }}><Text>解除预警</Text></View>
          )}
        </View>
      )}
    </View>
  )
}

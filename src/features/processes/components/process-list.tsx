// The processes of one item (工序列表) in construction order, each with its state: the first not yet started may be
// started (the server refuses it, with the reason, while the process before it has not passed inspection), one
// under construction or returned may be marked finished or requested for inspection, one requested opens its
// request. A returned process shows the supervisor's opinion.
import { useCallback, useEffect, useRef, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { QUEUED_SUBMISSION_TEXT } from '@/lib/outbox'
import { randomId } from '@/utils/random'
import { getItemProcesses, moveProcess, type ItemProcesses, type ProcessStep } from '../api/processes'
import { processTone, timeText, withQueuedMove } from '../lib/states'
import './processes.scss'

export interface ProcessListScreenProps {
  nodeId: string
  applyUrl(nodeId: string, seq: number): string
  inspectionUrl(id: string): string
  /** 登记实体材料 of the item */
  materialUrl(nodeId: string): string
}

export function ProcessListScreen({ nodeId, applyUrl, inspectionUrl, materialUrl }: ProcessListScreenProps) {
  const [item, setItem] = useState<ItemProcesses | null>(null)
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const shown = useRef(false)

  const load = useCallback(async () => {
    setError('')
    try {
      setItem(await getItemProcesses(nodeId))
    } catch (err) {
      setError(errorText(err, '加载失败'))
    }
  }, [nodeId])
  useEffect(() => { void load() }, [load])
  useDidShow(() => {
    if (shown.current) void load()
    shown.current = true
  })
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const move = async (step: ProcessStep, kind: 'start' | 'finish') => {
    if (busy) return
    const res = await Taro.showModal({
      title: kind === 'start' ? '开始施工' : '标记完工',
      content: kind === 'start' ? `确定开始工序「${step.name}」？` : `确定工序「${step.name}」已完工，等待报验？`,
      confirmText: '确定', cancelText: '取消'
    })
    if (!res.confirm) return
    setBusy(true)
    try {
      const r = await moveProcess(kind, { nodeId, seq: step.seq, name: `${item?.name ?? ''}「${step.name}」` }, randomId(32))
      if (r.queued) {
        void Taro.showToast({ title: QUEUED_SUBMISSION_TEXT, icon: 'none', duration: 2500 })
        setItem((it) => it && withQueuedMove(it, step.seq, kind))
        return
      }
      void Taro.showToast({ title: r.msg || '操作成功', icon: 'none' })
      await load()
    } catch (err) {
      // the server's reason, e.g. 上道工序「成孔检查」报验中，须经监理报验合格后才能开始「钢筋笼安装」
      void Taro.showModal({ title: '不能开始该工序', content: errorText(err, '操作失败'), showCancel: false, confirmText: '知道了' })
    } finally {
      setBusy(false)
    }
  }

  if (error && !item) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!item) return <PageState status='loading' />
  const next = item.processes.find((s) => s.state === 0)
  return (
    <View className='ep'>
      <View className='ep-section'>
        <Text className='ep-section__title'>{item.name}</Text>
        <Text className='ep-meta'>{item.path}</Text>
        <Text className='ep-meta'>{[item.code, item.billCode && `清单 ${item.billCode}`, item.chainage].filter(Boolean).join('  ')}</Text>
        <Text className='ep-meta'>{`${item.templateName}工序 · 已验收 ${item.accepted}/${item.processes.length}`}</Text>
        {item.mayBuild && (
          <View className='ep-step__actions'>
            <View className='ep-mini' role='button' onClick={() => void Taro.navigateTo({ url: materialUrl(nodeId) })}><Text>登记实体材料</Text></View>
          </View>
        )}
      </View>
      <View className='ep-section'>
        {item.processes.map((s) => {
          const tone = processTone(s.state)
          const startable = item.mayBuild && next?.seq === s.seq
          return (
            <View key={s.seq} className='ep-step' aria-label={`工序 ${s.name}`}>
              <Text className={`ep-step__dot ep-step__dot--${tone}`}>{s.seq}</Text>
              <View className='ep-step__head'>
                <Text className='ep-step__name'>{s.name}</Text>
                <Text className={`ep-tag ep-tag--${tone}`}>{s.stateName}</Text>
              </View>
              {s.startedAt && <Text className='ep-meta'>{`开始 ${timeText(s.startedAt)}${s.acceptedAt ? `  验收 ${timeText(s.acceptedAt)}` : ''}`}</Text>}
              {s.opinion && <Text className='ep-opinion'>{`驳回意见：${s.opinion}`}</Text>}
              <View className='ep-step__actions'>
                {startable && (
                  <View className={`ep-mini${s.mayStart ? ' ep-mini--primary' : ' ep-mini--muted'}`} role='button' onClick={() => void move(s, 'start')}><Text>开始施工</Text></View>
                )}
                {s.mayFinish && s.state === 1 && <View className='ep-mini' role='button' onClick={() => void move(s, 'finish')}><Text>标记完工</Text></View>}
                {s.mayApply && <View className='ep-mini ep-mini--primary' role='button' onClick={() => void Taro.navigateTo({ url: applyUrl(nodeId, s.seq) })}><Text>申请报验</Text></View>}
                {s.inspectionId && <View className='ep-mini' role='button' onClick={() => void Taro.navigateTo({ url: inspectionUrl(s.inspectionId) })}><Text>报验记录</Text></View>}
              </View>
            </View>
          )
        })}
      </View>
    </View>
  )
}

// 重点巡查: today's plan of the user's sections. Each key point with its state (visited in its period, due, or
// missed: the previous day or week went unvisited, with the count of the last 30 days), tabs 今日待巡 / 已巡 / 漏检,
// and the last visit. A point opens its visit form; keepers add and edit points. The plan is a section's handful
// of points, answered whole: no paging.
import { useCallback, useEffect, useState } from 'react'
import Taro, { useDidShow, usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import type { KeyPlanItemVO, KeyPlanVO } from '@shared/api/key-inspections'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { formatDate } from '@/utils/format-date'
import { getPlan } from '../api'
import { FREQUENCY_LABELS, inTab, missedText, STATUS_COLOURS, STATUS_LABELS, TAB_LABELS, type PlanTab } from '../lib/plan'
import './key-inspections.scss'

export function PlanScreen({ projectId }: { projectId?: string }) {
  const [plan, setPlan] = useState<KeyPlanVO>()
  const [error, setError] = useState('')
  const [tab, setTab] = useState<PlanTab>('todo')
  const load = useCallback(async () => {
    if (!projectId) return
    setError('')
    try {
      setPlan(await getPlan(projectId))
    } catch (e) {
      setError(errorText(e, '巡查计划加载失败'))
    }
  }, [projectId])
  useEffect(() => { void load() }, [load])
  useDidShow(() => { if (plan) void load() })
  usePullDownRefresh(() => void load().finally(() => Taro.stopPullDownRefresh()))

  if (!projectId) return <PageState status='empty' text='请先选择项目' />
  if (!plan && error) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!plan) return <PageState status='loading' />

  const shown = plan.list.filter((p) => inTab(p, tab))
  const open = (p: KeyPlanItemVO) => void Taro.navigateTo({ url: routes.keyInspections.visit(p.id) })
  return (
    <View className='kin'>
      {error ? <View className='kin-bad' role='alert'>{`${error}，显示的是上次的数据`}</View> : null}
      {plan.canKeep ? (
        <View className='kin-add'>
          <Text className='kin-link' onClick={() => void Taro.navigateTo({ url: routes.keyInspections.pointForm() })}>＋ 新增重点部位</Text>
        </View>
      ) : null}
      <View className='kin-tabs' role='tablist'>
        {(Object.keys(TAB_LABELS) as PlanTab[]).map((t) => (
          <View key={t} role='tab' aria-selected={tab === t} className={`kin-tab${tab === t ? ' kin-tab--on' : ''}`} onClick={() => setTab(t)}>
            {`${TAB_LABELS[t]} ${plan.list.filter((p) => inTab(p, t)).length}`}
          </View>
        ))}
      </View>
      {plan.list.length === 0 ? <PageState status='empty' inline text='您所在的合同段尚未设置重点巡查部位' /> : null}
      {plan.list.length > 0 && shown.length === 0 ? <PageState status='empty' inline text={tab === 'todo' ? '今日的巡查都已完成' : tab === 'done' ? '今日还没有巡查记录' : '近30天没有漏检'} /> : null}
      {shown.map((p) => (
        <View key={p.id} className='kin-card' onClick={() => open(p)} role='link'>
          <View className='kin-card__head'>
            <Text className='kin-card__name'>{p.name}</Text>
            {p.missedCount > 0 ? <Text className='kin-missed'>{missedText(p.missedCount)}</Text> : null}
            <Text className='kin-status' style={{ background: STATUS_COLOURS[p.status] }}>{STATUS_LABELS[p.status]}</Text>
          </View>
          <Text className='kin-card__sub'>{[p.kind, p.chainage, `${FREQUENCY_LABELS[p.frequency]}巡查`, `${p.radius}米内有效`].filter(Boolean).join(' · ')}</Text>
          <Text className='kin-card__sub'>{p.contractName}</Text>
          <Text className='kin-card__sub'>
            {p.lastVisit
              ? `上次巡查：${formatDate(p.lastVisit.visitTime, 'mm-dd hh:MM')} ${p.lastVisit.realName} ${p.lastVisit.condition === 'problem' ? '发现问题' : '正常'}`
              : '尚无巡查记录'}
          </Text>
          {plan.canKeep ? (
            <View className='kin-card__actions'>
              <Text onClick={(e) => { e.stopPropagation(); void Taro.navigateTo({ url: routes.keyInspections.pointForm(p.id) }) }}>编辑</Text>
            </View>
          ) : null}
        </View>
      ))}
    </View>
  )
}

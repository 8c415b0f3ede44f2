// 打卡日历 (recordPage): one's own punches in a section as a month calendar, each day coloured from the server's
// counts (normal, late or early, absent, field service, rest); a tap on a day lists its punches and opens them on
// the map. The list view and the map are one tap away.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Picker, Text, View } from '@tarojs/components'
import type { AttendanceStatisticsVO, AttendanceTodayVO, PunchVO } from '@shared/api/attendance'
import { PageState } from '@/components'
import { routes } from '@/config/routes'
import { errorText } from '@/lib/error-text'
import { getToday } from '../api'
import { addMonths, dayState, DAY_STATES, monthRange, monthWeeks, WEEK_HEAD } from '../lib/calendar'
import { ownMonth } from '../lib/month-punches'
import { chinaToday } from '../lib/rules'
import { PunchCard } from './punch-card'
import './attendance.scss'

const LABEL = Object.fromEntries(DAY_STATES.map((s) => [s.state, s.label])) as Record<string, string>

export function RecordCalendarScreen({ contractId: initial }: { contractId?: string }) {
  const today = chinaToday()
  const [contractId, setContractId] = useState(initial)
  const [month, setMonth] = useState(today.slice(0, 7))
  const [head, setHead] = useState<AttendanceTodayVO>()
  const [days, setDays] = useState<AttendanceStatisticsVO['days']>([])
  const [punches, setPunches] = useState<PunchVO[]>([])
  const [picked, setPicked] = useState(today)
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')

  const load = useCallback(async () => {
    try {
      const h = await getToday(contractId)
      const { from, to } = monthRange(month)
      const data = await ownMonth(h.contractId, from, to)
      setHead(h)
      setDays(data.days)
      setPunches(data.punches)
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [contractId, month])

  useEffect(() => { setStatus('loading'); void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  if (status === 'loading') return <PageState status='loading' />
  if (status === 'error' || !head) return <PageState status='error' text={error} onRetry={() => { setStatus('loading'); void load() }} />

  const byDay = new Map(days.map((d) => [d.day, d]))
  const ofPicked = punches.filter((p) => p.punchDay === picked)
  const go = (n: number) => { const m = addMonths(month, n); setMonth(m); setPicked(m === today.slice(0, 7) ? today : `${m}-01`) }
  const sectionIndex = Math.max(0, head.sections.findIndex((s) => s.id === head.contractId))
  return (
    <View className='att'>
      <View className='att-head'>
        {head.sections.length > 1 ? (
          <Picker mode='selector' range={head.sections.map((s) => s.name)} value={sectionIndex} onChange={(e) => setContractId(head.sections[Number(e.detail.value)].id)}>
            <Text className='att-head__section'>{head.contractName} ▾</Text>
          </Picker>
        ) : <Text className='att-head__section'>{head.contractName}</Text>}
        <Text className='att-head__rule'>上班 {head.rule.workStart} · 下班 {head.rule.workEnd}</Text>
      </View>
      <View className='att-cal'>
        <View className='att-cal__nav'>
          <View className='att-place__link' role='button' aria-label='上个月' onClick={() => go(-1)}><Text>‹ 上月</Text></View>
          <Text className='att-cal__month'>{month.slice(0, 4)}年{Number(month.slice(5))}月</Text>
          {month < today.slice(0, 7) ? <View className='att-place__link' role='button' aria-label='下个月' onClick={() => go(1)}><Text>下月 ›</Text></View> : <Text className='att-cal__off'>下月 ›</Text>}
        </View>
        <View className='att-cal__week'>{WEEK_HEAD.map((w) => <Text key={w} className='att-cal__cell'>{w}</Text>)}</View>
        {monthWeeks(month).map((week, i) => (
          <View key={i} className='att-cal__week'>
            {week.map((day, j) => {
              if (!day) return <View key={j} className='att-cal__cell' />
              const state = day > today ? 'none' : dayState(byDay.get(day), head.rule, day)
              return (
                <View key={day} role='button' aria-label={`${day}${LABEL[state] ? ` ${LABEL[state]}` : ''}`} aria-pressed={day === picked}
                  className={`att-cal__cell att-cal__day att-cal__day--${state}${day === picked ? ' att-cal__day--picked' : ''}`} onClick={() => setPicked(day)}>
                  <Text>{Number(day.slice(8))}</Text>
                </View>
              )
            })}
          </View>
        ))}
        <View className='att-cal__legend'>
          {DAY_STATES.map((s) => <View key={s.state} className='att-cal__key'><View className={`att-cal__dot att-cal__day--${s.state}`} /><Text>{s.label}</Text></View>)}
        </View>
      </View>
      <View className='att-section-title att-cal__nav'>
        <Text>{picked} 的打卡</Text>
        <Text className='att-place__link' onClick={() => void Taro.navigateTo({ url: routes.attendance.recordPageMap(head.contractId, picked) })}>在地图上查看</Text>
      </View>
      {ofPicked.length === 0 && <PageState status='empty' inline text={picked > today ? '还没到这一天' : '这一天没有打卡'} />}
      {ofPicked.map((p) => <PunchCard key={p.id} punch={p} />)}
      <View className='att-links'>
        <Text className='att-place__link' onClick={() => void Taro.navigateTo({ url: routes.attendance.recordPageList })}>列表查看</Text>
      </View>
    </View>
  )
}

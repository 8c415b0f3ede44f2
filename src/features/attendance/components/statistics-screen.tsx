// 考勤统计: a period's totals (present, late, early, absent, field service), each section's head count on the last
// day, and each person's days and hours, for the project in use; a worker sees his own line.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View, Text } from '@tarojs/components'
import type { AttendanceStatisticsVO } from '@shared/api/attendance'
import { PageState } from '@/components'
import { errorText } from '@/lib/error-text'
import { getStatistics } from '../api'
import { periodDays, type PeriodKey } from '../lib/rules'
import { PeriodChips } from './period'
import './attendance.scss'

export function StatisticsScreen({ projectId, field = false }: { projectId?: string; field?: boolean }) {
  const [period, setPeriod] = useState<PeriodKey>('month')
  const [stats, setStats] = useState<AttendanceStatisticsVO>()
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading')
  const [error, setError] = useState('')

  const load = useCallback(async () => {
    try {
      setStats(await getStatistics({ projectId, ...periodDays(period) }))
      setStatus('ready')
    } catch (err) {
      setError(errorText(err, '加载失败'))
      setStatus('error')
    }
  }, [projectId, period])

  useEffect(() => { setStatus('loading'); void load() }, [load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  const people = (stats?.people ?? []).filter((p) => !field || p.field > 0)
  const figures = stats ? (field
    ? [{ label: '外勤次数', n: stats.total.field }, { label: '外勤人数', n: people.length }]
    : [{ label: '出勤人次', n: stats.total.present }, { label: '迟到', n: stats.total.late, bad: true }, { label: '早退', n: stats.total.early, bad: true },
        { label: '缺勤', n: stats.total.absent, bad: true }, { label: '外勤', n: stats.total.field }]) : []
  return (
    <View className='att'>
      <PeriodChips value={period} onChange={setPeriod} />
      {status === 'loading' && <PageState status='loading' />}
      {status === 'error' && <PageState status='error' text={error} onRetry={() => void load()} />}
      {status === 'ready' && stats && (
        <View>
          <View className='att-figures'>
            {figures.map((f) => (
              <View key={f.label} className='att-figure'>
                <Text className={`att-figure__n${f.bad && f.n > 0 ? ' att-figure__n--bad' : ''}`}>{f.n}</Text>
                <Text className='att-figure__label'>{f.label}</Text>
              </View>
            ))}
          </View>
          {!field && stats.bySection.length > 0 && <View className='att-section-title'><Text>{stats.bySection[0].day} 各合同段出勤</Text></View>}
          {!field && stats.bySection.map((s) => (
            <View key={s.contractId} className='att-row'>
              <View className='att-row__main'><Text className='att-row__title'>{s.contractName}</Text></View>
              <Text>{s.present} / {s.workers} 人</Text>
            </View>
          ))}
          <View className='att-section-title'><Text>人员统计（{stats.from} 至 {stats.to}）</Text></View>
          {people.length === 0 && <PageState status='empty' inline text='该期间没有考勤数据' />}
          {people.map((p) => (
            <View key={`${p.workerId}-${p.userId}-${p.contractId}`} className='att-row'>
              <View className='att-row__main'>
                <Text className='att-row__title'>{p.realName}{p.team ? ` · ${p.team}` : ''}</Text>
                <Text className='att-row__sub'>{p.contractName}</Text>
              </View>
              <Text>{field ? `外勤${p.field}次` : `出勤${p.present}天 · ${p.hours}小时`}</Text>
              {!field && (p.late > 0 || p.early > 0 || p.absent > 0) && (
                <Text className='att-tag att-tag--bad'>{[p.late && `迟${p.late}`, p.early && `早${p.early}`, p.absent && `缺${p.absent}`].filter(Boolean).join(' ')}</Text>
              )}
            </View>
          ))}
        </View>
      )}
    </View>
  )
}

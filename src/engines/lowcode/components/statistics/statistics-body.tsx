// The opened 统计 header: one request for the counts by the chosen field and one for the period series, both with
// the list's filters, so the figures always agree with the rows below.
import { useMemo, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { StatisticsGroup, VisualDevStatisticsQuery } from '@shared/api/visualdev-statistics'
import { BarChart, ChartFigures, ChartPanel, LineChart, RingChart, type ChartDatum, type ChartFigure, type ChartStatus } from '@/components/charts'
import type { ListContext } from '../../extensions'
import type { LcStatisticsConfig } from '../../model/statistics-config'
import { PERIOD_WORDS, periodAxisLabel, periodWindow } from '../../model/statistics-periods'
import { useModelStatistics, type StatisticsState } from '../../hooks/use-model-statistics'

type Shape = 'bar' | 'ring'

const datum = (g: StatisticsGroup, label = g.label): ChartDatum => ({ label, value: g.count })

function chartStatus(s: StatisticsState, empty: boolean): ChartStatus {
  if (s.status === 'ready') return empty ? 'empty' : 'ready'
  return s.status === 'error' ? 'error' : 'loading'
}

export function StatisticsBody({ list, config }: { list: ListContext; config: LcStatisticsConfig }) {
  const [groupId, setGroupId] = useState(config.groups[0]?.id ?? '')
  const [shape, setShape] = useState<Shape>('bar')
  const { period } = config
  const { filter, modelId } = list

  const groupQuery = useMemo<VisualDevStatisticsQuery | null>(() => (groupId ? { groupBy: groupId, ...filter } : null), [groupId, filter])
  const periodQuery = useMemo<VisualDevStatisticsQuery | null>(
    () => (period ? { groupBy: period.field, period: period.unit, ...periodWindow(period.unit, period.count), ...filter } : null),
    [period, filter]
  )
  const byGroup = useModelStatistics(modelId, groupQuery, list.reloads)
  const byPeriod = useModelStatistics(modelId, periodQuery, list.reloads)

  const groupData = useMemo(() => byGroup.data?.groups.map((g) => datum(g)) ?? [], [byGroup.data])
  const periodData = useMemo(
    () => (period ? byPeriod.data?.groups.map((g) => datum(g, periodAxisLabel(g.key, period.unit))) ?? [] : []),
    [byPeriod.data, period]
  )
  const figures = useMemo(() => figuresOf(byGroup, byPeriod, config), [byGroup, byPeriod, config])
  const group = config.groups.find((g) => g.id === groupId)

  return (
    <View className='lc-stats__body'>
      {figures.length > 0 && <ChartFigures items={figures} />}
      {config.groups.length > 1 && (
        <View className='lc-stats__chips' role='group' aria-label='统计字段'>
          {config.groups.map((g) => (
            <View key={g.id} className={`lc-stats__chip${g.id === groupId ? ' lc-stats__chip--on' : ''}`} role='button' aria-pressed={g.id === groupId} onClick={() => setGroupId(g.id)}>
              <Text>{g.label}</Text>
            </View>
          ))}
        </View>
      )}
      {group && (
        <ChartPanel
          title={`按${group.label}`}
          status={chartStatus(byGroup, groupData.every((d) => d.value === 0))}
          error={byGroup.error}
          onRetry={byGroup.retry}
          extra={<ShapeSwitch shape={shape} onShape={setShape} />}
        >
          {shape === 'bar' ? <BarChart title={`按${group.label}统计`} data={groupData} unit='条' /> : <RingChart title={`${group.label}占比`} data={groupData} unit='条' />}
        </ChartPanel>
      )}
      {period && (
        <ChartPanel
          title={`按${period.label}（近${period.count}${UNIT_WORD[period.unit]}）`}
          status={chartStatus(byPeriod, periodData.length === 0)}
          error={byPeriod.error}
          onRetry={byPeriod.retry}
        >
          <LineChart title={`按${period.label}统计`} data={periodData} unit='条' />
        </ChartPanel>
      )}
    </View>
  )
}

const UNIT_WORD = { day: '天', week: '周', month: '个月' } as const

function ShapeSwitch({ shape, onShape }: { shape: Shape; onShape: (s: Shape) => void }) {
  return (
    <View className='lc-stats__switch' role='group' aria-label='图表样式'>
      {(['bar', 'ring'] as const).map((s) => (
        <View key={s} className={`lc-stats__switch-btn${s === shape ? ' lc-stats__switch-btn--on' : ''}`} role='button' aria-pressed={s === shape} onClick={() => onShape(s)}>
          <Text>{s === 'bar' ? '柱状' : '占比'}</Text>
        </View>
      ))}
    </View>
  )
}

/** 合计 from the counts by field (every record the list shows), this and the last period from the series */
function figuresOf(byGroup: StatisticsState, byPeriod: StatisticsState, config: LcStatisticsConfig): ChartFigure[] {
  const out: ChartFigure[] = []
  if (byGroup.data) out.push({ label: '合计', value: byGroup.data.total.count, unit: '条' })
  const groups = byPeriod.data?.groups
  if (config.period && groups?.length) {
    const [current, previous] = PERIOD_WORDS[config.period.unit]
    out.push({ label: current, value: groups[groups.length - 1].count, unit: '条' })
    if (groups.length > 1) out.push({ label: previous, value: groups[groups.length - 2].count, unit: '条' })
  }
  return out
}

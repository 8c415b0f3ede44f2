// 周进度: planned against actual output value per week (Monday to Sunday) of the section, the cumulative percents
// of the bill as two lines (plan and actual) and a table per week with the gap, newest week first.
import { useCallback, useEffect, useState } from 'react'
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { PageState } from '@/components'
import { ChartFigures, LineChart } from '@/components/charts'
import { errorText } from '@/lib/error-text'
import { getWeekProgress, type WeekProgress } from '../../api/weeks'
import { percentText, wanNumber } from '@/utils/money'
import '../progress.scss'

const WEEK_CHOICES = [4, 8, 12]
const short = (day: string) => day.slice(5)

export function WeekProgressScreen({ contractId }: { contractId: string }) {
  const [weeks, setWeeks] = useState(8)
  const [data, setData] = useState<WeekProgress | null>(null)
  const [error, setError] = useState('')
  const load = useCallback(async () => {
    setError('')
    try {
      setData(await getWeekProgress(contractId, weeks))
    } catch (err) {
      setError(errorText(err, '加载失败'))
    }
  }, [contractId, weeks])
  useEffect(() => {
    setData(null)
    if (contractId) void load()
  }, [contractId, load])
  usePullDownRefresh(() => { void load().finally(() => Taro.stopPullDownRefresh()) })

  if (!contractId) return <PageState status='empty' text='请先选择合同段' />
  if (error) return <PageState status='error' text={error} onRetry={() => void load()} />
  if (!data) return <PageState status='loading' />
  const last = data.list[data.list.length - 1]
  const planned = data.list.reduce((s, w) => s + w.plannedValue, 0)
  const actual = data.list.reduce((s, w) => s + w.actualValue, 0)
  return (
    <View className='pg'>
      <View className='pg-switch' role='radiogroup' aria-label='统计周数'>
        {WEEK_CHOICES.map((n) => (
          <View key={n} role='radio' aria-checked={n === weeks} className={`pg-chip${n === weeks ? ' pg-chip--on' : ''}`} onClick={() => setWeeks(n)}><Text>近{n}周</Text></View>
        ))}
      </View>
      {data.billValue === 0 || !last ? <PageState inline status='empty' text='该合同段没有计划，无法对比周进度' /> : (
        <>
          <ChartFigures items={[
            { label: '计划产值', value: wanNumber(planned), unit: '万元' },
            { label: '实际产值', value: wanNumber(actual), unit: '万元' },
            { label: '累计计划', value: last.plannedPercent, unit: '%' },
            { label: '累计实际', value: last.actualPercent, unit: '%' }
          ]} />
          <View className='pg-card'>
            <Text className='pg-card__title'>累计计划完成比例</Text>
            <LineChart title='累计计划完成比例' unit='%' color='#909399' data={data.list.map((w) => ({ label: short(w.week), value: w.plannedPercent }))} />
            <Text className='pg-card__title'>累计实际完成比例</Text>
            <LineChart title='累计实际完成比例' unit='%' data={data.list.map((w) => ({ label: short(w.week), value: w.actualPercent }))} />
          </View>
          <View className='pg-table'>
            <View className='pg-table__row pg-table__row--head'>
              <Text className='pg-table__cell pg-table__cell--first'>周</Text>
              <Text className='pg-table__cell'>计划(万元)</Text>
              <Text className='pg-table__cell'>实际(万元)</Text>
              <Text className='pg-table__cell'>累计实际</Text>
            </View>
            {[...data.list].reverse().map((w) => (
              <View key={w.week} className='pg-table__row'>
                <Text className='pg-table__cell pg-table__cell--first'>{short(w.week)}～{short(w.weekEnd)}</Text>
                <Text className='pg-table__cell'>{wanNumber(w.plannedValue).toFixed(2)}</Text>
                <Text className='pg-table__cell' style={{ color: w.actualValue < w.plannedValue ? '#fa3534' : '#19be6b' }}>{wanNumber(w.actualValue).toFixed(2)}</Text>
                <Text className='pg-table__cell'>{percentText(w.actualPercent)}</Text>
              </View>
            ))}
          </View>
        </>
      )}
    </View>
  )
}

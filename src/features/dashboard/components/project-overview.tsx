// 项目概况: the project's name, place, dates and length, how far the construction period has run, and each
// section with its contractor, stretch and contract price.
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { ChartFigures } from '@/components/charts'
import { wan } from '@/utils/money'
import { moneyFigure } from '../money'
import { useCard } from '../hooks/use-card'
import { useDashboardScope, type InUse } from '../hooks/use-dashboard-scope'
import { CardBody, NO_PROJECT, Row, ScopeBar } from './parts'
import './dashboard.scss'

const KIND: Record<string, string> = { construction: '施工', supervision: '监理', laboratory: '试验室', owner: '业主' }

export function ProjectOverviewScreen(inUse: InUse) {
  const dash = useDashboardScope(inUse)
  const card = useCard('overview', dash.scope)
  usePullDownRefresh(() => void card.reload().finally(() => Taro.stopPullDownRefresh()))
  return (
    <View className='page dash'>
      <NavBar title='项目概况' back />
      {!dash.scope ? <PageState status='empty' text={NO_PROJECT} /> : (
        <CardBody state={card}>
          {(o) => (
            <View>
              <ScopeBar scope={dash} />
              <View className='dash-card'>
                <Text className='dash-section__name'>{o.fullName}</Text>
                <ChartFigures items={[
                  { label: '路线长度', value: o.lengthKm, unit: 'km' },
                  moneyFigure('概算总投资', o.investment),
                  { label: '参建人员', value: o.people, unit: '人' }
                ]} />
                <View className='dash-bar' aria-label={`工期已过 ${o.timePercent}%`}><View className='dash-bar__fill' style={{ width: `${Math.min(100, o.timePercent)}%` }} /></View>
                <Text className='dash-card__note'>{`工期 ${o.totalDays} 天，已过 ${o.elapsedDays} 天（${o.timePercent}%）`}</Text>
                <Row label='建设地点' value={o.address || '—'} />
                <Row label='开工日期' value={o.startDate || '—'} />
                <Row label='计划完工' value={o.endDate || '—'} />
              </View>
              <View className='dash-card'>
                <Text className='dash-card__title'>{`合同段（${o.sections.length}）`}</Text>
                {o.sections.length === 0 ? <PageState status='empty' inline text='您不属于该项目的任何合同段' /> : o.sections.map((s) => (
                  <View key={s.id} className='dash-section'>
                    <Text className='dash-section__name'>{`${s.enCode} ${s.fullName}`}</Text>
                    <Text className='dash-section__sub'>{`${KIND[s.kind] ?? s.kind}单位：${s.contractor}`}</Text>
                    {s.mileage ? <Text className='dash-section__sub'>{`桩号：${s.mileage}`}</Text> : null}
                    <Text className='dash-section__sub'>{`合同金额：${wan(s.contractValue)}`}</Text>
                  </View>
                ))}
              </View>
            </View>
          )}
        </CardBody>
      )}
    </View>
  )
}

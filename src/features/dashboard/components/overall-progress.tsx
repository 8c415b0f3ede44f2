// 总体进度: the value built against the bill and against the plan to date, per section, and per week of the last
// eight; 合同段进度 has each section's details.
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { BarChart, ChartFigures, LineChart } from '@/components/charts'
import { routes } from '@/config/routes'
import { percentText, wan, wanNumber } from '@/utils/money'
import { moneyFigure } from '../money'
import { useCard } from '../hooks/use-card'
import { useDashboardScope, type InUse } from '../hooks/use-dashboard-scope'
import { CardBody, NO_PROJECT, ScopeBar } from './parts'
import './dashboard.scss'

export function OverallProgressScreen(inUse: InUse) {
  const dash = useDashboardScope(inUse)
  const card = useCard('progress', dash.scope)
  usePullDownRefresh(() => void card.reload().finally(() => Taro.stopPullDownRefresh()))
  return (
    <View className='page dash'>
      <NavBar title='总体进度' back />
      {!dash.scope ? <PageState status='empty' text={NO_PROJECT} /> : (
        <CardBody state={card}>
          {(p) => (
            <View>
              <ScopeBar scope={dash} />
              <View className='dash-card'>
                <ChartFigures items={[
                  { label: '完成比例', value: p.percent, unit: '%' },
                  { label: '计划比例', value: p.plannedPercent, unit: '%' },
                  moneyFigure('完成产值', p.doneValue)
                ]} />
                <View className='dash-bar' aria-label={`完成 ${percentText(p.percent)}，计划 ${percentText(p.plannedPercent)}`}>
                  <View className='dash-bar__fill' style={{ width: `${Math.min(100, p.percent)}%` }} />
                  <View className='dash-bar__plan' style={{ left: `${Math.min(99.5, p.plannedPercent)}%` }} />
                </View>
                <Text className='dash-card__note'>{`清单总额 ${wan(p.billValue)}，统计截至 ${p.day}`}</Text>
              </View>
              <View className='dash-card'>
                <Text className='dash-card__title'>近八周完成产值（万元）</Text>
                <LineChart title='近八周完成产值' unit='万元' data={p.weeks.map((w) => ({ label: w.week.slice(5), value: wanNumber(w.value) }))} />
              </View>
              <View className='dash-card'>
                <Text className='dash-card__title'>各合同段完成比例（%）</Text>
                {p.sections.length === 0 ? <PageState status='empty' inline text='您所在的合同段暂无施工进度' /> : (
                  <View>
                    <BarChart title='各合同段完成比例' unit='%' data={p.sections.map((s) => ({ label: s.enCode, value: s.percent }))} />
                    {p.sections.map((s) => (
                      <View key={s.contractId} className='dash-section'>
                        <Text className='dash-section__name'>{s.fullName}</Text>
                        <Text className='dash-section__sub'>{`完成 ${percentText(s.percent)}（计划 ${percentText(s.plannedPercent)}）· 产值 ${wan(s.doneValue)}`}</Text>
                      </View>
                    ))}
                  </View>
                )}
              </View>
              <View className='dash-actions'>
                <Text className='dash-actions__btn' onClick={() => void Taro.navigateTo({ url: routes.contractDetails })}>合同段进度明细</Text>
              </View>
            </View>
          )}
        </CardBody>
      )}
    </View>
  )
}

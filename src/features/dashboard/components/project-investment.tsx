// 项目投资: what the contracts are worth, the value built and what is metered for payment (approved, and still
// being countersigned), per section and per metering period.
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { BarChart, ChartFigures } from '@/components/charts'
import { percentText, wan, wanNumber } from '@/utils/money'
import { moneyFigure } from '../money'
import { useCard } from '../hooks/use-card'
import { useDashboardScope, type InUse } from '../hooks/use-dashboard-scope'
import { CardBody, NO_PROJECT, Row, ScopeBar } from './parts'
import './dashboard.scss'

const share = (part: number, of: number) => (of > 0 ? Math.round((part / of) * 10000) / 100 : 0)

export function ProjectInvestmentScreen(inUse: InUse) {
  const dash = useDashboardScope(inUse)
  const card = useCard('investment', dash.scope)
  usePullDownRefresh(() => void card.reload().finally(() => Taro.stopPullDownRefresh()))
  return (
    <View className='page dash'>
      <NavBar title='项目投资' back />
      {!dash.scope ? <PageState status='empty' text={NO_PROJECT} /> : (
        <CardBody state={card}>
          {(i) => (
            <View>
              <ScopeBar scope={dash} />
              <View className='dash-card'>
                <ChartFigures items={[
                  moneyFigure('合同金额', i.contractValue),
                  moneyFigure('完成产值', i.doneValue),
                  moneyFigure('已计量', i.meteredValue)
                ]} />
                {i.investment ? <Row label='概算总投资' value={wan(i.investment)} /> : null}
                <Row label='产值占合同' value={percentText(share(i.doneValue, i.contractValue))} />
                <Row label='计量占产值' value={percentText(share(i.meteredValue, i.doneValue))} />
                <Row label='审核中计量' value={wan(i.reviewingValue)} />
              </View>
              {i.sections.length === 0 ? <PageState status='empty' inline text='您所在的合同段没有施工合同' /> : (
                <View className='dash-card'>
                  <Text className='dash-card__title'>各合同段完成产值（万元）</Text>
                  <BarChart title='各合同段完成产值' unit='万元' data={i.sections.map((s) => ({ label: s.enCode, value: wanNumber(s.doneValue) }))} />
                  {i.sections.map((s) => (
                    <View key={s.contractId} className='dash-section'>
                      <Text className='dash-section__name'>{s.fullName}</Text>
                      <Text className='dash-section__sub'>{`合同 ${wan(s.contractValue)} · 产值 ${wan(s.doneValue)} · 已计量 ${wan(s.meteredValue)}`}</Text>
                    </View>
                  ))}
                </View>
              )}
              <View className='dash-card'>
                <Text className='dash-card__title'>各期批准计量（万元）</Text>
                {i.periods.length === 0 ? <PageState status='empty' inline text='暂无批准的计量' />
                  : <BarChart title='各期批准计量' unit='万元' data={i.periods.map((p) => ({ label: p.period, value: wanNumber(p.amount) }))} />}
              </View>
            </View>
          )}
        </CardBody>
      )}
    </View>
  )
}

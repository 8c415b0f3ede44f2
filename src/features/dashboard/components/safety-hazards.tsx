// 安全隐患看板: the hazard loop's figures (open, overdue, closed this month), by state and by level, with the way
// into the ledger and the report list where the records are.
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { BarChart, ChartFigures, RingChart } from '@/components/charts'
import { routes } from '@/config/routes'
import { useCard } from '../hooks/use-card'
import { useDashboardScope, type InUse } from '../hooks/use-dashboard-scope'
import { CardBody, NO_PROJECT, Row, ScopeBar } from './parts'
import './dashboard.scss'

export function SafetyHazardsScreen(inUse: InUse) {
  const dash = useDashboardScope(inUse)
  const card = useCard('safety', dash.scope)
  usePullDownRefresh(() => void card.reload().finally(() => Taro.stopPullDownRefresh()))
  const go = (url: string) => () => void Taro.navigateTo({ url })
  return (
    <View className='page dash'>
      <NavBar title='安全隐患' back />
      {!dash.scope ? <PageState status='empty' text={NO_PROJECT} /> : (
        <CardBody state={card}>
          {(s) => (
            <View>
              <ScopeBar scope={dash} />
              <View className='dash-card'>
                <ChartFigures items={[{ label: '未闭合', value: s.open }, { label: '已超期', value: s.overdue }, { label: '本月闭合', value: s.closedThisMonth }]} />
                <Row label='隐患总数' value={`${s.total} 条`} />
              </View>
              {s.total === 0 ? <PageState status='empty' inline text='暂无隐患记录' /> : (
                <View>
                  <View className='dash-card'>
                    <Text className='dash-card__title'>按状态</Text>
                    <RingChart title='隐患状态' centreLabel='隐患' unit='条' data={s.byState.map((x) => ({ label: x.name, value: x.count }))} />
                  </View>
                  <View className='dash-card'>
                    <Text className='dash-card__title'>未闭合隐患按等级</Text>
                    <BarChart title='未闭合隐患按等级' unit='条' data={s.byLevel.map((l) => ({ label: l.name, value: l.open }))} />
                    {s.byLevel.map((l) => <Row key={l.level} label={l.name} value={`未闭合 ${l.open} · 超期 ${l.overdue} · 共 ${l.total}`} />)}
                  </View>
                </View>
              )}
              <View className='dash-actions'>
                <Text className='dash-actions__btn' onClick={go(routes.hiddenDangerLedger)}>隐患台账</Text>
                <Text className='dash-actions__btn' onClick={go(routes.dangerList)}>我的上报</Text>
              </View>
            </View>
          )}
        </CardBody>
      )}
    </View>
  )
}

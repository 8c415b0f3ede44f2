// 智慧工地看板: the monitoring devices of the scope online and offline (no reading for 15 minutes), and the open
// alarms by kind of device, with the way into the smart site's device list.
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Text, View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { BarChart, ChartFigures } from '@/components/charts'
import { routes } from '@/config/routes'
import { useCard } from '../hooks/use-card'
import { useDashboardScope, type InUse } from '../hooks/use-dashboard-scope'
import { CardBody, NO_PROJECT, Row, ScopeBar } from './parts'
import './dashboard.scss'

export function WisdomConstructionSiteScreen(inUse: InUse) {
  const dash = useDashboardScope(inUse)
  const card = useCard('smartSite', dash.scope)
  usePullDownRefresh(() => void card.reload().finally(() => Taro.stopPullDownRefresh()))
  return (
    <View className='page dash'>
      <NavBar title='智慧工地' back />
      {!dash.scope ? <PageState status='empty' text={NO_PROJECT} /> : (
        <CardBody state={card}>
          {(m) => (
            <View>
              <ScopeBar scope={dash} />
              <View className='dash-card'>
                <ChartFigures items={[{ label: '设备总数', value: m.devices }, { label: '在线', value: m.online }, { label: '离线', value: m.offline }, { label: '未恢复报警', value: m.openAlarms }]} />
                <Text className='dash-card__note'>15 分钟内没有上报读数的设备计为离线</Text>
              </View>
              {m.devices === 0 ? <PageState status='empty' inline text='暂无监测设备' /> : (
                <View className='dash-card'>
                  <Text className='dash-card__title'>未恢复报警按设备类型</Text>
                  <BarChart title='未恢复报警按设备类型' unit='条' data={m.byKind.map((k) => ({ label: k.name, value: k.openAlarms }))} />
                  {m.byKind.map((k) => <Row key={k.kind} label={k.name} value={`设备 ${k.devices} · 在线 ${k.online} · 报警 ${k.openAlarms}`} />)}
                </View>
              )}
              <View className='dash-actions'>
                <Text className='dash-actions__btn' onClick={() => void Taro.navigateTo({ url: routes.smartSite() })}>设备与报警</Text>
              </View>
            </View>
          )}
        </CardBody>
      )}
    </View>
  )
}

// 项目首页: the project at a glance, one card per figure the modules serve (overview, investment, overall
// progress, safety hazards, today's attendance, the smart site's devices), each opening its own page.
import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { View } from '@tarojs/components'
import { NavBar, PageState } from '@/components'
import { BarChart, ChartFigures, LineChart, RingChart } from '@/components/charts'
import { routes } from '@/config/routes'
import { wanNumber } from '@/utils/money'
import { moneyFigure } from '../money'
import { useCard } from '../hooks/use-card'
import { useDashboardScope, type InUse } from '../hooks/use-dashboard-scope'
import { CardBox, NO_PROJECT, ScopeBar } from './parts'
import './dashboard.scss'

const open = (url: string) => () => void Taro.navigateTo({ url })

export function HomeDashboard(inUse: InUse) {
  const dash = useDashboardScope(inUse)
  const overview = useCard('overview', dash.scope)
  const investment = useCard('investment', dash.scope)
  const progress = useCard('progress', dash.scope)
  const safety = useCard('safety', dash.scope)
  const smart = useCard('smartSite', dash.scope)
  const attendance = useCard('attendance', dash.scope)
  usePullDownRefresh(() => {
    void Promise.all([overview.reload(), investment.reload(), progress.reload(), safety.reload(), attendance.reload(), smart.reload()]).finally(() => Taro.stopPullDownRefresh())
  })

  return (
    <View className='page dash'>
      <NavBar title='项目首页' back />
      {!dash.scope ? <PageState status='empty' text={NO_PROJECT} /> : (
        <View className='dash-body'>
          <ScopeBar scope={dash} />
          <CardBox title='项目概况' state={overview} onOpen={open(routes.projectOverview)}>
            {(o) => (
              <ChartFigures items={[
                { label: '路线长度', value: o.lengthKm, unit: 'km' },
                { label: '合同段', value: o.sections.length, unit: '个' },
                { label: '工期进度', value: o.timePercent, unit: '%' }
              ]} />
            )}
          </CardBox>
          <CardBox title='项目投资' state={investment} onOpen={open(routes.projectInvestment)}>
            {(i) => (
              <ChartFigures items={[
                ...(i.investment ? [moneyFigure('概算总投资', i.investment)] : [moneyFigure('合同金额', i.contractValue)]),
                moneyFigure('完成产值', i.doneValue),
                moneyFigure('已计量', i.meteredValue)
              ]} />
            )}
          </CardBox>
          <CardBox title='总体进度' state={progress} onOpen={open(routes.projectOverallProgress)}>
            {(p) => (
              <View>
                <ChartFigures items={[{ label: '完成比例', value: p.percent, unit: '%' }, { label: '计划比例', value: p.plannedPercent, unit: '%' }]} />
                <LineChart title='近八周完成产值' unit='万元' data={p.weeks.map((w) => ({ label: w.week.slice(5), value: wanNumber(w.value) }))} />
              </View>
            )}
          </CardBox>
          <CardBox title='安全隐患' state={safety} onOpen={open(routes.safetyHazardsManage)}>
            {(s) => (
              <View>
                <ChartFigures items={[{ label: '未闭合', value: s.open }, { label: '已超期', value: s.overdue }, { label: '本月闭合', value: s.closedThisMonth }]} />
                {s.total > 0 ? <RingChart title='隐患状态' centreLabel='隐患' unit='条' data={s.byState.map((x) => ({ label: x.name, value: x.count }))} /> : null}
              </View>
            )}
          </CardBox>
          <CardBox title='今日出勤' state={attendance} onOpen={open(routes.attendance.punshClockStatistics)}>
            {(a) => (
              <View>
                <ChartFigures items={[
                  { label: a.everyone ? '已出勤' : '我的出勤', value: a.present, unit: a.expected ? `/${a.expected}` : '人' },
                  { label: '迟到', value: a.late },
                  { label: '缺勤', value: a.absent },
                  { label: '外勤', value: a.field }
                ]} />
                {a.everyone && a.sections.length > 0
                  ? <BarChart title='各合同段今日出勤' unit='人' data={a.sections.map((x) => ({ label: x.enCode || x.contractName, value: x.present }))} />
                  : null}
                {a.expected === 0 ? <View className='dash-card__note'>上班时间前或休息日不计缺勤</View> : null}
              </View>
            )}
          </CardBox>
          <CardBox title='智慧工地' state={smart} onOpen={open(routes.wisdomConstructionSite)}>
            {(m) => (
              <View>
                <ChartFigures items={[{ label: '在线设备', value: m.online, unit: `/${m.devices}` }, { label: '离线', value: m.offline }, { label: '未恢复报警', value: m.openAlarms }]} />
                {m.devices === 0 ? <View className='dash-card__note'>暂无监测设备</View> : null}
              </View>
            )}
          </CardBox>
        </View>
      )}
    </View>
  )
}

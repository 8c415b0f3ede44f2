// 项目首页 and the pages its cards open: each card asks its endpoint for the project (and the construction section)
// in use, draws its figures, opens its page, switches to the whole project, keeps the last figures when a refresh
// fails, and says so when there is no project. The 智慧工地 page leads on to the smart site's devices.
import { act, fireEvent, render, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { ContractVO, ProjectVO } from '@shared/api/oauth'
import {
  forgetCards, HomeDashboard, OverallProgressScreen, ProjectInvestmentScreen, ProjectOverviewScreen, SafetyHazardsScreen,
  WisdomConstructionSiteScreen
} from '@/features/dashboard'
import { useSessionStore } from '@/features/session'
import { routes } from '@/config/routes'
import { __reset, __setRequestHandler, __triggerHook } from '../__mocks__/taro'
import { recordingCanvas } from './chart-canvas'

const project = { id: 'proj-hj', enCode: 'HJGKJ', fullName: 'G60沪昆高速公路杭州至金华段改扩建工程', shortName: '杭金改扩建', organizeId: 'org-hj', address: '' } as ProjectVO
const tj01 = { id: 'ct-hj-tj01', projectId: 'proj-hj', enCode: 'TJ-01', fullName: '杭金改扩建土建施工第TJ-01合同段', kind: 'construction', contractor: '钱江路桥工程有限公司', mileage: 'K0+000～K48+350' } as ContractVO
const owner = { ...tj01, id: 'ct-hj-yz01', enCode: 'YZ-01', kind: 'owner' } as ContractVO

const section = { id: 'ct-hj-tj01', enCode: 'TJ-01', fullName: tj01.fullName, kind: 'construction', contractor: '钱江路桥工程有限公司', mileage: 'K0+000～K48+350', contractValue: 5264800000 }
const answers: Record<string, unknown> = {
  overview: {
    projectId: 'proj-hj', fullName: project.fullName, shortName: '杭金改扩建', address: '浙江省杭州市萧山区至金华市婺城区', startDate: '2024-03-18', endDate: '2027-12-31',
    lengthKm: 142.6, investment: 25638000000, totalDays: 1384, elapsedDays: 984, timePercent: 71.1, people: 24, sections: [section]
  },
  investment: {
    investment: 25638000000, contractValue: 15425600000, doneValue: 678500000, meteredValue: 512300000, reviewingValue: 1860000,
    sections: [{ contractId: 'ct-hj-tj01', enCode: 'TJ-01', fullName: tj01.fullName, contractValue: 5264800000, doneValue: 232500000, meteredValue: 180000000 }],
    periods: [{ period: '2026-10', amount: 512300000 }]
  },
  progress: {
    day: '2026-11-26', billValue: 1357000000, doneValue: 678500000, plannedValue: 700000000, percent: 50, plannedPercent: 51.58,
    sections: [{ contractId: 'ct-hj-tj01', enCode: 'TJ-01', fullName: tj01.fullName, percent: 50, plannedPercent: 51.61, doneValue: 232500000, billValue: 465000000 }],
    weeks: ['10-05', '10-12', '10-19', '10-26', '11-02', '11-09', '11-16', '11-23'].map((d, i) => ({ week: `2026-${d}`, value: 8000000 + i * 100000 }))
  },
  safety: {
    total: 7, open: 5, overdue: 4, closedThisMonth: 1,
    byLevel: [{ level: 'dd-hazardLevel-general', name: '一般隐患', open: 4, overdue: 3, total: 6 }, { level: 'dd-hazardLevel-major', name: '重大隐患', open: 1, overdue: 1, total: 1 }],
    byState: [{ code: 'reported', name: '待整改', colour: '#fa3534', count: 2 }, { code: 'rectifying', name: '整改中', colour: '#ff9900', count: 2 }, { code: 'reviewing', name: '待复查', colour: '#2979ff', count: 1 }, { code: 'closed', name: '已销号', colour: '#19be6b', count: 2 }]
  },
  attendance: {
    day: '2026-11-27', present: 38, expected: 45, late: 3, absent: 7, field: 2, everyone: true,
    sections: [{ contractId: 'ct-hj-tj01', enCode: 'TJ-01', contractName: tj01.fullName, present: 38, workers: 45 }]
  },
  smartSite: {
    devices: 3, online: 2, offline: 1, openAlarms: 2,
    byKind: [
      { kind: 'towerCrane', name: '塔吊监测', devices: 1, online: 1, openAlarms: 0 },
      { kind: 'dustNoise', name: '扬尘噪声', devices: 1, online: 1, openAlarms: 2 },
      { kind: 'highFormwork', name: '高支模监测', devices: 1, online: 0, openAlarms: 0 }
    ]
  }
}

const inUse = () => ({ project: useSessionStore.getState().project, contract: useSessionStore.getState().contract })

let asked: string[] = []
let failing = false
beforeEach(() => {
  __reset()
  forgetCards()
  recordingCanvas().install()
  asked = []
  failing = false
  useSessionStore.setState({ project, contract: tj01 })
  __setRequestHandler((o) => {
    asked.push(String(o.url))
    if (failing) return { statusCode: 200, data: { code: 400, msg: '您不是该项目的成员，无法查看其数据' } }
    const name = /\/api\/dashboard\/(\w+)/.exec(String(o.url))?.[1] ?? ''
    return { statusCode: 200, data: { code: 200, msg: 'ok', data: answers[name] } }
  })
})
afterEach(() => {
  jest.restoreAllMocks()
  useSessionStore.setState({ project: null, contract: null })
})

it('the home page asks each card for the section in use and draws its figures; a card opens its page', async () => {
  render(<HomeDashboard {...inUse()} />)
  expect(await screen.findByText('项目概况')).toBeTruthy()
  expect(await screen.findByLabelText('路线长度 142.6km')).toBeTruthy()
  expect(await screen.findByLabelText('概算总投资 256.38亿元')).toBeTruthy()
  expect(await screen.findByLabelText('完成比例 50%')).toBeTruthy()
  expect(await screen.findByLabelText('已超期 4')).toBeTruthy()
  expect(await screen.findByLabelText('在线设备 2/3')).toBeTruthy()
  expect(screen.getByLabelText('未恢复报警 2')).toBeTruthy()
  expect(await screen.findByLabelText('已出勤 38/45')).toBeTruthy()
  expect(screen.getByLabelText('缺勤 7')).toBeTruthy()
  expect(screen.getByRole('img', { name: /各合同段今日出勤/ })).toBeTruthy()
  for (const card of ['overview', 'investment', 'progress', 'safety', 'attendance', 'smartSite']) {
    expect(asked.some((u) => u.includes(`/api/dashboard/${card}`) && u.includes('projectId=proj-hj') && u.includes('contractId=ct-hj-tj01'))).toBe(true)
  }
  expect(screen.getByRole('img', { name: /近八周完成产值/ })).toBeTruthy()
  fireEvent.click(screen.getByLabelText('安全隐患详情'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.safetyHazardsManage })
  fireEvent.click(screen.getByLabelText('项目投资详情'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.projectInvestment })
  fireEvent.click(screen.getByLabelText('智慧工地详情'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.wisdomConstructionSite })
  fireEvent.click(screen.getByLabelText('今日出勤详情'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.attendance.punshClockStatistics })

  // the whole project instead of TJ-01
  asked = []
  fireEvent.click(screen.getByText('全项目'))
  await screen.findByLabelText('路线长度 142.6km')
  await act(async () => { await Promise.resolve() })
  expect(asked.length).toBe(6)
  expect(asked.every((u) => !u.includes('contractId='))).toBe(true)
})

it('a section that is not a construction section shows the whole project, without the switch', async () => {
  useSessionStore.setState({ contract: owner })
  render(<HomeDashboard {...inUse()} />)
  expect(await screen.findByLabelText('路线长度 142.6km')).toBeTruthy()
  expect(asked.every((u) => !u.includes('contractId='))).toBe(true)
  expect(screen.queryByText('全项目')).toBeNull()
})

it('pull-to-refresh that fails keeps the last figures and says so; without figures it offers 重试', async () => {
  render(<SafetyHazardsScreen {...inUse()} />)
  expect(await screen.findByLabelText('未闭合 5')).toBeTruthy()
  failing = true
  await act(async () => { __triggerHook('usePullDownRefresh') })
  expect(await screen.findByText('您不是该项目的成员，无法查看其数据，显示的是上次的数据')).toBeTruthy()
  expect(screen.getByLabelText('未闭合 5')).toBeTruthy()
  expect(Taro.stopPullDownRefresh).toHaveBeenCalled()

  forgetCards()
  const other = render(<ProjectOverviewScreen {...inUse()} />)
  expect(await other.findByText('您不是该项目的成员，无法查看其数据')).toBeTruthy()
  failing = false
  fireEvent.click(other.getByText('重试'))
  expect(await other.findByText('杭金改扩建土建施工第TJ-01合同段', { exact: false })).toBeTruthy()
})

it('the overview, investment, progress and safety pages draw their figures, charts and rows', async () => {
  const overview = render(<ProjectOverviewScreen {...inUse()} />)
  expect(await overview.findByText('工期 1384 天，已过 984 天（71.1%）')).toBeTruthy()
  expect(overview.getByText('合同金额：526,480.00万元')).toBeTruthy()
  expect(overview.getByText('桩号：K0+000～K48+350')).toBeTruthy()
  overview.unmount()

  const investment = render(<ProjectInvestmentScreen {...inUse()} />)
  expect(await investment.findByText('审核中计量')).toBeTruthy()
  expect(investment.getByText('186.00万元')).toBeTruthy()
  expect(investment.getByRole('img', { name: /各合同段完成产值.*TJ-01/ })).toBeTruthy()
  expect(investment.getByRole('img', { name: /各期批准计量.*2026-10/ })).toBeTruthy()
  investment.unmount()

  const progress = render(<OverallProgressScreen {...inUse()} />)
  expect(await progress.findByLabelText('完成 50.00%，计划 51.58%')).toBeTruthy()
  expect(progress.getByText('完成 50.00%（计划 51.61%）· 产值 23,250.00万元')).toBeTruthy()
  fireEvent.click(progress.getByText('合同段进度明细'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.contractDetails })
  progress.unmount()

  const safety = render(<SafetyHazardsScreen {...inUse()} />)
  expect(await safety.findByText('未闭合 1 · 超期 1 · 共 1')).toBeTruthy()
  expect(safety.getByRole('img', { name: /隐患状态/ })).toBeTruthy()
  fireEvent.click(safety.getByText('隐患台账'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.hiddenDangerLedger })
})

it('the 智慧工地 page: devices online and offline, open alarms by kind of device, and the way to the devices', async () => {
  render(<WisdomConstructionSiteScreen {...inUse()} />)
  expect(await screen.findByLabelText('设备总数 3')).toBeTruthy()
  expect(screen.getByLabelText('离线 1')).toBeTruthy()
  expect(screen.getByText('设备 1 · 在线 1 · 报警 2')).toBeTruthy()
  expect(screen.getByText('设备 1 · 在线 0 · 报警 0')).toBeTruthy()
  expect(screen.getByRole('img', { name: /未恢复报警按设备类型.*扬尘噪声/ })).toBeTruthy()
  expect(asked.some((u) => u.includes('/api/dashboard/smartSite') && u.includes('contractId=ct-hj-tj01'))).toBe(true)
  fireEvent.click(screen.getByText('设备与报警'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.smartSite() })
})

it('without a project the pages say to choose one and ask nothing', async () => {
  useSessionStore.setState({ project: null, contract: null })
  render(<HomeDashboard {...inUse()} />)
  expect(await screen.findByText('请先在工作台选择项目')).toBeTruthy()
  expect(asked).toEqual([])
})

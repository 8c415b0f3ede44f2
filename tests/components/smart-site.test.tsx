// 智慧工地: the list shows the project's devices by section (the section in use first) with their readings in their
// level's colour, online or offline, the open alarms on top and 登记设备 only for managers; a device shows a chart
// per metric with its limits and its alarms; registering answers the key once; 重置密钥 asks first; a failed load
// offers 重试; an alarm's message opens its device.
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage, __triggerHook } from '../__mocks__/taro'
import SmartSitePage from '@/pages/apply/smartSite/index'
import { useSessionStore } from '@/features/session'
import { routes } from '@/config/routes'
import { recordRoute } from '@/features/message/lib/notice-route'
import { fakeApi, ok } from './session/fake-api'
import { typeIn } from './lowcode-fixtures'
import { recordingCanvas } from './chart-canvas'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const MIN = 60_000
const now = Date.now()
const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', shortName: '杭金改扩建', organizeId: 'org-hj' }
const tj01 = { id: 'ct-hj-tj01', projectId: 'proj-hj', enCode: 'TJ-01', fullName: '杭金改扩建土建施工第TJ-01合同段', kind: 'construction' }
const tj02 = { ...tj01, id: 'ct-hj-tj02', enCode: 'TJ-02', fullName: '杭金改扩建土建施工第TJ-02合同段' }
const jl01 = { ...tj01, id: 'ct-hj-jl01', enCode: 'JL-01', kind: 'supervision' }

const alarm = {
  id: 'a1', deviceId: 'dn1', deviceName: '1号扬尘噪声监测仪', kind: 'dustNoise', contractId: 'ct-hj-tj01', metric: 'pm10', level: 'alarm', limit: 150,
  firstValue: 157.1, peakValue: 168.8, lastValue: 160.2, openedAt: now - 40 * MIN, closedAt: null
}
const dust = {
  id: 'dn1', projectId: 'proj-hj', contractId: 'ct-hj-tj01', contractName: 'TJ-01', name: '1号扬尘噪声监测仪', kind: 'dustNoise', location: 'K14+300 拌和站出入口',
  keyHint: 'Ab12', createdAt: now - 40 * 86_400_000, lastReadingAt: now - 2 * MIN, online: true, level: 'alarm',
  latest: [{ metric: 'pm25', value: 62.4, time: now - 2 * MIN, level: 'normal' }, { metric: 'pm10', value: 160.2, time: now - 2 * MIN, level: 'alarm' }, { metric: 'noise', value: 58, time: now - 2 * MIN, level: 'normal' }],
  openAlarms: [alarm]
}
const crane = {
  ...dust, id: 'tc2', contractId: 'ct-hj-tj02', contractName: 'TJ-02', name: '2号塔吊 QTZ80', kind: 'towerCrane', location: '之江互通', level: 'normal', online: false,
  lastReadingAt: now - 3 * 3_600_000, latest: [{ metric: 'moment', value: 92, time: now - 3 * 3_600_000, level: 'warning' }], openAlarms: []
}

beforeEach(() => {
  __reset()
  recordingCanvas().install()
  __storage.set('token', 'bearer t')
  __storage.set('project', project)
  __storage.set('contractList', [tj01, tj02, jl01])
  useSessionStore.setState({ project: project as never, contract: tj02 as never })
  __setRouterParams({})
})

test('the list: sections with the one in use first, readings coloured by level, offline devices, open alarms on top', async () => {
  const api = fakeApi({ 'GET /api/smartsite/devices': ok({ list: [dust, crane], canManage: false }) })
  render(<SmartSitePage />)
  expect(await screen.findByLabelText('设备 2')).toBeTruthy()
  expect(api.calls[0].query).toEqual({ projectId: 'proj-hj' })
  expect(screen.getByLabelText('在线 1')).toBeTruthy()
  expect(screen.getByLabelText('离线 1')).toBeTruthy()
  expect(screen.getByLabelText('未恢复报警 1')).toBeTruthy()
  expect(screen.getByText('1号扬尘噪声监测仪 PM10报警：最高 168.8 µg/m³（报警值 150）')).toBeTruthy()
  // TJ-02, the section in use, comes first
  const groups = screen.getAllByText(/^TJ-0\d$/).map((e) => e.textContent)
  expect(groups).toEqual(['TJ-02', 'TJ-01'])
  expect((screen.getByText('160.2 µg/m³') as HTMLElement).style.color).toBe('rgb(250, 53, 52)')
  expect((screen.getByText('62.4 µg/m³') as HTMLElement).style.color).toBe('rgb(25, 190, 107)')
  expect((screen.getByText('92 %') as HTMLElement).style.color).toBe('rgb(255, 153, 0)')
  expect(screen.getAllByText('离线').map((e) => e.className)).toEqual(['ss-summary__label', 'ss-tag ss-tag--offline'])
  expect(screen.getAllByText('在线').map((e) => e.className)).toEqual(['ss-summary__label', 'ss-tag ss-tag--online'])
  expect(screen.queryByText('登记设备')).toBeNull()
  fireEvent.click(screen.getByLabelText('2号塔吊 QTZ80'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.smartSite('tc2') })
  fireEvent.click(screen.getByText('1号扬尘噪声监测仪 PM10报警：最高 168.8 µg/m³（报警值 150）'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.smartSite('dn1') })
})

test('a failed load offers 重试; no devices says so; pull-to-refresh asks again', async () => {
  let fail = true
  const api = fakeApi({ 'GET /api/smartsite/devices': () => (fail ? { code: 400, msg: '您不是该项目的成员，无法查看其数据' } : ok({ list: [], canManage: false })) })
  render(<SmartSitePage />)
  expect(await screen.findByText('您不是该项目的成员，无法查看其数据')).toBeTruthy()
  fail = false
  fireEvent.click(screen.getByText('重试'))
  expect(await screen.findByText('暂无监测设备')).toBeTruthy()
  await act(async () => { __triggerHook('usePullDownRefresh') })
  await waitFor(() => expect(api.calls.length).toBe(3))
  await waitFor(() => expect(Taro.stopPullDownRefresh).toHaveBeenCalled())
})

test('a manager registers a device in a construction section and sees its key once', async () => {
  const api = fakeApi({
    'GET /api/smartsite/devices': ok({ list: [dust], canManage: true }),
    'POST /api/smartsite/devices': (c) => ok({ device: { ...dust, id: 'new', name: (c.body as { name: string }).name, latest: [], openAlarms: [], level: 'normal' }, key: 'sk_test-key-shown-once' })
  })
  const { container } = render(<SmartSitePage />)
  fireEvent.click(await screen.findByText('登记设备'))
  // construction sections of the project only; the one in use chosen
  expect(screen.getByText('TJ-01')).toBeTruthy()
  expect(screen.queryByText('JL-01')).toBeNull()
  expect(screen.getByRole('radio', { name: 'TJ-02' }).getAttribute('aria-checked')).toBe('true')
  fireEvent.click(screen.getByText('登记并生成密钥'))
  expect(Taro.showToast).toHaveBeenCalledWith({ title: '请选择设备类型', icon: 'none' })
  fireEvent.click(screen.getByText('塔吊监测'))
  expect(screen.getByText('监测：力矩（moment，%）、风速（wind，m/s）、塔身倾斜（tilt，‰）')).toBeTruthy()
  fireEvent.click(screen.getByText('登记并生成密钥'))
  expect(Taro.showToast).toHaveBeenCalledWith({ title: '请填写设备名称', icon: 'none' })
  await typeIn(container, '.ss-input input', '4号塔吊 QTZ160')
  fireEvent.click(screen.getByText('登记并生成密钥'))
  expect(await screen.findByText('sk_test-key-shown-once')).toBeTruthy()
  expect(api.find('POST', '/api/smartsite/devices')[0].body).toEqual({ contractId: 'ct-hj-tj02', kind: 'towerCrane', name: '4号塔吊 QTZ160', location: '' })
  fireEvent.click(screen.getByText('复制密钥'))
  expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: 'sk_test-key-shown-once' })
  fireEvent.click(screen.getByText('我已保存'))
  // back on the list, asked afresh; the key is gone from the screen
  await waitFor(() => expect(api.find('GET', '/api/smartsite/devices').length).toBe(2))
  expect(screen.queryByText('sk_test-key-shown-once')).toBeNull()
})

test('a device: readings against their limits, a 24 h chart per metric, its alarms; 重置密钥 asks first and shows the new key', async () => {
  __setRouterParams({ id: 'dn1' })
  const points = (base: number) => Array.from({ length: 144 }, (_, i) => ({ time: now - (144 - i) * 10 * MIN, value: base + (i % 7) }))
  const api = fakeApi({
    'GET /api/smartsite/devices/dn1': ok({
      device: dust, canManage: true,
      series: [{ metric: 'pm25', points: points(40) }, { metric: 'pm10', points: points(80) }, { metric: 'noise', points: [] }],
      alarms: [alarm, { ...alarm, id: 'a0', metric: 'pm25', level: 'warning', limit: 75, peakValue: 80, closedAt: now - 3 * 3_600_000, openedAt: now - 4 * 3_600_000 }]
    }),
    'POST /api/smartsite/devices/dn1/key': ok({ device: { ...dust, keyHint: 'Zz99' }, key: 'sk_renewed-key' })
  })
  render(<SmartSitePage />)
  expect(await screen.findByText('PM10（µg/m³）近 24 小时')).toBeTruthy()
  expect(screen.getByText('限值：预警 100 / 报警 150 µg/m³。100 µg/m³ 预警，150 µg/m³ 报警，停止土方作业并洒水降尘')).toBeTruthy()
  expect(screen.getByRole('img', { name: /PM10近24小时/ })).toBeTruthy()
  expect(screen.getByRole('img', { name: /PM2.5近24小时/ })).toBeTruthy()
  expect(screen.getByText('近 24 小时没有读数')).toBeTruthy()
  expect(screen.getByText(/已恢复$/)).toBeTruthy()
  expect(screen.getByText(/未恢复 · 最新 160.2 µg\/m³$/)).toBeTruthy()

  ;(Taro.showModal as jest.Mock).mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
  fireEvent.click(screen.getByText('重置密钥（尾号 Ab12）'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(api.find('POST', '/api/smartsite/devices/dn1/key')).toEqual([])
  fireEvent.click(screen.getByText('重置密钥（尾号 Ab12）'))
  expect(await screen.findByText('sk_renewed-key')).toBeTruthy()
  fireEvent.click(screen.getByText('我已保存'))
  expect(await screen.findByText('重置密钥（尾号 Zz99）')).toBeTruthy()
})

test('an alarm message opens its device', () => {
  expect(recordRoute({ modelId: 'smartSiteAlarm', id: 'dn1', content: '' })).toBe(routes.smartSite('dn1'))
})

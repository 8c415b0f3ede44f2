// The hidden-danger pages' own parts: the quick report offers category and level as chips, suggests the section and
// its chief from the chainage and the deadline from the level, and refuses to send without a photo; the
// rectification list shows each hazard's state and 超期, accepts a reported one and opens the reply of one being
// rectified. The server is a fake at the request level.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __storage } from '../__mocks__/taro'
import ReportHiddenPage from '@/pages/apply/reportHidden/index'
import RectificationPage from '@/pages/apply/rectification/index'
import { defaultDeadline, reportTitle } from '@/features/safety'
import { HazardFigures } from '@/features/safety/components/hazard-figures'
import { hazardExtensions } from '@/features/safety/extensions'
import { routes } from '@/config/routes'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const row = (id: string, state: string, name: string, overdue: boolean) => ({
  id, hazardNo: `YH-${id}`, hazardTitle: `临边防护缺失${id}`, level: 'dd-hazardLevel-general', levelName: '一般隐患', major: false,
  categoryName: '高处坠落', chainage: 'K12+300', location: '5号墩', responsibleName: '陈刚/chengang', deadline: Date.parse('2026-03-12T00:00:00+08:00'),
  foundDate: null, recordState: state, recordStateName: name, colour: '#ff9900', overdue, photo: '', flowState: null
})

function signIn() {
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-hexiaoyan', userName: '何晓燕', userAccount: 'hexiaoyan' })
  __storage.set('project', { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' })
}

beforeEach(() => {
  __reset()
  signIn()
})

test('deadlines follow the level, titles say what and where', () => {
  const today = Date.parse('2026-03-10T09:30:00+08:00')
  expect(new Date(defaultDeadline('dd-hazardLevel-general', today)).getDate()).toBe(13)
  expect(new Date(defaultDeadline('dd-hazardLevel-major', today)).getDate()).toBe(25)
  expect(reportTitle('高处坠落', 'K12+300', '5号墩')).toBe('高处坠落隐患 K12+300 5号墩')
  expect(reportTitle('触电', '', '钢筋场')).toBe('触电隐患 钢筋场')
})

test('the quick report: chips, the section and chief from the chainage, the deadline from the level, photo first', async () => {
  const api = fakeApi({
    'GET /api/system/DictionaryData/All': { code: 400, msg: 'no' },
    'GET /api/system/DictionaryData/dt-hazardLevel/Data/Selector': ok({ list: [{ id: 'dd-hazardLevel-general', fullName: '一般隐患' }, { id: 'dd-hazardLevel-major', fullName: '重大隐患' }] }),
    'GET /api/system/DictionaryData/dt-hazardCategory/Data/Selector': ok({ list: [{ id: 'dd-hazardCategory-1', fullName: '高处坠落' }, { id: 'dd-hazardCategory-5', fullName: '触电' }] }),
    'GET /api/safety/Hazard/Place': (c) => ok(c.query.chainage === 'K12+300'
      ? { contractId: 'ct-hj-tj01', contractName: 'TJ-01', enCode: 'TJ-01', contractor: '钱江路桥工程有限公司', mileage: 'K0+000～K48+350', responsibles: [{ id: 'u-chengang', fullName: '陈刚/chengang' }] }
      : null)
  })
  const { container } = render(<ReportHiddenPage />)
  await screen.findByText('重大隐患')
  // the Taro Input answers through an 'input' custom event on its host element
  fireEvent(container.querySelector('.hz-input')!, new CustomEvent('input', { detail: { value: 'k12+300' } }))
  await screen.findByText('TJ-01 钱江路桥工程有限公司')
  expect(api.find('GET', '/api/safety/Hazard/Place')[0].query).toMatchObject({ projectId: 'proj-hj', chainage: 'K12+300' })
  // the chief is picked in the render after the place arrives
  await waitFor(() => expect(screen.getByRole('radio', { name: '陈刚' }).getAttribute('aria-checked')).toBe('true'))
  fireEvent.click(screen.getByText('高处坠落'))
  fireEvent.click(screen.getByText('重大隐患'))
  await waitFor(() => expect(screen.queryByText('选择等级后自动带出')).toBeNull())
  fireEvent.click(screen.getByText('上报'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请先拍摄隐患照片' })))
  expect(api.find('POST', '/api/visualdev/OnlineDev/vm-hazard-rectify')).toHaveLength(0)
})

test('the rectification list: state and 超期 on each card, 接收整改 moves it, 整改回复 opens the reply', async () => {
  let accepted = false
  const api = fakeApi({
    'GET /api/safety/Hazard/Mine': (c) => ok({
      list: c.query.recordState === 'rectifying' ? [row('2', 'rectifying', '整改中', true)] : [accepted ? row('1', 'rectifying', '整改中', false) : row('1', 'reported', '已上报', false)],
      pagination: { currentPage: 1, pageSize: 20, total: 1 }
    }),
    'POST /api/visualdev/OnlineDev/vm-hazard-rectify/1/Actions/Transition': () => { accepted = true; return ok() }
  })
  render(<RectificationPage />)
  await screen.findByText('YH-2')
  expect(screen.getByText('超期')).toBeTruthy()
  expect(api.find('GET', '/api/safety/Hazard/Mine')[0].query).toMatchObject({ as: 'responsible', recordState: 'rectifying', projectId: 'proj-hj' })
  fireEvent.click(screen.getByText('整改回复'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.rectificationAddDetail('2') })

  fireEvent.click(screen.getByRole('radio', { name: '整改中' })) // off: every state
  await screen.findByText('YH-1')
  fireEvent.click(screen.getByText('接收整改'))
  await waitFor(() => expect(api.find('POST', '/api/visualdev/OnlineDev/vm-hazard-rectify/1/Actions/Transition')[0]?.body).toEqual({ transition: 'accept' }))
  await waitFor(() => expect(screen.queryByText('接收整改')).toBeNull())
})

test('the ledger figures say the server\'s reason when they cannot be counted, instead of vanishing', async () => {
  fakeApi({ 'GET /api/safety/Hazard/Summary': { code: 400, msg: '无权查看该项目' } })
  render(<HazardFigures reloads={0} />)
  expect(await screen.findByText('无权查看该项目，下拉刷新重试')).toBeTruthy()
})

test('the ledger figures show the counts when the summary answers', async () => {
  fakeApi({ 'GET /api/safety/Hazard/Summary': ok({ open: 7, overdue: 2, closedThisMonth: 5, byLevel: [] }) })
  render(<HazardFigures reloads={0} />)
  expect(await screen.findByText('未闭合')).toBeTruthy()
  expect(screen.getByText('7')).toBeTruthy()
})

test('the quick report: a failed section lookup says why, not "off the line"', async () => {
  fakeApi({
    'GET /api/system/DictionaryData/All': { code: 400, msg: 'no' },
    'GET /api/system/DictionaryData/dt-hazardLevel/Data/Selector': ok({ list: [{ id: 'dd-hazardLevel-general', fullName: '一般隐患' }] }),
    'GET /api/system/DictionaryData/dt-hazardCategory/Data/Selector': ok({ list: [{ id: 'dd-hazardCategory-1', fullName: '高处坠落' }] }),
    'GET /api/safety/Hazard/Place': { code: 400, msg: '项目的桩号线尚未设置' }
  })
  const { container } = render(<ReportHiddenPage />)
  await screen.findByText('一般隐患')
  fireEvent(container.querySelector('.hz-input')!, new CustomEvent('input', { detail: { value: 'K12+300' } }))
  expect(await screen.findByText('项目的桩号线尚未设置')).toBeTruthy()
  expect(screen.queryByText('该桩号不在施工合同段范围内')).toBeNull()
})

describe('the ledger row tap', () => {
  const opens = (row: Record<string, unknown>) => hazardExtensions.opensAsRecord!(row as never)
  test('a 一般隐患 without a task opens on its page; a 重大隐患 not yet approved, or any hazard in its flow, opens as the task', () => {
    expect(opens({ id: '1', hazardLevel: 'dd-hazardLevel-general' })).toBe(true)
    expect(opens({ id: '2', hazardLevel: '一般隐患', flowState: '' })).toBe(true)
    expect(opens({ id: '3', hazardLevel: 'dd-hazardLevel-major' })).toBe(false)
    expect(opens({ id: '4', hazardLevel: '重大隐患' })).toBe(false)
    expect(opens({ id: '5', hazardLevel: 'dd-hazardLevel-general', flowState: 1 })).toBe(false)
  })
})

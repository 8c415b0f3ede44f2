// 日报审批: the waiting reports of the project in use; a card opens the day's report in place with the way on to its
// approval flow (去审批 while it waits, 审批记录 once decided); a report approved before it had a flow has neither.
// The flow form of 施工日报审批 shows the report the task names, read-only, and hands the task's values back as they came.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { ApprovalDailyReportScreen, progressFlowForms } from '@/features/progress'
import type { FlowFormHandle } from '@/engines/workflow'
import { __reset } from '../__mocks__/taro'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })

const row = { id: 'r1', contractId: 'ct-tj01', contractName: '杭金改扩建TJ-01合同段', date: '2026-11-25', state: 1, stateName: '待审批', weather: '晴', temperature: '8～16℃', staff: 42, machines: '挖掘机2台', notes: '', approveOpinion: '' }
const report = { ...row, items: [{ id: 'f1', nodeId: 'i1', code: 'LJ-1-1-1', name: '挖方路基', unit: 'm³', quantity: 50, percent: 45, value: 125000, photos: [], note: '', creatorName: '陈刚' }], totalValue: 125000, photoCount: 0 }

beforeEach(() => __reset())

test('a waiting report opens in place with 去审批, which opens its flow', async () => {
  const api = fakeApi({
    'GET /api/progress/daily-reports': (c) => ok({ list: c.query.state === '1' ? [{ ...row, flowTaskId: 't1' }] : [{ ...row, id: 'r0', state: 2, stateName: '已通过', flowTaskId: 't0' }, { ...row, id: 'r9', date: '2026-10-01', state: 2, stateName: '已通过', flowTaskId: '' }], hasMore: false }),
    'GET /api/progress/daily-report': (c) => ok({ ...report, ...(c.query.date === '2026-10-01' ? { date: '2026-10-01', state: 2, flowTaskId: '' } : c.query.date === '2026-11-25' ? { flowTaskId: 't1' } : {}) })
  })
  render(<ApprovalDailyReportScreen projectId='proj-hj' />)
  fireEvent.click(await screen.findByText('杭金改扩建TJ-01合同段'))
  expect(api.find('GET', '/api/progress/daily-reports')[0].query).toMatchObject({ projectId: 'proj-hj', state: '1' })
  expect(await screen.findByText('当日完成（1项，产值12.50万元）')).toBeTruthy()
  expect(api.find('GET', '/api/progress/daily-report')[0].query).toMatchObject({ contractId: 'ct-tj01', date: '2026-11-25' })
  expect(screen.queryByText('通过')).toBeNull()
  fireEvent.click(screen.getByText('去审批'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/workFlow/workFlowForm/dailyReported/index?id=r1' })
})

test('an approved report offers its 审批记录; one approved before it had a flow shows the report alone', async () => {
  fakeApi({
    'GET /api/progress/daily-reports': ok({ list: [{ ...row, id: 'r0', state: 2, stateName: '已通过', flowTaskId: 't0' }, { ...row, id: 'r9', date: '2026-10-01', state: 2, stateName: '已通过', flowTaskId: '' }], hasMore: false }),
    'GET /api/progress/daily-report': (c) => ok({ ...report, date: c.query.date, state: 2, stateName: '已通过', flowTaskId: c.query.date === '2026-10-01' ? '' : 't0' })
  })
  render(<ApprovalDailyReportScreen projectId='proj-hj' />)
  fireEvent.click(await screen.findByText(/^2026-11-25/))
  fireEvent.click(await screen.findByText('审批记录'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/workFlow/workFlowForm/dailyReported/index?id=r0' })
  fireEvent.click(screen.getByText(/^2026-10-01/))
  expect(await screen.findByText('当日完成（1项，产值12.50万元）')).toBeTruthy()
  await waitFor(() => expect(screen.queryByText('审批记录')).toBeNull())
  expect(screen.queryByText('去审批')).toBeNull()
})

test('the 施工日报审批 flow form shows the report its task names and gives the task\'s values back unchanged', async () => {
  const api = fakeApi({ 'GET /api/progress/daily-report/r1': ok({ ...report, flowTaskId: 't1' }) })
  const handleRef: { current: FlowFormHandle | null } = { current: null }
  const values = { reportId: 'r1', contractName: '杭金改扩建TJ-01合同段', reportDate: '2026-11-25', itemCount: 1, totalValue: 125000, weather: '晴', staff: 42 }
  const Form = progressFlowForms.dailyReported
  render(<Form values={values} formOperates={[]} readOnly startNode={false} handleRef={handleRef} />)
  expect(await screen.findByText('当日完成（1项，产值12.50万元）')).toBeTruthy()
  expect(api.find('GET', '/api/progress/daily-report/r1')).toHaveLength(1)
  expect(await handleRef.current?.collect({ validate: true })).toEqual(values)
  expect(handleRef.current?.summary?.()).toBe('杭金改扩建TJ-01合同段 2026-11-25 施工日报')
})

test('a refusal of the list offers 重试; without a project it asks for one', async () => {
  const { unmount } = render(<ApprovalDailyReportScreen projectId='' />)
  expect(screen.getByText('请先选择项目')).toBeTruthy()
  unmount()
  let fail = true
  fakeApi({ 'GET /api/progress/daily-reports': () => (fail ? { code: 400, msg: '您不是该项目的成员，无法查看其数据' } : ok({ list: [], hasMore: false })) })
  render(<ApprovalDailyReportScreen projectId='proj-other' />)
  expect(await screen.findByText('您不是该项目的成员，无法查看其数据')).toBeTruthy()
  fail = false
  fireEvent.click(screen.getByText('重试'))
  expect(await screen.findByText('没有待审批的日报')).toBeTruthy()
})

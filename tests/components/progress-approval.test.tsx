// 日报审批: the waiting reports of the project in use; a card opens the day's report in place; 退回 needs an opinion
// and, like 通过, asks before it goes; the decided report leaves the waiting list.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { ApprovalDailyReportScreen } from '@/features/progress'
import { __reset } from '../__mocks__/taro'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })

const row = { id: 'r1', contractId: 'ct-tj01', contractName: '杭金改扩建TJ-01合同段', date: '2026-11-25', state: 1, stateName: '待审批', weather: '晴', temperature: '8～16℃', staff: 42, machines: '挖掘机2台', notes: '', approveOpinion: '' }
const report = { ...row, items: [{ id: 'f1', nodeId: 'i1', code: 'LJ-1-1-1', name: '挖方路基', unit: 'm³', quantity: 50, percent: 45, value: 125000, photos: [], note: '', creatorName: '陈刚' }], totalValue: 125000, photoCount: 0 }

beforeEach(() => __reset())

test('a waiting report opens in place; 退回 needs an opinion; 通过 asks, then the report leaves the list', async () => {
  let decided = false
  const api = fakeApi({
    'GET /api/progress/daily-reports': (c) => ok({ list: c.query.state === '1' && !decided ? [row] : [], hasMore: false }),
    'GET /api/progress/daily-report': ok(report),
    'POST /api/progress/daily-report/r1/approve': () => { decided = true; return ok({ id: 'r1', state: 2 }) }
  })
  render(<ApprovalDailyReportScreen projectId='proj-hj' />)
  fireEvent.click(await screen.findByText('杭金改扩建TJ-01合同段'))
  expect(api.find('GET', '/api/progress/daily-reports')[0].query).toMatchObject({ projectId: 'proj-hj', state: '1' })
  expect(await screen.findByText('当日完成（1项，产值12.50万元）')).toBeTruthy()
  expect(api.find('GET', '/api/progress/daily-report')[0].query).toMatchObject({ contractId: 'ct-tj01', date: '2026-11-25' })

  fireEvent.click(screen.getByText('退回'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '退回时请填写审批意见' })))
  expect(Taro.showModal).not.toHaveBeenCalled()

  ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
  fireEvent.click(screen.getByText('通过'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(api.find('POST', '/api/progress/daily-report/r1/approve')).toHaveLength(0)
  fireEvent.click(screen.getByText('通过'))
  expect(await screen.findByText('没有待审批的日报')).toBeTruthy()
  expect(api.find('POST', '/api/progress/daily-report/r1/approve')).toHaveLength(1)
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

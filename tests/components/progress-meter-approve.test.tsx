// 计量审批: the meterings in the countersign of the project in use; a card opens its sheet against the bill; 同意
// asks before it goes and the list is asked again; the server's "not your turn" is shown as it said it.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { MeterApproveScreen } from '@/features/progress'
import { __reset } from '../__mocks__/taro'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })

const row = { id: 'm1', contractId: 'ct-tj01', contractName: '杭金改扩建TJ-01合同段', period: '2026-11', state: 1, stateName: '监理审核', amount: 1250000 }
const detail = { ...row, lines: [{ nodeId: 'i1', billCode: '203-1-a', code: 'LJ-1', name: '挖土方', unit: 'm³', unitPrice: 25, billQuantity: 100000, meteredBefore: 30000, quantity: 50000, amount: 1250000 }] }

beforeEach(() => __reset())

test('a metering opens against the bill; 同意 asks first, then the list is asked again', async () => {
  let state = 1
  const api = fakeApi({
    'GET /api/progress/meters': () => ok({ list: state === 1 ? [row] : [] }),
    'GET /api/progress/meters/m1': ok(detail),
    'POST /api/progress/meters/m1/approve': () => { state = 2; return ok({ id: 'm1', state: 2, stateName: '业主审核' }) }
  })
  render(<MeterApproveScreen projectId='proj-hj' />)
  fireEvent.click(await screen.findByText('杭金改扩建TJ-01合同段'))
  expect(api.find('GET', '/api/progress/meters')[0].query).toMatchObject({ projectId: 'proj-hj', waiting: '1' })
  expect(await screen.findByText('本期 50000.00m³ 此前 30000.00m³ 清单 100000.00m³')).toBeTruthy()
  ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
  fireEvent.click(screen.getByText('同意'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(api.find('POST', '/api/progress/meters/m1/approve')).toHaveLength(0)
  fireEvent.click(screen.getByText('同意'))
  expect(await screen.findByText('没有审批中的计量')).toBeTruthy()
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '业主审核' }))
})

test('the server\'s refusal is shown, and a failed list offers 重试', async () => {
  let fail = true
  fakeApi({
    'GET /api/progress/meters': () => (fail ? { code: 400, msg: '您不是该项目的成员，无法查看其数据' } : ok({ list: [row] })),
    'GET /api/progress/meters/m1': ok(detail),
    'POST /api/progress/meters/m1/return': { code: 400, msg: '当前由监理审核，您没有审批权限' }
  })
  render(<MeterApproveScreen projectId='proj-hj' />)
  expect(await screen.findByText('您不是该项目的成员，无法查看其数据')).toBeTruthy()
  fail = false
  fireEvent.click(screen.getByText('重试'))
  fireEvent.click(await screen.findByText('杭金改扩建TJ-01合同段'))
  fireEvent.click(await screen.findByText('退回'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '当前由监理审核，您没有审批权限' })))
})

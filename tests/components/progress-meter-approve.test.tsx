// 计量审批: the meterings in the countersign of the project in use; a card opens its sheet against the bill and the way
// on to its flow: 去审批 opens the user's to-do on it, 审批记录 (once decided) the task read-only; one approved before it
// had a flow offers neither; a task the server refuses says so.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { MeterApproveScreen, progressFlowForms } from '@/features/progress'
import type { FlowFormHandle } from '@/engines/workflow'
import { parseFlowConfig } from '@/engines/workflow/lib/flow-config'
import { __reset } from '../__mocks__/taro'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })

const row = { id: 'm1', contractId: 'ct-tj01', contractName: '杭金改扩建TJ-01合同段', period: '2026-11', state: 1, stateName: '监理审核', amount: 1250000 }
const detail = { ...row, remark: '', opinion: '', creatorName: '陈刚', supervisorName: '', ownerName: '', editable: false, lines: [{ nodeId: 'i1', billCode: '203-1-a', code: 'LJ-1', name: '挖土方', unit: 'm³', unitPrice: 25, billQuantity: 100000, meteredBefore: 30000, quantity: 50000, amount: 1250000, chainage: 'K10+000～K11+000' }] }

beforeEach(() => __reset())

const info = (handleId: string) => ({
  flowTaskInfo: { id: 't1', processId: 't1', flowCode: 'meterApprove', flowId: 'ftj-progress-meter-v1', fullName: '杭金改扩建TJ-01合同段 2026-11 计量', status: 1, creatorUserId: 'u-chengang', thisStepId: 'n1' },
  flowFormInfo: { enCode: 'meterApprove', formType: 1 },
  flowTaskOperatorList: [{ id: 'op1', handleId, taskNodeId: 'n1' }]
})
const configOf = (url: string) => parseFlowConfig(decodeURIComponent(url.split('config=')[1]))

test('a metering opens against the bill; 去审批 opens the supervisor\'s to-do on its flow', async () => {
  const api = fakeApi({
    'GET /api/progress/meters': ok({ list: [row] }),
    'GET /api/progress/meters/m1': ok({ ...detail, flowTaskId: 't1' }),
    'GET /api/workflow/Engine/FlowBefore/t1': ok(info('u-songwenbo'))
  })
  render(<MeterApproveScreen projectId='proj-hj' me='u-songwenbo' />)
  fireEvent.click(await screen.findByText('杭金改扩建TJ-01合同段'))
  expect(api.find('GET', '/api/progress/meters')[0].query).toMatchObject({ projectId: 'proj-hj', waiting: '1' })
  expect(await screen.findByText('本期 50000.00m³ 此前 30000.00m³ 清单 100000.00m³')).toBeTruthy()
  expect(screen.queryByText('同意')).toBeNull()
  fireEvent.click(screen.getByText('去审批'))
  await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalledTimes(1))
  const url = (Taro.navigateTo as jest.Mock).mock.calls[0][0].url as string
  expect(url.startsWith('/pages/workFlow/flowBefore/index?config=')).toBe(true)
  expect(configOf(url)).toMatchObject({ id: 't1', enCode: 'meterApprove', opType: 1, taskId: 'op1' })
})

test('an approved metering offers its 审批记录 read-only; one approved before it had a flow offers none; a refused task says so', async () => {
  fakeApi({
    'GET /api/progress/meters': ok({ list: [{ ...row, state: 4, stateName: '已批准' }, { ...row, id: 'm0', period: '2026-09', state: 4, stateName: '已批准' }] }),
    'GET /api/progress/meters/m1': ok({ ...detail, state: 4, stateName: '已批准', flowTaskId: 't1' }),
    'GET /api/progress/meters/m0': ok({ ...detail, id: 'm0', period: '2026-09', state: 4, stateName: '已批准', flowTaskId: '' }),
    'GET /api/workflow/Engine/FlowBefore/t1': { code: 400, msg: '该流程不存在或您无权查看' }
  })
  render(<MeterApproveScreen projectId='proj-hj' me='u-huangwei' />)
  fireEvent.click(await screen.findByText(/^2026-09期/))
  expect(await screen.findByText('本期 50000.00m³ 此前 30000.00m³ 清单 100000.00m³')).toBeTruthy()
  expect(screen.queryByText('审批记录')).toBeNull()
  expect(screen.queryByText('去审批')).toBeNull()
  fireEvent.click(screen.getByText(/^2026-11期/))
  fireEvent.click(await screen.findByText('审批记录'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '该流程不存在或您无权查看' })))
  expect(Taro.navigateTo).not.toHaveBeenCalled()
})

test('a failed list offers 重试', async () => {
  let fail = true
  fakeApi({ 'GET /api/progress/meters': () => (fail ? { code: 400, msg: '您不是该项目的成员，无法查看其数据' } : ok({ list: [row] })) })
  render(<MeterApproveScreen projectId='proj-hj' me='u-songwenbo' />)
  expect(await screen.findByText('您不是该项目的成员，无法查看其数据')).toBeTruthy()
  fail = false
  fireEvent.click(screen.getByText('重试'))
  expect(await screen.findByText('杭金改扩建TJ-01合同段')).toBeTruthy()
})

test('the 计量审批 flow form shows the metering its task names and gives the task\'s values back unchanged', async () => {
  const api = fakeApi({ 'GET /api/progress/meters/m1': ok({ ...detail, flowTaskId: 't1' }) })
  const handleRef: { current: FlowFormHandle | null } = { current: null }
  const values = { meterId: 'm1', contractName: '杭金改扩建TJ-01合同段', period: '2026-11', lineCount: 1, amount: 1250000 }
  const Form = progressFlowForms.meterApprove
  render(<Form values={values} formOperates={[]} readOnly startNode={false} handleRef={handleRef} />)
  expect(await screen.findByText('本期 50000.00m³ 此前 30000.00m³ 清单 100000.00m³')).toBeTruthy()
  expect(api.find('GET', '/api/progress/meters/m1')).toHaveLength(1)
  expect(await handleRef.current?.collect({ validate: true })).toEqual(values)
  expect(handleRef.current?.summary?.()).toBe('杭金改扩建TJ-01合同段 2026-11 计量')
})

// 合同段进度: the project's figures and one card per section from /api/progress/figures, the percents as bars, and
// the failure with 重试.
import { fireEvent, render, screen } from '@testing-library/react'
import { ContractDetailsScreen } from '@/features/progress'
import { __reset, __setRequestHandler } from '../__mocks__/taro'
import { recordingCanvas } from './chart-canvas'

const figures = {
  day: '2026-11-26', contractValue: 15425600000, billValue: 1357000000, doneValue: 678500000, plannedValue: 700000000, percent: 50, plannedPercent: 51.58,
  list: [
    { contractId: 'ct-hj-tj01', enCode: 'TJ-01', fullName: '杭金改扩建土建施工第TJ-01合同段', contractor: '钱江路桥工程有限公司', contractValue: 5264800000, billValue: 465000000, doneValue: 232500000, plannedValue: 240000000, percent: 50, plannedPercent: 51.61, items: 40, doneItems: 12 },
    { contractId: 'ct-hj-tj02', enCode: 'TJ-02', fullName: '杭金改扩建土建施工第TJ-02合同段', contractor: '之江交通工程有限公司', contractValue: 4987200000, billValue: 435000000, doneValue: 108750000, plannedValue: 120000000, percent: 25, plannedPercent: 27.59, items: 38, doneItems: 5 }
  ]
}

beforeEach(() => {
  __reset()
  recordingCanvas().install()
})
afterEach(() => jest.restoreAllMocks())

it('asks for the project in use and shows each section with its values and percent', async () => {
  const asked: string[] = []
  __setRequestHandler((o) => {
    asked.push(`${o.url}`)
    return { statusCode: 200, data: { code: 200, msg: 'ok', data: figures } }
  })
  render(<ContractDetailsScreen projectId='proj-hj' projectName='杭金改扩建' />)
  expect(await screen.findByText('杭金改扩建土建施工第TJ-01合同段')).toBeTruthy()
  expect(asked.some((u) => u.includes('/api/progress/figures') && u.includes('projectId=proj-hj'))).toBe(true)
  expect(screen.getByText('合同金额：526,480.00万元')).toBeTruthy()
  expect(screen.getByText('已完成产值：23,250.00万元')).toBeTruthy()
  expect(screen.getByText('完成比例：50.00%（计划 51.61%）')).toBeTruthy()
  expect(screen.getByText('已完成分项：5/38')).toBeTruthy()
  expect(screen.getByRole('img').getAttribute('aria-label')).toContain('TJ-02')
  expect(screen.getByText('统计截至 2026-11-26')).toBeTruthy()
})

it('says when the caller has no construction section, and offers 重试 after a failure', async () => {
  let fail = true
  __setRequestHandler(() => (fail
    ? { statusCode: 200, data: { code: 400, msg: '您不是该项目的成员，无法查看其数据' } }
    : { statusCode: 200, data: { code: 200, msg: 'ok', data: { ...figures, list: [] } } }))
  render(<ContractDetailsScreen projectId='proj-hj' />)
  expect(await screen.findByText('您不是该项目的成员，无法查看其数据')).toBeTruthy()
  fail = false
  fireEvent.click(screen.getByText('重试'))
  expect(await screen.findByText('您所在的合同段暂无施工进度')).toBeTruthy()
})

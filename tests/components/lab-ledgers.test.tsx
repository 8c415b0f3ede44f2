// The lab ledger pages: 施工检测台账 lists records with their verdicts; the new record refuses bad input before
// sending and sends the groups in order, never a verdict; a record's detail marks the failing group, asks for a reason
// (and a confirmation) before a recorded value changes, and offers 提交报审 once it has a verdict; 取样记录 asks for the
// witness of a 见证取样. The server is a fake at the request level.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import ConstructionLedgerPage from '@/pages/apply/laboratoryManagement/constructionLedger/index'
import IncreaseLedgerPage from '@/pages/apply/laboratoryManagement/constructionLedger/increaseLedger'
import SamplingDataPage from '@/pages/apply/laboratoryManagement/samplingData/index'
import { routes } from '@/config/routes'
import { useSessionStore } from '@/features/session'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const input = (el: Element, value: string) => fireEvent(el, new CustomEvent('input', { detail: { value } }))
const pick = (el: Element, value: string | number) => fireEvent(el, new CustomEvent('change', { detail: { value } }))

const cube = {
  kind: 'construction', itemCode: 'cube-strength', itemName: '混凝土试块抗压强度', unit: 'MPa', designLabel: '设计强度等级', pointLabel: '组',
  ruleText: '每组 ≥ 0.95×设计值，平均值 ≥ 1.15×设计值', standard: 'JTG F80/1-2017 附录D'
}
const row = (id: string, state: 0 | 1 | 2, more: Record<string, unknown> = {}) => ({
  id, projectId: 'proj-hj', contractId: 'ct-hj-tj01', contractName: 'TJ-01', kind: 'construction', inspectionType: 'self', recordNo: `NO-${id}`,
  itemCode: 'cube-strength', itemName: '混凝土试块抗压强度', unit: 'MPa', partName: '3#墩 1号桩', chainage: '', designValue: 30, designText: 'C30',
  limitText: '≥ 28.5', meanLimitText: '≥ 34.5', points: 3, testedPoints: 3, failedPoints: state === 2 ? 1 : 0, mean: 34.6, testDate: '2026-11-20', ageDays: 28,
  state, stateName: ['待检', '合格', '不合格'][state], ...more
})
const detail = (state: 0 | 1 | 2) => ({
  ...row('d1', state), wbsId: '', standard: 'JTG F80/1-2017 附录D', sampleDate: '2026-10-23', sampleNo: '', remark: '', pointLabel: '组', intact: true,
  creatorName: '卢晓东', testerName: '卢晓东', testTime: 1, changes: [],
  results: [
    { itemCode: 'p1', itemName: '第1组', value: 27.6, passed: false, limitText: '≥ 28.5' }, { itemCode: 'p2', itemName: '第2组', value: 37, passed: true, limitText: '≥ 28.5' },
    { itemCode: 'p3', itemName: '第3组', value: 39.2, passed: true, limitText: '≥ 28.5' }, { itemCode: 'mean', itemName: '平均值', value: 34.6, passed: true, limitText: '≥ 34.5' }
  ]
})

function signIn() {
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-luxiaodong', userName: '卢晓东', userAccount: 'luxiaodong' })
  const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' }
  const contractList = [
    { id: 'ct-hj-sy01', projectId: 'proj-hj', enCode: 'SY-01', fullName: '中心试验室', kind: 'laboratory', contractor: '中测检测' },
    { id: 'ct-hj-tj01', projectId: 'proj-hj', enCode: 'TJ-01', fullName: 'TJ-01', kind: 'construction', contractor: '钱江路桥工程有限公司' }
  ]
  __storage.set('project', project)
  useSessionStore.setState({ project: project as never, contractList: contractList as never })
}

beforeEach(() => {
  __reset()
  signIn()
  __setRouterParams({})
})
afterEach(() => jest.restoreAllMocks())

test('the ledger lists records with their verdict, design value and limits', async () => {
  const api = fakeApi({
    'GET /api/laboratory/ledgers': () => ok({ list: [row('a', 2), row('b', 1)], pagination: { currentPage: 1, pageSize: 20, total: 2 } })
  })
  render(<ConstructionLedgerPage />)
  expect(await screen.findByText(/编号 NO-a/)).toBeTruthy()
  expect(api.find('GET', '/api/laboratory/ledgers')[0].query).toMatchObject({ projectId: 'proj-hj', kind: 'construction', currentPage: '1' })
  expect(screen.getByText('不合格：1个测点/组超出标准')).toBeTruthy()
  expect(screen.getAllByText(/设计 C30 · 标准 ≥ 28.5MPa（平均 ≥ 34.5）/)).toHaveLength(2)
  expect(screen.getByText('共2条')).toBeTruthy()
})

test('a new record refuses bad input before sending and sends the groups in order, without a verdict', async () => {
  const api = fakeApi({
    'GET /api/laboratory/test-items': () => ok([cube]),
    'POST /api/laboratory/ledgers': () => ok({ id: 'n1', state: 2 })
  })
  const { container } = render(<IncreaseLedgerPage />)
  expect(await screen.findByText('检测信息')).toBeTruthy()
  // the only construction section is chosen already
  expect(container.textContent).toContain('合同段 *TJ-01 钱江路桥工程有限公司')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择检测项目' })))
  pick(container.querySelectorAll('taro-picker-core')[1], 0)
  expect(await screen.findByText(/判定：每组 ≥ 0.95×设计值/)).toBeTruthy()
  input(screen.getByLabelText('记录编号'), 'TJ01-HNT-100')
  input(screen.getByLabelText('工程部位'), '5#墩 1号桩')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写设计强度等级（数字）' })))
  input(screen.getByLabelText('设计强度等级'), '30')
  input(screen.getByLabelText('第1组'), '27,8')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '第1组应为数字，最多三位小数' })))
  expect(api.find('POST', '/api/laboratory/ledgers')).toHaveLength(0)
  input(screen.getByLabelText('第1组'), '27.8')
  input(screen.getByLabelText('第3组'), '37.4')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(api.find('POST', '/api/laboratory/ledgers')).toHaveLength(1))
  expect(api.find('POST', '/api/laboratory/ledgers')[0].body).toMatchObject({
    contractId: 'ct-hj-tj01', kind: 'construction', inspectionType: 'self', itemCode: 'cube-strength', recordNo: 'TJ01-HNT-100', partName: '5#墩 1号桩',
    designValue: 30, designText: 'C30', points: 3, values: [27.8, null, 37.4]
  })
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已保存：检测不合格' })))
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: routes.constructionLedger({ id: 'n1' }) })
})

test('a record marks its failing group; a recorded value changes only with a reason, confirmed; 提交报审 opens its flow', async () => {
  __setRouterParams({ id: 'd1' })
  const api = fakeApi({
    'GET /api/laboratory/ledgers/d1': () => ok(detail(2)),
    'POST /api/laboratory/ledgers/d1/values': () => ok({ id: 'd1', state: 1 })
  })
  render(<ConstructionLedgerPage />)
  expect(await screen.findByText('第1组 不合格')).toBeTruthy()
  fireEvent.click(screen.getByText('提交报审'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.labFlow('constructionLedger', 'd1') })
  fireEvent.click(screen.getByText('修改检测结果'))
  input(screen.getByLabelText('第1组'), '29.1')
  fireEvent.click(screen.getByText('保存结果'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '修改已录入的检测结果须填写修改原因（至少4个字）' })))
  input(screen.getByLabelText('修改原因'), '钻芯复检结果更正')
  fireEvent.click(screen.getByText('保存结果'))
  await waitFor(() => expect(api.find('POST', '/api/laboratory/ledgers/d1/values')).toHaveLength(1))
  expect((Taro.showModal as jest.Mock).mock.calls.at(-1)[0].content).toContain('第1组 27.6 → 29.1')
  expect(api.find('POST', '/api/laboratory/ledgers/d1/values')[0].body).toEqual({ values: [29.1, null, null], reason: '钻芯复检结果更正' })
})

test('a 见证取样 needs its witness before it is sent', async () => {
  __setRouterParams({ mode: 'add' })
  const api = fakeApi({
    'GET /api/laboratory/materials': () => ok({ list: [], pagination: { currentPage: 1, pageSize: 50, total: 0 } }),
    'POST /api/laboratory/samples': () => ok({ id: 's1' })
  })
  render(<SamplingDataPage />)
  expect(await screen.findByText('见证')).toBeTruthy()
  input(screen.getByLabelText('样品编号'), 'YP-1')
  input(screen.getByLabelText('样品名称'), 'HRB400 热轧带肋钢筋')
  input(screen.getByLabelText('取样地点'), '钢筋加工场')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '见证取样须填写见证人' })))
  expect(api.find('POST', '/api/laboratory/samples')).toHaveLength(0)
  input(screen.getByLabelText('见证人'), '宋文博')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(api.find('POST', '/api/laboratory/samples')).toHaveLength(1))
  expect(api.find('POST', '/api/laboratory/samples')[0].body).toMatchObject({ contractId: 'ct-hj-tj01', sampleNo: 'YP-1', witnessed: true, witnessName: '宋文博' })
})

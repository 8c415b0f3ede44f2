// The laboratory pages: 材料进场 lists batches with their state (合格 / 不合格 / 待检) and failing items, pages and
// filters; the registration sends the batch with its results and shows the server's verdict, refusing bad input
// before sending; a batch's detail shows each item against its limit, asks for a reason (and a confirmation)
// before a recorded result changes, and warns when the change record no longer agrees; 材料汇总 shows pass rates
// by material, supplier and month. The server is a fake at the request level.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage, __triggerHook } from '../__mocks__/taro'
import IncomingMaterialsPage from '@/pages/apply/laboratoryManagement/incomingMaterials/index'
import MaterialSummaryPage from '@/pages/apply/laboratoryManagement/materialSummary/index'
import MaterialSummaryDetailPage from '@/pages/apply/laboratoryManagement/materialSummary/summary'
import { routes } from '@/config/routes'
import { useSessionStore } from '@/features/session'
import { fakeApi, ok } from './session/fake-api'
import { recordingCanvas } from './chart-canvas'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const input = (el: Element, value: string) => fireEvent(el, new CustomEvent('input', { detail: { value } }))
const pick = (el: Element, value: string | number) => fireEvent(el, new CustomEvent('change', { detail: { value } }))

const row = (id: string, state: 0 | 1 | 2, more: Record<string, unknown> = {}) => ({
  id, projectId: 'proj-hj', contractId: 'ct-hj-tj01', contractName: 'TJ-01', materialCode: 'rebar-hrb400', materialName: 'HRB400 热轧带肋钢筋',
  specification: 'Φ25', batchNo: `HG-${id}`, quantity: 58.6, unit: 't', supplier: '杭州钢铁集团有限公司', arrivalDate: '2026-11-20', sampleDate: '2026-11-20',
  sampleNo: '', usePart: '3#墩 桩基', state, stateName: ['待检', '合格', '不合格'][state], testedItems: 4, totalItems: 4,
  failedItems: state === 2 ? ['下屈服强度 ReL'] : [], ...more
})

const hrb = {
  materialCode: 'rebar-hrb400', materialName: 'HRB400 热轧带肋钢筋', category: 'steel', unit: 't',
  items: [
    { itemCode: 'yield', itemName: '下屈服强度 ReL', unit: 'MPa', minValue: 400, maxValue: null, limitText: '≥ 400', standard: 'GB/T 1499.2-2018' },
    { itemCode: 'tensile', itemName: '抗拉强度 Rm', unit: 'MPa', minValue: 540, maxValue: null, limitText: '≥ 540', standard: 'GB/T 1499.2-2018' }
  ]
}

function signIn() {
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-luxiaodong', userName: '卢晓东', userAccount: 'luxiaodong' })
  const project = { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' }
  const contractList = [
    { id: 'ct-hj-sy01', projectId: 'proj-hj', enCode: 'SY-01', fullName: '中心试验室', kind: 'laboratory', contractor: '中测检测' },
    { id: 'ct-hj-tj01', projectId: 'proj-hj', enCode: 'TJ-01', fullName: 'TJ-01', kind: 'construction', contractor: '钱江路桥工程有限公司' },
    { id: 'ct-hj-tj02', projectId: 'proj-hj', enCode: 'TJ-02', fullName: 'TJ-02', kind: 'construction', contractor: '之江交通工程有限公司' }
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

test('the list shows each batch\'s verdict and failing items, filters by state and pages on', async () => {
  const api = fakeApi({
    'GET /api/laboratory/materials': (c) => {
      if (c.query.state === '2') return ok({ list: [row('b2', 2)], pagination: { currentPage: 1, pageSize: 20, total: 1 } })
      const page = Number(c.query.currentPage)
      const list = page === 1 ? Array.from({ length: 20 }, (_, i) => row(`p${i}`, i === 0 ? 2 : i === 1 ? 0 : 1)) : [row('last', 1)]
      return ok({ list, pagination: { currentPage: page, pageSize: 20, total: 21 } })
    }
  })
  render(<IncomingMaterialsPage />)
  expect(await screen.findByText('批号 HG-p0')).toBeTruthy()
  expect(api.find('GET', '/api/laboratory/materials')[0].query).toMatchObject({ projectId: 'proj-hj', currentPage: '1' })
  expect(screen.getByText('不合格：下屈服强度 ReL')).toBeTruthy()
  expect(screen.getAllByText('不合格').length).toBeGreaterThan(1) // the tag, and the state chip
  expect(screen.getByText('上拉加载更多')).toBeTruthy()
  __triggerHook('useReachBottom')
  expect(await screen.findByText('批号 HG-last')).toBeTruthy()
  expect(screen.getByText('共21批')).toBeTruthy()
  fireEvent.click(screen.getByRole('radio', { name: '不合格' }))
  expect(await screen.findByText('批号 HG-b2')).toBeTruthy()
  await waitFor(() => expect(screen.queryByText('批号 HG-p1')).toBeNull())
  expect(screen.getByText('批号 HG-b2')).toBeTruthy()
  fireEvent.click(screen.getByText('批号 HG-b2'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.incomingMaterials({ id: 'b2' }) })
  fireEvent.click(screen.getByText('登记进场材料'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.incomingMaterials({ mode: 'add' }) })
})

test('an empty list says so; a failure offers 重试', async () => {
  let fail = true
  fakeApi({
    'GET /api/laboratory/materials': () => (fail ? { code: 400, msg: '您不是该项目的成员，无法查看其数据' } : ok({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }))
  })
  render(<IncomingMaterialsPage />)
  expect(await screen.findByText('您不是该项目的成员，无法查看其数据')).toBeTruthy()
  fail = false
  fireEvent.click(screen.getByText('重试'))
  expect(await screen.findByText('暂无进场材料')).toBeTruthy()
})

test('the registration refuses missing fields, then sends the batch with its results and opens it with the server\'s verdict', async () => {
  __setRouterParams({ mode: 'add' })
  const api = fakeApi({
    'GET /api/laboratory/material-types': ok([hrb]),
    'POST /api/laboratory/materials': ok({ id: 'new1', state: 2 })
  })
  const { container } = render(<IncomingMaterialsPage />)
  await screen.findByText('进场信息')
  // only construction sections are offered
  const pickers = container.querySelectorAll('taro-picker-core')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择合同段' })))
  pick(pickers[0], 0)
  await waitFor(() => expect(container.querySelector('.lab-form')!.textContent).toContain('合同段 *TJ-01 钱江路桥工程有限公司'))
  expect(pickers).toHaveLength(4)
  pick(pickers[1], 0)
  await waitFor(() => expect(container.textContent).toContain('下屈服强度 ReL'))
  expect(screen.getByText('标准 ≥ 400 MPa（GB/T 1499.2-2018）')).toBeTruthy()
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写批号' })))
  input(container.querySelector('[aria-label="规格型号"]')!, 'Φ25')
  input(container.querySelector('[aria-label="批号"]')!, 'ZT24-1130')
  input(container.querySelector('[aria-label="进场数量"]')!, '58.123')
  input(container.querySelector('[aria-label="供应商"]')!, '中天钢铁集团有限公司')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '进场数量应为大于0的数字，最多两位小数' })))
  input(container.querySelector('[aria-label="进场数量"]')!, '58.6')
  input(container.querySelector('[aria-label="下屈服强度 ReL"]')!, 'abc')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '下屈服强度 ReL应为数字，最多三位小数' })))
  expect(api.find('POST', '/api/laboratory/materials')).toHaveLength(0)
  input(container.querySelector('[aria-label="下屈服强度 ReL"]')!, '385')
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(api.find('POST', '/api/laboratory/materials')).toHaveLength(1))
  expect(api.find('POST', '/api/laboratory/materials')[0].body).toMatchObject({
    contractId: 'ct-hj-tj01', materialCode: 'rebar-hrb400', specification: 'Φ25', batchNo: 'ZT24-1130', quantity: 58.6, supplier: '中天钢铁集团有限公司',
    results: [{ itemCode: 'yield', value: 385 }]
  })
  // the client says nothing about pass or fail
  expect(JSON.stringify(api.find('POST', '/api/laboratory/materials')[0].body)).not.toContain('passed')
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已登记：检测不合格' })))
  expect(Taro.redirectTo).toHaveBeenCalledWith({ url: routes.incomingMaterials({ id: 'new1' }) })
})

const detail = (more: Record<string, unknown> = {}) => ({
  ...row('d1', 2), creatorName: '卢晓东', testerName: '卢晓东', testTime: Date.parse('2026-11-21T10:00:00+08:00'), intact: true,
  results: [
    { ...hrb.items[0], value: 385, passed: false },
    { ...hrb.items[1], value: 575, passed: true }
  ],
  changes: [
    { seq: 1, itemCode: 'yield', itemName: '下屈服强度 ReL', oldValue: null, newValue: 385, oldPassed: null, newPassed: false, reason: '', userName: '卢晓东', changedAt: Date.parse('2026-11-21T10:00:00+08:00'), hash: 'a' },
    { seq: 2, itemCode: 'tensile', itemName: '抗拉强度 Rm', oldValue: null, newValue: 575, oldPassed: null, newPassed: true, reason: '', userName: '卢晓东', changedAt: Date.parse('2026-11-21T10:00:00+08:00'), hash: 'b' }
  ],
  ...more
})

test('a failed batch: each item against its limit; changing a recorded result needs a reason and a confirmation', async () => {
  __setRouterParams({ id: 'd1' })
  const api = fakeApi({
    'GET /api/laboratory/materials/d1': ok(detail()),
    'POST /api/laboratory/materials/d1/results': ok({ id: 'd1', state: 2 })
  })
  const { container } = render(<IncomingMaterialsPage />)
  await screen.findByText('385MPa')
  expect(container.querySelector('.lab-verdict--2')).toBeTruthy()
  expect(container.querySelector('.lab-result--failed')!.textContent).toContain('下屈服强度 ReL')
  expect(container.querySelector('.lab-result--failed')!.textContent).toContain('不合格')
  expect(screen.getByText('#1 下屈服强度 ReL：录入 385（不合格）')).toBeTruthy()
  expect(screen.queryByText(/记录可能被篡改/)).toBeNull()

  fireEvent.click(screen.getByText('修改检测结果'))
  input(container.querySelector('[aria-label="下屈服强度 ReL"]')!, '392')
  fireEvent.click(screen.getByText('保存结果'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '修改已录入的检测结果须填写修改原因（至少4个字）' })))
  expect(api.find('POST', '/api/laboratory/materials/d1/results')).toHaveLength(0)
  input(container.querySelector('[aria-label="修改原因"]')!, '加倍取样复检')
  ;(Taro.showModal as jest.Mock).mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
  fireEvent.click(screen.getByText('保存结果'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalled())
  expect((Taro.showModal as jest.Mock).mock.calls[0][0].content).toContain('下屈服强度 ReL 385 → 392')
  expect(api.find('POST', '/api/laboratory/materials/d1/results')).toHaveLength(0)
  fireEvent.click(screen.getByText('保存结果'))
  await waitFor(() => expect(api.find('POST', '/api/laboratory/materials/d1/results')).toHaveLength(1))
  expect(api.find('POST', '/api/laboratory/materials/d1/results')[0].body).toEqual({ results: [{ itemCode: 'yield', value: 392 }], reason: '加倍取样复检' })
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '已保存：检测不合格' })))
})

test('a batch whose record no longer agrees with its results is flagged', async () => {
  __setRouterParams({ id: 'd1' })
  fakeApi({ 'GET /api/laboratory/materials/d1': ok(detail({ intact: false })) })
  render(<IncomingMaterialsPage />)
  expect(await screen.findByText('检测结果与修改记录不一致，记录可能被篡改，请联系管理员核查')).toBeTruthy()
})

const rate = (batches: number, passed: number, failed: number) => ({ batches, passed, failed, pending: batches - passed - failed, quantity: batches * 50, passRate: passed + failed ? Math.round((passed / (passed + failed)) * 1000) / 10 : null })

test('材料汇总: pass rates by material, supplier and month, and a material opens its own summary', async () => {
  recordingCanvas().install()
  const api = fakeApi({
    'GET /api/laboratory/summary': (c) => ok({
      ...rate(12, 9, 2),
      byMaterial: [{ materialCode: 'rebar-hrb400', materialName: 'HRB400 热轧带肋钢筋', unit: 't', ...rate(7, 6, 1) }, { materialCode: 'cement-po425', materialName: 'P·O 42.5 普通硅酸盐水泥', unit: 't', ...rate(5, 3, 1) }]
        .filter((m) => !c.query.materialCode || m.materialCode === c.query.materialCode),
      bySupplier: [{ supplier: '杭州钢铁集团有限公司', ...rate(7, 6, 1) }, { supplier: '浙江红狮水泥股份有限公司', ...rate(5, 3, 1) }],
      byMonth: [{ period: '2026-10', ...rate(6, 5, 1) }, { period: '2026-11', ...rate(6, 4, 1) }]
    })
  })
  render(<MaterialSummaryPage />)
  expect(await screen.findByText('HRB400 热轧带肋钢筋（350t）')).toBeTruthy()
  expect(screen.getByText('另有 1 批待检，不计入合格率')).toBeTruthy()
  expect(screen.getAllByText('85.7%').length).toBeGreaterThan(0)
  expect(screen.getByRole('listitem', { name: '合格率 81.8%' })).toBeTruthy()
  expect(screen.getByText('杭州钢铁集团有限公司')).toBeTruthy()
  expect(screen.getByText('2026-11')).toBeTruthy()
  expect(api.find('GET', '/api/laboratory/summary')[0].query.from).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  fireEvent.click(screen.getByRole('radio', { name: '全部' }))
  await waitFor(() => expect(api.find('GET', '/api/laboratory/summary').at(-1)!.query.from).toBeUndefined())
  await screen.findByText('HRB400 热轧带肋钢筋（350t）')
  fireEvent.click(screen.getByText('HRB400 热轧带肋钢筋（350t）'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.materialSummaryDetail('rebar-hrb400', '') })
})

test('导出Excel asks first, then downloads the sheet the server made for the same period', async () => {
  recordingCanvas().install()
  const clicked: HTMLAnchorElement[] = []
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { clicked.push(this) })
  const api = fakeApi({
    'GET /api/laboratory/summary': ok({ ...rate(2, 1, 1), byMaterial: [{ materialCode: 'rebar-hrb400', materialName: 'HRB400 热轧带肋钢筋', unit: 't', ...rate(2, 1, 1) }], bySupplier: [], byMonth: [] }),
    'POST /api/laboratory/summary/export': ok({ name: '材料汇总_20260826_20261126.xlsx', url: '/api/file/Download?encryption=abc' })
  })
  render(<MaterialSummaryPage />)
  await screen.findByText('导出Excel')
  ;(Taro.showModal as jest.Mock).mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
  fireEvent.click(screen.getByText('导出Excel'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(api.find('POST', '/api/laboratory/summary/export')).toHaveLength(0)
  fireEvent.click(screen.getByText('导出Excel'))
  await waitFor(() => expect(clicked).toHaveLength(1))
  const sent = api.find('POST', '/api/laboratory/summary/export')[0].body as Record<string, string>
  expect(sent).toMatchObject({ projectId: 'proj-hj', from: api.find('GET', '/api/laboratory/summary')[0].query.from })
  expect(clicked[0].download).toBe('材料汇总_20260826_20261126.xlsx')
  expect(clicked[0].href).toContain('/api/file/Download?encryption=abc')
})

test('one material\'s summary asks for that material only; an empty period says so', async () => {
  __setRouterParams({ materialCode: 'cement-po425', days: '90' })
  const api = fakeApi({ 'GET /api/laboratory/summary': ok({ ...rate(0, 0, 0), byMaterial: [], bySupplier: [], byMonth: [] }) })
  render(<MaterialSummaryDetailPage />)
  expect(await screen.findByText('该期间没有进场材料')).toBeTruthy()
  expect(api.find('GET', '/api/laboratory/summary')[0].query).toMatchObject({ projectId: 'proj-hj', materialCode: 'cement-po425' })
})

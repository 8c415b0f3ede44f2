// 进度填报 and 进度日报: the items filled last time come first; 填报 opens an item in place, refuses what would pass
// its design quantity before asking the server, and sends today's quantity; without network the filling waits in the
// outbox (待发送) and goes once when the network is back; 撤回 asks first. The day's report shows the fillings and
// the header with the actions its state allows; the fill page asks for the weather and confirms before 提交审批.
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import dayjs from 'dayjs'
import { DailyReportScreen, ProgressFillingScreen, ReportFillScreen, checkFill } from '@/features/progress'
import { outbox } from '@/lib/outbox'
import { __reset, __storage } from '../__mocks__/taro'
import { fakeApi, ok } from './session/fake-api'
import { MemoryStore } from '../unit/outbox/memory-store'

jest.mock('@/lib/outbox/store', () => {
  const { MemoryStore: Store } = jest.requireActual('../unit/outbox/memory-store')
  return { outboxStore: new Store() }
})
const store = jest.requireMock('@/lib/outbox/store').outboxStore as MemoryStore

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const today = dayjs().format('YYYY-MM-DD')
let online = true
const setOnline = (value: boolean) => {
  online = value
  window.dispatchEvent(new Event(value ? 'online' : 'offline'))
}
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online })
})
beforeEach(async () => {
  __reset()
  online = true
  await outbox.start()
  for (const entry of outbox.getSnapshot().entries) await outbox.discard(entry.id)
  store.entries.clear()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-chengang', userName: '陈刚', userAccount: 'chengang' })
})

const item = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id, code: id, name, path: '路基工程 / K12路基 / 路基土石方', unit: 'm³', billCode: '203-1-a', chainage: 'K12+000～K13+000',
  designQuantity: 1000, doneQuantity: 400, percent: 40, filledYesterday: false, today: null, ...extra
})
const items = [item('i1', '挖方路基', { filledYesterday: true }), item('i2', '填方路基'), item('i3', '排水沟', { doneQuantity: 1000, percent: 100 })]
const input = (el: Element, value: string) => fireEvent(el, new CustomEvent('input', { detail: { value } }))

test('the limits of a filling: two decimals, never past the design quantity, a percent never below what was filled', () => {
  const it = item('i1', '挖方路基', { today: { id: 'f1', quantity: 100, percent: 40, photos: [], note: '' } }) as never
  expect(checkFill(it, 'quantity', '')).toBe('请填写今日完成数量')
  expect(checkFill(it, 'quantity', '1.234')).toBe('完成数量应为数字，最多两位小数')
  // 400 done of which 100 today: 700 are left for today
  expect(checkFill(it, 'quantity', '700')).toBe('')
  expect(checkFill(it, 'quantity', '700.01')).toBe('超过剩余数量700.00m³（设计1000.00m³）')
  expect(checkFill(it, 'percent', '29')).toBe('累计完成已达30%，不能小于已填报的进度')
  expect(checkFill(it, 'percent', '100.5')).toBe('完成百分比不能超过100')
})

test('yesterday\'s items first; 填报 checks the quantity before sending it, then the list reloads', async () => {
  let filled = false
  const api = fakeApi({
    'GET /api/progress/filling': () => ok({
      contractId: 'ct-tj01', date: today, previousDate: '2026-11-25',
      list: filled ? [{ ...items[0], doneQuantity: 450, percent: 45, today: { id: 'f1', quantity: 50, percent: 45, photos: [], note: '' } }, ...items.slice(1)] : items
    }),
    'POST /api/progress/filling': () => { filled = true; return ok({ id: 'f1' }) }
  })
  render(<ProgressFillingScreen contractId='ct-tj01' />)
  await screen.findByText('上次填报的分项')
  const names = Array.from(document.querySelectorAll('.pg-card .pg-node__name')).map((n) => n.textContent)
  expect(names).toEqual(['挖方路基', '填方路基', '排水沟'])
  expect(screen.getByText(`${today}已填报 0 项，上次填报 2026-11-25`)).toBeTruthy()
  // a finished item offers nothing to fill
  expect(screen.getAllByText('填报')).toHaveLength(2)

  fireEvent.click(screen.getAllByText('填报')[0])
  const box = await screen.findByLabelText('今日完成数量')
  input(box, '700')
  expect(await screen.findByText('超过剩余数量600.00m³（设计1000.00m³）')).toBeTruthy()
  fireEvent.click(screen.getByText('提交'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '超过剩余数量600.00m³（设计1000.00m³）' })))
  expect(api.find('POST', '/api/progress/filling')).toHaveLength(0)

  input(box, '50')
  fireEvent.click(screen.getByText('提交'))
  expect(await screen.findByText('今日填报 50.00m³')).toBeTruthy()
  const [post] = api.find('POST', '/api/progress/filling')
  expect(post.body).toMatchObject({ contractId: 'ct-tj01', nodeId: 'i1', date: today, quantity: '50', photos: [] })
  expect(post.header['Idempotency-Key']).toHaveLength(32)
  expect(screen.getByText('修改')).toBeTruthy()
})

test('without network a filling waits in the outbox as 待发送 and goes when the network is back', async () => {
  const api = fakeApi({
    'GET /api/progress/filling': ok({ contractId: 'ct-tj01', date: today, previousDate: '', list: [items[1]] }),
    'POST /api/progress/filling': ok({ id: 'f2' })
  })
  render(<ProgressFillingScreen contractId='ct-tj01' />)
  fireEvent.click(await screen.findByText('填报'))
  fireEvent.click(screen.getByText('按累计百分比'))
  setOnline(false)
  input(await screen.findByLabelText('累计完成百分比'), '55')
  fireEvent.click(screen.getByText('提交'))
  expect(await screen.findByText('待发送')).toBeTruthy()
  expect(api.find('POST', '/api/progress/filling')).toHaveLength(0)
  expect(outbox.getSnapshot().entries[0]).toMatchObject({ title: '进度填报', summary: `${today} 填方路基`, status: 'queued' })
  await act(async () => setOnline(true))
  await waitFor(() => expect(api.find('POST', '/api/progress/filling')).toHaveLength(1))
  expect(api.find('POST', '/api/progress/filling')[0].body).toMatchObject({ nodeId: 'i2', percent: '55', date: today })
  // once it has gone the list is asked again
  await waitFor(() => expect(api.find('GET', '/api/progress/filling')).toHaveLength(2))
})

test('撤回 asks first and takes the day\'s filling back', async () => {
  const filledItem = { ...items[0], today: { id: 'f1', quantity: 50, percent: 45, photos: [], note: '' } }
  const api = fakeApi({
    'GET /api/progress/filling': ok({ contractId: 'ct-tj01', date: today, previousDate: '', list: [filledItem] }),
    'DELETE /api/progress/filling/f1': ok()
  })
  render(<ProgressFillingScreen contractId='ct-tj01' />)
  ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
  fireEvent.click(await screen.findByText('撤回'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(api.find('DELETE', '/api/progress/filling/f1')).toHaveLength(0)
  fireEvent.click(screen.getByText('撤回'))
  await waitFor(() => expect(api.find('DELETE', '/api/progress/filling/f1')).toHaveLength(1))
})

const report = {
  contractId: 'ct-tj01', contractName: '杭金改扩建TJ-01合同段', date: today, id: '', state: -1, stateName: '未填写', weather: '', temperature: '',
  staff: 0, machines: '', notes: '', approveOpinion: '', totalValue: 125000, photoCount: 1,
  items: [{ id: 'f1', nodeId: 'i1', code: 'LJ-1-1-1', name: '挖方路基', unit: 'm³', quantity: 50, percent: 45, value: 125000, photos: [{ name: 'a.jpg', url: '/api/file/Image/annexpic/a.jpg' }], note: '', creatorName: '陈刚' }]
}

test('the day\'s report shows the fillings and, while unwritten, offers 填写日报; the history opens its day', async () => {
  fakeApi({
    'GET /api/progress/daily-report': (c) => ok(c.query.date === '2026-11-20' ? { ...report, date: '2026-11-20', state: 2, stateName: '已通过', weather: '晴', items: [] } : report),
    'GET /api/progress/daily-reports': ok({ list: [{ ...report, id: 'r1', date: '2026-11-20', state: 2, stateName: '已通过', weather: '晴', staff: 36, machines: '挖掘机2台' }], hasMore: false })
  })
  const onFill = jest.fn()
  render(<DailyReportScreen contractId='ct-tj01' onFill={onFill} onFillProgress={jest.fn()} />)
  expect(await screen.findByText('当日完成（1项，产值12.50万元）')).toBeTruthy()
  expect(screen.getByText('50.00m³')).toBeTruthy()
  fireEvent.click(screen.getByText('填写日报'))
  expect(onFill).toHaveBeenCalledWith(today)
  fireEvent.click(await screen.findByText('出勤36人 挖掘机2台'))
  expect(await screen.findByText('当天还没有填报进度')).toBeTruthy()
  // an approved report is closed
  expect(screen.queryByText('填写日报')).toBeNull()
  expect(screen.queryByText('修改日报')).toBeNull()
  expect(document.querySelector('.pg-bottom')).toBeNull()
})

test('the fill page asks for the weather, confirms, then submits the header for approval', async () => {
  const api = fakeApi({
    'GET /api/progress/daily-report': ok(report),
    'POST /api/progress/daily-report': ok({ id: 'r9', state: 1 })
  })
  const onSaved = jest.fn()
  render(<ReportFillScreen contractId='ct-tj01' onSaved={onSaved} />)
  await screen.findByText('当日填报 1 项，产值 12.50万元，照片 1 张')
  input(screen.getByLabelText('出勤人数'), '3.5')
  fireEvent.click(screen.getByText('提交审批'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '出勤人数应为不小于0的整数' })))
  input(screen.getByLabelText('出勤人数'), '42')
  fireEvent.click(screen.getByText('提交审批'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择天气' })))
  fireEvent.click(screen.getByText('多云'))
  fireEvent.click(screen.getByText('提交审批'))
  await waitFor(() => expect(onSaved).toHaveBeenCalled())
  expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '提交审批' }))
  const [sentReport] = api.find('POST', '/api/progress/daily-report')
  expect(sentReport.body).toMatchObject({ contractId: 'ct-tj01', date: today, weather: '多云', staff: '42', submit: true })
  expect(sentReport.header['Idempotency-Key']).toMatch(/^[A-Za-z0-9]{32}$/)
})

test('a submitted report cannot be filled again, and a failure offers 重试', async () => {
  let fail = true
  fakeApi({ 'GET /api/progress/daily-report': () => (fail ? { code: 400, msg: '合同段不存在或您无权访问' } : ok({ ...report, state: 1, stateName: '待审批' })) })
  render(<ReportFillScreen contractId='ct-x' onSaved={jest.fn()} />)
  expect(await screen.findByText('合同段不存在或您无权访问')).toBeTruthy()
  fail = false
  fireEvent.click(screen.getByText('重试'))
  expect(await screen.findByText(`${today}的日报待审批，不能修改`)).toBeTruthy()
})

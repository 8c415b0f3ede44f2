// 打卡日历, 我的打卡 and 打卡地图: the calendar colours each day from the person's own statistics and the section's
// rest days, lists a tapped day's punches and opens that day on the map; another month asks for that month; the
// list asks for one's own punches only; the map page reads the day's own punches and draws them with the fences.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import RecordPage from '@/pages/apply/attendanceManagement/attendanceClock/recordPage'
import RecordPageList from '@/pages/apply/attendanceManagement/attendanceClock/recordPageList'
import RecordPageMap from '@/pages/apply/attendanceManagement/attendanceClock/recordPageMap'
import { routes } from '@/config/routes'
import { useSessionStore } from '@/features/session'
import { fakeApi, ok, type Call } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const NOW = Date.parse('2026-11-20T10:00:00+08:00')
const C = { longitude: 120.26, latitude: 29.86 }
const fence = { id: 'f1', contractId: 'ct-hj-tj01', name: 'TJ-01主线施工区', shape: 'circle', enabled: true, center: C, radius: 500, points: [] }
const today = (more: Record<string, unknown> = {}) => ({
  now: NOW, day: '2026-11-20', contractId: 'ct-hj-tj01', contractName: 'TJ-01标段', sections: [{ id: 'ct-hj-tj01', name: 'TJ-01标段', hasFence: true }],
  rule: { workStart: '07:30', workEnd: '17:30', lateGrace: 10, earlyGrace: 10, restDays: '0' }, fences: [fence], worker: null, punches: [], ...more
})
const day = (d: string, more: Record<string, number> = {}) => ({ day: d, present: 0, late: 0, early: 0, absent: 0, field: 0, expected: 1, ...more })
const punch = (id: string, punchDay: string, hhmm: string, more: Record<string, unknown> = {}) => ({
  id, contractId: 'ct-hj-tj01', userId: 'u-yangshan', realName: '杨山', kind: 'in', punchTime: Date.parse(`${punchDay}T${hhmm}:00+08:00`), punchDay,
  longitude: C.longitude, latitude: C.latitude, accuracy: 10, fenceId: 'f1', fenceName: 'TJ-01主线施工区', distance: 0, inside: true, field: false,
  photos: [], reason: '', address: '', late: false, early: false, ...more
})
const stats = (c: Call) => ok({
  from: c.query.from, to: c.query.to, total: { present: 0, late: 0, early: 0, absent: 0, field: 0, people: 1 }, people: [], bySection: [],
  days: c.query.from === '2026-11-01' ? [
    day('2026-11-01', { expected: 0 }), day('2026-11-02', { present: 1 }), day('2026-11-03', { present: 1, late: 1 }), day('2026-11-04', { absent: 1 }),
    day('2026-11-05', { present: 1, field: 1 }), day('2026-11-06', { present: 1, early: 1 })
  ] : [day('2026-10-30', { absent: 1 })]
})
const records = (c: Call) => {
  const list = [punch('p1', '2026-11-03', '07:52', { late: true }), punch('p2', '2026-11-03', '17:40', { kind: 'out' }), punch('p3', '2026-11-05', '08:00', { field: true, inside: false, distance: 1500, reason: '去材料厂验收' })]
    .filter((p) => p.punchDay >= c.query.from && p.punchDay <= c.query.to)
  return ok({ list, pagination: { currentPage: 1, pageSize: 100, total: list.length } })
}

beforeEach(() => {
  __reset()
  jest.spyOn(Date, 'now').mockReturnValue(NOW)
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-yangshan', userName: '杨山', userAccount: 'yangshan' })
  useSessionStore.setState({ project: { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建' } as never })
  __setRouterParams({})
})
afterEach(() => jest.restoreAllMocks())

const cell = (d: string) => screen.getByRole('button', { name: new RegExp(`^${d}`) })

test('the calendar colours each day from the data: normal, late or early, absent, field service, rest, and nothing ahead', async () => {
  const api = fakeApi({ 'GET /api/attendance/today': ok(today()), 'GET /api/attendance/statistics': stats, 'GET /api/attendance/records': records })
  render(<RecordPage />)
  expect(await screen.findByText('2026年11月')).toBeTruthy()
  await waitFor(() => expect(cell('2026-11-02').className).toContain('att-cal__day--normal'))
  expect(cell('2026-11-02').getAttribute('aria-label')).toBe('2026-11-02 正常')
  expect(cell('2026-11-03').className).toContain('att-cal__day--abnormal')
  expect(cell('2026-11-06').className).toContain('att-cal__day--abnormal')
  expect(cell('2026-11-04').className).toContain('att-cal__day--absent')
  expect(cell('2026-11-05').className).toContain('att-cal__day--field')
  expect(cell('2026-11-01').className).toContain('att-cal__day--rest') // a Sunday, the section's rest day
  expect(cell('2026-11-08').className).toContain('att-cal__day--rest')
  expect(cell('2026-11-10').className).toContain('att-cal__day--none')
  expect(cell('2026-11-25').className).toContain('att-cal__day--none')
  // one's own: the statistics and the records of the month, asked with mine=1
  expect(api.find('GET', '/api/attendance/statistics')[0].query).toEqual({ contractId: 'ct-hj-tj01', from: '2026-11-01', to: '2026-11-30', mine: '1' })
  expect(api.find('GET', '/api/attendance/records')[0].query).toMatchObject({ contractId: 'ct-hj-tj01', from: '2026-11-01', to: '2026-11-30', mine: '1' })
  // today is picked first and has no punches
  expect(screen.getByText('2026-11-20 的打卡')).toBeTruthy()
  expect(screen.getByText('这一天没有打卡')).toBeTruthy()
})

test('a tapped day lists its punches and opens on the map; the previous month asks for that month', async () => {
  const api = fakeApi({ 'GET /api/attendance/today': ok(today()), 'GET /api/attendance/statistics': stats, 'GET /api/attendance/records': records })
  render(<RecordPage />)
  await screen.findByText('2026年11月')
  await waitFor(() => expect(cell('2026-11-03').className).toContain('att-cal__day--abnormal'))
  fireEvent.click(cell('2026-11-03'))
  expect(await screen.findByText('2026-11-03 的打卡')).toBeTruthy()
  expect(screen.getByText('迟到')).toBeTruthy()
  expect(screen.getAllByText('TJ-01主线施工区')).toHaveLength(2)
  fireEvent.click(cell('2026-11-05'))
  expect(await screen.findByText('事由：去材料厂验收')).toBeTruthy()
  fireEvent.click(screen.getByText('在地图上查看'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.attendance.recordPageMap('ct-hj-tj01', '2026-11-05') })
  // no next month after this one
  expect(screen.queryByRole('button', { name: '下个月' })).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: '上个月' }))
  expect(await screen.findByText('2026年10月')).toBeTruthy()
  await waitFor(() => expect(cell('2026-10-30').className).toContain('att-cal__day--absent'))
  expect(api.find('GET', '/api/attendance/statistics').at(-1)!.query).toMatchObject({ from: '2026-10-01', to: '2026-10-31' })
  fireEvent.click(screen.getByText('列表查看'))
  expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: routes.attendance.recordPageList })
})

test('a failed load says why and reads again on retry', async () => {
  let fail = true
  fakeApi({
    'GET /api/attendance/today': () => (fail ? { code: 400, msg: '您尚未加入任何合同段，无法打卡' } : ok(today())),
    'GET /api/attendance/statistics': stats, 'GET /api/attendance/records': records
  })
  render(<RecordPage />)
  expect(await screen.findByText('您尚未加入任何合同段，无法打卡')).toBeTruthy()
  fail = false
  fireEvent.click(screen.getByText(/重试|重新加载/))
  expect(await screen.findByText('2026年11月')).toBeTruthy()
})

test('the list asks for one\'s own punches only', async () => {
  const api = fakeApi({ 'GET /api/attendance/records': records })
  render(<RecordPageList />)
  await waitFor(() => expect(api.find('GET', '/api/attendance/records').length).toBeGreaterThan(0))
  expect(api.find('GET', '/api/attendance/records')[0].query).toMatchObject({ projectId: 'proj-hj', mine: '1' })
})

test('the map page reads the day\'s own punches and shows them with the fences', async () => {
  __setRouterParams({ contractId: 'ct-hj-tj01', day: '2026-11-03' })
  const api = fakeApi({ 'GET /api/attendance/today': ok(today()), 'GET /api/attendance/records': records })
  render(<RecordPageMap />)
  expect(await screen.findByText('2026-11-03 ▾')).toBeTruthy()
  expect(api.find('GET', '/api/attendance/today')[0].query).toEqual({ contractId: 'ct-hj-tj01' })
  expect(api.find('GET', '/api/attendance/records')[0].query).toMatchObject({ contractId: 'ct-hj-tj01', from: '2026-11-03', to: '2026-11-03', mine: '1' })
  expect(screen.getByText(/围栏示意图/)).toBeTruthy()
  expect(screen.getByText('迟到')).toBeTruthy()
  expect(screen.getByText('下班')).toBeTruthy()
})

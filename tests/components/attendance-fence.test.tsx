// 考勤围栏 and 考勤规则: a manager sees the section's fences with edit and delete (delete only after a confirmation),
// a worker sees them without; the fence form refuses a missing name, a bad radius, a coordinate outside China and a
// self-crossing polygon before anything is sent, takes the phone's position for the centre, and sends what was
// entered; the rule form checks the graces and sends the rest days. The server is a fake.
import { act, configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import FenceAreaPage from '@/pages/apply/attendanceManagement/attendanceClock/fenceArea'
import FenceFormPage from '@/pages/apply/attendanceManagement/attendanceClock/fenceForm'
import ShiftRulePage from '@/pages/apply/attendanceManagement/attendanceClock/shiftRule'
import { routes } from '@/config/routes'
import { useSessionStore } from '@/features/session'
import { wgs84ToGcj02 } from '@/utils/gcj02'
import { fakeApi, ok } from './session/fake-api'
import { typeInto } from './profile/dom'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const C = { longitude: 120.26, latitude: 29.86 }
const r6 = (n: number) => Math.round(n * 1e6) / 1e6
const at = (dx: number, dy: number) => ({ longitude: r6(120.26 + dx * 0.001), latitude: r6(29.86 + dy * 0.001) })
const circle = { id: 'f1', contractId: 'ct-hj-tj01', name: 'TJ-01主线施工区', shape: 'circle', enabled: true, center: C, radius: 500, points: [] }
const polygon = { id: 'f2', contractId: 'ct-hj-tj01', name: '1#拌合站', shape: 'polygon', enabled: false, center: null, radius: null, points: [at(0, 0), at(1, 0), at(1, 1)] }
const contracts = [
  { id: 'ct-hj-tj01', enCode: 'TJ-01', fullName: 'TJ-01标段', projectId: 'proj-hj', kind: 'construction', contractor: '钱江路桥' },
  { id: 'ct-hj-jl01', enCode: 'JL-01', fullName: 'JL-01监理', projectId: 'proj-hj', kind: 'supervision', contractor: '监理' }
]
const modal = Taro.showModal as jest.Mock

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-chengang', userName: '陈刚', userAccount: 'chengang' })
  useSessionStore.setState({ project: { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建' } as never, contractList: contracts as never, contract: contracts[0] as never })
  __setRouterParams({})
})
afterEach(() => jest.restoreAllMocks())

test('a manager sees the fences with edit and delete; delete asks first and a cancel sends nothing', async () => {
  let list = [circle, polygon]
  const api = fakeApi({
    'GET /api/attendance/fences': () => ok({ list, mayManage: true }),
    'DELETE /api/attendance/fences/f2': () => { list = [circle]; return ok() }
  })
  render(<FenceAreaPage />)
  expect(await screen.findByText('TJ-01主线施工区')).toBeTruthy()
  expect(api.find('GET', '/api/attendance/fences')[0].query).toEqual({ contractId: 'ct-hj-tj01' })
  expect(screen.getByText('圆形 · 半径500米')).toBeTruthy()
  expect(screen.getByText('多边形 · 3个顶点')).toBeTruthy()
  expect(screen.getByText('已停用')).toBeTruthy()
  expect(screen.getByText(/围栏示意图/)).toBeTruthy()
  fireEvent.click(screen.getAllByText('编辑')[0])
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.attendance.fenceForm('ct-hj-tj01', 'f1') })

  modal.mockImplementationOnce(async () => ({ confirm: false, cancel: true }))
  fireEvent.click(screen.getAllByText('删除')[1])
  await waitFor(() => expect(modal).toHaveBeenCalledTimes(1))
  expect(modal.mock.calls[0][0]).toMatchObject({ title: '删除围栏', content: '确定删除围栏“1#拌合站”吗？删除后在其中无法再打卡。' })
  expect(api.find('DELETE', '/api/attendance/fences/f2')).toHaveLength(0)

  fireEvent.click(screen.getAllByText('删除')[1])
  await waitFor(() => expect(api.find('DELETE', '/api/attendance/fences/f2')).toHaveLength(1))
  await waitFor(() => expect(screen.queryByText('1#拌合站')).toBeNull())
  fireEvent.click(screen.getByText('新增围栏'))
  expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: routes.attendance.fenceForm('ct-hj-tj01') })
  fireEvent.click(screen.getByText('设置考勤规则'))
  expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: routes.attendance.shiftRule('ct-hj-tj01') })
})

test('a worker sees the fences but no add, edit or delete', async () => {
  fakeApi({ 'GET /api/attendance/fences': ok({ list: [circle, polygon], mayManage: false }) })
  render(<FenceAreaPage />)
  expect(await screen.findByText('TJ-01主线施工区')).toBeTruthy()
  expect(screen.queryByText('编辑')).toBeNull()
  expect(screen.queryByText('删除')).toBeNull()
  expect(screen.queryByText('新增围栏')).toBeNull()
  expect(screen.getByText('查看考勤规则')).toBeTruthy()
})

test('a new circle: the checks run before sending, the centre comes from the phone, the fence is sent as entered', async () => {
  __setRouterParams({ contractId: 'ct-hj-tj01' })
  const api = fakeApi({
    'GET /api/attendance/fences': ok({ list: [circle], mayManage: true }),
    'POST /api/attendance/fences': (c) => ok({ ...(c.body as object), id: 'f9' })
  })
  ;(Taro.getLocation as jest.Mock).mockImplementation(async () => ({ longitude: 120.25, latitude: 29.85, accuracy: 12, errMsg: 'getLocation:ok' }))
  const { container } = render(<FenceFormPage />)
  fireEvent.click(await screen.findByText('保存'))
  expect(await screen.findByText('请填写围栏名称')).toBeTruthy()
  expect(screen.getByText('请填写围栏中心坐标或使用当前位置')).toBeTruthy()
  await typeInto(container, '如 K86+200 拌合站', '钢筋加工场')
  await typeInto(container, '如 120.260000', '200')
  await typeInto(container, '如 29.860000', '29.86')
  await typeInto(container, '20～5000', '10')
  fireEvent.click(screen.getByText('保存'))
  expect(await screen.findByText('围栏中心坐标不正确：经度应在73～136之间，纬度应在3～54之间')).toBeTruthy()
  expect(screen.getByText('围栏半径应为20～5000米的整数')).toBeTruthy()
  expect(api.find('POST', '/api/attendance/fences')).toHaveLength(0)

  fireEvent.click(screen.getByText('使用我的位置作为中心'))
  const gcj = wgs84ToGcj02({ longitude: 120.25, latitude: 29.85 })
  const round = (n: number) => Math.round(n * 1e6) / 1e6
  await waitFor(() => expect((container.querySelector('input[placeholder="如 120.260000"]') as HTMLInputElement).value).toBe(String(round(gcj.longitude))))
  await typeInto(container, '20～5000', '150')
  fireEvent.click(screen.getByText('保存'))
  await waitFor(() => expect(api.find('POST', '/api/attendance/fences')).toHaveLength(1))
  expect(api.find('POST', '/api/attendance/fences')[0].body).toEqual({
    contractId: 'ct-hj-tj01', name: '钢筋加工场', shape: 'circle', enabled: true, center: { longitude: round(gcj.longitude), latitude: round(gcj.latitude) }, radius: 150
  })
  expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '保存成功' }))
})

test('a polygon: a bad vertex and crossing edges are refused before sending; the vertices are sent in order', async () => {
  __setRouterParams({ contractId: 'ct-hj-tj01' })
  const api = fakeApi({
    'GET /api/attendance/fences': ok({ list: [], mayManage: true }),
    'POST /api/attendance/fences': (c) => ok({ ...(c.body as object), id: 'f9' })
  })
  const { container } = render(<FenceFormPage />)
  expect(await screen.findByText('保存')).toBeTruthy()
  await typeInto(container, '如 K86+200 拌合站', '2#拌合站')
  fireEvent.click(screen.getByRole('radio', { name: '多边形' }))
  const add = async (p: { longitude: number; latitude: number } | [string, string]) => {
    const [lng, lat] = Array.isArray(p) ? p : [String(p.longitude), String(p.latitude)]
    await typeInto(container, '下一个顶点的经度', lng)
    await typeInto(container, '下一个顶点的纬度', lat)
    fireEvent.click(screen.getByText('添加顶点'))
  }
  await add(['120.26', '95'])
  expect(await screen.findByText('坐标不正确：经度应在73～136之间，纬度应在3～54之间')).toBeTruthy()
  for (const p of [at(0, 0), at(1, 1), at(1, 0), at(0, 1)]) await add(p)
  expect(await screen.findByText('顶点4')).toBeTruthy()
  fireEvent.click(screen.getByText('保存'))
  expect(await screen.findByText('多边形围栏的边不能相交')).toBeTruthy()
  expect(api.find('POST', '/api/attendance/fences')).toHaveLength(0)
  // take out the second vertex (the crossing one) and add another that keeps the edges apart
  fireEvent.click(screen.getAllByText('移除')[1])
  await add(at(-1, 1))
  fireEvent.click(screen.getByText('保存'))
  await waitFor(() => expect(api.find('POST', '/api/attendance/fences')).toHaveLength(1))
  expect(api.find('POST', '/api/attendance/fences')[0].body).toEqual({
    contractId: 'ct-hj-tj01', name: '2#拌合站', shape: 'polygon', enabled: true, points: [at(0, 0), at(1, 0), at(0, 1), at(-1, 1)]
  })
})

test('editing a fence sends its id; the server\'s refusal is shown as it says it', async () => {
  __setRouterParams({ contractId: 'ct-hj-tj01', id: 'f1' })
  const api = fakeApi({
    'GET /api/attendance/fences': ok({ list: [circle, polygon], mayManage: true }),
    'POST /api/attendance/fences': { code: 400, msg: '您没有设置考勤围栏的权限' }
  })
  const { container } = render(<FenceFormPage />)
  await waitFor(() => expect((container.querySelector('input[placeholder="如 K86+200 拌合站"]') as HTMLInputElement).value).toBe('TJ-01主线施工区'))
  await typeInto(container, '20～5000', '600')
  fireEvent.click(screen.getByText('保存'))
  await waitFor(() => expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: '保存失败', content: '您没有设置考勤围栏的权限' })))
  expect(api.find('POST', '/api/attendance/fences')[0].body).toMatchObject({ id: 'f1', shape: 'circle', center: C, radius: 600 })
})

test('a worker opening the fence form is told he may not', async () => {
  __setRouterParams({ contractId: 'ct-hj-tj01' })
  fakeApi({ 'GET /api/attendance/fences': ok({ list: [circle], mayManage: false }) })
  render(<FenceFormPage />)
  expect(await screen.findByText('您没有设置考勤围栏的权限')).toBeTruthy()
  expect(screen.queryByText('保存')).toBeNull()
})

test('the shift rule: a manager\'s bad grace is refused before sending; the rule is sent with its rest days', async () => {
  __setRouterParams({ contractId: 'ct-hj-tj01' })
  const api = fakeApi({
    'GET /api/attendance/rule': ok({ contractId: 'ct-hj-tj01', workStart: '07:30', workEnd: '17:30', lateGrace: 10, earlyGrace: 10, restDays: '0', mayManage: true }),
    'PUT /api/attendance/rule': (c) => ok({ ...(c.body as object), mayManage: true })
  })
  const { container } = render(<ShiftRulePage />)
  expect(await screen.findByText('07:30')).toBeTruthy()
  expect(screen.getByRole('checkbox', { name: '周日' }).getAttribute('aria-checked')).toBe('true')
  // Taro's <Input> renders its native input once the web component has hydrated
  const late = await waitFor(() => {
    const found = container.querySelectorAll('input[placeholder="0～120"]')
    expect(found).toHaveLength(2)
    return found
  })
  fireEvent.input(late[0], { target: { value: '200' } })
  fireEvent.click(screen.getByText('保存'))
  expect(await screen.findByText('迟到宽限应为0～120之间的整数分钟')).toBeTruthy()
  expect(api.find('PUT', '/api/attendance/rule')).toHaveLength(0)
  fireEvent.input(late[0], { target: { value: '5' } })
  fireEvent.click(screen.getByRole('checkbox', { name: '周六' }))
  fireEvent.click(screen.getByText('保存'))
  await waitFor(() => expect(api.find('PUT', '/api/attendance/rule')).toHaveLength(1))
  expect(api.find('PUT', '/api/attendance/rule')[0].body).toEqual({ contractId: 'ct-hj-tj01', workStart: '07:30', workEnd: '17:30', lateGrace: 5, earlyGrace: 10, restDays: [0, 6], requireFace: false })
})

test('the shift rule read by a worker: no inputs and no save', async () => {
  fakeApi({ 'GET /api/attendance/rule': ok({ contractId: 'ct-hj-tj01', workStart: '08:00', workEnd: '18:00', lateGrace: 0, earlyGrace: 15, restDays: '', mayManage: false }) })
  const { container } = render(<ShiftRulePage />)
  expect(await screen.findByText('08:00')).toBeTruthy()
  expect(screen.getByText('早退宽限').parentElement!.textContent).toBe('早退宽限15分钟')
  expect(container.querySelector('input[placeholder="0～120"]')).toBeNull()
  expect(screen.queryByText('保存')).toBeNull()
  expect(screen.getByText('仅工区长、项目经理和总工可修改考勤规则')).toBeTruthy()
  await act(async () => { fireEvent.click(screen.getByRole('checkbox', { name: '周六' })) })
  expect(screen.getByRole('checkbox', { name: '周六' }).getAttribute('aria-checked')).toBe('false')
})

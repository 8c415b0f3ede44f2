// The stops of a site patrol (现场巡检): on the form a stop is added where the patroller stands (the chainage typed
// or from the fix names the section and its chiefs, one suggested as the person responsible), kept only with what was
// seen, and a problem with its category, responsible and deadline; a registered stop cannot be taken off. On the
// detail a problem stop is registered as a hazard with one tap (after a confirmation) and shows its number; a
// refusal says why. The server is a fake at the request level.
import { useState } from 'react'
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __storage } from '../__mocks__/taro'
import { PatrolStopsWidget } from '@/features/safety'
import type { WidgetProps } from '@/engines/lowcode'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

type Row = Record<string, unknown>
const stop = (place: string, result: string, extra: Row = {}): Row => ({
  place, chainage: 'K13+100', position: '', arrivedAt: '09:50:00', observation: `${place}的巡检情况`, result, hazardCategory: '', hazardLevel: 'dd-hazardLevel-general',
  requirement: '', responsible: '', deadline: null, photos: [], hazardNo: '', hazardId: '', ...extra
})
const REGISTER = '/api/safety/SiteInspection/rec-xj-1/Stops/1/Hazard'

function server(register?: (call: unknown) => { code: number; msg?: string; data?: unknown }) {
  return fakeApi({
    'GET /api/system/DictionaryData/All': { code: 400, msg: 'no' },
    'GET /api/system/DictionaryData/dt-hazardLevel/Data/Selector': ok({ list: [{ id: 'dd-hazardLevel-general', fullName: '一般隐患' }, { id: 'dd-hazardLevel-major', fullName: '重大隐患' }] }),
    'GET /api/system/DictionaryData/dt-hazardCategory/Data/Selector': ok({ list: [{ id: 'dd-hazardCategory-1', fullName: '高处坠落' }, { id: 'dd-hazardCategory-13', fullName: '临时用电' }] }),
    'GET /api/safety/Hazard/Place': ok({
      contractId: 'ct-hj-tj01', contractName: 'TJ-01标', enCode: 'TJ-01', contractor: '钱江路桥工程有限公司', mileage: 'K0+000～K48+350',
      responsibles: [{ id: 'u-chengang', fullName: '陈刚/chengang' }]
    }),
    [`POST ${REGISTER}`]: register ?? (() => ok({ index: 1, hazardId: 'rec-hz-new', hazardNo: 'YH-HJ-2026-031' }))
  })
}

function Harness({ start, disabled = false, seen = () => undefined, id = 'rec-xj-1' }: { start: Row[]; disabled?: boolean; seen?(rows: Row[]): void; id?: string }) {
  const [rows, setRows] = useState<Row[]>(start)
  const props = {
    field: { label: '巡检点' } as WidgetProps['field'], value: rows, disabled, formValues: { id }, form: {} as WidgetProps['form'],
    onChange: (v: Row[] | null) => { setRows(v ?? []); seen(v ?? []) }
  }
  return <PatrolStopsWidget {...props} />
}

const input = (container: HTMLElement, placeholder: string, value: string) => {
  const el = Array.from(container.querySelectorAll('input, textarea, .hz-input, .hz-textarea')).find((e) => e.getAttribute('placeholder') === placeholder)
  if (!el) throw new Error(`no field ${placeholder}`)
  fireEvent(el, new CustomEvent('input', { detail: { value } }))
}

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('project', { id: 'proj-hj', fullName: '杭金高速' })
})

test('a stop is added with what was seen; a problem names its category, and the section chief is suggested', async () => {
  server()
  let latest: Row[] = []
  const { container } = render(<Harness start={[stop('5号墩钻孔平台', 'normal')]} seen={(r) => { latest = r }} />)
  expect(screen.getByText('共1个巡检点')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: /添加巡检点/ }))
  expect(screen.getByText('添加第2个巡检点')).toBeTruthy()

  fireEvent.click(screen.getByRole('button', { name: '保存巡检点' }))
  expect(Taro.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '请填写巡检部位' }))
  input(container, '结构物或作业点，如 3号桥5号墩', 'K13+100钢筋加工场')
  fireEvent.click(screen.getByRole('button', { name: '保存巡检点' }))
  expect(Taro.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '请填写巡检情况' }))
  input(container, '巡检情况：现场看到了什么', '二级配电箱未上锁')
  // once the fix is done (no line here), the chainage is typed
  await waitFor(() => input(container, '如 K12+300', 'k13+100'))
  // the chainage names the section: its chief is offered and chosen
  expect(await screen.findByText('TJ-01标（K0+000～K48+350）')).toBeTruthy()

  fireEvent.click(screen.getByRole('radio', { name: '发现问题' }))
  await screen.findByRole('radio', { name: '陈刚' })
  expect(screen.getByRole('radio', { name: '陈刚' }).getAttribute('aria-checked')).toBe('true')
  fireEvent.click(screen.getByRole('button', { name: '保存巡检点' }))
  expect(Taro.showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '发现问题，请选择隐患类别' }))
  expect(latest).toEqual([])
  fireEvent(container.querySelector('.pt-problem picker, .pt-problem [mode="selector"]') ?? container.querySelector('.pt-problem')!.firstElementChild!, new CustomEvent('change', { detail: { value: 1 } }))
  fireEvent.click(screen.getByRole('button', { name: '保存巡检点' }))
  await waitFor(() => expect(latest).toHaveLength(2))
  expect(latest[1]).toMatchObject({
    place: 'K13+100钢筋加工场', observation: '二级配电箱未上锁', chainage: 'K13+100', result: 'problem', hazardCategory: 'dd-hazardCategory-13',
    responsible: 'u-chengang', deadline: expect.any(Number), hazardNo: ''
  })
  expect(screen.getByText('发现问题1')).toBeTruthy()
  expect(screen.getByText('保存后可登记为隐患，完成巡检时自动登记')).toBeTruthy()
})

test('a registered stop keeps its problem: it cannot be taken off; an unregistered one goes after a confirmation', async () => {
  server()
  let latest: Row[] = []
  render(<Harness start={[stop('钢筋加工场', 'problem', { hazardNo: 'YH-HJ-2026-030', hazardId: 'rec-hz-x' }), stop('弃土场', 'normal')]} seen={(r) => { latest = r }} />)
  expect(screen.queryByRole('button', { name: '删除钢筋加工场' })).toBeNull()
  ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
  fireEvent.click(screen.getByRole('button', { name: '删除弃土场' }))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(latest).toEqual([])
  fireEvent.click(screen.getByRole('button', { name: '删除弃土场' }))
  await waitFor(() => expect(latest.map((s) => s.place)).toEqual(['钢筋加工场']))
})

test('on the detail a problem stop is registered with one tap and shows the number, which opens the hazard', async () => {
  const api = server()
  render(<Harness disabled start={[stop('5号墩钻孔平台', '正常'), stop('钢筋加工场', '发现问题', { hazardCategory: '临时用电', hazardLevel: '一般隐患', responsible: '陈刚', deadline: '2026-03-12' })]} />)
  expect(screen.queryByRole('button', { name: /添加巡检点/ })).toBeNull()
  expect(screen.getByText('临时用电 · 一般隐患 · 责任人 陈刚 · 期限 2026-03-12')).toBeTruthy()
  // a cancelled confirmation registers nothing
  ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
  fireEvent.click(screen.getByRole('button', { name: '登记隐患' }))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(api.find('POST', REGISTER)).toHaveLength(0)

  fireEvent.click(screen.getByRole('button', { name: '登记隐患' }))
  const link = await screen.findByText('已登记隐患 YH-HJ-2026-031 ›')
  expect(api.find('POST', REGISTER)).toHaveLength(1)
  expect(screen.queryByRole('button', { name: '登记隐患' })).toBeNull()
  fireEvent.click(link)
  expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: expect.stringContaining('/pages/apply/hiddenDanger/index?config=') }))
})

test('a refused registration says why and leaves the button', async () => {
  server(() => ({ code: 400, msg: '第2个巡检点“钢筋加工场”请选择整改责任人' }))
  render(<Harness disabled start={[stop('5号墩钻孔平台', '正常'), stop('钢筋加工场', '发现问题')]} />)
  fireEvent.click(screen.getByRole('button', { name: '登记隐患' }))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '第2个巡检点“钢筋加工场”请选择整改责任人' })))
  expect(screen.getByRole('button', { name: '登记隐患' })).toBeTruthy()
})

// 监理指令's pages: the list opens on 待我处理 with who acts next and 逾期 on the cards, switches lists and filters by
// state, and a card opens the order; an order offers only the moves of its state (整改回复 to the section, 复查闭合
// / 退回整改 to the engineer), a reply needs its text and photos, a closing needs a signature, a return its opinion
// and a confirmation; 打印 asks the server for the PDF; issuing says what is missing before it sends.
import { configure, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { OrderCard, OrderDetail } from '@shared/api/supervision-orders'
import { __reset, __setRouterParams, __storage } from '../__mocks__/taro'
import OrderListPage from '@/pages/apply/supervisionOrder/index'
import OrderDetailPage from '@/pages/apply/supervisionOrder/detail'
import OrderAddPage from '@/pages/apply/supervisionOrder/add'
import { routes } from '@/config/routes'
import { fakeApi, ok } from './session/fake-api'

configure({ asyncUtilTimeout: 8000 })
jest.setTimeout(30_000)

const card = (id: string, over: Partial<OrderCard> = {}): OrderCard => ({
  id, orderNo: `JL01-ZL-2026-0${id.padStart(2, '0')}`, type: 'quality', typeName: '质量', subject: `3#墩墩身蜂窝麻面${id}`, sectionText: 'TJ-01 钱江路桥工程有限公司',
  contractId: 'ct-hj-tj01', placeText: 'K12+300 主线桥3#墩', deadline: '2026-11-30', state: 'issued', stateName: '待回复', issuerName: '宋文博',
  nextText: '待 TJ-01 整改回复', overdue: false, replyCount: 0, creatorTime: 0, ...over
})
const detail = (over: Partial<OrderDetail> = {}): OrderDetail => ({
  ...card('1'), projectId: 'proj-hj', chainage: 'K12+300', part: '主线桥3#墩', finding: '墩身局部蜂窝麻面约0.6㎡', requirement: '凿除松散混凝土后修补',
  photos: [], issuerUserId: 'u-songwenbo', actions: ['reply'],
  steps: [{ id: 's0', kind: 'issue', kindName: '签发指令', content: '', photos: [], signImg: 'data:image/png;base64,iVBORw0KGgo=', userName: '宋文博', createdAt: Date.parse('2026-11-25T09:00:00+08:00') }],
  ...over
})
const page = (list: OrderCard[]) => ok({ list, pagination: { currentPage: 1, pageSize: 20, total: list.length } })
const options = (mayIssue: boolean) => ok({ mayIssue, sections: [{ id: 'ct-hj-tj01', enCode: 'TJ-01', fullName: '土建施工第TJ-01合同段' }, { id: 'ct-hj-tj02', enCode: 'TJ-02', fullName: '土建施工第TJ-02合同段' }] })
const typeInto = (el: Element, value: string) => fireEvent(el, new CustomEvent('input', { detail: { value } }))

beforeEach(() => {
  __reset()
  __storage.set('token', 'bearer t')
  __storage.set('userInfo', { userId: 'u-zhanghua', userName: '张华', userAccount: 'zhanghua' })
  __storage.set('project', { id: 'proj-hj', enCode: 'HJ', fullName: '杭金改扩建', organizeId: 'org-hj' })
})

test('监理指令: 待我处理 first, who acts next and 逾期 on the cards, lists and states reload, a card opens the order', async () => {
  const api = fakeApi({
    'GET /api/supervision-orders/options': options(true),
    'GET /api/supervision-orders': (c) => page(c.query.scope === 'issued'
      ? [card('3', { state: 'closed', stateName: '已闭合', nextText: '' })]
      : [card('1'), card('2', { overdue: true, state: 'returned', stateName: '已退回', nextText: '待 TJ-01 重新整改回复' })])
  })
  render(<OrderListPage />)
  await screen.findByText('3#墩墩身蜂窝麻面2')
  expect(api.find('GET', '/api/supervision-orders')[0].query).toMatchObject({ projectId: 'proj-hj', scope: 'todo', currentPage: '1', pageSize: '20' })
  expect(screen.getByText('待 TJ-01 重新整改回复')).toBeTruthy()
  expect(screen.getAllByText('逾期')).toHaveLength(1)
  expect(screen.getByText('共2条')).toBeTruthy()
  fireEvent.click(screen.getByText('3#墩墩身蜂窝麻面1'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.supervisionOrderDetail('1') })
  fireEvent.click(screen.getByRole('tab', { name: '我发出的' }))
  await screen.findByText('3#墩墩身蜂窝麻面3')
  fireEvent.click(screen.getByRole('radio', { name: '待复核' }))
  await waitFor(() => expect(api.find('GET', '/api/supervision-orders').some((c) => c.query.scope === 'issued' && c.query.state === 'replied')).toBe(true))
  fireEvent.click(screen.getByText('签发指令'))
  expect(Taro.navigateTo).toHaveBeenCalledWith({ url: routes.supervisionOrderAdd })
})

test('监理指令: a section\'s man has no 签发指令 nor 我发出的; a refusal shows with a retry; an empty list says so', async () => {
  let fail = true
  fakeApi({
    'GET /api/supervision-orders/options': options(false),
    'GET /api/supervision-orders': () => (fail ? { code: 400, msg: '您不是该项目的成员，无法查看其数据' } : page([]))
  })
  render(<OrderListPage />)
  expect(await screen.findByText('您不是该项目的成员，无法查看其数据')).toBeTruthy()
  expect(screen.queryByText('签发指令')).toBeNull()
  expect(screen.queryByRole('tab', { name: '我发出的' })).toBeNull()
  fail = false
  fireEvent.click(screen.getByText('重试'))
  expect(await screen.findByText('暂无待处理的监理指令')).toBeTruthy()
})

test('an issued order offers the section only 整改回复, which needs the rectification and photos before anything is sent', async () => {
  __setRouterParams({ id: '1' })
  const api = fakeApi({ 'GET /api/supervision-orders/1': ok(detail()) })
  const { container } = render(<OrderDetailPage />)
  await screen.findByText('墩身局部蜂窝麻面约0.6㎡')
  expect(screen.queryByText('复查闭合')).toBeNull()
  expect(screen.getByText('打印')).toBeTruthy()
  fireEvent.click(screen.getByText('整改回复'))
  fireEvent.click(await screen.findByText('提交回复'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写整改情况' })))
  typeInto(container.querySelector('.so-textarea')!, '已凿除并修补')
  fireEvent.click(screen.getByText('提交回复'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请上传整改后的现场照片' })))
  expect(api.find('POST', '/api/supervision-orders/1/reply')).toHaveLength(0)
  expect(Taro.showModal).not.toHaveBeenCalled()
  fireEvent.click(screen.getByText('取消'))
  expect(screen.getByText('整改回复')).toBeTruthy()
})

test('the engineer closes only with a signature and returns only with an opinion, after confirming; 打印 asks for the PDF', async () => {
  __setRouterParams({ id: '1' })
  __storage.set('userInfo', { userId: 'u-songwenbo', userName: '宋文博', userAccount: 'songwenbo' })
  const replied = detail({ state: 'replied', stateName: '待复核', nextText: '待 宋文博 复核', actions: ['close', 'return'] })
  const api = fakeApi({
    'GET /api/supervision-orders/1': ok(replied),
    'POST /api/supervision-orders/1/return': ok(detail({ state: 'returned', stateName: '已退回', nextText: '待 TJ-01 重新整改回复', actions: [] })),
    'POST /api/supervision-orders/1/pdf': ok({ name: '监理通知单_JL01-ZL-2026-001.pdf', url: '/api/file/Download?encryption=x' })
  })
  const { container } = render(<OrderDetailPage />)
  await screen.findByText('待 宋文博 复核')
  expect(screen.queryByText('整改回复')).toBeNull()
  fireEvent.click(screen.getByText('复查闭合'))
  fireEvent.click(await screen.findByText('确认闭合'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请签名' })))
  expect(api.find('POST', '/api/supervision-orders/1/close')).toHaveLength(0)
  fireEvent.click(screen.getByText('取消'))
  fireEvent.click(screen.getByText('退回整改'))
  fireEvent.click(await screen.findByText('确认退回'))
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写复查意见' })))
  typeInto(container.querySelector('.so-textarea')!, '左侧仍有麻面')
  ;(Taro.showModal as jest.Mock).mockImplementationOnce((o: { success?: (r: unknown) => void }) => {
    const r = { confirm: false, cancel: true }
    o?.success?.(r)
    return Promise.resolve(r)
  })
  fireEvent.click(screen.getByText('确认退回'))
  await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
  expect(api.find('POST', '/api/supervision-orders/1/return')).toHaveLength(0)
  fireEvent.click(screen.getByText('确认退回'))
  await screen.findByText('待 TJ-01 重新整改回复')
  const [sent] = api.find('POST', '/api/supervision-orders/1/return')
  expect(sent.body).toEqual({ opinion: '左侧仍有麻面', signImg: '' })
  // under the key of this filled form: a retry after a lost answer, or the outbox, returns it once
  expect(sent.header['Idempotency-Key']).toMatch(/^[A-Za-z0-9]{32}$/)
  fireEvent.click(screen.getByText('打印'))
  await waitFor(() => expect(api.find('POST', '/api/supervision-orders/1/pdf')).toHaveLength(1))
})

test('issuing says what is missing, in the order of the form, and sends nothing', async () => {
  __storage.set('userInfo', { userId: 'u-songwenbo', userName: '宋文博', userAccount: 'songwenbo' })
  const api = fakeApi({ 'GET /api/supervision-orders/options': options(true) })
  const { container } = render(<OrderAddPage />)
  await screen.findByText('请选择合同段')
  const submit = () => fireEvent.click(screen.getByText('签发'))
  submit()
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择接收指令的合同段' })))
  typeInto(container.querySelector('.so-input')!, '盖梁钢筋间距超标')
  submit()
  await waitFor(() => expect(Taro.showToast).toHaveBeenCalledTimes(2))
  expect(api.find('POST', '/api/supervision-orders')).toHaveLength(0)
})

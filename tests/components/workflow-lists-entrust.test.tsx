import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __triggerHook } from '../__mocks__/taro'
import EntrustPage from '@/pages/workFlow/entrust/index'
import EntrustFormPage from '@/pages/workFlow/entrust/form'
import EntrustFlowPage from '@/pages/workFlow/entrust/flow'
import { getPickerPayload, pendingPickers } from '@/lib/picker-bridge'
import { fakeApi, fail } from './profile/api-fake'
import { signIn, userInfo } from './profile/session-fixture'
import { find } from './ui'
import { paged, query } from './workflow-lists-fixture'

const BASE = '/api/workflow/Engine/FlowDelegate'
const DAY = 24 * 3600 * 1000
const delegation = (id: string, over: Record<string, unknown> = {}) => ({
  id, type: '1', userId: userInfo.userId, userName: '张伟/zhangwei', toUserId: 'u-huang', toUserName: '黄伟/huangwei', description: '出差期间',
  startTime: Date.now() - DAY, endTime: Date.now() + 6 * DAY, flowId: '', flowName: '全部流程', flowCategory: '', enabledMark: 1, status: 1,
  creatorTime: Date.now() - DAY, ...over
})

/** the Taro Picker answers through a 'change' custom event on its host element */
const pick = (el: Element, value: string) => fireEvent(el, new CustomEvent('change', { detail: { value } }))

beforeEach(() => {
  __reset()
  signIn()
})

describe('流程委托 list', () => {
  test('我的委托 and 委托给我 with their status; the second tab loads when opened', async () => {
    const api = fakeApi({
      [`GET ${BASE}`]: (req: any) =>
        query(req.query).myOrDelagateToMe === '2'
          ? paged([delegation('d9', { userName: '刘海涛/liuhaitao', type: '0', flowName: '请假申请' })])
          : paged([delegation('d1'), delegation('d2', { status: 0, startTime: Date.now() + DAY }), delegation('d3', { status: 2, enabledMark: 0, endTime: Date.now() - DAY })])
    })
    render(<EntrustPage />)
    expect(await screen.findAllByLabelText('审批委托 · 委托给黄伟')).toHaveLength(3)
    expect(screen.getByLabelText('委托状态：生效中')).toBeInTheDocument()
    expect(screen.getByLabelText('委托状态：未开始')).toBeInTheDocument()
    expect(screen.getByLabelText('委托状态：已结束')).toBeInTheDocument()
    expect(screen.getAllByText('委托流程：全部流程').length).toBe(3)
    expect(api.calls('GET', BASE)).toHaveLength(1)
    expect(query(api.calls('GET', BASE)[0].query)).toMatchObject({ myOrDelagateToMe: '1', currentPage: '1', pageSize: '20' })
    fireEvent.click(screen.getByRole('tab', { name: '委托给我' }))
    expect(await screen.findByLabelText('发起委托 · 刘海涛委托给我')).toHaveTextContent('委托流程：请假申请')
    expect(within(screen.getByLabelText('发起委托 · 刘海涛委托给我')).queryByRole('button', { name: '终止' })).not.toBeInTheDocument()
    expect(screen.queryByText('新建委托')).not.toBeInTheDocument()
  })

  test('终止 and 删除 ask first; cancelled nothing is sent, confirmed the call is made', async () => {
    const api = fakeApi({ [`GET ${BASE}`]: paged([delegation('d1')]), [`PUT ${BASE}/Stop/d1`]: null, [`DELETE ${BASE}/d1`]: null })
    render(<EntrustPage />)
    const row = await screen.findByLabelText('审批委托 · 委托给黄伟')
    ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
    fireEvent.click(within(row).getByRole('button', { name: '终止' }))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ title: '终止委托', content: expect.stringContaining('黄伟') })))
    expect(api.calls('PUT', `${BASE}/Stop/d1`)).toHaveLength(0)
    fireEvent.click(within(row).getByRole('button', { name: '终止' }))
    await waitFor(() => expect(api.calls('PUT', `${BASE}/Stop/d1`)).toHaveLength(1))
    // the list reloads after the stop (a change event)
    await waitFor(() => expect(api.calls('GET', BASE)).toHaveLength(2))
    ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
    fireEvent.click(within(await screen.findByLabelText('审批委托 · 委托给黄伟')).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(3))
    expect(api.calls('DELETE', `${BASE}/d1`)).toHaveLength(0)
    fireEvent.click(within(screen.getByLabelText('审批委托 · 委托给黄伟')).getByRole('button', { name: '删除' }))
    await waitFor(() => expect(api.calls('DELETE', `${BASE}/d1`)).toHaveLength(1))
  })

  test('编辑 and 新建委托 open the form', async () => {
    fakeApi({ [`GET ${BASE}`]: paged([delegation('d1')]) })
    render(<EntrustPage />)
    fireEvent.click(within(await screen.findByLabelText('审批委托 · 委托给黄伟')).getByRole('button', { name: '编辑' }))
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/workFlow/entrust/form?id=d1' })
    fireEvent.click(screen.getByRole('button', { name: '新建委托' }))
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/workFlow/entrust/form' })
  })
})

describe('委托 form', () => {
  test('saving empty says what is missing and sends nothing', async () => {
    const api = fakeApi({})
    render(<EntrustFormPage />)
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('请选择被委托人')).toBeInTheDocument()
    expect(screen.getByText('请选择结束时间')).toBeInTheDocument()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择被委托人' }))
    expect(api.sent.filter((r) => r.path === BASE)).toHaveLength(0)
  })

  test('an end before the start is refused with a message', async () => {
    fakeApi({})
    const { container } = render(<EntrustFormPage />)
    const pickers = container.querySelectorAll('taro-picker-core')
    expect(pickers).toHaveLength(4)
    pick(pickers[0], '2030-05-10')
    pick(pickers[1], '09:00')
    pick(pickers[2], '2030-05-09')
    pick(pickers[3], '18:00')
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    expect(await screen.findByText('结束时间必须晚于开始时间')).toBeInTheDocument()
  })

  test('a complete delegation: pick the delegate, the flows (entrust/flow page) and the period, then save', async () => {
    const api = fakeApi({
      'GET /api/permission/Users/ImUser': (req: any) =>
        paged(query(req.query).keyword === '黄' ? [{ id: 'u-huang', realName: '黄伟', account: 'huangwei', department: '杭金项目部' }] : [], 1),
      'GET /api/workflow/Engine/flowTemplate/getflowAll': paged([{ id: 'tpl-leave', fullName: '请假申请' }, { id: 'tpl-pay', fullName: '计量支付审批' }], 2),
      [`POST ${BASE}`]: null
    })
    const { container } = render(<EntrustFormPage />)
    fireEvent.click(screen.getByRole('button', { name: '被委托人' }))
    const search = await find(document.body, '.at-float-layout .at-search-bar input')
    fireEvent.input(search, { target: { value: '黄' } })
    fireEvent.click(await find(document.body, '.at-float-layout .at-search-bar__action'))
    fireEvent.click(await screen.findByRole('button', { name: '黄伟/huangwei' }))
    expect(await screen.findByText('黄伟/huangwei', { selector: '.wf-form__value' })).toBeInTheDocument()

    fireEvent.click(screen.getByRole('radio', { name: '发起委托' }))

    // the flow chooser is its own page answering through the bridge
    fireEvent.click(screen.getByRole('button', { name: '委托流程' }))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalled())
    const url: string = (Taro.navigateTo as jest.Mock).mock.calls[0][0].url
    expect(url).toMatch(/^\/pages\/workFlow\/entrust\/flow\?pickerId=/)
    const pickerId = new URLSearchParams(url.split('?')[1]).get('pickerId')!
    expect(getPickerPayload(pickerId)).toEqual({ selected: [] })
    __setRouterParams({ pickerId })
    const chooser = render(<EntrustFlowPage />)
    fireEvent.click(await chooser.findByRole('option', { name: '计量支付审批' }))
    fireEvent.click(chooser.getByRole('button', { name: '确定' }))
    chooser.unmount()
    expect(await screen.findByText('计量支付审批')).toBeInTheDocument()
    expect(pendingPickers()).toBe(0)

    const pickers = container.querySelectorAll('taro-picker-core')
    pick(pickers[0], '2030-05-10')
    pick(pickers[1], '08:30')
    pick(pickers[2], '2030-05-20')
    pick(pickers[3], '18:00')
    fireEvent.input(container.querySelector('.wf-form__textarea textarea')!, { target: { value: ' 出差期间由黄伟代为发起 ' } })
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(api.calls('POST', BASE)).toHaveLength(1))
    expect(api.calls('POST', BASE)[0].data).toEqual({
      userId: userInfo.userId, userName: '张伟/zhangwei', toUserId: 'u-huang', toUserName: '黄伟/huangwei', type: '0',
      description: '出差期间由黄伟代为发起', startTime: new Date(2030, 4, 10, 8, 30).getTime(), endTime: new Date(2030, 4, 20, 18, 0).getTime(),
      flowId: 'tpl-pay', flowName: '计量支付审批'
    })
    await waitFor(() => expect(Taro.navigateBack).toHaveBeenCalled())
  })

  test('editing loads the delegation and PUTs it; a refusal keeps the form', async () => {
    __setRouterParams({ id: 'd1' })
    const api = fakeApi({
      [`GET ${BASE}/d1`]: delegation('d1', { flowId: 'tpl-leave,tpl-pay', flowName: '请假申请,计量支付审批', startTime: new Date(2030, 0, 1, 9, 0).getTime(), endTime: new Date(2030, 0, 9, 18, 0).getTime() }),
      [`PUT ${BASE}/d1`]: fail('操作失败，同一时间内有相同流程的委托！')
    })
    render(<EntrustFormPage />)
    expect(await screen.findByText('请假申请、计量支付审批')).toBeInTheDocument()
    expect(screen.getByText('黄伟/huangwei')).toBeInTheDocument()
    expect(screen.getByText('2030-01-09')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: '保存' }))
    await waitFor(() => expect(api.calls('PUT', `${BASE}/d1`)).toHaveLength(1))
    expect(api.calls('PUT', `${BASE}/d1`)[0].data).toMatchObject({ flowId: 'tpl-leave,tpl-pay', type: '1', toUserId: 'u-huang' })
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '操作失败，同一时间内有相同流程的委托！' })))
    expect(Taro.navigateBack).not.toHaveBeenCalled()
    expect(screen.getByText('黄伟/huangwei')).toBeInTheDocument()
  })

  test('the flow chooser: 全部流程 clears the choice; backing out answers nothing', async () => {
    fakeApi({ 'GET /api/workflow/Engine/flowTemplate/getflowAll': paged([{ id: 'tpl-leave', fullName: '请假申请' }], 1) })
    render(<EntrustFormPage />)
    fireEvent.click(screen.getByRole('button', { name: '委托流程' }))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalled())
    const pickerId = new URLSearchParams((Taro.navigateTo as jest.Mock).mock.calls[0][0].url.split('?')[1]).get('pickerId')!
    __setRouterParams({ pickerId })
    const chooser = render(<EntrustFlowPage />)
    expect(await chooser.findByRole('option', { name: '请假申请' })).toHaveAttribute('aria-selected', 'false')
    fireEvent.click(chooser.getByRole('option', { name: '请假申请' }))
    expect(chooser.getByText('已选1个流程')).toBeInTheDocument()
    fireEvent.click(chooser.getByText('全部流程', { selector: '.wf-select__name' }))
    expect(chooser.getByText('全部流程', { selector: '.wf-select__count' })).toBeInTheDocument()
    // leaving by the back arrow: the page's unload answers nothing and the form keeps its choice
    act(() => {
      __triggerHook('useUnload')
    })
    chooser.unmount()
    expect(pendingPickers()).toBe(0)
    expect(screen.getByText('全部流程', { selector: '.wf-form__value' })).toBeInTheDocument()
  })
})

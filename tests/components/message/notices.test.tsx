import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __triggerHook } from '../../__mocks__/taro'
import MessagesListPage from '@/pages/message/message/index'
import MessageDetailPage from '@/pages/message/messageDetail/index'
import { useMessageStore } from '@/features/message'
import { fakeApi, fail } from '../profile/api-fake'
import { signIn } from '../profile/session-fixture'
import { find } from '../ui'
import { installTabBarFakes, resetMessaging } from './helpers'

const item = (id: string, type: number, isRead: number, title: string) => ({
  id, type, isRead, title, releaseUser: '系统管理员/admin', releaseTime: Date.now() - 3 * 60 * 1000, excerpt: ''
})
const page1 = [item('n1', 1, 0, '关于春节放假的通知'), item('n2', 2, 0, '请审批：材料进场验收'), item('n3', 3, 1, '系统升级完成')]
const paged = (list: unknown[], total = list.length, currentPage = 1) => ({ list, pagination: { currentPage, pageSize: 20, total } })
const query = (q: string) => Object.fromEntries(new URLSearchParams(q))

beforeEach(() => {
  __reset()
  installTabBarFakes()
  resetMessaging()
  signIn()
  useMessageStore.setState({ noticeUnread: 2 })
})

describe('in-site messages', () => {
  test('lists messages with their read state and type', async () => {
    const api = fakeApi({ 'GET /api/message': paged(page1) })
    render(<MessagesListPage />)
    expect(await screen.findByLabelText('未读：关于春节放假的通知')).toBeInTheDocument()
    expect(screen.getByLabelText('未读：请审批：材料进场验收')).toBeInTheDocument()
    expect(screen.getByLabelText('已读：系统升级完成')).toBeInTheDocument()
    expect(screen.getAllByText('3分钟前')).toHaveLength(3)
    expect(query(api.calls('GET', '/api/message')[0].query)).toMatchObject({ currentPage: '1', pageSize: '20' })
    expect(screen.getByText('没有更多了')).toBeInTheDocument()
  })

  test('type tabs and keyword search filter on the server', async () => {
    const api = fakeApi({ 'GET /api/message': (req: any) => paged(query(req.query).type === '2' ? [page1[1]] : page1) })
    render(<MessagesListPage />)
    await screen.findByText('系统升级完成')
    fireEvent.click(screen.getByRole('tab', { name: '流程' }))
    await waitFor(() => expect(screen.queryByText('系统升级完成')).not.toBeInTheDocument())
    expect(query(api.sent[api.sent.length - 1].query).type).toBe('2')
    const input = await find(document.body, '.at-search-bar input')
    fireEvent.input(input, { target: { value: '材料' } })
    fireEvent.click(await find(document.body, '.at-search-bar__action'))
    await waitFor(() => expect(query(api.sent[api.sent.length - 1].query)).toMatchObject({ keyword: '材料', type: '2' }))
  })

  test('paging: reaching the bottom loads the next page and appends it', async () => {
    const more = Array.from({ length: 20 }, (_, i) => item(`p${i}`, 1, 1, `通知${i}`))
    const api = fakeApi({ 'GET /api/message': (req: any) => (query(req.query).currentPage === '1' ? paged(more, 21) : paged([item('last', 1, 1, '最后一条')], 21, 2)) })
    render(<MessagesListPage />)
    await screen.findByText('通知0')
    expect(screen.getByText('上拉加载更多')).toBeInTheDocument()
    act(() => {
      __triggerHook('useReachBottom')
    })
    expect(await screen.findByText('最后一条')).toBeInTheDocument()
    expect(screen.getByText('通知19')).toBeInTheDocument()
    expect(api.calls('GET', '/api/message')).toHaveLength(2)
    __triggerHook('useReachBottom')
    expect(api.calls('GET', '/api/message')).toHaveLength(2)
  })

  test('全部已读 asks, posts ReadAll, shows everything read and clears the count', async () => {
    const api = fakeApi({ 'GET /api/message': paged(page1), 'POST /api/message/Actions/ReadAll': null })
    render(<MessagesListPage />)
    await screen.findByText('关于春节放假的通知')
    ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
    fireEvent.click(screen.getByLabelText('全部已读'))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
    expect(api.calls('POST', '/api/message/Actions/ReadAll')).toHaveLength(0)
    fireEvent.click(screen.getByLabelText('全部已读'))
    await waitFor(() => expect(screen.queryByLabelText(/^未读：/)).not.toBeInTheDocument())
    expect(api.calls('POST', '/api/message/Actions/ReadAll')).toHaveLength(1)
    expect(api.calls('POST', '/api/message/Actions/ReadAll')[0].data).toEqual({})
    expect(useMessageStore.getState().noticeUnread).toBe(0)
  })

  test('ReadAll refused (暂无未读消息) keeps the list and the count as they were', async () => {
    fakeApi({ 'GET /api/message': paged(page1), 'POST /api/message/Actions/ReadAll': fail('暂无未读消息') })
    render(<MessagesListPage />)
    await screen.findByText('关于春节放假的通知')
    fireEvent.click(screen.getByLabelText('全部已读'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '暂无未读消息' })))
    expect(screen.getByLabelText('未读：关于春节放假的通知')).toBeInTheDocument()
    expect(useMessageStore.getState().noticeUnread).toBe(2)
  })

  test('a tapped workflow message opens the flow detail (flowBefore is built)', async () => {
    const flow = JSON.stringify({ processId: 't1', type: 2, taskOperatorId: 'op1', enCode: 'c', flowId: 'f', formType: 1, taskNodeId: 'nd', status: 1 })
    fakeApi({
      'GET /api/message': paged(page1),
      'GET /api/message/ReadInfo/n2': { id: 'n2', title: '请审批：材料进场验收', bodyText: flow },
      'GET /api/workflow/Engine/FlowBefore/op1/Info': { isCheck: false }
    })
    render(<MessagesListPage />)
    fireEvent.click(await screen.findByLabelText('未读：请审批：材料进场验收'))
    await waitFor(() => expect(String((Taro.navigateTo as jest.Mock).mock.calls[0]?.[0]?.url)).toMatch(/^\/pages\/workFlow\/flowBefore\/index\?config=/))
    expect(screen.getByLabelText('已读：请审批：材料进场验收')).toBeInTheDocument()
  })

  test('a pushed notice reloads the list', async () => {
    const api = fakeApi({ 'GET /api/message': paged(page1) })
    render(<MessagesListPage />)
    await screen.findByText('系统升级完成')
    act(() => useMessageStore.getState().applyPush({ method: 'messagePush', unreadNoticeCount: 1, title: '新通知', id: 'n9' }))
    await waitFor(() => expect(api.calls('GET', '/api/message')).toHaveLength(2))
  })
})

describe('message detail', () => {
  test('opens the message through GET /api/message/{id} (plain text of its body), then marks it read and lowers the badge by one', async () => {
    __setRouterParams({ id: 'n1' })
    useMessageStore.getState().noteNotices([{ id: 'n1', isRead: 0 }])
    const notice = { id: 'n1', title: '关于春节放假的通知', bodyText: '<p>放假 7 天</p><p>注意<b>安全</b></p><script>alert(1)</script>', releaseUser: '系统管理员/admin', releaseTime: new Date(2026, 0, 20, 9, 5).getTime() }
    const api = fakeApi({ 'GET /api/message/n1': notice, 'GET /api/message/ReadInfo/n1': notice })
    render(<MessageDetailPage />)
    expect(await screen.findByText('关于春节放假的通知')).toBeInTheDocument()
    expect(screen.getByText(/放假 7 天\s+注意安全/)).toBeInTheDocument()
    expect(document.querySelector('script')).toBeNull()
    expect(screen.getByText('2026-01-20 09:05')).toBeInTheDocument()
    expect(api.calls('GET', '/api/message/n1')).toHaveLength(1)
    await waitFor(() => expect(useMessageStore.getState().noticeUnread).toBe(1))
    expect(api.calls('GET', '/api/message/ReadInfo/n1')).toHaveLength(1)
    expect(api.sent.map((r) => r.path)).toEqual(['/api/message/n1', '/api/message/ReadInfo/n1'])
  })

  test('a backend without GET /api/message/{id} (JNPF 3.6 answers 404) opens the message through ReadInfo', async () => {
    __setRouterParams({ id: 'n1' })
    const api = fakeApi({ 'GET /api/message/ReadInfo/n1': { id: 'n1', title: '关于春节放假的通知', bodyText: '放假 7 天' } })
    render(<MessageDetailPage />)
    expect(await screen.findByText('放假 7 天')).toBeInTheDocument()
    expect(api.calls('GET', '/api/message/n1')).toHaveLength(1)
    expect(api.calls('GET', '/api/message/ReadInfo/n1').length).toBeGreaterThanOrEqual(1)
  })

  test('a failed mark-as-read leaves the message on screen and the badge as it was', async () => {
    __setRouterParams({ id: 'n1' })
    useMessageStore.getState().noteNotices([{ id: 'n1', isRead: 0 }])
    const api = fakeApi({ 'GET /api/message/n1': { id: 'n1', title: '关于春节放假的通知', bodyText: '放假 7 天' }, 'GET /api/message/ReadInfo/n1': fail('服务繁忙') })
    render(<MessageDetailPage />)
    expect(await screen.findByText('放假 7 天')).toBeInTheDocument()
    await waitFor(() => expect(api.calls('GET', '/api/message/ReadInfo/n1')).toHaveLength(1))
    expect(useMessageStore.getState().noticeUnread).toBe(2)
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  test('an already read message leaves the badge alone; a workflow body goes on to the flow detail', async () => {
    __setRouterParams({ id: 'n2' })
    fakeApi({
      'GET /api/message/ReadInfo/n2': { id: 'n2', title: '请审批：材料进场验收', bodyText: JSON.stringify({ processId: 't1', type: 2, taskOperatorId: 'op1', enCode: 'c', flowId: 'f', formType: 1, taskNodeId: 'nd', status: 1 }) },
      'GET /api/workflow/Engine/FlowBefore/op1/Info': { isCheck: false }
    })
    render(<MessageDetailPage />)
    await waitFor(() => expect(String((Taro.redirectTo as jest.Mock).mock.calls[0]?.[0]?.url)).toMatch(/^\/pages\/workFlow\/flowBefore\/index\?config=/))
    expect(useMessageStore.getState().noticeUnread).toBe(2)
  })

  test('a reminder about a record shows its text and opens the record read-only', async () => {
    __setRouterParams({ id: 'n3' })
    fakeApi({
      'GET /api/message/ReadInfo/n3': {
        id: 'n3', type: 3, title: '仪器检定今日到期：SY-002 全自动压力试验机，请及时送检', releaseTime: new Date(2026, 3, 15, 8, 0).getTime(),
        bodyText: JSON.stringify({ modelId: 'vm-instrument-ledger', id: 'rec-il-hj-002', content: '仪器检定今日到期：SY-002 全自动压力试验机，请及时送检\n（仪器设备检定台账）' })
      }
    })
    render(<MessageDetailPage />)
    expect(await screen.findByText(/（仪器设备检定台账）/)).toBeInTheDocument()
    expect(screen.queryByText(/modelId/)).toBeNull()
    fireEvent.click(await screen.findByText('查看记录'))
    const url = String((Taro.navigateTo as jest.Mock).mock.calls[0]?.[0]?.url)
    expect(url).toMatch(/^\/pages\/apply\/dynamicModel\/detail\?config=/)
    expect(JSON.parse(Buffer.from(decodeURIComponent(url.split('config=')[1]), 'base64').toString('utf8'))).toEqual({ modelId: 'vm-instrument-ledger', id: 'rec-il-hj-002', noShowBtn: 1 })
  })

  test('a message that does not exist (or is another user\'s) says the server\'s reason and is not marked', async () => {
    __setRouterParams({ id: 'zz' })
    const api = fakeApi({ 'GET /api/message/zz': fail('消息不存在') })
    render(<MessageDetailPage />)
    expect(await screen.findByText('消息不存在')).toBeInTheDocument()
    expect(api.calls('GET', '/api/message/ReadInfo/zz')).toHaveLength(0)
  })
})

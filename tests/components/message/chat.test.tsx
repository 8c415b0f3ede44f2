import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __setRouterParams, __sockets } from '../../__mocks__/taro'
import ChatPage from '@/pages/message/im/index'
import { useMessageStore } from '@/features/message'
import { fakeApi } from '../profile/api-fake'
import { inputByPlaceholder } from '../profile/dom'
import { signIn } from '../profile/session-fixture'
import { installTabBarFakes, openSocket, resetMessaging } from './helpers'

const history = {
  list: [
    { id: 'm1', sendUserId: 'u-li', receiveUserId: 'u-zhang', sendTime: 1763700000000, content: '图纸收到了吗', contentType: 'text' },
    { id: 'm2', sendUserId: 'u-zhang', receiveUserId: 'u-li', sendTime: 1763700060000, content: '收到了', contentType: 'text' }
  ],
  pagination: { total: 2, currentPage: 1, pageSize: 20 }
}

beforeAll(() => {
  // jsdom has no layout; the H5 ScrollView calls it to follow new messages
  Element.prototype.scrollIntoView = jest.fn()
})

beforeEach(() => {
  __reset()
  installTabBarFakes()
  resetMessaging()
  signIn()
  __setRouterParams({ name: encodeURIComponent('李强'), formUserId: 'u-li', headIcon: '' })
})

const sentFrames = (method: string) => __sockets().flatMap((s) => s.sent.filter((f: any) => f.method === method))

async function typeAndSend(container: HTMLElement, text: string) {
  fireEvent.input(await inputByPlaceholder(container, '输入消息'), { target: { value: text } })
  fireEvent.click(await screen.findByLabelText('发送'))
}

describe('the chat', () => {
  test('opens over the socket: marks read, asks MessageList and shows the history', async () => {
    const socket = await openSocket()
    useMessageStore.setState({ chatUnread: { 'u-li': 2 }, onlineIds: ['u-li'] })
    render(<ChatPage />)
    expect(screen.getByText('李强')).toBeInTheDocument()
    expect(screen.getByText('● 在线')).toBeInTheDocument()
    expect(useMessageStore.getState().chatUnread['u-li']).toBe(0)
    expect(socket.sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ method: 'UpdateReadMessage', formUserId: 'u-li', token: 'bearer test-token' }),
        expect.objectContaining({ method: 'MessageList', toUserId: 'u-li', formUserId: 'u-zhang', currentPage: 1 })
      ])
    )
    act(() => socket.receive({ method: 'messageList', ...history }))
    expect(await screen.findByText('图纸收到了吗')).toBeInTheDocument()
    expect(screen.getByText('收到了')).toBeInTheDocument()
    act(() => socket.receive({ method: 'Offline', userId: 'u-li' }))
    expect(await screen.findByText('○ 离线')).toBeInTheDocument()
  })

  test('a sent text shows 发送中 until the server echo arrives', async () => {
    const socket = await openSocket()
    const { container } = render(<ChatPage />)
    await typeAndSend(container, '下午三点到现场')
    expect(await screen.findByText('下午三点到现场')).toBeInTheDocument()
    expect(screen.getByText('发送中')).toBeInTheDocument()
    expect(sentFrames('SendMessage')).toEqual([
      expect.objectContaining({ toUserId: 'u-li', messageType: 'text', messageContent: '下午三点到现场', token: 'bearer test-token' })
    ])
    act(() => socket.receive({ method: 'sendMessage', UserId: 'u-zhang', toUserId: 'u-li', messageType: 'text', toMessage: '下午三点到现场', latestDate: Date.now() }))
    await waitFor(() => expect(screen.queryByText('发送中')).not.toBeInTheDocument())
    expect(screen.queryByLabelText('发送失败，点击重试')).not.toBeInTheDocument()
    // the conversation list learned about it too
    expect(useMessageStore.getState().conversations[0]).toMatchObject({ id: 'u-li', latestMessage: '下午三点到现场' })
  })

  test('a send while the socket is down fails with tap-to-retry; after reconnecting the retry goes out', async () => {
    const socket = await openSocket()
    const { container } = render(<ChatPage />)
    socket.serverClose()
    await typeAndSend(container, '断线时发的')
    const retryButton = await screen.findByLabelText('发送失败，点击重试')
    // the service reconnects by itself (10 ms ladder): open the new socket
    await waitFor(() => expect(__sockets().length).toBeGreaterThan(1))
    const next = __sockets()[__sockets().length - 1]
    act(() => next.open())
    fireEvent.click(retryButton)
    expect(next.sent.filter((f: any) => f.method === 'SendMessage')).toEqual([expect.objectContaining({ messageContent: '断线时发的' })])
    act(() => next.receive({ method: 'sendMessage', toUserId: 'u-li', messageType: 'text', toMessage: '断线时发的' }))
    await waitFor(() => expect(screen.queryByLabelText('发送失败，点击重试')).not.toBeInTheDocument())
    expect(screen.queryByText('发送中')).not.toBeInTheDocument()
  })

  test('without a socket the history comes over HTTP and incoming messages appear live once it is open', async () => {
    const api = fakeApi({ 'GET /api/message/ImRecord/MessageList': history, 'POST /api/message/ImRecord/UpdateReadMessage': null })
    render(<ChatPage />)
    expect(await screen.findByText('图纸收到了吗')).toBeInTheDocument()
    expect(api.calls('POST', '/api/message/ImRecord/UpdateReadMessage')[0].query).toBe('formUserId=u-li')
    const socket = await openSocket()
    act(() => socket.receive({ method: 'receiveMessage', formUserId: 'u-li', messageType: 'text', formMessage: '我到了', latestDate: Date.now() }))
    expect(await screen.findByText('我到了')).toBeInTheDocument()
    expect(socket.sent).toEqual(expect.arrayContaining([expect.objectContaining({ method: 'UpdateReadMessage', formUserId: 'u-li' })]))
  })

  test('history that fails over HTTP says the server\'s reason with tap-to-retry', async () => {
    let calls = 0
    fakeApi({
      'GET /api/message/ImRecord/MessageList': () => (++calls === 1 ? { __envelope: { code: 400, msg: '对方不在你的通讯录中' } } : history),
      'POST /api/message/ImRecord/UpdateReadMessage': null
    })
    render(<ChatPage />)
    fireEvent.click(await screen.findByText('对方不在你的通讯录中，点击重试'))
    expect(await screen.findByText('图纸收到了吗')).toBeInTheDocument()
    expect(screen.queryByText(/点击重试/)).toBeNull()
  })

  test('images show with a tap-to-preview; the emoji panel adds to the text', async () => {
    const socket = await openSocket()
    const { container } = render(<ChatPage />)
    act(() =>
      socket.receive({ method: 'receiveMessage', formUserId: 'u-li', messageType: 'image', formMessage: { path: '/api/file/Image/IM/p.jpg', width: 400, height: 300 } })
    )
    fireEvent.click(await screen.findByLabelText('查看图片'))
    expect(Taro.previewImage).toHaveBeenCalledWith({ current: '/H5Api/api/file/Image/IM/p.jpg', urls: ['/H5Api/api/file/Image/IM/p.jpg'] })
    fireEvent.click(screen.getByLabelText('表情'))
    fireEvent.click(screen.getByLabelText('表情👍'))
    await waitFor(async () => expect((await inputByPlaceholder(container, '输入消息')).value).toBe('👍'))
  })

  test('voice says it is not supported in the browser', async () => {
    fakeApi({ 'GET /api/message/ImRecord/MessageList': history, 'POST /api/message/ImRecord/UpdateReadMessage': null })
    render(<ChatPage />)
    await screen.findByText('图纸收到了吗')
    fireEvent.click(screen.getByLabelText('发送语音'))
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '浏览器中暂不支持发送语音，请在微信小程序中使用' }))
  })

  test('without formUserId the page says what is missing', () => {
    __setRouterParams({})
    render(<ChatPage />)
    expect(screen.getByText('缺少聊天对象，请从消息列表或通讯录进入')).toBeInTheDocument()
  })
})

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { __reset, __triggerHook } from '../../__mocks__/taro'
import MessagesPage from '@/pages/index/index'
import { useMessageStore } from '@/features/message'
import { fakeApi, fail } from '../profile/api-fake'
import { signIn } from '../profile/session-fixture'
import { installTabBarFakes, resetMessaging } from './helpers'

const now = Date.now()
const list = [
  { id: 'u-li', realName: '李强', account: 'liqiang', headIcon: '', latestMessage: '明天验收', latestDate: now - 5 * 60 * 1000, unreadMessage: 2, messageType: 'text' },
  { id: 'u-wang', realName: '王芳', account: 'wangfang', headIcon: '/api/file/Image/userAvatar/w.png', latestMessage: '', latestDate: now - 2 * 3600 * 1000, unreadMessage: 0, messageType: 'text' }
]

beforeEach(() => {
  __reset()
  installTabBarFakes()
  resetMessaging()
  signIn()
})

describe('the Messages tab', () => {
  test('lists conversations with name, latest message (empty -> 暂无数据), relative time and unread count', async () => {
    fakeApi({ 'GET /api/message/imreply': { list }, 'GET /api/message/getUnReadMsgNum': { unReadNum: '3' } })
    render(<MessagesPage />)
    expect(await screen.findByText('李强')).toBeInTheDocument()
    expect(screen.getByText('明天验收')).toBeInTheDocument()
    expect(screen.getByText('5分钟前')).toBeInTheDocument()
    expect(screen.getByLabelText('2条未读')).toHaveTextContent('2')
    const wang = screen.getByLabelText('与王芳聊天')
    expect(within(wang).getByText('暂无数据')).toBeInTheDocument()
    expect(within(wang).getByText('2小时前')).toBeInTheDocument()
    // no socket: the in-site count comes from getUnReadMsgNum (strings)
    await waitFor(() => expect(useMessageStore.getState().noticeUnread).toBe(3))
    expect(within(screen.getByLabelText('站内消息')).getByText('3')).toBeInTheDocument()
  })

  test('the in-site entry shows the latest notice and opens the message list', async () => {
    fakeApi({ 'GET /api/message/imreply': { list: [] }, 'GET /api/message/getUnReadMsgNum': {} })
    useMessageStore.setState({ latestNoticeText: '关于冬季施工安全的通知', latestNoticeTime: now - 60 * 60 * 1000 })
    render(<MessagesPage />)
    expect(await screen.findByText('暂无会话，可从通讯录发起聊天')).toBeInTheDocument()
    expect(screen.getByText('关于冬季施工安全的通知')).toBeInTheDocument()
    fireEvent.click(screen.getByLabelText('站内消息'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/message/message/index' })
    fireEvent.click(screen.getByLabelText('通讯录'))
    expect(Taro.navigateTo).toHaveBeenLastCalledWith({ url: '/pages/index/contacts' })
  })

  test('tapping a conversation opens the chat with name, formUserId and headIcon', async () => {
    fakeApi({ 'GET /api/message/imreply': { list }, 'GET /api/message/getUnReadMsgNum': {} })
    render(<MessagesPage />)
    fireEvent.click(await screen.findByLabelText('与王芳聊天'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({
      url: '/pages/message/im/index?name=%E7%8E%8B%E8%8A%B3&formUserId=u-wang&headIcon=%2Fapi%2Ffile%2FImage%2FuserAvatar%2Fw.png'
    })
  })

  test('删除 asks first; confirming removes the conversation through relocation, cancelling keeps it', async () => {
    const api = fakeApi({ 'GET /api/message/imreply': { list }, 'GET /api/message/getUnReadMsgNum': {}, 'DELETE /api/message/imreply/relocation/u-li': null })
    render(<MessagesPage />)
    await screen.findByText('李强')
    ;(Taro.showModal as jest.Mock).mockResolvedValueOnce({ confirm: false, cancel: true })
    fireEvent.click(screen.getByLabelText('删除与李强的会话'))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
    expect(api.calls('DELETE', '/api/message/imreply/relocation/u-li')).toHaveLength(0)
    expect(screen.getByText('李强')).toBeInTheDocument()

    fireEvent.click(screen.getByLabelText('删除与李强的会话'))
    await waitFor(() => expect(screen.queryByText('李强')).not.toBeInTheDocument())
    expect((Taro.showModal as jest.Mock).mock.calls[1][0]).toMatchObject({ title: '删除会话' })
    expect(api.calls('DELETE', '/api/message/imreply/relocation/u-li')).toHaveLength(1)
    expect(screen.getByText('王芳')).toBeInTheDocument()
  })

  test('a long press on a conversation shows its 删除, which asks and removes it', async () => {
    const api = fakeApi({ 'GET /api/message/imreply': { list }, 'GET /api/message/getUnReadMsgNum': {}, 'DELETE /api/message/imreply/relocation/u-wang': null })
    render(<MessagesPage />)
    const row = (await screen.findByLabelText('与王芳聊天')).closest('.swipe-row')!
    fireEvent(row, new Event('longpress', { bubbles: true }))
    expect(row).toHaveClass('swipe-row--open')
    expect(Taro.showModal).not.toHaveBeenCalled()
    fireEvent.click(screen.getByLabelText('删除与王芳的会话'))
    await waitFor(() => expect(screen.queryByText('王芳')).not.toBeInTheDocument())
    expect(Taro.showModal).toHaveBeenCalledTimes(1)
    expect(api.calls('DELETE', '/api/message/imreply/relocation/u-wang')).toHaveLength(1)
  })

  test('a refused delete keeps the row', async () => {
    fakeApi({ 'GET /api/message/imreply': { list }, 'GET /api/message/getUnReadMsgNum': {}, 'DELETE /api/message/imreply/relocation/u-li': fail('会话不存在') })
    render(<MessagesPage />)
    fireEvent.click(await screen.findByLabelText('删除与李强的会话'))
    await waitFor(() => expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '会话不存在' })))
    expect(screen.getByText('李强')).toBeInTheDocument()
  })

  test('pull to refresh loads the list again and stops the spinner; a failed first load offers 重试', async () => {
    let calls = 0
    fakeApi({
      'GET /api/message/imreply': () => {
        calls += 1
        return calls === 1 ? fail('服务繁忙') : { list }
      },
      'GET /api/message/getUnReadMsgNum': {}
    })
    render(<MessagesPage />)
    expect(await screen.findByText('服务繁忙')).toBeInTheDocument()
    __triggerHook('usePullDownRefresh')
    expect(await screen.findByText('李强')).toBeInTheDocument()
    await waitFor(() => expect(Taro.stopPullDownRefresh).toHaveBeenCalled())
  })
})

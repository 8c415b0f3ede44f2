// Chat rows and messages (issue 12): no permanent red 删除 on a conversation (it waits behind the row: a swipe to the
// left or a long press); a chat shows when its messages were sent, grouped by pauses, and whether the other side
// has read mine (ImContent enabledMark, jnpf-api.md §8).
import { act, fireEvent, render, screen } from '@testing-library/react'
import { __reset, __setRouterParams } from '../../__mocks__/taro'
import ChatPage from '@/pages/message/im/index'
import { ConversationRow } from '@/features/message/components/conversation-row'
import { chatTimeLabel, startsTimeGroup } from '@/features/message/lib/chat-time'
import { signIn } from '../profile/session-fixture'
import { installTabBarFakes, openSocket, resetMessaging } from '../message/helpers'

const item = { id: 'u-li', realName: '李强', account: 'liqiang', latestMessage: '明天验收', latestDate: Date.now(), unreadMessage: 0, messageType: 'text' }

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn()
})

beforeEach(() => {
  __reset()
  installTabBarFakes()
  resetMessaging()
  signIn()
})

const touch = (x: number, y = 100) => ({ touches: [{ clientX: x, clientY: y }] })

describe('a conversation row', () => {
  it('keeps 删除 hidden behind the row until a swipe to the left, and a swipe back hides it', () => {
    const onRemove = jest.fn()
    const { container } = render(<ConversationRow item={item} online={false} onOpen={jest.fn()} onRemove={onRemove} />)
    const row = container.querySelector('.swipe-row')!
    expect(row).not.toHaveClass('swipe-row--open')
    expect(container.querySelector('.swipe-row__actions')).toHaveAttribute('aria-hidden', 'true')
    fireEvent.touchStart(row, touch(300))
    fireEvent.touchMove(row, touch(200))
    expect(row).toHaveClass('swipe-row--open')
    fireEvent.touchStart(row, touch(100))
    fireEvent.touchMove(row, touch(220))
    expect(row).not.toHaveClass('swipe-row--open')
    expect(onRemove).not.toHaveBeenCalled()
  })

  it('a vertical drag scrolls and reveals nothing; a long press shows 删除, which removes and closes', () => {
    const onRemove = jest.fn()
    const onOpen = jest.fn()
    const { container } = render(<ConversationRow item={item} online={false} onOpen={onOpen} onRemove={onRemove} />)
    const row = container.querySelector('.swipe-row')!
    fireEvent.touchStart(row, touch(300, 100))
    fireEvent.touchMove(row, touch(260, 300))
    expect(row).not.toHaveClass('swipe-row--open')
    fireEvent(row, new Event('longpress', { bubbles: true }))
    expect(row).toHaveClass('swipe-row--open')
    fireEvent.click(screen.getByLabelText('删除与李强的会话'))
    expect(onRemove).toHaveBeenCalledWith(item)
    expect(row).not.toHaveClass('swipe-row--open')
    expect(onOpen).not.toHaveBeenCalled()
  })

  it('while open, a tap on the row closes the actions instead of opening the chat', () => {
    const onOpen = jest.fn()
    const { container } = render(<ConversationRow item={item} online={false} onOpen={onOpen} onRemove={jest.fn()} />)
    const row = container.querySelector('.swipe-row')!
    fireEvent.touchStart(row, touch(300))
    fireEvent.touchMove(row, touch(200))
    fireEvent.click(container.querySelector('.swipe-row__shield')!)
    expect(row).not.toHaveClass('swipe-row--open')
    expect(onOpen).not.toHaveBeenCalled()
    fireEvent.click(screen.getByLabelText('与李强聊天'))
    expect(onOpen).toHaveBeenCalled()
  })
})

describe('chat times', () => {
  const now = new Date(2026, 2, 10, 15, 0).getTime()
  it('are worded by the day: today, 昨天, this year, before', () => {
    expect(chatTimeLabel(new Date(2026, 2, 10, 9, 5).getTime(), now)).toBe('09:05')
    expect(chatTimeLabel(new Date(2026, 2, 9, 23, 59).getTime(), now)).toBe('昨天 23:59')
    expect(chatTimeLabel(new Date(2026, 0, 2, 8, 0).getTime(), now)).toBe('1月2日 08:00')
    expect(chatTimeLabel(new Date(2025, 11, 31, 8, 0).getTime(), now)).toBe('2025年12月31日 08:00')
  })
  it('start a group after a pause of more than five minutes', () => {
    const t = [0, 60_000, 60_000 + 5 * 60_000, 60_000 + 5 * 60_000 + 1 + 5 * 60_000]
    expect(t.map((_, i) => startsTimeGroup(t, i))).toEqual([true, false, false, true])
  })
})

describe('the chat', () => {
  it('shows time lines between pauses and 已读 / 未读 under my messages as the history says', async () => {
    __setRouterParams({ name: encodeURIComponent('李强'), formUserId: 'u-li', headIcon: '' })
    const socket = await openSocket()
    const { container } = render(<ChatPage />)
    const t0 = new Date(2026, 2, 10, 9, 0).getTime()
    act(() => socket.receive({
      method: 'messageList',
      list: [
        { id: 'm1', sendUserId: 'u-li', receiveUserId: 'u-zhang', sendTime: t0, content: '图纸收到了吗', contentType: 'text', enabledMark: 1 },
        { id: 'm2', sendUserId: 'u-zhang', receiveUserId: 'u-li', sendTime: t0 + 60_000, content: '收到了', contentType: 'text', enabledMark: 1 },
        { id: 'm3', sendUserId: 'u-zhang', receiveUserId: 'u-li', sendTime: t0 + 3_600_000, content: '下午去现场', contentType: 'text', enabledMark: 0 }
      ],
      pagination: { total: 3, currentPage: 1, pageSize: 20 }
    }))
    await screen.findByText('下午去现场')
    const times = Array.from(container.querySelectorAll('.chat__time')).map((el) => el.textContent)
    expect(times).toEqual([chatTimeLabel(t0), chatTimeLabel(t0 + 3_600_000)])
    const stateOf = (text: string) => screen.getByText(text).closest('.chat-msg')!.querySelector('.chat-msg__read')?.textContent
    expect(stateOf('收到了')).toBe('已读')
    expect(stateOf('下午去现场')).toBe('未读')
    // the other side's messages carry no read state of mine
    expect(stateOf('图纸收到了吗')).toBeUndefined()
  })
})

import { __reset } from '../../__mocks__/taro'
import { clearSession } from '@/lib/storage'
import { installMessageHandlers, uninstallMessageHandlers } from '@/features/message/handlers'
import { selectBadge, useMessageStore } from '@/features/message/stores/message-store'
import { emit, resetFakeSocket } from './fake-socket'
import { installTabBarFakes, shownBadge } from './badge-taro'

jest.mock('@/lib/socket', () => require('./fake-socket'))

let tabs: ReturnType<typeof installTabBarFakes>

beforeEach(() => {
  __reset()
  resetFakeSocket()
  tabs = installTabBarFakes()
  uninstallMessageHandlers()
  useMessageStore.getState().reset()
  installMessageHandlers()
})

const init = (extra: Record<string, unknown> = {}) =>
  emit('initMessage', {
    onlineUsers: ['u-li'],
    unreadNums: [
      { sendUserId: 'u-li', unreadNum: 2, defaultMessage: 'hi' },
      { sendUserId: 'u-wang', unreadNum: 3 }
    ],
    unreadNoticeCount: 4,
    messageDefaultText: '关于春节放假的通知',
    messageDefaultTime: 1763700000000,
    userId: 'u-zhang',
    ...extra
  })

describe('badge rules', () => {
  test('initMessage sets the tab badge to the unread notice count plus the sum of unreadNum', () => {
    init()
    expect(selectBadge(useMessageStore.getState())).toBe(9)
    expect(tabs.setTabBarBadge).toHaveBeenLastCalledWith(expect.objectContaining({ index: 0, text: '9' }))
    const s = useMessageStore.getState()
    expect(s.latestNoticeText).toBe('关于春节放假的通知')
    expect(s.latestNoticeTime).toBe(1763700000000)
    expect(s.noticeUnread).toBe(4)
    expect(s.onlineIds).toEqual(['u-li'])
  })

  test('a 3.6 server counts every in-site type in unreadTotalCount, which then wins over unreadNoticeCount', () => {
    init({ unreadNoticeCount: 1, unreadTotalCount: 6 })
    expect(useMessageStore.getState().noticeUnread).toBe(6)
    expect(shownBadge(tabs)).toBe('11')
  })

  test('the spec\'s unreadMessageCount wins over the 3.6 total and the older notice count when present', () => {
    init({ unreadMessageCount: 2, unreadTotalCount: 6, unreadNoticeCount: 1 })
    expect(useMessageStore.getState().noticeUnread).toBe(2)
    expect(shownBadge(tabs)).toBe('7')
  })

  test('every unreadNums entry counts, also those without a sendUserId (5 expected, not 1)', () => {
    init({
      unreadNoticeCount: 0,
      unreadNums: [{ sendUserId: 'u-li', unreadNum: 1 }, { sendUserId: null, unreadNum: 2 }, { unreadNum: 1 }, { sendUserId: '', unreadNum: 1 }]
    })
    expect(selectBadge(useMessageStore.getState())).toBe(5)
    expect(shownBadge(tabs)).toBe('5')
    // opening a named chat clears only that sender's share
    useMessageStore.getState().readChat('u-li')
    expect(shownBadge(tabs)).toBe('4')
  })

  test('negative counts are treated as 0, and an empty latest text becomes 暂无数据', () => {
    init({ unreadNoticeCount: -3, unreadNums: [{ sendUserId: 'u-li', unreadNum: -2 }, { sendUserId: 'u-wang', unreadNum: 4 }, { sendUserId: null, unreadNum: 9 }], messageDefaultText: '' })
    expect(selectBadge(useMessageStore.getState())).toBe(13)
    expect(shownBadge(tabs)).toBe('13')
    expect(useMessageStore.getState().latestNoticeText).toBe('暂无数据')
  })

  test('all counts zero or negative remove the badge', () => {
    init()
    init({ unreadNoticeCount: -1, unreadNums: [] })
    expect(tabs.removeTabBarBadge).toHaveBeenLastCalledWith(expect.objectContaining({ index: 0 }))
    expect(shownBadge(tabs)).toBe('')
  })

  test('reading one message lowers the badge by one and it never goes below zero', () => {
    init({ unreadNoticeCount: 1, unreadNums: [] })
    const store = useMessageStore.getState()
    store.noteNotices([{ id: 'n1', isRead: 0 }, { id: 'n2', isRead: 0 }])
    store.markNoticeRead('n1')
    expect(useMessageStore.getState().noticeUnread).toBe(0)
    expect(shownBadge(tabs)).toBe('')
    useMessageStore.getState().markNoticeRead('n2')
    useMessageStore.getState().readOneNotice()
    expect(useMessageStore.getState().noticeUnread).toBe(0)
    expect(tabs.setTabBarBadge).not.toHaveBeenCalledWith(expect.objectContaining({ text: '-1' }))
  })

  test('opening a message that was already read changes nothing', () => {
    init()
    useMessageStore.getState().noteNotices([{ id: 'n1', isRead: 1 }])
    useMessageStore.getState().markNoticeRead('n1')
    expect(useMessageStore.getState().noticeUnread).toBe(4)
  })

  test('opening a chat reads that sender’s messages only', () => {
    init()
    useMessageStore.getState().readChat('u-wang')
    expect(shownBadge(tabs)).toBe('6')
  })

  test('more than 99 shows 99+', () => {
    init({ unreadNoticeCount: 120 })
    expect(shownBadge(tabs)).toBe('99+')
  })

  test('a tab badge call that fails (H5 on a non-tab page) is swallowed', async () => {
    tabs.setTabBarBadge.mockImplementation(() => Promise.reject(new Error('setTabBarBadge:fail not TabBar page')))
    const unhandled = jest.fn()
    process.on('unhandledRejection', unhandled)
    init()
    await new Promise((r) => setTimeout(r, 10))
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
    expect(useMessageStore.getState().noticeUnread).toBe(4)
  })
})

describe('live updates', () => {
  test('messagePush raises the count and shows the new title and time', () => {
    init()
    const version = useMessageStore.getState().noticeVersion
    emit('messagePush', { unreadNoticeCount: 1, messageType: 2, title: '请审批：材料进场验收', id: 'm9', messageDefaultTime: 1763800000000 })
    const s = useMessageStore.getState()
    expect(s.noticeUnread).toBe(5)
    expect(s.latestNoticeText).toBe('请审批：材料进场验收')
    expect(s.latestNoticeTime).toBe(1763800000000)
    expect(s.noticeVersion).toBe(version + 1)
    expect(shownBadge(tabs)).toBe('10')
    // the pushed message is known unread: opening it lowers the badge again
    s.markNoticeRead('m9')
    expect(shownBadge(tabs)).toBe('9')
  })

  test('Online and Offline keep the online user ids', () => {
    init()
    emit('Online', { userId: 'u-wang' })
    emit('Online', { userId: 'u-wang' })
    expect(useMessageStore.getState().onlineIds).toEqual(['u-li', 'u-wang'])
    emit('Offline', { userId: 'u-li' })
    expect(useMessageStore.getState().onlineIds).toEqual(['u-wang'])
    // JNPF 3.6 sends Offline without a user: nothing to remove
    emit('Offline', {})
    expect(useMessageStore.getState().onlineIds).toEqual(['u-wang'])
  })

  test('receiveMessage moves the conversation to the top with the new text and one more unread', () => {
    init()
    useMessageStore.getState().setConversations([
      { id: 'u-wang', realName: '王芳', latestMessage: '好的', latestDate: 1, unreadMessage: 3 },
      { id: 'u-li', realName: '李强', latestMessage: '收到', latestDate: 2, unreadMessage: 2 }
    ])
    emit('receiveMessage', { formUserId: 'u-li', messageType: 'text', formMessage: '明天开会', latestDate: 1763900000000, realName: '李强' })
    const [first] = useMessageStore.getState().conversations
    expect(first).toMatchObject({ id: 'u-li', latestMessage: '明天开会', latestDate: 1763900000000, unreadMessage: 3 })
    expect(shownBadge(tabs)).toBe('10')
    emit('receiveMessage', { formUserId: 'u-new', messageType: 'image', formMessage: { path: '/api/file/Image/IM/a.jpg' }, realName: '新同事', headIcon: '/h.png' })
    expect(useMessageStore.getState().conversations[0]).toMatchObject({ id: 'u-new', realName: '新同事', latestMessage: '[图片]', unreadMessage: 1 })
  })

  test('a message from the user whose chat is open is not counted as unread', () => {
    init()
    useMessageStore.getState().setActiveChat('u-li')
    useMessageStore.getState().readChat('u-li')
    emit('receiveMessage', { formUserId: 'u-li', messageType: 'text', formMessage: '在吗' })
    expect(useMessageStore.getState().chatUnread['u-li']).toBe(0)
    expect(shownBadge(tabs)).toBe('7')
  })

  test('the sendMessage echo updates (or starts) the conversation with the receiver', () => {
    emit('sendMessage', { UserId: 'u-zhang', toUserId: 'u-zhao', toRealName: '赵敏', toHeadIcon: '/z.png', toAccount: 'zhaomin', messageType: 'text', toMessage: '你好', latestDate: 5 })
    expect(useMessageStore.getState().conversations[0]).toMatchObject({ id: 'u-zhao', realName: '赵敏', headIcon: '/z.png', latestMessage: '你好', latestDate: 5, unreadMessage: 0 })
  })

  test('installing twice subscribes once', () => {
    installMessageHandlers()
    installMessageHandlers()
    init()
    emit('messagePush', { unreadNoticeCount: 1, title: 't' })
    expect(useMessageStore.getState().noticeUnread).toBe(5)
  })

  test('a cleared session forgets the counts and conversations', () => {
    init()
    useMessageStore.getState().setConversations([{ id: 'u-li', realName: '李强' }])
    clearSession()
    const s = useMessageStore.getState()
    expect(s.noticeUnread).toBe(0)
    expect(s.conversations).toEqual([])
    expect(s.latestNoticeText).toBe('暂无数据')
  })
})

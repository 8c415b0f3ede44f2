// What the Messages tab shows and the tab badge counts: in-site unread and latest notice, per-sender chat unread,
// the conversation list and who is online. Socket frames arrive through handlers.ts; screens call the actions.
import { create } from 'zustand'
import { toMillis } from '@/utils'
import type { SocketFrame } from '@/lib/socket'
import type { ImReply, UnreadNum } from '../types'
import { badgeCount, initUnreadCount, nonNegative, unreadBySender } from '../lib/badge'
import { previewText } from '../lib/chat-content'

export const EMPTY_TEXT = '暂无数据'

export interface MessageState {
  selfId: string
  /** in-site (notice, flow, system, schedule) unread */
  noticeUnread: number
  /** unread chat messages per sender id */
  chatUnread: Record<string, number>
  latestNoticeText: string
  latestNoticeTime: number | null
  onlineIds: string[]
  conversations: ImReply[]
  /** bumps on every messagePush so an open message list can reload */
  noticeVersion: number
  /** the user whose chat is open: their messages are read as they arrive */
  activeChatId: string
  /** in-site message ids known to be unread (from the list and from pushes), so a detail knows to lower the badge */
  unreadNoticeIds: string[]
  applyInit(frame: SocketFrame): void
  applyPush(frame: SocketFrame): void
  applyOnline(frame: SocketFrame): void
  applyOffline(frame: SocketFrame): void
  applyReceive(frame: SocketFrame): void
  applySent(frame: SocketFrame): void
  setConversations(list: ImReply[]): void
  dropConversation(userId: string): void
  /** one in-site message read: the badge goes down by one, never below zero */
  readOneNotice(): void
  readAllNotices(): void
  /** the list saw these messages with their read state */
  noteNotices(items: { id: string; isRead: number }[]): void
  /** message `id` was opened: the badge goes down by one if it was known to be unread */
  markNoticeRead(id: string): void
  setNoticeUnread(count: number): void
  /** the chat with userId was opened: its unread messages are read */
  readChat(userId: string): void
  setActiveChat(userId: string): void
  reset(): void
}

const initial = {
  selfId: '',
  noticeUnread: 0,
  chatUnread: {} as Record<string, number>,
  latestNoticeText: EMPTY_TEXT,
  latestNoticeTime: null as number | null,
  onlineIds: [] as string[],
  conversations: [] as ImReply[],
  noticeVersion: 0,
  activeChatId: '',
  unreadNoticeIds: [] as string[]
}

const str = (v: unknown) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v))

/** the conversation moved to the top with `patch` applied, or a new one made from `fresh` */
function bumpConversation(list: ImReply[], id: string, patch: Partial<ImReply>, fresh: ImReply): ImReply[] {
  const existing = list.find((c) => c.id === id)
  const row = existing ? { ...existing, ...patch } : { ...fresh, ...patch }
  return [row, ...list.filter((c) => c.id !== id)]
}

export const useMessageStore = create<MessageState>()((set, get) => ({
  ...initial,

  applyInit(frame) {
    const text = str(frame.messageDefaultText).trim()
    set({
      selfId: str(frame.userId) || get().selfId,
      noticeUnread: initUnreadCount(frame),
      chatUnread: unreadBySender(frame.unreadNums as UnreadNum[] | undefined),
      latestNoticeText: text || EMPTY_TEXT,
      latestNoticeTime: toMillis(frame.messageDefaultTime as number | string | undefined) ?? null,
      onlineIds: Array.isArray(frame.onlineUsers) ? (frame.onlineUsers as unknown[]).map(str).filter(Boolean) : []
    })
  },

  applyPush(frame) {
    const title = str(frame.title).trim()
    set((s) => ({
      noticeUnread: s.noticeUnread + nonNegative(frame.unreadNoticeCount ?? 1),
      latestNoticeText: title || s.latestNoticeText,
      latestNoticeTime: toMillis(frame.messageDefaultTime as number | string | undefined) ?? Date.now(),
      noticeVersion: s.noticeVersion + 1,
      unreadNoticeIds: frame.id ? [...s.unreadNoticeIds, str(frame.id)] : s.unreadNoticeIds
    }))
  },

  applyOnline(frame) {
    const id = str(frame.userId)
    if (id && !get().onlineIds.includes(id)) set((s) => ({ onlineIds: [...s.onlineIds, id] }))
  },

  applyOffline(frame) {
    // JNPF 3.6 sends Offline without saying who; a server that names the user lets the header update
    const id = str(frame.userId)
    if (id) set((s) => ({ onlineIds: s.onlineIds.filter((u) => u !== id) }))
  },

  applyReceive(frame) {
    const from = str(frame.formUserId)
    if (!from) return
    const active = get().activeChatId === from
    const date = toMillis((frame.latestDate ?? frame.dateTime) as number | string | undefined) ?? Date.now()
    set((s) => {
      const current = s.conversations.find((c) => c.id === from)
      return {
        conversations: bumpConversation(
          s.conversations,
          from,
          {
            latestMessage: previewText(frame.messageType, frame.formMessage),
            messageType: str(frame.messageType) || 'text',
            latestDate: date,
            unreadMessage: active ? 0 : nonNegative(current?.unreadMessage) + 1
          },
          { id: from, realName: str(frame.realName), headIcon: str(frame.headIcon), account: str(frame.account) }
        ),
        chatUnread: active ? s.chatUnread : { ...s.chatUnread, [from]: nonNegative(s.chatUnread[from]) + 1 }
      }
    })
  },

  applySent(frame) {
    const to = str(frame.toUserId)
    if (!to) return
    const date = toMillis((frame.latestDate ?? frame.dateTime) as number | string | undefined) ?? Date.now()
    set((s) => ({
      conversations: bumpConversation(
        s.conversations,
        to,
        { latestMessage: previewText(frame.messageType, frame.toMessage), messageType: str(frame.messageType) || 'text', latestDate: date },
        { id: to, realName: str(frame.toRealName), headIcon: str(frame.toHeadIcon), account: str(frame.toAccount), unreadMessage: 0 }
      )
    }))
  },

  setConversations(list) {
    // the list is fresher than initMessage for the senders it names; others keep their count
    const chatUnread = { ...get().chatUnread }
    for (const c of list) chatUnread[c.id] = get().activeChatId === c.id ? 0 : nonNegative(c.unreadMessage)
    set({ conversations: list, chatUnread })
  },

  dropConversation(userId) {
    set((s) => {
      const chatUnread = { ...s.chatUnread }
      delete chatUnread[userId]
      return { conversations: s.conversations.filter((c) => c.id !== userId), chatUnread }
    })
  },

  readOneNotice() {
    set((s) => ({ noticeUnread: Math.max(0, s.noticeUnread - 1) }))
  },

  readAllNotices() {
    set({ noticeUnread: 0, unreadNoticeIds: [] })
  },

  noteNotices(items) {
    set((s) => {
      const ids = new Set(s.unreadNoticeIds)
      for (const item of items) {
        if (Number(item.isRead) === 1) ids.delete(item.id)
        else ids.add(item.id)
      }
      return { unreadNoticeIds: Array.from(ids) }
    })
  },

  markNoticeRead(id) {
    if (!get().unreadNoticeIds.includes(id)) return
    set((s) => ({
      unreadNoticeIds: s.unreadNoticeIds.filter((u) => u !== id),
      noticeUnread: Math.max(0, s.noticeUnread - 1)
    }))
  },

  setNoticeUnread(count) {
    set({ noticeUnread: nonNegative(count) })
  },

  readChat(userId) {
    set((s) => ({
      chatUnread: { ...s.chatUnread, [userId]: 0 },
      conversations: s.conversations.map((c) => (c.id === userId ? { ...c, unreadMessage: 0 } : c))
    }))
  },

  setActiveChat(userId) {
    set({ activeChatId: userId })
  },

  reset() {
    set({ ...initial, chatUnread: {}, onlineIds: [], conversations: [], unreadNoticeIds: [] })
  }
}))

export function selectBadge(s: Pick<MessageState, 'noticeUnread' | 'chatUnread'>): number {
  return badgeCount(s.noticeUnread, s.chatUnread)
}

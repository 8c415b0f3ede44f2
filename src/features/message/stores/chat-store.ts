// The open chat: history paged upward, live messages, and the send state of each of my messages. A message is
// "sent" when the server's sendMessage echo arrives; it fails when the socket refuses it or no echo comes in 10 s.
import Taro from '@tarojs/taro'
import { create } from 'zustand'
import { socketService, type SocketFrame } from '@/lib/socket'
import { toMillis } from '@/utils'
import { errorText } from '@/lib/error-text'
import type { ChatContentType, ChatMessage, ImContent } from '../types'
import { getChatHistory } from '../api/chat-history'
import { parseContent } from '../lib/chat-content'
import { echoMatches } from '../lib/echo-match'

export const ECHO_TIMEOUT = 10000
export const HISTORY_PAGE_SIZE = 20

export interface ChatPeer {
  id: string
  name?: string
  headIcon?: string
}

export interface ChatState {
  selfId: string
  peer: ChatPeer | null
  messages: ChatMessage[]
  page: number
  total: number
  historyStatus: 'idle' | 'loading' | 'error'
  /** why the last history page failed (the server's reason or the network hint); '' otherwise */
  historyError: string
  open(peer: ChatPeer, selfId: string): void
  close(): void
  loadOlder(): Promise<void>
  /** adds my message and hands it to the socket (payload set) or leaves it sending for the caller (upload first) */
  addOutgoing(msg: { type: ChatContentType; text?: string; payload?: string; localPath?: string; image?: ChatMessage['image']; voice?: ChatMessage['voice'] }): string
  update(key: string, patch: Partial<ChatMessage>): void
  /** sends message `key` (its payload must be set) */
  transmit(key: string): void
  applyHistory(list: ImContent[], pagination: { total?: number; currentPage?: number }): void
  applyEcho(frame: SocketFrame): void
  applyIncoming(frame: SocketFrame): void
  /** the server refused a frame: the oldest message still waiting for its echo is the likely one */
  applyError(frame: SocketFrame): void
  hasMore(): boolean
}

const timers = new Map<string, ReturnType<typeof setTimeout>>()
let pendingHistory: { page: number; timer: ReturnType<typeof setTimeout> } | null = null
let localSeq = 0

function clearTimer(key: string): void {
  const t = timers.get(key)
  if (t) clearTimeout(t)
  timers.delete(key)
}

function fromStored(row: ImContent, selfId: string): ChatMessage {
  const fromMe = row.sendUserId === selfId
  return {
    key: row.id,
    id: row.id,
    fromMe,
    time: toMillis(row.sendTime) ?? 0,
    state: 'sent',
    read: fromMe ? Number(row.enabledMark) === 1 : undefined,
    ...parseContent(row.contentType, row.content)
  }
}

const initial = { peer: null, messages: [] as ChatMessage[], page: 0, total: 0, historyStatus: 'idle' as const, historyError: '' }

export const useChatStore = create<ChatState>()((set, get) => ({
  selfId: '',
  ...initial,

  open(peer, selfId) {
    get().close()
    set({ ...initial, messages: [], peer, selfId })
  },

  close() {
    timers.forEach((t) => clearTimeout(t))
    timers.clear()
    if (pendingHistory) clearTimeout(pendingHistory.timer)
    pendingHistory = null
    set({ ...initial, messages: [] })
  },

  hasMore() {
    const { page, total } = get()
    return page === 0 || page * HISTORY_PAGE_SIZE < total
  },

  async loadOlder() {
    const { peer, selfId, page, historyStatus } = get()
    if (!peer || historyStatus === 'loading' || !get().hasMore()) return
    const next = page + 1
    set({ historyStatus: 'loading' })
    const query = { toUserId: peer.id, formUserId: selfId, currentPage: next, pageSize: HISTORY_PAGE_SIZE }
    const viaSocket =
      socketService.status === 'open' && socketService.send({ method: 'MessageList', ...query, sord: 'desc', keyword: '' })
    if (viaSocket) {
      // the reply carries no chat id: remember what was asked, and fall back to HTTP if it never comes
      const timer = setTimeout(() => {
        if (pendingHistory?.page === next) {
          pendingHistory = null
          void loadOverHttp(next)
        }
      }, ECHO_TIMEOUT)
      pendingHistory = { page: next, timer }
      return
    }
    await loadOverHttp(next)
  },

  addOutgoing(msg) {
    localSeq += 1
    const key = `local-${Date.now()}-${localSeq}`
    const message: ChatMessage = { key, fromMe: true, time: Date.now(), state: 'sending', ...msg }
    set((s) => ({ messages: [...s.messages, message] }))
    if (msg.payload !== undefined) get().transmit(key)
    return key
  },

  update(key, patch) {
    set((s) => ({ messages: s.messages.map((m) => (m.key === key ? { ...m, ...patch } : m)) }))
  },

  transmit(key) {
    const { peer, messages } = get()
    const msg = messages.find((m) => m.key === key)
    if (!peer || !msg || msg.payload === undefined) return
    clearTimer(key)
    get().update(key, { state: 'sending' })
    const ok = socketService.send({ method: 'SendMessage', toUserId: peer.id, messageType: msg.type, messageContent: msg.payload })
    if (!ok) {
      get().update(key, { state: 'failed' })
      return
    }
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key)
        const now = get().messages.find((m) => m.key === key)
        if (now?.state === 'sending') get().update(key, { state: 'failed' })
      }, ECHO_TIMEOUT)
    )
  },

  applyHistory(list, pagination) {
    if (!pendingHistory || !get().peer) return
    clearTimeout(pendingHistory.timer)
    const page = pendingHistory.page
    pendingHistory = null
    mergeHistory(page, list, Number(pagination?.total) || 0)
  },

  applyEcho(frame) {
    const { peer, messages } = get()
    if (!peer || String(frame.toUserId ?? '') !== peer.id) return
    const parsed = parseContent(frame.messageType, frame.toMessage)
    const time = toMillis((frame.latestDate ?? frame.dateTime) as number | string | undefined) ?? Date.now()
    // the oldest unconfirmed bubble with this content; a late echo also rescues one already marked failed
    const match =
      messages.find((m) => m.fromMe && m.state === 'sending' && echoMatches(m, parsed)) ??
      messages.find((m) => m.fromMe && m.state === 'failed' && echoMatches(m, parsed))
    const id = frame.id === undefined || frame.id === null ? undefined : String(frame.id)
    if (match) {
      clearTimer(match.key)
      get().update(match.key, { state: 'sent', time, id })
      return
    }
    if (id && messages.some((m) => m.id === id)) return
    // sent from another device of mine
    set((s) => ({ messages: [...s.messages, { key: id ?? `echo-${time}-${s.messages.length}`, id, fromMe: true, time, state: 'sent', ...parsed }] }))
  },

  applyError(frame) {
    failOldestSending(typeof frame.msg === 'string' ? frame.msg : '')
  },

  applyIncoming(frame) {
    const { peer } = get()
    if (!peer || String(frame.formUserId ?? '') !== peer.id) return
    const time = toMillis((frame.latestDate ?? frame.dateTime) as number | string | undefined) ?? Date.now()
    const parsed = parseContent(frame.messageType, frame.formMessage)
    const id = frame.id === undefined || frame.id === null ? undefined : String(frame.id)
    if (!id || !get().messages.some((m) => m.id === id)) {
      set((s) => ({ messages: [...s.messages, { key: id ?? `in-${time}-${s.messages.length}`, id, fromMe: false, time, state: 'sent', ...parsed }] }))
    }
    // the chat is on screen, so what arrives is read
    socketService.send({ method: 'UpdateReadMessage', formUserId: peer.id })
  }
}))

function failOldestSending(msg: string): void {
  const waiting = useChatStore.getState().messages.find((m) => m.fromMe && m.state === 'sending' && timers.has(m.key))
  if (!waiting) return
  clearTimer(waiting.key)
  useChatStore.getState().update(waiting.key, { state: 'failed' })
  void Taro.showToast({ title: msg || '发送失败', icon: 'none', duration: 1500 })
}

function mergeHistory(page: number, list: ImContent[], total: number): void {
  const { messages, selfId } = useChatStore.getState()
  const known = new Set(messages.map((m) => m.id).filter(Boolean))
  const older = list
    .filter((row) => row && !known.has(row.id))
    .map((row) => fromStored(row, selfId))
    .sort((a, b) => a.time - b.time)
  useChatStore.setState({ messages: [...older, ...messages], page, total, historyStatus: 'idle', historyError: '' })
}

async function loadOverHttp(page: number): Promise<void> {
  const { peer, selfId } = useChatStore.getState()
  if (!peer) return
  try {
    const res = await getChatHistory({ toUserId: peer.id, formUserId: selfId, currentPage: page, pageSize: HISTORY_PAGE_SIZE })
    if (useChatStore.getState().peer?.id !== peer.id) return
    mergeHistory(page, res.list, Number(res.pagination.total) || 0)
  } catch (err) {
    if (useChatStore.getState().peer?.id === peer.id) useChatStore.setState({ historyStatus: 'error', historyError: errorText(err, '历史消息加载失败') })
  }
}

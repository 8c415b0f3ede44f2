// Unread arithmetic of spec §4: the tab badge is the in-site unread count plus every sender's unread chat count; a
// negative count (a server that over-decremented) counts as 0, and reading lowers the badge but never below zero.
import type { UnreadNum } from '../types'

export function nonNegative(value: unknown): number {
  const n = Math.floor(Number(value))
  return Number.isFinite(n) && n > 0 ? n : 0
}

/** unread chats whose sender the server did not name (3.6 sends such entries): counted, never cleared by a chat */
export const UNKNOWN_SENDER = ''

/**
 * Per-sender unread chat counts from initMessage.unreadNums. Every entry counts (spec §4: the badge adds the sum of
 * unreadNum); one without a sendUserId is kept under UNKNOWN_SENDER; negatives count as 0.
 */
export function unreadBySender(list: readonly UnreadNum[] | null | undefined): Record<string, number> {
  const out: Record<string, number> = {}
  for (const item of Array.isArray(list) ? list : []) {
    if (!item) continue
    const sender = item.sendUserId ? String(item.sendUserId) : UNKNOWN_SENDER
    out[sender] = (out[sender] ?? 0) + nonNegative(item.unreadNum)
  }
  return out
}

/**
 * The in-site unread count of initMessage: the spec's unreadMessageCount when the server sends it, otherwise JNPF
 * 3.6's unreadTotalCount, otherwise the older servers' unreadNoticeCount.
 */
export function initUnreadCount(frame: Record<string, unknown>): number {
  for (const value of [frame.unreadMessageCount, frame.unreadTotalCount, frame.unreadNoticeCount]) {
    if (typeof value === 'number' || (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))) {
      return nonNegative(value)
    }
  }
  return 0
}

export function badgeCount(noticeUnread: number, chatUnread: Record<string, number>): number {
  return Object.values(chatUnread).reduce((sum, n) => sum + nonNegative(n), nonNegative(noticeUnread))
}

/** the tab bar shows at most two digits */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count)
}

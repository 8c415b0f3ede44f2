// Unread arithmetic of spec §4: the tab badge is the in-site unread count plus every sender's unread chat count; a
// negative count (a server that over-decremented) counts as 0, and reading lowers the badge but never below zero.
import type { UnreadNum } from '../types'

export function nonNegative(value: unknown): number {
  const n = Math.floor(Number(value))
  return Number.isFinite(n) && n > 0 ? n : 0
}

/** per-sender unread chat counts from initMessage.unreadNums (nulls and negatives dropped) */
export function unreadBySender(list: readonly UnreadNum[] | null | undefined): Record<string, number> {
  const out: Record<string, number> = {}
  for (const item of list ?? []) {
    if (!item?.sendUserId) continue
    out[item.sendUserId] = (out[item.sendUserId] ?? 0) + nonNegative(item.unreadNum)
  }
  return out
}

export function badgeCount(noticeUnread: number, chatUnread: Record<string, number>): number {
  return Object.values(chatUnread).reduce((sum, n) => sum + nonNegative(n), nonNegative(noticeUnread))
}

/** the tab bar shows at most two digits */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(count)
}

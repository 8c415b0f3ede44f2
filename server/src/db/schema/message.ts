// Message tables: inbox, notices, IM and the socket event bus.

/** per-recipient inbox row; type 1 notice, 2 flow, 3 system, 4 schedule */
export interface MessageTable {
  id: string
  userId: string
  type: number
  flowType: number | null
  title: string
  bodyText: string
  excerpt: string
  isRead: number
  readTime: number | null
  creatorUserId: string
  createdAt: number
}

/** enabledMark 0 draft, 1 published; toUserIds comma-separated, empty = everybody the creator may see */
export interface NoticeTable {
  id: string
  title: string
  bodyText: string
  toUserIds: string
  enabledMark: number
  creatorUserId: string
  createdAt: number
  releaseTime: number | null
  /** migration 015: a NoticeType dictionary enCode */
  category?: string
  /** after it the console shows the notice as expired (enabledMark 2 in lists) */
  expirationTime?: number | null
  /** JSON list of uploaded files */
  files?: string
  coverImage?: string
  excerpt?: string
  /** 1 inbox row and live push, 3 inbox row only */
  remindCategory?: number
  releaseUserId?: string
  updatedAt?: number | null
}

/** enabledMark 0 unread, 1 read */
export interface ImContentTable {
  id: string
  sendUserId: string
  receiveUserId: string
  content: string
  contentType: string
  sendTime: number
  receiveTime: number | null
  enabledMark: number
  sendDeleted: number
  receiveDeleted: number
}

/** one row per conversation in userId's list */
export interface ImReplyTable { userId: string; otherUserId: string; latestMessage: string; latestType: string; latestTime: number }

export interface SocketBusEventTable { id: string; payload: string; createdAt: number }

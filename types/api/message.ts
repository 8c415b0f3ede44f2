// Message centre and IM (jnpf-api.md §7, §8). Field names follow JNPF 3.6 exactly, including its odd spellings
// (`formUserId`, `UserId` on the sendMessage echo). Times are epoch milliseconds.

/** 1 notice, 2 flow, 3 system, 4 schedule */
export type MessageType = 1 | 2 | 3 | 4

/** GET /api/message query (PaginationMessage) */
export interface PaginationMessage {
  currentPage?: number
  pageSize?: number
  keyword?: string
  type?: MessageType
  /** 0 unread, 1 read */
  isRead?: 0 | 1
}

export interface MessageInfoVO {
  id: string
  title: string
  type: MessageType
  isRead: 0 | 1
  /** 1 approval, 2 delegation (flow messages) */
  flowType: number | null
  releaseTime: number
  /** "realName/account"; empty for system messages */
  releaseUser: string
  creatorUser: string
  lastModifyTime: number | null
  enabledMark: number
  lastModifyUserId: string
  excerpt: string
}

/** GET /api/message/ReadInfo/{id} and /api/message/{id} */
export interface NoticeInfoVO {
  id: string
  title: string
  /** for flow messages the FlowContModel JSON (processId, enCode, flowId, formType, type, taskNodeId, taskOperatorId, status) */
  bodyText: string
  creatorUser: string
  lastModifyTime: number | null
  releaseUser: string
  releaseTime: number
  type: MessageType
  flowType: number | null
  excerpt: string
  toUserIds: string
  files: string
  coverImage: string
  expirationTime: number | null
  category: string
  remindCategory: string
  sendConfigId: string
}

/**
 * bodyText of a system message (type 3) about a low-code record, e.g. a reminder that its date is near: the text to
 * show and the record the app opens (its dynamicModel detail). Reminders about a record bound to a flow are flow
 * messages (type 2, FlowContModel) instead and open the flow.
 */
export interface RecordLinkBody {
  modelId: string
  id: string
  content: string
}

/** GET /api/message/getUnReadMsgNum: every value a string, as JNPF sends it */
export interface UnReadMsgNum {
  unReadMsg: string
  unReadNotice: string
  unReadSchedule: string
  unReadSystemMsg: string
  unReadNum: string
}

/** GET /api/message/imreply item (ImReplyListVo): id is the other user */
export interface ImReplyListVo {
  id: string
  realName: string
  headIcon: string
  account: string
  latestMessage: string
  latestDate: number
  unreadMessage: number
  messageType: ImContentType | ''
}

export type ImContentType = 'text' | 'image' | 'voice'

/** one stored chat message (ImContentEntity / MessageListVo) */
export interface ImMessageVo {
  id: string
  sendUserId: string
  sendTime: number
  receiveUserId: string
  receiveTime: number | null
  /** text as sent; image `{path,width,height}` and voice `{path,length}` as JSON text */
  content: string
  contentType: ImContentType
  /** 0 unread, 1 read */
  enabledMark: 0 | 1
  state: 0 | 1
}

/** POST /api/message/Notice */
export interface NoticeCreateForm {
  title: string
  bodyText: string
  /** recipients; empty or absent with `all` sends to everybody the publisher may see */
  toUserIds?: string[]
  all?: boolean
}

// ---- websocket frames (§8) ----

export interface OnConnectionFrame { method: 'OnConnection'; token?: string; mobileDevice?: boolean; systemId?: string }
export interface SendMessageFrame { method: 'SendMessage'; token?: string; toUserId: string; messageType: ImContentType; messageContent: unknown }
export interface UpdateReadMessageFrame { method: 'UpdateReadMessage'; token?: string; formUserId: string }
export interface MessageListFrame {
  method: 'MessageList'; token?: string; toUserId: string; formUserId?: string; currentPage?: number; pageSize?: number
  sord?: string; keyword?: string
}
export type ClientFrame = OnConnectionFrame | SendMessageFrame | UpdateReadMessageFrame | MessageListFrame

export interface UnreadNum {
  sendUserId: string
  unreadNum: number
  defaultMessage: string
  defaultMessageType: ImContentType | ''
  defaultMessageTime: number | null
}

export interface InitMessageFrame {
  method: 'initMessage'
  onlineUsers: string[]
  unreadNums: UnreadNum[]
  unreadNoticeCount: number
  unreadMessageCount: number
  unreadSystemMessageCount: number
  unreadScheduleCount: number
  unreadTotalCount: number
  messageDefaultText: string
  messageDefaultTime: number | null
  userId: string
}

/** text: the string; image: {path, width, height}; voice: {path, length}; path = /api/file/Image/IM/{name} */
export type ImPayload = string | { path: string; width?: number; height?: number; length?: number }

export interface SendMessageEcho {
  method: 'sendMessage'
  /** the sender, capital U as JNPF's fastjson writes it */
  UserId: string
  toUserId: string
  dateTime: number
  latestDate: number
  headIcon: string
  realName: string
  account: string
  toAccount: string
  toRealName: string
  toHeadIcon: string
  messageType: ImContentType
  toMessage: ImPayload
  /** id of the stored message (an addition: lets a client match its echo) */
  id: string
}

export interface ReceiveMessageFrame {
  method: 'receiveMessage'
  formUserId: string
  dateTime: number
  latestDate: number
  headIcon: string
  realName: string
  account: string
  messageType: ImContentType
  formMessage: ImPayload
  userId: string
  id: string
}

export interface MessagePushFrame {
  method: 'messagePush'
  unreadNoticeCount: 1
  messageType: MessageType
  userId: string
  toUserId: string
  title: string
  id: string
  messageDefaultTime: number
}

export interface SocketErrorFrame { method: 'error'; msg: string }
export interface LogoutFrame { method: 'logout'; token: string; msg: string }

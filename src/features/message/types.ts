// App-side shapes of the message centre and the IM protocol (jnpf-api.md §7, §8). Field names are JNPF's.

/** GET /api/message/imreply row: one conversation; `id` is the other user's id */
export interface ImReply {
  id: string
  realName?: string
  headIcon?: string
  account?: string
  latestMessage?: string | null
  latestDate?: number | null
  unreadMessage?: number | null
  messageType?: string | null
}

/** in-site message types: 1 notice, 2 flow, 3 system, 4 schedule */
export type NoticeType = 1 | 2 | 3 | 4

/** GET /api/message row (MessageInfoVO) */
export interface NoticeItem {
  id: string
  title: string
  type: number
  isRead: number
  flowType?: number
  releaseTime?: number | null
  releaseUser?: string
  creatorUser?: string
  lastModifyTime?: number | null
  excerpt?: string | null
}

/** GET /api/message/ReadInfo/{id} (NoticeInfoVO) */
export interface NoticeInfo {
  id: string
  title: string
  bodyText?: string | null
  creatorUser?: string
  releaseUser?: string
  releaseTime?: number | null
  lastModifyTime?: number | null
  excerpt?: string | null
  /** not in NoticeInfoVO; JNPF servers that add it let the detail route workflow notices */
  type?: number
}

/** one stored chat message (ImContentEntity / MessageListVo) */
export interface ImContent {
  id: string
  sendUserId: string
  receiveUserId?: string
  sendTime: number
  receiveTime?: number | null
  content: string
  contentType: string
  enabledMark?: number
  state?: number
}

/** initMessage.unreadNums[] */
export interface UnreadNum {
  sendUserId?: string | null
  unreadNum?: number | null
  defaultMessage?: string | null
  defaultMessageType?: string | null
  defaultMessageTime?: number | null
}

export type ChatContentType = 'text' | 'image' | 'voice'

export interface ImageContent {
  path: string
  width?: number
  height?: number
}

export interface VoiceContent {
  path: string
  length?: number
}

export type SendState = 'sending' | 'sent' | 'failed'

/** a chat bubble as the screen shows it */
export interface ChatMessage {
  /** stable React key: the server id, or a local id while sending */
  key: string
  id?: string
  fromMe: boolean
  type: ChatContentType
  text?: string
  image?: ImageContent
  voice?: VoiceContent
  time: number
  state: SendState
  /** mine only: the other side has read it (ImContent enabledMark 1, jnpf-api.md §8 UpdateReadMessage) */
  read?: boolean
  /** upload progress of an image or voice, 0-100 */
  progress?: number
  /** what to resend on retry: the SendMessage content (text, or the JSON of an uploaded file) */
  payload?: string
  /** the picked or recorded file, kept so a failed upload can be retried */
  localPath?: string
}

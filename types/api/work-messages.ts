// Work messages (工作通知, issue 19): shared between the server (server/src/modules/work-messages) and the app
// (src/features/work-messages).

/** the modelId of a system message's RecordLinkBody about a work message: the app opens it */
export const WORK_MESSAGE_LINK_MODEL = 'workMessage'

/** how often the sender may remind those who have not read */
export const WORK_MESSAGE_REMIND_MINUTES = 30

export type WorkMessageImportance = 1 | 2 | 3
export const WORK_MESSAGE_IMPORTANCE_NAMES: Record<WorkMessageImportance, string> = { 1: '一般', 2: '重要', 3: '紧急' }

/** 收到的 (inbox) or 我发出的 (sent) */
export type WorkMessageBox = 'inbox' | 'sent'

export interface WorkMessageFile { name: string; url: string }

export interface WorkMessageCard {
  id: string
  title: string
  importance: WorkMessageImportance
  senderName: string
  sentAt: number
  targetText: string
  attachmentCount: number
  /** inbox: when I read it (null: unread) */
  readAt: number | null
  /** sent: recipients and how many have read */
  total: number
  read: number
}

export interface WorkMessagePerson { userId: string; name: string; organize: string; readAt: number | null }

export interface WorkMessageDetail extends WorkMessageCard {
  projectId: string
  content: string
  attachments: WorkMessageFile[]
  senderUserId: string
  /** true when I sent it: the figures and people below are filled */
  isSender: boolean
  unreadPeople: WorkMessagePerson[]
  readPeople: WorkMessagePerson[]
  lastRemindAt: number | null
  /** the earliest time the next reminder may be sent (null: now) */
  nextRemindAt: number | null
}

export interface WorkMessageTargets {
  users: Array<{ id: string; realName: string; organize: string }>
  roles: Array<{ id: string; fullName: string }>
  sections: Array<{ id: string; enCode: string; fullName: string }>
}

export interface WorkMessageForm {
  projectId: string
  title: string
  content: string
  importance: number
  attachments?: WorkMessageFile[]
  userIds?: string[]
  roleIds?: string[]
  contractIds?: string[]
}

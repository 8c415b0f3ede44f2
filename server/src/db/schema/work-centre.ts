// Work messages, schedule entries and work logs (migration 049).
export interface WorkMessageTable {
  id: string
  projectId: string
  title: string
  content: string
  importance: number
  attachments: string
  targetText: string
  senderUserId: string
  sentAt: number
  lastRemindAt: number | null
}

export interface WorkMessageReceiptTable {
  messageId: string
  userId: string
  receivedAt: number
  readAt: number | null
}

export interface ScheduleEntryTable {
  id: string
  userId: string
  title: string
  startAt: number
  endAt: number
  allDay: number
  place: string
  remindMinutes: number | null
  remindAt: number | null
  remindedAt: number | null
  notes: string
  createdAt: number
  updatedAt: number
}

export interface WorkLogTable {
  id: string
  userId: string
  projectId: string
  logDate: string
  weather: string
  done: string
  problems: string
  plan: string
  photos: string
  shared: number
  managerUserId: string
  createdAt: number
  updatedAt: number
}

export interface WorkLogCommentTable {
  id: string
  logId: string
  userId: string
  content: string
  createdAt: number
}

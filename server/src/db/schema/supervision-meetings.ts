// Supervision meetings (migration 051).
export interface SupervisionMeetingTable {
  id: string
  projectId: string
  contractIds: string
  meetingNo: string
  type: string
  subject: string
  meetingDate: string
  startTime: string
  place: string
  hostUserId: string
  organiserUserId: string
  agenda: string
  minutes: string
  photos: string
  state: string
  cancelReason: string
  creatorTime: number
  lastModifyTime: number
  heldTime: number | null
  publishedTime: number | null
}

export interface SupervisionMeetingAttendeeTable {
  meetingId: string
  userId: string
  sortCode: number
  signedAt: number | null
}

export interface SupervisionMeetingResolutionTable {
  id: string
  meetingId: string
  sortCode: number
  content: string
  ownerType: string
  ownerUserId: string
  contractId: string
  dueDate: string
  taskId: string
}

// Supervision meetings (监理例会 / 工地会议, issue 19): the organiser (a supervision engineer or a manager) calls a
// meeting of the project or of some sections (type, date and time, place, host, agenda, attendees); attendees sign
// in on their phone at the meeting (the time is kept; the host sees who has and has not signed in); after the
// meeting the host records the minutes, photos and resolutions (决议事项), each with an owner (a person or a
// section) and a due date; publishing the minutes turns every resolution into a task of the task centre.
// draft 待召开 → held 已召开（待发布纪要） → published 纪要已发布; draft → cancelled 已取消

export type MeetingState = 'draft' | 'held' | 'published' | 'cancelled'

export const MEETING_STATE_NAMES: Record<MeetingState, string> = {
  draft: '待召开', held: '待发布纪要', published: '纪要已发布', cancelled: '已取消'
}

export const MEETING_TYPES = [
  { value: 'first', label: '第一次工地会议' },
  { value: 'regular', label: '监理例会' },
  { value: 'special', label: '专题会议' }
] as const

export type MeetingType = (typeof MEETING_TYPES)[number]['value']

/** mine: meetings I attend, host or organise; organised: organised or hosted by me; all: the project's meetings I may read */
export type MeetingScope = 'mine' | 'organised' | 'all'

export type MeetingAction = 'edit' | 'editMinutes' | 'signIn' | 'hold' | 'publish' | 'cancel'

/** the modelId of a message's RecordLinkBody about a meeting: the app opens the meeting */
export const MEETING_LINK_MODEL = 'supervisionMeeting'

export interface MeetingFile { name: string; url: string }

export interface MeetingCard {
  id: string
  meetingNo: string
  type: MeetingType
  typeName: string
  subject: string
  meetingDate: string
  startTime: string
  place: string
  hostName: string
  /** 全线 or TJ-01、TJ-02 */
  scopeText: string
  state: MeetingState
  stateName: string
  attendeeCount: number
  signedCount: number
  /** whether the caller is among the attendees and has signed in */
  mine: { attendee: boolean; signedAt: number | null }
  creatorTime: number
}

export interface MeetingAttendee {
  userId: string
  realName: string
  organize: string
  signedAt: number | null
}

export interface MeetingResolution {
  id: string
  content: string
  ownerType: 'user' | 'section'
  ownerUserId: string
  contractId: string
  /** 张华 or TJ-01 钱江路桥 */
  ownerText: string
  dueDate: string
  /** the task it became once the minutes were published ('' before) */
  taskId: string
  taskBillNo: string
  taskStateName: string
}

export interface MeetingDetail extends MeetingCard {
  projectId: string
  contractIds: string[]
  hostUserId: string
  organiserUserId: string
  organiserName: string
  agenda: string[]
  minutes: string
  photos: MeetingFile[]
  attendees: MeetingAttendee[]
  resolutions: MeetingResolution[]
  cancelReason: string
  /** what the caller may do now */
  actions: MeetingAction[]
}

/** GET /api/supervision-meetings/options: whether the caller may call meetings, the people and sections of the project */
export interface MeetingOptions {
  mayOrganise: boolean
  users: { id: string; realName: string; organize: string }[]
  sections: { id: string; enCode: string; fullName: string }[]
}

/** POST /api/supervision-meetings (and PUT /:id while 待召开) */
export interface MeetingInput {
  projectId: string
  contractIds: string[]
  type: MeetingType
  subject: string
  meetingDate: string
  startTime: string
  place: string
  hostUserId: string
  agenda: string[]
  attendeeIds: string[]
}

export interface ResolutionInput {
  content: string
  ownerType: 'user' | 'section'
  ownerUserId?: string
  contractId?: string
  dueDate: string
}

/** PUT /api/supervision-meetings/:id/minutes (待召开 or 待发布纪要): the record of the meeting */
export interface MinutesInput {
  agenda?: string[]
  attendeeIds?: string[]
  minutes: string
  photos: MeetingFile[]
  resolutions: ResolutionInput[]
}

// The personal schedule (日程安排, issue 19): shared between server/src/modules/schedule and src/features/schedule.

/** the modelId of a reminder message's RecordLinkBody about a schedule entry: the app opens the entry */
export const SCHEDULE_LINK_MODEL = 'scheduleEntry'

/** remind before the start: none, 15 minutes, 1 hour, 1 day (minutes) */
export const SCHEDULE_REMIND_OPTIONS: Array<{ minutes: number | null; label: string }> = [
  { minutes: null, label: '不提醒' }, { minutes: 15, label: '提前15分钟' }, { minutes: 60, label: '提前1小时' }, { minutes: 1440, label: '提前1天' }
]

export interface ScheduleEntry {
  id: string
  title: string
  startAt: number
  endAt: number
  allDay: boolean
  place: string
  remindMinutes: number | null
  notes: string
}

/** one of my open tasks due on a day, shown read-only in the calendar */
export interface ScheduleTask { id: string; billNo: string; title: string; dueDate: string; stateName: string; projectName: string }

/** a meeting I attend, host or organise on a day, shown read-only in the calendar (opens the meeting) */
export interface ScheduleMeeting { id: string; meetingNo: string; subject: string; meetingDate: string; startTime: string; place: string; stateName: string }

export interface ScheduleMonth {
  /** yyyy-MM */
  month: string
  /** the days (yyyy-MM-dd, China time) that have an entry, a task due or a meeting */
  days: string[]
}

export interface ScheduleDay { day: string; entries: ScheduleEntry[]; tasks: ScheduleTask[]; meetings: ScheduleMeeting[] }

export interface ScheduleForm {
  title: string
  startAt: number
  endAt: number
  allDay?: boolean
  place?: string
  remindMinutes?: number | null
  notes?: string
}

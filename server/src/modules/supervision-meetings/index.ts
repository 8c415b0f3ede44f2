// Public surface of supervision meetings (监理例会 / 工地会议): their routes, who may read a meeting's photos, the
// meeting-day reminder job and my meetings of some days (the schedule shows them).
export { supervisionMeetingRoutes } from './routes'
export { mayReadMeeting } from './service'
export { meetingReminderJob, sendMeetingReminders, MEETING_REMINDER_JOB } from './reminders'
export { myMeetingsBetween } from './schedule-view'

// Public surface of the management staff register: its routes, and the clock-in reminders of the workers and staff
// expected on a section (a scheduler job).
export { attendanceManagerRoutes } from './routes'
export { CLOCK_IN_REMINDER_JOB, clockInReminderJob, sendClockInReminders } from './clock-in-reminders'

// Public surface of the personal schedule (日程安排): its routes, its reminder job, the repository the seed uses.
export { scheduleRoutes } from './routes'
export { scheduleReminderJob, sendScheduleReminders, SCHEDULE_REMINDER_JOB } from './reminders'
export { scheduleRepository } from './repository'

// Public surface of the task centre: its routes, its due-date reminder job, who may read a task's files, and the
// writer the demo seed uses.
export { taskRoutes } from './routes'
export { taskReminderJob, sendTaskReminders, TASK_REMINDER_JOB } from './reminders'
export { mayReadTaskItem } from './service'
export { taskRepository } from './repository'
export { holds, memberOf, requireProject, type Member } from './access'
// the checks of what a move accepts (texts, photos, dates), shared with the supervision orders
export { cleanFiles, parseFiles, text, today } from './input'

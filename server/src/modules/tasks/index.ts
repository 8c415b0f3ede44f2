// Public surface of the task centre: its routes, its due-date reminder job, who may read a task's files, the
// writer the demo seed uses, and the membership and input checks the other modules of the centre share.
export { taskRoutes } from './routes'
export { taskReminderJob, sendTaskReminders, TASK_REMINDER_JOB } from './reminders'
export { mayReadTaskItem, taskCards, taskOf, filterOf, type ListQuery } from './read-service'
export { checkAssignees, insertTask, announceTask, publishTask, type NewTask, type TaskHandOut } from './publish-service'
export { addSubmitGuard } from './move-service'
export { taskRepository, type TaskFilter } from './repository'
export { holds, memberOf, requireProject, mayRead, MANAGERS, PUBLISHERS, NO_TASK, SECTION_ACTORS, type Member } from './access'
// the checks of what a move accepts (texts, photos, dates), shared with the supervision orders and the work centre
export { cleanFiles, dueDateOf, parseFiles, text, today } from './input'

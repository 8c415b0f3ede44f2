// Public surface of supervision orders (监理指令): their routes, the deadline reminder job, and who may read an
// order's files.
export { supervisionOrderRoutes } from './routes'
export { orderReminderJob, sendOrderReminders, ORDER_REMINDER_JOB } from './reminders'
export { mayReadOrder } from './service'

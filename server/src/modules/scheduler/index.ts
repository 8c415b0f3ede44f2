// The scheduler's public surface: jobs run once per slot across instances (service.ts), installed with the app
// (install.ts), and the reminder jobs the catalogue declares (reminder-service.ts).
export type { Job, JobRun, Period, TickOutcome } from './types'
export { Scheduler, TICK_MS } from './service'
export { installScheduler } from './install'
export { reminderJobs, reminderJobName, sendReminders } from './reminder-service'
export { slotOf, chinaDay, dayText } from './period'
// for modules whose dated records are their own tables (the task centre): the same plan and once-only ledger
export { planFor, type ReminderRecord } from './reminder-plan'
export { schedulerRepository, sentKey } from './repository'
export { sendReminderOnce } from './send-once'

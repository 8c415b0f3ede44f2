// Due-date reminders of open tasks, on the scheduler's plan and once-only ledger like the catalogue's reminders
// (catalog/reminder-types.ts): whoever must act is reminded the day before and on the due date; once it has passed,
// daily for three days, and the publisher hears of it too. A task submitted for audit, finished or withdrawn needs
// no reminder. Each reminder's key goes into the ledger in the same transaction as its inbox rows; the live push
// follows the commit.
import { TASK_LINK_MODEL } from '@shared/api/tasks'
import type { CatalogReminder } from '../../catalog/reminder-types'
import type { TaskItemTable } from '../../db/schema'
import { planFor, schedulerRepository, sendReminderOnce, sentKey, type Job, type JobRun, type ReminderRecord } from '../scheduler'
import { taskRepository } from './repository'
import { acceptorsOf } from './notify'

const PAGE = 500

export const TASK_REMINDER: CatalogReminder = {
  id: 'task-due', name: '任务截止提醒', modelId: TASK_LINK_MODEL, dateField: 'dueDate', to: [], overdueTo: [{ creator: true }],
  before: [1], onDay: true, overdueTimes: 3,
  titles: {
    before: '任务将于{date}截止：{billNo} {title}',
    onDay: '任务今日截止：{billNo} {title}',
    overdue: '任务已逾期{days}天：{billNo} {title}'
  }
}

export const TASK_REMINDER_JOB = 'reminder:tasks:task-due'

const recordOf = (t: TaskItemTable): ReminderRecord => ({
  id: t.id, projectId: t.projectId, contractId: t.contractId, creatorUserId: t.publisherUserId, flowState: null, recordState: t.state,
  data: { dueDate: t.dueDate, title: t.title, billNo: t.billNo }
})

/** sends today's task reminders; answers how many tasks were reminded */
export async function sendTaskReminders(run: JobRun): Promise<number> {
  const { ctx } = run
  let sent = 0
  for (let after = ''; ;) {
    const page = await taskRepository.open(ctx.db, after, PAGE)
    if (page.length === 0) break
    after = page[page.length - 1].id
    const due = page.flatMap((t) => {
      const plan = planFor(TASK_REMINDER, recordOf(t), run.now)
      return plan ? [{ t, plan }] : []
    })
    const done = await schedulerRepository.sentKinds(ctx.db, run.job, due.map((d) => d.t.id))
    for (const { t, plan } of due) {
      if (done.has(sentKey(t.id, plan.kind, plan.dueDay))) continue
      const actors = t.handlerUserId ? [t.handlerUserId] : await acceptorsOf(ctx, t)
      const to = [...new Set([...actors, ...(plan.phase === 'overdue' ? [t.publisherUserId] : [])])]
      if (!(await sendReminderOnce(run, { recordId: t.id, kind: plan.kind, dueDay: plan.dueDay, title: plan.title, linkModel: TASK_LINK_MODEL, to }))) continue
      sent += 1
    }
    if (page.length < PAGE) break
  }
  return sent
}

export const taskReminderJob: Job = {
  name: TASK_REMINDER_JOB, period: { dailyAt: '08:00' }, leaseMs: 30 * 60_000, run: sendTaskReminders
}

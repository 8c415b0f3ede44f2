// Deadline reminders of open supervision orders, on the scheduler's plan and once-only ledger like the task
// reminders: the section's people hear the day before the deadline and on the day (while the order waits for their
// reply); once it has passed, daily for three days, to the section and the issuer (an order waiting for the issuer's
// verification past its deadline reminds the issuer only). A closed order needs none. Each reminder's key goes
// into the ledger in the same transaction as its inbox rows; the live push follows the commit.
import { ORDER_LINK_MODEL } from '@shared/api/supervision-orders'
import type { CatalogReminder } from '../../catalog/reminder-types'
import type { SupervisionOrderTable } from '../../db/schema'
import { planFor, schedulerRepository, sendReminderOnce, sentKey, type Job, type JobRun, type ReminderRecord } from '../scheduler'
import { repliersOf } from './notify'
import { orderRepository } from './repository'

const PAGE = 500

export const ORDER_REMINDER: CatalogReminder = {
  id: 'order-deadline', name: '监理指令整改期限提醒', modelId: ORDER_LINK_MODEL, dateField: 'deadline', to: [], overdueTo: [{ creator: true }],
  before: [1], onDay: true, overdueTimes: 3,
  titles: {
    before: '监理指令将于{date}到期：{orderNo} {subject}',
    onDay: '监理指令今日到期：{orderNo} {subject}',
    overdue: '监理指令已逾期{days}天未闭合：{orderNo} {subject}'
  }
}

export const ORDER_REMINDER_JOB = 'reminder:supervision-orders:deadline'

const recordOf = (o: SupervisionOrderTable): ReminderRecord => ({
  id: o.id, projectId: o.projectId, contractId: o.contractId, creatorUserId: o.issuerUserId, flowState: null, recordState: o.state,
  data: { deadline: o.deadline, subject: o.subject, orderNo: o.orderNo }
})

/** whom a reminder of the order goes to in its phase */
async function recipients(run: JobRun, o: SupervisionOrderTable, overdue: boolean): Promise<string[]> {
  const section = o.state === 'replied' ? [] : await repliersOf(run.ctx, o.contractId)
  const issuer = overdue || o.state === 'replied' ? [o.issuerUserId] : []
  return [...new Set([...section, ...issuer])]
}

/** sends today's order reminders; answers how many orders were reminded */
export async function sendOrderReminders(run: JobRun): Promise<number> {
  const { ctx } = run
  let sent = 0
  for (let after = ''; ;) {
    const page = await orderRepository.open(ctx.db, after, PAGE)
    if (page.length === 0) break
    after = page[page.length - 1].id
    const due = page.flatMap((o) => {
      const plan = planFor(ORDER_REMINDER, recordOf(o), run.now)
      return plan ? [{ o, plan }] : []
    })
    const done = await schedulerRepository.sentKinds(ctx.db, run.job, due.map((d) => d.o.id))
    for (const { o, plan } of due) {
      if (done.has(sentKey(o.id, plan.kind, plan.dueDay))) continue
      const to = await recipients(run, o, plan.phase === 'overdue')
      if (!(await sendReminderOnce(run, { recordId: o.id, kind: plan.kind, dueDay: plan.dueDay, title: plan.title, linkModel: ORDER_LINK_MODEL, to }))) continue
      sent += 1
    }
    if (page.length < PAGE) break
  }
  return sent
}

export const orderReminderJob: Job = {
  name: ORDER_REMINDER_JOB, period: { dailyAt: '08:00' }, leaseMs: 30 * 60_000, run: sendOrderReminders
}

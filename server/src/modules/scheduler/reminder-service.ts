// Reminder jobs: one daily job per catalogue declaration. A run walks the model's records, works out which reminder
// each is due for today, and sends the ones not sent yet. Each reminder's key goes into the ledger in the same
// transaction as its inbox rows, and the live push follows the commit: a crash at any point, a restart or a second
// instance can lose a push, never send a reminder twice.
import type { CatalogReminder } from '../../catalog/reminder-types'
import type { CatalogModule } from '../../catalog/types'
import { assertValidReminders } from '../../catalog/validate-reminders'
import type { MessageTable } from '../../db/schema'
import { pushMessages, storeMessages } from '../message'
import { Audience } from './reminder-audience'
import { reminderMessages, type ReminderModel } from './reminder-message'
import { planFor, type Plan, type ReminderRecord } from './reminder-plan'
import { reminderRepository } from './reminder-repository'
import { schedulerRepository, sentKey } from './repository'
import type { Job, JobRun } from './types'

const PAGE = 500

export const reminderJobName = (module: string, id: string) => `reminder:${module}:${id}`

async function send(run: JobRun, model: ReminderModel, rec: ReminderRecord, plan: Plan, to: string[]): Promise<boolean> {
  const { ctx } = run
  const messages = to.length ? await reminderMessages(ctx.db, model, rec, plan.title, to) : []
  const stored = await ctx.db.transaction().execute(async (trx): Promise<MessageTable[] | undefined> => {
    const fresh = await schedulerRepository.markSent(trx, {
      job: run.job, recordId: rec.id, kind: plan.kind, dueDay: plan.dueDay, recipients: to.length, sentAt: ctx.clock.now()
    })
    if (!fresh) return undefined
    const rows: MessageTable[] = []
    for (const m of messages) rows.push(...(await storeMessages({ db: trx, clock: ctx.clock }, m)))
    return rows
  })
  if (!stored) return false
  await pushMessages(ctx, stored)
  return true
}

/** sends today's reminders of one declaration; answers how many records were reminded */
export async function sendReminders(run: JobRun, r: CatalogReminder): Promise<number> {
  const { ctx } = run
  const audience = new Audience(ctx.db)
  const model = { id: r.modelId, fullName: await reminderRepository.modelName(ctx.db, r.modelId) }
  let sent = 0
  let failed = 0
  let lastError: unknown
  for (let after = ''; ;) {
    const page = await reminderRepository.records(ctx.db, r.modelId, after, PAGE)
    if (page.length === 0) break
    after = page[page.length - 1].id
    const due = page.flatMap((rec) => {
      const plan = planFor(r, rec, run.now)
      return plan ? [{ rec, plan }] : []
    })
    const done = await schedulerRepository.sentKinds(ctx.db, run.job, due.map((d) => d.rec.id))
    for (const { rec, plan } of due) {
      if (done.has(sentKey(rec.id, plan.kind, plan.dueDay))) continue
      try {
        if (await send(run, model, rec, plan, await audience.of(rec, plan.to))) sent += 1
      } catch (err) {
        // one bad record does not keep the others from their reminders; the run is still reported as failed
        failed += 1
        lastError = err
        ctx.log.warn({ err, job: run.job, recordId: rec.id }, 'reminder could not be sent')
      }
    }
    if (page.length < PAGE) break
  }
  if (failed) throw new Error(`${failed} reminder(s) could not be sent, ${sent} were: ${String(lastError)}`)
  return sent
}

/** the daily jobs of every module's reminder declarations (checked first: a broken one stops the start) */
export function reminderJobs(modules: CatalogModule[]): Job[] {
  assertValidReminders(modules)
  return modules.flatMap((m) => (m.reminders ?? []).map((r): Job => ({
    name: reminderJobName(m.code, r.id),
    period: { dailyAt: r.at ?? '08:00' },
    leaseMs: 30 * 60_000,
    run: (run) => sendReminders(run, r)
  })))
}

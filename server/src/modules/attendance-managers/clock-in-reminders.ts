// Clock-in reminders: a few minutes after a section's shift starts, everyone expected on it that day (a registered
// worker or a person of the management staff with an account, entered and not exited, on a day that is not one of
// the rule's rest days) who has not clocked in on it gets one reminder in the inbox and a live push. Once per person
// per day, through the scheduler's once-only ledger (a rerun, a restart or a second instance sends nothing more);
// nothing after the shift's end, so a server started in the evening does not remind anyone of the morning.
import { CLOCK_IN_LINK_MODEL } from '@shared/api/attendance'
import { dayOfTime, hhmm, isRestDay, minuteOfDay, ruleOf } from '../attendance'
import { sendReminderOnce, type Job, type JobRun } from '../scheduler'
import { reminderRepository as repo } from './reminder-repository'

export const CLOCK_IN_REMINDER_JOB = 'attendance:clock-in-reminder'
/** minutes after the shift start the reminder goes */
export const REMIND_AFTER_MINUTES = 5

/** sends the reminders due now; answers how many people were reminded */
export async function sendClockInReminders(run: JobRun): Promise<number> {
  const { ctx, now } = run
  const day = dayOfTime(now)
  const minute = minuteOfDay(now)
  const expected = await repo.expected(ctx.db, day)
  if (expected.length === 0) return 0
  const punched = await repo.punched(ctx.db, day)
  const bySection = new Map<string, Set<string>>()
  for (const e of expected) {
    if (punched.has(`${e.contractId}/${e.userId}`)) continue
    bySection.set(e.contractId, (bySection.get(e.contractId) ?? new Set()).add(e.userId))
  }
  const names = new Map((await repo.contracts(ctx.db, [...bySection.keys()])).map((c) => [c.id, c]))
  let sent = 0
  for (const [contractId, users] of bySection) {
    const rule = await ruleOf(ctx, contractId)
    if (isRestDay(rule, day) || minute < hhmm(rule.workStart) + REMIND_AFTER_MINUTES || minute >= hhmm(rule.workEnd)) continue
    const section = names.get(contractId)
    const title = `考勤提醒：今天${rule.workStart}上班，您在${section?.enCode ?? section?.fullName ?? '本合同段'}还没有打卡`
    for (const userId of users) {
      // the ledger's record is the person: one reminder a day whatever sections he is on
      if (await sendReminderOnce(run, { recordId: userId, kind: 'clock-in', dueDay: day, title, linkModel: CLOCK_IN_LINK_MODEL, to: [userId] })) sent += 1
    }
  }
  return sent
}

export const clockInReminderJob: Job = {
  name: CLOCK_IN_REMINDER_JOB, period: { everyMs: 5 * 60_000 }, leaseMs: 10 * 60_000, run: sendClockInReminders
}

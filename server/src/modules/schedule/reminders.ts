// Schedule reminders: every few minutes the scheduler sends the reminders whose time has come (the entry's start less
// the minutes chosen) to the entry's owner, each once: the claim sets reminded_at in the same transaction as the
// inbox row, so two instances never both send it; the live push follows the commit. A reminder missed by more than
// a day (the server was down) is not sent late.
import { SCHEDULE_LINK_MODEL } from '@shared/api/schedule'
import type { RecordLinkBody } from '@shared/api/message'
import type { MessageTable } from '../../db/schema'
import { pushMessages, storeMessages } from '../message'
import type { Job, JobRun } from '../scheduler'
import { scheduleRepository } from './repository'

export const SCHEDULE_REMINDER_JOB = 'reminder:schedule'
const PAGE = 200
const LATE = 86_400_000

const pad = (n: number) => String(n).padStart(2, '0')
/** 11月27日 09:30 (China time), or 11月27日 全天 */
export function whenText(startAt: number, allDay: boolean): string {
  const d = new Date(startAt + 8 * 3_600_000)
  const day = `${d.getUTCMonth() + 1}月${d.getUTCDate()}日`
  return allDay ? `${day} 全天` : `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

export async function sendScheduleReminders(run: JobRun): Promise<number> {
  const { ctx } = run
  let sent = 0
  for (const e of await scheduleRepository.dueReminders(ctx.db, run.now, run.now - LATE, PAGE)) {
    const title = `日程提醒：${e.title}（${whenText(Number(e.startAt), Number(e.allDay) === 1)}${e.place ? `，${e.place}` : ''}）`
    const body: RecordLinkBody = { modelId: SCHEDULE_LINK_MODEL, id: e.id, content: e.notes || e.title }
    const stored = await ctx.db.transaction().execute(async (trx): Promise<MessageTable[] | undefined> => {
      if (!await scheduleRepository.claimReminder(trx, e.id, Number(e.remindAt), ctx.clock.now())) return undefined
      return storeMessages({ db: trx, clock: ctx.clock }, { toUserIds: [e.userId], type: 3, title, bodyText: JSON.stringify(body) })
    })
    if (!stored) continue
    await pushMessages(ctx, stored)
    sent += 1
  }
  return sent
}

export const scheduleReminderJob: Job = { name: SCHEDULE_REMINDER_JOB, period: { everyMs: 5 * 60_000 }, run: sendScheduleReminders }

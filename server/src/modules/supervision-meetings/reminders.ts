// Meeting reminders, on the scheduler's plan and once-only ledger like the order and task reminders: everyone
// called to a meeting still to be held (attendees, host, organiser) hears the day before and on the morning of the
// day, with the time and place. A held, published or cancelled meeting needs none. Each reminder's key goes into the
// ledger in the same transaction as its inbox rows; the live push follows the commit.
import { MEETING_LINK_MODEL } from '@shared/api/supervision-meetings'
import type { CatalogReminder } from '../../catalog/reminder-types'
import type { SupervisionMeetingTable } from '../../db/schema'
import { planFor, schedulerRepository, sendReminderOnce, sentKey, type Job, type JobRun, type ReminderRecord } from '../scheduler'
import { meetingRepository } from './repository'

const PAGE = 500

export const MEETING_REMINDER: CatalogReminder = {
  id: 'meeting-day', name: '会议召开提醒', modelId: MEETING_LINK_MODEL, dateField: 'meetingDate', to: [], before: [1], onDay: true,
  titles: {
    before: '明天{startTime}召开会议：{subject}（{place}），请准时参加并在现场签到',
    onDay: '今天{startTime}召开会议：{subject}（{place}），请准时参加并在现场签到'
  }
}

export const MEETING_REMINDER_JOB = 'reminder:supervision-meetings:day'

const recordOf = (m: SupervisionMeetingTable): ReminderRecord => ({
  id: m.id, projectId: m.projectId, contractId: '', creatorUserId: m.organiserUserId, flowState: null, recordState: m.state,
  data: { meetingDate: m.meetingDate, startTime: m.startTime, subject: m.subject, place: m.place }
})

/** sends today's meeting reminders; answers how many meetings were reminded */
export async function sendMeetingReminders(run: JobRun): Promise<number> {
  const { ctx } = run
  let sent = 0
  for (let after = ''; ;) {
    const page = await meetingRepository.toHold(ctx.db, after, PAGE)
    if (page.length === 0) break
    after = page[page.length - 1].id
    const due = page.flatMap((m) => {
      const plan = planFor(MEETING_REMINDER, recordOf(m), run.now)
      return plan ? [{ m, plan }] : []
    })
    const done = await schedulerRepository.sentKinds(ctx.db, run.job, due.map((d) => d.m.id))
    const attendees = await meetingRepository.attendees(ctx.db, due.map((d) => d.m.id))
    for (const { m, plan } of due) {
      if (done.has(sentKey(m.id, plan.kind, plan.dueDay))) continue
      const to = [...new Set([m.hostUserId, m.organiserUserId, ...(attendees.get(m.id) ?? []).map((a) => a.userId)])].filter(Boolean)
      if (!(await sendReminderOnce(run, { recordId: m.id, kind: plan.kind, dueDay: plan.dueDay, title: plan.title, linkModel: MEETING_LINK_MODEL, to }))) continue
      sent += 1
    }
    if (page.length < PAGE) break
  }
  return sent
}

// the morning before work starts on site: a meeting of the day is usually at 9:00 or later
export const meetingReminderJob: Job = {
  name: MEETING_REMINDER_JOB, period: { dailyAt: '07:30' }, leaseMs: 30 * 60_000, run: sendMeetingReminders
}

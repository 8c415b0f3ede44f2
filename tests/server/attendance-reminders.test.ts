// Clock-in reminders (attendance-managers/clock-in-reminders) with a controlled clock: a few minutes after a
// section's shift start, the registered workers and management staff with an account who are expected that day and
// have not clocked in get one reminder; nobody who clocked in, exited or is on a rest day; once per person per day
// however often the job runs; nothing after the shift's end; the next day reminds again.
// the app first: its modules import each other in the order the app loads them
import { createTestApp, dialects, type TestApp } from './helpers/app'
import type { RecordLinkBody } from '@shared/api/message'
import { CLOCK_IN_LINK_MODEL } from '@shared/api/attendance'
import { CLOCK_IN_REMINDER_JOB, clockInReminderJob, sendClockInReminders } from '../../server/src/modules/attendance-managers'
import { Scheduler } from '../../server/src/modules/scheduler'

const CN = 8 * 3_600_000
const DAY = 86_400_000
const HOUR = 3_600_000
const MIN = 60_000
/** China midnight of the real today: the demo seed is made for the real today */
const midnight = Math.floor((Date.now() + CN) / DAY) * DAY - CN
const dayText = (ms: number) => new Date(ms + CN).toISOString().slice(0, 10)

describe.each(dialects)('clock-in reminders on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect)
    // the demo's rules: 07:30 on every section; on 宁绩 Sunday is a rest day. Here TJ-03 of 杭金 rests today.
    await t.app.ctx.db.updateTable('attendanceRule').set({ restDays: String(new Date(midnight + CN).getUTCDay()) }).where('contractId', '=', 'ct-hj-tj03').execute()
    // yangshan clocked in at 07:05
    await t.app.ctx.db.insertInto('attendancePunch').values({
      id: `rem-punch-${dialect}`, projectId: 'proj-hj', contractId: 'ct-hj-tj01', userId: 'u-yangshan', workerId: '', kind: 'in', punchTime: midnight + 7 * HOUR + 5 * MIN,
      punchDay: dayText(midnight), longitude: 120.1, latitude: 30.1, accuracy: 10, fenceId: '', distance: 0, field: 0, photos: '[]', reason: '', address: '',
      requestKey: `rem-${dialect}`, creatorTime: midnight + 7 * HOUR
    }).execute()
  }, 120_000)
  afterAll(async () => { await t.close() })

  const reminders = async (userId: string) => (await t.app.ctx.db.selectFrom('baseMessage').selectAll().where('userId', '=', userId).execute())
    .filter((m) => (JSON.parse(m.bodyText || '{}') as RecordLinkBody).modelId === CLOCK_IN_LINK_MODEL)
  const tick = async (at: number) => {
    t.clock.t = at
    const s = new Scheduler(t.app.ctx)
    s.register(clockInReminderJob)
    return (await s.tick())[CLOCK_IN_REMINDER_JOB]
  }

  test('before the shift start plus five minutes nobody is reminded', async () => {
    expect(await tick(midnight + 7 * HOUR + 34 * MIN)).toBe('ran')
    expect(await reminders('u-chengang')).toHaveLength(0)
  })

  test('after it: the expected who have not clocked in, once; not who clocked in, exited or rests', async () => {
    expect(await tick(midnight + 7 * HOUR + 36 * MIN)).toBe('ran')
    // a foreman (worker registry: no; staff register: 施工员), a project manager and a registered labourer of TJ-02
    for (const u of ['u-chengang', 'u-zhanghua', 'u-lijun', 'u-wangfang', 'u-caoyong', 'u-jiangtao']) {
      const mine = await reminders(u)
      expect(mine).toHaveLength(1)
      expect(mine[0].title).toMatch(/^考勤提醒：今天07:30上班，您在TJ-0[12]还没有打卡$/)
    }
    expect(await reminders('u-yangshan')).toHaveLength(0) // clocked in
    expect(await reminders('u-wudawei')).toHaveLength(0) // exited last month, account disabled
    expect(await reminders('u-hanlei')).toHaveLength(0) // TJ-03 rests today
    expect(await reminders('u-huangwei')).toHaveLength(0) // the project's manager is on no section's register
    // the job again (a later slot, a restart, another instance): nothing more
    expect(await tick(midnight + 7 * HOUR + 45 * MIN)).toBe('ran')
    expect(await sendClockInReminders({ ctx: t.app.ctx, job: CLOCK_IN_REMINDER_JOB, slot: 0, now: midnight + 8 * HOUR })).toBe(0)
    expect(await reminders('u-chengang')).toHaveLength(1)
  })

  test('after the shift end nobody is reminded; the next day the ones who have not clocked in are reminded again', async () => {
    const before = (await reminders('u-zhengkai')).length
    await t.app.ctx.db.deleteFrom('schedulerSent').where('job', '=', CLOCK_IN_REMINDER_JOB).where('recordId', '=', 'u-zhengkai').execute()
    expect(await sendClockInReminders({ ctx: t.app.ctx, job: CLOCK_IN_REMINDER_JOB, slot: 0, now: midnight + 18 * HOUR })).toBe(0)
    expect(await reminders('u-zhengkai')).toHaveLength(before)
    expect(await tick(midnight + DAY + 7 * HOUR + 40 * MIN)).toBe('ran')
    expect(await reminders('u-chengang')).toHaveLength(2)
    expect(await reminders('u-yangshan')).toHaveLength(1)
    t.clock.t = Date.now()
  })
})

// The personal schedule (日程安排, issue 19): my entries and my open tasks of the project by China day (month dots,
// the day's list); only the owner reads, changes or deletes an entry; an all-day entry covers its days whole; the
// reminder job tells the owner once at the remind time, never a reminder whose time passed before it was set, and
// another person's tasks or another project's never show; bad input is a 400.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { SCHEDULE_REMINDER_JOB, sendScheduleReminders } from '../../server/src/modules/schedule'

const S = '/H5Api/api/schedule'
const HOUR = 3_600_000
const DAY = 24 * HOUR
const dayText = (ms: number) => new Date(ms + 8 * HOUR).toISOString().slice(0, 10)
/** hh:mm China time, `days` from the clock's day */
const chinaAt = (now: number, days: number, hh: number) => Date.parse(`${dayText(now + days * DAY)}T${String(hh).padStart(2, '0')}:00:00+08:00`)

describe.each(dialects)('schedule (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const run = () => sendScheduleReminders({ ctx: t.app.ctx, job: SCHEDULE_REMINDER_JOB, slot: 0, now: t.clock.now() })
  const remindersOf = async (user: string) => (await t.app.ctx.db.selectFrom('baseMessage').selectAll().where('userId', '=', user).execute())
    .filter((m) => m.title.startsWith('日程提醒：'))

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['chengang', 'zhanghua', 'huangwei', 'yuanhao']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  const entry = (over: Record<string, unknown> = {}) => ({
    title: '钢筋进场验收', startAt: chinaAt(t.clock.now(), 1, 9), endAt: chinaAt(t.clock.now(), 1, 10), place: '钢筋加工场', remindMinutes: 15, notes: '', ...over
  })

  test('the month has dots on the days with my entries or tasks; the day lists both, tasks read-only', async () => {
    const now = t.clock.now()
    const month = dayText(now).slice(0, 7)
    const m = (await get(t, `${S}/month?month=${month}&projectId=proj-hj`, tok.chengang)).data
    if (dayText(now + DAY).startsWith(month)) expect(m.days).toContain(dayText(now + DAY))
    expect(m.days).toContain(dayText(now))
    const today = (await get(t, `${S}/day?date=${dayText(now)}&projectId=proj-hj`, tok.chengang)).data
    expect(today.entries.map((e: { title: string }) => e.title)).toEqual(['3#盖梁钢筋隐蔽验收'])
    // my open tasks of the project by due date (the task centre's demo), each with its bill number
    const due = (await get(t, `${S}/month?month=${month}&projectId=proj-hj`, tok.chengang)).data.days as string[]
    const taskDays = await t.app.ctx.db.selectFrom('taskItem').select(['dueDate', 'handlerUserId', 'state', 'projectId']).where('handlerUserId', '=', 'u-chengang')
      .where('state', 'in', ['doing', 'returned']).execute()
    for (const d of taskDays.filter((x) => x.dueDate.startsWith(month))) expect(due).toContain(d.dueDate)
    if (taskDays[0]) {
      const day = (await get(t, `${S}/day?date=${taskDays[0].dueDate}&projectId=proj-hj`, tok.chengang)).data
      expect(day.tasks.length).toBeGreaterThan(0)
      expect(day.tasks[0]).toEqual(expect.objectContaining({ billNo: expect.stringMatching(/^RW/), stateName: expect.any(String) }))
      // another project's member asking with 杭金 is refused; without a project he sees no tasks
      expect((await get(t, `${S}/day?date=${taskDays[0].dueDate}&projectId=proj-hj`, tok.yuanhao)).code).toBe(400)
      expect((await get(t, `${S}/day?date=${taskDays[0].dueDate}`, tok.chengang)).data.tasks).toEqual([])
    }
    // 张华 sees none of 陈刚's entries
    expect((await get(t, `${S}/day?date=${dayText(now)}&projectId=proj-hj`, tok.zhanghua)).data.entries.map((e: { title: string }) => e.title)).not.toContain('3#盖梁钢筋隐蔽验收')
  })

  test('create, change and delete my own entry; nobody else reads or touches it', async () => {
    const r = await send(t, 'POST', `${S}/entries`, entry(), tok.chengang)
    expect(r.code).toBe(200)
    const id = r.data.id as string
    expect((await get(t, `${S}/entries/${id}`, tok.chengang)).data).toMatchObject({ title: '钢筋进场验收', remindMinutes: 15, allDay: false })
    for (const [method, body] of [['PUT', entry({ title: '改' })], ['DELETE', undefined]] as const) {
      expect((await send(t, method, `${S}/entries/${id}`, body, tok.zhanghua))).toMatchObject({ code: 400, msg: '日程不存在或您无权访问' })
    }
    expect((await get(t, `${S}/entries/${id}`, tok.zhanghua)).msg).toBe('日程不存在或您无权访问')
    const all = await send(t, 'PUT', `${S}/entries/${id}`, entry({ allDay: true, endAt: chinaAt(t.clock.now(), 2, 9) }), tok.chengang)
    expect(all.code).toBe(200)
    // an all-day entry runs from the first day's midnight to the last day's end, China time
    expect(all.data.startAt).toBe(Date.parse(`${dayText(t.clock.now() + DAY)}T00:00:00+08:00`))
    expect(all.data.endAt).toBe(Date.parse(`${dayText(t.clock.now() + 3 * DAY)}T00:00:00+08:00`) - 1)
    const day2 = (await get(t, `${S}/day?date=${dayText(t.clock.now() + 2 * DAY)}`, tok.chengang)).data
    expect(day2.entries.map((e: { id: string }) => e.id)).toContain(id)
    expect((await send(t, 'DELETE', `${S}/entries/${id}`, undefined, tok.chengang)).code).toBe(200)
    expect((await get(t, `${S}/entries/${id}`, tok.chengang)).code).toBe(400)
  })

  test('the reminder goes to the owner once at its time; a passed time sends nothing', async () => {
    const start = t.clock.now()
    const id = (await send(t, 'POST', `${S}/entries`, entry({ title: '桥梁荷载试验协调会', startAt: start + 2 * HOUR, endAt: start + 3 * HOUR, remindMinutes: 60 }), tok.huangwei)).data.id
    const late = (await send(t, 'POST', `${S}/entries`, entry({ title: '已过提醒时间', startAt: start + 10 * 60_000, endAt: start + HOUR, remindMinutes: 60 }), tok.huangwei)).data.id
    expect(id && late).toBeTruthy()
    // (the demo's own entries of 黄伟 may come due as the clock moves: the reminders are told apart by their entry)
    const of = async (entryId: string) => (await remindersOf('u-huangwei')).filter((m) => JSON.parse(m.bodyText).id === entryId)
    await run()
    expect((await of(id)).length).toBe(0)
    t.clock.t = start + HOUR + 60_000
    await run()
    await run()
    expect((await of(late)).length).toBe(0)
    const sent = await of(id)
    expect(sent.map((m) => m.title)).toEqual([expect.stringMatching(/^日程提醒：桥梁荷载试验协调会（\d+月\d+日 \d\d:\d\d，钢筋加工场）$/)])
    expect(JSON.parse(sent[0].bodyText)).toMatchObject({ modelId: 'scheduleEntry', id })
    // a changed time arms the reminder again
    await send(t, 'PUT', `${S}/entries/${id}`, entry({ title: '桥梁荷载试验协调会', startAt: start + 5 * HOUR, endAt: start + 6 * HOUR, remindMinutes: 15 }), tok.huangwei)
    t.clock.t = start + 5 * HOUR - 10 * 60_000
    await run()
    expect((await of(id)).length).toBe(2)
    t.clock.t = Date.now()
  })

  test('bad input is a 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, '请填写日程标题'],
      [{ startAt: 'x' }, '请选择开始时间'],
      [{ endAt: chinaAt(t.clock.now(), 1, 8) }, '结束时间不能早于开始时间'],
      [{ endAt: chinaAt(t.clock.now(), 40, 8) }, '日程时长不能超过31天'],
      [{ remindMinutes: 7 }, '提醒时间不正确'],
      [{ allDay: 'yes' }, '全天格式不正确'],
      [{ place: 'x'.repeat(101) }, '地点不能超过100个字']
    ]
    for (const [over, msg] of cases) expect(await send(t, 'POST', `${S}/entries`, entry(over), tok.chengang)).toMatchObject({ code: 400, msg })
    expect((await get(t, `${S}/month?month=2026-13`, tok.chengang)).msg).toBe('月份格式不正确（yyyy-MM）')
    expect((await get(t, `${S}/day?date=2026-02-30`, tok.chengang)).msg).toBe('日期格式不正确（yyyy-MM-dd）')
  })
})

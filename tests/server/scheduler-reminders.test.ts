// Reminder jobs from the catalogue's declarations, run by the scheduler on the demo group's records: due, overdue
// and expiry reminders reach the declared people who may see the record (its project, and its section), with the
// declared text, once; a restart or a crash after sending never sends again. A record bound to a flow gets a flow
// message that opens its flow (the to-do for whoever holds it); other records a system message naming the record.
import type { FlowContModel } from '../../types/api/workflow'
import type { RecordLinkBody } from '../../types/api/message'
import { catalogueModules } from '../../server/src/catalog/modules'
import type { CatalogReminder } from '../../server/src/catalog/reminder-types'
import type { CatalogModule } from '../../server/src/catalog/types'
import { assertValidReminders } from '../../server/src/catalog/validate-reminders'
import type { MessageTable } from '../../server/src/db/schema'
import { reminderJobName, reminderJobs, Scheduler } from '../../server/src/modules/scheduler'
import { createTestApp, dialects, get, login, type TestApp } from './helpers/app'
import { listen, TestSocket } from './socket-client'

/** a China-time moment */
const cn = (s: string) => Date.parse(`${s.replace(' ', 'T')}:00+08:00`)

const INSTRUMENTS = reminderJobName('laboratory', 'instrument-calibration')
const HAZARDS = reminderJobName('safety', 'hazard-deadline')
const PLANS = reminderJobName('progress', 'monthly-plan-close')
const jobs = reminderJobs(catalogueModules())

type Line = [userId: string, type: number, title: string]
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

describe.each(dialects)('reminders on %s', (dialect) => {
  let t: TestApp

  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })

  const db = () => t.app.ctx.db
  const schedulerOf = (name: string) => {
    const s = new Scheduler(t.app.ctx)
    s.register(jobs.find((j) => j.name === name) as (typeof jobs)[number])
    return s
  }

  /** the inbox rows a step created, ordered by recipient and title */
  async function created(step: () => Promise<unknown>): Promise<MessageTable[]> {
    const before = new Set((await db().selectFrom('baseMessage').select('id').execute()).map((r) => r.id))
    await step()
    const rows = (await db().selectFrom('baseMessage').selectAll().execute()).filter((r) => !before.has(r.id))
    return rows.sort((a, b) => cmp(a.userId, b.userId) || cmp(a.title, b.title))
  }
  const lines = (rows: MessageTable[]): Line[] => rows.map((r) => [r.userId, Number(r.type), r.title])

  /** runs one job at a China-time moment as a freshly started instance would */
  async function runAt(name: string, when: string, s = schedulerOf(name)): Promise<MessageTable[]> {
    t.clock.t = cn(when)
    return created(async () => expect((await s.tick())[name]).toBe('ran'))
  }

  test('instrument calibration: 30 and 7 days before, on the day, then 3 days overdue with the lab technicians; sealed or withdrawn instruments get nothing', async () => {
    // SY-004 (valid until 03-09) enters the 30-day window; SY-003 of 宁绩 expires on 02-17 but is withdrawn (red)
    expect(lines(await runAt(INSTRUMENTS, '2026-02-10 08:00'))).toEqual([
      ['u-luxiaodong', 3, '仪器检定即将到期：SY-004 沥青针入度仪，有效期至2026-03-09，还有27天']
    ])
    const week = await runAt(INSTRUMENTS, '2026-04-08 08:00')
    expect(lines(week)).toEqual([['u-dengli', 3, '仪器检定即将到期：SY-002 全自动压力试验机，有效期至2026-04-15，还有7天']])
    const body = JSON.parse(week[0].bodyText) as RecordLinkBody
    expect(body).toEqual({ modelId: 'vm-instrument-ledger', id: 'rec-il-hj-002', content: `${week[0].title}\n（仪器设备检定台账）` })
    expect(await runAt(INSTRUMENTS, '2026-04-09 08:00')).toEqual([])
    expect(lines(await runAt(INSTRUMENTS, '2026-04-15 08:00'))).toEqual([['u-dengli', 3, '仪器检定今日到期：SY-002 全自动压力试验机，请及时送检']])
    // the keeper (and creator) 邓丽, and the lab technicians who may see 杭金 SY-01: not 宁绩's 段梅
    const overdue = '仪器检定已过期1天：SY-002 全自动压力试验机（有效期至2026-04-15），请停止使用'
    expect(lines(await runAt(INSTRUMENTS, '2026-04-16 08:00'))).toEqual([
      ['u-dengli', 3, overdue], ['u-luxiaodong', 3, overdue], ['u-zhouqiang', 3, overdue]
    ])
    expect(lines(await runAt(INSTRUMENTS, '2026-04-18 08:00')).map(([u, , title]) => [u, title.slice(0, 10)])).toEqual([
      ['u-dengli', '仪器检定已过期3天：'], ['u-luxiaodong', '仪器检定已过期3天：'], ['u-zhouqiang', '仪器检定已过期3天：']
    ])
    expect(await runAt(INSTRUMENTS, '2026-04-19 08:00')).toEqual([])
    // sealed: no reminder even on the day
    await db().updateTable('visualdevRecord').set({ data: (await recordData('rec-il-hj-004', { inUse: 0 })) }).where('id', '=', 'rec-il-hj-004').execute()
    expect(await runAt(INSTRUMENTS, '2026-09-21 08:00')).toEqual([])
  })

  async function recordData(id: string, patch: Record<string, unknown>): Promise<string> {
    const row = await db().selectFrom('visualdevRecord').select('data').where('id', '=', id).executeTakeFirstOrThrow()
    return JSON.stringify({ ...JSON.parse(row.data), ...patch })
  }

  test('only people who may see the record hear about it: its project, its section, enabled accounts', async () => {
    const instrument = (id: string, projectId: string, contractId: string, creator: string, keeper: string) => ({
      id, modelId: 'vm-instrument-ledger', projectId, contractId, creatorUserId: creator, creatorTime: cn('2026-06-01 09:00'),
      lastModifyUserId: '', lastModifyTime: null, flowState: null, searchText: '',
      data: JSON.stringify({ manageNo: id.slice(-6).toUpperCase(), instrumentName: '电子天平', validUntil: cn('2026-06-30 00:00'), statusMark: 'green', inUse: 1, keeper })
    })
    await db().insertInto('visualdevRecord').values([
      // 邓丽 works in SY-01 only, not in TJ-01
      instrument('rec-scope-tj-001', 'proj-hj', 'ct-hj-tj01', 'u-dengli', 'u-luxiaodong'),
      // 卢晓东 is not in 宁绩 at all
      instrument('rec-scope-nj-001', 'proj-nj', 'ct-nj-tj01', 'u-duanmei', 'u-luxiaodong'),
      // 吴大伟's account is disabled
      instrument('rec-scope-tj-002', 'proj-hj', 'ct-hj-tj01', 'u-wudawei', 'u-wudawei')
    ]).execute()
    const week = await runAt(INSTRUMENTS, '2026-06-23 08:00')
    expect(week.map((r) => [r.userId, (JSON.parse(r.bodyText) as RecordLinkBody).id])).toEqual([
      ['u-duanmei', 'rec-scope-nj-001'], ['u-luxiaodong', 'rec-scope-tj-001']
    ])
    // nobody to tell is still a reminder handled: it is not looked at again
    const keys = await db().selectFrom('schedulerSent').select(['recordId', 'kind', 'dueDay', 'recipients']).where('job', '=', INSTRUMENTS)
      .where('recordId', 'like', 'rec-scope-%').orderBy('recordId').execute()
    expect(keys.map((k) => [k.recordId, k.kind, k.dueDay, Number(k.recipients)])).toEqual([
      ['rec-scope-nj-001', 'before:7', '2026-06-30', 1], ['rec-scope-tj-001', 'before:7', '2026-06-30', 1], ['rec-scope-tj-002', 'before:7', '2026-06-30', 0]
    ])
    const overdue = await runAt(INSTRUMENTS, '2026-07-01 08:00')
    // overdue, the lab technicians who may see each record hear too: 卢晓东 and 周强 for TJ-01, 段梅 and 周强 for 宁绩
    expect(overdue.map((r) => [r.userId, (JSON.parse(r.bodyText) as RecordLinkBody).id])).toEqual([
      ['u-duanmei', 'rec-scope-nj-001'], ['u-luxiaodong', 'rec-scope-tj-001'], ['u-luxiaodong', 'rec-scope-tj-002'],
      ['u-zhouqiang', 'rec-scope-nj-001'], ['u-zhouqiang', 'rec-scope-tj-001'], ['u-zhouqiang', 'rec-scope-tj-002']
    ])
  })

  test('hazard deadlines: flow messages that open the to-do for whoever holds it; overdue ones reach the filer and the section\'s safety officers', async () => {
    const entry = await db().selectFrom('flowTaskOperator').select(['id', 'taskNodeId']).where('taskId', '=', 'rec-hz-hj-004')
      .where('handleId', '=', 'u-chengang').where('completion', '=', 0).where('state', '=', 0).executeTakeFirstOrThrow()
    const task = await db().selectFrom('flowTask').selectAll().where('id', '=', 'rec-hz-hj-004').executeTakeFirstOrThrow()
    // rectified (002, 003) or approved (001) hazards are done: the 03-05 deadline of 001 passes without a word
    expect(await runAt(HAZARDS, '2026-03-05 08:00')).toEqual([])
    const eve = await runAt(HAZARDS, '2026-03-07 08:00')
    expect(lines(eve)).toEqual([['u-chengang', 2, '隐患整改期限将至：YH-TJ01-2026-036 T梁预制场龙门吊轨道端部止挡松动，请于2026-03-08前完成整改']])
    expect(JSON.parse(eve[0].bodyText) as FlowContModel).toEqual({
      type: 2, enCode: task.flowCode, flowId: task.flowId, formType: 2, processId: 'rec-hz-hj-004', status: 1,
      taskOperatorId: entry.id, taskNodeId: entry.taskNodeId
    })
    expect(Number(eve[0].flowType)).toBe(1)

    const late = await runAt(HAZARDS, '2026-03-09 08:00')
    const overdue = '隐患整改已逾期1天：YH-TJ01-2026-036 T梁预制场龙门吊轨道端部止挡松动'
    // not 冯雪 (safety officer of TJ-02) nor 潘悦 (宁绩): the hazard is filed under TJ-01
    expect(lines(late)).toEqual([
      ['u-chengang', 2, '隐患整改今日到期：YH-HJ-2026-015 2号拌和站料仓爬梯护笼缺失'], ['u-chengang', 2, overdue],
      ['u-hexiaoyan', 2, overdue], ['u-wangfang', 2, overdue], ['u-zhaomin', 2, overdue]
    ])
    const kinds = late.map((r) => { const b = JSON.parse(r.bodyText) as FlowContModel; return [r.userId, b.processId, b.type] })
    expect(kinds).toEqual([
      ['u-chengang', 'rec-hz-hj-005', 3], ['u-chengang', 'rec-hz-hj-004', 2],
      ['u-hexiaoyan', 'rec-hz-hj-004', 3], ['u-wangfang', 'rec-hz-hj-004', task.creatorUserId === 'u-wangfang' ? 1 : 3], ['u-zhaomin', 'rec-hz-hj-004', 3]
    ])
    // once the rectification is recorded, the daily overdue reminders stop
    await db().updateTable('visualdevRecord').set({ data: await recordData('rec-hz-hj-004', { completeDate: cn('2026-03-09 16:00') }) })
      .where('id', '=', 'rec-hz-hj-004').execute()
    const next = '隐患整改已逾期1天：YH-HJ-2026-015 2号拌和站料仓爬梯护笼缺失'
    expect(lines(await runAt(HAZARDS, '2026-03-10 08:00'))).toEqual([
      ['u-chengang', 2, next], ['u-hexiaoyan', 2, next], ['u-wangfang', 2, next], ['u-zhaomin', 2, next]
    ])
  })

  test('monthly plans: the planner hears three days before the month ends', async () => {
    const plans = await db().selectFrom('visualdevRecord').select(['data']).where('modelId', '=', 'vm-monthly-plan').execute()
    const march = plans.map((p) => JSON.parse(p.data) as { planName: string; planMonth: number; planner: string })
      .filter((p) => p.planMonth === cn('2026-03-01 00:00'))
    expect(march.length).toBeGreaterThan(1)
    const expected = march.map((p): Line => [p.planner, 3, `月度施工计划将于2026-03-31结束：${p.planName}，请统计本月完成情况并编制下月计划`])
    expect(lines(await runAt(PLANS, '2026-03-28 08:00'))).toEqual(expected.sort((a, b) => cmp(a[0], b[0]) || cmp(a[2], b[2])))
  })

  test('a restart, a second instance or a crash after sending never sends a reminder twice', async () => {
    await db().insertInto('visualdevRecord').values({
      id: 'rec-once-001', modelId: 'vm-instrument-ledger', projectId: 'proj-hj', contractId: 'ct-hj-sy01', creatorUserId: 'u-dengli',
      creatorTime: cn('2026-08-01 09:00'), lastModifyUserId: '', lastModifyTime: null, flowState: null, searchText: '',
      data: JSON.stringify({ manageNo: 'SY-090', instrumentName: '恒温水浴', validUntil: cn('2026-08-20 00:00'), statusMark: 'green', inUse: 1, keeper: 'u-dengli' })
    }).execute()
    expect(lines(await runAt(INSTRUMENTS, '2026-08-13 08:00')).map(([u]) => u)).toEqual(['u-dengli'])
    // restarted later that day: the slot ran
    t.clock.t = cn('2026-08-13 11:00')
    const restarted = schedulerOf(INSTRUMENTS)
    expect(await created(async () => expect((await restarted.tick())[INSTRUMENTS]).toBe('skipped'))).toEqual([])
    // the instance crashed after its messages were stored, before the run was finished: the slot is taken over once
    // its lease runs out, and the run sends nothing again
    await db().updateTable('schedulerRun').set({ status: 'running', instanceId: 'crashed', finishedAt: null })
      .where('job', '=', INSTRUMENTS).where('slot', '=', cn('2026-08-13 08:00')).execute()
    t.clock.t = cn('2026-08-13 09:00')
    expect(await created(async () => expect((await schedulerOf(INSTRUMENTS).tick())[INSTRUMENTS]).toBe('ran'))).toEqual([])
    // even with the run ledger gone, the reminder's own key holds
    await db().deleteFrom('schedulerRun').where('job', '=', INSTRUMENTS).execute()
    expect(await created(async () => expect((await schedulerOf(INSTRUMENTS).tick())[INSTRUMENTS]).toBe('ran'))).toEqual([])
    // a second instance at the same time
    await db().deleteFrom('schedulerRun').where('job', '=', INSTRUMENTS).execute()
    expect(await created(() => Promise.all([schedulerOf(INSTRUMENTS).tick(), schedulerOf(INSTRUMENTS).tick()]))).toEqual([])
  })

  test('a reminder is pushed live and opens from the inbox', async () => {
    // signed in shortly before the run: a session from an earlier (fake) day would have expired
    t.clock.t = cn('2026-10-15 07:50')
    const base = await listen(t)
    const token = await login(t, 'dengli')
    const socket = await TestSocket.connect(base, token)
    await db().insertInto('visualdevRecord').values({
      id: 'rec-push-001', modelId: 'vm-instrument-ledger', projectId: 'proj-hj', contractId: 'ct-hj-sy01', creatorUserId: 'u-dengli',
      creatorTime: cn('2026-10-01 09:00'), lastModifyUserId: '', lastModifyTime: null, flowState: null, searchText: '',
      data: JSON.stringify({ manageNo: 'SY-091', instrumentName: '数显卡尺', validUntil: cn('2026-10-15 00:00'), statusMark: 'green', inUse: 1, keeper: 'u-dengli' })
    }).execute()
    const [row] = await runAt(INSTRUMENTS, '2026-10-15 08:00')
    expect(await socket.s.next('messagePush')).toMatchObject({ messageType: 3, toUserId: 'u-dengli', title: '仪器检定今日到期：SY-091 数显卡尺，请及时送检', id: row.id })
    socket.s.close()
    const list = await get(t, '/H5Api/api/message?type=3&keyword=SY-091&currentPage=1&pageSize=5', token)
    expect(list.data.list[0]).toMatchObject({ id: row.id, title: row.title, type: 3, isRead: 0 })
    const info = await get(t, `/H5Api/api/message/ReadInfo/${row.id}`, token)
    expect(JSON.parse(info.data.bodyText)).toEqual({ modelId: 'vm-instrument-ledger', id: 'rec-push-001', content: `${row.title}\n（仪器设备检定台账）` })
  })
})

describe('reminder declarations', () => {
  const lab = catalogueModules().find((m) => m.code === 'laboratory') as CatalogModule
  const base = lab.reminders?.[0] as CatalogReminder
  const withReminder = (patch: Partial<CatalogReminder>): CatalogModule[] => [{ ...lab, reminders: [{ ...base, ...patch }] }]

  test('the catalogue declares the instrument, hazard and monthly plan reminders, all valid', () => {
    expect(() => assertValidReminders(catalogueModules())).not.toThrow()
    expect(jobs.map((j) => [j.name, j.period])).toEqual(expect.arrayContaining([
      [INSTRUMENTS, { dailyAt: '08:00' }], [HAZARDS, { dailyAt: '08:00' }], [PLANS, { dailyAt: '08:00' }]
    ]))
  })

  test('a declaration that does not fit its model stops the start with the module and reminder named', () => {
    expect(() => assertValidReminders(withReminder({ modelId: 'vm-hazard-rectify' }))).toThrow(/laboratory 的提醒 instrument-calibration：模型 vm-hazard-rectify 不属于该模块/)
    expect(() => assertValidReminders(withReminder({ dateField: 'nowhere' }))).toThrow(/没有字段 nowhere/)
    expect(() => assertValidReminders(withReminder({ dateField: 'manageNo' }))).toThrow(/字段 manageNo 的类型 input/)
    expect(() => assertValidReminders(withReminder({ dateUnit: 'month' }))).toThrow(/dateUnit/)
    expect(() => assertValidReminders(withReminder({ to: [{ field: 'instrumentName' }] }))).toThrow(/字段 instrumentName/)
    expect(() => assertValidReminders(withReminder({ to: [] }))).toThrow(/没有提醒对象/)
    expect(() => assertValidReminders(withReminder({ titles: { before: 'x', onDay: 'y' } }))).toThrow(/缺少标题/)
    expect(() => assertValidReminders(withReminder({ titles: { ...base.titles, before: '{statusMark}到期' } }))).toThrow(/字段 statusMark/)
    expect(() => assertValidReminders(withReminder({ before: [7, 7] }))).toThrow(/提前天数/)
    expect(() => assertValidReminders(withReminder({ overdueTimes: 91 }))).toThrow(/逾期提醒次数/)
    expect(() => assertValidReminders(withReminder({ at: '8:00' }))).toThrow(/HH:mm/)
    expect(() => assertValidReminders([{ ...lab, reminders: [base, base] }])).toThrow(/提醒编码重复/)
  })
})

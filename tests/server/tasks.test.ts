// The task centre (issue 19): a task handed to a person or a section moves 待接收 → 进行中 → 待审核 → 已完成 or 已退回,
// each move only for the one whose turn it is and only from its state; progress reports carry photos and are
// recorded once per submission; bad input is a 400 that changes nothing; another project's tasks stay unseen;
// due-date reminders reach whoever must act, once, and the publisher once the date has passed.
import type { RecordLinkBody } from '../../types/api/message'
import type { MessageTable } from '../../server/src/db/schema'
import { Scheduler } from '../../server/src/modules/scheduler'
import { TASK_REMINDER_JOB, sendTaskReminders, taskReminderJob } from '../../server/src/modules/tasks'
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'

const T = '/H5Api/api/tasks'
const DAY = 86_400_000
const dayText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)

describe.each(dialects)('task centre (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const db = () => t.app.ctx.db

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['huangwei', 'chengang', 'jiangtao', 'caoyong', 'zhanghua', 'yuanhao', 'xuzhiming', 'yangshan']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  const publish = (who: string, body: Record<string, unknown>) =>
    send(t, 'POST', T, { projectId: 'proj-hj', title: '支架预压观测', content: '按方案完成支架预压沉降观测并报数据', priority: 2, dueDate: dayText(t.clock.now() + 3 * DAY), ...body }, tok[who])
  const detail = (who: string, id: string) => get(t, `${T}/${id}`, tok[who])
  const move = (who: string, id: string, action: string, body: Record<string, unknown> = {}) => send(t, 'POST', `${T}/${id}/${action}`, body, tok[who])
  const inbox = async (userId: string, taskId: string): Promise<MessageTable[]> =>
    (await db().selectFrom('baseMessage').selectAll().where('userId', '=', userId).execute())
      .filter((m) => (JSON.parse(m.bodyText) as RecordLinkBody).id === taskId)
  const rowCount = async () => Number((await db().selectFrom('taskItem').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n)

  test('the demo tasks say who acts next, open work first', async () => {
    const mine = await get(t, `${T}?projectId=proj-hj&scope=mine`, tok.chengang)
    expect(mine.code).toBe(200)
    const titles = mine.data.list.map((c: { title: string }) => c.title)
    expect(titles).toContain('K12+300 主线桥桩基施工资料整理归档')
    // a section task he accepted stays his
    expect(titles).toContain('桥梁墩柱外观质量缺陷修补')
    const first = mine.data.list[0]
    expect(first.state).not.toBe('done')
    const audit = await get(t, `${T}?projectId=proj-hj&scope=audit`, tok.huangwei)
    expect(audit.data.list.map((c: { nextText: string }) => c.nextText)).toEqual(['待 黄伟 审核'])
    const all = await get(t, `${T}?projectId=proj-hj&scope=all&state=pending`, tok.huangwei)
    expect(all.data.list.map((c: { nextText: string }) => c.nextText).sort()).toEqual(['待 TJ-02 接收', '待 TJ-02 接收', '待 田野 接收'])
    const overdue = (await get(t, `${T}?projectId=proj-hj&scope=mine`, tok.zhanghua)).data.list.find((c: { title: string }) => c.title === '月度安全生产例会材料准备')
    expect(overdue.overdue).toBe(true)
  })

  test('publish → accept → progress with a photo → submit → return → rework → submit → pass, each by the one whose turn it is', async () => {
    const p = await publish('huangwei', { assignType: 'user', assigneeIds: ['u-chengang'] })
    expect(p.code).toBe(200)
    const id = p.data.id as string
    expect(p.data.billNo).toMatch(/^RW\d{8}\d{3}$/)
    expect((await inbox('u-chengang', id)).map((m) => m.title)).toEqual([expect.stringContaining('新任务：支架预压观测')])
    let d = (await detail('chengang', id)).data
    expect([d.state, d.nextText, d.actions]).toEqual(['pending', '待 陈刚 接收', ['accept']])
    expect((await detail('huangwei', id)).data.actions).toEqual(['cancel'])

    // not his to accept, nor the publisher's
    expect((await move('jiangtao', id, 'accept')).code).toBe(400)
    expect((await move('huangwei', id, 'accept')).msg).toBe('任务待接收，您不能接收任务')
    expect((await move('chengang', id, 'submit', { content: '完成' })).code).toBe(400)
    expect((await move('chengang', id, 'accept')).data.state).toBe('doing')
    expect((await move('chengang', id, 'accept')).code).toBe(400)
    expect((await inbox('u-huangwei', id)).map((m) => m.title)).toEqual(['陈刚已接收任务：支架预压观测'])

    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok.chengang, ...multipart('预压.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 7])) })
    const photo = { name: '预压.jpg', url: up.data.url }
    const report = await send(t, 'POST', `${T}/${id}/updates`, { percent: 40, content: '完成第一级加载观测', photos: [photo] }, tok.chengang)
    expect(report.code).toBe(200)
    expect((await send(t, 'POST', `${T}/${id}/updates`, { percent: 30, content: '倒退' }, tok.chengang)).msg).toBe('完成进度不能小于当前进度40%')
    expect((await send(t, 'POST', `${T}/${id}/updates`, { percent: 101, content: 'x' }, tok.chengang)).code).toBe(400)
    expect((await send(t, 'POST', `${T}/${id}/updates`, { percent: 50, content: '' }, tok.chengang)).msg).toBe('请填写进展说明')
    expect((await send(t, 'POST', `${T}/${id}/updates`, { percent: 50, content: '他人汇报' }, tok.huangwei)).code).toBe(400)
    d = (await detail('huangwei', id)).data
    expect(d.progress).toBe(40)
    const progress = d.updates.find((u: { kind: string }) => u.kind === 'progress')
    expect(progress.photos).toHaveLength(1)
    // the publisher may open the photo; someone of the other project may not
    const photoUrl = String(progress.photos[0].url).replace(/^\/api/, '/H5Api/api')
    expect((await call(t, { method: 'GET', url: photoUrl, token: tok.huangwei })).status).toBe(200)
    expect((await call(t, { method: 'GET', url: photoUrl, token: tok.yuanhao })).code).not.toBe(200)

    expect((await move('chengang', id, 'submit', {})).msg).toBe('请填写完成情况')
    expect((await move('chengang', id, 'submit', { content: '三级加载观测完成，沉降稳定' })).data.state).toBe('auditing')
    expect((await move('chengang', id, 'pass')).code).toBe(400)
    expect((await move('huangwei', id, 'return', {})).msg).toBe('请填写退回意见')
    d = (await move('huangwei', id, 'return', { opinion: '缺少卸载后回弹观测数据' })).data
    expect([d.state, d.nextText]).toEqual(['returned', '待 陈刚 整改后重新提交'])
    expect((await inbox('u-chengang', id)).map((m) => m.title)).toContain('任务被退回：支架预压观测，退回意见：缺少卸载后回弹观测数据')
    expect((await send(t, 'POST', `${T}/${id}/updates`, { content: '补测卸载回弹' }, tok.chengang)).code).toBe(200)
    expect((await detail('chengang', id)).data.state).toBe('doing')
    expect((await move('chengang', id, 'submit', { content: '回弹数据已补' })).data.state).toBe('auditing')
    d = (await move('huangwei', id, 'pass', { opinion: '数据完整' })).data
    expect([d.state, d.nextText, d.actions, d.progress]).toEqual(['done', '', [], 100])
    expect(d.updates.map((u: { kind: string }) => u.kind)).toEqual(['publish', 'accept', 'progress', 'submit', 'return', 'progress', 'submit', 'pass'])
    expect((await move('huangwei', id, 'cancel', { reason: '不需要了' })).code).toBe(400)
  })

  test('a section task is accepted by the section\'s foreman or manager, not its labourers, and is unseen by other sections', async () => {
    const id = (await publish('huangwei', { assignType: 'section', contractId: 'ct-hj-tj02' })).data.id as string
    expect((await inbox('u-jiangtao', id))).toHaveLength(1)
    expect((await detail('chengang', id)).msg).toBe('任务不存在或您无权访问')
    expect((await get(t, `${T}?projectId=proj-hj&scope=mine`, tok.chengang)).data.list.some((c: { id: string }) => c.id === id)).toBe(false)
    expect((await move('caoyong', id, 'accept')).code).toBe(400)
    expect((await detail('jiangtao', id)).data.actions).toEqual(['accept'])
    const d = (await move('jiangtao', id, 'accept')).data
    expect([d.state, d.handlerName]).toEqual(['doing', '蒋涛'])
    // the publisher withdraws it, with a reason
    expect((await move('huangwei', id, 'cancel', {})).msg).toBe('请填写撤销原因')
    expect((await move('huangwei', id, 'cancel', { reason: '改由TJ-01实施' })).data.state).toBe('cancelled')
    expect((await inbox('u-jiangtao', id)).map((m) => m.title)).toContain('任务已撤销：支架预压观测，原因：改由TJ-01实施')
  })

  test('bad input is a 400 that publishes nothing', async () => {
    const before = await rowCount()
    const bad: [string, Record<string, unknown>, string][] = [
      ['huangwei', { title: '', assignType: 'user', assigneeIds: ['u-chengang'] }, '请填写任务名称'],
      ['huangwei', { title: 'x'.repeat(101), assignType: 'user', assigneeIds: ['u-chengang'] }, '任务名称不能超过100个字'],
      ['huangwei', { content: 5, assignType: 'user', assigneeIds: ['u-chengang'] }, '任务内容格式不正确'],
      ['huangwei', { dueDate: '2026-02-30', assignType: 'user', assigneeIds: ['u-chengang'] }, '截止日期不是有效日期'],
      ['huangwei', { dueDate: '2020-01-01', assignType: 'user', assigneeIds: ['u-chengang'] }, '截止日期不能早于今天'],
      ['huangwei', { dueDate: 20260101, assignType: 'user', assigneeIds: ['u-chengang'] }, '请选择截止日期（yyyy-MM-dd）'],
      ['huangwei', { priority: 9, assignType: 'user', assigneeIds: ['u-chengang'] }, '优先级不正确'],
      ['huangwei', { assignType: 'user', assigneeIds: [] }, '请选择任务接收人'],
      ['huangwei', { assignType: 'user', assigneeIds: [{ id: 1 }] }, '任务接收人格式不正确'],
      ['huangwei', { assignType: 'user', assigneeIds: ['u-luoping'] }, '任务接收人须为本项目的在职人员'],
      ['huangwei', { assignType: 'user', assigneeIds: ['u-wudawei'] }, '任务接收人须为本项目的在职人员'],
      ['huangwei', { assignType: 'section', contractId: 'ct-nj-tj01' }, '合同段不存在或不属于该项目'],
      ['huangwei', { assignType: 'team' }, '请选择任务接收方式（人员或合同段）'],
      ['huangwei', { assignType: 'user', assigneeIds: ['u-chengang'], attachments: 'x' }, '附件格式不正确'],
      ['huangwei', { projectId: 'proj-nj', assignType: 'user', assigneeIds: ['u-luoping'] }, '您不是该项目的成员，无法查看其数据'],
      ['chengang', { assignType: 'user', assigneeIds: ['u-yangshan'] }, '您没有发布任务的权限']
    ]
    for (const [who, body, msg] of bad) {
      const r = await publish(who, body)
      expect([r.status, r.code, r.msg]).toEqual([200, 400, msg])
    }
    for (const r of [
      await call(t, { method: 'POST', url: T, token: tok.huangwei, payload: '[1]', headers: { 'content-type': 'application/json' } }),
      await get(t, `${T}?projectId=proj-hj&scope=everything`, tok.huangwei),
      await get(t, `${T}?projectId=proj-hj&state=open`, tok.huangwei),
      await get(t, `${T}?projectId=proj-hj&pageSize=1000`, tok.huangwei),
      await get(t, `${T}?projectId=proj-hj&state=done&state=pending`, tok.huangwei),
      await get(t, `${T}?projectId=proj-hj&keyword=a&keyword=b`, tok.huangwei),
      await get(t, `${T}?projectId=proj-hj&currentPage=abc`, tok.huangwei),
      await get(t, `${T}?projectId=proj-hj&scope=all`, tok.chengang),
      await get(t, `${T}`, tok.huangwei),
      await get(t, `${T}/nope`, tok.huangwei),
      await move('huangwei', 'nope', 'pass'),
      await call(t, { method: 'POST', url: `${T}/task-demo-3/pass`, token: tok.huangwei, payload: '"x"', headers: { 'content-type': 'application/json' } })
    ]) expect([r.status, r.code]).toEqual([200, 400])
    expect(await rowCount()).toBe(before)
    expect((await detail('huangwei', 'task-demo-3')).data.state).toBe('auditing')
  })

  test('another project\'s tasks stay unseen', async () => {
    expect((await get(t, `${T}?projectId=proj-hj&scope=mine`, tok.yuanhao)).msg).toBe('您不是该项目的成员，无法查看其数据')
    expect((await detail('yuanhao', 'task-demo-1')).msg).toBe('任务不存在或您无权访问')
    expect((await move('yuanhao', 'task-demo-2', 'accept')).msg).toBe('任务不存在或您无权访问')
    expect((await get(t, `${T}/assignees?projectId=proj-hj`, tok.yuanhao)).code).toBe(400)
    const nj = (await get(t, `${T}?projectId=proj-nj&scope=all&kind=task`, tok.yuanhao)).data.list
    expect(nj.map((c: { title: string }) => c.title)).toEqual(['隧道洞口边仰坡防护检查'])
    const people = (await get(t, `${T}/assignees?projectId=proj-hj`, tok.huangwei)).data
    expect(people.users.map((u: { account: string }) => u.account)).toContain('chengang')
    expect(people.users.map((u: { account: string }) => u.account)).not.toContain('luoping')
    expect(people.sections.map((s: { enCode: string }) => s.enCode)).toEqual(['TJ-01', 'TJ-02', 'TJ-03'])
  })

  test('a progress report sent twice with one Idempotency-Key is recorded once', async () => {
    const id = (await publish('huangwei', { assignType: 'user', assigneeIds: ['u-chengang'] })).data.id as string
    await move('chengang', id, 'accept')
    const post = () => call(t, {
      method: 'POST', url: `${T}/${id}/updates`, token: tok.chengang, headers: { 'idempotency-key': 'outbox-entry-1' },
      payload: { percent: 20, content: '脚手架搭设完成' }
    })
    const [a, b] = [await post(), await post()]
    expect([a.code, b.code]).toEqual([200, 200])
    expect(a.data.id).toBe(b.data.id)
    const updates = (await detail('chengang', id)).data.updates.filter((u: { kind: string }) => u.kind === 'progress')
    expect(updates).toHaveLength(1)
  })

  test('a submission sent by the outbox under an Idempotency-Key moves the task once; a stale one is refused', async () => {
    const id = (await publish('huangwei', { assignType: 'user', assigneeIds: ['u-chengang'] })).data.id as string
    await move('chengang', id, 'accept')
    const keyed = (who: string, action: string, payload: Record<string, unknown>, key: string) =>
      call(t, { method: 'POST', url: `${T}/${id}/${action}`, token: tok[who], headers: { 'idempotency-key': key }, payload })
    const [a, b] = [await keyed('chengang', 'submit', { content: '边坡排查完成' }, 'outbox-submit-1'), await keyed('chengang', 'submit', { content: '边坡排查完成' }, 'outbox-submit-1')]
    expect([a.code, b.code, b.data.state]).toEqual([200, 200, 'auditing'])
    expect(b.data.updates.filter((u: { kind: string }) => u.kind === 'submit')).toHaveLength(1)
    // the publisher passed it meanwhile: a return queued offline by the same publisher meets a finished task
    expect((await keyed('huangwei', 'pass', {}, 'outbox-pass-1')).data.state).toBe('done')
    const stale = await keyed('huangwei', 'return', { opinion: '补充照片' }, 'outbox-return-1')
    expect([stale.code, stale.msg]).toEqual([400, '任务已完成，您不能审核退回'])
    expect((await detail('huangwei', id)).data.state).toBe('done')
  })

  test('due-date reminders go to whoever must act, once, and to the publisher once overdue', async () => {
    const due = dayText(t.clock.now() + 2 * DAY)
    const id = (await publish('huangwei', { assignType: 'user', assigneeIds: ['u-chengang', 'u-yangshan'], dueDate: due, title: '临时用电线路排查' })).data.id as string
    const run = async (daysAfterDue: number) => {
      t.clock.t = Date.parse(`${due}T08:00:00+08:00`) + daysAfterDue * DAY
      const s = new Scheduler(t.app.ctx)
      s.register(taskReminderJob)
      expect((await s.tick())[TASK_REMINDER_JOB]).toBe('ran')
    }
    const titles = async () => [...(await inbox('u-chengang', id)), ...(await inbox('u-yangshan', id)), ...(await inbox('u-huangwei', id))]
      .filter((m) => m.title.includes('截止') || m.title.includes('逾期')).map((m) => `${m.userId} ${m.title}`).sort()
    await run(-1)
    expect(await titles()).toEqual([`u-chengang 任务将于${due}截止：`, `u-yangshan 任务将于${due}截止：`].map((x) => expect.stringMatching(new RegExp(`^${x}RW\\d+ 临时用电线路排查$`))))
    // the job run again the same day (a restart, another instance) sends nothing more
    expect(await sendTaskReminders({ ctx: t.app.ctx, job: TASK_REMINDER_JOB, slot: 0, now: t.clock.now() })).toBe(0)
    expect((await titles()).length).toBe(2)
    // tokens age with the clock: sign in again at the later day
    tok.yangshan = await login(t, 'yangshan')
    expect((await move('yangshan', id, 'accept')).code).toBe(200)
    await run(1)
    const after = await titles()
    expect(after.filter((x) => x.includes('逾期'))).toEqual([
      expect.stringMatching(/^u-huangwei 任务已逾期1天：RW\d+ 临时用电线路排查$/),
      expect.stringMatching(/^u-yangshan 任务已逾期1天：RW\d+ 临时用电线路排查$/)
    ])
    // submitted work needs no reminder
    tok.yangshan = await login(t, 'yangshan')
    expect((await move('yangshan', id, 'submit', { content: '排查完成' })).code).toBe(200)
    await run(2)
    expect((await titles()).filter((x) => x.includes('逾期'))).toHaveLength(2)
    t.clock.t = Date.now()
  })
})

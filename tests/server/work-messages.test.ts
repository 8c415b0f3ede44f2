// Work messages (工作通知, issue 19): a notice to people, roles or sections of the current project reaches their
// enabled members (resolved at send time), live over the socket and as a receipt; opening it records the reading
// once; the sender sees who has and has not read, reminds only the latter and not twice within 30 minutes; nobody
// outside the sender and the recipients reads it, and another project's people neither list nor open it; bad input
// is a 400 that stores nothing.
import type { RecordLinkBody } from '../../types/api/message'
import { WORK_MESSAGE_LINK_MODEL } from '../../types/api/work-messages'
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'
import { listen, TestSocket } from './socket-client'

const W = '/H5Api/api/work-messages'

describe.each(dialects)('work messages (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const db = () => t.app.ctx.db

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['huangwei', 'zhanghua', 'chengang', 'lijun', 'wangfang', 'jiangtao', 'songwenbo', 'yuanhao', 'panyue', 'yangshan']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  const form = (over: Record<string, unknown> = {}) => ({
    projectId: 'proj-hj', title: '钢筋加工场安全检查', content: '请于今日17时前完成钢筋加工场临时用电自查。', importance: 2, userIds: ['u-chengang'], ...over
  })
  const sendMsg = (who: string, over: Record<string, unknown> = {}) => send(t, 'POST', W, form(over), tok[who])
  const inboxOf = async (id: string) => (await db().selectFrom('baseMessage').selectAll().execute())
    .filter((m) => { try { return (JSON.parse(m.bodyText) as RecordLinkBody).id === id } catch { return false } })
  const count = async () => Number((await db().selectFrom('workMessage').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n)
  const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id)

  test('the demo notices: 收到的 with unread marks and count, 我发出的 with the figures', async () => {
    const inbox = (await get(t, `${W}?projectId=proj-hj&box=inbox`, tok.chengang)).data
    expect(ids(inbox.list)).toEqual(['wm-hj-pour', 'wm-hj-inspection', 'wm-hj-meeting'])
    expect(inbox.list.map((c: { readAt: number | null }) => c.readAt === null)).toEqual([true, true, false])
    expect(inbox.unread).toBe(2)
    expect(inbox.list[0]).toMatchObject({ importance: 3, senderName: '张华', total: 0 })
    const sent = (await get(t, `${W}?projectId=proj-hj&box=sent`, tok.huangwei)).data
    expect(sent.list.map((c: { id: string; total: number; read: number }) => [c.id, c.total, c.read])).toEqual([['wm-hj-inspection', 12, 5]])
    // paging
    const page = (await get(t, `${W}?projectId=proj-hj&box=inbox&pageSize=2&currentPage=2`, tok.chengang)).data
    expect([ids(page.list), page.pagination.total]).toEqual([['wm-hj-meeting'], 3])
  })

  test('sections, roles and people resolve to the project\'s enabled members, told live; the sender is left out', async () => {
    const targets = (await get(t, `${W}/targets?projectId=proj-hj`, tok.zhanghua)).data
    expect(targets.sections.map((s: { enCode: string }) => s.enCode)).toContain('TJ-01')
    expect(targets.roles.map((r: { id: string }) => r.id)).toContain('role-foreman')
    expect(targets.roles.map((r: { id: string }) => r.id)).not.toContain('role-batch-sign')
    expect(targets.roles.map((r: { id: string }) => r.id)).not.toContain('role-pending')
    expect(targets.users.map((u: { id: string }) => u.id)).not.toContain('u-zhanghua')
    expect(targets.users.map((u: { id: string }) => u.id)).not.toContain('u-yuanhao')

    const socket = await TestSocket.connect(await listen(t), tok.chengang)
    const r = await sendMsg('zhanghua', { userIds: ['u-lijun'], roleIds: ['role-foreman'], contractIds: ['ct-hj-tj01'] })
    expect(r.code).toBe(200)
    const push = await socket.s.next('messagePush')
    socket.s.close()
    expect(push).toMatchObject({ messageType: 3, toUserId: 'u-chengang', title: '【重要】工作通知：钢筋加工场安全检查' })
    const to = (await inboxOf(r.data.id)).map((m) => m.userId).sort()
    // TJ-01's people (not the disabled 吴大伟, not the sender), every section's foremen (蒋涛, 田野) and 李军 once;
    // the supervisors and the lab of TJ-01 belong to it too
    expect(to).toEqual(expect.arrayContaining(['u-chengang', 'u-lijun', 'u-wangfang', 'u-yangshan', 'u-jiangtao', 'u-tianye']))
    for (const u of ['u-zhanghua', 'u-wudawei', 'u-luoping', 'u-zhengkai']) expect(to).not.toContain(u)
    expect(new Set(to).size).toBe(to.length)
    expect(JSON.parse((await inboxOf(r.data.id))[0].bodyText)).toMatchObject({ modelId: WORK_MESSAGE_LINK_MODEL, id: r.data.id })
    expect([r.data.total, r.data.read, r.data.isSender, r.data.targetText]).toEqual([to.length, 0, true, 'TJ-01、施工队长/工区长、李军'])
  })

  test('reading records the receipt once; the sender sees who has and has not read and reminds the latter every 30 minutes at most', async () => {
    const id = (await sendMsg('zhanghua', { userIds: ['u-chengang', 'u-lijun', 'u-wangfang'] })).data.id as string
    const centre = async () => new Map((await inboxOf(id)).map((m) => [m.userId, Number(m.isRead)]))
    expect(await centre()).toEqual(new Map([['u-chengang', 0], ['u-lijun', 0], ['u-wangfang', 0]]))
    const opened = (await get(t, `${W}/${id}`, tok.chengang)).data
    // opened on its own page, the notice is read in the message centre too, for him only
    expect(await centre()).toEqual(new Map([['u-chengang', 1], ['u-lijun', 0], ['u-wangfang', 0]]))
    expect([opened.isSender, opened.unreadPeople, opened.readPeople]).toEqual([false, [], []])
    const first = opened.readAt as number
    expect(first).toBe(t.clock.now())
    t.clock.t += 60_000
    expect((await get(t, `${W}/${id}`, tok.chengang)).data.readAt).toBe(first)
    let d = (await get(t, `${W}/${id}`, tok.zhanghua)).data
    expect([d.total, d.read]).toEqual([3, 1])
    expect(d.readPeople.map((p: { name: string }) => p.name)).toEqual(['陈刚'])
    expect(d.unreadPeople.map((p: { userId: string }) => p.userId).sort()).toEqual(['u-lijun', 'u-wangfang'])
    // the sender opening it records nothing of his own
    expect(d.readAt).toBeNull()

    expect((await send(t, 'POST', `${W}/${id}/remind`, {}, tok.chengang)).msg).toBe('只有通知发送人可以提醒')
    const remind = await send(t, 'POST', `${W}/${id}/remind`, {}, tok.zhanghua)
    expect([remind.code, remind.data.reminded]).toEqual([200, 2])
    const reminders = (await inboxOf(id)).filter((m) => m.title.startsWith('请尽快阅读：'))
    expect(reminders.map((m) => m.userId).sort()).toEqual(['u-lijun', 'u-wangfang'])
    t.clock.t += 29 * 60_000
    expect((await send(t, 'POST', `${W}/${id}/remind`, {}, tok.zhanghua)).msg).toBe('30分钟内只能提醒一次，请稍后再试')
    d = (await get(t, `${W}/${id}`, tok.zhanghua)).data
    expect(d.nextRemindAt).toBe(d.lastRemindAt + 30 * 60_000)
    t.clock.t += 2 * 60_000
    await get(t, `${W}/${id}`, tok.lijun)
    await get(t, `${W}/${id}`, tok.wangfang)
    expect((await send(t, 'POST', `${W}/${id}/remind`, {}, tok.zhanghua)).msg).toBe('所有人员均已阅读')
  })

  test('only the sender and the recipients read a notice; another project sees nothing of it', async () => {
    const id = (await sendMsg('zhanghua')).data.id as string
    for (const who of ['lijun', 'yuanhao', 'panyue']) expect((await get(t, `${W}/${id}`, tok[who]))).toMatchObject({ code: 400, msg: '通知不存在或您无权访问' })
    expect((await send(t, 'POST', `${W}/${id}/remind`, {}, tok.yuanhao)).msg).toBe('通知不存在或您无权访问')
    expect((await get(t, `${W}?projectId=proj-hj`, tok.yuanhao))).toMatchObject({ code: 400, msg: '您不是该项目的成员，无法查看其数据' })
    expect(ids((await get(t, `${W}?projectId=proj-nj&box=inbox`, tok.yuanhao)).data.list)).not.toContain(id)
    expect((await get(t, `${W}/targets?projectId=proj-nj`, tok.zhanghua)).code).toBe(400)
    // a person or section of another project cannot be addressed
    expect((await sendMsg('zhanghua', { userIds: ['u-luoping'] })).msg).toBe('通知人员须为本项目的在职人员')
    expect((await sendMsg('zhanghua', { userIds: [], contractIds: ['ct-nj-tj01'] })).msg).toBe('合同段不属于该项目')
    expect((await sendMsg('yuanhao')).msg).toBe('您不是该项目的成员，无法查看其数据')
  })

  test('the attachments open for the sender and the recipients only', async () => {
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok.zhanghua, ...multipart('布置图.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 3])) })
    const r = await sendMsg('zhanghua', { attachments: [{ name: '布置图.jpg', url: up.data.url }] })
    expect(r.code).toBe(200)
    const opened = (await get(t, `${W}/${r.data.id}`, tok.chengang)).data
    expect(opened.attachments).toHaveLength(1)
    const url = String(opened.attachments[0].url).replace(/^\/api/, '/H5Api/api').split('?')[0]
    // (without the signature the link carries, so that the reader's own right is what is checked)
    for (const who of ['chengang', 'zhanghua']) expect((await call(t, { method: 'GET', url, token: tok[who] })).status).toBe(200)
    for (const who of ['lijun', 'yuanhao']) expect((await call(t, { method: 'GET', url, token: tok[who] })).msg).toBe('文件不存在或无权访问')
  })

  test('bad input is a 400 with a clear message and stores nothing', async () => {
    const before = await count()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: '' }, '请填写通知标题'],
      [{ title: 'x'.repeat(101) }, '通知标题不能超过100个字'],
      [{ content: '  ' }, '请填写通知内容'],
      [{ importance: 9 }, '重要程度不正确'],
      [{ userIds: [] }, '请选择通知对象（人员、角色或合同段）'],
      [{ userIds: 'u-chengang' }, '通知人员格式不正确'],
      [{ roleIds: [1] }, '通知角色格式不正确'],
      [{ roleIds: ['role-nothing'] }, '通知角色不正确'],
      [{ attachments: 'x' }, '附件格式不正确'],
      [{ projectId: '' }, '请选择项目']
    ]
    for (const [over, msg] of cases) expect(await sendMsg('zhanghua', over)).toMatchObject({ code: 400, msg })
    expect((await send(t, 'POST', W, [1, 2], tok.zhanghua)).code).toBe(400)
    expect((await get(t, `${W}?projectId=proj-hj&box=all`, tok.zhanghua)).msg).toBe('通知范围不正确')
    expect((await get(t, `${W}?projectId=proj-hj&pageSize=0`, tok.zhanghua)).msg).toBe('分页参数不正确')
    expect((await get(t, `${W}?projectId=proj-hj&box=a&box=b`, tok.zhanghua)).msg).toBe('查询参数格式不正确')
    expect(await count()).toBe(before)
  })
})

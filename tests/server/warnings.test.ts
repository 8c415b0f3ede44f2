// Early warnings (issue 14): only safety officers, the safety director and project managers issue; everyone enabled
// in the project (or its concerned sections) gets a message, live over the socket, and a receipt; 已知悉 is recorded
// once; the issuer sees the figures, reminds only those who have not acknowledged and not twice within the interval,
// and lifts the warning; one past its validity shows as expired; bad input is a 400 that stores nothing.
import type { RecordLinkBody } from '../../types/api/message'
import { WARNING_LINK_MODEL } from '../../types/api/warnings'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { listen, TestSocket } from './socket-client'

const W = '/H5Api/api/warnings'
const HOUR = 3_600_000

describe.each(dialects)('early warnings (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const db = () => t.app.ctx.db

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['hexiaoyan', 'zhaomin', 'huangwei', 'chengang', 'yangshan', 'jiangtao', 'songwenbo', 'yuanhao', 'panyue', 'luoping', 'wangfang', 'tianye']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  const form = (over: Record<string, unknown> = {}) => ({
    projectId: 'proj-hj', contractIds: ['ct-hj-tj01'], type: '暴雨', level: 2, area: 'TJ-01 K12+000～K15+500 高边坡及桥梁施工区',
    chainage: 'K12+000～K15+500', validFrom: t.clock.now(), validUntil: t.clock.now() + 24 * HOUR,
    content: '预计未来24小时内有大暴雨，局部特大暴雨。', measures: '停止高边坡及桥梁高处作业，人员撤离低洼地带。', ...over
  })
  const issue = (who: string, over: Record<string, unknown> = {}) => send(t, 'POST', W, form(over), tok[who])
  const messagesOf = async (id: string) => (await db().selectFrom('baseMessage').selectAll().execute())
    .filter((m) => { try { return (JSON.parse(m.bodyText) as RecordLinkBody).id === id } catch { return false } })
  const count = async () => Number((await db().selectFrom('earlyWarning').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n)

  test('the demo warnings: in force first, my acknowledgement, the issuer\'s figures', async () => {
    const list = (await get(t, `${W}?projectId=proj-hj`, tok.chengang)).data
    expect(list.mayIssue).toBe(false)
    expect(list.list.map((c: { id: string; state: string }) => [c.id, c.state])).toEqual([['ew-hj-typhoon', 'active'], ['ew-hj-heat', 'expired']])
    expect(list.list[0]).toMatchObject({ level: 2, type: '台风', sectionNames: ['TJ-01', 'TJ-02'], received: true, total: 0 })
    expect(list.list[0].acknowledgedAt).not.toBeNull()
    const d = (await get(t, `${W}/ew-hj-typhoon`, tok.hexiaoyan)).data
    expect([d.isIssuer, d.acknowledged]).toEqual([true, 4])
    expect(d.pending.map((p: { userId: string }) => p.userId)).toContain('u-jiangtao')
    expect(d.pending.map((p: { userId: string }) => p.userId)).not.toContain('u-tianye')
    // the tunnel warning is for 宁绩 TJ-03: its project manager reads it, a TJ-01 foreman does not
    expect((await get(t, `${W}?projectId=proj-nj`, tok.yuanhao)).data.list.map((c: { id: string }) => c.id)).toEqual(['ew-nj-tunnel'])
    expect((await get(t, `${W}?projectId=proj-nj`, tok.luoping)).data.list).toEqual([])
  })

  test('only safety officers, the safety director and project managers issue, in their own projects', async () => {
    for (const who of ['chengang', 'songwenbo', 'yangshan']) {
      expect(await issue(who)).toMatchObject({ code: 400, msg: '只有安全员、安全总监和项目经理可以发布预警' })
    }
    expect((await issue('panyue')).msg).toBe('您不是该项目的成员，无法查看其数据')
    for (const who of ['hexiaoyan', 'zhaomin', 'huangwei']) expect((await issue(who)).code).toBe(200)
  })

  test('the project (or the concerned sections) is warned, never another project or a disabled account, and live', async () => {
    const base = await listen(t)
    const socket = await TestSocket.connect(base, tok.chengang)
    const r = await issue('hexiaoyan')
    expect(r.code).toBe(200)
    const id = r.data.id as string
    const push = await socket.s.next('messagePush')
    socket.s.close()
    expect(push).toMatchObject({ messageType: 3, toUserId: 'u-chengang', title: '暴雨橙色预警（Ⅱ级）：TJ-01 K12+000～K15+500 高边坡及桥梁施工区' })
    const msgs = await messagesOf(id)
    const to = msgs.map((m) => m.userId)
    expect(to).toEqual(expect.arrayContaining(['u-chengang', 'u-yangshan', 'u-zhanghua', 'u-songwenbo', 'u-huangwei', 'u-zhaomin']))
    // TJ-02's people, 宁绩's people, the disabled 吴大伟 and the issuer herself are not warned
    for (const u of ['u-jiangtao', 'u-caoyong', 'u-yuanhao', 'u-panyue', 'u-wudawei', 'u-hexiaoyan']) expect(to).not.toContain(u)
    expect(JSON.parse(msgs[0].bodyText)).toMatchObject({ modelId: WARNING_LINK_MODEL, id })
    const receipts = await db().selectFrom('earlyWarningReceipt').select('userId').where('warningId', '=', id).execute()
    expect(receipts.map((x) => x.userId).sort()).toEqual([...to].sort())
    // a warning of the whole project reaches TJ-02 too
    const all = await issue('hexiaoyan', { contractIds: [] })
    expect((await messagesOf(all.data.id)).map((m) => m.userId)).toContain('u-jiangtao')
    // another project cannot read it
    expect((await get(t, `${W}/${id}`, tok.yuanhao))).toMatchObject({ code: 400, msg: '预警不存在或您无权访问' })
    expect((await get(t, `${W}?projectId=proj-hj`, tok.panyue)).code).toBe(400)
    expect((await get(t, `${W}?projectId=proj-nj`, tok.yuanhao)).data.list.map((c: { id: string }) => c.id)).not.toContain(id)
  })

  test('已知悉 is recorded once; the issuer sees the figures and reminds only the others, not twice within 30 minutes', async () => {
    const id = (await issue('hexiaoyan')).data.id as string
    let d = (await get(t, `${W}/${id}`, tok.hexiaoyan)).data
    const total = d.total as number
    expect(total).toBeGreaterThan(3)
    expect([d.isIssuer, d.acknowledged, d.pending.length]).toEqual([true, 0, total])
    const mine = (await get(t, `${W}/${id}`, tok.chengang)).data
    expect([mine.isIssuer, mine.received, mine.acknowledgedAt, mine.pending]).toEqual([false, true, null, []])

    const first = await send(t, 'POST', `${W}/${id}/ack`, { note: '已组织班组撤离' }, tok.chengang)
    expect(first.code).toBe(200)
    const at = first.data.acknowledgedAt as number
    t.clock.t = t.clock.now() + 60_000
    const again = await send(t, 'POST', `${W}/${id}/ack`, { note: '再次' }, tok.chengang)
    expect([again.code, again.data.acknowledgedAt, again.data.myNote]).toEqual([200, at, '已组织班组撤离'])
    // another section's people cannot even read it; the issuer reads it but was not warned by it
    expect((await send(t, 'POST', `${W}/${id}/ack`, {}, tok.jiangtao)).msg).toBe('预警不存在或您无权访问')
    expect((await send(t, 'POST', `${W}/${id}/ack`, {}, tok.hexiaoyan)).msg).toBe('您不在该预警的通知范围内')

    d = (await get(t, `${W}/${id}`, tok.hexiaoyan)).data
    expect([d.acknowledged, d.pending.length]).toEqual([1, total - 1])
    expect(d.acknowledgedPeople).toEqual([expect.objectContaining({ userId: 'u-chengang', name: '陈刚', note: '已组织班组撤离' })])
    expect(d.pending.map((p: { userId: string }) => p.userId)).not.toContain('u-chengang')
    const list = (await get(t, `${W}?projectId=proj-hj`, tok.hexiaoyan)).data.list.find((c: { id: string }) => c.id === id)
    expect([list.total, list.acknowledged, list.state]).toEqual([total, 1, 'active'])

    expect((await send(t, 'POST', `${W}/${id}/remind`, {}, tok.chengang)).msg).toBe('只有预警发布人可以操作')
    const before = (await messagesOf(id)).length
    const remind = await send(t, 'POST', `${W}/${id}/remind`, {}, tok.hexiaoyan)
    expect([remind.code, remind.data.reminded]).toEqual([200, total - 1])
    // (rows come back in no set order: the reminders are told apart by their title)
    const reminders = (await messagesOf(id)).filter((m) => m.title.startsWith('请尽快确认：'))
    expect(reminders.length).toBe(total - 1)
    expect(reminders.map((m) => m.userId)).not.toContain('u-chengang')
    t.clock.t = t.clock.now() + 29 * 60_000
    expect((await send(t, 'POST', `${W}/${id}/remind`, {}, tok.hexiaoyan)).msg).toBe('30分钟内只能提醒一次，请稍后再试')
    expect((await messagesOf(id)).length).toBe(before + total - 1)
    t.clock.t = t.clock.now() + 2 * 60_000
    expect((await send(t, 'POST', `${W}/${id}/remind`, {}, tok.hexiaoyan)).code).toBe(200)
  })

  test('lifting and expiry', async () => {
    const id = (await issue('huangwei', { validUntil: t.clock.now() + 2 * HOUR })).data.id as string
    expect((await send(t, 'POST', `${W}/${id}/lift`, {}, tok.hexiaoyan)).msg).toBe('只有预警发布人可以操作')
    const lifted = await send(t, 'POST', `${W}/${id}/lift`, {}, tok.huangwei)
    expect([lifted.code, lifted.data.state, lifted.data.liftedByName]).toEqual([200, 'lifted', '黄伟'])
    expect((await send(t, 'POST', `${W}/${id}/lift`, {}, tok.huangwei)).msg).toBe('预警已解除')
    expect((await send(t, 'POST', `${W}/${id}/remind`, {}, tok.huangwei)).msg).toBe('预警已解除，无需提醒')
    expect((await messagesOf(id)).filter((m) => m.title.startsWith('预警解除：')).length).toBeGreaterThan(0)

    const soon = (await issue('hexiaoyan', { validUntil: t.clock.now() + HOUR })).data.id as string
    expect((await get(t, `${W}/${soon}`, tok.chengang)).data.state).toBe('active')
    t.clock.t = t.clock.now() + HOUR
    expect((await get(t, `${W}/${soon}`, tok.chengang)).data.state).toBe('expired')
    expect((await send(t, 'POST', `${W}/${soon}/remind`, {}, tok.hexiaoyan)).msg).toBe('预警已过期，无需提醒')
    // in force first
    const states = (await get(t, `${W}?projectId=proj-hj&pageSize=100`, tok.chengang)).data.list.map((c: { state: string }) => c.state)
    expect(states.indexOf('active')).toBeLessThan(states.indexOf('expired'))
    expect(states.lastIndexOf('active')).toBeLessThan(states.indexOf('lifted'))
  })

  test('bad input is a 400 with a clear message and nothing stored', async () => {
    const n = await count()
    const now = t.clock.now()
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ projectId: '' }, '请选择项目'],
      [{ type: '地震' }, '请选择预警类型'],
      [{ level: 5 }, '请选择预警级别'],
      [{ level: 'x' }, '请选择预警级别'],
      [{ area: '  ' }, '请填写预警区域'],
      [{ area: 7 }, '预警区域格式不正确'],
      [{ chainage: 'K12+000' }, '桩号范围格式不正确，例如 K12+000～K15+500'],
      [{ validFrom: 'abc' }, '请选择生效时间'],
      [{ validUntil: null }, '请选择解除时间'],
      [{ validUntil: now - 1000, validFrom: now - 2000 }, '预警结束时间必须晚于当前时间'],
      [{ validFrom: now + HOUR, validUntil: now }, '预警结束时间必须晚于开始时间'],
      [{ validUntil: now + 40 * 24 * HOUR }, '预警有效期不能超过31天'],
      [{ content: '' }, '请填写预警内容'],
      [{ measures: 'x'.repeat(2001) }, '防范措施不能超过2000个字'],
      [{ contractIds: 'ct-hj-tj01' }, '合同段格式不正确'],
      [{ contractIds: ['ct-nj-tj01'] }, '合同段不属于该项目'],
      [{ validHours: 0 }, '有效时长须为1至744小时'],
      [{ validHours: 745 }, '有效时长须为1至744小时'],
      [{ validHours: 1.5 }, '有效时长须为1至744小时'],
      [{ validHours: 'abc' }, '有效时长须为1至744小时']
    ]
    for (const [over, msg] of cases) expect(await issue('hexiaoyan', over)).toMatchObject({ code: 400, msg })
    expect((await send(t, 'POST', W, [1], tok.hexiaoyan)).code).toBe(400)
    expect((await send(t, 'POST', `${W}/nope/ack`, {}, tok.chengang)).msg).toBe('预警不存在或您无权访问')
    expect((await get(t, `${W}?projectId=proj-hj&currentPage=0`, tok.chengang)).msg).toBe('分页参数不正确')
    // a page past any offset the database takes (1e18 × 20) is refused, not a database error
    expect((await get(t, `${W}?projectId=proj-hj&currentPage=1e18`, tok.chengang)).msg).toBe('分页参数不正确')
    expect(await count()).toBe(n)
  })

  test('a warning for some sections is theirs: the people of another section neither list nor open it', async () => {
    const ids = async (who: string) => (await get(t, `${W}?projectId=proj-hj&pageSize=100`, tok[who])).data.list.map((c: { id: string }) => c.id) as string[]
    // 田野 is a foreman of TJ-03: the demo typhoon warning is for TJ-01 and TJ-02
    expect(await ids('tianye')).not.toContain('ew-hj-typhoon')
    expect((await get(t, `${W}/ew-hj-typhoon`, tok.tianye)).msg).toBe('预警不存在或您无权访问')
    expect((await send(t, 'POST', `${W}/ew-hj-typhoon/ack`, {}, tok.tianye)).msg).toBe('预警不存在或您无权访问')
    const r = await issue('hexiaoyan', { contractIds: ['ct-hj-tj03'], chainage: '', area: 'TJ-03 1号隧道进口', validFrom: undefined, validUntil: undefined, validHours: 6 })
    expect(r.code).toBe(200)
    const id = r.data.id as string
    // 有效时长 starts by the server's clock
    expect([r.data.validFrom, r.data.validUntil]).toEqual([t.clock.now(), t.clock.now() + 6 * HOUR])
    expect(await ids('tianye')).toContain(id)
    expect(await ids('chengang')).not.toContain(id)
    expect((await get(t, `${W}/${id}`, tok.chengang)).msg).toBe('预警不存在或您无权访问')
    // the issuing roles and the supervisor of every section read it
    expect(await ids('zhaomin')).toContain(id)
    expect(await ids('songwenbo')).toContain(id)
    // the count follows what is listed
    const page = (await get(t, `${W}?projectId=proj-hj&pageSize=100`, tok.tianye)).data
    expect(page.pagination.total).toBe(page.list.length)
  })
})

// Delegations (jnpf-api.md §6.4 FlowDelegate): who may create, see, change, stop and delete one; the date, person,
// shared-project and clash rules; the delegate's lookups; and the delegate hears of it through the message centre.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const D = '/H5Api/api/workflow/Engine/FlowDelegate'
const DAY = 86_400_000

describe.each(dialects)('flow delegation on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  let now: number

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    await t.app.ctx.db.deleteFrom('flowDelegate').execute()
    for (const a of ['huangwei', 'xuzhiming', 'zhanghua', 'lijun', 'chengang', 'yuanhao', 'admin', 'wangjianguo']) tok[a] = await login(t, a)
    now = t.clock.now()
  })
  afterAll(async () => { await t.close() })

  const form = (over: Record<string, unknown> = {}) => ({
    toUserId: 'u-xuzhiming', type: '1', flowId: 'ft-leave', startTime: now - DAY, endTime: now + 10 * DAY, description: '出差期间代为审批', ...over
  })

  test('create: the caller delegates their own flows to someone else, over a span that ends after now', async () => {
    const r = await send(t, 'POST', D, form(), tok.huangwei)
    expect(r).toMatchObject({ code: 200, msg: '新建成功' })
    const info = await get(t, `${D}/${r.data.id}`, tok.huangwei)
    expect(info.data).toMatchObject({
      userId: 'u-huangwei', userName: '黄伟/huangwei', toUserId: 'u-xuzhiming', toUserName: '徐志明/xuzhiming', type: '1',
      flowId: 'ft-leave', flowName: '请假申请', enabledMark: 1, status: 1
    })
    // the delegate was told, as a flow message of the delegation kind
    const inbox = await get(t, '/H5Api/api/message?type=2', tok.xuzhiming)
    expect(inbox.data.list[0]).toMatchObject({ title: '黄伟委托您审批流程：请假申请', flowType: 2 })

    for (const [over, msg] of [
      [{ toUserId: 'u-huangwei' }, '委托人和被委托人相同，委托失败'],
      [{ toUserId: 'u-nobody' }, '被委托人不存在或已停用'],
      [{ toUserId: 'u-wudawei' }, '被委托人不存在或已停用'],
      // 袁浩 works only on 宁绩, 黄伟 only on 杭金: the delegate would decide another project's work
      [{ toUserId: 'u-yuanhao' }, '被委托人与委托人不在同一项目，不能委托'],
      [{ endTime: now - 2 * DAY + 1, startTime: now - 3 * DAY }, '结束时间不能早于当前时间'],
      [{ endTime: now - DAY }, '结束时间必须晚于开始时间'],
      [{ flowId: 'ft-nope' }, '所选流程不存在或已被删除'],
      [{ userId: 'u-zhanghua' }, '只能委托自己的流程']
    ] as [Record<string, unknown>, string][]) {
      expect({ over, r: (await send(t, 'POST', D, form(over), tok.huangwei)).msg }).toEqual({ over, r: msg })
    }
    expect((await send(t, 'POST', D, form({ type: '2' }), tok.huangwei)).code).toBe(400)
  })

  test('a clash is refused: the same flow handed over twice at once, or two people delegating to each other', async () => {
    // same flow, overlapping span, another delegate: the engine could not tell whom to route to
    expect((await send(t, 'POST', D, form({ toUserId: 'u-lijun', startTime: now + 5 * DAY, endTime: now + 20 * DAY }), tok.huangwei)).msg)
      .toBe('操作失败，同一时间内有相同流程的委托！')
    // "all flows" overlaps every flow
    expect((await send(t, 'POST', D, form({ toUserId: 'u-lijun', flowId: '' }), tok.huangwei)).msg).toBe('操作失败，同一时间内有相同流程的委托！')
    expect((await send(t, 'POST', D, form({ toUserId: 'u-huangwei' }), tok.xuzhiming)).msg).toBe('操作失败，同一时间内有相同流程，不能相互委托！')
    // after the span, another flow, or the other kind: fine
    expect((await send(t, 'POST', D, form({ toUserId: 'u-lijun', startTime: now + 11 * DAY, endTime: now + 20 * DAY }), tok.huangwei)).code).toBe(200)
    expect((await send(t, 'POST', D, form({ toUserId: 'u-lijun', flowId: 'ft-meter-payment' }), tok.huangwei)).code).toBe(200)
    expect((await send(t, 'POST', D, form({ type: '0' }), tok.huangwei)).code).toBe(200)
  })

  test('lists: mine with keyword and paging, and those delegated to me', async () => {
    const mine = await get(t, `${D}?myOrDelagateToMe=1&pageSize=2`, tok.huangwei)
    expect(mine.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 4 })
    const byName = await get(t, `${D}?keyword=${encodeURIComponent('李军')}`, tok.huangwei)
    expect(byName.data.list).toHaveLength(2)
    const toMe = await get(t, `${D}?myOrDelagateToMe=2`, tok.xuzhiming)
    expect(toMe.data.list.map((d: { userId: string; type: string }) => [d.userId, d.type]).sort()).toEqual([['u-huangwei', '0'], ['u-huangwei', '1']])
    expect((await get(t, D, tok.chengang)).data.list).toEqual([])
  })

  test('only the delegator edits, stops and deletes; the delegate may only read; strangers see nothing', async () => {
    const [d] = (await get(t, `${D}?keyword=${encodeURIComponent('请假')}&myOrDelagateToMe=2`, tok.xuzhiming)).data.list.filter((x: { type: string }) => x.type === '1')
    expect((await get(t, `${D}/${d.id}`, tok.xuzhiming)).code).toBe(200)
    expect(await get(t, `${D}/${d.id}`, tok.yuanhao)).toMatchObject({ code: 400, msg: '该委托不存在或已被删除' })
    expect((await send(t, 'PUT', `${D}/${d.id}`, form({ description: '改' }), tok.xuzhiming)).msg).toBe('只有委托人可以修改或结束该委托')
    expect((await send(t, 'PUT', `${D}/Stop/${d.id}`, {}, tok.xuzhiming)).msg).toBe('只有委托人可以修改或结束该委托')
    expect((await send(t, 'DELETE', `${D}/${d.id}`, undefined, tok.yuanhao)).msg).toBe('该委托不存在或已被删除')

    const edited = await send(t, 'PUT', `${D}/${d.id}`, form({ description: '出差延长', endTime: now + 10 * DAY + 3_600_000 }), tok.huangwei)
    expect(edited).toMatchObject({ code: 200, msg: '更新成功' })
    expect((await get(t, `${D}/${d.id}`, tok.huangwei)).data).toMatchObject({ description: '出差延长', endTime: now + 10 * DAY + 3_600_000 })

    t.clock.advance(1000)
    expect(await send(t, 'PUT', `${D}/Stop/${d.id}`, {}, tok.huangwei)).toMatchObject({ code: 200, msg: '操作成功' })
    expect((await get(t, `${D}/${d.id}`, tok.huangwei)).data).toMatchObject({ enabledMark: 0, status: 2, endTime: t.clock.now() })
    expect((await send(t, 'PUT', `${D}/Stop/${d.id}`, {}, tok.huangwei)).msg).toBe('该委托已结束')
    expect((await send(t, 'PUT', `${D}/${d.id}`, form(), tok.huangwei)).msg).toBe('该委托已结束，无法修改')
    // a stopped delegation no longer clashes
    expect((await send(t, 'POST', D, form({ toUserId: 'u-zhanghua', startTime: now, endTime: now + 3 * DAY }), tok.huangwei)).code).toBe(200)

    expect(await send(t, 'DELETE', `${D}/${d.id}`, undefined, tok.huangwei)).toMatchObject({ code: 200, msg: '删除成功' })
    expect((await get(t, `${D}/${d.id}`, tok.huangwei)).code).toBe(400)
  })

  test('the delegate side: the flows I may launch for others and for whom; approval delegations in force', async () => {
    const flows = await get(t, `${D}/getflow`, tok.xuzhiming)
    // huangwei's launch delegation covers the leave flow, which huangwei may launch
    expect(flows.data.list.map((f: { enCode: string }) => f.enCode)).toEqual(['leaveApply'])
    expect((await get(t, `${D}/userList?flowId=ftj-leave-v1`, tok.xuzhiming)).data.list).toEqual([
      expect.objectContaining({ id: 'u-huangwei', fullName: '黄伟/huangwei' })
    ])
    expect((await get(t, `${D}/userList?flowId=ftj-leave-v1`, tok.chengang)).msg).toBe('您没有发起该流程的权限')
    expect((await get(t, `${D}/getflow`, tok.chengang)).data.list).toEqual([])
    const approval = await get(t, `${D}/getuser?flowId=ft-meter-payment`, tok.lijun)
    expect(approval.data.list.map((d: { userId: string }) => d.userId)).toEqual(['u-huangwei'])
    expect((await get(t, `${D}/getuser?touserId=u-lijun`, tok.chengang)).code).toBe(400)
  })

  test('the two people must share a project, on create and on edit; any one shared project will do', async () => {
    const count = async () => Number((await t.app.ctx.db.selectFrom('flowDelegate').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const before = await count()
    expect(await send(t, 'POST', D, form({ toUserId: 'u-huangwei', flowId: 'ft-meter-payment' }), tok.yuanhao))
      .toMatchObject({ code: 400, msg: '被委托人与委托人不在同一项目，不能委托' })
    // an administrator naming the delegator is held to the same rule
    expect((await send(t, 'POST', D, form({ userId: 'u-zhanghua', toUserId: 'u-yuanhao', flowId: 'ft-meter-payment' }), tok.admin)).msg)
      .toBe('被委托人与委托人不在同一项目，不能委托')
    expect(await count()).toBe(before)
    // 王建国 follows both projects, so he may hand work to 袁浩 (宁绩) and to 徐志明 (杭金)
    const ok = await send(t, 'POST', D, form({ toUserId: 'u-yuanhao', flowId: 'ft-meter-payment' }), tok.wangjianguo)
    expect(ok.code).toBe(200)
    const mine = await send(t, 'POST', D, form({ toUserId: 'u-xuzhiming', flowId: 'ft-meter-payment', type: '0' }), tok.huangwei)
    expect(mine.code).toBe(200)
    expect(await send(t, 'PUT', `${D}/${mine.data.id}`, form({ toUserId: 'u-yuanhao', flowId: 'ft-meter-payment', type: '0' }), tok.huangwei))
      .toMatchObject({ code: 400, msg: '被委托人与委托人不在同一项目，不能委托' })
    expect((await get(t, `${D}/${mine.data.id}`, tok.huangwei)).data.toUserId).toBe('u-xuzhiming')
  })
})

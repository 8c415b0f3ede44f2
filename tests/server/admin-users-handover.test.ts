// 工作交接 of the console's user page: a user with open approvals cannot be deleted; getWorkByUser lists the open
// work as WorkHandoverModal shows it, workHandover moves it to an enabled colleague of the same project (who can
// then act on it), and afterwards the delete goes through.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'
import { U as ID, approve, approver, db, launch, makeFlow, openHandlers, start, task, users } from './workflow-fixtures'

const U = '/api/permission/Users'

describe.each(dialects)('work hand-over on %s', (dialect) => {
  let t: TestApp
  let admin: string
  const tok: Record<string, string> = {}
  const todos: string[] = []
  let clashTask = ''
  const launched: string[] = []
  const delegationId = 'dg-handover-test'
  const operatorIds = async (userId: string) => (await db(t).selectFrom('flowTaskOperator').select('id').where('handleId', '=', userId)
    .where('completion', '=', 0).where('state', '<>', -1).orderBy('creatorTime').orderBy('id').execute()).map((r) => r.id)
  const exists = async (id: string) => Boolean(await db(t).selectFrom('baseUser').select('id').where('id', '=', id).executeTakeFirst())

  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    for (const a of ['caoyong', 'yangshan', 'fengxue', 'lijun', 'zhanghua']) tok[a] = await login(t, a)
    // yangshan approves first, then lijun; a second flow has yangshan and fengxue countersigning the same step
    const f = await makeFlow(t, start({}, approver('a', '现场复核', { approvers: users(ID.yangshan) }), approver('b', '总工审核', { approvers: users(ID.lijun) })))
    const both = await makeFlow(t, start({}, approver('a', '会签', { approvers: users(ID.yangshan, 'u-fengxue'), counterSign: 1 })))
    for (let i = 0; i < 2; i++) {
      const r = await launch(t, tok.caoyong, f.flowId, { days: i + 1 }, { projectId: 'proj-hj' })
      if (r.code !== 200) throw new Error(r.msg)
      launched.push(r.data.id)
    }
    clashTask = (await launch(t, tok.caoyong, both.flowId, { days: 3 }, { projectId: 'proj-hj' })).data.id
    todos.push(...(await operatorIds(ID.yangshan)))
    const now = t.clock.now()
    await db(t).insertInto('flowDelegate').values({
      id: delegationId, userId: ID.yangshan, userName: '杨山', toUserId: ID.chengang, toUserName: '陈刚', type: '1', flowId: '', flowName: '',
      flowCategory: '', startTime: now - 1000, endTime: now + 86400_000, description: '', enabledMark: 1, sortCode: 0,
      creatorUserId: ID.yangshan, creatorTime: now, lastModifyUserId: '', lastModifyTime: null
    }).execute()
  })
  afterAll(async () => { await t.close() })

  test('when a user with open approvals is deleted, then it is refused naming the open work, and nothing changes', async () => {
    expect(todos).toHaveLength(3)
    const r = await send(t, 'DELETE', `${U}/${ID.yangshan}`, undefined, admin)
    expect(r).toMatchObject({ code: 400, msg: '该用户还有3条待办、1条流程委托，请先工作交接' })
    expect((await send(t, 'DELETE', `${U}/u-caoyong`, undefined, admin)).msg).toBe('该用户还有3条发起的在办流程，请先工作交接')
    expect(await exists(ID.yangshan)).toBe(true)
    expect(await operatorIds(ID.yangshan)).toEqual(todos)
  })

  test('when the open work is asked for, then the modal gets its to-do, flow and permission trees', async () => {
    const w = (await get(t, `${U}/getWorkByUser?fromId=${ID.yangshan}`, admin)).data
    expect(w.permission).toEqual([])
    expect(w.wait.map((x: { id: string }) => x.id)).toEqual(todos)
    expect(w.wait).toEqual(expect.arrayContaining([
      { id: expect.any(String), fullName: expect.stringMatching(/（现场复核）$/), icon: expect.any(String), enCode: '' },
      { id: expect.any(String), fullName: expect.stringMatching(/（会签）$/), icon: expect.any(String), enCode: '' }
    ]))
    expect(w.flow).toEqual([{
      id: 'handover-delegate', fullName: '流程委托', icon: expect.any(String), enCode: '',
      children: [{ id: delegationId, fullName: '审批委托给 陈刚：全部流程', icon: expect.any(String), enCode: '' }]
    }])
    const c = (await get(t, `${U}/getWorkByUser?fromId=u-caoyong`, admin)).data
    expect(c.wait).toEqual([])
    expect(c.flow[0]).toMatchObject({ id: 'handover-launch', fullName: '发起的在办流程' })
    expect(c.flow[0].children.map((x: { id: string }) => x.id).sort()).toEqual([...launched, clashTask].sort())
    expect((await get(t, `${U}/getWorkByUser?fromId=u-nobody`, admin)).code).toBe(400)
    expect((await get(t, `${U}/getWorkByUser`, admin)).code).toBe(400)
  })

  test('when a hand-over is wrong, then 400 says why and every to-do stays where it was', async () => {
    const body = (more: Record<string, unknown>) => ({ fromId: ID.yangshan, toId: 'u-fengxue', waitList: [todos[0]], flowList: [], permissionList: [], ...more })
    const refused: [Record<string, unknown>, RegExp][] = [
      [{ toId: ID.yangshan }, /本人/], [{ toId: 'u-admin' }, /管理员/], [{ toId: 'u-wudawei' }, /禁用/], [{ toId: 'u-dongliang' }, /项目/],
      [{ toId: 'u-nobody' }, /不存在/], [{ waitList: ['op-none'] }, /交接内容已变化/], [{ waitList: [], flowList: [] }, /请先选择/],
      [{ waitList: todos }, /会签|审批人/], [{ fromId: 'u-nobody' }, /不存在/], [{ permissionList: ['pg-1'] }, /交接内容已变化/]
    ]
    for (const [more, msg] of refused) {
      const r = await send(t, 'POST', `${U}/workHandover`, body(more), admin)
      expect({ more, code: r.code, msg: r.msg }).toEqual({ more, code: 400, msg: expect.stringMatching(msg) })
    }
    expect(await operatorIds(ID.yangshan)).toEqual(todos)
    expect((await send(t, 'POST', `${U}/workHandover`, { fromId: ID.yangshan }, admin)).code).toBe(400)
  })

  test('when the work is handed over, then the colleague holds and can act on it, and the user can be deleted', async () => {
    const plain = (await db(t).selectFrom('flowTaskOperator').select(['id', 'taskId']).where('id', 'in', todos).execute())
      .filter((o) => o.taskId !== clashTask).map((o) => o.id)
    expect(plain).toHaveLength(2)
    const r = await send(t, 'POST', `${U}/workHandover`, {
      fromId: ID.yangshan, toId: 'u-fengxue', waitList: plain, flowList: ['handover-delegate', delegationId], permissionList: []
    }, admin)
    expect(r).toMatchObject({ code: 200, msg: '工作交接成功！' })
    for (const id of launched) expect(await openHandlers(t, id)).toEqual(['u-fengxue'])
    expect((await db(t).selectFrom('flowDelegate').select('enabledMark').where('id', '=', delegationId).executeTakeFirstOrThrow()).enabledMark).toBe(0)
    expect((await db(t).selectFrom('baseUser').select('handoverMark').where('id', '=', ID.yangshan).executeTakeFirstOrThrow()).handoverMark).toBe(1)
    const log = await db(t).selectFrom('baseSyslog').selectAll().where('type', '=', '交接').execute()
    expect(log).toEqual([expect.objectContaining({ moduleName: '用户管理', objectId: ID.yangshan, abstracts: expect.stringContaining('2条待办、1条流程委托') })])

    await approve(t, tok.fengxue, launched[0], 'u-fengxue')
    expect(await openHandlers(t, launched[0])).toEqual([ID.lijun])

    // the countersign step fengxue already holds goes to somebody else
    expect((await send(t, 'DELETE', `${U}/${ID.yangshan}`, undefined, admin)).msg).toMatch(/1条待办/)
    const rest = await operatorIds(ID.yangshan)
    expect((await send(t, 'POST', `${U}/workHandover`, { fromId: ID.yangshan, toId: ID.lijun, waitList: rest }, admin)).code).toBe(200)
    expect(await openHandlers(t, clashTask)).toEqual([ID.lijun, 'u-fengxue'].sort())
    expect((await send(t, 'DELETE', `${U}/${ID.yangshan}`, undefined, admin)).code).toBe(200)
    expect(await exists(ID.yangshan)).toBe(false)
  })

  test('when the tasks a user launched are handed over, then the colleague becomes their launcher', async () => {
    const r = await send(t, 'POST', `${U}/workHandover`, {
      fromId: 'u-caoyong', toId: 'u-zhengkai', waitList: [], flowList: ['handover-launch', ...launched, clashTask]
    }, admin)
    expect(r.code).toBe(200)
    for (const id of [...launched, clashTask]) expect((await task(t, id)).creatorUserId).toBe('u-zhengkai')
    expect((await send(t, 'DELETE', `${U}/u-caoyong`, undefined, admin)).code).toBe(200)
  })

  test('when a project administrator or somebody without the area asks, then only their own projects are reachable', async () => {
    const hw = await grantAdminAreas(t, 'huangwei', ['permission.user'])
    expect((await get(t, `${U}/getWorkByUser?fromId=u-dongliang`, hw)).code).toBe(400)
    expect((await send(t, 'POST', `${U}/workHandover`, { fromId: 'u-dongliang', toId: 'u-luoping', waitList: ['x'] }, hw)).code).toBe(400)
    const zhanghuaWork = (await get(t, `${U}/getWorkByUser?fromId=u-zhanghua`, admin)).data.wait.map((x: { id: string }) => x.id)
    const toOther = await send(t, 'POST', `${U}/workHandover`, { fromId: 'u-zhanghua', toId: 'u-dongliang', waitList: zhanghuaWork }, hw)
    expect(toOther.code).toBe(400)
    expect((await get(t, `${U}/getWorkByUser?fromId=u-zhanghua`, hw)).data.wait.map((x: { id: string }) => x.id)).toEqual(zhanghuaWork)
    for (const r of [
      await get(t, `${U}/getWorkByUser?fromId=u-lijun`, tok.zhanghua),
      await send(t, 'POST', `${U}/workHandover`, { fromId: 'u-lijun', toId: 'u-wangfang', waitList: ['x'] }, tok.zhanghua)
    ]) expect(r).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
  })
})

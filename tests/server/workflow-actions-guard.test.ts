// Safety of the actions: two approvals of one entry, or of one or-sign node, at the same time — exactly one wins
// and the other is told the step was handled; and a user who is not an operator of a task can do nothing to it.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { E, U, act, approver, db, entryOf, launch, makeFlow, openHandlers, records, start, task, users } from './workflow-fixtures'

describe.each(dialects)('workflow action guards on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect)
    for (const a of ['zhanghua', 'songwenbo', 'guoqing', 'huangwei', 'yuanhao', 'lijun']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  const flow = () => makeFlow(t, start({}, approver('a', '监理', { approvers: users(U.songwenbo, U.guoqing), hasFreeApproverBtn: true }), approver('b', '业主', { approvers: users(U.huangwei) })))

  test('the same entry approved twice at once: one wins, the other gets a clear message', async () => {
    const id = (await launch(t, tok.zhanghua, (await flow()).flowId, {})).data.id
    const entry = await entryOf(t, id, U.songwenbo)
    const answers = await Promise.all([1, 2, 3].map(() => act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意' })))
    expect(answers.map((a) => a.code).sort()).toEqual([200, 400, 400])
    for (const a of answers.filter((x) => x.code === 400)) expect(a.msg).toBe('该审批已被处理，请刷新后查看')
    expect((await records(t, id)).filter((r) => r.handleStatus === 1)).toHaveLength(1)
    expect(await openHandlers(t, id)).toEqual([U.huangwei])
  })

  test('two handlers of an or-sign node at once: exactly one decides', async () => {
    const id = (await launch(t, tok.zhanghua, (await flow()).flowId, {})).data.id
    const [a, b] = [await entryOf(t, id, U.songwenbo), await entryOf(t, id, U.guoqing)]
    const answers = await Promise.all([
      act(t, tok.songwenbo, 'Audit', a, { handleOpinion: '同意' }), act(t, tok.guoqing, 'Reject', b, { handleOpinion: '退回' })
    ])
    expect(answers.map((x) => x.code).sort()).toEqual([200, 400])
    const status = (await task(t, id)).status
    expect(answers[0].code === 200 ? status === 1 : status === 3).toBe(true)
    expect((await records(t, id)).filter((r) => r.handleStatus !== 2)).toHaveLength(1)
  })

  test('a user who is not an operator of the task can do nothing to it', async () => {
    const id = (await launch(t, tok.zhanghua, (await flow()).flowId, { days: 1 })).data.id
    const entry = await entryOf(t, id, U.songwenbo)
    const rec = (await records(t, id))[0]
    const before = JSON.stringify([await task(t, id), await records(t, id), await openHandlers(t, id)])
    for (const who of ['yuanhao', 'lijun', 'guoqing']) {
      for (const action of ['Audit', 'Reject', 'Transfer', 'freeApprover', 'SaveAudit', 'Candidates', 'CandidateUser']) {
        const r = await act(t, tok[who], action, entry, { handleOpinion: 'x', freeApproverUserId: U.lijun, formData: { days: 9 }, nodeCode: 'b' })
        expect([r.code, r.msg]).toEqual([400, '该待办不存在或您无权处理'])
      }
      expect((await get(t, `${E}/FlowBefore/RejectList/${entry}`, tok[who])).code).toBe(400)
      expect((await act(t, tok[who], 'Recall', rec.id)).code).toBe(400)
      expect((await send(t, 'PUT', `${E}/FlowLaunch/${id}/Actions/Withdraw`, {}, tok[who])).code).toBe(400)
      expect((await send(t, 'POST', `${E}/FlowLaunch/Press/${id}`, {}, tok[who])).code).toBe(400)
      expect((await send(t, 'PUT', `${E}/FlowTask/${id}`, { formData: { days: 9 }, status: '0' }, tok[who])).code).toBe(400)
    }
    for (const who of ['yuanhao', 'lijun']) expect((await act(t, tok[who], 'Cancel', id)).code).toBe(400)
    expect((await act(t, tok.yuanhao, 'Audit', 'no-such-entry')).msg).toBe('该待办不存在或您无权处理')
    expect(JSON.stringify([await task(t, id), await records(t, id), await openHandlers(t, id)])).toBe(before)
  })

  test('bad input is a 400 with a message that says what is wrong, and changes nothing', async () => {
    const f = await flow()
    const launches = async () => Number((await db(t).selectFrom('flowTask').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('creatorUserId', '=', U.zhanghua).executeTakeFirstOrThrow()).n)
    const before = await launches()
    for (const [body, msg] of [
      [{}, '请选择要发起的流程'],
      [{ flowId: 'nope' }, '流程不存在或已被删除'],
      [{ flowId: f.flowId, formData: 'text' }, '请求体字段 formData 类型错误，应为对象'],
      [{ flowId: f.flowId, status: { x: 1 } }, '请求体字段 status 类型错误，应为字符串'],
      [{ flowId: f.flowId, fileList: 'not-json' }, '附件格式不正确，应为文件数组']
    ] as [Record<string, unknown>, string][]) {
      expect({ body, r: await send(t, 'POST', `${E}/FlowTask`, body, tok.zhanghua) }).toMatchObject({ body, r: { code: 400, msg } })
    }
    expect(await launches()).toBe(before)

    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    const entry = await entryOf(t, id, U.songwenbo)
    const state = async () => JSON.stringify([
      await task(t, id), await records(t, id),
      await db(t).selectFrom('flowTaskOperator').selectAll().where('taskId', '=', id).orderBy('id').execute(),
      await db(t).selectFrom('flowTaskNode').selectAll().where('taskId', '=', id).orderBy('id').execute(),
      await db(t).selectFrom('flowCandidates').selectAll().where('taskId', '=', id).orderBy('id').execute()
    ])
    const unchanged = await state()
    for (const [body, msg] of [
      [{ candidateList: { zz: ['x'] } }, '候选人所属的节点不正确'],
      [{ freeApproverType: 9 }, '请求体字段 freeApproverType 取值不合法'],
      [{ fileList: 'not-json' }, '附件格式不正确，应为文件数组'],
      [{ fileList: '[1, 2]' }, '附件格式不正确，应为文件数组'],
      [{ branchList: 'x' }, '请求体字段 branchList 类型错误，应为数组']
    ] as [Record<string, unknown>, string][]) {
      expect({ body, r: await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意', ...body }) }).toMatchObject({ body, r: { code: 400, msg } })
      expect(await state()).toBe(unchanged)
    }
    expect(await task(t, id)).toMatchObject({ status: 1, currentNodeCode: 'a' })
    expect(await openHandlers(t, id)).toEqual([U.guoqing, U.songwenbo])
    // a well-formed one still goes through, files and all
    expect((await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意', fileList: JSON.stringify([{ name: 'a.pdf', fileId: 'a.pdf' }]) })).code).toBe(200)
    const approval = (await records(t, id)).find((r) => r.handleId === U.songwenbo && r.handleStatus === 1)!
    expect(JSON.parse(approval.fileList)).toEqual([{ name: 'a.pdf', fileId: 'a.pdf' }])
  })
})

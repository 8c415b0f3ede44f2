// The engine on a real database: a task moving through approver chains, condition, parallel and choice branches,
// each sign mode, with the records, messages and task states each step leaves.
import { createTestApp, dialects, login, type TestApp } from './helpers/app'
import {
  E, U, act, approve, approver, chain, condition, currentNodes, entryOf, launch, makeFlow, messagesOf, node, openHandlers, records,
  start, task, users, when
} from './workflow-fixtures'
import { send } from './helpers/app'

describe.each(dialects)('workflow transitions on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect)
    for (const a of ['zhanghua', 'songwenbo', 'guoqing', 'huangwei', 'xuzhiming', 'hexiaoyan']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  test('a launched task goes node by node; or-sign closes the others; the end approves it and tells the launcher', async () => {
    const f = await makeFlow(t, start({}, approver('a', '监理审核', { approvers: users(U.songwenbo, U.guoqing) }), approver('b', '业主审批', { approvers: users(U.huangwei) })))
    const r = await launch(t, tok.zhanghua, f.flowId, { days: 2, reason: '家中有事' })
    expect(r.code).toBe(200)
    expect(r.msg).toBe('提交成功')
    const id = r.data.id
    expect(await task(t, id)).toMatchObject({ status: 1, currentNodeCode: 'a', currentNodeName: '监理审核', creatorUserId: U.zhanghua, projectId: 'proj-hj', flowCode: f.enCode })
    expect(await openHandlers(t, id)).toEqual([U.guoqing, U.songwenbo])
    const todo = (await messagesOf(t, U.songwenbo)).at(-1)
    expect(todo?.title).toContain('待审批')
    expect(JSON.parse(todo?.bodyText ?? '{}')).toMatchObject({ type: 2, processId: id, flowId: f.flowId, enCode: f.enCode, formType: 1, taskOperatorId: await entryOf(t, id, U.songwenbo) })

    await approve(t, tok.songwenbo, id, U.songwenbo)
    expect(await openHandlers(t, id)).toEqual([U.huangwei])
    expect(await currentNodes(t, id)).toEqual(['b'])
    await approve(t, tok.huangwei, id, U.huangwei)
    expect(await task(t, id)).toMatchObject({ status: 2, completion: 100, currentNodeCode: 'end' })
    expect((await records(t, id)).map((x) => [x.nodeCode, x.handleStatus, x.handleId])).toEqual([
      ['start', 2, U.zhanghua], ['a', 1, U.songwenbo], ['b', 1, U.huangwei]
    ])
    const done = (await messagesOf(t, U.zhanghua)).at(-1)
    expect(done?.title).toBe(`审批通过：${(await task(t, id)).fullName}`)
    expect(JSON.parse(done?.bodyText ?? '{}')).toMatchObject({ type: 1, processId: id, status: 2 })
    // guoqing's entry was closed by the or-sign: acting on it now is refused
    const closed = await t.app.ctx.db.selectFrom('flowTaskOperator').select('id').where('taskId', '=', id).where('handleId', '=', U.guoqing).executeTakeFirstOrThrow()
    expect((await act(t, tok.guoqing, 'Audit', closed.id)).msg).toBe('该审批已被处理，请刷新后查看')
  })

  test('condition branches: more than three days goes through the general manager, otherwise straight to HR', async () => {
    const f = await makeFlow(t, start({}, chain(
      { ...approver('a', '项目经理', { approvers: users(U.songwenbo) }), conditionNodes: [
        condition('long', when('days', '>', 3), approver('gm', '总经理', { approvers: users(U.huangwei) })),
        condition('short', { isDefault: true })
      ] },
      approver('hr', '人事备案', { approvers: users(U.hexiaoyan) })
    )))
    const long = (await launch(t, tok.zhanghua, f.flowId, { days: 5 })).data.id
    const short = (await launch(t, tok.zhanghua, f.flowId, { days: 2 })).data.id
    await approve(t, tok.songwenbo, long, U.songwenbo)
    await approve(t, tok.songwenbo, short, U.songwenbo)
    expect(await currentNodes(t, long)).toEqual(['gm'])
    expect(await currentNodes(t, short)).toEqual(['hr'])
    await approve(t, tok.huangwei, long, U.huangwei)
    expect(await currentNodes(t, long)).toEqual(['hr'])
  })

  test('parallel branches all run and join before the next node', async () => {
    const f = await makeFlow(t, start({}, chain(
      { ...node('split', 'empty'), conditionNodes: [
        approver('p1', '监理', { approvers: users(U.songwenbo) }, { isInterflow: true }),
        chain(approver('p2', '安全', { approvers: users(U.hexiaoyan) }, { isInterflow: true }), approver('p3', '总工', { approvers: users(U.xuzhiming) }))
      ] },
      approver('join', '业主', { approvers: users(U.huangwei) })
    )))
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    expect(await currentNodes(t, id)).toEqual(['p1', 'p2'])
    await approve(t, tok.hexiaoyan, id, U.hexiaoyan)
    expect(await currentNodes(t, id)).toEqual(['p1', 'p3'])
    await approve(t, tok.songwenbo, id, U.songwenbo)
    expect(await currentNodes(t, id)).toEqual(['p3'])
    await approve(t, tok.xuzhiming, id, U.xuzhiming)
    expect(await currentNodes(t, id)).toEqual(['join'])
    expect((await task(t, id)).currentNodeName).toBe('业主')
  })

  test('a choice branch: the approver must pick (Candidates says type 1), then only the picked branch runs', async () => {
    const f = await makeFlow(t, start({}, { ...approver('pick', '分管领导', { approvers: users(U.songwenbo) }), conditionNodes: [
      approver('b1', '安全部', { approvers: users(U.hexiaoyan) }, { isBranchFlow: true }),
      approver('b2', '工程部', { approvers: users(U.xuzhiming) }, { isBranchFlow: true })
    ] }))
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    const entry = await entryOf(t, id, U.songwenbo)
    const c = await act(t, tok.songwenbo, 'Candidates', entry, {})
    expect(c.data).toMatchObject({ type: 1, countersignOver: true })
    expect(c.data.list.map((x: { nodeId: string }) => x.nodeId)).toEqual(['b1', 'b2'])
    const missing = await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意' })
    expect(missing.code).toBe(400)
    expect(missing.msg).toContain('分支')
    expect(await openHandlers(t, id)).toEqual([U.songwenbo])
    expect((await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意', branchList: ['b2'] })).code).toBe(200)
    expect(await currentNodes(t, id)).toEqual(['b2'])
  })

  test('countersign waits for the ratio; sequential hands over in approversSortList order', async () => {
    const three = users(U.songwenbo, U.guoqing, U.hexiaoyan)
    const all = await makeFlow(t, start({}, approver('cs', '会签', { approvers: three, counterSign: 1 }), approver('next', '业主', { approvers: users(U.huangwei) })))
    const id = (await launch(t, tok.zhanghua, all.flowId, {})).data.id
    await approve(t, tok.songwenbo, id, U.songwenbo)
    await approve(t, tok.guoqing, id, U.guoqing)
    expect(await currentNodes(t, id)).toEqual(['cs'])
    await approve(t, tok.hexiaoyan, id, U.hexiaoyan)
    expect(await currentNodes(t, id)).toEqual(['next'])

    const ratio = await makeFlow(t, start({}, approver('cs', '会签', { approvers: three, counterSign: 1, counterSignConfig: { auditType: 1, auditRatio: 60 } })))
    const r = (await launch(t, tok.zhanghua, ratio.flowId, {})).data.id
    await approve(t, tok.songwenbo, r, U.songwenbo)
    expect((await task(t, r)).status).toBe(1)
    await approve(t, tok.guoqing, r, U.guoqing)
    expect((await task(t, r)).status).toBe(2)
    expect(await openHandlers(t, r)).toEqual([])

    const seq = await makeFlow(t, start({}, approver('sq', '依次', { approvers: users(U.songwenbo, U.guoqing), counterSign: 2, approversSortList: users(U.guoqing, U.songwenbo) })))
    const s = (await launch(t, tok.zhanghua, seq.flowId, {})).data.id
    expect(await openHandlers(t, s)).toEqual([U.guoqing])
    await approve(t, tok.guoqing, s, U.guoqing)
    expect(await openHandlers(t, s)).toEqual([U.songwenbo])
    await approve(t, tok.songwenbo, s, U.songwenbo)
    expect((await task(t, s)).status).toBe(2)
  })

  test('versions: a task keeps the version it was launched on; a disabled version cannot be launched', async () => {
    const f = await makeFlow(t, start({}, approver('a', '一审', { approvers: users(U.songwenbo) })))
    const old = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    const { publishVersion } = await import('../../server/src/modules/workflow/task/template-store')
    const template = await t.app.ctx.db.selectFrom('flowTemplate').selectAll().where('id', '=', f.templateId).executeTakeFirstOrThrow()
    const v2 = await publishVersion(t.app.ctx.db, template, start({ formId: f.formId }, approver('a2', '二审', { approvers: users(U.guoqing) })), {}, 1)
    expect((await launch(t, tok.zhanghua, f.flowId, {})).msg).toBe('该流程版本已停用，请刷新后重新发起')
    const fresh = (await launch(t, tok.zhanghua, v2.id, {})).data.id
    expect(await currentNodes(t, fresh)).toEqual(['a2'])
    await approve(t, tok.songwenbo, old, U.songwenbo)
    expect((await task(t, old))).toMatchObject({ status: 2, flowId: f.flowId, flowVersion: '1' })
  })

  test('a draft is saved with status "1", edited, and submitted later by PUT', async () => {
    const f = await makeFlow(t, start({}, approver('a', '审核', { approvers: users(U.songwenbo) })))
    const saved = await send(t, 'POST', `${E}/FlowTask`, { flowId: f.flowId, formData: { days: 1 }, status: '1' }, tok.zhanghua)
    expect(saved.msg).toBe('保存成功')
    expect(await task(t, saved.data.id)).toMatchObject({ status: 0, flowFormDataJson: '{"days":1}' })
    expect(await openHandlers(t, saved.data.id)).toEqual([])
    const sub = await send(t, 'PUT', `${E}/FlowTask/${saved.data.id}`, { flowId: f.flowId, formData: { days: 4 }, status: '0' }, tok.zhanghua)
    expect(sub.msg).toBe('提交成功')
    expect(await task(t, saved.data.id)).toMatchObject({ status: 1, flowFormDataJson: '{"days":4}' })
    expect((await send(t, 'PUT', `${E}/FlowTask/${saved.data.id}`, { formData: { days: 9 }, status: '0' }, tok.zhanghua)).msg).toBe('该流程正在审批中，不能修改')
  })
})

// Less common paths: a return inside a parallel branch, copy nodes, a sub-flow that waits for its initiator to
// submit, and look-ahead calls that must not reach into another project.
import { createTestApp, dialects, login, send, type TestApp } from './helpers/app'
import {
  E, U, act, approve, approver, chain, currentNodes, db, entryOf, launch, makeFlow, messagesOf, node, start, task, users
} from './workflow-fixtures'

describe.each(dialects)('workflow branches and sub-flows on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect)
    for (const a of ['zhanghua', 'songwenbo', 'guoqing', 'huangwei', 'xuzhiming', 'hexiaoyan', 'chengang']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  test('a return inside a parallel branch restarts that branch only; the other branch keeps its place', async () => {
    const f = await makeFlow(t, start({}, chain(
      { ...node('split', 'empty'), conditionNodes: [
        approver('p1', '监理', { approvers: users(U.songwenbo) }, { isInterflow: true }),
        chain(approver('p2', '安全', { approvers: users(U.hexiaoyan) }, { isInterflow: true }), approver('p3', '总工', { approvers: users(U.xuzhiming), rejectStep: '1' }))
      ] },
      approver('join', '业主', { approvers: users(U.huangwei) })
    )))
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    await approve(t, tok.hexiaoyan, id, U.hexiaoyan)
    expect(await currentNodes(t, id)).toEqual(['p1', 'p3'])
    expect((await act(t, tok.xuzhiming, 'Reject', await entryOf(t, id, U.xuzhiming), { handleOpinion: '安全措施不全' })).code).toBe(200)
    expect(await currentNodes(t, id)).toEqual(['p1', 'p2'])
    await approve(t, tok.songwenbo, id, U.songwenbo)
    await approve(t, tok.hexiaoyan, id, U.hexiaoyan)
    await approve(t, tok.xuzhiming, id, U.xuzhiming)
    expect(await currentNodes(t, id)).toEqual(['join'])
  })

  test('a copy node copies the task as the flow passes it', async () => {
    const f = await makeFlow(t, start({}, approver('a', '审批', { approvers: users(U.songwenbo) }), node('cc', 'copy', { circulateUser: users(U.guoqing) }), approver('b', '业主', { approvers: users(U.huangwei) })))
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    await approve(t, tok.songwenbo, id, U.songwenbo)
    expect(await currentNodes(t, id)).toEqual(['b'])
    const copies = await db(t).selectFrom('flowTaskCirculate').selectAll().where('taskId', '=', id).execute()
    expect(copies.map((c) => [c.objectId, c.nodeCode])).toEqual([[U.guoqing, 'cc']])
    expect(JSON.parse((await messagesOf(t, U.guoqing)).at(-1)?.bodyText ?? '{}')).toMatchObject({ type: 3, processId: id })
  })

  test('a sub-flow without autoSubmit waits as a draft for its initiator; the parent moves on once it ends', async () => {
    const child = await makeFlow(t, start({}, approver('c', '子审批', { approvers: users(U.songwenbo) })))
    const parent = await makeFlow(t, start({},
      node('sub', 'subFlow', { flowId: child.templateId, initiateType: 6, initiator: users(U.chengang) }),
      approver('after', '业主', { approvers: users(U.huangwei) })))
    const id = (await launch(t, tok.zhanghua, parent.flowId, {})).data.id
    const kid = await db(t).selectFrom('flowTask').selectAll().where('parentId', '=', id).executeTakeFirstOrThrow()
    expect(kid).toMatchObject({ status: 0, creatorUserId: U.chengang })
    expect((await messagesOf(t, U.chengang)).at(-1)?.title).toContain('待发起子流程')
    expect((await send(t, 'PUT', `${E}/FlowTask/${kid.id}`, { formData: { note: '补充' }, status: '0' }, tok.chengang)).code).toBe(200)
    expect(await currentNodes(t, id)).toEqual(['sub'])
    await approve(t, tok.songwenbo, kid.id, U.songwenbo)
    expect(await currentNodes(t, id)).toEqual(['after'])
    expect((await task(t, id)).status).toBe(1)
  })

  test('looking ahead at launch stays inside the caller\'s projects', async () => {
    const f = await makeFlow(t, start({}, approver('cand', '复审', { assigneeType: 7 })))
    const foreign = await act(t, tok.zhanghua, 'CandidateUser', '0', { flowId: f.flowId, nodeCode: 'cand', projectId: 'proj-nj' })
    expect(foreign.msg).toBe('您不是该项目的成员')
    const own = await act(t, tok.zhanghua, 'CandidateUser', '0', { flowId: f.flowId, nodeCode: 'cand', pageSize: 100 })
    const ids: string[] = own.data.list.map((u: { id: string }) => u.id)
    expect(ids).toContain(U.songwenbo)
    expect(ids).not.toContain(U.yuanhao)
  })
})

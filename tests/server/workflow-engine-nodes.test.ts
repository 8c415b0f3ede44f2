// Who handles a node (every assigneeType and errorRule), timers and time limits on the fake clock, sub-flows, and a
// flow bound to a low-code form whose record is the task.
import { createTestApp, dialects, get, login, type TestApp } from './helpers/app'
import {
  E, U, act, approve, approver, currentNodes, db, entryOf, launch, makeFlow, makeModel, messagesOf, node, openHandlers, records,
  runTick, start, task, users
} from './workflow-fixtures'

const HOUR = 3_600_000

describe.each(dialects)('workflow nodes on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect)
    for (const a of ['zhanghua', 'chengang', 'songwenbo', 'guoqing', 'huangwei', 'xuzhiming', 'yuanhao']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  const one = (props: Record<string, unknown>) => start({}, approver('a', '审批', props))

  test('assignees: the launcher\'s manager, the department head, the launcher, a form field, another node\'s handler', async () => {
    const manager = await makeFlow(t, one({ assigneeType: 1 }))
    expect(await openHandlers(t, (await launch(t, tok.chengang, manager.flowId, {})).data.id)).toEqual([U.zhanghua])
    await db(t).updateTable('baseOrganize').set({ managerId: U.huangwei }).where('id', '=', 'org-hj-c1').execute()
    const head = await makeFlow(t, one({ assigneeType: 2 }))
    expect(await openHandlers(t, (await launch(t, tok.chengang, head.flowId, {})).data.id)).toEqual([U.huangwei])
    const self = await makeFlow(t, one({ assigneeType: 3 }))
    expect(await openHandlers(t, (await launch(t, tok.chengang, self.flowId, {})).data.id)).toEqual([U.chengang])
    const field = await makeFlow(t, one({ assigneeType: 4, formField: 'checker', formFieldType: 1 }))
    expect(await openHandlers(t, (await launch(t, tok.chengang, field.flowId, { checker: U.guoqing })).data.id)).toEqual([U.guoqing])
    const again = await makeFlow(t, start({}, approver('a', '一审', { approvers: users(U.songwenbo, U.guoqing) }), approver('b', '复核', { assigneeType: 5, nodeId: 'a' })))
    const id = (await launch(t, tok.chengang, again.flowId, {})).data.id
    await approve(t, tok.guoqing, id, U.guoqing)
    expect(await openHandlers(t, id)).toEqual([U.guoqing])
  })

  test('designated roles and positions reach only people of the task\'s project', async () => {
    const role = await makeFlow(t, one({ approvers: ['role-supervisor--role'], counterSign: 1 }))
    const id = (await launch(t, tok.zhanghua, role.flowId, {})).data.id
    // 叶辉 is a supervisor too, but of 宁绩
    expect(await openHandlers(t, id)).toEqual([U.guoqing, U.songwenbo])
  })

  test('candidates: the previous handler must choose them from the pool (Candidates type 2, CandidateUser pages it)', async () => {
    const f = await makeFlow(t, start({}, approver('a', '初审', { approvers: users(U.songwenbo) }), approver('cand', '复审', { assigneeType: 7, approvers: users(U.guoqing, U.xuzhiming) })))
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    const entry = await entryOf(t, id, U.songwenbo)
    const c = await act(t, tok.songwenbo, 'Candidates', entry)
    expect(c.data).toMatchObject({ type: 2, list: [{ nodeId: 'cand', isCandidates: true, hasCandidates: true, isBranchFlow: false }] })
    const pool = await act(t, tok.songwenbo, 'CandidateUser', entry, { nodeCode: 'cand', currentPage: 1, pageSize: 1 })
    expect(pool.data.pagination).toMatchObject({ currentPage: 1, pageSize: 1, total: 2 })
    expect(pool.data.list[0].fullName).toMatch(/\//)
    expect((await act(t, tok.songwenbo, 'CandidateUser', entry, { nodeCode: 'cand', keyword: 'xuzhiming' })).data.list.map((u: { id: string }) => u.id)).toEqual([U.xuzhiming])
    expect((await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意' })).msg).toBe('请选择「复审」的审批人')
    expect((await act(t, tok.songwenbo, 'Audit', entry, { candidateList: { cand: [U.huangwei] } })).msg).toBe('「复审」的候选人不在可选范围内')
    expect((await act(t, tok.songwenbo, 'Audit', entry, { candidateList: { cand: [U.xuzhiming] } })).code).toBe(200)
    expect(await openHandlers(t, id)).toEqual([U.xuzhiming])
    // at launch: Candidates/0 with the flow id looks ahead from the start node
    const atStart = await makeFlow(t, start({}, approver('cand', '复审', { assigneeType: 7, approvers: users(U.guoqing) })))
    expect((await act(t, tok.zhanghua, 'Candidates', '0', { flowId: atStart.flowId, formData: {} })).data.type).toBe(2)
    // a task of mine submitted again looks ahead in its own project, not the one the app sends (宁绩 is not his)
    const mine = (await launch(t, tok.zhanghua, atStart.flowId, {}, { status: '1' })).data.id
    const again = await act(t, tok.zhanghua, 'Candidates', '0', { id: mine, flowId: atStart.flowId, projectId: 'proj-nj', formData: {} })
    expect(again.code).toBe(200)
    expect(again.data.type).toBe(2)
  })

  test('errorRule when nobody is found: administrators, named users, auto-pass, refuse, the launcher', async () => {
    const nobody = { approvers: ['u-nobody--user'] }
    const admins = await makeFlow(t, one({ ...nobody, errorRule: 1 }))
    expect(await openHandlers(t, (await launch(t, tok.zhanghua, admins.flowId, {})).data.id)).toEqual([U.admin])
    const named = await makeFlow(t, one({ ...nobody, errorRule: 2, errorRuleUser: users(U.xuzhiming) }))
    expect(await openHandlers(t, (await launch(t, tok.zhanghua, named.flowId, {})).data.id)).toEqual([U.xuzhiming])
    const pass = await makeFlow(t, one({ ...nobody, errorRule: 4 }))
    const passed = (await launch(t, tok.zhanghua, pass.flowId, {})).data.id
    expect((await task(t, passed)).status).toBe(2)
    expect((await records(t, passed)).map((r) => r.handleStatus)).toEqual([2, 1])
    const refuse = await makeFlow(t, one({ ...nobody, errorRule: 5 }))
    const before = await db(t).selectFrom('flowTask').select('id').execute()
    const r = await launch(t, tok.zhanghua, refuse.flowId, {})
    expect(r.code).toBe(400)
    expect(r.msg).toBe('「审批」找不到审批人，无法提交，请联系管理员')
    expect((await db(t).selectFrom('flowTask').select('id').execute()).length).toBe(before.length)
    const launcher = await makeFlow(t, one({ ...nobody, errorRule: 6 }))
    expect(await openHandlers(t, (await launch(t, tok.zhanghua, launcher.flowId, {})).data.id)).toEqual([U.zhanghua])
  })

  test('a timer holds the task until its time, then tick moves it on', async () => {
    const f = await makeFlow(t, start({}, node('wait', 'timer', { hour: 1 }), approver('a', '审批', { approvers: users(U.songwenbo) })))
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    expect(await currentNodes(t, id)).toEqual(['wait'])
    t.clock.advance(HOUR - 1000)
    await runTick(t)
    expect(await currentNodes(t, id)).toEqual(['wait'])
    t.clock.advance(1000)
    expect(await runTick(t)).toBeGreaterThan(0)
    expect(await currentNodes(t, id)).toEqual(['a'])
  })

  test('time limits: an overdue handler is reminded once, or approved by the system with overAutoApprove', async () => {
    const limit = { timeLimitConfig: { on: 1, nodeLimit: 0, duringDeal: 2 } }
    const remind = await makeFlow(t, one({ approvers: users(U.guoqing), ...limit }))
    const r = (await launch(t, tok.zhanghua, remind.flowId, {})).data.id
    const auto = await makeFlow(t, one({ approvers: users(U.xuzhiming), ...limit, overTimeConfig: { on: 1, overAutoApprove: true } }))
    const a = (await launch(t, tok.zhanghua, auto.flowId, {})).data.id
    const before = (await messagesOf(t, U.guoqing)).length
    t.clock.advance(2 * HOUR + 1)
    await runTick(t)
    await runTick(t)
    const after = await messagesOf(t, U.guoqing)
    expect(after.length).toBe(before + 1)
    expect(after.at(-1)?.title).toContain('审批超时')
    expect((await task(t, r)).status).toBe(1)
    expect((await task(t, a)).status).toBe(2)
    expect((await records(t, a)).at(-1)).toMatchObject({ handleStatus: 1, handleId: U.xuzhiming, handleOpinion: '审批超时，系统自动通过' })
  })

  test('a synchronous sub-flow waits for its child; values are mapped; an asynchronous one moves on at once', async () => {
    const child = await makeFlow(t, start({}, approver('c', '子流程审批', { approvers: users(U.songwenbo) })))
    const sub = (isAsync: boolean) => start({},
      node('sub', 'subFlow', { flowId: child.templateId, initiateType: 3, autoSubmit: true, isAsync, assignList: [{ nodeId: 'start', ruleList: [{ parentField: 'amount', childField: 'money' }] }] }),
      approver('after', '业主', { approvers: users(U.huangwei) }))
    const parent = await makeFlow(t, sub(false))
    const id = (await launch(t, tok.zhanghua, parent.flowId, { amount: 120 })).data.id
    expect(await currentNodes(t, id)).toEqual(['sub'])
    const kid = await db(t).selectFrom('flowTask').selectAll().where('parentId', '=', id).executeTakeFirstOrThrow()
    expect(kid).toMatchObject({ status: 1, creatorUserId: U.zhanghua, flowFormDataJson: '{"money":120}', projectId: 'proj-hj' })
    await approve(t, tok.songwenbo, kid.id, U.songwenbo)
    expect((await task(t, kid.id)).status).toBe(2)
    expect(await currentNodes(t, id)).toEqual(['after'])

    const parallel = await makeFlow(t, sub(true))
    const pid = (await launch(t, tok.zhanghua, parallel.flowId, { amount: 1 })).data.id
    expect(await currentNodes(t, pid)).toEqual(['after'])
  })

  test('a low-code form bound to a flow: the record is the task, checked by the model, and its flowState follows', async () => {
    await makeModel(t, 'vm-wf-hazard')
    const f = await makeFlow(t, start({}, approver('a', '复查', { approvers: users(U.songwenbo) })), { modelId: 'vm-wf-hazard' })
    const model = await db(t).selectFrom('baseVisualDev').selectAll().where('id', '=', 'vm-wf-hazard').executeTakeFirstOrThrow()
    expect(model).toMatchObject({ enableFlow: 1, flowId: f.templateId, flowEnCode: f.enCode })
    expect((await launch(t, tok.zhanghua, f.flowId, { amount: 3 })).msg).toBe('标题不能为空')
    const draft = await launch(t, tok.zhanghua, f.flowId, { amount: 3 }, { status: '1' })
    expect(draft.code).toBe(200)
    const id = (await launch(t, tok.zhanghua, f.flowId, { title: '边坡防护缺失', amount: 3 })).data.id
    const record = await db(t).selectFrom('visualdevRecord').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(record).toMatchObject({ modelId: 'vm-wf-hazard', projectId: 'proj-hj', flowState: 1, creatorUserId: U.zhanghua })
    expect(JSON.parse(record.data)).toMatchObject({ title: '边坡防护缺失', amount: 3 })
    expect((await task(t, id))).toMatchObject({ formType: 2, processId: id })
    await approve(t, tok.songwenbo, id, U.songwenbo)
    expect((await db(t).selectFrom('visualdevRecord').select('flowState').where('id', '=', id).executeTakeFirstOrThrow()).flowState).toBe(2)
    expect((await db(t).selectFrom('visualdevRecord').select('flowState').where('id', '=', draft.data.id).executeTakeFirstOrThrow()).flowState).toBe(0)

    // a record saved before its flow was launched is launched by its id, by someone who may see it
    await db(t).insertInto('visualdevRecord').values({
      id: 'rec-before-flow', modelId: 'vm-wf-hazard', projectId: 'proj-hj', contractId: 'ct-hj-tj01', data: '{"title":"先存后报"}', searchText: '',
      creatorUserId: U.zhanghua, creatorTime: 0, lastModifyUserId: '', lastModifyTime: null, flowState: null
    }).execute()
    expect((await launch(t, tok.yuanhao, f.flowId, { title: '冒用' }, { id: 'rec-before-flow' })).msg).toBe('数据不存在或您无权访问')
    expect((await launch(t, tok.zhanghua, f.flowId, { title: '先存后报' }, { id: 'rec-before-flow' })).data.id).toBe('rec-before-flow')
    expect((await task(t, 'rec-before-flow')).status).toBe(1)
  })

  test('only initiators may launch a restricted flow', async () => {
    const f = await makeFlow(t, start({ initiator: ['role-pm--role'] }, approver('a', '审批', { approvers: users(U.songwenbo) })))
    expect((await launch(t, tok.chengang, f.flowId, {})).msg).toBe('您没有发起该流程的权限')
    expect((await launch(t, tok.zhanghua, f.flowId, {})).code).toBe(200)
    expect((await get(t, `${E}/FlowBefore/RejectList/nope`, tok.zhanghua)).code).toBe(400)
  })
})

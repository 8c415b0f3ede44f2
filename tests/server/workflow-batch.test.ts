// Batch approval: the pickers (BatchFlowSelector, BatchFlowJsonList, NodeSelector), List/4 narrowed to one version
// and node, and BatchOperation approving, returning and transferring several to-dos, each in its own transaction:
// the ones that cannot be handled are reported with the reason and stay exactly as they were.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import {
  E, U, act, approve, approver, currentNodes, entryOf, launch, makeFlow, openHandlers, records, start, task, users, type Flow
} from './workflow-fixtures'

describe.each(dialects)('workflow batch approval on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect)
    for (const a of ['zhanghua', 'songwenbo', 'guoqing', 'xuzhiming']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  /** start -> a (songwenbo, batch unless told) -> b (guoqing) */
  const flow = (aProps: Record<string, unknown> = {}) => makeFlow(t, start({},
    approver('a', '监理审批', { approvers: users(U.songwenbo), isBatchApproval: true, ...aProps }),
    approver('b', '总工审批', { approvers: users(U.guoqing) })))

  async function launchMany(f: Flow, n: number): Promise<{ tasks: string[]; entries: string[] }> {
    const tasks: string[] = []
    for (let i = 0; i < n; i++) tasks.push((await launch(t, tok.zhanghua, f.flowId, { days: i + 1 })).data.id)
    // what the batch records comes after the launches in the history
    t.clock.advance(60_000)
    return { tasks, entries: await Promise.all(tasks.map((id) => entryOf(t, id, U.songwenbo))) }
  }

  const batch = (token: string, body: unknown) => send(t, 'POST', `${E}/FlowBefore/BatchOperation`, body, token)

  test('the pickers lead from the flow to its version to the node, and List/4 narrows to them', async () => {
    const f = await flow()
    const { entries } = await launchMany(f, 3)
    const flows = await get(t, `${E}/FlowBefore/BatchFlowSelector`, tok.songwenbo)
    expect(flows.code).toBe(200)
    const mine = flows.data.find((x: { id: string }) => x.id === f.templateId)
    expect(mine).toEqual({ id: f.templateId, fullName: `测试流程${f.enCode}(3)`, num: 3 })
    const versions = await get(t, `${E}/FlowBefore/BatchFlowJsonList/${f.templateId}`, tok.songwenbo)
    expect(versions.data).toEqual([{ id: f.flowId, fullName: expect.stringMatching(/\(v1\)$/), num: 3 }])
    const nodes = await get(t, `${E}/FlowBefore/NodeSelector/${f.flowId}`, tok.songwenbo)
    expect(nodes.data).toEqual([{ id: 'a', fullName: '监理审批', num: 3 }])
    const list = await get(t, `${E}/FlowBefore/List/4?templateId=${f.templateId}&flowId=${f.flowId}&nodeCode=a`, tok.songwenbo)
    expect(list.data.list.map((x: { id: string }) => x.id).sort()).toEqual([...entries].sort())
    expect(JSON.parse(list.data.list[0].approversProperties)).toMatchObject({ isBatchApproval: true })
    expect((await get(t, `${E}/FlowBefore/List/4?flowId=other`, tok.songwenbo)).data.list).toEqual([])
    // someone without those to-dos learns nothing about the flow
    expect((await get(t, `${E}/FlowBefore/BatchFlowSelector`, tok.xuzhiming)).data.find((x: { id: string }) => x.id === f.templateId)).toBeUndefined()
    expect((await get(t, `${E}/FlowBefore/BatchFlowJsonList/${f.templateId}`, tok.xuzhiming)).data).toEqual([])
    expect((await get(t, `${E}/FlowBefore/NodeSelector/${f.flowId}`, tok.xuzhiming)).data).toEqual([])
  })

  test('batch approve: every to-do moves on with the opinion and signature, and the approvers of the next node are told', async () => {
    const f = await flow({ hasSign: true })
    const { tasks, entries } = await launchMany(f, 3)
    const r = await batch(tok.songwenbo, { ids: entries, batchType: 0, handleOpinion: '同意，按计划实施', signImg: 'data:image/png;base64,AAAA' })
    expect(r.code).toBe(200)
    expect(r.msg).toBe('批量操作完成')
    expect(r.data).toEqual({ total: 3, successCount: 3, failCount: 0, successList: entries, failList: [] })
    for (const id of tasks) {
      expect(await currentNodes(t, id)).toEqual(['b'])
      expect((await records(t, id)).at(-1)).toMatchObject({ handleStatus: 1, handleId: U.songwenbo, handleOpinion: '同意，按计划实施', signImg: 'data:image/png;base64,AAAA' })
    }
    const todo = await get(t, `${E}/FlowBefore/List/1?templateId=${f.templateId}`, tok.guoqing)
    expect(todo.data.pagination.total).toBe(3)
  })

  test('a mix: a stranger\'s to-do, a handled one, one on a node without batch approval and a made-up id are reported; the rest go through', async () => {
    const f = await flow()
    const { tasks, entries } = await launchMany(f, 3)
    await approve(t, tok.songwenbo, tasks[1], U.songwenbo)
    const plain = await flow({ isBatchApproval: false })
    const [plainTask] = (await launchMany(plain, 1)).tasks
    const plainEntry = await entryOf(t, plainTask, U.songwenbo)
    const other = await flow()
    const [otherTask] = (await launchMany(other, 1)).tasks
    await approve(t, tok.songwenbo, otherTask, U.songwenbo)
    const strangers = await entryOf(t, otherTask, U.guoqing)
    const before = await records(t, otherTask)

    const r = await batch(tok.songwenbo, { ids: [entries[0], strangers, entries[1], plainEntry, 'no-such-id', entries[2], entries[0]], batchType: 0, handleOpinion: '同意' })
    expect(r.code).toBe(200)
    expect(r.msg).toBe('批量操作完成，成功 2 条，失败 4 条')
    expect(r.data).toMatchObject({ total: 6, successCount: 2, failCount: 4, successList: [entries[0], entries[2]] })
    expect(r.data.failList).toEqual([
      { id: strangers, fullName: '', msg: '该待办不存在或您无权处理' },
      { id: entries[1], fullName: (await task(t, tasks[1])).fullName, msg: '该审批已被处理，请刷新后查看' },
      { id: plainEntry, fullName: (await task(t, plainTask)).fullName, msg: '该节点不允许批量审批，请逐条处理' },
      { id: 'no-such-id', fullName: '', msg: '该待办不存在或您无权处理' }
    ])
    expect(await currentNodes(t, tasks[0])).toEqual(['b'])
    expect(await currentNodes(t, tasks[2])).toEqual(['b'])
    // nothing changed for the ones that failed
    expect(await openHandlers(t, plainTask)).toEqual([U.songwenbo])
    expect(await records(t, plainTask)).toHaveLength(1)
    expect(await openHandlers(t, otherTask)).toEqual([U.guoqing])
    expect(await records(t, otherTask)).toEqual(before)
    expect((await records(t, tasks[1])).filter((x) => x.handleId === U.songwenbo)).toHaveLength(1)
  })

  test('a refusal of the node (required signature) fails each to-do with its reason and changes nothing', async () => {
    const f = await flow({ hasSign: true })
    const { tasks, entries } = await launchMany(f, 2)
    const r = await batch(tok.songwenbo, { ids: entries, batchType: 0, handleOpinion: '同意' })
    expect(r.data).toMatchObject({ successCount: 0, failCount: 2 })
    expect(r.data.failList.map((x: { msg: string }) => x.msg)).toEqual(['请手写签名后再提交', '请手写签名后再提交'])
    for (const id of tasks) {
      expect(await openHandlers(t, id)).toEqual([U.songwenbo])
      expect(await records(t, id)).toHaveLength(1)
    }
  })

  test('batch reject returns every task to its launcher by the node\'s rule', async () => {
    const f = await flow({ rejectStep: '0' })
    const { tasks, entries } = await launchMany(f, 2)
    const r = await batch(tok.songwenbo, { ids: entries, batchType: 1, handleOpinion: '资料不全，请补充', rejectStep: 'b' })
    expect(r.data).toMatchObject({ successCount: 2, failCount: 0 })
    for (const id of tasks) {
      expect(await task(t, id)).toMatchObject({ status: 3, currentNodeCode: 'start' })
      expect((await records(t, id)).at(-1)).toMatchObject({ handleStatus: 0, handleOpinion: '资料不全，请补充' })
    }
  })

  test('batch transfer hands every to-do to the chosen colleague; an unfit one fails them all without a change', async () => {
    const f = await flow()
    const { tasks, entries } = await launchMany(f, 2)
    expect((await batch(tok.songwenbo, { ids: entries, batchType: 2 })).msg).toBe('请选择转审人员')
    const unfit = await batch(tok.songwenbo, { ids: entries, batchType: 2, freeApproverUserId: 'u-yuanhao' })
    expect(unfit.data.failList.map((x: { msg: string }) => x.msg)).toEqual(['所选人员不是该项目的成员', '所选人员不是该项目的成员'])
    expect(await openHandlers(t, tasks[0])).toEqual([U.songwenbo])
    const r = await batch(tok.songwenbo, { ids: entries, batchType: 2, freeApproverUserId: U.xuzhiming, handleOpinion: '请徐总工处理' })
    expect(r.data).toMatchObject({ successCount: 2, failCount: 0 })
    for (const id of tasks) {
      expect(await openHandlers(t, id)).toEqual([U.xuzhiming])
      expect((await records(t, id)).at(-1)).toMatchObject({ handleStatus: 7, operatorId: U.xuzhiming })
    }
    expect((await get(t, `${E}/FlowBefore/List/1?templateId=${f.templateId}`, tok.xuzhiming)).data.pagination.total).toBe(2)
  })

  test('BatchCandidate asks one to-do what approving needs; the chosen candidates go with every item', async () => {
    const f = await makeFlow(t, start({},
      approver('a', '初审', { approvers: users(U.songwenbo), isBatchApproval: true }),
      approver('cand', '复审', { assigneeType: 7, approvers: users(U.guoqing, U.xuzhiming) })))
    const { tasks, entries } = await launchMany(f, 2)
    const c = await get(t, `${E}/FlowBefore/BatchCandidate?flowId=${f.flowId}&taskOperatorId=${entries[0]}`, tok.songwenbo)
    expect(c.data).toMatchObject({ type: 2, list: [{ nodeId: 'cand', isCandidates: true }] })
    const none = await batch(tok.songwenbo, { ids: entries, batchType: 0 })
    expect(none.data.failList.map((x: { msg: string }) => x.msg)).toEqual(['请选择「复审」的审批人', '请选择「复审」的审批人'])
    const r = await batch(tok.songwenbo, { ids: entries, batchType: 0, candidateList: { cand: [U.xuzhiming] } })
    expect(r.data.successCount).toBe(2)
    for (const id of tasks) expect(await openHandlers(t, id)).toEqual([U.xuzhiming])
    expect((await get(t, `${E}/FlowBefore/BatchCandidate?taskOperatorId=${entries[0]}`, tok.songwenbo)).msg).toBe('该审批已被处理，请刷新后查看')
  })

  test('BatchCandidate refuses a choice of branches, a non-batch node and a stranger', async () => {
    const f = await makeFlow(t, start({}, { ...approver('pick', '分管领导', { approvers: users(U.songwenbo), isBatchApproval: true }), conditionNodes: [
      approver('b1', '安全部', { approvers: users(U.guoqing) }, { isBranchFlow: true }),
      approver('b2', '工程部', { approvers: users(U.xuzhiming) }, { isBranchFlow: true })
    ] }))
    const { entries } = await launchMany(f, 1)
    const q = `flowId=${f.flowId}&taskOperatorId=${entries[0]}`
    expect((await get(t, `${E}/FlowBefore/BatchCandidate?${q}`, tok.songwenbo)).msg).toBe('下一节点需要选择分支，无法批量审批，请逐条处理')
    expect((await get(t, `${E}/FlowBefore/BatchCandidate?${q}`, tok.guoqing)).msg).toBe('该待办不存在或您无权处理')
    const plain = await flow({ isBatchApproval: false })
    const { entries: plainEntries } = await launchMany(plain, 1)
    expect((await get(t, `${E}/FlowBefore/BatchCandidate?taskOperatorId=${plainEntries[0]}`, tok.songwenbo)).msg).toBe('该节点不允许批量审批，请逐条处理')
  })

  test('nothing for non-batch nodes: not in List/4, not in the pickers, refused by BatchOperation', async () => {
    const plain = await flow({ isBatchApproval: false })
    const { tasks, entries } = await launchMany(plain, 2)
    const list = await get(t, `${E}/FlowBefore/List/4?templateId=${plain.templateId}`, tok.songwenbo)
    expect(list.data.list).toEqual([])
    expect((await get(t, `${E}/FlowBefore/BatchFlowSelector`, tok.songwenbo)).data.find((x: { id: string }) => x.id === plain.templateId)).toBeUndefined()
    expect((await get(t, `${E}/FlowBefore/NodeSelector/${plain.flowId}`, tok.songwenbo)).data).toEqual([])
    const r = await batch(tok.songwenbo, { ids: entries, batchType: 0, handleOpinion: '同意' })
    expect(r.data).toMatchObject({ successCount: 0, failCount: 2 })
    for (const id of tasks) expect(await records(t, id)).toHaveLength(1)
  })

  test('bad requests are refused in words and change nothing', async () => {
    const f = await flow()
    const { tasks, entries } = await launchMany(f, 1)
    expect((await batch(tok.songwenbo, { ids: [], batchType: 0 })).msg).toBe('请选择要批量处理的待办')
    expect((await batch(tok.songwenbo, { ids: entries })).msg).toBe('批量操作类型不正确，应为 0 通过、1 退回或 2 转审')
    expect((await batch(tok.songwenbo, { ids: entries, batchType: 7 })).code).toBe(400)
    expect((await batch(tok.songwenbo, { ids: Array.from({ length: 101 }, (_, i) => `x${i}`), batchType: 0 })).code).toBe(400)
    expect((await batch(tok.songwenbo, { ids: 'abc', batchType: 0 })).code).toBe(400)
    expect((await batch(tok.songwenbo, null)).code).toBe(400)
    expect((await send(t, 'POST', `${E}/FlowBefore/BatchOperation`, { ids: entries, batchType: 0 })).code).toBe(600)
    expect(await records(t, tasks[0])).toHaveLength(1)
    expect((await act(t, tok.songwenbo, 'Audit', entries[0], { handleOpinion: '同意' })).code).toBe(200)
  })
})

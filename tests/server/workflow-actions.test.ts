// A handler's actions: returns to each allowed step with both rejectTypes, transfer, add-sign before and after,
// the handler's draft and field rights, required opinion and signature, and copies.
import { createTestApp, dialects, get, login, type TestApp } from './helpers/app'
import {
  E, U, act, approve, approver, currentNodes, db, entryOf, launch, makeFlow, messagesOf, openHandlers, records, start, task, users
} from './workflow-fixtures'
import { send } from './helpers/app'

describe.each(dialects)('workflow handler actions on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect)
    for (const a of ['zhanghua', 'songwenbo', 'guoqing', 'huangwei', 'xuzhiming', 'lijun', 'yuanhao']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  /** start -> a (songwenbo) -> b (guoqing) -> c (huangwei), with c's properties */
  const three = (cProps: Record<string, unknown> = {}) => makeFlow(t, start({},
    approver('a', '监理', { approvers: users(U.songwenbo) }),
    approver('b', '总工', { approvers: users(U.guoqing) }),
    approver('c', '业主', { approvers: users(U.huangwei), ...cProps })))

  async function atC(cProps: Record<string, unknown> = {}): Promise<string> {
    const f = await three(cProps)
    const id = (await launch(t, tok.zhanghua, f.flowId, { days: 1 })).data.id
    await approve(t, tok.songwenbo, id, U.songwenbo)
    await approve(t, tok.guoqing, id, U.guoqing)
    return id
  }

  test('a return to the start (rejectType 1): the launcher is told, edits, resubmits, and approval starts again', async () => {
    const id = await atC({ rejectStep: '0' })
    const list = await get(t, `${E}/FlowBefore/RejectList/${await entryOf(t, id, U.huangwei)}`, tok.huangwei)
    expect(list.data.list.map((x: { nodeCode: string }) => x.nodeCode)).toEqual(['start'])
    expect(list.data.isLastAppro).toBe(true)
    const r = await act(t, tok.huangwei, 'Reject', await entryOf(t, id, U.huangwei), { handleOpinion: '天数填写有误' })
    expect(r.msg).toBe('退回成功')
    expect(await task(t, id)).toMatchObject({ status: 3, currentNodeCode: 'start' })
    expect((await messagesOf(t, U.zhanghua)).at(-1)?.title).toContain('已退回')
    const again = await send(t, 'PUT', `${E}/FlowTask/${id}`, { formData: { days: 2 }, status: '0' }, tok.zhanghua)
    expect(again.code).toBe(200)
    expect(await currentNodes(t, id)).toEqual(['a'])
    expect((await records(t, id)).map((x) => x.handleStatus)).toEqual([2, 1, 1, 0, 2])
  })

  test('rejectType 2: after the resubmission the task comes straight back to the rejecting node', async () => {
    const id = await atC({ rejectStep: '0', rejectType: 2 })
    await act(t, tok.huangwei, 'Reject', await entryOf(t, id, U.huangwei), { handleOpinion: '补充附件' })
    await send(t, 'PUT', `${E}/FlowTask/${id}`, { formData: { days: 1, file: 'x' }, status: '0' }, tok.zhanghua)
    expect(await currentNodes(t, id)).toEqual(['c'])
    expect(await openHandlers(t, id)).toEqual([U.huangwei])
  })

  test('a return to the previous node, and to a node the rejecter picks; rejectType 3 lets them choose how it comes back', async () => {
    const prev = await atC({ rejectStep: '1' })
    await act(t, tok.huangwei, 'Reject', await entryOf(t, prev, U.huangwei), { handleOpinion: '请总工复核' })
    expect(await currentNodes(t, prev)).toEqual(['b'])
    await approve(t, tok.guoqing, prev, U.guoqing)
    expect(await currentNodes(t, prev)).toEqual(['c'])

    const pick = await atC({ rejectStep: '2', rejectType: 3 })
    const entry = await entryOf(t, pick, U.huangwei)
    const list = await get(t, `${E}/FlowBefore/RejectList/${entry}`, tok.huangwei)
    expect(list.data.list.map((x: { nodeCode: string }) => x.nodeCode)).toEqual(['start', 'b', 'a'])
    expect((await act(t, tok.huangwei, 'Reject', entry, { rejectStep: 'zzz' })).msg).toBe('不能退回到该节点')
    expect((await act(t, tok.huangwei, 'Reject', entry, { rejectStep: 'a', rejectType: 2, handleOpinion: '重新核量' })).code).toBe(200)
    expect(await currentNodes(t, pick)).toEqual(['a'])
    await approve(t, tok.songwenbo, pick, U.songwenbo)
    expect(await currentNodes(t, pick)).toEqual(['c'])
  })

  test('countersign: one rejection returns the node by default', async () => {
    const f = await makeFlow(t, start({}, approver('cs', '会签', { approvers: users(U.songwenbo, U.guoqing), counterSign: 1, rejectStep: '0' })))
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    await approve(t, tok.songwenbo, id, U.songwenbo)
    const list = await get(t, `${E}/FlowBefore/RejectList/${await entryOf(t, id, U.guoqing)}`, tok.guoqing)
    expect(list.data.isLastAppro).toBe(true)
    await act(t, tok.guoqing, 'Reject', await entryOf(t, id, U.guoqing), { handleOpinion: '不同意' })
    expect((await task(t, id)).status).toBe(3)
  })

  test('transfer: the target takes the entry; the record names them; strangers and oneself are refused', async () => {
    const f = await three()
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    const entry = await entryOf(t, id, U.songwenbo)
    expect((await act(t, tok.songwenbo, 'Transfer', entry, { freeApproverUserId: U.songwenbo })).msg).toBe('不能选择自己')
    expect((await act(t, tok.songwenbo, 'Transfer', entry, { freeApproverUserId: U.yuanhao })).msg).toBe('所选人员不是该项目的成员')
    const r = await act(t, tok.songwenbo, 'Transfer', entry, { freeApproverUserId: U.xuzhiming, handleOpinion: '请徐总工处理' })
    expect(r.msg).toBe('转办成功')
    expect(await openHandlers(t, id)).toEqual([U.xuzhiming])
    expect((await records(t, id)).at(-1)).toMatchObject({ handleStatus: 7, handleId: U.songwenbo, operatorId: U.xuzhiming })
    expect((await act(t, tok.songwenbo, 'Audit', entry)).code).toBe(400)
    await approve(t, tok.xuzhiming, id, U.xuzhiming)
    expect(await currentNodes(t, id)).toEqual(['b'])
  })

  test('add-sign before me comes back to me; add-sign after me must agree before the node passes', async () => {
    const f = await makeFlow(t, start({},
      approver('a', '监理', { approvers: users(U.songwenbo), hasFreeApproverBtn: true }),
      approver('b', '业主', { approvers: users(U.huangwei) })))
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    const mine = await entryOf(t, id, U.songwenbo)
    expect((await act(t, tok.songwenbo, 'freeApprover', mine, { freeApproverUserId: U.lijun, freeApproverType: 1 })).msg).toBe('加签成功')
    expect(await openHandlers(t, id)).toEqual([U.lijun])
    await approve(t, tok.lijun, id, U.lijun)
    expect(await openHandlers(t, id)).toEqual([U.songwenbo])
    await act(t, tok.songwenbo, 'freeApprover', await entryOf(t, id, U.songwenbo), { freeApproverUserId: U.xuzhiming, freeApproverType: 2, handleOpinion: '请总工会签' })
    expect(await currentNodes(t, id)).toEqual(['a'])
    expect(await openHandlers(t, id)).toEqual([U.xuzhiming])
    await approve(t, tok.xuzhiming, id, U.xuzhiming)
    expect(await currentNodes(t, id)).toEqual(['b'])
    expect((await records(t, id)).map((r) => r.handleStatus)).toEqual([2, 10, 1, 6, 1])
    const noAdd = await three()
    const other = (await launch(t, tok.zhanghua, noAdd.flowId, {})).data.id
    expect((await act(t, tok.songwenbo, 'freeApprover', await entryOf(t, other, U.songwenbo), { freeApproverUserId: U.lijun })).msg).toBe('该节点不允许加签')
  })

  test('field rights: writable fields change, a read-only one is refused; SaveAudit keeps a draft', async () => {
    const f = await makeFlow(t, start({}, approver('a', '核量', {
      approvers: users(U.songwenbo), formOperates: [{ id: 'checked', name: '核定数量', read: true, write: true, required: true }, { id: 'amount', name: '申报数量', read: true, write: false }]
    })))
    const id = (await launch(t, tok.zhanghua, f.flowId, { amount: 10 })).data.id
    const entry = await entryOf(t, id, U.songwenbo)
    expect((await act(t, tok.songwenbo, 'Audit', entry, { formData: { amount: 12, checked: 9 } })).msg).toBe('您无权修改「申报数量」')
    expect((await act(t, tok.songwenbo, 'Audit', entry, { formData: { amount: 10 } })).msg).toBe('核定数量不能为空')
    expect((await act(t, tok.songwenbo, 'SaveAudit', entry, { formData: { amount: 10, checked: 8 } })).msg).toBe('保存成功')
    const draft = await db(t).selectFrom('flowTaskOperator').select('draftData').where('id', '=', entry).executeTakeFirstOrThrow()
    expect(JSON.parse(draft.draftData)).toEqual({ amount: 10, checked: 8 })
    expect(await records(t, id)).toHaveLength(1)
    expect((await act(t, tok.songwenbo, 'Audit', entry, { formData: { amount: 10, checked: 9 } })).code).toBe(200)
    expect(JSON.parse((await task(t, id)).flowFormDataJson)).toEqual({ amount: 10, checked: 9 })
  })

  test('a required opinion and a required hand signature', async () => {
    const f = await makeFlow(t, start({}, approver('a', '审批', { approvers: users(U.songwenbo), hasOpinion: true, opinionRequired: true, hasSign: true })))
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    const entry = await entryOf(t, id, U.songwenbo)
    expect((await act(t, tok.songwenbo, 'Audit', entry, { signImg: 'data:image/png;base64,AAAA' })).msg).toBe('请填写审批意见')
    expect((await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意' })).msg).toBe('请手写签名后再提交')
    expect((await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意', signImg: 'javascript:alert(1)' })).msg).toBe('签名图片格式不正确')
    expect((await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意', signImg: 'data:image/png;base64,AAAA', fileList: [{ name: 'a.pdf', url: '/api/file/a.pdf' }] })).code).toBe(200)
    const rec = (await records(t, id)).at(-1)
    expect(rec).toMatchObject({ handleOpinion: '同意', signImg: 'data:image/png;base64,AAAA' })
    expect(JSON.parse(rec?.fileList ?? '')).toEqual([{ name: 'a.pdf', url: '/api/file/a.pdf' }])
  })

  test('copies: the node\'s CC list, the launcher, and hand-picked people of the project get the task and a type 3 message', async () => {
    const f = await makeFlow(t, start({}, approver('a', '审批', { approvers: users(U.songwenbo), circulateUser: users(U.xuzhiming), isInitiatorCopy: true, isCustomCopy: true })))
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    await approve(t, tok.songwenbo, id, U.songwenbo, { copyIds: `${U.lijun},${U.yuanhao}` })
    const copied = await db(t).selectFrom('flowTaskCirculate').select('objectId').where('taskId', '=', id).execute()
    expect(copied.map((c) => c.objectId).sort()).toEqual([U.lijun, U.xuzhiming, U.zhanghua].sort())
    // the demo seed's messages to lijun may carry the same (frozen) time: look for this flow's, not the last one
    const bodies = (await messagesOf(t, U.lijun)).map((m) => JSON.parse(m.bodyText ?? '{}'))
    expect(bodies.filter((b) => b.processId === id)).toEqual([expect.objectContaining({ type: 3, processId: id })])
    expect(await messagesOf(t, U.yuanhao)).toHaveLength(0)
  })
})

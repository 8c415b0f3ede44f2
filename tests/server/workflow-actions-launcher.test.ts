// Recall by a handler, termination (Cancel), the launcher's Withdraw (both revokeRules) and Press, and delegation:
// an approval delegation routes the to-do to the delegate on the delegator's behalf; a launch delegation lets the
// delegate launch for the delegator.
import { createTestApp, dialects, login, send, type TestApp } from './helpers/app'
import {
  E, U, act, approve, approver, currentNodes, db, entryOf, launch, makeFlow, messagesOf, openHandlers, records, start, task, users
} from './workflow-fixtures'

const DAY = 86_400_000

describe.each(dialects)('workflow launcher actions and delegation on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect)
    for (const a of ['zhanghua', 'chengang', 'songwenbo', 'guoqing', 'huangwei', 'xuzhiming', 'admin']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  const twoStep = (startProps: Record<string, unknown> = {}) => makeFlow(t, start(startProps,
    approver('a', '监理', { approvers: users(U.songwenbo, U.guoqing) }),
    approver('b', '业主', { approvers: users(U.huangwei) })))

  /** the user's approval still in force (steps of one test share a clock tick, so the order of ties is the database's) */
  const lastRecordOf = async (id: string, userId: string) => {
    const rows = await records(t, id)
    return rows.filter((r) => r.handleId === userId && r.handleStatus === 1 && r.status !== -1).at(-1)!
  }

  test('recall: while the next node has not acted the approval is taken back; afterwards it is too late', async () => {
    const f = await twoStep()
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    await approve(t, tok.songwenbo, id, U.songwenbo)
    const rec = await lastRecordOf(id, U.songwenbo)
    expect((await act(t, tok.guoqing, 'Recall', rec.id)).msg).toBe('该记录不存在或您无权撤回')
    const r = await act(t, tok.songwenbo, 'Recall', rec.id, { handleOpinion: '意见写错了' })
    expect(r.msg).toBe('撤回成功')
    expect(await currentNodes(t, id)).toEqual(['a'])
    expect(await openHandlers(t, id)).toEqual([U.songwenbo])
    const history = await records(t, id)
    expect(history.find((x) => x.id === rec.id)?.status).toBe(-1)
    expect(history.at(-1)).toMatchObject({ handleStatus: -1, handleId: U.songwenbo, handleOpinion: '意见写错了' })
    expect((await act(t, tok.songwenbo, 'Recall', rec.id)).code).toBe(400)

    await approve(t, tok.songwenbo, id, U.songwenbo)
    await approve(t, tok.huangwei, id, U.huangwei)
    expect((await act(t, tok.songwenbo, 'Recall', (await lastRecordOf(id, U.songwenbo)).id)).code).toBe(400)
  })

  test('recall inside a countersign reopens only my entry; in a sequence the next one waits again, unless they acted', async () => {
    const f = await makeFlow(t, start({}, approver('cs', '会签', { approvers: users(U.songwenbo, U.guoqing, U.xuzhiming), counterSign: 1 })))
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    await approve(t, tok.songwenbo, id, U.songwenbo)
    expect((await act(t, tok.songwenbo, 'Recall', (await lastRecordOf(id, U.songwenbo)).id)).code).toBe(200)
    expect(await openHandlers(t, id)).toEqual([U.guoqing, U.songwenbo, U.xuzhiming].sort())

    const seq = await makeFlow(t, start({}, approver('sq', '依次', { approvers: users(U.songwenbo, U.guoqing, U.xuzhiming), counterSign: 2 })))
    const s = (await launch(t, tok.zhanghua, seq.flowId, {})).data.id
    await approve(t, tok.songwenbo, s, U.songwenbo)
    expect(await openHandlers(t, s)).toEqual([U.guoqing])
    expect((await act(t, tok.songwenbo, 'Recall', (await lastRecordOf(s, U.songwenbo)).id)).code).toBe(200)
    expect(await openHandlers(t, s)).toEqual([U.songwenbo])
    await approve(t, tok.songwenbo, s, U.songwenbo)
    await approve(t, tok.guoqing, s, U.guoqing)
    expect((await act(t, tok.songwenbo, 'Recall', (await lastRecordOf(s, U.songwenbo)).id)).msg).toBe('下一节点已处理，无法撤回')
  })

  test('cancel terminates the task (status 5): a handler of it or an administrator, nobody else', async () => {
    const f = await twoStep()
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    expect((await act(t, tok.huangwei, 'Cancel', id)).msg).toBe('该流程不存在或您无权访问')
    const r = await act(t, tok.guoqing, 'Cancel', id, { handleOpinion: '重复申报' })
    expect(r.msg).toBe('终止成功')
    expect(await task(t, id)).toMatchObject({ status: 5 })
    expect(await openHandlers(t, id)).toEqual([])
    expect((await records(t, id)).at(-1)).toMatchObject({ handleStatus: 4, handleId: U.guoqing })
    expect((await messagesOf(t, U.zhanghua)).at(-1)?.title).toContain('已终止')
    const other = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    expect((await act(t, tok.admin, 'Cancel', other)).code).toBe(200)
  })

  test('withdraw: revokeRule 1 ends the task (4 撤回终止), revokeRule 2 makes it 7 撤回提交 to edit and submit again', async () => {
    const ends = await twoStep({ revokeRule: 1 })
    const a = (await launch(t, tok.zhanghua, ends.flowId, {})).data.id
    expect((await send(t, 'PUT', `${E}/FlowLaunch/${a}/Actions/Withdraw`, {}, tok.songwenbo)).code).toBe(400)
    const w = await send(t, 'PUT', `${E}/FlowLaunch/${a}/Actions/Withdraw`, { handleOpinion: '填错了' }, tok.zhanghua)
    expect(w.msg).toBe('撤回成功')
    expect(await task(t, a)).toMatchObject({ status: 4 })
    expect(await openHandlers(t, a)).toEqual([])
    expect((await send(t, 'PUT', `${E}/FlowTask/${a}`, { status: '0' }, tok.zhanghua)).msg).toBe('该流程已结束，不能修改')

    const back = await twoStep({ revokeRule: 2 })
    const b = (await launch(t, tok.zhanghua, back.flowId, {})).data.id
    await send(t, 'PUT', `${E}/FlowLaunch/${b}/Actions/Withdraw`, {}, tok.zhanghua)
    expect(await task(t, b)).toMatchObject({ status: 7, currentNodeCode: '' })
    expect(await openHandlers(t, b)).toEqual([])
    expect((await send(t, 'PUT', `${E}/FlowLaunch/${b}/Actions/Withdraw`, {}, tok.zhanghua)).msg).toBe('只有审批中的流程可以撤回')
    // the launcher edits it (saved, still withdrawn), then submits it again; nobody else may
    expect((await send(t, 'PUT', `${E}/FlowTask/${b}`, { formData: { x: 1 }, status: '1' }, tok.songwenbo)).code).toBe(400)
    expect((await send(t, 'PUT', `${E}/FlowTask/${b}`, { formData: { x: 1 }, status: '1' }, tok.zhanghua)).msg).toBe('保存成功')
    expect(await task(t, b)).toMatchObject({ status: 7 })
    expect((await send(t, 'POST', `${E}/FlowTask`, { id: b, flowId: back.flowId, formData: { x: 2 }, status: '0' }, tok.zhanghua)).msg).toBe('提交成功')
    expect(await task(t, b)).toMatchObject({ status: 1 })
    expect(JSON.parse((await task(t, b)).flowFormDataJson)).toEqual({ x: 2 })
    expect(await currentNodes(t, b)).toEqual(['a'])
    expect(await openHandlers(t, b)).toEqual([U.guoqing, U.songwenbo])
  })

  test('press reminds every current handler with a to-do message; only the launcher may press', async () => {
    const f = await twoStep()
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    expect((await send(t, 'POST', `${E}/FlowLaunch/Press/${id}`, {}, tok.songwenbo)).code).toBe(400)
    expect((await send(t, 'POST', `${E}/FlowLaunch/Press/${id}`, {}, tok.zhanghua)).msg).toBe('催办成功')
    for (const u of [U.songwenbo, U.guoqing]) {
      // the to-do message and the reminder share the frozen clock's time, so neither is reliably the last one
      const m = (await messagesOf(t, u)).find((x) => x.title.includes('催办') && x.bodyText.includes(id))
      expect(m?.title).toMatch(/^催办/)
      expect(JSON.parse(m?.bodyText ?? '{}')).toMatchObject({ type: 2, processId: id, taskOperatorId: await entryOf(t, id, u) })
    }
  })

  test('an approval delegation routes the to-do to the delegate; the record says on whose behalf', async () => {
    const now = t.clock.now()
    const f = await twoStep()
    await db(t).insertInto('flowDelegate').values({
      id: 'dl-approve', userId: U.huangwei, userName: '黄伟', toUserId: U.xuzhiming, toUserName: '徐志明', type: '1', flowId: f.templateId,
      flowName: '', flowCategory: '', startTime: now - DAY, endTime: now + DAY, description: '出差', enabledMark: 1, sortCode: 0,
      creatorUserId: U.huangwei, creatorTime: now, lastModifyUserId: '', lastModifyTime: null
    }).execute()
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    await approve(t, tok.songwenbo, id, U.songwenbo)
    expect(await openHandlers(t, id)).toEqual([U.xuzhiming])
    const entry = await db(t).selectFrom('flowTaskOperator').selectAll().where('id', '=', await entryOf(t, id, U.xuzhiming)).executeTakeFirstOrThrow()
    expect(entry.delegatorUserId).toBe(U.huangwei)
    await approve(t, tok.xuzhiming, id, U.xuzhiming)
    expect((await records(t, id)).at(-1)).toMatchObject({ handleId: U.xuzhiming, delegatorUserId: U.huangwei, handleStatus: 1 })
    expect((await task(t, id)).status).toBe(2)
  })

  test('a launch delegation lets the delegate launch for the delegator; without one it is refused', async () => {
    const now = t.clock.now()
    const f = await twoStep()
    expect((await launch(t, tok.chengang, f.flowId, {}, { delegateUserList: [U.zhanghua] })).msg).toBe('您没有代其发起该流程的委托')
    await db(t).insertInto('flowDelegate').values({
      id: 'dl-launch', userId: U.zhanghua, userName: '张华', toUserId: U.chengang, toUserName: '陈刚', type: '0', flowId: '',
      flowName: '', flowCategory: '', startTime: now - DAY, endTime: now + DAY, description: '', enabledMark: 1, sortCode: 0,
      creatorUserId: U.zhanghua, creatorTime: now, lastModifyUserId: '', lastModifyTime: null
    }).execute()
    const r = await launch(t, tok.chengang, f.flowId, { days: 1 }, { delegateUserList: [U.zhanghua] })
    expect(r.code).toBe(200)
    expect(await task(t, r.data.id)).toMatchObject({ creatorUserId: U.zhanghua, delegateUserId: U.chengang, status: 1 })
    expect((await records(t, r.data.id))[0]).toMatchObject({ handleStatus: 2, handleId: U.chengang, delegatorUserId: U.zhanghua })
    // the delegate may follow it up as the launcher
    expect((await send(t, 'POST', `${E}/FlowLaunch/Press/${r.data.id}`, {}, tok.chengang)).code).toBe(200)
  })
})

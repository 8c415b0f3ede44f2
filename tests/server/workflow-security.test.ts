// Gaps a security review found in the engine's actions: a delegate outside the task's project never gets its to-do
// nor launches into it; a signature is only a PNG/JPEG data URL or an image uploaded here, whatever the action; and
// Recall takes back an approval only, never a return, a transfer or an add-sign.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { E, U, act, approve, approver, db, detail, entryOf, launch, makeFlow, openHandlers, records, start, task, users } from './workflow-fixtures'

const DAY = 86_400_000
const WJG = 'u-wangjianguo'
const PNG = 'data:image/png;base64,iVBORw0KGgo='

describe.each(dialects)('workflow security on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect)
    for (const a of ['zhanghua', 'songwenbo', 'guoqing', 'huangwei', 'xuzhiming', 'yuanhao', 'wangjianguo']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  const delegation = (id: string, from: string, to: string, type: '0' | '1', flowId: string) => {
    const now = t.clock.now()
    return db(t).insertInto('flowDelegate').values({
      id, userId: from, userName: '', toUserId: to, toUserName: '', type, flowId, flowName: '', flowCategory: '', startTime: now - DAY,
      endTime: now + DAY, description: '', enabledMark: 1, sortCode: 0, creatorUserId: from, creatorTime: now, lastModifyUserId: '', lastModifyTime: null
    }).execute()
  }

  test('an approval delegation routes a to-do only to a delegate of the task\'s project; otherwise it stays', async () => {
    // 王建国 follows both projects and hands his approvals of this flow to 袁浩, who works only on 宁绩
    const f = await makeFlow(t, start({}, approver('a', '集团审批', { approvers: users(WJG) })))
    await delegation('dl-sec-nj', WJG, U.yuanhao, '1', f.templateId)
    const hj = (await launch(t, tok.zhanghua, f.flowId, { days: 2 })).data.id
    expect(await openHandlers(t, hj)).toEqual([WJG])
    const entry = await db(t).selectFrom('flowTaskOperator').selectAll().where('id', '=', await entryOf(t, hj, WJG)).executeTakeFirstOrThrow()
    expect(entry.delegatorUserId).toBe('')
    expect((await detail(t, tok.yuanhao, hj)).code).toBe(400)
    expect((await get(t, `${E}/FlowBefore/List/1`, tok.yuanhao)).data.list.map((x: { processId: string }) => x.processId)).not.toContain(hj)

    // the same delegation on a 宁绩 task routes as before
    const nj = (await launch(t, tok.wangjianguo, f.flowId, { days: 1 }, { projectId: 'proj-nj' })).data.id
    expect(await task(t, nj)).toMatchObject({ projectId: 'proj-nj' })
    expect(await openHandlers(t, nj)).toEqual([U.yuanhao])
    await approve(t, tok.yuanhao, nj, U.yuanhao)
    expect((await records(t, nj)).filter((r) => r.handleStatus === 1)).toMatchObject([{ handleId: U.yuanhao, delegatorUserId: WJG }])
  })

  test('a launch delegation launches only into a project the delegate works on', async () => {
    const f = await makeFlow(t, start({}, approver('a', '审批', { approvers: users(WJG) })))
    await delegation('dl-sec-launch', WJG, U.yuanhao, '0', '')
    const count = async () => Number((await db(t).selectFrom('flowTask').select((eb) => eb.fn.countAll<number>().as('n'))
      .where('flowId', '=', f.flowId).executeTakeFirstOrThrow()).n)
    const into = (projectId?: string) => launch(t, tok.yuanhao, f.flowId, { days: 1 }, { delegateUserList: [WJG], ...(projectId ? { projectId } : {}) })
    expect(await into('proj-hj')).toMatchObject({ code: 400, msg: '您不是该项目的成员，无法代其发起' })
    // without a project named, the delegator's first project (杭金) is not one of 袁浩's either
    expect((await into()).msg).toBe('您不是该项目的成员，无法代其发起')
    expect(await count()).toBe(0)
    const r = await into('proj-nj')
    expect(r.code).toBe(200)
    expect(await task(t, r.data.id)).toMatchObject({ creatorUserId: WJG, delegateUserId: U.yuanhao, projectId: 'proj-nj', status: 1 })
  })

  test('a signature is a PNG/JPEG data URL or an image uploaded here; anything else is refused by every action', async () => {
    const f = await makeFlow(t, start({}, approver('a', '监理', { approvers: users(U.songwenbo, U.guoqing), hasSign: true }), approver('b', '业主', { approvers: users(U.huangwei) })))
    const id = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    const entry = await entryOf(t, id, U.songwenbo)
    const state = async () => JSON.stringify([await task(t, id), await records(t, id), await openHandlers(t, id)])
    const unchanged = await state()
    for (const bad of [
      'https://evil.example/s.png', 'http://10.0.0.1/s.png', '//evil.example/s.png', '/api/user/logout', '/api/file/Image/annexpic/../../x',
      'data:image/svg+xml;base64,PHN2Zz4=', 'data:image/gif;base64,R0lGOD==', 'data:text/html;base64,PGI+', 'data:image/png;base64,<script>', 'javascript:alert(1)'
    ]) {
      expect({ bad, r: await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意', signImg: bad }) }).toMatchObject({ bad, r: { code: 400, msg: '签名图片格式不正确' } })
      expect({ bad, r: await act(t, tok.songwenbo, 'Transfer', entry, { freeApproverUserId: U.xuzhiming, signImg: bad }) }).toMatchObject({ bad, r: { code: 400 } })
      expect({ bad, r: await send(t, 'PUT', `${E}/FlowLaunch/${id}/Actions/Withdraw`, { signImg: bad }, tok.zhanghua) }).toMatchObject({ bad, r: { code: 400 } })
      expect({ bad, r: await launch(t, tok.zhanghua, f.flowId, {}, { signImg: bad }) }).toMatchObject({ bad, r: { code: 400, msg: '签名图片格式不正确' } })
    }
    // bounded: a well-formed PNG data URL past the size limit is refused too
    expect(await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意', signImg: `data:image/png;base64,${'A'.repeat(399_990)}` }))
      .toMatchObject({ code: 400, msg: '请求体字段 signImg 长度不能超过 400000' })
    expect(await state()).toBe(unchanged)

    // steps share a clock tick here, so records are found by who acted rather than by order
    const signOf = async (userId: string) => (await records(t, id)).find((r) => r.handleId === userId && r.handleStatus === 1)?.signImg
    expect((await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意', signImg: PNG })).code).toBe(200)
    expect(await signOf(U.songwenbo)).toBe(PNG)
    const uploaded = '/api/file/Image/annexpic/sign-20260101.png'
    expect((await act(t, tok.huangwei, 'Audit', await entryOf(t, id, U.huangwei), { signImg: uploaded })).code).toBe(200)
    expect(await signOf(U.huangwei)).toBe(uploaded)
    expect((await task(t, id)).status).toBe(2)
  })

  test('recall takes back an approval only: a return, a transfer or an add-sign is refused, nothing changes', async () => {
    const f = await makeFlow(t, start({}, approver('a', '监理', { approvers: users(U.songwenbo), hasFreeApproverBtn: true }), approver('b', '业主', { approvers: users(U.huangwei) })))
    const recallOf = async (id: string, handleStatus: number) => {
      const rec = (await records(t, id)).filter((r) => r.handleId === U.songwenbo && r.handleStatus === handleStatus).at(-1)!
      const before = JSON.stringify([await task(t, id), await records(t, id), await openHandlers(t, id)])
      const r = await act(t, tok.songwenbo, 'Recall', rec.id, { handleOpinion: '撤回' })
      expect(JSON.stringify([await task(t, id), await records(t, id), await openHandlers(t, id)])).toBe(before)
      return r
    }
    const returned = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    expect((await act(t, tok.songwenbo, 'Reject', await entryOf(t, returned, U.songwenbo), { handleOpinion: '资料不全' })).code).toBe(200)
    expect(await recallOf(returned, 0)).toMatchObject({ code: 400, msg: '退回操作不能撤回' })

    const transferred = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    expect((await act(t, tok.songwenbo, 'Transfer', await entryOf(t, transferred, U.songwenbo), { freeApproverUserId: U.guoqing })).code).toBe(200)
    expect(await recallOf(transferred, 7)).toMatchObject({ code: 400, msg: '转审操作不能撤回' })
    expect(await openHandlers(t, transferred)).toEqual([U.guoqing])

    const added = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    const r = await act(t, tok.songwenbo, 'freeApprover', await entryOf(t, added, U.songwenbo), { freeApproverUserId: U.guoqing, freeApproverType: 2, handleOpinion: '同意，请郭晴复核' })
    expect(r.code).toBe(200)
    expect(await recallOf(added, 6)).toMatchObject({ code: 400, msg: '加签操作不能撤回' })

    // an approval is still taken back while the next node has not acted
    const approved = (await launch(t, tok.zhanghua, f.flowId, {})).data.id
    await approve(t, tok.songwenbo, approved, U.songwenbo)
    const rec = (await records(t, approved)).find((x) => x.handleId === U.songwenbo && x.handleStatus === 1)!
    expect((await act(t, tok.songwenbo, 'Recall', rec.id)).msg).toBe('撤回成功')
    expect(await openHandlers(t, approved)).toEqual([U.songwenbo])
    expect((await act(t, tok.songwenbo, 'Recall', rec.id)).msg).toBe('该审批已撤回')
  })
})

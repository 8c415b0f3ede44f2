// Idempotency-Key on a new flow task (issue 12): the app's outbox sends a launch or a draft made without network
// under one key however often it has to try, so POST FlowTask with a key the same user already sent answers the
// first task and makes nothing; another user's key is theirs alone; a refused launch gives the key back.
import { createTestApp, dialects, login, send, type TestApp } from './helpers/app'
import { E, U, approver, db, entryOf, launch, makeFlow, makeModel, records, start, task, users, type Flow } from './workflow-fixtures'

type J = Record<string, unknown>

describe.each(dialects)('Idempotency-Key on new flow tasks on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  let flow: Flow
  let modelFlow: Flow
  const MODEL = 'idemFlowModel'

  beforeAll(async () => {
    t = await createTestApp(dialect)
    for (const a of ['zhanghua', 'chengang', 'songwenbo', 'lijun']) tok[a] = await login(t, a)
    flow = await makeFlow(t, start({}, approver('a', '监理', { approvers: users(U.songwenbo) })))
    await makeModel(t, MODEL)
    modelFlow = await makeFlow(t, start({}, approver('a', '监理', { approvers: users(U.songwenbo) })), { modelId: MODEL })
  })
  afterAll(async () => { await t.close() })

  const post = (body: J, key: string | undefined, who = 'zhanghua') => t.app.inject({
    method: 'POST', url: `${E}/FlowTask`, payload: body,
    headers: { authorization: tok[who], ...(key === undefined ? {} : { 'idempotency-key': key }) }
  }).then((r) => JSON.parse(r.body) as { code: number; msg: string; data: { id: string } })

  const tasksOf = async (flowId: string) => (await db(t).selectFrom('flowTask').select('id').where('flowId', '=', flowId).execute()).length
  const recordsOf = async () => (await db(t).selectFrom('visualdevRecord').select('id').where('modelId', '=', MODEL).execute()).length

  test('when a launch is sent again with the same key, then the first task is the answer and nothing new is made', async () => {
    const n = await tasksOf(flow.flowId)
    const first = await post({ flowId: flow.flowId, formData: { days: 1 }, status: '0' }, 'wf-once-1')
    expect(first).toMatchObject({ code: 200, msg: '提交成功' })
    const again = await post({ flowId: flow.flowId, formData: { days: 9 }, status: '0' }, 'wf-once-1')
    expect(again).toMatchObject({ code: 200, msg: '提交成功', data: { id: first.data.id } })
    expect(await tasksOf(flow.flowId)).toBe(n + 1)
    expect(await task(t, first.data.id)).toMatchObject({ status: 1, creatorUserId: U.zhanghua })
    // another key is another launch; no key is the old behaviour, a task per request
    expect((await post({ flowId: flow.flowId, formData: { days: 2 }, status: '0' }, 'wf-once-2')).data.id).not.toBe(first.data.id)
    await post({ flowId: flow.flowId, formData: { days: 3 }, status: '0' }, undefined)
    await post({ flowId: flow.flowId, formData: { days: 3 }, status: '0' }, undefined)
    expect(await tasksOf(flow.flowId)).toBe(n + 4)
  })

  test('when another user sends the same key, then they get a task of their own, never the first user\'s', async () => {
    const mine = await post({ flowId: flow.flowId, formData: { days: 1 }, status: '0' }, 'wf-shared')
    const theirs = await post({ flowId: flow.flowId, formData: { days: 1 }, status: '0' }, 'wf-shared', 'chengang')
    expect(theirs.code).toBe(200)
    expect(theirs.data.id).not.toBe(mine.data.id)
    expect(await task(t, theirs.data.id)).toMatchObject({ creatorUserId: U.chengang })
  })

  test('when a draft of a low-code flow is sent twice with its key, then one task and one record are made', async () => {
    const [n, r] = [await tasksOf(modelFlow.flowId), await recordsOf()]
    const body = { flowId: modelFlow.flowId, formData: { title: '离线暂存', amount: 5 }, status: '1' }
    const first = await post(body, 'wf-draft')
    expect(first).toMatchObject({ code: 200, msg: '保存成功' })
    expect((await post(body, 'wf-draft')).data.id).toBe(first.data.id)
    expect(await tasksOf(modelFlow.flowId)).toBe(n + 1)
    expect(await recordsOf()).toBe(r + 1)
    expect(await task(t, first.data.id)).toMatchObject({ status: 0 })
  })

  test('when ten duplicates of a launch arrive at once, then one task is made and all answer it', async () => {
    const n = await tasksOf(modelFlow.flowId)
    const body = { flowId: modelFlow.flowId, formData: { title: '连点十次' }, status: '0' }
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(body, 'wf-burst')))
    expect(answers.map((a) => a.code)).toEqual(Array(10).fill(200))
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1)
    expect(await tasksOf(modelFlow.flowId)).toBe(n + 1)
  })

  test('when a keyed launch is refused, then nothing is made, the key is given back and the corrected one goes', async () => {
    const n = await tasksOf(modelFlow.flowId)
    const refused = await post({ flowId: modelFlow.flowId, formData: { amount: 1 }, status: '0' }, 'wf-retry')
    expect(refused.code).toBe(400)
    expect(refused.msg).toContain('标题')
    expect(await tasksOf(modelFlow.flowId)).toBe(n)
    expect((await post({ flowId: modelFlow.flowId, formData: { title: '补上标题' }, status: '0' }, 'wf-retry')).code).toBe(200)
    expect(await tasksOf(modelFlow.flowId)).toBe(n + 1)
  })

  test('when the key is malformed, then the launch is refused and nothing is made', async () => {
    const n = await tasksOf(flow.flowId)
    expect((await post({ flowId: flow.flowId, formData: {}, status: '0' }, '带中文')).code).toBe(400)
    expect((await post({ flowId: flow.flowId, formData: {}, status: '0' }, 'x'.repeat(129))).code).toBe(400)
    expect(await tasksOf(flow.flowId)).toBe(n)
  })

  test('a task named by id is that task whatever the key: a resubmitted draft is not a new one', async () => {
    const draft = await post({ flowId: flow.flowId, formData: { days: 1 }, status: '1' }, 'wf-named-1')
    const n = await tasksOf(flow.flowId)
    const sent = await send(t, 'POST', `${E}/FlowTask`, { id: draft.data.id, flowId: flow.flowId, formData: { days: 1 }, status: '0' }, tok.zhanghua)
    expect(sent.data.id).toBe(draft.data.id)
    expect(await tasksOf(flow.flowId)).toBe(n)
    expect(await task(t, draft.data.id)).toMatchObject({ status: 1 })
  })

  // an approval or a return made without network waits in the app's outbox and is sent under its key
  const act = (action: 'Audit' | 'Reject', entry: string, body: J, key: string | undefined, who: string) => t.app.inject({
    method: 'POST', url: `${E}/FlowBefore/${action}/${entry}`, payload: body,
    headers: { authorization: tok[who], ...(key === undefined ? {} : { 'idempotency-key': key }) }
  }).then((r) => JSON.parse(r.body) as { code: number; msg: string })
  const launched = async (f: Flow) => (await launch(t, tok.zhanghua, f.flowId, { days: 2 })).data.id as string

  test('when an approval is sent again with its key (its answer was lost), then it answers success and acts once', async () => {
    const id = await launched(flow)
    const entry = await entryOf(t, id, U.songwenbo)
    expect(await act('Audit', entry, { handleOpinion: '同意（离线）' }, 'wf-audit-1', 'songwenbo')).toMatchObject({ code: 200, msg: '审核成功' })
    expect(await act('Audit', entry, { handleOpinion: '同意（离线）' }, 'wf-audit-1', 'songwenbo')).toMatchObject({ code: 200, msg: '审核成功' })
    expect((await records(t, id)).filter((r) => r.handleStatus === 1 && r.handleId === U.songwenbo)).toHaveLength(1)
    expect(await task(t, id)).toMatchObject({ status: 2 })
    // without the key the old answer stands: the entry was acted on
    expect((await act('Audit', entry, {}, undefined, 'songwenbo')).code).toBe(400)
  })

  test('when a return is sent twice with its key, then the task is returned once', async () => {
    const id = await launched(flow)
    const entry = await entryOf(t, id, U.songwenbo)
    const body = { handleOpinion: '资料不全，退回补充' }
    expect(await act('Reject', entry, body, 'wf-reject-1', 'songwenbo')).toMatchObject({ code: 200, msg: '退回成功' })
    expect(await act('Reject', entry, body, 'wf-reject-1', 'songwenbo')).toMatchObject({ code: 200, msg: '退回成功' })
    expect((await records(t, id)).filter((r) => r.handleStatus === 0)).toHaveLength(1)
    expect(await task(t, id)).toMatchObject({ status: 3 })
  })

  test('when the to-do moved on before a queued approval arrives (a colleague of an or-sign acted), then it is refused and changes nothing', async () => {
    const orSign = await makeFlow(t, start({}, approver('a', '监理', { approvers: users(U.songwenbo, U.lijun), counterSign: 0 })))
    const id = await launched(orSign)
    const mine = await entryOf(t, id, U.songwenbo)
    expect((await act('Audit', await entryOf(t, id, U.lijun), { handleOpinion: '同意' }, undefined, 'lijun')).code).toBe(200)
    const before = (await records(t, id)).length
    const late = await act('Reject', mine, { handleOpinion: '离线时填写的退回' }, 'wf-late-1', 'songwenbo')
    expect(late.code).toBe(400)
    expect((await records(t, id)).length).toBe(before)
    expect(await task(t, id)).toMatchObject({ status: 2 })
    // the key was given back: the refusal is the answer every time, never a false success
    expect((await act('Reject', mine, { handleOpinion: '离线时填写的退回' }, 'wf-late-1', 'songwenbo')).code).toBe(400)
  })

  test('when the first try acted and died before it could note so, then its retry finds the approval on record and answers success', async () => {
    const id = await launched(flow)
    const entry = await entryOf(t, id, U.songwenbo)
    expect((await act('Audit', entry, { handleOpinion: '同意' }, undefined, 'songwenbo')).code).toBe(200)
    await db(t).insertInto('visualdevIdempotency').values({ userId: U.songwenbo, modelId: 'workflow:Audit', idemKey: 'wf-crash', recordId: entry, done: 0, createdAt: t.clock.now() }).execute()
    expect(await act('Audit', entry, { handleOpinion: '同意' }, 'wf-crash', 'songwenbo')).toMatchObject({ code: 200, msg: '审核成功' })
    expect((await records(t, id)).filter((r) => r.handleStatus === 1)).toHaveLength(1)
  })

  test('another user\'s key on an entry that is not theirs is refused', async () => {
    const id = await launched(flow)
    const entry = await entryOf(t, id, U.songwenbo)
    expect((await act('Audit', entry, {}, 'wf-audit-x', 'chengang')).code).toBe(400)
    expect(await task(t, id)).toMatchObject({ status: 1 })
  })
})

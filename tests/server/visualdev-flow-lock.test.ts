// A record with a flow task is changed only through the workflow (jnpf-api.md §5.2): the record PUT is refused while
// the task is in approval, approved or terminated, DELETE whenever a task exists; the workflow's own writes to the
// record (save a draft, submit, resubmit after a return) keep working.
import { createTestApp, dialects, login, send, type TestApp } from './helpers/app'
import { E, U, act, approver, db, entryOf, launch, makeFlow, start, users, type Flow } from './workflow-fixtures'
import { ALL_BUTTONS, fld, grantMenu, insertModel } from './visualdev-fixtures'
import { visualDevRepository } from '../../server/src/modules/visualdev/repository'

const MODEL = 'vm-t-lock'
const M = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const EDIT_REFUSED: Record<number, string> = {
  1: '该记录正在审批中，不能修改', 2: '该记录已审批通过，不能修改', 5: '该记录已终止，不能修改', 6: '该记录正在审批中，不能修改'
}
const DELETE_REFUSED: Record<number, string> = {
  0: '该记录已关联流程，无法删除', 1: '该流程已提交，无法删除', 2: '该流程已通过，无法删除', 3: '该流程已退回，无法删除',
  4: '该记录已关联流程，无法删除', 5: '该流程已终止，无法删除', 6: '该记录已关联流程，无法删除', 7: '该记录已关联流程，无法删除'
}

describe.each(dialects)('flow-bound low-code records on %s', (dialect) => {
  let t: TestApp
  let flow: Flow
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    await insertModel(t, { id: MODEL, fields: [fld('input', '标题', 'title', { required: true }), fld('inputNumber', '金额', 'amount')], enableFlow: true })
    await grantMenu(t, 'm-t-lock', MODEL, { 'role-pm': { buttons: ALL_BUTTONS } })
    flow = await makeFlow(t, start({}, approver('a', '复查', { approvers: users(U.songwenbo) })), { modelId: MODEL })
    for (const a of ['zhanghua', 'songwenbo']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  const row = (id: string) => db(t).selectFrom('visualdevRecord').selectAll().where('id', '=', id).executeTakeFirst()
  const put = (id: string, title: string) => send(t, 'PUT', `${M}/${id}`, { data: { title, amount: 9 } }, tok.zhanghua)
  const remove = (id: string) => send(t, 'DELETE', `${M}/${id}`, undefined, tok.zhanghua)

  test('a submitted, then approved record cannot be changed or deleted through the record endpoints', async () => {
    const launched = await launch(t, tok.zhanghua, flow.flowId, { title: '报审单', amount: 1 })
    expect(launched.code).toBe(200)
    const id = launched.data.id as string
    const before = await row(id)
    expect(before?.flowState).toBe(1)
    expect(await put(id, '偷改')).toMatchObject({ code: 400, msg: '该记录正在审批中，不能修改' })
    expect(await remove(id)).toMatchObject({ code: 400, msg: '该流程已提交，无法删除' })
    expect(await row(id)).toEqual(before)

    expect((await act(t, tok.songwenbo, 'Audit', await entryOf(t, id, U.songwenbo), { handleOpinion: '同意' })).code).toBe(200)
    const approved = await row(id)
    expect(approved?.flowState).toBe(2)
    expect(await put(id, '事后改')).toMatchObject({ code: 400, msg: '该记录已审批通过，不能修改' })
    expect(await remove(id)).toMatchObject({ code: 400, msg: '该流程已通过，无法删除' })
    expect(await row(id)).toEqual(approved)
  })

  test('the workflow still writes its record: a draft is saved, edited, submitted, returned and resubmitted', async () => {
    const saved = await send(t, 'POST', `${E}/FlowTask`, { flowId: flow.flowId, formData: { title: '草稿' }, status: '1' }, tok.zhanghua)
    expect(saved.code).toBe(200)
    const id = saved.data.id as string
    expect((await row(id))?.flowState).toBe(0)
    // a draft is still its users' to edit; deleting it would orphan its task
    expect(await put(id, '草稿改')).toMatchObject({ code: 200 })
    expect(await remove(id)).toMatchObject({ code: 400, msg: '该记录已关联流程，无法删除' })

    const submitted = await send(t, 'PUT', `${E}/FlowTask/${id}`, { flowId: flow.flowId, formData: { title: '提交版', amount: 2 }, status: '0' }, tok.zhanghua)
    expect(submitted.code).toBe(200)
    expect(JSON.parse((await row(id))!.data)).toEqual({ title: '提交版', amount: 2 })
    expect(await put(id, '偷改')).toMatchObject({ code: 400, msg: '该记录正在审批中，不能修改' })

    expect((await act(t, tok.songwenbo, 'Reject', await entryOf(t, id, U.songwenbo), { handleOpinion: '补充金额' })).code).toBe(200)
    expect((await row(id))?.flowState).toBe(3)
    const again = await send(t, 'PUT', `${E}/FlowTask/${id}`, { flowId: flow.flowId, formData: { title: '提交版', amount: 3 }, status: '0' }, tok.zhanghua)
    expect(again.code).toBe(200)
    const after = (await row(id))!
    expect([JSON.parse(after.data), after.flowState]).toEqual([{ title: '提交版', amount: 3 }, 1])
  })

  test('every task state: PUT refused in approval, approved or terminated; DELETE refused while a task exists', async () => {
    const created = await send(t, 'POST', M, { data: { title: '先存后报' } }, tok.zhanghua)
    const id = created.data.id as string
    for (const state of [0, 1, 2, 3, 4, 5, 6, 7]) {
      await visualDevRepository.setFlowState(db(t), id, state)
      const before = await row(id)
      const edited = await put(id, `状态${state}`)
      if (EDIT_REFUSED[state]) {
        expect({ state, edited }).toMatchObject({ state, edited: { code: 400, msg: EDIT_REFUSED[state] } })
        expect(await row(id)).toEqual(before)
      } else {
        expect({ state, code: edited.code }).toEqual({ state, code: 200 })
        expect(JSON.parse((await row(id))!.data).title).toBe(`状态${state}`)
      }
      expect({ state, removed: await remove(id) }).toMatchObject({ state, removed: { code: 400, msg: DELETE_REFUSED[state] } })
      expect(await row(id)).toBeDefined()
    }
    // a record that never had a task is the record endpoints' own
    await visualDevRepository.setFlowState(db(t), id, null)
    expect((await put(id, '无流程')).code).toBe(200)
    expect((await remove(id)).code).toBe(200)
    expect(await row(id)).toBeUndefined()
  })

  test('a flow submitted between the check and the write still wins: the write itself is conditional', async () => {
    const id = (await send(t, 'POST', M, { data: { title: '并发' } }, tok.zhanghua)).data.id as string
    const unsubmitted = (await row(id))!
    await visualDevRepository.setFlowState(db(t), id, 1)
    const submitted = await row(id)
    // the endpoint reads the record as it was just before the workflow submitted it
    const read = jest.spyOn(visualDevRepository, 'findRecord')
    try {
      read.mockResolvedValueOnce(unsubmitted)
      expect(await put(id, '抢写')).toMatchObject({ code: 400, msg: '该记录正在审批中，不能修改' })
      read.mockResolvedValueOnce(unsubmitted)
      expect(await remove(id)).toMatchObject({ code: 400, msg: '该流程已提交，无法删除' })
    } finally {
      read.mockRestore()
    }
    expect(await row(id)).toEqual(submitted)
  })
})

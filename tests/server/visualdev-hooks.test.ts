// Per-model hooks a domain registers (modules/visualdev/model-hooks.ts): a validate hook refuses a save with its 400
// message and nothing is stored; afterSave runs in the save's transaction (its throw undoes the save); a computed
// field takes the server's value whatever the client sent; onFlowState fires when the record's flow task changes
// state. The record endpoints and a flow task's low-code form both run them.
import { BadRequest } from '../../server/src/errors'
import { registerModelHooks, type FlowStateEvent, type SaveEvent } from '../../server/src/modules/visualdev'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { ALL_BUTTONS, fld, grantMenu, insertModel } from './visualdev-fixtures'
import { U, act, approver, entryOf, launch, makeFlow, start, users } from './workflow-fixtures'

const MODEL = 'vm-t-hooks'
const BY_CODE = 'vm-t-hooks-code'
const FLOW_MODEL = 'vm-t-hooks-flow'
const url = (model: string, id = '') => `/H5Api/api/visualdev/OnlineDev/${model}${id ? `/${id}` : ''}`

const fields = [
  fld('input', '名称', 'title', { required: true }),
  fld('inputNumber', '数量', 'qty'),
  fld('inputNumber', '单价', 'price'),
  // required in the form: the server fills it, so a client that leaves it out is not refused
  fld('inputNumber', '合价', 'total', { required: true })
]

describe.each(dialects)('per-model hooks on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const saves: SaveEvent[] = []
  const flowStates: FlowStateEvent[] = []
  const off: (() => void)[] = []

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    await insertModel(t, { id: MODEL, fields })
    await insertModel(t, { id: FLOW_MODEL, fields, enableFlow: true })
    await t.app.ctx.db.insertInto('baseVisualDev').values({
      id: BY_CODE, fullName: BY_CODE, enCode: 'hookedByCode', webType: 2, formData: JSON.stringify({ fields }), columnData: '{}', appColumnData: '{}',
      tables: '[]', enableFlow: 0, flowId: '', flowEnCode: '', flowTemplateJson: '', sortCode: 0, createdAt: 0
    }).execute()
    for (const [menu, model] of [['m-t-hooks', MODEL], ['m-t-hooks-code', BY_CODE], ['m-t-hooks-flow', FLOW_MODEL]]) {
      await grantMenu(t, menu, model, { 'role-pm': { buttons: ALL_BUTTONS }, 'role-supervisor': { buttons: ALL_BUTTONS } })
    }
    const hooks = {
      computed: { total: (d: Record<string, unknown>) => Number(d.qty ?? 0) * Number(d.price ?? 0) },
      validate: (e: SaveEvent) => {
        if (String(e.data.title).includes('禁用')) throw new BadRequest('名称不能含“禁用”')
        if (Number(e.data.total) > 1000) throw new BadRequest('合价不能超过1000')
      },
      afterSave: async (e: SaveEvent) => {
        // the save's own transaction: the record is there already
        const stored = await e.ctx.db.selectFrom('visualdevRecord').select('data').where('id', '=', e.recordId).executeTakeFirst()
        saves.push({ ...e, before: e.before, data: { ...e.data, seen: stored ? JSON.parse(stored.data).title : undefined } })
        if (e.data.title === '回滚') throw new BadRequest('保存后处理失败')
      },
      onFlowState: (e: FlowStateEvent) => { flowStates.push(e) }
    }
    off.push(registerModelHooks(MODEL, hooks), registerModelHooks('hookedByCode', hooks), registerModelHooks(FLOW_MODEL, hooks))
    for (const a of ['zhanghua', 'songwenbo']) tok[a] = await login(t, a)
  })
  afterAll(async () => {
    for (const f of off) f()
    await t.close()
  })
  beforeEach(() => { saves.length = 0; flowStates.length = 0 })

  const stored = async (id: string) => {
    const r = await t.app.ctx.db.selectFrom('visualdevRecord').select('data').where('id', '=', id).executeTakeFirst()
    return r ? JSON.parse(r.data) : undefined
  }
  const count = async (model: string) => (await t.app.ctx.db.selectFrom('visualdevRecord').select('id').where('modelId', '=', model).execute()).length
  const create = (model: string, data: Record<string, unknown>) => send(t, 'POST', url(model), { data: JSON.stringify(data) }, tok.zhanghua)
  const put = (model: string, id: string, data: Record<string, unknown>) => send(t, 'PUT', url(model, id), { id, data: JSON.stringify(data) }, tok.zhanghua)

  test('when a record is created with a total of its own, then the server stores quantity × price and the list shows it', async () => {
    const r = await create(MODEL, { title: '钢筋', qty: 4, price: 25, total: 9999 })
    expect(r.code).toBe(200)
    expect(await stored(r.data.id)).toEqual({ title: '钢筋', qty: 4, price: 25, total: 100 })
    const list = await send(t, 'POST', `${url(MODEL)}/List`, {}, tok.zhanghua)
    expect(list.data.list.find((x: { id: string }) => x.id === r.data.id)).toMatchObject({ total: 100 })
  })

  test('when a record is updated, then the computed field follows the new quantities and the client value is ignored again', async () => {
    const id = (await create(MODEL, { title: '水泥', qty: 2, price: 10 })).data.id as string
    expect((await put(MODEL, id, { title: '水泥', qty: 3, price: 10, total: 1 })).code).toBe(200)
    expect(await stored(id)).toEqual({ title: '水泥', qty: 3, price: 10, total: 30 })
    expect(saves.map((s) => [s.action, s.data.total, s.before?.total])).toEqual([['create', 20, undefined], ['update', 30, 20]])
  })

  test('when the validate hook refuses a create, then the answer is its 400 message and no record is stored', async () => {
    const before = await count(MODEL)
    expect(await create(MODEL, { title: '禁用材料', qty: 1, price: 1 })).toMatchObject({ code: 400, msg: '名称不能含“禁用”' })
    // the check sees the computed value
    expect(await create(MODEL, { title: '超额', qty: 11, price: 100 })).toMatchObject({ code: 400, msg: '合价不能超过1000' })
    expect(await count(MODEL)).toBe(before)
    expect(saves).toEqual([])
  })

  test('when the validate hook refuses an update, then the record keeps its values and no history entry is written', async () => {
    const id = (await create(MODEL, { title: '砂石', qty: 1, price: 5 })).data.id as string
    expect(await put(MODEL, id, { title: '砂石', qty: 100, price: 50 })).toMatchObject({ code: 400, msg: '合价不能超过1000' })
    expect(await stored(id)).toEqual({ title: '砂石', qty: 1, price: 5, total: 5 })
    expect(await t.app.ctx.db.selectFrom('visualdevRecordHistory').select('id').where('recordId', '=', id).execute()).toEqual([])
  })

  test('afterSave runs inside the save: it sees the written record, and its throw undoes the create or the update', async () => {
    const id = (await create(MODEL, { title: '模板', qty: 1, price: 1 })).data.id as string
    expect(saves[0]).toMatchObject({ action: 'create', recordId: id, model: { id: MODEL }, projectId: 'proj-hj', data: { seen: '模板' } })
    const before = await count(MODEL)
    expect(await create(MODEL, { title: '回滚', qty: 1, price: 1 })).toMatchObject({ code: 400, msg: '保存后处理失败' })
    expect(await count(MODEL)).toBe(before)
    expect(await put(MODEL, id, { title: '回滚', qty: 2, price: 1 })).toMatchObject({ code: 400, msg: '保存后处理失败' })
    expect(await stored(id)).toEqual({ title: '模板', qty: 1, price: 1, total: 1 })
    expect(await t.app.ctx.db.selectFrom('visualdevRecordHistory').select('id').where('recordId', '=', id).execute()).toEqual([])
  })

  test('hooks registered under a model\'s enCode run for that model', async () => {
    const r = await create(BY_CODE, { title: '按编码', qty: 2, price: 3, total: 0 })
    expect(await stored(r.data.id)).toEqual({ title: '按编码', qty: 2, price: 3, total: 6 })
    expect(await create(BY_CODE, { title: '禁用', qty: 1, price: 1 })).toMatchObject({ code: 400, msg: '名称不能含“禁用”' })
  })

  test('a model without hooks stores what the client sent', async () => {
    await insertModel(t, { id: 'vm-t-hooks-none', fields })
    await grantMenu(t, 'm-t-hooks-none', 'vm-t-hooks-none', { 'role-pm': { buttons: ALL_BUTTONS } })
    const r = await create('vm-t-hooks-none', { title: '无钩子', qty: 2, price: 3, total: 7 })
    expect(await stored(r.data.id)).toEqual({ title: '无钩子', qty: 2, price: 3, total: 7 })
  })

  describe('a flow task\'s low-code form', () => {
    const flowOf = () => makeFlow(t, start({}, approver('a', '复核', {
      approvers: users(U.songwenbo), formOperates: [{ id: 'qty', name: '数量', read: true, write: true }]
    })), { modelId: FLOW_MODEL })

    test('when a task is launched and approved, then onFlowState fires for each change of the record\'s flow state', async () => {
      const flow = await flowOf()
      const launched = await launch(t, tok.zhanghua, flow.flowId, { title: '流程', qty: 2, price: 5, total: 1 })
      expect(launched.code).toBe(200)
      const id = launched.data.id as string
      expect(await stored(id)).toMatchObject({ total: 10 })
      expect(flowStates.map((e) => [e.record.id, e.from, e.to])).toEqual([[id, null, 1]])
      expect(flowStates[0].model).toEqual({ id: FLOW_MODEL, enCode: FLOW_MODEL })
      const entry = await entryOf(t, id, U.songwenbo)
      expect((await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意', formData: { title: '流程', qty: 3, price: 5 } })).code).toBe(200)
      expect(flowStates.map((e) => [e.from, e.to])).toEqual([[null, 1], [1, 2]])
      expect(flowStates[1].record).toMatchObject({ id, flowState: 2 })
      // the approver's change recomputed the total
      expect(await stored(id)).toMatchObject({ qty: 3, total: 15 })
      const info = JSON.parse((await get(t, url(FLOW_MODEL, id), tok.zhanghua)).data.data)
      expect(info.total).toBe(15)
    })

    test('when the validate hook refuses a launch, then no task and no record are made', async () => {
      const flow = await flowOf()
      const before = await count(FLOW_MODEL)
      expect(await launch(t, tok.zhanghua, flow.flowId, { title: '禁用', qty: 1, price: 1 })).toMatchObject({ code: 400, msg: '名称不能含“禁用”' })
      expect(await count(FLOW_MODEL)).toBe(before)
      expect(flowStates).toEqual([])
    })
  })
})

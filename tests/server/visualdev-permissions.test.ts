// Rights on low-code models (jnpf-api.md §5, jnpf-forms-and-flows.md §3.3): the menu of the model, its buttons,
// column and form rights, menuId narrowing, CurrentUser's column/form lists, contract-section isolation of records,
// and the flow binding (Config fields, flowState in rows, delete refused while a flow runs).
import { createTestApp, dialects, get, login, send, call, type TestApp } from './helpers/app'
import { ALL_BUTTONS, fld, grantMenu, insertModel, search } from './visualdev-fixtures'
import { visualDevRepository } from '../../server/src/modules/visualdev/repository'

const MODEL = 'vm-t-perm'
const M = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const FLOW = '/H5Api/api/visualdev/OnlineDev/vm-t-flow'
const NO_RIGHT = '您没有此功能的权限'
const fields = [
  fld('input', '标题', 'title', { required: true }), fld('input', '内部备注', 'secret', { required: true }), fld('inputNumber', '金额', 'amount'),
  { __config__: { jnpfKey: 'table', label: '明细', children: [fld('input', '名称', 'name'), fld('inputNumber', '费用', 'cost')] }, __vModel__: 'items' }
]
const ALL_ITEMS = ['title', 'secret', 'amount', 'items-name', 'items-cost']
const FOREMAN_ITEMS = ['title', 'amount', 'items-name']
const columns = { searchList: [search('title', 2)], useBtnPermission: true, useColumnPermission: true, useFormPermission: true }

describe.each(dialects)('low-code rights on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  let zhRecord: string

  beforeAll(async () => {
    t = await createTestApp(dialect)
    await insertModel(t, { id: MODEL, fields, columnData: columns, appColumnData: columns })
    await insertModel(t, { id: 'vm-t-flow', fields: [fld('input', '标题', 'title')], enableFlow: true })
    await grantMenu(t, 'm-t-perm', MODEL, {
      'role-pm': { buttons: ALL_BUTTONS, columns: ALL_ITEMS, forms: ALL_ITEMS },
      'role-foreman': { buttons: ['btn_add', 'btn_detail'], columns: FOREMAN_ITEMS, forms: FOREMAN_ITEMS },
      'role-supervisor': {}
    }, { columns: ALL_ITEMS, forms: ALL_ITEMS })
    // a second menu opening the same model gives the foreman the edit button and the secret column
    await grantMenu(t, 'm-t-perm-2', MODEL, { 'role-foreman': { buttons: ['btn_edit'], columns: ['secret'] } }, { columns: ['secret'], forms: ['secret'] })
    await grantMenu(t, 'm-t-flow', 'vm-t-flow', { 'role-pm': { buttons: ALL_BUTTONS } })
    for (const a of ['admin', 'zhanghua', 'chengang', 'guoqing', 'songwenbo', 'yangshan', 'yuanhao']) tok[a] = await login(t, a)
    zhRecord = (await send(t, 'POST', M, { data: { title: '张华的', secret: '机密', amount: 5, items: [{ id: 'i1', name: '钢筋', cost: 100 }] } }, tok.zhanghua)).data.id
  })
  afterAll(async () => { await t.close() })

  const stored = () => t.app.ctx.db.selectFrom('visualdevRecord').selectAll().orderBy('id').execute()
  const list = (who: string, body: Record<string, unknown> = {}) => send(t, 'POST', `${M}/List`, { currentPage: 1, pageSize: 50, ...body }, tok[who])
  const raw = async (who: string, id: string) => JSON.parse((await get(t, `${M}/${id}`, tok[who])).data.data)

  test('without a menu of the model every endpoint answers 您没有此功能的权限 and nothing changes', async () => {
    const before = await stored()
    const answers = [
      await get(t, `${M}/Config`, tok.yangshan), await list('yangshan'), await send(t, 'POST', M, { data: { title: 'x', secret: 'y' } }, tok.yangshan),
      await get(t, `${M}/${zhRecord}`, tok.yangshan), await get(t, `${M}/${zhRecord}/DataChange`, tok.yangshan),
      await send(t, 'PUT', `${M}/${zhRecord}`, { data: { title: 'x', secret: 'y' } }, tok.yangshan),
      await send(t, 'DELETE', `${M}/${zhRecord}`, undefined, tok.yangshan),
      await get(t, `/H5Api/api/visualdev/Base/${MODEL}/FieldDataSelect?relationField=title`, tok.yangshan)
    ]
    for (const r of answers) expect(r).toMatchObject({ code: 400, msg: NO_RIGHT })
    expect(await stored()).toEqual(before)
  })

  test('buttons: add, edit, detail and remove are each required where the list turns button rights on', async () => {
    const before = await stored()
    // the supervisor holds the menu but no button
    expect(await send(t, 'POST', M, { data: { title: 'x' } }, tok.guoqing)).toMatchObject({ code: 400, msg: NO_RIGHT })
    expect(await get(t, `${M}/${zhRecord}`, tok.guoqing)).toMatchObject({ code: 400, msg: NO_RIGHT })
    expect(await get(t, `${M}/${zhRecord}/DataChange`, tok.guoqing)).toMatchObject({ code: 400, msg: NO_RIGHT })
    expect(await send(t, 'PUT', `${M}/${zhRecord}`, { data: { title: 'x' } }, tok.guoqing)).toMatchObject({ code: 400, msg: NO_RIGHT })
    // the foreman may add, view and edit, not remove
    expect(await send(t, 'DELETE', `${M}/${zhRecord}`, undefined, tok.chengang)).toMatchObject({ code: 400, msg: NO_RIGHT })
    expect(await stored()).toEqual(before)
    expect((await get(t, `${M}/${zhRecord}/DataChange`, tok.chengang)).code).toBe(200)
    expect((await list('guoqing')).code).toBe(200)
  })

  test('column rights: list rows carry only the granted columns (child columns too), plus id', async () => {
    const mine = (await list('zhanghua')).data.list.find((r: { id: string }) => r.id === zhRecord)
    expect(mine).toMatchObject({ title: '张华的', secret: '机密', amount: 5, items: [{ id: 'i1', name: '钢筋', cost: 100 }] })
    const foreman = (await list('chengang', { menuId: 'm-t-perm' })).data.list.find((r: { id: string }) => r.id === zhRecord)
    expect(foreman).toEqual({ id: zhRecord, title: '张华的', amount: 5, items: [{ id: 'i1', name: '钢筋' }] })
  })

  test('menuId narrows the rights to that menu; a menu the user does not hold is refused', async () => {
    const both = (await list('chengang')).data.list.find((r: { id: string }) => r.id === zhRecord)
    expect(Object.keys(both).sort()).toEqual(['amount', 'id', 'items', 'secret', 'title'])
    const second = (await list('chengang', { menuId: 'm-t-perm-2' })).data.list.find((r: { id: string }) => r.id === zhRecord)
    expect(second).toEqual({ id: zhRecord, secret: '机密' })
    expect(await list('chengang', { menuId: 'm-t-flow' })).toMatchObject({ code: 400, msg: NO_RIGHT })
  })

  test('form rights: create ignores fields without a right (a required one too), GET and DataChange leave them out', async () => {
    const c = await send(t, 'POST', M, { data: { title: '工区长的', secret: '偷偷写', amount: 1, items: [{ name: '砂', cost: 9 }] } }, tok.chengang)
    expect(c.code).toBe(200)
    const row = (await stored()).find((r) => r.id === c.data.id)!
    expect(JSON.parse(row.data)).toEqual({ title: '工区长的', amount: 1, items: [{ id: expect.any(String), name: '砂' }] })
    expect(await raw('chengang', zhRecord)).toEqual({ title: '张华的', amount: 5, items: [{ id: 'i1', name: '钢筋' }] })
    const shown = JSON.parse((await get(t, `${M}/${zhRecord}/DataChange`, tok.chengang)).data.data)
    expect(shown).toEqual({ title: '张华的', amount: 5, items: [{ id: 'i1', name: '钢筋' }] })
  })

  test('form rights on update: fields and child columns without a right keep their stored values', async () => {
    const r = await send(t, 'PUT', `${M}/${zhRecord}`, { data: { title: '工区长改的', secret: '改掉', amount: 6, items: [{ id: 'i1', name: '钢筋改', cost: 1 }, { name: '新行' }] } }, tok.chengang)
    expect(r.code).toBe(200)
    const after = JSON.parse((await stored()).find((x) => x.id === zhRecord)!.data)
    expect(after).toMatchObject({ title: '工区长改的', secret: '机密', amount: 6 })
    expect(after.items[0]).toEqual({ id: 'i1', name: '钢筋改', cost: 100 })
    expect(after.items[1]).toEqual({ id: expect.any(String), name: '新行' })
  })

  test('CurrentUser lists the granted columns and form fields of each menu; administrators get all', async () => {
    const entry = async (who: string, menu: string) => (await get(t, '/H5Api/api/oauth/CurrentUser?type=App', tok[who])).data.permissionList
      .find((p: { modelId: string }) => p.modelId === menu)
    const foreman = await entry('chengang', 'm-t-perm')
    expect(foreman.column.map((c: { enCode: string }) => c.enCode)).toEqual(FOREMAN_ITEMS)
    expect(foreman.form.map((c: { enCode: string }) => c.enCode)).toEqual(FOREMAN_ITEMS)
    expect(foreman.button.map((c: { enCode: string }) => c.enCode)).toEqual(['btn_add', 'btn_detail'])
    expect((await entry('chengang', 'm-t-perm-2')).form).toEqual([])
    const admin = await entry('admin', 'm-t-perm')
    expect(admin.column.map((c: { enCode: string }) => c.enCode)).toEqual(ALL_ITEMS)
    expect(admin.form[0]).toEqual({ id: 'm-t-perm-f-title', fullName: 'title', enCode: 'title' })
  })

  test('contract sections: a record of TJ-03 is seen by members of TJ-03 only; one without a section by the whole project', async () => {
    const tj03 = await send(t, 'POST', M, { data: { title: 'TJ-03的', secret: 's' }, projectId: 'proj-hj', contractId: 'ct-hj-tj03' }, tok.admin)
    expect(tj03.code).toBe(200)
    const id = tj03.data.id as string
    await t.app.ctx.db.insertInto('visualdevRecord').values({
      id: 'rec-no-contract', modelId: MODEL, projectId: 'proj-hj', contractId: '', data: '{"title":"项目级的"}', searchText: '项目级的',
      creatorUserId: 'u-admin', creatorTime: 1, lastModifyUserId: '', lastModifyTime: null, flowState: null
    }).execute()
    const ids = async (who: string) => (await list(who)).data.list.map((r: { id: string }) => r.id)
    expect(await ids('songwenbo')).toEqual(expect.arrayContaining([id, 'rec-no-contract', zhRecord]))
    expect(await ids('guoqing')).not.toContain(id)
    expect(await ids('guoqing')).toContain('rec-no-contract')
    expect(await ids('yuanhao')).toEqual([])
    const before = await stored()
    for (const who of ['guoqing', 'yuanhao', 'chengang']) {
      for (const r of [
        await get(t, `${M}/${id}/DataChange`, tok[who]), await get(t, `${M}/${id}`, tok[who]),
        await send(t, 'PUT', `${M}/${id}`, { data: { title: '改' } }, tok[who]), await send(t, 'DELETE', `${M}/${id}`, undefined, tok[who])
      ]) {
        expect(r.code).toBe(400)
        expect(r.raw).not.toContain('TJ-03的')
      }
    }
    expect(await stored()).toEqual(before)
  })

  test('FieldDataSelect pages the display rows of the model, scoped like List, keyword over the shown fields', async () => {
    const url = (q: string, who = 'zhanghua') => get(t, `/H5Api/api/visualdev/Base/${MODEL}/FieldDataSelect?${q}`, tok[who])
    const r = await url('relationField=title&columnOptions=amount&keyword=改的&currentPage=1&pageSize=10')
    expect(r.code).toBe(200)
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 1 })
    expect(r.data.list[0]).toMatchObject({ id: zhRecord, title: '工区长改的' })
    expect((await url('relationField=title', 'yuanhao')).data.pagination.total).toBe(0)
    expect(await url('relationField=nope')).toMatchObject({ code: 400, msg: '字段“nope”不存在' })
    expect((await url('relationField=title&keyword=%25')).data.pagination.total).toBe(0)
  })

  test('flow binding: Config exposes it, rows carry flowState, delete is refused while the record has a flow task', async () => {
    const config = (await get(t, `${FLOW}/Config`, tok.zhanghua)).data
    expect(config).toMatchObject({ enableFlow: 1, flowId: 'flow-t', flowEnCode: 'flowT', flowTemplateJson: '{"properties":{}}' })
    const id = (await send(t, 'POST', FLOW, { data: { title: '流程单' } }, tok.zhanghua)).data.id as string
    const rows = async () => (await send(t, 'POST', `${FLOW}/List`, { currentPage: 1, pageSize: 10 }, tok.zhanghua)).data.list
    expect((await rows())[0]).toEqual({ id, title: '流程单', flowState: null })
    for (const [state, msg] of [[1, '该流程已提交，无法删除'], [2, '该流程已通过，无法删除'], [3, '该流程已退回，无法删除'], [5, '该流程已终止，无法删除']] as const) {
      await visualDevRepository.setFlowState(t.app.ctx.db, id, state)
      expect((await rows())[0].flowState).toBe(state)
      expect(await send(t, 'DELETE', `${FLOW}/${id}`, undefined, tok.zhanghua)).toMatchObject({ code: 400, msg })
    }
    // a withdrawn task still owns its record (visualdev-flow-lock.test.ts covers every state)
    await visualDevRepository.setFlowState(t.app.ctx.db, id, 4)
    expect(await send(t, 'DELETE', `${FLOW}/${id}`, undefined, tok.zhanghua)).toMatchObject({ code: 400, msg: '该记录已关联流程，无法删除' })
    await visualDevRepository.setFlowState(t.app.ctx.db, id, null)
    expect((await send(t, 'DELETE', `${FLOW}/${id}`, undefined, tok.zhanghua)).code).toBe(200)
    // rows of models without a flow have no flowState
    expect('flowState' in (await list('zhanghua')).data.list[0]).toBe(false)
  })

  test('a PC client gets the PC list layout: its switches apply', async () => {
    await t.app.ctx.db.updateTable('baseVisualDev').set({ columnData: JSON.stringify({ searchList: [] }) }).where('id', '=', MODEL).execute()
    try {
      const pc = await call(t, { method: 'POST', url: `${M}/List`, payload: { currentPage: 1, pageSize: 50 }, token: tok.chengang })
      expect(pc.data.list.find((r: { id: string }) => r.id === zhRecord).secret).toBe('机密')
      const app = await call(t, { method: 'POST', url: `${M}/List`, payload: { currentPage: 1, pageSize: 50 }, token: tok.chengang, headers: { 'jnpf-origin': 'app' } })
      expect(app.data.list.find((r: { id: string }) => r.id === zhRecord)).toEqual({ id: zhRecord, title: '工区长改的', amount: 6, items: expect.any(Array), secret: '机密' })
    } finally {
      await t.app.ctx.db.updateTable('baseVisualDev').set({ columnData: JSON.stringify(columns) }).where('id', '=', MODEL).execute()
    }
  })
})

// Column rights on list queries (jnpf-forms-and-flows.md §3.3): with useColumnPermission on, a caller cannot filter,
// sort or keyword-search by a column they may not see (that would give its value away row by row). A field that is
// no list column shows in the form only, so the form rights decide for it.
import { call, createTestApp, dialects, login, send, type TestApp } from './helpers/app'
import { ALL_BUTTONS, fld, grantMenu, insertModel, opts, search } from './visualdev-fixtures'

const MODEL = 'vm-t-qrights'
const M = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const QUERY_REFUSED = '无权按该字段查询'
const SORT_REFUSED = '无权按该字段排序'

const fields = [
  fld('input', '标题', 'title'), fld('input', '内部备注', 'secret'), fld('inputNumber', '金额', 'amount'),
  fld('radio', '等级', 'level', { dataType: 'static' }, opts([['1', '一般'], ['2', '较大']])),
  { __config__: { jnpfKey: 'table', label: '明细', children: [fld('input', '名称', 'name'), fld('inputNumber', '费用', 'cost')] }, __vModel__: 'items' },
  // no list columns: the form rights decide whether they may be searched
  fld('textarea', '施工说明', 'note'), fld('input', '备忘', 'memo')
]
const COLUMNS = ['title', 'secret', 'amount', 'level', 'items-name', 'items-cost']
const FORMS = ['title', 'secret', 'amount', 'level', 'items-name', 'items-cost', 'note', 'memo']
// the foreman sees title, amount and the item names; the form also shows him the note, not the memo
const FOREMAN_COLUMNS = ['title', 'amount', 'items-name']
const FOREMAN_FORMS = ['title', 'amount', 'items-name', 'note']
const searchList = [
  search('title', 2, { isKeyword: true }), search('secret', 2, { isKeyword: true }), search('amount', 3), search('level', 1),
  search('items-cost', 3), search('note', 2), search('memo', 2)
]
const rights = { useBtnPermission: true, useColumnPermission: true, useFormPermission: true }
const appColumns = { searchList, ...rights, defaultSortConfig: [{ field: 'level', sort: 'asc' }] }
// the PC layout leaves column rights off: the list hands out whole rows there, so any field may be queried
const pcColumns = { searchList, useBtnPermission: true }

const records = [
  { title: 'K1 边坡', secret: '甲方机密', amount: 5, level: '2', items: [{ name: '钢筋', cost: 100 }], note: '夜间施工', memo: '备忘甲' },
  { title: 'K2 隧道', secret: '乙方', amount: 10, level: '1', items: [{ name: '水泥', cost: 7 }], note: '白天施工', memo: '备忘乙' }
]

describe.each(dialects)('query rights on low-code lists on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    await insertModel(t, { id: MODEL, fields, columnData: pcColumns, appColumnData: appColumns })
    await grantMenu(t, 'm-t-qrights', MODEL, {
      'role-pm': { buttons: ALL_BUTTONS, columns: COLUMNS, forms: FORMS },
      'role-foreman': { buttons: ['btn_detail'], columns: FOREMAN_COLUMNS, forms: FOREMAN_FORMS }
    }, { columns: COLUMNS, forms: FORMS })
    for (const a of ['admin', 'zhanghua', 'chengang']) tok[a] = await login(t, a)
    for (const data of records) {
      const r = await send(t, 'POST', M, { data }, tok.zhanghua)
      if (r.code !== 200) throw new Error(r.msg)
    }
  })
  afterAll(async () => { await t.close() })

  const list = (who: string, body: Record<string, unknown>, origin: 'app' | 'pc' = 'app') => call(t, {
    method: 'POST', url: `${M}/List`, payload: { currentPage: 1, pageSize: 50, ...body }, token: tok[who],
    headers: origin === 'app' ? { 'jnpf-origin': 'app' } : {}
  })
  const titles = async (who: string, body: Record<string, unknown>, origin: 'app' | 'pc' = 'app') => {
    const r = await list(who, body, origin)
    if (r.code !== 200) throw new Error(`${who}: ${r.msg}`)
    return (r.data.list as { id: string; title?: string }[]).map((x) => x.title ?? x.id).sort()
  }
  const q = (o: Record<string, unknown>) => ({ queryJson: JSON.stringify(o) })
  const sq = (field: string, symbol: string, fieldValue: unknown, fieldValueType = 2) =>
    ({ superQueryJson: JSON.stringify({ matchLogic: 'and', conditionList: [{ logic: 'and', groups: [{ field, symbol, fieldValue, fieldValueType }] }] }) })

  test('queryJson on a hidden column is refused; on a seen column, or a form field the caller sees, it filters', async () => {
    for (const body of [q({ secret: '机密' }), q({ level: '2' }), q({ 'items-cost': [50, 200] }), q({ memo: '备忘甲' })]) {
      expect({ body, r: await list('chengang', body) }).toMatchObject({ body, r: { code: 400, msg: QUERY_REFUSED } })
    }
    expect(await titles('chengang', q({ title: 'K1' }))).toEqual(['K1 边坡'])
    expect(await titles('chengang', q({ amount: [6, 20] }))).toEqual(['K2 隧道'])
    expect(await titles('chengang', q({ note: '夜间' }))).toEqual(['K1 边坡'])
    // an empty value filters nothing, so it gives nothing away
    expect(await titles('chengang', q({ secret: '', title: 'K' }))).toEqual(['K1 边坡', 'K2 隧道'])
    // whoever may see the column queries by it
    expect(await titles('zhanghua', q({ secret: '机密' }))).toEqual(['K1 边坡'])
    expect(await titles('admin', q({ 'items-cost': [50, 200] }))).toEqual(['K1 边坡'])
  })

  test('superQueryJson on a hidden column is refused, as a compared field too', async () => {
    for (const body of [sq('secret', 'like', '机密'), sq('items-cost', '>', 50), sq('level', '==', '2'), sq('memo', 'notNull', ''), sq('amount', '>', 'secret', 1)]) {
      expect({ body, r: await list('chengang', body) }).toMatchObject({ body, r: { code: 400, msg: QUERY_REFUSED } })
    }
    expect(await titles('chengang', sq('amount', '>', 6))).toEqual(['K2 隧道'])
    expect(await titles('chengang', sq('items-name', 'like', '钢'))).toEqual(['K1 边坡'])
    expect(await titles('zhanghua', sq('secret', 'like', '机密'))).toEqual(['K1 边坡'])
  })

  test('sidx on a hidden column is refused; the list\'s own default sort stays allowed', async () => {
    expect(await list('chengang', { sidx: 'secret' })).toMatchObject({ code: 400, msg: SORT_REFUSED })
    expect(await list('chengang', { sidx: 'amount,-memo' })).toMatchObject({ code: 400, msg: SORT_REFUSED })
    expect(await titles('chengang', { sidx: '-amount' })).toEqual(['K1 边坡', 'K2 隧道'])
    // the app sends the default sort (level, a hidden column) as sidx: the list sorts by it anyway
    const byLevel = await list('chengang', { sidx: 'level' })
    expect(byLevel.code).toBe(200)
    expect(byLevel.data.list.map((r: { title: string }) => r.title)).toEqual(['K2 隧道', 'K1 边坡'])
    expect((await list('chengang', { sidx: '-level' })).code).toBe(200)
    expect((await list('zhanghua', { sidx: 'secret' })).code).toBe(200)
  })

  test('the keyword box searches only the text fields the caller may see', async () => {
    // jnpfKeyword over the keyword fields: the hidden one is left out
    expect(await titles('chengang', q({ jnpfKeyword: '机密' }))).toEqual([])
    expect(await titles('chengang', q({ jnpfKeyword: 'K2' }))).toEqual(['K2 隧道'])
    expect(await titles('zhanghua', q({ jnpfKeyword: '机密' }))).toEqual(['K1 边坡'])
    // the plain keyword over every text field: hidden columns and form-hidden fields are left out
    expect(await titles('chengang', { keyword: '机密' })).toEqual([])
    expect(await titles('chengang', { keyword: '备忘' })).toEqual([])
    expect(await titles('chengang', { keyword: '夜间' })).toEqual(['K1 边坡'])
    expect(await titles('chengang', { keyword: 'k1' })).toEqual(['K1 边坡'])
    expect(await titles('zhanghua', { keyword: '备忘' })).toEqual(['K1 边坡', 'K2 隧道'])
    expect(await titles('admin', { keyword: '机密' })).toEqual(['K1 边坡'])
  })

  test('the relation picker searches only the shown fields the caller may see', async () => {
    const pick = (who: string, query: string) => call(t, {
      method: 'GET', url: `/H5Api/api/visualdev/Base/${MODEL}/FieldDataSelect?${query}`, token: tok[who], headers: { 'jnpf-origin': 'app' }
    })
    expect((await pick('chengang', 'relationField=title&columnOptions=secret&keyword=机密')).data.pagination.total).toBe(0)
    expect((await pick('chengang', 'relationField=title&columnOptions=secret&keyword=K1')).data.pagination.total).toBe(1)
    expect((await pick('chengang', 'relationField=secret&keyword=机密')).data.pagination.total).toBe(0)
    expect((await pick('zhanghua', 'relationField=title&columnOptions=secret&keyword=机密')).data.pagination.total).toBe(1)
  })

  test('where the layout leaves column rights off, every field may be queried (the rows show it all)', async () => {
    expect(await titles('chengang', q({ secret: '机密' }), 'pc')).toEqual(['K1 边坡'])
    expect(await titles('chengang', { keyword: '备忘', sidx: 'secret' }, 'pc')).toEqual(['K1 边坡', 'K2 隧道'])
  })
})

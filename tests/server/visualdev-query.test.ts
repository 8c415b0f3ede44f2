// List queries of POST .../OnlineDev/{modelId}/List (jnpf-api.md §5.2, jnpf-forms-and-flows.md §2.3, §2.5): every
// searchType of queryJson, jnpfKeyword, keyword, superQueryJson with every symbol, the model's rule list for app
// and PC clients, multi-column sidx, and every malformed query refused with a 400 that changes nothing.
import { createTestApp, dialects, login, send, call, type TestApp } from './helpers/app'
import { ALL_BUTTONS, fld, grantMenu, insertModel, opts, search } from './visualdev-fixtures'

const MODEL = 'vm-t-query'
const M = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const day = (s: string) => Date.parse(`${s}+08:00`)

const fields = [
  fld('input', '标题', 'title'), fld('input', '部位', 'place'),
  fld('radio', '等级', 'level', { dataType: 'static' }, opts([['1', '一般'], ['2', '较大'], ['3', '重大']])),
  fld('checkbox', '检查项', 'tags', { dataType: 'static' }, opts([['edge', '临边防护'], ['fire', '消防设施'], ['electric', '临时用电']])),
  fld('inputNumber', '数量', 'count'), fld('datePicker', '日期', 'day', {}, { format: 'yyyy-MM-dd' }),
  fld('timePicker', '时间', 'at', {}, { format: 'HH:mm:ss' }), fld('areaSelect', '地区', 'area'),
  fld('userSelect', '负责人', 'boss'), fld('textarea', '备注', 'note'),
  { __config__: { jnpfKey: 'table', label: '材料', children: [fld('input', '名称', 'name'), fld('inputNumber', '用量', 'qty')] }, __vModel__: 'items' },
  fld('createTime', '创建时间', 'creatorTime')
]
const searchList = [
  search('title', 2, { isKeyword: true }), search('place', 2, { isKeyword: true }), search('level', 1, { searchMultiple: true }),
  search('tags', 1), search('count', 3), search('day', 3), search('at', 3), search('area', 1), search('boss', 1),
  search('items-qty', 3), search('creatorTime', 3), search('note', 2)
]
const columns = { searchList, columnList: [], defaultSortConfig: [{ field: 'count', sort: 'desc' }] }

const records = [
  { title: 'K10 边坡巡查', place: '左幅', level: '1', tags: ['edge'], count: 3, day: day('2026-03-02T00:00:00'), at: '08:30:00', area: ['330000', '330100', '330106'], boss: 'u-zhanghua', items: [{ name: '钢筋', qty: 5 }] },
  { title: 'K12 隧道检查', place: '右幅', level: '2', tags: ['edge', 'fire'], count: 10, day: day('2026-03-02T15:00:00'), at: '14:00:00', area: ['330000', '330600', '330602'], boss: 'u-chengang', items: [{ name: '水泥', qty: 50 }] },
  { title: 'K15 桥梁巡查', place: '中分带', level: '3', tags: ['electric'], count: 7, day: day('2026-03-05T00:00:00'), at: '23:59:59', area: ['340000', '341800'], items: [] },
  { title: '空白记录', level: '1', note: '100%_完成' }
]

describe.each(dialects)('low-code list queries on %s', (dialect) => {
  let t: TestApp
  let zh: string

  beforeAll(async () => {
    t = await createTestApp(dialect)
    await insertModel(t, { id: MODEL, fields, columnData: columns, appColumnData: columns })
    await grantMenu(t, 'm-t-query', MODEL, { 'role-pm': { buttons: ALL_BUTTONS } })
    zh = await login(t, 'zhanghua')
    for (const [i, data] of records.entries()) {
      t.clock.t = day(`2026-03-0${i + 1}T09:00:00`)
      const r = await send(t, 'POST', M, { data: JSON.stringify(data) }, zh)
      if (r.code !== 200) throw new Error(r.msg)
    }
  })
  afterAll(async () => { await t.close() })

  const list = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    call(t, { method: 'POST', url: `${M}/List`, payload: { currentPage: 1, pageSize: 50, ...body }, token: zh, headers })
  const titles = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const r = await list(body, headers)
    if (r.code !== 200) throw new Error(r.msg)
    return (r.data.list as { title: string }[]).map((x) => x.title).sort()
  }
  const q = (o: Record<string, unknown>) => ({ queryJson: JSON.stringify(o) })
  const sq = (groups: Record<string, unknown>[], matchLogic = 'and', logic = 'and') =>
    ({ superQueryJson: JSON.stringify({ matchLogic, conditionList: [{ logic, groups }] }) })
  const g = (field: string, symbol: string, fieldValue?: unknown, fieldValueType = 2) => ({ field, symbol, fieldValue, fieldValueType })

  test('searchType 1: equal, any of a list, option arrays that contain the value, area paths below a picked area', async () => {
    expect(await titles(q({ level: '1' }))).toEqual(['K10 边坡巡查', '空白记录'])
    expect(await titles(q({ level: ['2', '3'] }))).toEqual(['K12 隧道检查', 'K15 桥梁巡查'])
    expect(await titles(q({ tags: 'edge' }))).toEqual(['K10 边坡巡查', 'K12 隧道检查'])
    expect(await titles(q({ tags: ['fire', 'electric'] }))).toEqual(['K12 隧道检查', 'K15 桥梁巡查'])
    expect(await titles(q({ area: ['330000'] }))).toEqual(['K10 边坡巡查', 'K12 隧道检查'])
    expect(await titles(q({ area: ['330000', '330600'] }))).toEqual(['K12 隧道检查'])
    expect(await titles(q({ boss: 'u-chengang' }))).toEqual(['K12 隧道检查'])
    // blank values are "not picked yet"
    expect(await titles(q({ level: '', tags: [], count: [null, null] }))).toHaveLength(4)
  })

  test('searchType 2: like on text (wildcards are literal) and on the label of an option', async () => {
    expect(await titles(q({ title: '巡查' }))).toEqual(['K10 边坡巡查', 'K15 桥梁巡查'])
    expect(await titles(q({ note: '100%_' }))).toEqual(['空白记录'])
    expect(await titles(q({ note: '%' }))).toEqual(['空白记录'])
    expect(await titles(q({ title: '_' }))).toEqual([])
  })

  test('searchType 3: ranges of numbers, whole days of dates, times, child-table columns and the creation time', async () => {
    expect(await titles(q({ count: [3, 7] }))).toEqual(['K10 边坡巡查', 'K15 桥梁巡查'])
    expect(await titles(q({ count: [8, null] }))).toEqual(['K12 隧道检查'])
    // the end date 2026-03-02 00:00 covers the whole of that day
    expect(await titles(q({ day: [day('2026-03-02T00:00:00'), day('2026-03-02T00:00:00')] }))).toEqual(['K10 边坡巡查', 'K12 隧道检查'])
    expect(await titles(q({ at: ['08:00:00', '15:00:00'] }))).toEqual(['K10 边坡巡查', 'K12 隧道检查'])
    expect(await titles(q({ 'items-qty': [10, 100] }))).toEqual(['K12 隧道检查'])
    expect(await titles(q({ creatorTime: [day('2026-03-03T00:00:00'), null] }))).toEqual(['K15 桥梁巡查', '空白记录'])
  })

  test('jnpfKeyword looks in every isKeyword field; keyword looks in all text', async () => {
    expect(await titles(q({ jnpfKeyword: '右幅' }))).toEqual(['K12 隧道检查'])
    expect(await titles(q({ jnpfKeyword: 'k1' }))).toEqual(['K10 边坡巡查', 'K12 隧道检查', 'K15 桥梁巡查'])
    expect(await titles({ keyword: '中分带' })).toEqual(['K15 桥梁巡查'])
    expect(await titles({ keyword: '巡查', ...q({ level: '3' }) })).toEqual(['K15 桥梁巡查'])
  })

  test('superQueryJson: every symbol, field-to-field, child-table columns, and/or at both levels', async () => {
    expect(await titles(sq([g('level', '==', '2')]))).toEqual(['K12 隧道检查'])
    expect(await titles(sq([g('level', '<>', '1')]))).toEqual(['K12 隧道检查', 'K15 桥梁巡查'])
    expect(await titles(sq([g('place', 'like', '幅')]))).toEqual(['K10 边坡巡查', 'K12 隧道检查'])
    expect(await titles(sq([g('place', 'notLike', '幅')]))).toEqual(['K15 桥梁巡查', '空白记录'])
    expect(await titles(sq([g('count', 'null')]))).toEqual(['空白记录'])
    expect(await titles(sq([g('tags', 'notNull')]))).toHaveLength(3)
    expect(await titles(sq([g('count', '>=', 7)]))).toEqual(['K12 隧道检查', 'K15 桥梁巡查'])
    expect(await titles(sq([g('count', '>', 7)]))).toEqual(['K12 隧道检查'])
    expect(await titles(sq([g('count', '<=', 7)]))).toEqual(['K10 边坡巡查', 'K15 桥梁巡查'])
    expect(await titles(sq([g('count', '<', 7)]))).toEqual(['K10 边坡巡查'])
    expect(await titles(sq([g('day', 'between', ['2026-03-03', '2026-03-05'])]))).toEqual(['K15 桥梁巡查'])
    expect(await titles(sq([g('level', 'in', ['1', '3'])]))).toEqual(['K10 边坡巡查', 'K15 桥梁巡查', '空白记录'])
    expect(await titles(sq([g('level', 'notIn', ['1', '3'])]))).toEqual(['K12 隧道检查'])
    expect(await titles(sq([g('tags', 'in', ['fire'])]))).toEqual(['K12 隧道检查'])
    expect(await titles(sq([g('items-qty', '>', 10)]))).toEqual(['K12 隧道检查'])
    expect(await titles(sq([g('items-name', 'like', '钢')]))).toEqual(['K10 边坡巡查'])
    expect(await titles(sq([g('count', '>', 'creatorTime', 1)]))).toEqual([])
    expect(await titles(sq([g('level', '==', '1'), g('count', '>', 5)], 'and', 'or'))).toEqual(['K10 边坡巡查', 'K12 隧道检查', 'K15 桥梁巡查', '空白记录'])
    const or = { superQueryJson: JSON.stringify({ matchLogic: 'or', conditionList: [{ logic: 'and', groups: [g('level', '==', '2')] }, { logic: 'and', groups: [g('level', '==', '3')] }] }) }
    expect(await titles(or)).toEqual(['K12 隧道检查', 'K15 桥梁巡查'])
    // the 3.4 shape: {matchLogic, condition:[...]}
    expect(await titles({ superQueryJson: JSON.stringify({ matchLogic: 'and', condition: [g('level', '==', '3')] }) })).toEqual(['K15 桥梁巡查'])
  })

  test('the model rule list applies: ruleListApp to the app, ruleList to PC clients', async () => {
    const rules = {
      ...columns,
      ruleList: { matchLogic: 'and', conditionList: [{ logic: 'and', groups: [g('level', '==', '1')] }] },
      ruleListApp: { matchLogic: 'and', conditionList: [{ logic: 'and', groups: [g('count', '>=', 7)] }] }
    }
    await t.app.ctx.db.updateTable('baseVisualDev').set({ columnData: JSON.stringify(rules), appColumnData: JSON.stringify(rules) }).where('id', '=', MODEL).execute()
    try {
      expect(await titles({})).toEqual(['K10 边坡巡查', '空白记录'])
      expect(await titles({}, { 'jnpf-origin': 'app' })).toEqual(['K12 隧道检查', 'K15 桥梁巡查'])
      expect(await titles(q({ level: '3' }), { 'jnpf-origin': 'app' })).toEqual(['K15 桥梁巡查'])
    } finally {
      await t.app.ctx.db.updateTable('baseVisualDev').set({ columnData: JSON.stringify(columns), appColumnData: JSON.stringify(columns) }).where('id', '=', MODEL).execute()
    }
  })

  test('sidx sorts by several fields, "-" descending; the list default sort applies without sidx', async () => {
    const order = async (body: Record<string, unknown>) => ((await list(body)).data.list as { title: string }[]).map((x) => x.title)
    expect(await order({ sidx: 'level,-count' })).toEqual(['K10 边坡巡查', '空白记录', 'K12 隧道检查', 'K15 桥梁巡查'])
    expect(await order({ sidx: '-level,count' })).toEqual(['K15 桥梁巡查', 'K12 隧道检查', '空白记录', 'K10 边坡巡查'])
    expect(await order({ sidx: 'creatorTime' })).toEqual(['K10 边坡巡查', 'K12 隧道检查', 'K15 桥梁巡查', '空白记录'])
    // defaultSortConfig: count descending, empty counts last
    expect(await order({})).toEqual(['K12 隧道检查', 'K15 桥梁巡查', 'K10 边坡巡查', '空白记录'])
    const paged = await list({ sidx: 'count', pageSize: 2, currentPage: 2 })
    expect(paged.data.list.map((x: { title: string }) => x.title)).toEqual(['K15 桥梁巡查', 'K12 隧道检查'])
    expect(paged.data.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 4 })
  })

  test('a page never holds more than 1000 rows, even when the app asks for 1000000', async () => {
    const r = await list({ pageSize: 1000000 })
    expect(r.code).toBe(200)
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 1000, total: 4 })
  })

  test.each([
    ['a key that is not a search field', q({ count2: 1 }), '“count2”不是该列表的查询字段'],
    ['queryJson that is not JSON', { queryJson: '{' }, '查询条件不是合法的 JSON'],
    ['queryJson that is not an object', { queryJson: '[1]' }, '查询条件格式不正确'],
    ['a range that is not two values', q({ count: [1, 2, 3] }), '数量的查询范围应为两个值'],
    ['a number range with text', q({ count: ['a', 'b'] }), '数量的查询值不正确'],
    ['an object as a value', q({ level: { $ne: 1 } }), '等级的查询值不正确'],
    ['a date no calendar holds', q({ day: [1e17, null] }), '日期的查询值不正确'],
    ['a date that is not one', sq([g('day', '>', '明天')]), '日期的查询值不正确'],
    ['an unknown super-query field', sq([g('nope', '==', 1)]), '查询字段“nope”不存在'],
    ['an unknown symbol', sq([g('level', '~=', 1)]), '不支持的查询符号“~=”'],
    ['a comparison on text', sq([g('title', '>', 'a')]), '标题不能按大小比较'],
    ['between without two values', sq([g('count', 'between', 3)]), '数量的范围应为两个值'],
    ['a super query that is not JSON', { superQueryJson: 'x' }, '高级查询条件不是合法的 JSON'],
    ['a super query without groups', { superQueryJson: '{"conditionList":[{"logic":"and"}]}' }, '高级查询条件格式不正确'],
    ['a field name made to break SQL', sq([g('title"); drop table x; --', '==', 1)]), '不存在'],
    ['sorting by an unknown field', { sidx: 'nope' }, '排序字段“nope”不存在'],
    ['sorting by an option list', { sidx: 'tags' }, '不能按“检查项”排序'],
    ['sorting by too many fields', { sidx: 'a,b,c,d,e,f' }, '最多按5个字段排序']
  ])('refuses %s with a 400 and changes nothing', async (_name, body, msg) => {
    const before = await t.app.ctx.db.selectFrom('visualdevRecord').selectAll().orderBy('id').execute()
    const r = await list(body)
    expect(r.code).toBe(400)
    expect(r.msg).toContain(msg)
    expect(await t.app.ctx.db.selectFrom('visualdevRecord').selectAll().orderBy('id').execute()).toEqual(before)
  })
})

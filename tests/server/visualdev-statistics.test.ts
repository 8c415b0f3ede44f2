// POST .../OnlineDev/{modelId}/Statistics: counts and sums per field value, flow state, project, section or period
// (China time), over exactly the records List shows for the same body: filters, keyword, the caller's projects and
// sections, column rights. Bad requests get 400 with a message.
import { visualDevRepository } from '../../server/src/modules/visualdev/repository'
import { call, createTestApp, dialects, login, send, type TestApp } from './helpers/app'
import { ALL_BUTTONS, fld, grantMenu, insertModel, opts, search } from './visualdev-fixtures'

const MODEL = 'vm-t-stats'
const MANY = 'vm-t-stats-many'
const M = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const at = (s: string) => Date.parse(`${s}+08:00`)
const day = (s: string) => at(`${s}T00:00:00`)
const LEVEL = (code: string) => `dd-hazardLevel-${code}`

const fields = [
  fld('input', '标题', 'title'),
  fld('radio', '隐患等级', 'level', { dataType: 'dictionary', dictionaryType: 'hazardLevel' }),
  fld('radio', '类别', 'kind', { dataType: 'static' }, opts([['a', '甲类'], ['b', '乙类'], ['c', '丙类']])),
  fld('userSelect', '责任人', 'owner'), fld('inputNumber', '金额', 'amount'), fld('inputNumber', '数量', 'qty'),
  fld('inputNumber', '内部成本', 'secret'), fld('datePicker', '检查日期', 'day', {}, { format: 'yyyy-MM-dd' }),
  fld('checkbox', '检查项', 'tags', { dataType: 'static' }, opts([['edge', '临边防护'], ['fire', '消防设施']])),
  fld('createUser', '创建人', 'creatorUser'), fld('createTime', '创建时间', 'creatorTime')
]
const searchList = [search('title', 2, { isKeyword: true }), search('level', 1), search('amount', 3)]
const COLUMNS = ['title', 'level', 'kind', 'owner', 'amount', 'qty', 'secret', 'day']
// the foreman sees neither the category nor the internal cost
const FOREMAN = ['title', 'level', 'owner', 'amount', 'qty', 'day']

// [title, project, section, created (China time), level, kind, amount, qty, day, owner, flow state]
type Rec = [string, string, string, string, string, string | undefined, number, number, string, string | undefined, number | null]
const records: Rec[] = [
  ['K1 边坡', 'proj-hj', 'ct-hj-tj01', '2026-02-28T10:00:00', 'general', 'a', 10.5, 2, '2026-02-28', 'u-zhanghua', null],
  // 23:59 on Sunday 1 March and 00:30 on Monday 2 March, China time: another day and another week (in UTC both
  // fall on 1 March)
  ['K2 隧道', 'proj-hj', 'ct-hj-tj01', '2026-03-01T23:59:00', 'major', 'a', 0.1, 1, '2026-03-01', 'u-chengang', 1],
  ['K3 桥梁', 'proj-hj', 'ct-hj-tj01', '2026-03-02T00:30:00', 'major', 'b', 0.2, 3, '2026-03-02', 'u-zhanghua', 2],
  ['K4 路基', 'proj-hj', 'ct-hj-tj02', '2026-03-31T23:00:00', 'major', 'b', 100, 4, '2026-03-31', undefined, null],
  ['K5 匝道', 'proj-hj', '', '2026-04-01T00:10:00', 'general', undefined, 5, 1, '2026-04-01', undefined, 2],
  ['N1 宁绩', 'proj-nj', 'ct-nj-tj01', '2026-03-02T12:00:00', 'major', 'a', 1000, 9, '2026-03-02', undefined, null]
]

describe.each(dialects)('low-code statistics on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    const db = t.app.ctx.db
    await insertModel(t, {
      id: MODEL, fields, enableFlow: true, columnData: { searchList },
      appColumnData: { searchList, useColumnPermission: true }
    })
    await grantMenu(t, 'm-t-stats', MODEL, {
      'role-pm': { buttons: ALL_BUTTONS, columns: COLUMNS }, 'role-foreman': { buttons: ['btn_detail'], columns: FOREMAN }
    }, { columns: COLUMNS })
    for (const a of ['admin', 'zhanghua', 'chengang', 'wangjianguo', 'yuanhao']) tok[a] = await login(t, a)
    for (const [title, projectId, contractId, created, level, kind, amount, qty, d, owner, state] of records) {
      t.clock.t = at(created)
      const data = { title, level: LEVEL(level), kind, amount, qty, secret: 7, day: day(d), owner, tags: ['edge'] }
      const r = await send(t, 'POST', M, { data, projectId, contractId }, tok.admin)
      if (r.code !== 200) throw new Error(r.msg)
      if (!contractId) await db.updateTable('visualdevRecord').set({ contractId: '' }).where('id', '=', r.data.id).execute()
      await visualDevRepository.setFlowState(db, r.data.id, state)
    }
    // a flowless model with more distinct titles than a chart may have groups
    await insertModel(t, { id: MANY, fields: [fld('input', '标题', 'title')] })
    await grantMenu(t, 'm-t-stats-many', MANY, { 'role-pm': { buttons: ALL_BUTTONS } })
    const rows = Array.from({ length: 401 }, (_, i) => ({
      id: `many-${i}`, modelId: MANY, projectId: 'proj-hj', contractId: 'ct-hj-tj01', data: JSON.stringify({ title: `第${i}条` }), searchText: '',
      creatorUserId: 'u-admin', creatorTime: i, lastModifyUserId: '', lastModifyTime: null, flowState: null
    }))
    await db.insertInto('visualdevRecord').values(rows).execute()
  })
  afterAll(async () => { await t.close() })

  const stats = (who: string, body: Record<string, unknown>, origin: 'app' | 'pc' = 'pc', model = MODEL) => call(t, {
    method: 'POST', url: `/H5Api/api/visualdev/OnlineDev/${model}/Statistics`, payload: body, token: tok[who],
    headers: origin === 'app' ? { 'jnpf-origin': 'app' } : {}
  })
  const ok = async (who: string, body: Record<string, unknown>, origin: 'app' | 'pc' = 'pc') => {
    const r = await stats(who, body, origin)
    if (r.code !== 200) throw new Error(`${who} ${JSON.stringify(body)}: ${r.code} ${r.msg}`)
    return r.data as { groups: { key: unknown; label: string; count: number; sums: Record<string, number> }[]; total: { count: number; sums: Record<string, number> } }
  }
  const counts = async (who: string, body: Record<string, unknown>, origin: 'app' | 'pc' = 'pc') =>
    (await ok(who, body, origin)).groups.map((g) => [g.label, g.count])

  test('when grouped by a dictionary field with sums, then every option appears in order with its count and sums', async () => {
    const r = await ok('zhanghua', { groupBy: 'level', sums: ['amount', 'qty'] })
    expect(r.groups).toEqual([
      { key: LEVEL('general'), label: '一般隐患', count: 2, sums: { amount: 15.5, qty: 3 } },
      // 0.1 + 0.2 answers 0.3 on both databases
      { key: LEVEL('major'), label: '重大隐患', count: 2, sums: { amount: 0.3, qty: 4 } }
    ])
    expect(r.total).toEqual({ count: 4, sums: { amount: 15.8, qty: 7 } })
  })

  test('when grouped by a static option or a user, then labels are names and records without a value come last', async () => {
    expect((await ok('zhanghua', { groupBy: 'kind' })).groups.map((g) => [g.key, g.label, g.count]))
      .toEqual([['a', '甲类', 2], ['b', '乙类', 1], ['c', '丙类', 0], [null, '未填写', 1]])
    expect(await counts('zhanghua', { groupBy: 'owner' })).toEqual([['张华/zhanghua', 2], ['陈刚/chengang', 1], ['未填写', 1]])
  })

  test('when grouped by flow state, then a record never submitted counts as 待提交', async () => {
    expect((await ok('zhanghua', { groupBy: 'flowState' })).groups.map((g) => [g.key, g.label, g.count]))
      .toEqual([[0, '待提交', 1], [1, '审批中', 1], [2, '已通过', 2]])
  })

  test('when grouped by project or section, then their names label the groups, within the caller\'s scope', async () => {
    expect(await counts('wangjianguo', { groupBy: 'projectId' })).toEqual([['G60沪昆高速公路杭州至金华段改扩建工程', 5], ['宁国至绩溪高速公路新建工程', 1]])
    expect(await counts('wangjianguo', { groupBy: 'contractId', projectId: 'proj-hj' }))
      .toEqual([['杭金改扩建土建施工第TJ-01合同段', 3], ['未分合同段', 1], ['杭金改扩建土建施工第TJ-02合同段', 1]])
    expect(await counts('yuanhao', { groupBy: 'projectId' })).toEqual([['宁国至绩溪高速公路新建工程', 1]])
  })

  test('when grouped by day over a window, then days follow China time and empty days answer zero', async () => {
    const r = await ok('zhanghua', { groupBy: 'creatorTime', period: 'day', startTime: '2026-02-28', endTime: day('2026-03-03'), sums: ['amount'] })
    expect(r.groups).toEqual([
      { key: '2026-02-28', label: '2026-02-28', count: 1, sums: { amount: 10.5 } },
      { key: '2026-03-01', label: '2026-03-01', count: 1, sums: { amount: 0.1 } },
      { key: '2026-03-02', label: '2026-03-02', count: 1, sums: { amount: 0.2 } },
      { key: '2026-03-03', label: '2026-03-03', count: 0, sums: { amount: 0 } }
    ])
    expect(r.total).toEqual({ count: 3, sums: { amount: 10.8 } })
  })

  test('when grouped by week, then weeks start on Monday in China time', async () => {
    const r = await ok('zhanghua', { groupBy: 'creatorTime', period: 'week', startTime: '2026-02-23', endTime: '2026-04-05' })
    expect(r.groups.map((g) => [g.key, g.label, g.count])).toEqual([
      ['2026-02-23', '2026-02-23~03-01', 2], ['2026-03-02', '2026-03-02~03-08', 1], ['2026-03-09', '2026-03-09~03-15', 0],
      ['2026-03-16', '2026-03-16~03-22', 0], ['2026-03-23', '2026-03-23~03-29', 0], ['2026-03-30', '2026-03-30~04-05', 1]
    ])
  })

  test('when grouped by month of a date field, then only months with records come without a window, all with one', async () => {
    expect(await counts('zhanghua', { groupBy: 'day', period: 'month' })).toEqual([['2026-02', 1], ['2026-03', 2], ['2026-04', 1]])
    expect(await counts('wangjianguo', { groupBy: 'day', period: 'month', startTime: '2026-01-15', endTime: '2026-03-31' }))
      .toEqual([['2026-01', 0], ['2026-02', 1], ['2026-03', 4]])
    // the window of a non-period grouping is the creation time
    expect(await counts('zhanghua', { groupBy: 'kind', startTime: '2026-03-01', endTime: '2026-03-01' })).toEqual([['甲类', 1], ['乙类', 0], ['丙类', 0]])
  })

  test('when the body filters like a List body, then only the listed records are counted', async () => {
    expect((await ok('zhanghua', { groupBy: 'kind', keyword: 'K2' })).total.count).toBe(1)
    expect((await ok('zhanghua', { groupBy: 'kind', queryJson: JSON.stringify({ level: LEVEL('major') }) })).groups.map((g) => g.count)).toEqual([1, 1, 0])
    expect((await ok('zhanghua', { groupBy: 'kind', queryJson: JSON.stringify({ jnpfKeyword: '桥梁' }) })).total.count).toBe(1)
    const superQuery = { matchLogic: 'and', conditionList: [{ logic: 'and', groups: [{ field: 'amount', symbol: '>=', fieldValue: 1 }] }] }
    expect((await ok('zhanghua', { groupBy: 'level', sums: ['amount'], superQueryJson: JSON.stringify(superQuery) })).total).toEqual({ count: 2, sums: { amount: 15.5 } })
    expect((await ok('wangjianguo', { groupBy: 'level', contractId: 'ct-hj-tj02' })).total.count).toBe(2)
    // each count matches the List's total for the same filter
    const list = await send(t, 'POST', `${M}/List`, { currentPage: 1, pageSize: 50, keyword: 'K' }, tok.wangjianguo)
    expect((await ok('wangjianguo', { groupBy: 'level', keyword: 'K' })).total.count).toBe(list.data.pagination.total)
  })

  test('when another project\'s records exist, then they are never counted, and its project is refused', async () => {
    const mine = await ok('zhanghua', { groupBy: 'projectId', sums: ['amount'] })
    expect(mine.groups.map((g) => g.key)).toEqual(['proj-hj'])
    expect(mine.total.sums.amount).toBe(15.8)
    const r = await stats('zhanghua', { groupBy: 'level', projectId: 'proj-nj' })
    expect(r).toMatchObject({ code: 400, msg: '您不是该项目的成员，无法查看其数据' })
    expect(r.raw).not.toContain('1000')
  })

  test('when column rights hide a field, then it can be neither grouped nor summed', async () => {
    expect(await stats('chengang', { groupBy: 'kind' }, 'app')).toMatchObject({ code: 400, msg: '无权按该字段统计' })
    expect(await stats('chengang', { groupBy: 'level', sums: ['secret'] }, 'app')).toMatchObject({ code: 400, msg: '无权按该字段统计' })
    expect((await ok('chengang', { groupBy: 'level', sums: ['amount'] }, 'app')).total).toEqual({ count: 4, sums: { amount: 15.8 } })
    // the PC layout has no column rights
    expect((await ok('chengang', { groupBy: 'kind' })).total.count).toBe(4)
  })

  test('when the request is wrong, then it gets 400 with a message', async () => {
    for (const [body, msg, model] of [
      [{ groupBy: 'nope' }, '统计字段“nope”不存在'],
      [{ groupBy: 'level', sums: ['nope'] }, '求和字段“nope”不存在'],
      [{ groupBy: 'level', sums: ['title'] }, '“标题”不是数值字段，不能求和'],
      [{ groupBy: 'tags' }, '不能按“检查项”分组统计'],
      [{ groupBy: 'amount' }, '不能按“金额”分组统计'],
      [{ groupBy: 'day' }, '按日期统计时请指定周期：day、week 或 month'],
      [{ groupBy: 'level', period: 'day' }, '只有日期字段可以按日、周、月统计'],
      [{ groupBy: 'creatorTime', period: 'day', startTime: '2025-01-01', endTime: '2026-03-01' }, '统计区间过长（最多400个分组）'],
      [{ groupBy: 'creatorTime', period: 'month', startTime: '2026-03-02', endTime: '2026-03-01' }, '统计区间的开始时间晚于结束时间'],
      [{ groupBy: 'creatorTime', period: 'month', startTime: '昨天' }, '统计区间的开始时间不正确'],
      [{ groupBy: 'level', sums: Array.from({ length: 11 }, (_, i) => `s${i}`) }, '最多对10个字段求和'],
      [{ groupBy: 'level', queryJson: '{' }, '查询条件不是合法的 JSON'],
      [{ groupBy: 'title' }, '分组过多（超过400个），请缩小统计范围或换一个分组字段', MANY],
      [{ groupBy: 'flowState' }, '该功能未启用流程，不能按流程状态统计', MANY]
    ] as [Record<string, unknown>, string, string?][]) {
      expect({ body, r: await stats('zhanghua', body, 'pc', model) }).toMatchObject({ body, r: { code: 400, msg } })
    }
    for (const body of [{}, { groupBy: '' }, { groupBy: 'creatorTime', period: 'year' }, { groupBy: 'level', sums: 'amount' }, { groupBy: 'level', startTime: { day: 1 } }]) {
      expect({ body, code: (await stats('zhanghua', body)).code }).toEqual({ body, code: 400 })
    }
    // a model the caller holds no menu of
    expect(await stats('chengang', { groupBy: 'title' }, 'pc', MANY)).toMatchObject({ code: 400, msg: '您没有此功能的权限' })
    // another project's member holds the menu but sees none of these records
    expect(await stats('yuanhao', { groupBy: 'title' }, 'pc', MANY)).toMatchObject({ code: 200, data: { groups: [], total: { count: 0, sums: {} } } })
  })
})

// Display conversion (jnpf-forms-and-flows.md §1.4 points 3 and 4): List rows and DataChange show option labels,
// switch texts, formatted dates, names for ids, area and organisation paths, linked-record and data-interface text
// with the raw id as `<vModel>_id`; the edit GET keeps raw values but shows the system controls by name.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { ALL_BUTTONS, fld, grantMenu, insertModel, opts, search } from './visualdev-fixtures'

const MODEL = 'vm-t-display'
const TARGET = 'vm-t-display-target'
const M = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const T = `/H5Api/api/visualdev/OnlineDev/${TARGET}`
const at = (s: string) => Date.parse(`${s}+08:00`)
const tree = { options: [{ id: 'a', fullName: '甲', children: [{ id: 'a1', fullName: '甲一' }] }, { id: 'b', fullName: '乙' }], props: { label: 'fullName', value: 'id', children: 'children' } }

const targetFields = [
  fld('input', '编号', 'code'),
  fld('radio', '类别', 'kind', { dataType: 'static' }, opts([['k1', '钢筋工程'], ['k2', '混凝土工程']]))
]
const fields = [
  fld('input', '标题', 'title'), fld('inputNumber', '数量', 'count'),
  fld('radio', '隐患等级', 'hz', { dataType: 'dictionary', dictionaryType: 'hazardLevel' }),
  fld('select', '隐患等级(编码)', 'hzCode', { dataType: 'dictionary', dictionaryType: 'dt-hazardLevel' }, { props: { label: 'fullName', value: 'enCode' } }),
  fld('checkbox', '检查项', 'tags', { dataType: 'static' }, opts([['edge', '临边防护'], ['fire', '消防设施']])),
  fld('select', '天气', 'weather', { dataType: 'static' }, { ...opts([['sunny', '晴'], ['rain', '雨']]), multiple: true }),
  fld('cascader', '分类', 'cat', { dataType: 'static' }, tree), fld('treeSelect', '节点', 'node', { dataType: 'static' }, tree),
  fld('switch', '已整改', 'done', {}, { activeTxt: '是', inactiveTxt: '否' }),
  fld('datePicker', '时刻', 'when', {}, { format: 'yyyy-MM-dd HH:mm' }), fld('datePicker', '月份', 'month', {}, { format: 'yyyy-MM' }),
  fld('timePicker', '时间', 'time', {}, { format: 'HH:mm' }),
  fld('organizeSelect', '单位', 'org'), fld('depSelect', '部门', 'dep'), fld('posSelect', '岗位', 'pos'),
  fld('userSelect', '人员', 'people', {}, { multiple: true }), fld('roleSelect', '角色', 'role'), fld('groupSelect', '分组', 'grp'),
  fld('usersSelect', '参与方', 'parties', {}, { multiple: true }),
  fld('areaSelect', '地区', 'area'), fld('areaSelect', '途经地区', 'areas', {}, { multiple: true }),
  fld('relationForm', '关联工程', 'rel', {}, { modelId: TARGET, relationField: 'code' }),
  { __config__: { jnpfKey: 'relationFormAttr', label: '工程类别' }, relationField: 'rel', showField: 'kind' },
  fld('popupSelect', '材料', 'mat', {}, { interfaceId: 'di-t-material', propsValue: 'id', relationField: 'fullName' }),
  { __config__: { jnpfKey: 'popupAttr', label: '规格' }, relationField: 'mat', showField: 'spec' },
  fld('input', '资质代码', 'gradeCode'),
  // an interface with a required parameter, filled from another field as the app does (templateJson sourceType 1)
  fld('popupSelect', '资质', 'grade', {}, { interfaceId: 'di-t-grade', propsValue: 'id', relationField: 'fullName', templateJson: [{ field: 'grade', sourceType: 1, relationField: 'gradeCode' }] }),
  fld('location', '位置', 'loc'), fld('uploadImg', '照片', 'photos'),
  { __config__: { jnpfKey: 'table', label: '明细', children: [fld('input', '名称', 'name'), fld('radio', '单位', 'unit', { dataType: 'static' }, opts([['t', '吨'], ['m', '米']]))] }, __vModel__: 'rows' },
  fld('createUser', '创建人', 'creatorUser'), fld('createTime', '创建时间', 'creatorTime'),
  fld('modifyUser', '修改人', 'modifierUser'), fld('modifyTime', '修改时间', 'modifierTime'),
  fld('currOrganize', '所属组织', 'myOrg', {}, { showLevel: 'all' }), fld('currPosition', '所属岗位', 'myPos')
]
const photo = { name: 'a.jpg', fileId: 'f1.jpg', url: '/api/file/Image/annex/f1.jpg' }

describe.each(dialects)('low-code display values on %s', (dialect) => {
  let t: TestApp
  let zh: string
  let yh: string
  let targetId: string
  let id: string
  let row: Record<string, unknown>

  beforeAll(async () => {
    t = await createTestApp(dialect)
    const db = t.app.ctx.db
    await insertModel(t, { id: TARGET, fields: targetFields })
    await insertModel(t, { id: MODEL, fields, columnData: { searchList: [search('title', 2)] } })
    await grantMenu(t, 'm-t-display', MODEL, { 'role-pm': { buttons: ALL_BUTTONS } })
    await grantMenu(t, 'm-t-display-target', TARGET, { 'role-pm': { buttons: ALL_BUTTONS } })
    await db.insertInto('baseGroup').values({ id: 'grp-t', enCode: 'grpT', fullName: '测试分组', sortCode: 99 }).execute()
    await db.insertInto('baseDataInterface').values({
      id: 'di-t-material', fullName: '测试材料', enCode: 'tMaterial', category: 'test', dataType: 2, enabledMark: 1, description: '', sortCode: 0,
      definition: JSON.stringify({ rows: [{ id: 'm1', fullName: 'HRB400E', spec: 'Φ12' }, { id: 'm2', fullName: 'P·O 42.5', spec: '袋装' }] })
    }).execute()
    await db.insertInto('baseDataInterface').values({
      id: 'di-t-grade', fullName: '测试资质', enCode: 'tGrade', category: 'test', dataType: 2, enabledMark: 1, description: '', sortCode: 0,
      definition: JSON.stringify({ params: [{ field: 'grade', fieldName: '等级', required: true }], rows: [{ id: 'p1', fullName: '甲级', grade: 'A' }, { id: 'p1', fullName: '乙级', grade: 'B' }] })
    }).execute()
    zh = await login(t, 'zhanghua')
    yh = await login(t, 'yuanhao')
    targetId = (await send(t, 'POST', T, { data: { code: 'GC-001', kind: 'k2' } }, zh)).data.id
    t.clock.t = at('2026-03-02T09:30:00')
    const data = {
      title: '全部控件', count: 12.5, hz: 'dd-hazardLevel-general', hzCode: 'major', tags: ['edge', 'fire'], weather: ['rain'],
      cat: ['a', 'a1'], node: 'a1', done: 1, when: at('2026-03-02T09:30:00'), month: at('2026-03-01T00:00:00'), time: '08:15',
      org: ['org-hq', 'org-hj', 'org-hj-c1'], dep: 'org-hj-gc', pos: 'pos-hj-c1-xmjl', people: ['u-zhanghua', 'u-chengang'],
      role: 'role-pm', grp: 'grp-t', parties: ['u-zhanghua--user', 'org-hj--company', 'role-pm--role'],
      area: ['330000', '330100', '330106'], areas: [['330000', '330100'], ['340000', '341800']], rel: targetId, mat: 'm1', gradeCode: 'B', grade: 'p1',
      loc: JSON.stringify({ name: '指挥部', fullAddress: '浙江省杭州市西湖区文三路1号', lng: 120.1, lat: 30.2 }), photos: [photo],
      rows: [{ name: '钢筋', unit: 't' }, { id: 'row-keep', name: '管线', unit: 'm' }]
    }
    const c = await send(t, 'POST', M, { data: JSON.stringify(data) }, zh)
    if (c.code !== 200) throw new Error(c.msg)
    id = c.data.id
    row = (await send(t, 'POST', `${M}/List`, { currentPage: 1, pageSize: 10 }, zh)).data.list[0]
  })
  afterAll(async () => { await t.close() })

  test('choices show their labels: static, dictionary (by id or enCode), trees, switches', () => {
    expect(row).toMatchObject({
      id, title: '全部控件', count: 12.5, hz: '一般隐患', hzCode: '重大隐患', tags: '临边防护,消防设施', weather: '雨',
      cat: '甲/甲一', node: '甲一', done: '是'
    })
  })

  test('dates follow their format; times and uploads stay as stored; a location shows its address', () => {
    expect(row).toMatchObject({ when: '2026-03-02 09:30', month: '2026-03', time: '08:15', photos: [photo], loc: '浙江省杭州市西湖区文三路1号' })
  })

  test('ids become names: organisation path, department, position, users, role, group, mixed parties, areas', () => {
    expect(row).toMatchObject({
      org: '江南公路建设集团有限公司/江南路建杭金高速公路有限公司/钱江路桥工程有限公司', dep: '工程技术部', pos: '项目经理',
      people: '张华/zhanghua,陈刚/chengang', role: '项目经理', grp: '测试分组',
      parties: '张华/zhanghua,江南路建杭金高速公路有限公司,项目经理',
      area: '浙江省,杭州市,西湖区', areas: '浙江省/杭州市;安徽省/宣城市'
    })
  })

  test('linked records and data-interface rows show their text, the raw id as <vModel>_id, attributes as <vModel>_<field>', () => {
    expect(row).toMatchObject({ rel: 'GC-001', rel_id: targetId, rel_kind: '混凝土工程', mat: 'HRB400E', mat_id: 'm1', mat_spec: 'Φ12' })
    // the same id p1 means 乙级 for the parameter grade=B the record's gradeCode gives
    expect(row).toMatchObject({ grade: '乙级', grade_id: 'p1' })
  })

  test('child-table rows are converted column by column and keep their ids', () => {
    const rows = row.rows as Record<string, unknown>[]
    expect(rows.map((r) => [r.name, r.unit])).toEqual([['钢筋', '吨'], ['管线', '米']])
    expect(rows[1].id).toBe('row-keep')
    expect(typeof rows[0].id).toBe('string')
  })

  test('system controls: creator and time; the organisation and position the creator had', () => {
    expect(row).toMatchObject({
      creatorUser: '张华/zhanghua', creatorTime: '2026-03-02 09:30:00', modifierUser: '', modifierTime: '',
      myOrg: '江南公路建设集团有限公司/江南路建杭金高速公路有限公司/钱江路桥工程有限公司', myPos: '项目经理'
    })
  })

  test('DataChange answers the same display values as the list', async () => {
    const r = await get(t, `${M}/${id}/DataChange`, zh)
    expect(r.code).toBe(200)
    expect(r.data.id).toBe(id)
    // the id travels next to data, as in the edit GET
    expect(JSON.parse(r.data.data)).toEqual({ ...row, id: undefined })
  })

  test('the edit GET keeps raw values, with system controls by name', async () => {
    const data = JSON.parse((await get(t, `${M}/${id}`, zh)).data.data)
    expect(data).toMatchObject({
      hz: 'dd-hazardLevel-general', tags: ['edge', 'fire'], when: at('2026-03-02T09:30:00'), org: ['org-hq', 'org-hj', 'org-hj-c1'],
      rel: targetId, creatorUser: '张华/zhanghua', creatorTime: '2026-03-02 09:30:00', myPos: '项目经理',
      myOrg: '江南公路建设集团有限公司/江南路建杭金高速公路有限公司/钱江路桥工程有限公司'
    })
    expect(data.rel_id).toBeUndefined()
  })

  test('an edit keeps the creator organisation and position, and the changer shows up', async () => {
    t.clock.t = at('2026-03-03T10:00:00')
    const raw = JSON.parse((await get(t, `${M}/${id}`, zh)).data.data)
    expect((await send(t, 'PUT', `${M}/${id}`, { data: JSON.stringify({ ...raw, title: '改过' }) }, zh)).code).toBe(200)
    const shown = JSON.parse((await get(t, `${M}/${id}/DataChange`, zh)).data.data)
    expect(shown).toMatchObject({ title: '改过', modifierUser: '张华/zhanghua', modifierTime: '2026-03-03 10:00:00', myPos: '项目经理', creatorUser: '张华/zhanghua' })
    const stored = await t.app.ctx.db.selectFrom('visualdevRecord').select('data').where('id', '=', id).executeTakeFirstOrThrow()
    expect(JSON.parse(stored.data)).toMatchObject({ myOrg: ['org-hq', 'org-hj', 'org-hj-c1'], myPos: 'pos-hj-c1-xmjl' })
  })

  test('DataChange of a record of another project is refused like a missing one', async () => {
    const other = await get(t, `${M}/${id}/DataChange`, yh)
    const missing = await get(t, `${M}/nope/DataChange`, yh)
    expect(other).toMatchObject({ code: 400, msg: '数据不存在或您无权访问' })
    expect(missing.msg).toBe(other.msg)
    expect(other.raw).not.toContain('全部控件')
  })
})

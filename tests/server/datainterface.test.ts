// Data interfaces (JNPF DataInterfaceController, jnpf-forms-and-flows.md §1.6): Preview for dynamic options, the
// paged List of the popup pickers and InfoByIds for display text, under both spellings the clients use; every
// answer stays inside the caller's projects and sections, and bad input is a 400 that names what is wrong.
import { BadRequest } from '../../server/src/errors'
import { infoByIds } from '../../server/src/modules/datainterface/service'
import { createTestApp, dialects, login, send, type TestApp } from './helpers/app'

const D = '/H5Api/api/system/DataInterface'
type Row = Record<string, unknown>
const ids = (rows: Row[]) => rows.map((r) => r.id)

describe.each(dialects)('data interfaces on %s', (dialect) => {
  let t: TestApp
  const tokens: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['admin', 'zhanghua', 'huangwei', 'yuanhao', 'luxiaodong']) tokens[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  const preview = (id: string, body: unknown, who = 'zhanghua') => send(t, 'POST', `${D}/${id}/Actions/Preview`, body, tokens[who])
  const list = (id: string, body: Row, who = 'zhanghua', action = 'Actions') => send(t, 'POST', `${D}/${id}/${action}/List`, body, tokens[who])
  const info = (id: string, body: unknown, who = 'zhanghua', action = 'Action') => send(t, 'POST', `${D}/${id}/${action}/InfoByIds`, body, tokens[who])

  test('Preview answers the rows as data; declared parameters filter them', async () => {
    const all = await preview('di-materials', {})
    expect(all).toMatchObject({ code: 200, msg: '接口请求成功' })
    expect(all.data).toHaveLength(21)
    expect(all.data[0]).toEqual({
      id: 'mat-hrb400-12', enCode: 'GJ-HRB400E-12', fullName: 'HRB400E带肋钢筋 Φ12', spec: 'Φ12', unit: 't', category: 'steel', categoryName: '钢材', standard: 'GB/T 1499.2-2024'
    })
    const steel = await preview('di-materials', { paramList: [{ field: 'category', fieldName: '材料类别', defaultValue: 'steel', relationField: 'materialCategory', sourceType: 1 }] })
    expect(steel.data).toHaveLength(6)
    expect(steel.data.every((r: Row) => r.category === 'steel')).toBe(true)
    // an empty value is no filter, as a form field not filled in yet
    expect((await preview('di-materials', { paramList: [{ field: 'category', defaultValue: '' }] })).data).toHaveLength(21)
    expect((await preview('di-materials', null)).data).toHaveLength(21)
  })

  test('a tree interface keeps its shape in Preview and is flattened for the picker list', async () => {
    const tree = (await preview('di-test-items', { paramList: [] })).data as Row[]
    expect(tree.map((n) => n.fullName)).toEqual(['水泥', '钢筋', '粗集料', '混凝土', '沥青', '土工'])
    expect((tree[1].children as Row[]).map((n) => n.id)).toContain('ti-steel-tensile')
    const flat = await list('di-test-items', { currentPage: 1, pageSize: 100 })
    expect(flat.data.pagination).toEqual({ currentPage: 1, pageSize: 100, total: 27 })
    const node = flat.data.list.find((r: Row) => r.id === 'ti-steel-bend')
    expect(node).toEqual({ id: 'ti-steel-bend', enCode: 'STEEL-BEND', fullName: '弯曲性能', standard: 'GB/T 28900-2022', parentId: 'ti-steel' })
    expect(flat.data.list.some((r: Row) => 'children' in r)).toBe(false)
  })

  test('List pages and both spellings answer the same', async () => {
    const p2 = await list('di-materials', { currentPage: 2, pageSize: 5 })
    expect(p2.code).toBe(200)
    expect(p2.data.pagination).toEqual({ currentPage: 2, pageSize: 5, total: 21 })
    expect(ids(p2.data.list)).toEqual(['mat-strand-152', 'mat-po425', 'mat-po525', 'mat-gravel-510', 'mat-gravel-1020'])
    expect((await list('di-materials', { currentPage: 2, pageSize: 5 }, 'zhanghua', 'Action')).data).toEqual(p2.data)
    const last = await list('di-materials', { currentPage: 5, pageSize: 5 })
    expect(ids(last.data.list)).toEqual(['mat-slag-s95'])
    expect((await list('di-materials', { currentPage: 9, pageSize: 5 })).data.list).toEqual([])
    const defaults = await send(t, 'POST', `${D}/di-materials/Actions/List`, undefined, tokens.zhanghua)
    expect(defaults.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 21 })
  })

  test('the keyword matches the relationField and columnOptions columns, case-insensitively', async () => {
    const byName = await list('di-materials', { keyword: '钢筋', relationField: 'fullName' })
    expect(ids(byName.data.list)).toEqual(['mat-hrb400-12', 'mat-hrb400-16', 'mat-hrb400-25', 'mat-hrb400-32', 'mat-hpb300-10'])
    expect(byName.data.pagination.total).toBe(5)
    // "gb 175" is only in the standard column: not found by name, found once the column is offered
    expect((await list('di-materials', { keyword: 'gb 175', relationField: 'fullName' })).data.list).toEqual([])
    const asString = await list('di-materials', { keyword: 'gb 175', relationField: 'fullName', columnOptions: 'enCode,standard' })
    expect(ids(asString.data.list)).toEqual(['mat-po425', 'mat-po525'])
    const asItems = await list('di-materials', { keyword: 'GB 175', columnOptions: [{ value: 'standard', label: '执行标准' }] })
    expect(ids(asItems.data.list)).toEqual(['mat-po425', 'mat-po525'])
    // no columns named: every column counts
    expect((await list('di-materials', { keyword: 'SN-PO5' })).data.pagination.total).toBe(1)
    const paged = await list('di-equipment-models', { keyword: '起重', relationField: 'fullName', currentPage: 1, pageSize: 1 })
    expect(paged.data.pagination).toEqual({ currentPage: 1, pageSize: 1, total: 3 })
    expect(paged.data.list.map((r: Row) => r.model)).toEqual(['QUY80'])
  })

  test('InfoByIds answers the rows of the ids in their order; unknown ids are left out', async () => {
    const r = await info('di-materials', { ids: ['mat-po525', 'nope', 'mat-hrb400-12', 'mat-po525'], propsValue: 'id', relationField: 'fullName' })
    expect(r.code).toBe(200)
    expect(r.data.map((x: Row) => x.fullName)).toEqual(['P·O 52.5普通硅酸盐水泥', 'HRB400E带肋钢筋 Φ12'])
    expect((await info('di-materials', { ids: ['GJ-HPB300-10'], propsValue: 'enCode' }, 'zhanghua', 'Actions')).data.map((x: Row) => x.id)).toEqual(['mat-hpb300-10'])
    expect((await info('di-materials', { ids: 'mat-po425' })).data).toHaveLength(1)
    expect((await info('di-test-items', { ids: ['ti-con-slump'] })).data).toEqual([
      { id: 'ti-con-slump', enCode: 'CON-SLUMP', fullName: '坍落度', standard: 'JTG 3420-2020', parentId: 'ti-concrete' }
    ])
    expect((await info('di-materials', { ids: [] })).data).toEqual([])
    // a field name that is a property of every object finds nothing rather than the prototype
    expect((await info('di-materials', { ids: ['[object Object]'], propsValue: '__proto__' })).data).toEqual([])
  })

  test('static project rows: each caller sees only their projects and sections', async () => {
    const wbs = async (who: string) => ids((await list('di-wbs', { pageSize: 100 }, who)).data.list) as string[]
    const zh = await wbs('zhanghua')
    expect(zh).toHaveLength(6)
    expect(zh.every((id) => id.startsWith('wbs-hj01-'))).toBe(true)
    const hw = await wbs('huangwei')
    expect(hw).toHaveLength(13)
    expect(hw.every((id) => id.startsWith('wbs-hj'))).toBe(true)
    const yh = await wbs('yuanhao')
    expect(yh).toHaveLength(8)
    expect(yh.every((id) => id.startsWith('wbs-nj'))).toBe(true)
    expect(await wbs('admin')).toHaveLength(21)
    // a guessed id of another project or section gives nothing away
    expect((await info('di-wbs', { ids: ['wbs-nj03-sd2', 'wbs-hj02-ql1', 'wbs-hj01-ql1'] })).data.map((r: Row) => r.id)).toEqual(['wbs-hj01-ql1'])
    expect((await preview('di-wbs', { paramList: [{ field: 'contractId', defaultValue: 'ct-nj-tj01' }] })).data).toEqual([])
    expect(ids((await preview('di-wbs', { paramList: [{ field: 'contractId', defaultValue: 'ct-hj-tj02' }] }, 'huangwei')).data)).toHaveLength(4)
    // the lab staff see the central lab and the site lab of a section they test for
    const labs = (await list('di-lab-instruments', { pageSize: 50 }, 'luxiaodong')).data.list as Row[]
    expect([...new Set(labs.map((r) => r.labName))]).toEqual(['杭金改扩建中心试验室', '钱江路桥TJ-01工地试验室'])
  })

  test('built-in queries: contract sections of the caller', async () => {
    const sections = async (who: string, paramList: Row[] = []) => (await preview('di-contract-sections', { paramList }, who)).data as Row[]
    expect(await sections('zhanghua')).toEqual([{
      id: 'ct-hj-tj01', enCode: 'TJ-01', fullName: '杭金改扩建土建施工第TJ-01合同段', kind: 'construction', kindName: '施工',
      contractor: '钱江路桥工程有限公司', mileage: 'K0+000～K48+350', amount: 526480, projectId: 'proj-hj', projectName: 'G60沪昆高速公路杭州至金华段改扩建工程'
    }])
    expect(ids(await sections('huangwei'))).toEqual(['ct-hj-yz01', 'ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03', 'ct-hj-jl01', 'ct-hj-sy01'])
    expect(ids(await sections('huangwei', [{ field: 'kind', defaultValue: 'construction' }]))).toEqual(['ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03'])
    expect(await sections('huangwei', [{ field: 'projectId', defaultValue: 'proj-nj' }])).toEqual([])
    expect(await sections('admin')).toHaveLength(12)
    expect(ids(await sections('admin', [{ field: 'projectId', defaultValue: 'proj-nj' }, { field: 'kind', defaultValue: 'laboratory' }]))).toEqual(['ct-nj-sy01'])
    const picked = await list('di-contract-sections', { keyword: 'tj-0', relationField: 'fullName', columnOptions: 'enCode', pageSize: 2 }, 'yuanhao')
    expect(picked.data.pagination.total).toBe(3)
    expect(ids(picked.data.list)).toEqual(['ct-nj-tj01', 'ct-nj-tj02'])
  })

  test('built-in queries: people of the caller\'s projects, by section', async () => {
    const members = async (who: string, paramList: Row[] = []) => (await list('di-project-members', { pageSize: 200, paramList }, who)).data.list as Row[]
    const nj = await members('yuanhao')
    expect(nj.map((u) => u.account)).toEqual(expect.arrayContaining(['yuanhao', 'luoping', 'yehui', 'wangjianguo']))
    expect(nj.map((u) => u.account)).not.toContain('zhanghua')
    const tj01 = await members('zhanghua', [{ field: 'contractId', defaultValue: 'ct-hj-tj01' }])
    expect(tj01.map((u) => u.account)).toEqual(expect.arrayContaining(['zhanghua', 'chengang', 'yangshan', 'songwenbo']))
    expect(tj01.map((u) => u.account)).not.toContain('wudawei') // disabled
    expect(tj01.map((u) => u.account)).not.toContain('zhengkai') // TJ-02
    expect(tj01.find((u) => u.account === 'chengang')).toEqual({
      id: 'u-chengang', account: 'chengang', realName: '陈刚', fullName: '陈刚/chengang', mobilePhone: '13800000114',
      organizeId: 'org-hj-c1', organizeName: '钱江路桥工程有限公司', positionName: '工区长'
    })
    // a section the caller does not belong to reveals nobody; a manager of the whole project sees it
    expect(await members('zhanghua', [{ field: 'contractId', defaultValue: 'ct-hj-tj02' }])).toEqual([])
    expect((await members('huangwei', [{ field: 'contractId', defaultValue: 'ct-hj-tj02' }])).map((u) => u.account)).toContain('zhengkai')
    const named = await info('di-project-members', { ids: ['u-luoping', 'u-chengang'], propsValue: 'id', relationField: 'fullName' }, 'yuanhao')
    expect(named.data.map((u: Row) => u.fullName)).toEqual(['罗平/luoping'])
  })

  test.each([
    ['an unknown interface', 'di-nope', 'Actions/Preview', {}, '数据接口不存在'],
    ['an unknown interface (List)', 'di-nope', 'Action/List', {}, '数据接口不存在'],
    ['an unknown interface (InfoByIds)', 'di-nope', 'Actions/InfoByIds', { ids: ['x'] }, '数据接口不存在'],
    ['an undeclared parameter', 'di-materials', 'Actions/Preview', { paramList: [{ field: 'sql', defaultValue: 'select 1' }] }, '数据接口“材料规格库”没有参数“sql”'],
    ['a parameter without a name', 'di-materials', 'Actions/Preview', { paramList: [{ defaultValue: 'steel' }] }, 'paramList 的每一项都需要参数名 field'],
    ['a parameter item that is no object', 'di-materials', 'Action/List', { paramList: ['category'] }, 'paramList 的每一项都需要参数名 field'],
    ['a parameter value that is an object', 'di-materials', 'Actions/Preview', { paramList: [{ field: 'category', defaultValue: { $ne: 1 } }] }, '参数“材料类别”的值应为文本或数字'],
    ['paramList that is no list', 'di-materials', 'Actions/Preview', { paramList: 'category=steel' }, '请求体字段 paramList 类型错误，应为数组或空值'],
    ['a page below 1', 'di-materials', 'Actions/List', { currentPage: 0 }, '请求体字段 currentPage 不能小于 1'],
    ['columnOptions of the wrong type', 'di-materials', 'Actions/List', { keyword: 'x', columnOptions: 12 }, 'columnOptions 应为列名列表'],
    ['InfoByIds without ids', 'di-materials', 'Actions/InfoByIds', { propsValue: 'id' }, '缺少必填请求体字段 ids'],
    ['ids holding objects', 'di-materials', 'Action/InfoByIds', { ids: [{ id: 'mat-po425' }] }, 'ids 应为编号列表（每个编号为不超过 200 个字符的文本或数字）'],
    ['too many ids', 'di-materials', 'Action/InfoByIds', { ids: Array.from({ length: 1001 }, (_, i) => `id-${i}`) }, 'ids 一次最多 1000 个']
  ])('refuses %s with a 400', async (_name, id, path, body, msg) => {
    const r = await send(t, 'POST', `${D}/${id}/${path}`, body, tokens.zhanghua)
    expect({ status: r.status, code: r.code, msg: r.msg }).toEqual({ status: 200, code: 400, msg })
  })

  test('a stopped interface and an unreadable definition are 400s, never 500s; without a session it is 600', async () => {
    const db = t.app.ctx.db
    await db.updateTable('baseDataInterface').set({ enabledMark: 0 }).where('id', '=', 'di-equipment-models').execute()
    expect(await preview('di-equipment-models', {})).toMatchObject({ code: 400, msg: '数据接口“机械设备型号库”已停用' })
    await db.updateTable('baseDataInterface').set({ enabledMark: 1 }).where('id', '=', 'di-equipment-models').execute()
    await db.insertInto('baseDataInterface').values({
      id: 'di-broken', fullName: '损坏的接口', enCode: 'broken', category: '', dataType: 3, definition: '{"query":"runSql"}', enabledMark: 1, description: '', sortCode: 99
    }).execute()
    expect(await list('di-broken', {})).toMatchObject({ status: 200, code: 400, msg: '数据接口“损坏的接口”的配置无法解析' })
    await db.updateTable('baseDataInterface').set({ definition: 'not json', dataType: 2 }).where('id', '=', 'di-broken').execute()
    expect(await info('di-broken', { ids: ['x'] })).toMatchObject({ code: 400, msg: '数据接口“损坏的接口”的配置无法解析' })
    expect((await send(t, 'POST', `${D}/di-materials/Actions/Preview`, {})).code).toBe(600)
  })

  test('the service function the low-code display uses answers the same rows and refuses an unknown interface', async () => {
    const ctx = t.app.ctx
    const user = await ctx.db.selectFrom('baseUser').selectAll().where('account', '=', 'zhanghua').executeTakeFirstOrThrow()
    const rows = await infoByIds(ctx, user, 'di-contract-sections', ['ct-hj-tj02', 'ct-hj-tj01'], 'id', 'fullName')
    expect(rows.map((r) => r.enCode)).toEqual(['TJ-01'])
    await expect(infoByIds(ctx, user, 'di-nope', ['x'], 'id', 'fullName')).rejects.toBeInstanceOf(BadRequest)
  })
})

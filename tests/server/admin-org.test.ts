// 组织管理 in the JNPF 3.6 web console: the company/department tree, the forms, moving a branch, deleting only
// an empty organisation, the "ByAuth" pickers, and who may do what (administrators change the tree; a project
// administrator sees only their projects' organisations; anybody else is refused).
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const O = '/api/permission/Organize'
const D = `${O}/Department`

interface Node { id: string; parentId: string; fullName: string; type: string; organizeIdTree: string; children?: Node[]; [k: string]: unknown }

const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])])

describe.each(dialects)('console organisation administration on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zhanghua: string
  let huangwei: string
  const db = () => t.app.ctx.db
  const orgCount = async () => (await db().selectFrom('baseOrganize').select('id').execute()).length
  const org = (id: string) => db().selectFrom('baseOrganize').selectAll().where('id', '=', id).executeTakeFirst()

  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    zhanghua = await login(t, 'zhanghua')
    huangwei = await grantAdminAreas(t, 'huangwei', ['permission.organize'])
  })
  afterAll(async () => { await t.close() })

  test('when an administrator opens the page, then the whole tree comes back in the shape the tree table reads', async () => {
    const r = await get(t, O, admin)
    expect(r.code).toBe(200)
    expect(r.data.list.map((n: Node) => n.id)).toEqual(['org-hq'])
    const all = flat(r.data.list)
    expect(all).toHaveLength(await orgCount())
    const hj = all.find((n) => n.id === 'org-hj')
    expect(hj).toMatchObject({
      parentId: 'org-hq', fullName: '江南路建杭金高速公路有限公司', enCode: 'JNLJ-HJ', type: 'company', icon: 'icon-ym icon-ym-tree-organization3',
      organizeIdTree: 'org-hq,org-hj', sortCode: 10, enabledMark: 1, hasChildren: true, isLeaf: false, description: ''
    })
    expect(hj?.children?.map((c) => c.id)).toEqual(expect.arrayContaining(['org-hj-gc', 'org-hj-c1']))
    const leaf = all.find((n) => n.id === 'org-hj-gc')
    expect(leaf).toMatchObject({ type: 'department', icon: 'icon-ym icon-ym-tree-department1', hasChildren: false })
    expect(leaf?.children).toBeUndefined()
  })

  test('when searching by code or type, then matches keep their place: a match without its parent shows its path', async () => {
    const r = await get(t, `${O}?keyword=HJ-GCJS`, admin)
    expect(r.data.list).toEqual([expect.objectContaining({ id: 'org-hj-gc', fullName: '江南公路建设集团有限公司/江南路建杭金高速公路有限公司/工程技术部' })])
    const companies = flat((await get(t, `${O}?type=company`, admin)).data.list)
    expect(companies.length).toBeGreaterThan(5)
    expect(companies.every((n) => n.type === 'company')).toBe(true)
    expect((await get(t, `${O}?enabledMark=2`, admin)).code).toBe(400)
  })

  test('when a form opens, then the parent picker value is the parent path (["-1"] for the top company)', async () => {
    const hj = await get(t, `${O}/org-hj`, admin)
    expect(hj.data).toMatchObject({ id: 'org-hj', parentId: 'org-hq', fullName: '江南路建杭金高速公路有限公司', enCode: 'JNLJ-HJ', enabledMark: 1, sortCode: 10, organizeIdTree: ['org-hq'], propertyJson: '{}' })
    expect((await get(t, `${O}/org-hq`, admin)).data.organizeIdTree).toEqual(['-1'])
    const dep = await get(t, `${D}/org-hj-gc`, admin)
    expect(dep.data).toMatchObject({ id: 'org-hj-gc', parentId: 'org-hj', organizeIdTree: ['org-hq', 'org-hj'], managerId: '' })
    expect((await get(t, `${O}/nope`, admin)).code).toBe(400)
  })

  test('when a company and a department are created and the company is moved, then every id path below it follows', async () => {
    const before = await orgCount()
    const c = await send(t, 'POST', O, {
      id: '', parentId: 'org-hj', organizeIdTree: ['org-hq', 'org-hj'], fullName: '测试路桥公司', enCode: 'TEST-LQ', enabledMark: 1, sortCode: 30,
      description: '测试', propertyJson: { shortName: '测试路桥', address: '杭州', foundedTime: 1700000000000, unknownKey: 'x' }
    }, admin)
    expect(c).toMatchObject({ code: 200, msg: '新建成功' })
    const company = await db().selectFrom('baseOrganize').selectAll().where('enCode', '=', 'TEST-LQ').executeTakeFirstOrThrow()
    expect(company).toMatchObject({ parentId: 'org-hj', category: 'company', organizeIdTree: `org-hq,org-hj,${company.id}`, sortCode: 30 })
    const info = await get(t, `${O}/${company.id}`, admin)
    expect(JSON.parse(info.data.propertyJson)).toEqual({ shortName: '测试路桥', address: '杭州', foundedTime: '1700000000000' })
    const d = await send(t, 'POST', D, { parentId: company.id, fullName: '工程部', enCode: 'TEST-LQ-GC', managerId: 'u-lijun', sortCode: 1 }, admin)
    expect(d.code).toBe(200)
    const dep = await db().selectFrom('baseOrganize').selectAll().where('enCode', '=', 'TEST-LQ-GC').executeTakeFirstOrThrow()
    expect(dep).toMatchObject({ category: 'department', managerId: 'u-lijun', organizeIdTree: `org-hq,org-hj,${company.id},${dep.id}` })
    expect(await orgCount()).toBe(before + 2)

    const moved = await send(t, 'PUT', `${O}/${company.id}`, { ...info.data, parentId: 'org-nj', propertyJson: JSON.parse(info.data.propertyJson) }, admin)
    expect(moved.code).toBe(200)
    expect((await org(company.id))?.organizeIdTree).toBe(`org-hq,org-nj,${company.id}`)
    expect((await org(dep.id))?.organizeIdTree).toBe(`org-hq,org-nj,${company.id},${dep.id}`)
    expect((await get(t, `${D}/${dep.id}`, admin)).data.organizeIdTree).toEqual(['org-hq', 'org-nj', company.id])

    const logs = await db().selectFrom('baseSyslog').selectAll().where('moduleName', '=', '组织管理').execute()
    expect(logs.map((l) => l.type)).toEqual(expect.arrayContaining(['新增', '修改']))
    expect(logs.find((l) => l.objectId === company.id && l.type === '修改')?.abstracts).toContain('江南路建宁绩高速公路有限公司')
  })

  test('when a branch would move under itself or its own descendant, then 400 and the tree is unchanged', async () => {
    const info = (await get(t, `${O}/org-hj`, admin)).data
    for (const parentId of ['org-hj', 'org-hj-c1']) {
      const r = await send(t, 'PUT', `${O}/org-hj`, { ...info, parentId }, admin)
      expect(r).toMatchObject({ code: 400, msg: '不能把组织移到它自己或它的下级组织之下' })
    }
    const dep = (await get(t, `${D}/org-hj-gc`, admin)).data
    expect((await send(t, 'PUT', `${D}/org-hj`, { ...dep, fullName: 'x', enCode: 'x' }, admin)).msg).toBe('该组织是公司，请按公司编辑')
    expect((await send(t, 'PUT', `${O}/org-hj-gc`, { ...dep }, admin)).msg).toBe('该组织是部门，请按部门编辑')
    expect(await org('org-hj')).toMatchObject({ parentId: 'org-hq', organizeIdTree: 'org-hq,org-hj', fullName: '江南路建杭金高速公路有限公司' })
  })

  test('when a form is invalid, then 400 says what is wrong and nothing is written', async () => {
    const before = await orgCount()
    const ok = { parentId: 'org-hj', fullName: '新公司', enCode: 'NEW-CO', sortCode: 1 }
    const cases: [string, string, Record<string, unknown>, string | RegExp][] = [
      ['POST', O, { ...ok, fullName: '  ' }, '公司名称不能为空'],
      ['POST', O, { ...ok, fullName: '长'.repeat(51) }, '公司名称不能超过50个字符'],
      ['POST', O, { ...ok, enCode: '' }, '公司编码不能为空'],
      ['POST', O, { ...ok, enCode: '编码 1' }, /公司编码只能包含/],
      ['POST', O, { ...ok, enCode: 'JNLJ-HJ' }, '公司编码「JNLJ-HJ」已被「江南路建杭金高速公路有限公司」使用'],
      ['POST', O, { ...ok, fullName: '钱江路桥工程有限公司' }, '同一上级下已有名为「钱江路桥工程有限公司」的组织'],
      ['POST', O, { ...ok, parentId: '' }, '请选择上级公司'],
      ['POST', O, { ...ok, parentId: 'nope' }, '上级公司不存在'],
      ['POST', O, { ...ok, parentId: 'org-hj-gc' }, '公司的上级必须是公司'],
      ['POST', O, { ...ok, sortCode: 'abc' }, /sortCode/],
      ['POST', O, { ...ok, sortCode: 1.5 }, /sortCode/],
      ['POST', O, { ...ok, sortCode: -1 }, '排序必须是0到999999之间的整数'],
      ['POST', O, { ...ok, enabledMark: 3 }, '状态只能是启用(1)或禁用(0)'],
      ['POST', O, { ...ok, propertyJson: '{not json' }, '公司扩展信息 (propertyJson) 不是合法的 JSON'],
      ['POST', O, { ...ok, propertyJson: [1] }, '公司扩展信息 (propertyJson) 应为对象'],
      ['POST', O, { ...ok, propertyJson: { address: 'x'.repeat(201) } }, '公司地址不能超过200个字符'],
      ['POST', D, { ...ok, enCode: 'NEW-DEP', parentId: '-1' }, '部门必须隶属于某个公司或部门'],
      ['POST', D, { ...ok, enCode: 'NEW-DEP', managerId: 'u-nobody' }, '部门主管不存在'],
      ['PUT', `${O}/nope`, ok, '组织不存在']
    ]
    for (const [method, url, body, msg] of cases) {
      const r = await send(t, method as 'POST', url, body, admin)
      expect({ body, code: r.code }).toEqual({ body, code: 400 })
      expect(r.msg).toMatch(msg)
    }
    expect(await orgCount()).toBe(before)
  })

  test('when an organisation still holds anything, then delete says what is left and keeps it', async () => {
    const c1 = await send(t, 'DELETE', `${O}/org-hj-c1`, {}, admin)
    expect(c1.code).toBe(400)
    expect(c1.msg).toMatch(/^不能删除「钱江路桥工程有限公司」：/)
    expect(c1.msg).toMatch(/还有成员\d+名（张华、/)
    expect(c1.msg).toMatch(/还有岗位5个（项目经理、/)
    expect(c1.msg).toContain('合同段「TJ-01 杭金改扩建土建施工第TJ-01合同段」')
    const hj = await send(t, 'DELETE', `${O}/org-hj`, {}, admin)
    expect(hj.msg).toMatch(/还有下级组织\d+个/)
    expect(hj.msg).toContain('项目「G60沪昆高速公路杭州至金华段改扩建工程」以它为项目公司')
    expect(await org('org-hj-c1')).toBeDefined()
    expect(await org('org-hj')).toBeDefined()
    expect((await send(t, 'DELETE', `${O}/nope`, {}, admin)).msg).toBe('组织不存在')
  })

  test('when an empty department is deleted, then it is gone and the log says so', async () => {
    expect((await send(t, 'POST', D, { parentId: 'org-nj', fullName: '临时部门', enCode: 'TMP-DEP' }, admin)).code).toBe(200)
    const dep = await db().selectFrom('baseOrganize').select('id').where('enCode', '=', 'TMP-DEP').executeTakeFirstOrThrow()
    const r = await send(t, 'DELETE', `${D}/${dep.id}`, {}, admin)
    expect(r).toMatchObject({ code: 200, msg: '删除成功' })
    expect(await org(dep.id)).toBeUndefined()
    const log = await db().selectFrom('baseSyslog').selectAll().where('objectId', '=', dep.id).where('type', '=', '删除').executeTakeFirst()
    expect(log).toMatchObject({ moduleName: '组织管理', userName: '陈志远/admin', category: 3 })
  })

  test('when a user without the area calls, then every endpoint refuses and nothing changes', async () => {
    const before = await orgCount()
    for (const [method, url] of [['GET', O], ['GET', `${O}/org-hj`], ['GET', `${D}/org-hj-gc`], ['POST', O], ['POST', D], ['PUT', `${O}/org-hj`], ['DELETE', `${D}/org-hj-zq`]]) {
      const r = method === 'GET' ? await get(t, url, zhanghua) : await send(t, method as 'POST', url, { parentId: 'org-hj', fullName: 'x', enCode: 'x' }, zhanghua)
      expect({ url, code: r.code, msg: r.msg }).toEqual({ url, code: 400, msg: '没有访问权限，请联系管理员' })
    }
    expect(await orgCount()).toBe(before)
  })

  test('when a project administrator opens the page, then only their project organisations show and writes are refused', async () => {
    const r = await get(t, O, huangwei)
    expect(r.data.list.map((n: Node) => n.id)).toEqual(['org-hj'])
    expect(r.data.list[0].fullName).toBe('江南公路建设集团有限公司/江南路建杭金高速公路有限公司')
    const ids = flat(r.data.list).map((n) => n.id)
    expect(ids).toContain('org-hj-c1')
    expect(ids.some((id) => id.startsWith('org-nj') || id.startsWith('org-hq'))).toBe(false)
    expect((await get(t, `${O}/org-nj`, huangwei)).msg).toBe('组织不存在或不在您管理的范围内')
    expect((await get(t, `${D}/org-hj-gc`, huangwei)).code).toBe(200)
    const before = await orgCount()
    const create = await send(t, 'POST', D, { parentId: 'org-hj', fullName: '项目部门', enCode: 'HJ-NEW' }, huangwei)
    expect(create).toMatchObject({ code: 400, msg: '该操作影响整个集团，仅系统管理员可以执行' })
    expect((await send(t, 'DELETE', `${D}/org-hj-zq`, {}, huangwei)).code).toBe(400)
    expect(await orgCount()).toBe(before)
  })

  test('when the ByAuth pickers open, then they hold what the caller administers, minus the edited branch', async () => {
    const all = flat((await get(t, `${D}/SelectorByAuth/0`, admin)).data.list)
    expect(all[0]).toMatchObject({ id: 'org-hq', organizeIds: ['org-hq'], organize: '江南公路建设集团有限公司', type: 'company' })
    expect(all.find((n) => n.id === 'org-hj-gc')).toMatchObject({ organizeIds: ['org-hq', 'org-hj', 'org-hj-gc'], organize: '江南公路建设集团有限公司/江南路建杭金高速公路有限公司/工程技术部' })
    const editing = flat((await get(t, `${D}/SelectorByAuth/org-hj`, admin)).data.list).map((n) => n.id)
    expect(editing).not.toContain('org-hj')
    expect(editing).not.toContain('org-hj-gc')
    expect(editing).toContain('org-nj')
    const companies = flat((await get(t, `${O}/SelectorByAuth/0`, admin)).data.list)
    expect(companies.every((n) => n.type === 'company')).toBe(true)
    // a project member gets their project's organisations; the edited one's parent out of reach shows disabled
    const mine = await get(t, `${D}/SelectorByAuth/org-hj`, zhanghua)
    expect(mine.data.list).toEqual([expect.objectContaining({ id: 'org-hq', disabled: true })])
    const scoped = flat((await get(t, `${D}/SelectorByAuth/0`, zhanghua)).data.list).map((n) => n.id)
    expect(scoped).toContain('org-hj-c1')
    expect(scoped.some((id) => id.startsWith('org-nj'))).toBe(false)
  })
})

// 岗位管理 and 分组管理 in the JNPF 3.6 web console: paged lists, forms, type dictionaries, deleting only what
// nobody holds, the position and group lookups of the console's store and pickers, and who may do what.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const P = '/api/permission/Position'
const G = '/api/permission/Group'

describe.each(dialects)('console positions and groups on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zhanghua: string
  let huangwei: string
  let technical: string
  let committee: string
  const db = () => t.app.ctx.db
  const count = async (table: 'basePosition' | 'baseGroup') => (await db().selectFrom(table).select('id').execute()).length

  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    zhanghua = await login(t, 'zhanghua')
    huangwei = await grantAdminAreas(t, 'huangwei', ['permission.position', 'permission.group'])
    // the type dictionaries the console's selects offer (PositionType by enCode, groupType by id); the catalogue
    // installs them, an install without them gets them here
    for (const [typeId, enCode, fullName, item, itemName] of [
      ['dt-t-pos', 'PositionType', '岗位类型', 'technical', '技术岗'], ['dt-t-grp', 'groupType', '分组类型', 'committee', '委员会']
    ]) {
      let type = await db().selectFrom('baseDictionaryType').select('id').where('enCode', '=', enCode).executeTakeFirst()
      if (!type) {
        await db().insertInto('baseDictionaryType').values({ id: typeId, enCode, fullName, isTree: 0, sortCode: 90 }).execute()
        type = { id: typeId }
      }
      const has = await db().selectFrom('baseDictionaryData').select('id').where('typeId', '=', type.id).where('enCode', '=', item).executeTakeFirst()
      if (!has) await db().insertInto('baseDictionaryData').values({ id: `${typeId}-${item}`, typeId: type.id, parentId: '0', enCode: item, fullName: itemName, enabledMark: 1, sortCode: 1 }).execute()
    }
    const item = (typeEnCode: string, enCode: string) => db().selectFrom('baseDictionaryData').innerJoin('baseDictionaryType', 'baseDictionaryType.id', 'baseDictionaryData.typeId')
      .select('baseDictionaryData.id').where('baseDictionaryType.enCode', '=', typeEnCode).where('baseDictionaryData.enCode', '=', enCode).executeTakeFirstOrThrow()
    technical = (await item('PositionType', 'technical')).id
    committee = (await item('groupType', 'committee')).id
  })
  afterAll(async () => { await t.close() })

  test('when positions are listed by organisation, then the page holds that branch in the shape the table reads', async () => {
    const c1 = await get(t, `${P}?organizeId=org-hj-c1&currentPage=1&pageSize=20`, admin)
    expect(c1.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 5 })
    expect(c1.data.list[0]).toMatchObject({
      id: 'pos-hj-c1-xmjl', fullName: '项目经理', enCode: 'HJ-TJ01-XMJL', organizeId: 'org-hj-c1', enabledMark: 1, type: '',
      department: '江南公路建设集团有限公司/江南路建杭金高速公路有限公司/钱江路桥工程有限公司', sortCode: expect.any(Number)
    })
    const branch = await get(t, `${P}?organizeId=org-hj&pageSize=2`, admin)
    expect(branch.data.list).toHaveLength(2)
    expect(branch.data.pagination.total).toBe(23)
    const found = await get(t, `${P}?keyword=tj01-xm`, admin)
    expect(found.data.list.map((p: { id: string }) => p.id).sort()).toEqual(['pos-hj-c1-xmjl', 'pos-hj-c1-xmzg', 'pos-nj-c1-xmjl'])
    expect((await get(t, `${P}?keyword=%25`, admin)).data.pagination.total).toBe(0)
    expect((await get(t, `${P}?pageSize=501`, admin)).code).toBe(400)
    expect((await get(t, `${P}?organizeId=nope`, admin)).code).toBe(400)
  })

  test('when a position is created with a type, then the form and the list read it back; the type filter takes the item id', async () => {
    const r = await send(t, 'POST', P, { organizeId: 'org-hj-c1', fullName: '测量工程师', enCode: 'HJ-TJ01-CL', type: 'technical', sortCode: 9, enabledMark: 1, description: '控制测量' }, admin)
    expect(r).toMatchObject({ code: 200, msg: '新建成功' })
    const row = await db().selectFrom('basePosition').selectAll().where('enCode', '=', 'HJ-TJ01-CL').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ type: 'technical', organizeId: 'org-hj-c1', sortCode: 9, description: '控制测量' })
    const info = await get(t, `${P}/${row.id}`, admin)
    expect(info.data).toMatchObject({ id: row.id, organizeId: 'org-hj-c1', type: 'technical', organizeIdTree: ['org-hq', 'org-hj', 'org-hj-c1'], enabledMark: 1 })
    const byType = await get(t, `${P}?type=${technical}`, admin)
    expect(byType.data.list).toEqual([expect.objectContaining({ id: row.id, type: '技术岗' })])
    const upd = await send(t, 'PUT', `${P}/${row.id}`, { ...info.data, fullName: '测量监理工程师', organizeId: 'org-hj-c2', enabledMark: 0 }, admin)
    expect(upd.code).toBe(200)
    expect(await db().selectFrom('basePosition').selectAll().where('id', '=', row.id).executeTakeFirst()).toMatchObject({ fullName: '测量监理工程师', organizeId: 'org-hj-c2', enabledMark: 0 })
    expect((await send(t, 'DELETE', `${P}/${row.id}`, {}, admin)).code).toBe(200)
    const logs = await db().selectFrom('baseSyslog').select('type').where('moduleName', '=', '岗位管理').where('objectId', '=', row.id).execute()
    expect(logs.map((l) => l.type)).toEqual(['新增', '修改', '删除'])
  })

  test('when a position form is invalid, then 400 says what is wrong and nothing is written', async () => {
    const before = await count('basePosition')
    const ok = { organizeId: 'org-hj-c1', fullName: '新岗位', enCode: 'NEW-POS', type: 'technical' }
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ ...ok, fullName: '' }, '岗位名称不能为空'],
      [{ ...ok, enCode: 'HJ-TJ01-XMJL' }, '岗位编码「HJ-TJ01-XMJL」已被岗位「项目经理」使用'],
      [{ ...ok, enCode: '-x' }, /岗位编码只能包含/],
      [{ ...ok, fullName: '项目经理' }, '「钱江路桥工程有限公司」下已有岗位「项目经理」'],
      [{ ...ok, organizeId: '' }, '请选择所属组织'],
      [{ ...ok, organizeId: 'nope' }, '所属组织不存在'],
      [{ ...ok, type: 'nope' }, '岗位类型「nope」不在数据字典中'],
      [{ ...ok, sortCode: 1000000 }, '排序必须是0到999999之间的整数'],
      [{ ...ok, description: 'x'.repeat(501) }, '说明不能超过500个字符']
    ]
    for (const [body, msg] of cases) {
      const r = await send(t, 'POST', P, body, admin)
      expect({ body, code: r.code }).toEqual({ body, code: 400 })
      expect(r.msg).toMatch(msg)
    }
    expect((await send(t, 'PUT', `${P}/nope`, ok, admin)).msg).toBe('岗位不存在')
    expect(await count('basePosition')).toBe(before)
  })

  test('when a position has holders, then it can neither leave its organisation nor be deleted', async () => {
    const info = (await get(t, `${P}/pos-hj-c1-aqy`, admin)).data
    const move = await send(t, 'PUT', `${P}/pos-hj-c1-aqy`, { ...info, organizeId: 'org-hj-c3' }, admin)
    expect(move).toMatchObject({ code: 400, msg: '该岗位已有成员，不能更改所属组织；请先移出岗位成员' })
    const del = await send(t, 'DELETE', `${P}/pos-hj-c1-lw`, {}, admin)
    expect(del).toMatchObject({ code: 400, msg: '岗位「劳务作业人员」还有成员2名（杨山、吴大伟），请先移出后再删除' })
    const row = await db().selectFrom('basePosition').selectAll().where('id', '=', 'pos-hj-c1-aqy').executeTakeFirst()
    expect(row?.organizeId).toBe('org-hj-c1')
    expect((await send(t, 'DELETE', `${P}/nope`, {}, admin)).msg).toBe('岗位不存在')
  })

  test('when the console store and the user form look positions up, then they get enabled positions per organisation', async () => {
    const all = await get(t, `${P}/All`, zhanghua)
    expect(all.data.list.length).toBeGreaterThan(40)
    expect(all.data.list[0]).toEqual({ id: expect.any(String), enCode: expect.any(String), fullName: expect.any(String), organizeId: expect.any(String), type: expect.any(String) })
    const byOrgs = await send(t, 'POST', `${P}/getListByOrgIds`, { organizeIds: ['org-hj-sy', 'nope'] }, admin)
    expect(byOrgs.data.list).toEqual([expect.objectContaining({
      id: 'org-hj-sy', fullName: '中测工程检测科技有限公司', hasChildren: true,
      children: [expect.objectContaining({ id: 'pos-hj-sy-zr', fullName: '试验室主任' }), expect.objectContaining({ id: 'pos-hj-sy-syy' })]
    })])
  })

  test('when a project administrator opens positions, then only their projects show and writes are refused', async () => {
    const r = await get(t, `${P}?pageSize=500`, huangwei)
    const codes = r.data.list.map((p: { enCode: string }) => p.enCode)
    expect(codes).toContain('HJ-TJ01-XMJL')
    expect(codes.some((c: string) => c.startsWith('NJ-') || c.startsWith('JNLJ-'))).toBe(false)
    expect((await get(t, `${P}/pos-nj-zjl`, huangwei)).msg).toBe('岗位不存在或不在您管理的范围内')
    expect((await get(t, `${P}?organizeId=org-nj`, huangwei)).code).toBe(400)
    const before = await count('basePosition')
    expect((await send(t, 'POST', P, { organizeId: 'org-hj', fullName: '新岗', enCode: 'HJ-NEW' }, huangwei)).msg).toBe('该操作影响整个集团，仅系统管理员可以执行')
    expect(await count('basePosition')).toBe(before)
    for (const [method, url] of [['GET', P], ['GET', `${P}/pos-hj-zjl`], ['POST', P], ['PUT', `${P}/pos-hj-zjl`], ['DELETE', `${P}/pos-hj-zjl`]]) {
      const a = method === 'GET' ? await get(t, url, zhanghua) : await send(t, method as 'POST', url, { organizeId: 'org-hj', fullName: 'x', enCode: 'x' }, zhanghua)
      expect({ url, msg: a.msg }).toEqual({ url, msg: '没有访问权限，请联系管理员' })
    }
  })

  test('when groups are listed and edited, then the page, form and type dictionary agree', async () => {
    const list = await get(t, `${G}?keyword=杭金&currentPage=1&pageSize=2`, admin)
    expect(list.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 })
    expect(list.data.list[0]).toMatchObject({ id: expect.any(String), fullName: expect.stringContaining('杭金'), enCode: expect.any(String), type: '', enabledMark: 1, description: '' })
    const r = await send(t, 'POST', G, { id: '', fullName: '杭金质量委员会', enCode: 'hjQuality', type: committee, sortCode: 5, enabledMark: 1, description: '质量' }, admin)
    expect(r).toMatchObject({ code: 200, msg: '新建成功' })
    const row = await db().selectFrom('baseGroup').selectAll().where('enCode', '=', 'hjQuality').executeTakeFirstOrThrow()
    expect((await get(t, `${G}/${row.id}`, admin)).data).toMatchObject({ id: row.id, fullName: '杭金质量委员会', type: committee, sortCode: 5, enabledMark: 1, description: '质量' })
    expect((await get(t, `${G}?type=${committee}`, admin)).data.list).toEqual([expect.objectContaining({ id: row.id, type: '委员会' })])
    expect((await send(t, 'PUT', `${G}/${row.id}`, { fullName: '杭金质量管理委员会', enCode: 'hjQuality', type: 'committee', enabledMark: 0 }, admin)).code).toBe(200)
    expect(await db().selectFrom('baseGroup').selectAll().where('id', '=', row.id).executeTakeFirst()).toMatchObject({ fullName: '杭金质量管理委员会', type: committee, enabledMark: 0 })
    const cond = await send(t, 'POST', `${G}/GroupCondition`, { ids: ['grp-hj-safety', row.id, 'nope'] }, zhanghua)
    expect(cond.data.list).toEqual([expect.objectContaining({ id: 'grp-hj-safety', type: 'group', fullName: '杭金项目安全生产委员会' })])
  })

  test('when a group form is invalid, then 400 and nothing is written', async () => {
    const before = await count('baseGroup')
    const ok = { fullName: '新分组', enCode: 'newGroup' }
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ ...ok, fullName: ' ' }, '分组名称不能为空'],
      [{ ...ok, enCode: 'hjSafetyCommittee' }, '分组编码「hjSafetyCommittee」已被分组「杭金项目安全生产委员会」使用'],
      [{ ...ok, fullName: '宁绩隧道施工安全专项组' }, '已有名为「宁绩隧道施工安全专项组」的分组'],
      [{ ...ok, type: 'nope' }, '分组类型「nope」不在数据字典中'],
      [{ ...ok, enabledMark: 'yes' }, /enabledMark/]
    ]
    for (const [body, msg] of cases) {
      const r = await send(t, 'POST', G, body, admin)
      expect({ body, code: r.code }).toEqual({ body, code: 400 })
      expect(r.msg).toMatch(msg)
    }
    expect((await send(t, 'PUT', `${G}/nope`, ok, admin)).msg).toBe('分组不存在')
    expect(await count('baseGroup')).toBe(before)
  })

  test('when a group is deleted, then its memberships go with it; a project administrator may read but not write', async () => {
    expect((await get(t, G, huangwei)).code).toBe(200)
    expect((await send(t, 'DELETE', `${G}/grp-hj-flood`, {}, huangwei)).msg).toBe('该操作影响整个集团，仅系统管理员可以执行')
    expect((await send(t, 'DELETE', `${G}/grp-hj-flood`, {}, zhanghua)).msg).toBe('没有访问权限，请联系管理员')
    const r = await send(t, 'DELETE', `${G}/grp-hj-flood`, {}, admin)
    expect(r).toMatchObject({ code: 200, msg: '删除成功' })
    const left = await db().selectFrom('baseUserRelation').select('id').where('objectType', '=', 'Group').where('objectId', '=', 'grp-hj-flood').execute()
    expect(left).toHaveLength(0)
    const log = await db().selectFrom('baseSyslog').selectAll().where('objectId', '=', 'grp-hj-flood').executeTakeFirst()
    expect(log).toMatchObject({ moduleName: '分组管理', type: '删除', abstracts: expect.stringContaining('移除其成员关系6条') })
    expect((await send(t, 'DELETE', `${G}/grp-hj-flood`, {}, admin)).msg).toBe('分组不存在')
  })
})

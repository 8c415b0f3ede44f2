// The console's 行政区划 page: the lazy tree (children of a node with hasChildren), the area form, and deletes refused
// while an area has children or a project names it; bad input changes nothing; writes are for administrators only.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const A = '/api/system/Area'

describe.each(dialects)('console areas on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zhanghua: string
  let huangwei: string
  const db = () => t.app.ctx.db
  const areas = () => db().selectFrom('baseProvince').selectAll().orderBy('id').execute()
  const area = (id: string) => db().selectFrom('baseProvince').selectAll().where('id', '=', id).executeTakeFirst()

  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    zhanghua = await login(t, 'zhanghua')
    huangwei = await grantAdminAreas(t, 'huangwei', ['system.area'])
  })
  afterAll(async () => { await t.close() })

  test('when the tree opens and a node expands, then its children come with hasChildren, filtered by keyword', async () => {
    const top = await get(t, `/H5Api${A}/-1?keyword=`, admin)
    expect(top.data.list.map((a: { id: string }) => a.id)).toEqual(['330000', '340000'])
    expect(top.data.list[0]).toEqual({
      id: '330000', parentId: '-1', fullName: '浙江省', enCode: '330000', type: 1, enabledMark: 1, sortCode: 0, description: '', hasChildren: true, isLeaf: false
    })
    const hz = await get(t, `${A}/330100?keyword=${encodeURIComponent('西湖')}`, admin)
    expect(hz.data.list).toEqual([expect.objectContaining({ id: '330106', fullName: '西湖区', type: 3, hasChildren: false, isLeaf: true })])
    expect((await get(t, `${A}/330106/Info`, admin)).data).toMatchObject({ id: '330106', parentId: '330100', parentName: '杭州市', fullName: '西湖区' })
    expect((await get(t, `${A}/330000/Info`, admin)).data).toMatchObject({ parentId: '-1', parentName: '' })
    expect((await get(t, `${A}/nope`, admin)).data.list).toEqual([])
  })

  test('when an administrator adds, edits, disables and removes areas, then the tree and the pickers follow', async () => {
    expect(await send(t, 'POST', A, { parentId: '330100', fullName: '测试新区', enCode: '330199', sortCode: 99, enabledMark: 1, description: '规划中' }, admin))
      .toMatchObject({ code: 200, msg: '新建成功' })
    expect(await area('330199')).toMatchObject({ parentId: '330100', type: 3, fullName: '测试新区', description: '规划中' })
    expect((await send(t, 'POST', A, { parentId: '330199', fullName: '测试街道', enCode: '330199001', enabledMark: 0 }, admin)).code).toBe(200)
    expect(await area('330199001')).toMatchObject({ type: 4, enabledMark: 0 })
    expect((await get(t, `${A}/330100`, admin)).data.list.find((a: { id: string }) => a.id === '330199')).toMatchObject({ hasChildren: true })
    // the app's picker shows enabled areas only; the console shows both
    expect((await get(t, `${A}/330199/Selector/0`, zhanghua)).data.list).toEqual([])
    expect((await get(t, `${A}/330199`, admin)).data.list).toEqual([expect.objectContaining({ id: '330199001', enabledMark: 0 })])

    expect((await send(t, 'PUT', `${A}/330199`, { parentId: '330100', fullName: '测试新区（更名）', enCode: '330199', sortCode: 98 }, admin)).code).toBe(200)
    expect(await area('330199')).toMatchObject({ fullName: '测试新区（更名）', sortCode: 98, type: 3 })
    expect(await send(t, 'PUT', `${A}/330199`, { parentId: '330600', fullName: '测试新区', enCode: '330199' }, admin))
      .toMatchObject({ code: 400, msg: '该区域下有子区域，不能调整上级' })
    expect(await send(t, 'DELETE', `${A}/330199`, undefined, admin)).toMatchObject({ code: 400, msg: '删除失败，当前有子节点数据' })
    expect((await send(t, 'DELETE', `${A}/330199001`, undefined, admin)).code).toBe(200)
    expect(await send(t, 'DELETE', `${A}/330199`, undefined, admin)).toMatchObject({ code: 200, msg: '删除成功' })
    expect(await area('330199')).toBeUndefined()
    const audit = await db().selectFrom('baseSyslog').select(['moduleName', 'type']).where('objectId', '=', '330199').orderBy('createdAt').execute()
    expect(audit).toEqual([{ moduleName: '行政区划', type: '新增' }, { moduleName: '行政区划', type: '修改' }, { moduleName: '行政区划', type: '删除' }])
  })

  test('when an area is named by a project, then it cannot be deleted', async () => {
    const r = await send(t, 'DELETE', `${A}/341824`, undefined, admin)
    expect(r.code).toBe(400)
    expect(r.msg).toMatch(/^区域正被项目「.*宁.*」使用，不能删除$/)
    expect(await area('341824')).toBeDefined()
  })

  test('when the form is wrong, then 400 says what and no area changes', async () => {
    const before = await areas()
    const cases: [string, string, unknown, string | RegExp][] = [
      ['POST', A, { parentId: '330100', fullName: '新区', enCode: '33A1' }, '区域编码只能输入数字'],
      ['POST', A, { parentId: '330100', fullName: '新区', enCode: '330106' }, '区域编码不能重复'],
      ['POST', A, { parentId: 'nope', fullName: '新区', enCode: '330198' }, '上级区域不存在'],
      ['POST', A, { parentId: '330100', fullName: ' ', enCode: '330198' }, '区域名称不能为空'],
      ['POST', A, { parentId: '330100', fullName: '新区', enCode: '330198', enabledMark: 3 }, /enabledMark/],
      ['PUT', `${A}/330100`, { parentId: '330106', fullName: '杭州市', enCode: '330100' }, '上级不能是自己或自己的下级'],
      ['PUT', `${A}/330100`, { parentId: '330100', fullName: '杭州市', enCode: '330100' }, '上级不能是自己或自己的下级'],
      // the 3.6 console's area form leaves the id out of its PUT address
      ['PUT', `${A}/undefined`, { parentId: '330100', fullName: '新区', enCode: '330198' }, '区域不存在'],
      ['DELETE', `${A}/nope`, undefined, '区域不存在']
    ]
    for (const [method, url, body, msg] of cases) {
      const r = await send(t, method as 'POST', url, body, admin)
      expect({ url, body, code: r.code }).toEqual({ url, body, code: 400 })
      if (typeof msg === 'string') expect(r.msg).toBe(msg)
      else expect(r.msg).toMatch(msg)
    }
    expect(await areas()).toEqual(before)
  })

  test('when someone without the area grant calls it, then 400; a project administrator reads but cannot write', async () => {
    const no = '没有访问权限，请联系管理员'
    expect(await get(t, `${A}/-1`, zhanghua)).toMatchObject({ code: 400, msg: no })
    expect(await get(t, `${A}/330106/Info`, zhanghua)).toMatchObject({ code: 400, msg: no })
    expect(await send(t, 'POST', A, { parentId: '330100', fullName: '新区', enCode: '330197' }, zhanghua)).toMatchObject({ code: 400, msg: no })
    expect((await get(t, `${A}/-1`, huangwei)).data.list).toHaveLength(2)
    const group = '该操作影响整个集团，仅系统管理员可以执行'
    expect(await send(t, 'PUT', `${A}/330106`, { parentId: '330100', fullName: '西湖', enCode: '330106' }, huangwei)).toMatchObject({ code: 400, msg: group })
    expect(await send(t, 'DELETE', `${A}/330106`, undefined, huangwei)).toMatchObject({ code: 400, msg: group })
    expect(await area('330106')).toMatchObject({ fullName: '西湖区' })
  })
})

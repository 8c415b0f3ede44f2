// The console's 数据字典 page: the type tree with its 业务/系统 folders, entries of a type (flat or a tree, with keyword),
// the type and entry forms, the enable switch and deletes; bad input changes nothing, writes are audited, and only
// administrators of the whole group may write.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const T = '/api/system/DictionaryType'
const D = '/api/system/DictionaryData'

describe.each(dialects)('console dictionaries on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zhanghua: string
  let huangwei: string
  const db = () => t.app.ctx.db
  const types = () => db().selectFrom('baseDictionaryType').selectAll().orderBy('id').execute()
  const entries = (typeId: string) => db().selectFrom('baseDictionaryData').selectAll().where('typeId', '=', typeId).orderBy('id').execute()
  const typeByCode = (enCode: string) => db().selectFrom('baseDictionaryType').selectAll().where('enCode', '=', enCode).executeTakeFirstOrThrow()
  const log = (objectId: string) => db().selectFrom('baseSyslog').selectAll().where('objectId', '=', objectId).orderBy('createdAt').execute()

  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    zhanghua = await login(t, 'zhanghua')
    huangwei = await grantAdminAreas(t, 'huangwei', ['systemData.dictionary'])
  })
  afterAll(async () => { await t.close() })

  test('when the page opens, then the type tree has the 业务 and 系统 folders with the demo and catalogue dictionaries', async () => {
    const r = await get(t, `/H5Api${T}`, admin)
    expect(r.code).toBe(200)
    const [business, system] = r.data.list
    expect(business).toMatchObject({ id: '0', fullName: '业务字典', hasChildren: true })
    expect(system).toMatchObject({ id: '1', fullName: '系统字典', hasChildren: true })
    expect(business.children.map((c: { enCode: string }) => c.enCode)).toEqual(expect.arrayContaining(['hazardLevel', 'materialCategory']))
    expect(system.children.find((c: { enCode: string }) => c.enCode === 'DataInterfaceType'))
      .toMatchObject({ id: 'dt-DataInterfaceType', parentId: '1', fullName: '数据接口分类', isTree: 1, category: '系统', hasChildren: false })
    // the console's stores read these by enCode from /All
    const all = (await get(t, `${D}/All`, admin)).data.list.map((d: { enCode: string }) => d.enCode)
    expect(all).toEqual(expect.arrayContaining(['DataInterfaceType', 'NoticeType', 'businessType', 'groupType', 'PositionType', 'Nation']))
    expect((await get(t, `${T}/dt-hazardLevel`, admin)).data)
      .toMatchObject({ id: 'dt-hazardLevel', parentId: '0', fullName: '隐患等级', enCode: 'hazardLevel', isTree: 0, description: '', category: 0 })
  })

  test('when a type is chosen, then its entries come flat or as a tree, filtered by keyword with their ancestors', async () => {
    const flat = await get(t, `${D}/dt-hazardLevel?isTree=0`, admin)
    expect(flat.data.list).toEqual([
      { id: 'dd-hazardLevel-general', parentId: '0', fullName: '一般隐患', enCode: 'general', enabledMark: 1, sortCode: 0, description: '' },
      expect.objectContaining({ enCode: 'major' })
    ])
    expect((await get(t, `${D}/dt-hazardLevel?keyword=${encodeURIComponent('重大')}`, admin)).data.list.map((e: { enCode: string }) => e.enCode)).toEqual(['major'])
    const tree = (await get(t, `${D}/dt-materialCategory?isTree=1&keyword=SBS`, admin)).data.list
    expect(tree).toEqual([expect.objectContaining({ enCode: 'asphalt', hasChildren: true, children: [expect.objectContaining({ enCode: 'sbsAsphalt', hasChildren: false })] })])
    expect((await get(t, `${D}/0`, admin)).data.list).toEqual([])
    expect((await get(t, `${D}/nope`, admin))).toMatchObject({ code: 400, msg: '字典分类不存在' })
  })

  test('when an administrator builds a tree dictionary, then entries nest, codes stay unique and disabled entries leave the pickers', async () => {
    expect(await send(t, 'POST', T, { parentId: '1', fullName: '检测频率', enCode: 'testFrequency', isTree: 1, sortCode: 3, description: '试验检测频率' }, admin))
      .toMatchObject({ code: 200, msg: '新建成功' })
    const type = await typeByCode('testFrequency')
    expect(type).toMatchObject({ parentId: '1', isTree: 1, enabledMark: 1 })
    expect((await get(t, `${T}/${type.id}`, admin)).data).toMatchObject({ parentId: '1', category: 1 })
    expect((await send(t, 'POST', D, { dictionaryTypeId: type.id, parentId: '0', fullName: '原材料', enCode: 'raw', sortCode: 1, enabledMark: 1 }, admin)).code).toBe(200)
    const raw = (await entries(type.id))[0]
    expect((await send(t, 'POST', D, { dictionaryTypeId: type.id, parentId: raw.id, fullName: '每批次', enCode: 'perBatch' }, admin)).code).toBe(200)
    const child = (await entries(type.id)).find((e) => e.enCode === 'perBatch')!
    expect(child.parentId).toBe(raw.id)
    // the parent picker: the type as top node, without the entry being edited and what is under it
    const picker = (await get(t, `${D}/${type.id}/Selector/${raw.id}?isTree=1`, admin)).data.list
    expect(picker).toEqual([expect.objectContaining({ id: '0', fullName: '检测频率', hasChildren: false, children: [] })])
    expect((await get(t, `${D}/${child.id}/Info`, admin)).data)
      .toEqual({ id: child.id, parentId: raw.id, fullName: '每批次', enCode: 'perBatch', enabledMark: 1, sortCode: 0, description: '', dictionaryTypeId: type.id })

    expect(await send(t, 'POST', D, { dictionaryTypeId: type.id, parentId: '0', fullName: '另一个', enCode: 'perBatch' }, admin)).toMatchObject({ code: 400, msg: '字典编码不能重复' })
    expect(await entries(type.id)).toHaveLength(2)

    expect(await send(t, 'PUT', `${D}/${child.id}/Actions/State`, {}, admin)).toMatchObject({ code: 200 })
    expect((await get(t, `${D}/${type.id}`, admin)).data.list[0].children[0]).toMatchObject({ enCode: 'perBatch', enabledMark: 0 })
    const selector = (await get(t, `${D}/testFrequency/Data/Selector`, zhanghua)).data.list
    expect(selector).toEqual([expect.objectContaining({ enCode: 'raw', hasChildren: false })])
    expect(await log(child.id)).toEqual([
      expect.objectContaining({ moduleName: '数据字典', type: '新增', userName: '陈志远/admin' }),
      expect.objectContaining({ moduleName: '数据字典', type: '禁用', abstracts: '禁用字典值 perBatch 每批次' })
    ])

    expect(await send(t, 'DELETE', `${T}/${type.id}`, undefined, admin)).toMatchObject({ code: 400, msg: '字典类型下面有字典值禁止删除' })
    expect(await send(t, 'DELETE', `${D}/${raw.id}`, undefined, admin)).toMatchObject({ code: 400, msg: '该字典值下有子项，不能删除' })
    expect(await entries(type.id)).toHaveLength(2)
    expect((await send(t, 'DELETE', `${D}/${child.id}`, undefined, admin)).code).toBe(200)
    expect((await send(t, 'DELETE', `${D}/${raw.id}`, undefined, admin)).code).toBe(200)
    expect(await send(t, 'DELETE', `${T}/${type.id}`, undefined, admin)).toMatchObject({ code: 200, msg: '删除成功' })
    expect((await types()).some((x) => x.id === type.id)).toBe(false)
  })

  test('when a form is wrong, then 400 with what is wrong and nothing changes', async () => {
    const beforeTypes = await types()
    const beforeEntries = await entries('dt-materialCategory')
    const cases: [string, string, unknown, string | RegExp][] = [
      ['POST', T, { parentId: '0', fullName: '', enCode: 'x1', isTree: 0 }, '名称不能为空'],
      ['POST', T, { parentId: '0', fullName: '新分类', enCode: 'bad code', isTree: 0 }, '编码不能含有空格'],
      ['POST', T, { parentId: '0', fullName: '新分类', enCode: '.dot', isTree: 0 }, '编码只能输入英文、数字和小数点且小数点不能放在首尾'],
      ['POST', T, { parentId: '0', fullName: '性别', enCode: 'sex2', isTree: 0 }, '名称不能重复'],
      ['POST', T, { parentId: '0', fullName: '新分类', enCode: 'sex', isTree: 0 }, '编码不能重复'],
      ['POST', T, { parentId: 'nope', fullName: '新分类', enCode: 'x2', isTree: 0 }, '上级分类不存在'],
      ['POST', T, { parentId: '0', fullName: '<b>x</b>', enCode: 'x3', isTree: 0 }, '名称不能含有特殊符号'],
      ['POST', T, { parentId: '0', fullName: '新分类', enCode: 'x4', isTree: 7 }, /isTree/],
      ['PUT', `${T}/dt-materialCategory`, { parentId: '0', fullName: '材料类别', enCode: 'materialCategory', isTree: 0 }, '字典已有字典值，不能修改是否树形'],
      ['PUT', `${T}/nope`, { parentId: '0', fullName: 'x', enCode: 'x5', isTree: 0 }, '字典分类不存在'],
      ['DELETE', `${T}/0`, undefined, '字典分类不存在'],
      ['POST', D, { dictionaryTypeId: '0', parentId: '0', fullName: 'x', enCode: 'x' }, '请先选择字典分类'],
      ['POST', D, { dictionaryTypeId: 'dt-hazardLevel', parentId: 'dd-hazardLevel-major', fullName: 'x', enCode: 'x' }, '该字典不是树形，字典值不能有上级'],
      ['POST', D, { dictionaryTypeId: 'dt-materialCategory', parentId: 'dd-hazardLevel-major', fullName: 'x', enCode: 'x' }, '上级字典值不存在'],
      ['PUT', `${D}/dd-materialCategory-steel`, { parentId: 'dd-materialCategory-strand', fullName: '钢材', enCode: 'steel' }, '上级不能是自己或自己的下级'],
      ['PUT', `${D}/dd-materialCategory-steel`, { dictionaryTypeId: 'dt-weather', parentId: '0', fullName: '钢材', enCode: 'steel' }, '字典值不能移到其他分类'],
      ['PUT', `${D}/dd-materialCategory-steel`, { parentId: '0', fullName: '水泥', enCode: 'steel' }, '字典名称不能重复'],
      ['PUT', `${D}/nope/Actions/State`, {}, '字典值不存在'],
      ['DELETE', `${D}/nope`, undefined, '字典值不存在']
    ]
    for (const [method, url, body, msg] of cases) {
      const r = await send(t, method as 'POST', url, body, admin)
      expect({ url, body, code: r.code }).toEqual({ url, body, code: 400 })
      if (typeof msg === 'string') expect(r.msg).toBe(msg)
      else expect(r.msg).toMatch(msg)
    }
    expect(await types()).toEqual(beforeTypes)
    expect(await entries('dt-materialCategory')).toEqual(beforeEntries)
  })

  test('when someone without the dictionary area calls it, then 400 and nothing changes; a project administrator may read but not write', async () => {
    const no = '没有访问权限，请联系管理员'
    expect(await get(t, `${D}/dt-weather`, zhanghua)).toMatchObject({ code: 400, msg: no })
    expect(await get(t, `${T}/dt-weather`, zhanghua)).toMatchObject({ code: 400, msg: no })
    expect(await send(t, 'POST', T, { parentId: '0', fullName: '张华的', enCode: 'zh', isTree: 0 }, zhanghua)).toMatchObject({ code: 400, msg: no })
    expect(await send(t, 'DELETE', `${D}/dd-weather-1`, undefined, zhanghua)).toMatchObject({ code: 400, msg: no })

    expect((await get(t, `${D}/dt-weather`, huangwei)).data.list.length).toBeGreaterThan(5)
    const group = '该操作影响整个集团，仅系统管理员可以执行'
    expect(await send(t, 'PUT', `${D}/dd-weather-1/Actions/State`, {}, huangwei)).toMatchObject({ code: 400, msg: group })
    expect(await send(t, 'POST', D, { dictionaryTypeId: 'dt-weather', parentId: '0', fullName: '冰雹', enCode: 'hail' }, huangwei)).toMatchObject({ code: 400, msg: group })
    expect((await entries('dt-weather')).every((e) => e.enabledMark === 1 && e.enCode !== 'hail')).toBe(true)
    expect((await typeByCode('zh').catch(() => null))).toBeNull()
  })
})

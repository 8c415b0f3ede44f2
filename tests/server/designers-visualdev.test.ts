// 功能设计 of the JNPF 3.6 console (/api/visualdev/Base): an administrator lists, creates, edits, copies and deletes
// low-code models, and releases one onto the App menu; a user of a role granted that menu then sees it in the app
// and works with it. Nobody else may design; every write is in the system log.
import { grantAdminAreas } from './helpers/admin'
import { call, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const B = '/api/visualdev/Base'
const PC = { 'jnpf-origin': 'pc' }
type J = Record<string, unknown>

const field = (jnpfKey: string, label: string, vModel: string | undefined, config: J = {}, props: J = {}): J => ({
  __config__: { jnpfKey, label, required: false, regList: [], ...config }, ...(vModel ? { __vModel__: vModel } : {}), ...props
})
const FIELDS = [
  field('input', '巡查标题', 'title', { required: true }),
  field('select', '巡查结果', 'result', {}, { options: [{ id: 'ok', fullName: '合格' }, { id: 'bad', fullName: '不合格' }], props: { label: 'fullName', value: 'id' } }),
  field('inputNumber', '问题数', 'issues'),
  field('divider', '分割线', undefined)
]
const formData = (fields: J[] = FIELDS) => JSON.stringify({ formRef: 'formRef', fields })
const columnData = (props: string[] = ['title', 'result']) => JSON.stringify({
  type: 1, columnList: props.map((p) => ({ prop: p, label: p, jnpfKey: 'input' })), searchList: [{ id: 'title', prop: 'title', label: '巡查标题', searchType: 2 }],
  btnsList: [{ value: 'add', label: '新增' }], columnBtnsList: [{ value: 'edit', label: '编辑' }, { value: 'remove', label: '删除' }]
})
const body = (over: J = {}): J => ({
  fullName: '桥梁日常巡查', enCode: 'bridgePatrol', category: 'dd-webDesign-safety', type: 1, webType: 2, enableFlow: 0,
  formData: formData(), columnData: columnData(), appColumnData: columnData(['title']), tables: '[]', sortCode: 3, description: '日常巡查记录', ...over
})

describe.each(dialects)('功能设计 on %s', (dialect) => {
  let t: TestApp
  let admin: string
  const db = () => t.app.ctx.db
  const modelByCode = (enCode: string) => db().selectFrom('baseVisualDev').selectAll().where('enCode', '=', enCode).executeTakeFirst()
  const logOf = (objectId: string) => db().selectFrom('baseSyslog').select(['type', 'moduleName', 'abstracts']).where('objectId', '=', objectId).execute()
  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
  })
  afterAll(async () => { await t.close() })

  test('the list shows the catalogue models as released, on the App menu, and filters by keyword, kind and state', async () => {
    const all = await get(t, `${B}?type=1&currentPage=1&pageSize=100`, admin)
    expect(all.code).toBe(200)
    const site = all.data.list.find((m: J) => m.id === 'vm-site-check')
    expect(site).toMatchObject({ isRelease: 1, appIsRelease: 1, pcIsRelease: 0, webType: 2, enableFlow: 0, creatorTime: expect.any(Number) })
    expect(site.appReleaseName).toMatch(/\//)
    expect(all.data.list.find((m: J) => m.id === 'vm-hazard-rectify')).toMatchObject({ enableFlow: 1 })
    expect(all.data.pagination.total).toBe(all.data.list.length)
    const hit = await get(t, `${B}?keyword=${encodeURIComponent('现场综合')}`, admin)
    expect(hit.data.list.map((m: J) => m.id)).toEqual(['vm-site-check'])
    const flows = await get(t, `${B}?webType=2&pageSize=100`, admin)
    expect(flows.data.list.length).toBeGreaterThan(0)
    expect(flows.data.list.every((m: J) => m.enableFlow === 1)).toBe(true)
    expect((await get(t, `${B}?isRelease=0`, admin)).data.list).toEqual([])
  })

  test('create, read and update a model: it is stored as sent, not released, and every write is logged', async () => {
    t.clock.t = Date.parse('2026-04-01T09:00:00+08:00')
    const c = await send(t, 'POST', B, body(), admin)
    expect(c).toMatchObject({ code: 200, msg: '新建成功' })
    const row = (await modelByCode('bridgePatrol'))!
    expect(row).toMatchObject({ fullName: '桥梁日常巡查', state: 0, type: 1, category: 'dd-webDesign-safety', createdAt: t.clock.t, formData: formData() })

    const info = await get(t, `${B}/${row.id}`, admin)
    expect(info.data).toMatchObject({ id: row.id, enCode: 'bridgePatrol', webType: 2, isRelease: 0, formData: formData(), appColumnData: columnData(['title']) })
    const listed = (await get(t, `${B}?keyword=bridgePatrol`, admin)).data.list
    expect(listed).toEqual([expect.objectContaining({ id: row.id, category: '安全管理', creatorUser: '陈志远/admin', isRelease: 0, appIsRelease: 0 })])

    t.clock.t += 60_000
    const fields = [...FIELDS, field('textarea', '备注', 'remark')]
    const u = await send(t, 'PUT', `${B}/${row.id}`, body({ fullName: '桥梁日常巡查记录', formData: formData(fields) }), admin)
    expect(u).toMatchObject({ code: 200, msg: '更新成功' })
    expect(await modelByCode('bridgePatrol')).toMatchObject({ fullName: '桥梁日常巡查记录', state: 0, lastModifyTime: t.clock.t, formData: formData(fields) })
    const fieldsAnswer = await get(t, `${B}/${row.id}/FormDataFields`, admin)
    expect(fieldsAnswer.data.list).toEqual([
      { vModel: 'title', label: '巡查标题' }, { vModel: 'result', label: '巡查结果' }, { vModel: 'issues', label: '问题数' }, { vModel: 'remark', label: '备注' }
    ])
    expect((await logOf(row.id)).map((l) => l.type)).toEqual(expect.arrayContaining(['新增', '修改']))
    expect((await logOf(row.id)).every((l) => l.moduleName === '功能设计')).toBe(true)

    const again = await send(t, 'POST', B, body({ fullName: '另一个' }), admin)
    expect(again).toMatchObject({ code: 400, msg: '功能编码 bridgePatrol 已存在' })
    expect((await send(t, 'POST', B, body({ enCode: 'other1' , fullName: '桥梁日常巡查记录' }), admin)).msg).toBe('功能名称「桥梁日常巡查记录」已存在')
  })

  test.each([
    ['bad JSON', { formData: '{"fields": [' }, '表单配置(formData)不是合法的JSON'],
    ['no field list', { formData: '{"formRef":"formRef"}' }, '表单配置(formData)缺少控件列表 fields'],
    ['a control the app cannot draw', { formData: formData([...FIELDS, field('dateRange', '巡查期间', 'period')]) }, '表单配置(formData)中控件「巡查期间」的控件类型 dateRange 手机端不支持'],
    ['a data control without a name', { formData: formData([...FIELDS, field('textarea', '备注', undefined)]) }, '表单配置(formData)中控件「备注」缺少字段名 __vModel__'],
    ['a name used twice', { formData: formData([...FIELDS, field('textarea', '备注', 'title')]) }, '表单配置(formData)中字段名 title 重复：控件「巡查标题」与「备注」'],
    ['a name that is no identifier', { formData: formData([field('input', '标题', 'a-b')]) }, '表单配置(formData)中控件「标题」的字段名 a-b 不合法：只能用英文字母、数字和下划线，且不能以数字开头'],
    ['a reserved name', { formData: formData([field('input', '标题', '__proto__')]) }, '表单配置(formData)中控件「标题」的字段名 __proto__ 是保留字，请换一个'],
    ['a broken rule', { formData: formData([field('input', '标题', 'title', { regList: [{ pattern: '/([a-z/', message: 'x' }] })]) }, '表单配置(formData)中控件「标题」的校验规则 /([a-z/ 不是合法的正则表达式'],
    ['a child table inside a child table', {
      formData: formData([field('table', '明细', 'items', { children: [field('table', '子明细', 'sub', { children: [] })] })])
    }, '表单配置(formData)中子表「明细」里不能再放子表「子明细」'],
    ['a column of a field the form lacks', { columnData: columnData(['title', 'ghost']) }, '列表配置(columnData)的列「ghost」引用的字段 ghost 在表单中不存在'],
    ['a search of a field the form lacks', { appColumnData: JSON.stringify({ columnList: [], searchList: [{ id: 'nope', label: '无此字段' }] }) }, 'App列表配置(appColumnData)的查询条件「无此字段」引用的字段 nope 在表单中不存在'],
    ['a list that is no object', { columnData: '[1,2]' }, '列表配置(columnData)应为JSON对象'],
    ['too large', { formData: formData([field('input', 'x'.repeat(600_000), 'title')]) }, '表单配置(formData)过大，不能超过500K个字符'],
    ['a data view', { webType: 4 }, '暂不支持数据视图：手机端的列表只显示功能自己的数据']
  ])('when the model has %s, then 400 with what is wrong and nothing changes', async (_what, over, msg) => {
    const row = (await modelByCode('bridgePatrol'))!
    const before = await db().selectFrom('baseVisualDev').selectAll().orderBy('id').execute()
    const r = await send(t, 'PUT', `${B}/${row.id}`, body(over), admin)
    expect(r).toMatchObject({ code: 400, msg })
    const created = await send(t, 'POST', B, body({ ...over, enCode: 'badOne', fullName: '坏的' }), admin)
    expect(created).toMatchObject({ code: 400, msg })
    expect(await db().selectFrom('baseVisualDev').selectAll().orderBy('id').execute()).toEqual(before)
  })

  test('the control list is the one the app renders: every catalogue model and every control family passes', async () => {
    const ids = (await db().selectFrom('baseVisualDev').select('id').where('type', '=', 1).execute()).map((r) => r.id)
    for (const id of ids) {
      const info = (await get(t, `${B}/${id}`, admin)).data
      const r = await send(t, 'PUT', `${B}/${id}`, info, admin)
      expect({ id, code: r.code, msg: r.msg }).toEqual({ id, code: 200, msg: '更新成功' })
    }
    // layouts with panes, child tables, old control names
    const rich = [
      field('tab', '标签', undefined, { children: [{ title: '一', name: '1', __config__: { jnpfKey: 'tabItem', children: [field('comInput', '旧输入框', 'oldInput')] } }] }),
      field('tableGrid', '表格', undefined, { children: [{ __config__: { jnpfKey: 'tableGridTr', children: [{ __config__: { jnpfKey: 'tableGridTd', children: [field('date', '日期', 'day')] } }] } }] }),
      field('table', '明细', 'items', { children: [field('input', '名称', 'name'), field('inputNumber', '数量', 'qty')] }),
      field('calculate', '合计', undefined), field('relationFormAttr', '关联属性', undefined, {}, { relationField: 'rel', showField: 'name' })
    ]
    const r = await send(t, 'POST', B, body({ enCode: 'richForm', fullName: '布局表单', formData: formData(rich), columnData: JSON.stringify({ columnList: [{ prop: 'oldInput', label: '旧输入框' }, { prop: 'items-qty', label: '数量' }, { prop: 'rel_name', label: '关联属性' }] }), appColumnData: '' }), admin)
    expect(r).toMatchObject({ code: 200, msg: '新建成功' })
    const misplaced = [field('tabItem', '孤立面板', undefined)]
    expect((await send(t, 'POST', B, body({ enCode: 'badPane', fullName: '坏面板', formData: formData(misplaced), columnData: '', appColumnData: '' }), admin)).msg)
      .toBe('表单配置(formData)中控件「孤立面板」（tabItem）只能放在它的容器里')
  })

  test('copy makes an unreleased twin with its own code; delete removes a model without records and refuses one with records', async () => {
    const source = (await modelByCode('bridgePatrol'))!
    expect(await send(t, 'POST', `${B}/${source.id}/Actions/Copy`, null, admin)).toMatchObject({ code: 200, msg: '复制功能成功' })
    const copies = await db().selectFrom('baseVisualDev').selectAll().where('enCode', 'like', 'bridgePatrol%').where('id', '<>', source.id).execute()
    expect(copies).toHaveLength(1)
    expect(copies[0]).toMatchObject({ fullName: expect.stringMatching(/^桥梁日常巡查记录\.副本[a-z0-9]{5}$/), state: 0, formData: source.formData, columnData: source.columnData })
    expect(await send(t, 'DELETE', `${B}/${copies[0].id}`, null, admin)).toMatchObject({ code: 200, msg: '删除成功' })
    expect(await db().selectFrom('baseVisualDev').select('id').where('id', '=', copies[0].id).execute()).toEqual([])
    expect((await logOf(copies[0].id)).map((l) => l.type)).toEqual(expect.arrayContaining(['复制', '删除']))

    const withRecords = await send(t, 'DELETE', `${B}/vm-site-check`, null, admin)
    expect(withRecords.code).toBe(400)
    expect(withRecords.msg).toMatch(/^该功能已有\d+条数据，无法删除$/)
    expect(await db().selectFrom('baseVisualDev').select('id').where('id', '=', 'vm-site-check').execute()).toHaveLength(1)
    expect((await send(t, 'DELETE', `${B}/vm-nope`, null, admin)).msg).toBe('该功能不存在或已被删除')
  })

  test('release puts the model on the App menu; a user of a role granted it sees it and opens, lists and fills it', async () => {
    const model = (await modelByCode('bridgePatrol'))!
    const tree = await get(t, `/api/system/Menu/SelectorFilter/${model.id}?category=App`, admin)
    const engineering = tree.data.list.find((n: J) => n.enCode === 'engineering')
    expect(engineering).toMatchObject({ type: 1, fullName: '工程管理' })
    expect((await get(t, `/api/system/Menu/SelectorFilter/${model.id}?category=Web`, admin)).data.list.map((n: J) => n.enCode)).toContain('workFlow')

    expect((await send(t, 'POST', `${B}/${model.id}/Actions/Release`, { pc: 0, app: 0 }, admin)).msg).toBe('请至少选择一种发布类型')
    expect((await send(t, 'POST', `${B}/${model.id}/Actions/Release`, { pc: 0, app: 1, appModuleParentId: [] }, admin)).msg).toBe('请选择移动端的上级菜单')
    expect((await send(t, 'POST', `${B}/${model.id}/Actions/Release`, { pc: 0, app: 1, appModuleParentId: ['m-flowTodo'] }, admin)).msg)
      .toBe('移动端的上级菜单不存在或不是目录，请刷新后重新选择')
    const r = await send(t, 'POST', `${B}/${model.id}/Actions/Release`, { pc: 0, app: 1, appModuleParentId: [engineering.id], platformRelease: '{"pc":0,"app":1}' }, admin)
    expect(r).toMatchObject({ code: 200, msg: '同步成功' })
    const menus = await db().selectFrom('baseModule').selectAll().where('type', '=', 3).where('propertyJson', 'like', `%${model.id}%`).execute()
    expect(menus).toEqual([expect.objectContaining({ category: 'App', parentId: engineering.id, enCode: 'bridgePatrol', fullName: '桥梁日常巡查记录' })])
    const menu = menus[0]
    expect(JSON.parse(menu.propertyJson)).toMatchObject({ moduleId: model.id })
    const buttons = (await db().selectFrom('baseModuleButton').select('enCode').where('moduleId', '=', menu.id).execute()).map((b) => b.enCode).sort()
    expect(buttons).toEqual(['btn_add', 'btn_detail', 'btn_download', 'btn_edit', 'btn_remove'])
    expect((await db().selectFrom('baseModuleColumn').select('enCode').where('moduleId', '=', menu.id).execute()).map((c) => c.enCode)).toEqual(['title'])
    expect((await db().selectFrom('baseModuleForm').select('enCode').where('moduleId', '=', menu.id).execute()).map((c) => c.enCode))
      .toEqual(['title', 'result', 'issues', 'remark'])
    expect(await modelByCode('bridgePatrol')).toMatchObject({ state: 1, platformRelease: '{"pc":0,"app":1}' })
    const listed = (await get(t, `${B}?keyword=bridgePatrol`, admin)).data.list[0]
    expect(listed).toMatchObject({ isRelease: 1, appIsRelease: 1, pcIsRelease: 0, appReleaseName: '工程管理/桥梁日常巡查记录' })
    expect((await logOf(model.id)).some((l) => l.type === '发布' && l.abstracts.includes('移动端菜单 bridgePatrol'))).toBe(true)

    // a second release keeps the one menu (no duplicate under the same directory)
    expect((await send(t, 'POST', `${B}/${model.id}/Actions/Release`, { pc: 0, app: 1, appModuleParentId: [engineering.id] }, admin)).code).toBe(200)
    expect(await db().selectFrom('baseModule').select('id').where('type', '=', 3).where('propertyJson', 'like', `%${model.id}%`).execute()).toHaveLength(1)

    // before any grant the app user does not have it
    const zh = await login(t, 'zhanghua')
    expect((await get(t, `/H5Api/api/visualdev/OnlineDev/${model.id}/Config`, zh)).msg).toBe('您没有此功能的权限')

    // the administrator grants a new role the menu and two buttons, and gives the role to 张华
    await send(t, 'POST', '/api/permission/Role', { fullName: '巡查员', enCode: 'patroller', globalMark: 1, sortCode: 0, enabledMark: 1 }, admin)
    const roleId = (await db().selectFrom('baseRole').select('id').where('enCode', '=', 'patroller').executeTakeFirstOrThrow()).id
    const buttonIds = (await db().selectFrom('baseModuleButton').select(['id', 'enCode']).where('moduleId', '=', menu.id).execute())
      .filter((b) => ['btn_add', 'btn_detail'].includes(b.enCode)).map((b) => b.id)
    const grant = await send(t, 'PUT', `/api/permission/Authority/Data/${roleId}`, { module: [engineering.id, menu.id], button: buttonIds, column: [], form: [], resource: [] }, admin)
    expect(grant.code).toBe(200)
    const user = await db().selectFrom('baseUser').select('id').where('account', '=', 'zhanghua').executeTakeFirstOrThrow()
    await db().insertInto('baseUserRelation').values({ id: `${user.id}-Role-${roleId}`, userId: user.id, objectType: 'Role', objectId: roleId, sortCode: 9 }).execute()

    const token = await login(t, 'zhanghua')
    const cu = (await get(t, '/H5Api/api/oauth/CurrentUser?type=App', token)).data
    const flat = (list: J[]): J[] => list.flatMap((m) => [m, ...flat((m.children as J[] | undefined) ?? [])])
    expect(flat(cu.menuList).find((m) => m.id === menu.id)).toMatchObject({ type: 3, fullName: '桥梁日常巡查记录' })
    expect(cu.permissionList.find((p: J) => p.modelId === menu.id).button.map((b: J) => b.enCode).sort()).toEqual(['btn_add', 'btn_detail'])

    const config = await get(t, `/H5Api/api/visualdev/OnlineDev/${model.id}/Config`, token)
    expect(config).toMatchObject({ code: 200, data: { id: model.id, webType: '2', formData: expect.stringContaining('"remark"') } })
    const created = await call(t, { method: 'POST', url: `/H5Api/api/visualdev/OnlineDev/${model.id}`, token, headers: { 'jnpf-origin': 'app' }, payload: { data: JSON.stringify({ title: '3号桥巡查', result: 'ok', issues: 0 }) } })
    expect(created).toMatchObject({ code: 200, msg: '新建成功' })
    const list = await call(t, { method: 'POST', url: `/H5Api/api/visualdev/OnlineDev/${model.id}/List`, token, headers: { 'jnpf-origin': 'app' }, payload: { currentPage: 1, pageSize: 20 } })
    expect(list.code).toBe(200)
    expect(list.data.list).toEqual([expect.objectContaining({ id: created.data.id, title: '3号桥巡查' })])

    // once released, the form may no longer go empty; once it has a record, the model is not deleted
    expect((await send(t, 'PUT', `${B}/${model.id}`, body({ fullName: '桥梁日常巡查记录', formData: '' }), admin)).msg).toBe('表单配置(formData)不能为空：该功能已发布，手机端需要它')
    expect((await send(t, 'PUT', `${B}/${model.id}`, body({ fullName: '桥梁日常巡查记录' }), admin)).code).toBe(200)
    expect(await modelByCode('bridgePatrol')).toMatchObject({ state: 2 })
    expect((await send(t, 'DELETE', `${B}/${model.id}`, null, admin)).msg).toBe('该功能已有1条数据，无法删除')
  })

  test('a model without records is deleted with its menus, their grant items and grants', async () => {
    const model = (await modelByCode('richForm'))!
    expect((await send(t, 'POST', `${B}/${model.id}/Actions/Release`, { pc: 1, app: 1, pcModuleParentId: ['web-workFlow'], appModuleParentId: ['m-engineering'] }, admin)).code).toBe(200)
    const menus = await db().selectFrom('baseModule').selectAll().where('type', '=', 3).where('propertyJson', 'like', `%${model.id}%`).execute()
    expect(menus.map((m) => m.category).sort()).toEqual(['App', 'Web'])
    expect(menus.find((m) => m.category === 'Web')).toMatchObject({ parentId: 'web-workFlow', urlAddress: 'model/richForm' })
    const webAdmin = await call(t, { method: 'GET', url: '/api/oauth/CurrentUser', headers: PC, token: admin })
    expect(JSON.stringify(webAdmin.data.menuList)).toContain('model/richForm')
    expect((await send(t, 'DELETE', `${B}/${model.id}`, null, admin)).code).toBe(200)
    const ids = menus.map((m) => m.id)
    expect(await db().selectFrom('baseModule').select('id').where('id', 'in', ids).execute()).toEqual([])
    expect(await db().selectFrom('baseModuleButton').select('id').where('moduleId', 'in', ids).execute()).toEqual([])
    expect(await db().selectFrom('baseModuleForm').select('id').where('moduleId', 'in', ids).execute()).toEqual([])
  })

  test('nobody but an administrator designs: a user is refused, a holder of the area may read but not write', async () => {
    const zh = await login(t, 'zhanghua')
    const before = await db().selectFrom('baseVisualDev').select('id').execute()
    for (const r of [
      await get(t, B, zh), await get(t, `${B}/vm-site-check`, zh), await send(t, 'POST', B, body({ enCode: 'byUser', fullName: '用户建的' }), zh),
      await send(t, 'PUT', `${B}/vm-site-check`, body(), zh), await send(t, 'DELETE', `${B}/vm-demo-inspection`, null, zh),
      await send(t, 'POST', `${B}/vm-demo-inspection/Actions/Copy`, null, zh), await get(t, '/api/system/Menu/SelectorFilter/0?category=App', zh)
    ]) expect(r).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
    const pa = await grantAdminAreas(t, 'huangwei', ['onlineDev.webDesign'])
    expect((await get(t, `${B}?pageSize=5`, pa)).code).toBe(200)
    expect((await send(t, 'POST', B, body({ enCode: 'byPa', fullName: '项目管理员建的' }), pa))).toMatchObject({ code: 400, msg: '该操作影响整个集团，仅系统管理员可以执行' })
    expect((await send(t, 'POST', `${B}/vm-demo-inspection/Actions/Release`, { app: 1, appModuleParentId: ['m-engineering'] }, pa)).code).toBe(400)
    expect(await db().selectFrom('baseVisualDev').select('id').execute()).toEqual(before)
  })
})

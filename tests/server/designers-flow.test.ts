// 流程设计, 表单设计 and 流程监控 of the JNPF 3.6 console: an administrator designs flow templates (with versions: a flow
// tasks run on gets a new version rather than a changed one), flow forms (draft, release, copy) and watches every task;
// what the designer stores can be launched, what the engine could not run is refused, nothing is deleted under tasks.
import { grantAdminAreas } from './helpers/admin'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { approver, launch, start, U, users } from './workflow-fixtures'

const T = '/api/workflow/Engine/flowTemplate'
const F = '/api/flowForm/Form'
const M = '/api/workflow/Engine/FlowMonitor'
const LEAVE_FORM = 'ff-leave-apply'
type J = Record<string, unknown>

const tree = (approvers = users(U.huangwei), formId = LEAVE_FORM) =>
  start({ formId, initiator: [] }, approver('a1', '项目经理审批', { approvers }))
const flows = (...items: J[]) => JSON.stringify((items.length ? items : [{}]).map((i) => ({ id: '', flowId: 'tmp', fullName: '主流程', flowTemplateJson: tree(), ...i })))
const templateBody = (over: J = {}): J => ({
  fullName: '设备进场报验', enCode: 'equipEntry', category: 'dd-WorkFlowCategory-engineering', type: 0, icon: 'icon-ym icon-ym-flow',
  iconBackground: '#008cff', sortCode: 5, description: '', flowTemplateJson: flows(), ...over
})
const formJson = (fields: J[]) => JSON.stringify({ formRef: 'formRef', fields })
const input = (label: string, vModel: string) => ({ __config__: { jnpfKey: 'input', label, regList: [] }, __vModel__: vModel })

describe.each(dialects)('flow designers on %s', (dialect) => {
  let t: TestApp
  let admin: string
  const db = () => t.app.ctx.db
  const templateByCode = (enCode: string) => db().selectFrom('flowTemplate').selectAll().where('enCode', '=', enCode).executeTakeFirstOrThrow()
  const versionsOf = (templateId: string) => db().selectFrom('flowTemplateJson').selectAll().where('templateId', '=', templateId).orderBy('version').execute()
  const counts = async () => ({
    templates: (await db().selectFrom('flowTemplate').select('id').execute()).length,
    versions: (await db().selectFrom('flowTemplateJson').select('id').execute()).length,
    forms: (await db().selectFrom('flowForm').select('id').execute()).length
  })
  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
  })
  afterAll(async () => { await t.close() })

  test('the template list and one template as the designer opens it', async () => {
    const list = await get(t, `${T}?currentPage=1&pageSize=50`, admin)
    expect(list.code).toBe(200)
    // a catalogue flow was installed by nobody: the designer shows no creator
    expect(list.data.list.find((x: J) => x.id === 'ft-leave')).toMatchObject({ enCode: 'leaveApply', category: '行政办公', type: 0, enabledMark: 1, creatorUser: '' })
    expect((await get(t, `${T}?type=1`, admin)).data.list.every((x: J) => x.type === 1)).toBe(true)
    expect((await get(t, `${T}?keyword=${encodeURIComponent('请假')}`, admin)).data.list.map((x: J) => x.id)).toEqual(['ft-leave'])

    const info = await get(t, `${T}/ft-leave`, admin)
    expect(info.data).toMatchObject({ id: 'ft-leave', fullName: '请假申请', onlineDev: false })
    const items = JSON.parse(info.data.flowTemplateJson)
    expect(items).toEqual([expect.objectContaining({ id: 'ftj-leave-v1', flowId: 'ftj-leave-v1', fullName: '请假申请', isDelete: true })])
    expect(items[0].flowTemplateJson).toMatchObject({ type: 'start', properties: expect.objectContaining({ formId: LEAVE_FORM }) })
    expect((await get(t, `${T}/ft-hazard-rectify`, admin)).data).toMatchObject({ type: 1, onlineDev: true, onlineFormId: 'ff-hazard-rectify' })
  })

  test('a new flow is stored disabled; once enabled, an initiator may launch it', async () => {
    t.clock.t = Date.parse('2026-05-06T08:00:00+08:00')
    expect(await send(t, 'POST', T, templateBody(), admin)).toMatchObject({ code: 200, msg: '新建成功' })
    const tpl = await templateByCode('equipEntry')
    expect(tpl).toMatchObject({ enabledMark: 0, type: 0, creatorUserId: U.admin, creatorTime: t.clock.t })
    const [v] = await versionsOf(tpl.id)
    expect(v).toMatchObject({ version: 1, enabledMark: 1, fullName: '主流程', formId: LEAVE_FORM, visibleType: 0 })
    expect(JSON.parse(v.flowTemplateJson)).toEqual(tree())
    const zh = await login(t, 'zhanghua')
    const launchable = async () => (await get(t, '/H5Api/api/workflow/Engine/flowTemplate/PageListAll?pageSize=100', zh)).data.list.map((x: J) => x.id)
    expect(await launchable()).not.toContain(tpl.id)

    expect(await send(t, 'POST', `${T}/Release/${tpl.id}`, null, admin)).toMatchObject({ code: 200, msg: '启用成功' })
    expect(await launchable()).toContain(tpl.id)
    const r = await launch(t, zh, v.id, { days: 1, reason: '设备进场' })
    expect(r.code).toBe(200)
    expect(await db().selectFrom('flowTask').select(['templateId', 'status']).where('flowId', '=', v.id).execute()).toEqual([{ templateId: tpl.id, status: 1 }])

    expect(await send(t, 'POST', `${T}/Stop/${tpl.id}`, null, admin)).toMatchObject({ code: 200, msg: '禁用成功' })
    expect(await launchable()).not.toContain(tpl.id)
    await send(t, 'POST', `${T}/Release/${tpl.id}`, null, admin)
    const log = await db().selectFrom('baseSyslog').select(['type', 'moduleName']).where('objectId', '=', tpl.id).execute()
    expect(log.map((l) => l.type)).toEqual(expect.arrayContaining(['新增', '启用', '禁用']))
    expect(log.every((l) => l.moduleName === '流程设计')).toBe(true)

    expect(await send(t, 'POST', T, templateBody({ fullName: '空流程', enCode: 'emptyFlow', flowTemplateJson: null }), admin)).toMatchObject({ code: 200 })
    const empty = await templateByCode('emptyFlow')
    expect((await send(t, 'POST', `${T}/Release/${empty.id}`, null, admin)).msg).toBe('启用失败，流程未设计！')
    expect((await send(t, 'POST', T, templateBody({ fullName: '另一个' }), admin)).msg).toBe('流程编码 equipEntry 已存在')
  })

  test.each([
    ['bad JSON', '[{', '流程设计(flowTemplateJson)不是合法的JSON'],
    ['no start node', flows({ flowTemplateJson: approver('a1', '审批', { approvers: users(U.huangwei) }) }), '流程「主流程」：流程模板必须以发起节点开始'],
    ['an approver without approvers', flows({ flowTemplateJson: tree([]) }), '流程「主流程」的节点「项目经理审批」没有设置审批人'],
    ['a start node without a form', flows({ flowTemplateJson: tree(users(U.huangwei), 'ff-nope') }), '流程「主流程」的发起节点绑定的表单不存在，请重新选择表单'],
    ['a sub-flow that does not exist', flows({ flowTemplateJson: start({ formId: LEAVE_FORM }, { nodeId: 's1', type: 'subFlow', properties: { title: '子流程', flowId: 'ft-nope' } }) }),
      '流程「主流程」的节点「子流程」选择的子流程不存在'],
    ['two nodes with one code', flows({ flowTemplateJson: start({ formId: LEAVE_FORM }, approver('a1', '一', { approvers: users(U.huangwei) }), approver('a1', '二', { approvers: users(U.huangwei) })) }),
      '流程「主流程」：流程模板的节点编码「a1」重复'],
    ['two flows of one name', flows({}, {}), '流程名称「主流程」重复，请重新输入'],
    ['no list', '{"nodeId":"start"}', '流程设计(flowTemplateJson)应为流程列表']
  ])('when the design has %s, then 400 with what is wrong and nothing changes', async (_what, json, msg) => {
    const before = await counts()
    const tpl = await templateByCode('equipEntry')
    const versions = await versionsOf(tpl.id)
    expect(await send(t, 'POST', T, templateBody({ enCode: 'badFlow', fullName: '坏流程', flowTemplateJson: json }), admin)).toMatchObject({ code: 400, msg })
    expect(await send(t, 'PUT', `${T}/${tpl.id}`, templateBody({ flowTemplateJson: json }), admin)).toMatchObject({ code: 400, msg })
    expect(await counts()).toEqual(before)
    expect(await versionsOf(tpl.id)).toEqual(versions)
  })

  test('saving a flow tasks run on makes a new version; it becomes main on request, versions list and delete', async () => {
    const before = await db().selectFrom('catalogueItem').select('installedHash').where('kind', '=', 'flow').where('id', '=', 'ftj-leave-v1').executeTakeFirstOrThrow()
    expect(before.installedHash).toMatch(/^[0-9a-f]{64}$/)
    const info = (await get(t, `${T}/ft-leave`, admin)).data
    const items = JSON.parse(info.flowTemplateJson)
    items[0].flowTemplateJson.properties.title = '发起请假'
    const r = await send(t, 'PUT', `${T}/ft-leave`, { ...info, flowTemplateJson: JSON.stringify(items) }, admin)
    expect(r).toMatchObject({ code: 200, msg: '更新成功', data: { isMainVersion: true } })
    const versions = await versionsOf('ft-leave')
    expect(versions.map((v) => [v.version, v.enabledMark, v.groupId])).toEqual([[1, 1, 'ftg-leave'], [2, 0, 'ftg-leave']])
    expect(versions[1].id).toBe(r.data.id)
    expect(JSON.parse(versions[0].flowTemplateJson).properties.title).not.toBe('发起请假')
    // the catalogue now leaves the leave flow to the administrator
    expect((await db().selectFrom('catalogueItem').select('installedHash').where('kind', '=', 'flow').where('id', '=', 'ftj-leave-v1').executeTakeFirstOrThrow()).installedHash)
      .toBe('changed-by-administrator')

    const list = await get(t, `${T}/ft-leave/FlowJsonList?flowId=ftj-leave-v1&currentPage=1&pageSize=20`, admin)
    expect(list.data.list.map((v: J) => [v.version, v.enabledMark])).toEqual([['1', 1], ['2', 0]])
    expect(list.data.pagination.total).toBe(2)
    expect((await get(t, `${T}/ft-leave/FlowJsonList?keyword=2`, admin)).data.list.map((v: J) => v.version)).toEqual(['2'])

    expect(await send(t, 'POST', `${T}/${r.data.id}/MainVersion`, null, admin)).toMatchObject({ code: 200, msg: '修改成功' })
    expect((await versionsOf('ft-leave')).map((v) => v.enabledMark)).toEqual([0, 1])
    const zh = await login(t, 'zhanghua')
    expect((await get(t, '/H5Api/api/workflow/Engine/flowTemplate/FlowJsonList/ft-leave?type=1', zh)).data.map((v: J) => v.id)).toEqual([r.data.id])

    expect((await send(t, 'DELETE', `${T}/${r.data.id}/FlowJson`, null, admin)).msg).toBe('主版本不能删除，请先把其他版本设为主版本')
    expect((await send(t, 'DELETE', `${T}/ftj-leave-v1/FlowJson`, null, admin)).msg).toBe('该版本内有工单任务流转，无法删除！')
    expect(await versionsOf('ft-leave')).toHaveLength(2)
  })

  test('a flow without tasks is changed in place; basic settings alone keep the flows', async () => {
    expect(await send(t, 'POST', T, templateBody({ fullName: '临时用电', enCode: 'tempPower' }), admin)).toMatchObject({ code: 200 })
    const tpl = await templateByCode('tempPower')
    const [v] = await versionsOf(tpl.id)
    const changed = JSON.stringify([{ id: v.id, fullName: '主流程', flowTemplateJson: tree(users(U.huangwei, U.xuzhiming)) }])
    expect(await send(t, 'PUT', `${T}/${tpl.id}`, templateBody({ fullName: '临时用电', enCode: 'tempPower', flowTemplateJson: changed }), admin))
      .toMatchObject({ code: 200, data: { isMainVersion: false } })
    const after = await versionsOf(tpl.id)
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({ id: v.id, version: 1, enabledMark: 1 })
    expect(JSON.parse(after[0].flowTemplateJson)).toEqual(tree(users(U.huangwei, U.xuzhiming)))
    expect(await send(t, 'PUT', `${T}/${tpl.id}`, templateBody({ fullName: '临时用电审批', enCode: 'tempPower', flowTemplateJson: null }), admin)).toMatchObject({ code: 200 })
    expect(await versionsOf(tpl.id)).toEqual(after)
    expect(await templateByCode('tempPower')).toMatchObject({ fullName: '临时用电审批' })
  })

  test('copy and delete: a copy is disabled with the same flows; a template with tasks or bound to a function is not deleted', async () => {
    const tpl = await templateByCode('tempPower')
    expect(await send(t, 'POST', `${T}/${tpl.id}/Actions/Copy`, null, admin)).toMatchObject({ code: 200, msg: '复制成功' })
    const copy = await db().selectFrom('flowTemplate').selectAll().where('enCode', 'like', 'tempPower_%').executeTakeFirstOrThrow()
    expect(copy).toMatchObject({ fullName: expect.stringMatching(/^临时用电审批\.副本[a-z0-9]{5}$/), enabledMark: 0 })
    const [original] = await versionsOf(tpl.id)
    const [copied] = await versionsOf(copy.id)
    expect(copied.flowTemplateJson).toBe(original.flowTemplateJson)
    expect(copied.id).not.toBe(original.id)
    expect((await send(t, 'POST', `${T}/ft-hazard-rectify/Actions/Copy`, null, admin)).msg).toBe('功能流程不能复制')

    expect(await send(t, 'DELETE', `${T}/${copy.id}`, null, admin)).toMatchObject({ code: 200, msg: '删除成功' })
    expect(await db().selectFrom('flowTemplate').select('id').where('id', '=', copy.id).execute()).toEqual([])
    expect(await versionsOf(copy.id)).toEqual([])

    const leave = await send(t, 'DELETE', `${T}/ft-leave`, null, admin)
    expect(leave.code).toBe(400)
    expect(leave.msg).toMatch(/^该流程内有\d+个工单任务流转未结束，无法删除！$/)
    expect((await send(t, 'DELETE', `${T}/ft-hazard-rectify`, null, admin)).msg).toBe('该流程绑定了功能设计中的功能，无法直接删除，请在功能设计中删除相关功能！')
    const equip = await templateByCode('equipEntry')
    expect((await send(t, 'DELETE', `${T}/${equip.id}`, null, admin)).msg).toBe('该流程内有1个工单任务流转未结束，无法删除！')
    expect(await db().selectFrom('flowTemplate').select('id').where('id', 'in', ['ft-leave', 'ft-hazard-rectify', equip.id]).execute()).toHaveLength(3)
  })

  test('flow forms: a custom form is drafted, released into a runnable form, used by a flow, copied, and kept while used', async () => {
    const list = await get(t, `${F}?currentPage=1&pageSize=50`, admin)
    expect(list.data.list.find((f: J) => f.id === LEAVE_FORM)).toMatchObject({ formType: 1, isRelease: 1, enabledMark: 1 })
    const draft = formJson([input('设备名称', 'device'), input('进场日期', 'day')])
    expect(await send(t, 'POST', F, { fullName: '设备进场单', enCode: 'equipForm', formType: 2, flowType: 0, draftJson: draft }, admin)).toMatchObject({ code: 200, msg: '保存成功' })
    const form = await db().selectFrom('flowForm').selectAll().where('enCode', '=', 'equipForm').executeTakeFirstOrThrow()
    expect(form).toMatchObject({ state: 0, enabledMark: 0, propertyJson: '', modelId: '', draftJson: draft })
    expect((await get(t, `${F}/${form.id}`, admin)).data).toMatchObject({ draftJson: draft, formType: 2 })
    // not released yet: no flow may run on it, and the picker does not offer it
    expect((await get(t, `${F}/select?pageSize=100`, admin)).data.list.map((f: J) => f.id)).not.toContain(form.id)
    const onForm = flows({ flowTemplateJson: tree(users(U.huangwei), form.id) })
    expect((await send(t, 'POST', T, templateBody({ fullName: '设备进场', enCode: 'equipFlow', flowTemplateJson: onForm }), admin)).msg)
      .toBe('流程「主流程」的发起节点绑定的表单「设备进场单」还未发布，请先发布表单')

    expect((await send(t, 'POST', F, { fullName: '坏表单', enCode: 'badForm', formType: 2, draftJson: formJson([input('x', '1x')]) }, admin)).msg)
      .toBe('表单配置(formData)中控件「x」的字段名 1x 不合法：只能用英文字母、数字和下划线，且不能以数字开头')

    expect(await send(t, 'POST', `${F}/Release/${form.id}?isRelease=1`, null, admin)).toMatchObject({ code: 200, msg: '发布成功' })
    const released = await db().selectFrom('flowForm').selectAll().where('id', '=', form.id).executeTakeFirstOrThrow()
    expect(released).toMatchObject({ state: 1, enabledMark: 1, propertyJson: draft })
    expect(await db().selectFrom('baseVisualDev').select(['type', 'webType', 'formData']).where('id', '=', released.modelId).executeTakeFirst())
      .toEqual({ type: 6, webType: 1, formData: draft })
    expect((await get(t, `${F}/select?pageSize=100`, admin)).data.list.find((f: J) => f.id === form.id)).toMatchObject({ isQuote: false })
    expect((await get(t, `${F}/${form.id}/getField`, admin)).data).toEqual([
      { filedId: 'device', filedName: '设备名称', jnpfKey: 'input', required: 'false' }, { filedId: 'day', filedName: '进场日期', jnpfKey: 'input', required: 'false' }
    ])
    // the form model is the form's own, not a 功能设计 function
    expect((await get(t, `/api/visualdev/Base?keyword=equipForm`, admin)).data.list).toEqual([])

    expect(await send(t, 'POST', T, templateBody({ fullName: '设备进场', enCode: 'equipFlow', flowTemplateJson: onForm }), admin)).toMatchObject({ code: 200 })
    const flow = await templateByCode('equipFlow')
    await send(t, 'POST', `${T}/Release/${flow.id}`, null, admin)
    const zh = await login(t, 'zhanghua')
    const [v] = await versionsOf(flow.id)
    expect((await launch(t, zh, v.id, { device: '架桥机', day: '2026-05-07' })).code).toBe(200)
    const taskRow = await db().selectFrom('flowTask').select(['id', 'formType']).where('flowId', '=', v.id).executeTakeFirstOrThrow()
    expect(taskRow.formType).toBe(2)
    expect(await db().selectFrom('visualdevRecord').select('modelId').where('id', '=', taskRow.id).executeTakeFirst()).toEqual({ modelId: released.modelId })

    // a later edit is a draft again (已修改) until released; 回滚 brings back what is in force
    const edited = formJson([input('设备名称', 'device'), input('进场日期', 'day'), input('备注', 'remark')])
    expect(await send(t, 'PUT', F, { id: form.id, fullName: '设备进场单', enCode: 'equipForm', draftJson: edited }, admin)).toMatchObject({ code: 200 })
    expect(await db().selectFrom('flowForm').select(['state', 'draftJson', 'propertyJson']).where('id', '=', form.id).executeTakeFirst())
      .toEqual({ state: 2, draftJson: edited, propertyJson: draft })
    expect(await send(t, 'POST', `${F}/Release/${form.id}?isRelease=0`, null, admin)).toMatchObject({ code: 200, msg: '回滚成功' })
    expect(await db().selectFrom('flowForm').select(['state', 'draftJson']).where('id', '=', form.id).executeTakeFirst()).toEqual({ state: 1, draftJson: draft })

    expect(await get(t, `${F}/${form.id}/Actions/Copy`, admin)).toMatchObject({ code: 200, msg: '复制成功' })
    const copy = await db().selectFrom('flowForm').selectAll().where('enCode', 'like', 'equipForm_%').executeTakeFirstOrThrow()
    expect(copy).toMatchObject({ state: 0, enabledMark: 0, draftJson: draft, modelId: '', propertyJson: '' })
    expect(await send(t, 'DELETE', `${F}/${copy.id}`, null, admin)).toMatchObject({ code: 200, msg: '删除成功' })

    expect((await send(t, 'DELETE', `${F}/${form.id}`, null, admin)).msg).toBe('该表单已被流程引用，无法删除！')
    expect((await send(t, 'DELETE', `${F}/ff-hazard-rectify`, null, admin)).msg).toBe('该表单由功能设计生成，请在功能设计中删除相关功能')
    expect((await get(t, `${F}/getFormById/vm-hazard-rectify`, admin)).data).toMatchObject({ id: 'ft-hazard-rectify', type: 1 })
  })

  test('a function with a flow gets its own form and 功能流程; it is released only once the flow is designed', async () => {
    const model = {
      fullName: '围挡验收', enCode: 'fenceAccept', category: '', type: 1, webType: 2, enableFlow: 1,
      formData: formJson([input('验收部位', 'part')]), columnData: JSON.stringify({ columnList: [{ prop: 'part', label: '验收部位' }] }), appColumnData: ''
    }
    expect(await send(t, 'POST', '/api/visualdev/Base', model, admin)).toMatchObject({ code: 200 })
    const row = await db().selectFrom('baseVisualDev').selectAll().where('enCode', '=', 'fenceAccept').executeTakeFirstOrThrow()
    const bound = await get(t, `${F}/getFormById/${row.id}`, admin)
    expect(bound.data).toMatchObject({ type: 1, enabledMark: 0, fullName: '围挡验收' })
    expect(row).toMatchObject({ enableFlow: 1, flowId: bound.data.id })
    expect((await send(t, 'POST', `/api/visualdev/Base/${row.id}/Actions/Release`, { app: 1, appModuleParentId: ['m-safety'] }, admin)).msg).toBe('发布失败，流程未设计！')

    const formId = bound.data.formId
    const info = (await get(t, `${T}/${bound.data.id}`, admin)).data
    expect(info).toMatchObject({ onlineDev: true, onlineFormId: formId })
    const elsewhere = JSON.stringify([{ id: '', flowId: 'x', fullName: '围挡验收', flowTemplateJson: tree(users(U.hexiaoyan), LEAVE_FORM) }])
    expect((await send(t, 'PUT', `${T}/${bound.data.id}`, { ...info, flowTemplateJson: elsewhere }, admin)).msg)
      .toBe('该流程属于功能「围挡验收」，发起节点只能使用它的表单「围挡验收」')
    const design = JSON.stringify([{ id: '', flowId: 'x', fullName: '围挡验收', flowTemplateJson: tree(users(U.hexiaoyan), formId) }])
    expect(await send(t, 'PUT', `${T}/${bound.data.id}`, { ...info, flowTemplateJson: design }, admin)).toMatchObject({ code: 200 })
    expect((await send(t, 'POST', `/api/visualdev/Base/${row.id}/Actions/Release`, { app: 1, appModuleParentId: ['m-safety'] }, admin)).code).toBe(200)
    expect(await templateByCode(bound.data.enCode)).toMatchObject({ enabledMark: 1 })
    const config = await get(t, `/api/visualdev/OnlineDev/${row.id}/Config`, admin)
    expect(config.data).toMatchObject({ enableFlow: 1, flowId: bound.data.id })
    expect(JSON.parse(config.data.flowTemplateJson)).toEqual(tree(users(U.hexiaoyan), formId))

    // without records, deleting the function takes its flow and form with it
    expect((await send(t, 'DELETE', `/api/visualdev/Base/${row.id}`, null, admin)).code).toBe(200)
    expect(await db().selectFrom('flowTemplate').select('id').where('id', '=', bound.data.id).execute()).toEqual([])
    expect(await db().selectFrom('flowForm').select('id').where('id', '=', formId).execute()).toEqual([])
  })

  test('the monitor lists every task for administrators, filtered; a project administrator sees their projects only', async () => {
    const all = await get(t, `${M}?currentPage=1&pageSize=100&category=1`, admin)
    const total = (await db().selectFrom('flowTask').select('id').execute()).length
    expect(all.code).toBe(200)
    expect(all.data.pagination.total).toBe(total)
    expect(all.data.list[0]).toEqual(expect.objectContaining({ id: expect.any(String), processId: expect.any(String), flowName: expect.any(String), userName: expect.stringContaining('/'), flowVersion: expect.any(String) }))
    const leave = await get(t, `${M}?templateId=ft-leave&pageSize=100`, admin)
    expect(leave.data.list.length).toBeGreaterThan(0)
    expect(leave.data.list.every((x: J) => x.templateId === 'ft-leave')).toBe(true)
    const running = await get(t, `${M}?status=1&pageSize=100`, admin)
    expect(running.data.list.every((x: J) => x.status === 1)).toBe(true)
    const mine = await get(t, `${M}?creatorUserId=${U.zhanghua}&keyword=${encodeURIComponent('设备')}&pageSize=100`, admin)
    expect(mine.data.list.map((x: J) => x.flowName).sort()).toEqual(['设备进场', '设备进场报验'])

    const zh = await login(t, 'zhanghua')
    expect(await get(t, M, zh)).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
    const yuanhao = await grantAdminAreas(t, 'yuanhao', ['workFlow.flowMonitor'])
    const projects = (await db().selectFrom('baseUserRelation').select('objectId').where('userId', '=', U.yuanhao).where('objectType', '=', 'Project').execute()).map((r) => r.objectId)
    const theirs = await get(t, `${M}?pageSize=100`, yuanhao)
    const expected = await db().selectFrom('flowTask').select('id').where('projectId', 'in', projects).execute()
    expect(theirs.data.pagination.total).toBe(expected.length)
    expect(theirs.data.pagination.total).toBeLessThan(total)
  })

  test('nobody but an administrator designs flows and forms', async () => {
    const zh = await login(t, 'zhanghua')
    const before = await counts()
    for (const r of [
      await get(t, T, zh), await get(t, `${T}/ft-leave`, zh), await send(t, 'POST', T, templateBody({ enCode: 'byUser', fullName: '用户建的' }), zh),
      await send(t, 'PUT', `${T}/ft-leave`, templateBody(), zh), await send(t, 'DELETE', `${T}/ft-leave`, null, zh),
      await send(t, 'POST', `${T}/Stop/ft-leave`, null, zh), await send(t, 'POST', `${T}/ftj-leave-v1/MainVersion`, null, zh),
      await get(t, F, zh), await send(t, 'POST', F, { fullName: 'x', enCode: 'x', formType: 1 }, zh), await send(t, 'DELETE', `${F}/${LEAVE_FORM}`, null, zh)
    ]) expect(r).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
    const pa = await grantAdminAreas(t, 'huangwei', ['workFlow.flowEngine', 'workFlow.formDesign'])
    expect((await get(t, T, pa)).code).toBe(200)
    expect(await send(t, 'POST', `${T}/Stop/ft-leave`, null, pa)).toMatchObject({ code: 400, msg: '该操作影响整个集团，仅系统管理员可以执行' })
    expect(await send(t, 'POST', F, { fullName: 'x', enCode: 'x', formType: 1 }, pa)).toMatchObject({ code: 400, msg: '该操作影响整个集团，仅系统管理员可以执行' })
    expect(await counts()).toEqual(before)
    expect(await db().selectFrom('flowTemplate').select('enabledMark').where('id', '=', 'ft-leave').executeTakeFirst()).toEqual({ enabledMark: 1 })
  })
})

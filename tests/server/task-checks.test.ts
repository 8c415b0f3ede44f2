// Site checks and material consumption of the task centre (issue 19): a checklist's site check goes through the
// task centre's states, its items are marked only by its handler while it is in hand, a failing item needs a note
// and a photo, may raise one hazard into the hazard register, and the check cannot be submitted with an item left;
// consumption is recorded against a task in hand with exact two-decimal quantities and totals; the managers' list
// filters and exports; bad input is a 400 that changes nothing; another project's records stay unseen.
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'

const C = '/H5Api/api/task-checks'
const T = '/H5Api/api/tasks'
const DAY = 86_400_000
const dayText = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10)

describe.each(dialects)('site checks and consumption (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const db = () => t.app.ctx.db

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['huangwei', 'chengang', 'jiangtao', 'zhanghua', 'yuanhao', 'luoping', 'songwenbo']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  const due = () => dayText(t.clock.now() + 3 * DAY)
  const photoOf = async (who: string) => {
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok[who], ...multipart('临边.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9])) })
    return { name: '临边.jpg', url: up.data.url as string }
  }
  const count = async (table: 'taskItem' | 'taskCheckResult' | 'taskConsume' | 'taskChecklist') =>
    Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n)
  const assign = (who: string, body: Record<string, unknown> = {}) => send(t, 'POST', `${C}/tasks`, {
    projectId: 'proj-hj', checklistId: 'ckl-hj-edge', place: 'K12+420 4#墩作业平台', priority: 2, dueDate: due(), assignType: 'user', assigneeIds: ['u-chengang'], ...body
  }, tok[who])

  test('the demo checklists, site checks and consumption of both projects', async () => {
    const lists = await get(t, `${C}/checklists?projectId=proj-hj`, tok.chengang)
    expect(lists.data.mayEdit).toBe(false)
    expect(lists.data.list.map((l: { name: string }) => l.name)).toEqual(expect.arrayContaining(['临边防护检查表', '施工用电检查表', '支架模板检查表']))
    expect(lists.data.list.find((l: { name: string }) => l.name === '临边防护检查表').items).toHaveLength(5)
    const nj = await get(t, `${C}/checklists?projectId=proj-nj`, tok.yuanhao)
    expect(nj.data.mayEdit).toBe(true)
    expect(nj.data.list.map((l: { name: string }) => l.name)).toEqual(['桥梁临边防护检查表', '隧道施工用电检查表'])
    const checks = await get(t, `${T}?projectId=proj-hj&scope=all&kind=siteCheck`, tok.huangwei)
    expect(checks.data.list.length).toBe(3)
    expect(checks.data.list.every((c: { kind: string }) => c.kind === 'siteCheck')).toBe(true)
    const d = await get(t, `${C}/tasks/task-demo-check-1`, tok.chengang)
    expect([d.data.summary.total, d.data.summary.checked, d.data.canCheck]).toEqual([5, 2, true])
    const consumed = await get(t, `${C}/consumes?projectId=proj-hj&taskId=task-demo-5`, tok.huangwei)
    expect(consumed.data.totals).toEqual(expect.arrayContaining([{ material: '聚合物修补砂浆', specification: 'PMC-30', unit: 'kg', quantity: '735.00', count: 2 }]))
    const orders = await get(t, `${C}/orders?projectId=proj-hj`, tok.huangwei)
    const repair = orders.data.list.find((o: { id: string }) => o.id === 'task-demo-5')
    expect(repair.consumeText).toContain('聚合物修补砂浆 PMC-30 735.00kg')
  })

  test('assign → accept → mark items (a failing one with a note and photo) → hazard → submit → pass, each by the one whose turn it is', async () => {
    const a = await assign('huangwei')
    expect(a.code).toBe(200)
    const id = a.data.id as string
    let d = (await get(t, `${C}/tasks/${id}`, tok.chengang)).data
    expect([d.task.kind, d.task.state, d.task.title, d.canCheck, d.items.length]).toEqual(['siteCheck', 'pending', '临边防护检查表（K12+420 4#墩作业平台）', false, 5])
    const [i1, i2, i3, i4, i5] = d.items.map((x: { id: string }) => x.id)
    // not in hand yet
    expect((await send(t, 'PUT', `${C}/tasks/${id}/items/${i1}`, { result: 'pass' }, tok.chengang)).msg).toBe('只有已接收该任务的检查人在任务进行中可以填写检查结果')
    expect((await send(t, 'POST', `${T}/${id}/accept`, {}, tok.chengang)).data.state).toBe('doing')
    // not his check
    expect((await send(t, 'PUT', `${C}/tasks/${id}/items/${i1}`, { result: 'pass' }, tok.huangwei)).code).toBe(400)
    expect((await send(t, 'PUT', `${C}/tasks/${id}/items/${i1}`, { result: 'ok' }, tok.chengang)).msg).toBe('请选择检查结果（合格、不合格或不适用）')
    expect((await send(t, 'PUT', `${C}/tasks/${id}/items/${i2}`, { result: 'fail', note: '' }, tok.chengang)).msg).toBe('请填写问题描述')
    expect((await send(t, 'PUT', `${C}/tasks/${id}/items/${i2}`, { result: 'fail', note: '挡脚板缺失约4m' }, tok.chengang)).msg).toBe('“挡脚板”不合格，请拍摄现场照片')
    expect((await send(t, 'PUT', `${C}/tasks/${id}/items/nope`, { result: 'pass' }, tok.chengang)).msg).toBe('检查项不存在')
    expect((await send(t, 'PUT', `${C}/tasks/${id}/items/${i1}`, { result: 'pass' }, tok.chengang)).data.summary.checked).toBe(1)
    const photo = await photoOf('chengang')
    d = (await send(t, 'PUT', `${C}/tasks/${id}/items/${i2}`, { result: 'fail', note: '东侧挡脚板缺失约4m', photos: [photo] }, tok.chengang)).data
    expect(d.items[1]).toMatchObject({ result: 'fail', resultName: '不合格', note: '东侧挡脚板缺失约4m', checkedByName: '陈刚' })
    expect(d.items[1].photos).toHaveLength(1)
    expect(d.task.progress).toBe(40)
    // submitting with items left is refused, and nothing moves
    const early = await send(t, 'POST', `${T}/${id}/submit`, { content: '检查完成' }, tok.chengang)
    expect(early.msg).toBe('还有3个检查项未检查（安全网挂设、洞口盖板、高处作业人员），请全部检查后提交')
    expect((await get(t, `${T}/${id}`, tok.chengang)).data.state).toBe('doing')
    for (const [item, result] of [[i3, 'pass'], [i4, 'na'], [i5, 'pass']]) {
      expect((await send(t, 'PUT', `${C}/tasks/${id}/items/${item}`, { result, note: result === 'na' ? '平台无预留洞口' : '' }, tok.chengang)).code).toBe(200)
    }
    // a hazard from the failing item: bad input first, then once
    expect((await send(t, 'POST', `${C}/tasks/${id}/items/${i1}/hazard`, { deadline: due() }, tok.chengang)).msg).toBe('只有不合格的检查项可以登记隐患')
    expect((await send(t, 'POST', `${C}/tasks/${id}/items/${i2}/hazard`, { deadline: '2020-01-01' }, tok.chengang)).msg).toBe('整改期限不能早于今天')
    expect((await send(t, 'POST', `${C}/tasks/${id}/items/${i2}/hazard`, { deadline: due(), responsibleUserId: 'u-luoping' }, tok.chengang)).msg).toBe('整改责任人须为本项目的在职人员')
    expect((await send(t, 'POST', `${C}/tasks/${id}/items/${i2}/hazard`, { deadline: due(), hazardCategory: 99 }, tok.chengang)).msg).toBe('隐患类别不正确')
    const hz = await send(t, 'POST', `${C}/tasks/${id}/items/${i2}/hazard`, { deadline: due() }, tok.chengang)
    expect(hz.code).toBe(200)
    const hazardNo = hz.data.items[1].hazardNo as string
    expect(hazardNo).not.toBe('')
    const hazard = await db().selectFrom('visualdevRecord').selectAll().where('id', '=', hz.data.items[1].hazardId).executeTakeFirstOrThrow()
    expect(hazard.projectId).toBe('proj-hj')
    const data = JSON.parse(hazard.data)
    expect([data.hazardCategory, data.responsible, data.location]).toEqual(['dd-hazardCategory-1', 'u-chengang', 'K12+420 4#墩作业平台'])
    expect((await send(t, 'POST', `${C}/tasks/${id}/items/${i2}/hazard`, { deadline: due() }, tok.chengang)).msg).toBe(`该检查项已登记隐患${hazardNo}`)
    expect((await send(t, 'PUT', `${C}/tasks/${id}/items/${i2}`, { result: 'pass' }, tok.chengang)).msg).toBe(`该检查项已登记隐患${hazardNo}，不能再修改`)
    // submit → the publisher sees it in the managers' list and passes it
    expect((await send(t, 'POST', `${T}/${id}/submit`, { content: '5项检查完成，1项不合格已登记隐患' }, tok.chengang)).data.state).toBe('auditing')
    expect((await send(t, 'PUT', `${C}/tasks/${id}/items/${i1}`, { result: 'fail', note: 'x', photos: [photo] }, tok.chengang)).code).toBe(400)
    const managed = await get(t, `${T}?projectId=proj-hj&scope=all&kind=siteCheck&assigneeId=u-chengang&state=auditing`, tok.huangwei)
    expect(managed.data.list.map((c: { id: string }) => c.id)).toContain(id)
    expect((await send(t, 'POST', `${T}/${id}/pass`, {}, tok.huangwei)).data.state).toBe('done')
  })

  test('assigning refuses bad input and people without the right, and writes nothing', async () => {
    const before = [await count('taskItem'), await count('taskCheckResult')]
    expect((await assign('chengang')).msg).toBe('您没有下发现场检查任务的权限')
    expect((await assign('huangwei', { checklistId: 'ckl-nj-edge' })).msg).toBe('检查表不存在或不属于该项目')
    expect((await assign('huangwei', { checklistId: '' })).msg).toBe('请选择检查表')
    expect((await assign('huangwei', { place: '  ' })).msg).toBe('请填写检查部位')
    expect((await assign('huangwei', { dueDate: '2026-02-30' })).code).toBe(400)
    expect((await assign('huangwei', { assignType: 'user', assigneeIds: ['u-luoping'] })).msg).toBe('任务接收人须为本项目的在职人员')
    expect((await assign('yuanhao')).msg).toBe('您不是该项目的成员，无法查看其数据')
    expect((await send(t, 'POST', `${C}/tasks`, 'text', tok.huangwei)).code).toBe(400)
    expect([await count('taskItem'), await count('taskCheckResult')]).toEqual(before)
  })

  test('checklists: managers keep them, items are checked, disabled ones cannot be assigned, edits leave assigned checks alone', async () => {
    const body = { projectId: 'proj-hj', name: '模板安装检查表', category: '模板', items: [{ name: '模板刚度', requirement: '面板厚度不小于5mm，背楞间距符合方案' }] }
    expect((await send(t, 'POST', `${C}/checklists`, body, tok.chengang)).msg).toBe('您没有维护检查表的权限')
    expect((await send(t, 'POST', `${C}/checklists`, { ...body, items: [] }, tok.huangwei)).msg).toBe('请至少添加一个检查项')
    expect((await send(t, 'POST', `${C}/checklists`, { ...body, items: [{ name: '模板刚度', requirement: '' }] }, tok.huangwei)).msg).toBe('请填写“模板刚度”的检查标准')
    expect((await send(t, 'POST', `${C}/checklists`, { ...body, items: [body.items[0], body.items[0]] }, tok.huangwei)).msg).toBe('检查项目“模板刚度”重复')
    const made = await send(t, 'POST', `${C}/checklists`, body, tok.huangwei)
    expect(made.code).toBe(200)
    const listId = made.data.id as string
    const a = await assign('huangwei', { checklistId: listId })
    expect(a.code).toBe(200)
    const off = await send(t, 'PUT', `${C}/checklists/${listId}`, { ...body, enabled: false, items: [{ name: '对拉螺杆', requirement: '间距不大于600mm' }] }, tok.huangwei)
    expect([off.data.enabled, off.data.used, off.data.items.map((i: { name: string }) => i.name)]).toEqual([false, 1, ['对拉螺杆']])
    expect((await assign('huangwei', { checklistId: listId })).msg).toBe('该检查表已停用，请选择其他检查表')
    expect((await get(t, `${C}/tasks/${a.data.id}`, tok.huangwei)).data.items.map((i: { name: string }) => i.name)).toEqual(['模板刚度'])
    // the foreman sees only the enabled checklists; another project's member not at all
    expect((await get(t, `${C}/checklists?projectId=proj-hj`, tok.chengang)).data.list.map((l: { id: string }) => l.id)).not.toContain(listId)
    expect((await send(t, 'PUT', `${C}/checklists/${listId}`, { ...body, projectId: 'proj-nj' }, tok.yuanhao)).msg).toBe('检查表不存在或不属于该项目')
    expect((await get(t, `${C}/checklists?projectId=proj-hj`, tok.yuanhao)).code).toBe(400)
  })

  test('consumption: recorded against a task in hand, exact to two decimals, totals per task and section, deleted by its recorder', async () => {
    const add = (who: string, body: Record<string, unknown>) => send(t, 'POST', `${C}/consumes`, {
      taskId: 'task-demo-1', material: 'C30混凝土', specification: '商品混凝土', unit: 'm³', quantity: '12.35', usedDate: dayText(t.clock.now()), place: '3#墩承台', chainage: 'K12+300', ...body
    }, tok[who])
    const before = await count('taskConsume')
    expect((await add('chengang', { quantity: '1.234' })).msg).toBe('消耗数量应为数字，最多两位小数')
    expect((await add('chengang', { quantity: '0' })).msg).toBe('消耗数量须大于0')
    expect((await add('chengang', { quantity: '-3' })).msg).toBe('消耗数量应为数字，最多两位小数')
    expect((await add('chengang', { quantity: '' })).msg).toBe('请填写消耗数量')
    expect((await add('chengang', { material: '' })).msg).toBe('请填写材料名称')
    expect((await add('chengang', { unit: '' })).msg).toBe('请填写计量单位')
    expect((await add('chengang', { usedDate: dayText(t.clock.now() + DAY) })).msg).toBe('使用日期不能晚于今天')
    expect((await add('chengang', { chainage: '12公里' })).msg).toBe('桩号格式不正确（如K12+300）')
    expect((await add('chengang', { photos: 'x' })).msg).toBe('现场照片格式不正确')
    // not his task; a task waiting for audit; another project's
    expect((await add('jiangtao', {})).code).toBe(400)
    expect((await add('chengang', { taskId: 'task-demo-3' })).msg).toBe('任务接收后、提交审核前才能登记材料消耗')
    expect((await add('yuanhao', {})).code).toBe(400)
    expect(await count('taskConsume')).toBe(before)

    const first = await add('chengang', { photos: [await photoOf('chengang')] })
    expect(first.code).toBe(200)
    expect((await add('chengang', { quantity: 7.7 })).code).toBe(200)
    const list = await get(t, `${C}/consumes?projectId=proj-hj&taskId=task-demo-1`, tok.huangwei)
    expect(list.data.totals).toEqual([{ material: 'C30混凝土', specification: '商品混凝土', unit: 'm³', quantity: '20.05', count: 2 }])
    const row = list.data.list.find((r: { id: string }) => r.id === first.data.id)
    expect([row.quantity, row.userName, row.canDelete, row.photos.length]).toEqual(['12.35', '陈刚', false, 1])
    // per section: TJ-01's demo consumption is in; TJ-01 members do not see NJ's
    const section = await get(t, `${C}/consumes?projectId=proj-hj&contractId=ct-hj-tj01`, tok.zhanghua)
    expect(section.data.totals.map((x: { material: string }) => x.material)).toEqual(expect.arrayContaining(['聚合物修补砂浆', '盘扣支架立杆']))
    expect(section.data.list.every((r: { sectionText: string }) => r.sectionText.startsWith('TJ-01'))).toBe(true)
    expect((await get(t, `${C}/consumes?projectId=proj-hj&contractId=ct-hj-tj02`, tok.zhanghua)).msg).toBe('您不是该合同段的成员，无法查看其材料消耗')
    expect((await get(t, `${C}/consumes?projectId=proj-nj`, tok.chengang)).code).toBe(400)
    expect((await get(t, `${C}/consumes?projectId=proj-hj&taskId=task-demo-8`, tok.huangwei)).code).toBe(400)
    expect((await get(t, `${C}/consumes?projectId=proj-hj&pageSize=500`, tok.huangwei)).msg).toBe('分页参数不正确')
    // deleted only by its recorder while the task is in hand
    expect((await send(t, 'DELETE', `${C}/consumes/${first.data.id}`, {}, tok.huangwei)).msg).toBe('只能删除自己登记的材料消耗')
    expect((await send(t, 'DELETE', `${C}/consumes/tcs-demo-4`, {}, tok.chengang)).msg).toBe('任务已提交审核或已结束，材料消耗不能再删除')
    expect((await send(t, 'DELETE', `${C}/consumes/${first.data.id}`, {}, tok.chengang)).code).toBe(200)
    expect(await count('taskConsume')).toBe(before + 1)
  })

  test('the managers\' list filters and exports; foremen may not; isolation', async () => {
    const overdue = await get(t, `${T}?projectId=proj-hj&scope=all&due=overdue`, tok.huangwei)
    expect(overdue.data.list.length).toBeGreaterThan(0)
    expect(overdue.data.list.every((c: { overdue: boolean }) => c.overdue)).toBe(true)
    const tj02 = await get(t, `${T}?projectId=proj-hj&scope=all&contractId=ct-hj-tj02`, tok.huangwei)
    expect(tj02.data.list.map((c: { id: string }) => c.id).sort()).toEqual(['task-demo-2', 'task-demo-check-2'])
    expect((await get(t, `${T}?projectId=proj-hj&scope=all&due=later`, tok.huangwei)).msg).toBe('截止日期筛选不正确')
    expect((await get(t, `${T}?projectId=proj-hj&scope=all&kind=x`, tok.huangwei)).msg).toBe('任务类型不正确')
    expect((await get(t, `${T}?projectId=proj-hj&scope=all`, tok.chengang)).msg).toBe('您没有查看全部任务的权限')
    const ex = await send(t, 'POST', `${T}/export`, { projectId: 'proj-hj', kind: 'siteCheck' }, tok.huangwei)
    expect(ex.code).toBe(200)
    expect(ex.data.name).toMatch(/^任务清单_\d{8}\.xlsx$/)
    const file = await call(t, { method: 'GET', url: ex.data.url.replace(/^\/api\//, '/H5Api/api/'), token: tok.huangwei })
    expect(file.status).toBe(200)
    expect((await send(t, 'POST', `${T}/export`, { projectId: 'proj-hj' }, tok.chengang)).msg).toBe('您没有查看全部任务的权限')
    expect((await send(t, 'POST', `${T}/export`, { projectId: 'proj-hj', keyword: ['a'] }, tok.huangwei)).code).toBe(400)
    expect((await send(t, 'POST', `${T}/export`, { projectId: 'proj-nj' }, tok.huangwei)).code).toBe(400)
    // another project's site check and work orders stay unseen
    expect((await get(t, `${C}/tasks/task-demo-check-4`, tok.huangwei)).msg).toBe('任务不存在或您无权访问')
    expect((await get(t, `${C}/tasks/task-demo-1`, tok.chengang)).msg).toBe('任务不存在或您无权访问')
    expect((await get(t, `${C}/orders?projectId=proj-nj`, tok.huangwei)).code).toBe(400)
    const orders = await get(t, `${C}/orders?projectId=proj-hj`, tok.jiangtao)
    expect(orders.data.list.every((o: { sectionText: string }) => o.sectionText.startsWith('TJ-02'))).toBe(true)
  })
})

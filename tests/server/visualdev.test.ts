// Low-code models over HTTP (jnpf-api.md §5): the Config the app renders from, record CRUD and lists, validation
// against the model's form JSON, and project isolation of records.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { ALL_BUTTONS, grantMenu } from './visualdev-fixtures'

const M = '/H5Api/api/visualdev/OnlineDev/vm-demo-inspection'
const DAY = Date.parse('2026-03-02T00:00:00+08:00')

const valid = (over: Record<string, unknown> = {}) => ({
  inspectTitle: 'K12+300 边坡巡查', inspectDate: DAY, inspectPlace: 'K12+300 左幅边坡', weather: 'sunny', hazardLevel: '2',
  checkItems: ['edge', 'electric'], personCount: 3, contactPhone: '13800138000', rectified: 0, description: '临边防护缺失两处', ...over
})

describe.each(dialects)('low-code models on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zh: string
  let yh: string

  beforeAll(async () => {
    t = await createTestApp(dialect)
    // zhanghua and yuanhao are project managers (role-pm) of different projects
    await grantMenu(t, 'm-t-inspection', 'vm-demo-inspection', { 'role-pm': { buttons: ALL_BUTTONS } })
    admin = await login(t, 'admin')
    zh = await login(t, 'zhanghua') // proj-hj, contract TJ-01 only
    yh = await login(t, 'yuanhao') // proj-nj only
  })
  afterAll(async () => { await t.close() })

  const create = async (data: unknown, token = zh, extra: Record<string, unknown> = {}) => send(t, 'POST', M, { data: typeof data === 'string' ? data : JSON.stringify(data), ...extra }, token)
  const list = (body: Record<string, unknown>, token = zh) => send(t, 'POST', `${M}/List`, { currentPage: 1, pageSize: 20, ...body }, token)
  const stored = () => t.app.ctx.db.selectFrom('visualdevRecord').selectAll().orderBy('id').execute()

  test('Config answers formData, columnData and appColumnData as JSON strings; an unknown model is a 400', async () => {
    const r = await get(t, `${M}/Config`, zh)
    expect(r.code).toBe(200)
    expect(r.data).toMatchObject({ id: 'vm-demo-inspection', fullName: '安全巡查记录', webType: '2', enableFlow: 0, flowId: '' })
    for (const k of ['formData', 'columnData', 'appColumnData']) expect(typeof r.data[k]).toBe('string')
    const form = JSON.parse(r.data.formData)
    const keys = JSON.stringify(form.fields)
    for (const k of ['input', 'textarea', 'inputNumber', 'select', 'radio', 'checkbox', 'datePicker', 'switch', 'row']) expect(keys).toContain(`"jnpfKey":"${k}"`)
    expect(keys).toContain('"regList":[{"pattern"')
    const columns = JSON.parse(r.data.appColumnData)
    expect(columns.columnList.length).toBeGreaterThan(0)
    expect(columns.searchList.length).toBeGreaterThan(0)
    const missing = await get(t, '/H5Api/api/visualdev/OnlineDev/vm-nope/Config', zh)
    expect(missing.code).toBe(400)
    expect(missing.data).toBeUndefined()
  })

  test('create, read, list, update and delete a record; it keeps project, contract and who changed it when', async () => {
    t.clock.t = Date.parse('2026-03-02T09:30:00+08:00')
    const c = await create(valid({ inspectTitle: '龙门吊巡查', ignoredKey: 'dropped' }))
    expect(c).toMatchObject({ code: 200, msg: '新建成功' })
    const id = c.data.id as string
    const row = (await stored()).find((r) => r.id === id)!
    expect(row).toMatchObject({ projectId: 'proj-hj', contractId: 'ct-hj-tj01', modelId: 'vm-demo-inspection', lastModifyTime: null })

    const info = await get(t, `${M}/${id}`, zh)
    expect(info.code).toBe(200)
    expect(typeof info.data.data).toBe('string')
    const data = JSON.parse(info.data.data)
    expect(data).toEqual({ ...valid({ inspectTitle: '龙门吊巡查' }), creatorUser: '张华/zhanghua', creatorTime: '2026-03-02 09:30:00', f_version: 0 })

    const found = await list({ keyword: '龙门吊' })
    expect(found.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 1 })
    // list rows are display values: the radio's label, not its value
    expect(found.data.list[0]).toMatchObject({ id, inspectTitle: '龙门吊巡查', hazardLevel: '较大隐患', creatorUser: '张华/zhanghua' })

    t.clock.advance(60_000)
    const u = await send(t, 'PUT', `${M}/${id}`, { data: valid({ inspectTitle: '龙门吊复查', rectified: true }) }, zh)
    expect(u.code).toBe(200)
    const after = JSON.parse((await get(t, `${M}/${id}`, zh)).data.data)
    expect(after).toMatchObject({ inspectTitle: '龙门吊复查', rectified: 1 })
    const changed = (await stored()).find((r) => r.id === id)!
    expect(changed).toMatchObject({ lastModifyTime: t.clock.t, projectId: 'proj-hj' })
    expect((await list({ keyword: '龙门吊巡查' })).data.pagination.total).toBe(0)

    expect((await send(t, 'DELETE', `${M}/${id}`, undefined, zh)).code).toBe(200)
    expect((await get(t, `${M}/${id}`, zh)).code).toBe(400)
    expect((await stored()).some((r) => r.id === id)).toBe(false)
  })

  test('a record sent as an object is accepted too; lists page and sort by a field', async () => {
    for (const n of [5, 1, 9]) expect((await send(t, 'POST', M, { data: valid({ inspectTitle: `排序巡查${n}`, personCount: n }) }, zh)).code).toBe(200)
    const asc = await list({ keyword: '排序巡查', sidx: 'personCount', sort: 'asc' })
    expect(asc.data.list.map((r: { personCount: number }) => r.personCount)).toEqual([1, 5, 9])
    const desc = await list({ keyword: '排序巡查', sidx: '-personCount', pageSize: 2, currentPage: 2 })
    expect(desc.data.list.map((r: { personCount: number }) => r.personCount)).toEqual([1])
    expect(desc.data.pagination).toEqual({ currentPage: 2, pageSize: 2, total: 3 })
  })

  test.each([
    ['a required field left empty', { inspectTitle: '' }, '巡查标题不能为空'],
    ['a required field missing', { contactPhone: undefined }, '联系电话不能为空'],
    ['a regList pattern', { contactPhone: '1380013800' }, '联系电话：请输入正确的手机号码'],
    ['maxlength', { inspectTitle: '巡'.repeat(51) }, '巡查标题不能超过50个字符'],
    ['text given a number', { inspectPlace: 12 }, '巡查部位应为文本'],
    ['a number that is not one', { personCount: 'abc' }, '参检人数应为数字'],
    ['below min', { personCount: 0 }, '参检人数不能小于1'],
    ['above max', { personCount: 201 }, '参检人数不能大于200'],
    ['a radio value not offered', { hazardLevel: '9' }, '隐患等级的选项“9”不在可选范围内'],
    ['a select value not offered', { weather: 'fog' }, '天气的选项“fog”不在可选范围内'],
    ['a checkbox value not offered', { checkItems: ['edge', 'noise'] }, '检查项目的选项“noise”不在可选范围内'],
    ['a checkbox that is not a list', { checkItems: 'edge' }, '检查项目的值不正确'],
    ['a switch that is not 0/1', { rectified: 'yes' }, '是否已整改的值不正确'],
    ['a date that is not a timestamp', { inspectDate: '明天' }, '巡查日期应为日期']
  ])('rejects %s with a message naming the field and stores nothing', async (_name, over, msg) => {
    const before = await stored()
    const r = await create(valid(over))
    expect(r).toMatchObject({ code: 400, msg })
    expect(await stored()).toEqual(before)
  })

  test('an update that fails validation leaves the record as it was', async () => {
    const id = (await create(valid({ inspectTitle: '不变的巡查' }))).data.id as string
    const before = await stored()
    const r = await send(t, 'PUT', `${M}/${id}`, { data: valid({ contactPhone: 'x' }) }, zh)
    expect(r.code).toBe(400)
    expect(await stored()).toEqual(before)
  })

  test('bad ids and bodies are 400s and change nothing', async () => {
    const before = await stored()
    const bad = [
      await send(t, 'POST', M, {}, zh),
      await send(t, 'POST', M, { data: 'not json' }, zh),
      await send(t, 'POST', M, { data: '[1,2]' }, zh),
      await send(t, 'POST', M, { data: 42 }, zh),
      await send(t, 'POST', '/H5Api/api/visualdev/OnlineDev/vm-nope', { data: valid() }, zh),
      await send(t, 'PUT', `${M}/no-such-id`, { data: valid() }, zh),
      await send(t, 'DELETE', `${M}/no-such-id`, undefined, zh),
      await get(t, `${M}/no-such-id`, zh),
      await list({ pageSize: 0 }),
      await list({ sidx: 'noSuchField' }),
      await list({ sidx: 'x; drop table visualdev_record' }),
      await create(valid(), zh, { projectId: 'proj-nj' }),
      await create(valid(), zh, { contractId: 'ct-hj-tj02' })
    ]
    for (const r of bad) expect(r.code).toBe(400)
    expect(await stored()).toEqual(before)
  })

  test('a user of another project cannot list, read, change or delete a record by its id', async () => {
    const id = (await create(valid({ inspectTitle: '杭金独有的巡查' }))).data.id as string
    const before = await stored()
    expect((await list({ keyword: '杭金独有' }, yh)).data.pagination.total).toBe(0)
    const read = await get(t, `${M}/${id}`, yh)
    expect(read.code).toBe(400)
    expect(read.data).toBeUndefined()
    expect(read.raw).not.toContain('杭金独有')
    expect((await send(t, 'PUT', `${M}/${id}`, { data: valid({ inspectTitle: '被改了' }) }, yh)).code).toBe(400)
    expect((await send(t, 'DELETE', `${M}/${id}`, undefined, yh)).code).toBe(400)
    expect(await stored()).toEqual(before)

    const own = await create(valid({ inspectTitle: '宁绩的巡查' }), yh)
    expect(own.code).toBe(200)
    expect((await stored()).find((r) => r.id === own.data.id)).toMatchObject({ projectId: 'proj-nj' })
    expect((await list({ keyword: '宁绩的巡查' })).data.pagination.total).toBe(0)
    // administrators see every project
    expect((await list({ keyword: '巡查' }, admin)).data.list.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining([id, own.data.id]))
  })
})

// Choice controls whose options come from a data interface (dataType "dynamic", jnpf-forms-and-flows.md §1.6): a
// value must be a row that interface gives this user, with the parameters the record fills in, on create, on update,
// in child-table rows and through the workflow. An interface the record cannot query (it needs parameters the record
// does not give, or it is stopped) cannot vouch for or against a value, so the value's shape is all that is checked.
import { createTestApp, dialects, login, send, type TestApp } from './helpers/app'
import { U, approver, launch, makeFlow, start, users } from './workflow-fixtures'
import { ALL_BUTTONS, fld, grantMenu, insertModel } from './visualdev-fixtures'

const MODEL = 'vm-t-dyn'
const M = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const byId = { props: { value: 'id', label: 'fullName' } }
const dynamic = (propsUrl: string, templateJson: unknown[] = []) => ({ dataType: 'dynamic', propsUrl, templateJson })

const fields = [
  fld('select', '材料', 'material', dynamic('di-materials'), byId),
  // the interface's category parameter comes from the record's own kind field
  fld('input', '材料类别', 'kind'),
  fld('radio', '同类材料', 'sameKind', dynamic('di-materials', [{ field: 'category', relationField: 'kind', sourceType: 1 }]), byId),
  fld('checkbox', '检测项目', 'tests', dynamic('di-test-items'), byId),
  fld('treeSelect', '检测大类', 'testGroup', dynamic('di-test-items'), { ...byId, multiple: false }),
  // rows carry their section: a caller picks only the instruments of their own sections
  fld('select', '仪器', 'instrument', dynamic('di-lab-instruments'), byId),
  fld('select', '需参数', 'needy', dynamic('di-t-needs'), byId),
  fld('select', '停用的', 'stopped', dynamic('di-t-stopped'), byId),
  { __config__: { jnpfKey: 'table', label: '材料明细', children: [fld('select', '明细材料', 'mat', dynamic('di-materials'), byId)] }, __vModel__: 'rows' }
]

describe.each(dialects)('dynamic options of low-code records on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    const iface = (id: string, enabledMark: number, params: unknown[]) => ({
      id, fullName: id, enCode: id, category: 'test', dataType: 2, enabledMark, description: '', sortCode: 0,
      definition: JSON.stringify({ params, rows: [{ id: 'only', fullName: '唯一' }] })
    })
    await t.app.ctx.db.insertInto('baseDataInterface').values([
      iface('di-t-needs', 1, [{ field: 'projectId', fieldName: '项目', required: true }]), iface('di-t-stopped', 0, [])
    ]).execute()
    await insertModel(t, { id: MODEL, fields })
    await grantMenu(t, 'm-t-dyn', MODEL, { 'role-pm': { buttons: ALL_BUTTONS }, 'role-lab': { buttons: ALL_BUTTONS } })
    for (const a of ['zhanghua', 'luxiaodong']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  const stored = () => t.app.ctx.db.selectFrom('visualdevRecord').selectAll().where('modelId', '=', MODEL).orderBy('id').execute()
  const create = (data: Record<string, unknown>, who = 'zhanghua') => send(t, 'POST', M, { data }, tok[who])

  test('values the interface gives are accepted, on the main form and in child rows', async () => {
    const r = await create({
      material: 'mat-po425', kind: 'steel', sameKind: 'mat-hrb400-25', tests: ['ti-steel-tensile', 'ti-steel-bend'], testGroup: 'ti-steel',
      rows: [{ mat: 'mat-gravel-510' }]
    })
    expect(r).toMatchObject({ code: 200 })
    expect((await create({ instrument: 'ins-hj-sy-001' }, 'luxiaodong')).code).toBe(200)
  })

  test('a value the interface does not give is refused and nothing is stored', async () => {
    const before = await stored()
    for (const [data, msg, who] of [
      [{ material: 'mat-nope' }, '材料的选项“mat-nope”不在可选范围内', 'zhanghua'],
      // the parameter the record gives narrows the rows: cement is not steel
      [{ kind: 'steel', sameKind: 'mat-po425' }, '同类材料的选项“mat-po425”不在可选范围内', 'zhanghua'],
      [{ tests: ['ti-steel-tensile', 'ti-made-up'] }, '检测项目的选项“ti-made-up”不在可选范围内', 'zhanghua'],
      [{ testGroup: 'ti-nope' }, '检测大类的选项“ti-nope”不在可选范围内', 'zhanghua'],
      [{ rows: [{ mat: 'mat-po425' }, { mat: 'mat-x' }] }, '材料明细(2)明细材料的选项“mat-x”不在可选范围内', 'zhanghua'],
      // another section's instrument is not a row this caller is given
      [{ instrument: 'ins-hj-sy-001' }, '仪器的选项“ins-hj-sy-001”不在可选范围内', 'zhanghua'],
      [{ instrument: 'ins-nj-sy-001' }, '仪器的选项“ins-nj-sy-001”不在可选范围内', 'luxiaodong']
    ] as const) {
      expect({ data, r: await create(data, who) }).toMatchObject({ data, r: { code: 400, msg } })
    }
    expect(await stored()).toEqual(before)
  })

  test('update checks the same way', async () => {
    const id = (await create({ material: 'mat-po425' })).data.id as string
    const before = await stored()
    expect(await send(t, 'PUT', `${M}/${id}`, { data: { material: 'mat-forged' } }, tok.zhanghua))
      .toMatchObject({ code: 400, msg: '材料的选项“mat-forged”不在可选范围内' })
    expect(await stored()).toEqual(before)
    expect((await send(t, 'PUT', `${M}/${id}`, { data: { material: 'mat-po525' } }, tok.zhanghua)).code).toBe(200)
  })

  test('an interface that needs parameters the record does not give, or is stopped, leaves the value unchecked', async () => {
    expect((await create({ needy: 'anything' })).code).toBe(200)
    expect((await create({ stopped: 'anything' })).code).toBe(200)
    // the value's shape is still checked
    expect((await create({ needy: { id: 'x' } })).code).toBe(400)
  })

  test('a flow launched on the form checks its dynamic options too', async () => {
    const flow = await makeFlow(t, start({}, approver('a', '复查', { approvers: users(U.songwenbo) })), { modelId: MODEL })
    const before = await stored()
    expect(await launch(t, tok.zhanghua, flow.flowId, { material: 'mat-nope' })).toMatchObject({ code: 400, msg: '材料的选项“mat-nope”不在可选范围内' })
    expect(await stored()).toEqual(before)
    expect((await launch(t, tok.zhanghua, flow.flowId, { material: 'mat-po425' })).code).toBe(200)
  })
})

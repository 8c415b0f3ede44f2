// The process centre of the JNPF 3.6 web console: the flow tree of its list filters (TreeList) and the form JSON
// its form parser reads in a flow detail.
import { withParserDefaults } from '../../server/src/modules/workflow/read/form-info'
import { createTestApp, dialects, get, login, type TestApp } from './helpers/app'

describe.each(dialects)('web console process centre on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })

  test('when the process centre loads its flow filter, then TreeList groups every enabled flow under its category', async () => {
    const token = await login(t, 'zhanghua')
    const r = await get(t, '/api/workflow/Engine/flowTemplate/TreeList', token)
    expect(r.code).toBe(200)
    const groups = r.data.list as { id: string; fullName: string; num: number; children: { id: string; category: string; fullName: string; flowId: string }[] }[]
    expect(groups.length).toBeGreaterThan(0)
    for (const g of groups) {
      expect(g.num).toBe(g.children.length)
      expect(g.num).toBeGreaterThan(0)
      expect(g.fullName).not.toBe('')
      for (const c of g.children) expect(c).toMatchObject({ id: expect.any(String), fullName: expect.any(String), category: g.id === 'other' ? '' : g.id })
    }
    const enabled = await t.app.ctx.db.selectFrom('flowTemplate').select('id').where('enabledMark', '=', 1).execute()
    expect(groups.flatMap((g) => g.children.map((c) => c.id)).sort()).toEqual(enabled.map((e) => e.id).sort())
    // flows bound to a form are there too: their tasks show in the same lists
    expect(groups.some((g) => g.children.some((c) => c.id === 'ft-hazard-rectify'))).toBe(true)
    expect((await get(t, '/api/workflow/Engine/flowTemplate/TreeList')).code).toBe(600)
  })

  test('when an approver opens a low-code flow form, then its JSON has every key the console form parser reads', async () => {
    const r = await get(t, '/api/workflow/Engine/FlowBefore/0?flowId=ftj-meter-payment-v1', await login(t, 'zhanghua'))
    expect(r.data.flowFormInfo.formType).toBe(2)
    const conf = JSON.parse(r.data.flowFormInfo.propertyJson)
    expect(conf).toMatchObject({ classJson: '', className: [], formStyle: '', labelPosition: expect.any(String), funcs: expect.any(Object) })
    expect(conf.fields.length).toBeGreaterThan(3)
  })

  test('when form JSON lacks or breaks parser keys, then they get the designer defaults and the rest is kept', () => {
    const fixed = JSON.parse(withParserDefaults(JSON.stringify({ classJson: null, className: 'x', fields: [{ a: 1 }], labelWidth: 120, size: 'small' })))
    expect(fixed).toMatchObject({ classJson: '', className: [], fields: [{ a: 1 }], labelWidth: 120, size: 'small', formStyle: '' })
    expect(withParserDefaults('')).toBe('')
    expect(withParserDefaults('not json')).toBe('not json')
    expect(withParserDefaults('[1]')).toBe('[1]')
  })
})

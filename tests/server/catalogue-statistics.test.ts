// The registers whose list config switches on the app's 统计 header (appColumnData.statistics): every field and the
// date series they name are ones Statistics accepts, over the demo records, and the counts agree with List.
import { catalogueModules } from '../../server/src/catalog/modules'
import { call, createTestApp, dialects, login, type TestApp } from './helpers/app'

interface StatisticsSwitch { groupBy: string[]; dateField: string; period: string; periods: number }

const switched = catalogueModules().flatMap((m) => m.models).flatMap((model) => {
  const stats = (JSON.parse(model.appColumnData || '{}') as { statistics?: StatisticsSwitch }).statistics
  return stats ? [{ id: model.id, stats }] : []
})

describe.each(dialects)('catalogue statistics switches on %s', (dialect) => {
  let t: TestApp
  let token: string
  beforeAll(async () => {
    t = await createTestApp(dialect)
    token = await login(t, 'admin')
  })
  afterAll(async () => { await t.close() })

  const post = (modelId: string, path: string, payload: Record<string, unknown>) =>
    call(t, { method: 'POST', url: `/H5Api/api/visualdev/OnlineDev/${modelId}/${path}`, payload, token, headers: { 'jnpf-origin': 'app' } })

  test('the hazard rectification and site check registers have the switch', () => {
    expect(switched.map((s) => s.id).sort()).toEqual(expect.arrayContaining(['vm-hazard-rectify', 'vm-site-check']))
  })

  test.each(switched.map((s) => [s.id, s.stats] as const))('%s: every named grouping answers, and counts what List shows', async (id, stats) => {
    const list = await post(id, 'List', { currentPage: 1, pageSize: 1, menuId: '' })
    expect(list.code).toBe(200)
    const total = list.data.pagination.total as number
    expect(total).toBeGreaterThan(0)
    for (const groupBy of stats.groupBy) {
      const r = await post(id, 'Statistics', { groupBy })
      expect([groupBy, r.code, r.msg]).toEqual([groupBy, 200, expect.any(String)])
      expect(r.data.total.count).toBe(total)
      expect(r.data.groups.every((g: { label: string }) => g.label !== '')).toBe(true)
    }
    const series = await post(id, 'Statistics', { groupBy: stats.dateField, period: stats.period })
    expect(series.code).toBe(200)
    expect(series.data.groups.length).toBeGreaterThan(0)
  })
})

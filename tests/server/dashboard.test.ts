// The home dashboard's cards and the map: each card's figures against the records and roll-ups they summarise,
// narrowed to the caller's sections or the one asked for, kept per person until what they show changes (30 s at
// most), and never another project's.
import { createTestApp, dialects, get, send, login, TestClock, type TestApp } from './helpers/app'
import { ttlCache } from '../../server/src/modules/dashboard/cache'
import { dashboardRepository } from '../../server/src/modules/dashboard/repository'

const D = '/H5Api/api/dashboard'
const CARDS = ['overview', 'progress', 'investment', 'safety', 'attendance', 'map']

describe('the cards\' memo', () => {
  test('kept under the version read before loading: reused while it holds and for 30 s at most, dropped when it rises', async () => {
    const clock = new TestClock()
    const cache = ttlCache(clock, 30_000, 10)
    let loads = 0
    const load = async () => ++loads
    expect(await cache.get('k', 5, load)).toBe(1)
    expect(await cache.get('k', 5, load)).toBe(1)
    // a write somewhere raised the version: loaded again, at once
    expect(await cache.get('k', 6, load)).toBe(2)
    expect(await cache.get('k', 6, load)).toBe(2)
    // a request that read the version before that write: answered, never kept
    expect(await cache.get('k', 5, load)).toBe(3)
    expect(await cache.get('k', 6, load)).toBe(2)
    clock.advance(30_000)
    expect(await cache.get('k', 6, load)).toBe(4)
    // a failure is not kept
    await expect(cache.get('bad', 6, () => Promise.reject(new Error('lost')))).rejects.toThrow('lost')
    expect(await cache.get('bad', 6, load)).toBe(5)
  })
})

describe.each(dialects)('home dashboard cards (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const card = (name: string, who: string, query: string) => get(t, `${D}/${name}${query}`, tok[who])
  const cents = (v: number) => Math.round(v * 100)

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['admin', 'huangwei', 'zhanghua', 'yuanhao', 'hexiaoyan', 'chengang', 'yangshan']) tok[a] = await login(t, a)
  }, 120_000) // a fresh seeded database: slow on a busy machine, slower on PostgreSQL
  afterAll(async () => { await t.close() })

  test('overview: the project, its dates and every section the caller belongs to; a section member sees his own', async () => {
    const all = (await card('overview', 'huangwei', '?projectId=proj-hj')).data
    expect(all).toMatchObject({ projectId: 'proj-hj', shortName: '杭金改扩建', startDate: '2024-03-18', endDate: '2027-12-31', lengthKm: 142.6, investment: 25638000000 })
    expect(all.sections.map((s: { enCode: string }) => s.enCode)).toEqual(['YZ-01', 'TJ-01', 'TJ-02', 'TJ-03', 'JL-01', 'SY-01'])
    expect(all.sections.find((s: { id: string }) => s.id === 'ct-hj-tj01')).toMatchObject({ contractor: '钱江路桥工程有限公司', mileage: 'K0+000～K48+350', contractValue: 5264800000 })
    expect(all.totalDays).toBe(1384)
    expect(all.elapsedDays).toBeGreaterThan(0)
    expect(all.elapsedDays).toBeLessThanOrEqual(all.totalDays)
    expect(all.people).toBeGreaterThan(15)
    const mine = (await card('overview', 'zhanghua', '?projectId=proj-hj')).data
    expect(mine.sections.map((s: { id: string }) => s.id)).toEqual(['ct-hj-tj01'])
    expect(mine.people).toBeLessThan(all.people)
    const one = (await card('overview', 'huangwei', '?projectId=proj-hj&contractId=ct-hj-tj02')).data
    expect(one.sections.map((s: { id: string }) => s.id)).toEqual(['ct-hj-tj02'])
  })

  test('progress: the same figures as the progress roll-up, narrowed to a section when asked, with eight weeks of value built', async () => {
    const figures = (await get(t, '/H5Api/api/progress/figures?projectId=proj-hj', tok.huangwei)).data
    const all = (await card('progress', 'huangwei', '?projectId=proj-hj')).data
    expect(cents(all.doneValue)).toBe(cents(figures.doneValue))
    expect(cents(all.billValue)).toBe(cents(figures.billValue))
    expect(all.percent).toBe(figures.percent)
    expect(all.sections.map((s: { enCode: string }) => s.enCode)).toEqual(['TJ-01', 'TJ-02', 'TJ-03'])
    expect(all.weeks).toHaveLength(8)
    // the demo builds six days a week over the last eight weeks
    expect(all.weeks.slice(0, 7).every((w: { value: number }) => w.value > 0)).toBe(true)
    const tj02 = figures.list.find((s: { contractId: string }) => s.contractId === 'ct-hj-tj02')
    const one = (await card('progress', 'huangwei', '?projectId=proj-hj&contractId=ct-hj-tj02')).data
    expect(one).toMatchObject({ percent: tj02.percent, plannedPercent: tj02.plannedPercent })
    expect(one.sections).toHaveLength(1)
    expect(one.weeks.reduce((s: number, w: { value: number }) => s + w.value, 0)).toBeLessThan(all.weeks.reduce((s: number, w: { value: number }) => s + w.value, 0))
  })

  test('investment: contract prices, value built and metering by state and period; a new metering shows in the next read', async () => {
    const meters = (await get(t, '/H5Api/api/progress/meters?projectId=proj-hj', tok.huangwei)).data.list as { state: number; amount: number; period: string }[]
    const approved = meters.filter((m) => m.state === 4)
    expect(approved.length).toBe(3)
    const before = (await card('investment', 'huangwei', '?projectId=proj-hj')).data
    expect(before.investment).toBe(25638000000)
    expect(before.contractValue).toBe((526480 + 498720 + 517360) * 10000)
    expect(cents(before.meteredValue)).toBe(approved.reduce((s, m) => s + cents(m.amount), 0))
    expect(before.reviewingValue).toBe(0)
    expect(before.periods).toEqual([{ period: approved[0].period, amount: before.meteredValue }])
    expect(before.meteredValue).toBeLessThan(before.doneValue)

    // zhanghua (TJ-01's manager) meters one unit of the item with the most left
    const items = (await get(t, '/H5Api/api/progress/wbs?contractId=ct-hj-tj01', tok.zhanghua)).data.list as { id: string; level: string; designQuantity: number; doneQuantity: number; unitPrice: number }[]
    const item = items.filter((i) => i.level === 'item').sort((a, b) => (b.designQuantity - b.doneQuantity) - (a.designQuantity - a.doneQuantity))[0]
    const filed = await send(t, 'POST', '/H5Api/api/progress/meters', { contractId: 'ct-hj-tj01', period: approved[0].period, lines: [{ nodeId: item.id, quantity: 1 }] }, tok.zhanghua)
    expect(filed.code).toBe(200)
    // at once, no clock advance: the card was kept under the data's version, which the metering raised
    const after = (await card('investment', 'huangwei', '?projectId=proj-hj')).data
    expect(after.reviewingValue).toBe(filed.data.amount)
    expect(after.meteredValue).toBe(before.meteredValue)

    // one section: its own contract and metering, no project investment
    const mine = (await card('investment', 'zhanghua', '?projectId=proj-hj')).data
    expect(mine.sections.map((s: { contractId: string }) => s.contractId)).toEqual(['ct-hj-tj01'])
    expect(mine.contractValue).toBe(5264800000)
    expect(mine.reviewingValue).toBe(filed.data.amount)
    const section = (await card('investment', 'huangwei', '?projectId=proj-hj&contractId=ct-hj-tj02')).data
    expect(section.investment).toBe(0)
    expect(section.reviewingValue).toBe(0)
  })

  test('safety: the hazard loop\'s own summary for the same scope', async () => {
    for (const q of ['?projectId=proj-hj', '?projectId=proj-hj&contractId=ct-hj-tj02']) {
      const summary = (await get(t, `/H5Api/api/safety/Hazard/Summary${q}`, tok.hexiaoyan)).data
      const shown = (await card('safety', 'hexiaoyan', q)).data
      expect(shown).toEqual(summary)
    }
    const all = (await card('safety', 'hexiaoyan', '?projectId=proj-hj')).data
    expect(all.total).toBeGreaterThan(0)
    expect(all.open).toBeGreaterThan(0)
  })

  test('attendance: today\'s figures are the attendance statistics of today for the same scope; a worker sees his own', async () => {
    for (const q of ['?projectId=proj-hj', '?projectId=proj-hj&contractId=ct-hj-tj01']) {
      const shown = (await card('attendance', 'huangwei', q)).data
      const stats = (await get(t, `/H5Api/api/attendance/statistics${q}&from=${shown.day}&to=${shown.day}`, tok.huangwei)).data
      const today = stats.days.find((d: { day: string }) => d.day === shown.day)
      expect(shown).toMatchObject({ present: today.present, expected: today.expected, late: today.late, absent: today.absent, field: today.field, everyone: true })
      expect(shown.sections).toEqual(stats.bySection.map(({ contractId, contractName, present, workers }: Record<string, unknown>) => ({
        contractId, enCode: String(contractId).replace('ct-hj-tj0', 'TJ-0'), contractName, present, workers
      })))
    }
    const all = (await card('attendance', 'huangwei', '?projectId=proj-hj')).data
    expect(all.day).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(all.sections.length).toBeGreaterThan(0)
    for (const s of all.sections) expect(['ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03']).toContain(s.contractId)
    const one = (await card('attendance', 'huangwei', '?projectId=proj-hj&contractId=ct-hj-tj02')).data
    expect(one.sections.map((s: { contractId: string }) => s.contractId)).toEqual(['ct-hj-tj02'])
    // a labour worker: his own day only
    const own = (await card('attendance', 'yangshan', '?projectId=proj-hj')).data
    expect(own.everyone).toBe(false)
    expect(own.present).toBeLessThanOrEqual(1)
  })

  test('map: the route, each section as its stretch of the line, bridges and tunnels, and open hazards at their chainage', async () => {
    const map = (await card('map', 'huangwei', '?projectId=proj-hj')).data
    expect(map.line.length).toBeGreaterThan(10)
    const tj01 = map.sections.find((s: { id: string }) => s.id === 'ct-hj-tj01')
    expect(tj01).toMatchObject({ from: 0, to: 48350 })
    // starts at the line's origin and ends between the control points at 46.6 and 55.5 km
    expect(tj01.line[0]).toEqual({ longitude: map.line[0].longitude, latitude: map.line[0].latitude })
    const end = tj01.line[tj01.line.length - 1]
    expect(end.latitude).toBeLessThan(29.72)
    expect(end.latitude).toBeGreaterThan(29.645)
    const tj02 = map.sections.find((s: { id: string }) => s.id === 'ct-hj-tj02')
    expect(tj02.line[0]).toEqual(end)
    // the owner's office has no stretch
    expect(map.sections.find((s: { id: string }) => s.id === 'ct-hj-yz01')).toMatchObject({ from: null, line: [] })
    const structures = map.markers.filter((m: { kind: string }) => m.kind === 'structure')
    expect(structures.length).toBeGreaterThan(2)
    expect(structures.every((m: { chainage: string }) => /^K\d+\+\d{3}$/.test(m.chainage))).toBe(true)
    const hazards = map.markers.filter((m: { kind: string }) => m.kind === 'hazard')
    expect(hazards.length).toBeGreaterThan(0)
    // an open hazard sits on the route, between the route's extremes
    const lats = map.line.map((p: { latitude: number }) => p.latitude)
    for (const h of hazards) {
      expect(h.latitude).toBeGreaterThanOrEqual(Math.min(...lats))
      expect(h.latitude).toBeLessThanOrEqual(Math.max(...lats))
    }
    // a section member's map carries only his section's markers
    const mine = (await card('map', 'zhanghua', '?projectId=proj-hj')).data
    expect(mine.sections.map((s: { id: string }) => s.id)).toEqual(['ct-hj-tj01'])
    expect(mine.markers.every((m: { contractId: string }) => m.contractId === 'ct-hj-tj01' || m.contractId === '')).toBe(true)
  })

  test('map: the enabled attendance fences of the sections shown, never another section\'s or project\'s; no tile source by default', async () => {
    type Fence = { id: string; name: string; contractId: string; sectionCode: string; shape: string; center: unknown; radius: number | null; points: unknown[] }
    const map = (await card('map', 'huangwei', '?projectId=proj-hj')).data
    expect(map.tiles).toBeNull()
    const fences: Fence[] = map.fences
    expect(new Set(fences.map((f) => f.contractId))).toEqual(new Set(['ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03']))
    const circle = fences.find((f) => f.shape === 'circle' && f.contractId === 'ct-hj-tj01')!
    expect(circle).toMatchObject({ sectionCode: 'TJ-01', points: [] })
    expect(circle.radius).toBeGreaterThan(0)
    expect(circle.center).toEqual({ longitude: expect.any(Number), latitude: expect.any(Number) })
    const polygon = fences.find((f) => f.shape === 'polygon' && f.contractId === 'ct-hj-tj01')!
    expect(polygon).toMatchObject({ center: null, radius: null })
    expect(polygon.points.length).toBeGreaterThanOrEqual(3)
    expect(polygon.name).toMatch(/^TJ-01/)
    // a section member sees his section's fences only, and one section asked for gives that section's
    const mine: Fence[] = (await card('map', 'zhanghua', '?projectId=proj-hj')).data.fences
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((f) => f.contractId === 'ct-hj-tj01')).toBe(true)
    const one: Fence[] = (await card('map', 'huangwei', '?projectId=proj-hj&contractId=ct-hj-tj02')).data.fences
    expect(one.length).toBeGreaterThan(0)
    expect(one.every((f) => f.contractId === 'ct-hj-tj02')).toBe(true)
    // a member of the other project gets his own project's fences and none of this one's
    const other = (await card('map', 'yuanhao', '?projectId=proj-nj')).data
    expect(other.fences.length).toBeGreaterThan(0)
    expect(other.fences.every((f: Fence) => f.contractId.startsWith('ct-nj-'))).toBe(true)
    // a disabled fence leaves the map
    const gone = fences.find((f) => f.contractId === 'ct-hj-tj02')!
    // (a write to the fences shows in the next read: no wait for the cards' memo)
    await t.app.ctx.db.updateTable('attendanceFence').set({ enabled: 0 }).where('id', '=', gone.id).execute()
    const after: Fence[] = (await card('map', 'huangwei', '?projectId=proj-hj')).data.fences
    expect(after.map((f) => f.id)).not.toContain(gone.id)
    expect(after).toHaveLength(fences.length - 1)
    await t.app.ctx.db.updateTable('attendanceFence').set({ enabled: 1 }).where('id', '=', gone.id).execute()
    expect((await get(t, `${D}/mapTiles`, tok.zhanghua)).data).toEqual({ tiles: null })
    // the tile settings are for signed-in users only: no token, or a made-up one, gets 600 and nothing of them
    for (const token of [undefined, 'bearer not-a-session']) {
      const refused = await get(t, `${D}/mapTiles`, token)
      expect({ token, code: refused.code, data: refused.data ?? null }).toEqual({ token, code: 600, data: null })
    }
  })

  test('a fill shows in the progress card\'s next read, a reported hazard in the safety card and the map, with no wait', async () => {
    const progress = (await card('progress', 'huangwei', '?projectId=proj-hj')).data
    const safety = (await card('safety', 'hexiaoyan', '?projectId=proj-hj')).data
    const map = (await card('map', 'huangwei', '?projectId=proj-hj')).data
    // read again, nothing written: the same answers, and reading moved no version (so the memo is used)
    const version = await dashboardRepository.version(t.app.ctx.db)
    expect((await card('progress', 'huangwei', '?projectId=proj-hj')).data).toEqual(progress)
    expect(await dashboardRepository.version(t.app.ctx.db)).toBe(version)

    const offered = (await get(t, '/H5Api/api/progress/filling?contractId=ct-hj-tj01', tok.chengang)).data.list as { id: string; designQuantity: number; doneQuantity: number; today: unknown }[]
    const item = offered.find((i) => !i.today && i.designQuantity - i.doneQuantity > 10)!
    expect((await send(t, 'POST', '/H5Api/api/progress/filling', { nodeId: item.id, quantity: 2 }, tok.chengang)).code).toBe(200)
    const filled = (await card('progress', 'huangwei', '?projectId=proj-hj')).data
    expect(filled.doneValue).toBeGreaterThan(progress.doneValue)
    expect(await dashboardRepository.version(t.app.ctx.db)).toBeGreaterThan(version)

    const now = t.clock.now()
    const hazard = {
      foundDate: now, hazardTitle: '看板即时刷新测试', hazardLevel: 'dd-hazardLevel-general', hazardCategory: 'dd-hazardCategory-1',
      chainage: 'K30+120', location: 'K30+100右幅桥台', description: '临边未设防护', requirement: '设置临边防护栏杆',
      responsibleUnit: '钱江路桥工程有限公司', responsible: 'u-chengang', deadline: now + 2 * 86_400_000
    }
    const r = await send(t, 'POST', '/H5Api/api/visualdev/OnlineDev/vm-hazard-rectify', { data: JSON.stringify(hazard), projectId: 'proj-hj', contractId: 'ct-hj-tj01' }, tok.hexiaoyan)
    expect(r.code).toBe(200)
    const reported = (await card('safety', 'hexiaoyan', '?projectId=proj-hj')).data
    expect([reported.total, reported.open]).toEqual([safety.total + 1, safety.open + 1])
    const marked = (await card('map', 'huangwei', '?projectId=proj-hj')).data
    expect(marked.markers.filter((m: { kind: string }) => m.kind === 'hazard')).toHaveLength(map.markers.filter((m: { kind: string }) => m.kind === 'hazard').length + 1)
  })

  test('never another project\'s figures, nor another section\'s', async () => {
    for (const name of CARDS) {
      const other = await card(name, 'yuanhao', '?projectId=proj-hj')
      expect([other.code, other.msg]).toEqual([400, '您不是该项目的成员，无法查看其数据'])
      expect(other.data).toBeUndefined()
      const section = await card(name, 'zhanghua', '?projectId=proj-hj&contractId=ct-hj-tj02')
      expect([section.code, section.msg]).toEqual([400, '您不属于该合同段，无法查看其数据'])
      // a section of the other project under this one
      expect((await card(name, 'huangwei', '?projectId=proj-hj&contractId=ct-nj-tj01')).code).toBe(400)
    }
  })

  test('bad input is a 400 that says what is wrong, never a 500', async () => {
    for (const name of CARDS) {
      for (const q of ['', '?contractId=ct-hj-tj01', '?projectId=', `?projectId=${'x'.repeat(200)}`, '?projectId=no-such-project', '?projectId=proj-hj&contractId=nope']) {
        const r = await card(name, 'admin', q)
        expect(r.status).toBe(200)
        expect(r.code).toBe(400)
        expect(r.msg).not.toBe('')
      }
      expect((await get(t, `${D}/${name}?projectId=proj-hj`)).code).not.toBe(200)
    }
  })
})

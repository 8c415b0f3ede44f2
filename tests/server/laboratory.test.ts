// Laboratory: incoming materials tested against the stored limits (the edges of ≥, ≤ and ranges), pass/fail
// worked out by the server whatever the client says, the failure notice reaching the section's chief engineers and
// supervisors live, the change record of a result (a reason required, hash-chained, tampering shown), the summary,
// bad input answered 400 with nothing changed, and isolation between projects and sections.
import ExcelJS from 'exceljs'
import { passes } from '../../server/src/modules/laboratory/limits'
import { call, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { listen, TestSocket, userId } from './socket-client'

const L = '/H5Api/api/laboratory'

describe('the limits check', () => {
  test('≥, ≤ and ranges hold at their edges and fail just past them', () => {
    expect(passes(400, { minValue: 400, maxValue: null })).toBe(true)
    expect(passes(399.999, { minValue: 400, maxValue: null })).toBe(false)
    expect(passes(26, { minValue: null, maxValue: 26 })).toBe(true)
    expect(passes(26.001, { minValue: null, maxValue: 26 })).toBe(false)
    expect(passes(60, { minValue: 60, maxValue: 80 })).toBe(true)
    expect(passes(80, { minValue: 60, maxValue: 80 })).toBe(true)
    expect(passes(59.999, { minValue: 60, maxValue: 80 })).toBe(false)
    expect(passes(80.001, { minValue: 60, maxValue: 80 })).toBe(false)
    // 0.1 + 0.2 is not 0.3 in binary; thousandths are
    expect(passes(0.1 + 0.2, { minValue: null, maxValue: 0.3 })).toBe(true)
  })
})

describe.each(dialects)('laboratory incoming materials (%s)', (dialect) => {
  let t: TestApp
  let base: string
  const tok: Record<string, string> = {}
  const today = () => new Date(t.clock.now() + 8 * 3600_000).toISOString().slice(0, 10)
  const rebar = (batch: string, results?: { itemCode: string; value: unknown }[], more: Record<string, unknown> = {}) => ({
    contractId: 'ct-hj-tj01', materialCode: 'rebar-hrb400', specification: 'Φ25', batchNo: batch, quantity: 58.2,
    supplier: '杭州钢铁集团有限公司', arrivalDate: today(), sampleDate: today(), usePart: '钱江路桥 5#墩 桩基', results, ...more
  })
  const good = [{ itemCode: 'yield', value: 400 }, { itemCode: 'tensile', value: 540 }, { itemCode: 'elongation', value: 16 }, { itemCode: 'agt', value: 7.5 }]
  const count = async (table: 'labMaterial' | 'labResult' | 'labResultChange') =>
    Number((await t.app.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    base = await listen(t)
    for (const a of ['luxiaodong', 'lijun', 'songwenbo', 'guoqing', 'xuzhiming', 'chengang', 'duanmei', 'yehui', 'jiangtao']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  test('the demo holds tested batches of both projects, some failed, each with an intact change record', async () => {
    const page = (await get(t, `${L}/materials?projectId=proj-hj&pageSize=100`, tok.luxiaodong)).data
    expect(page.pagination.total).toBeGreaterThanOrEqual(15)
    const failed = page.list.filter((r: { state: number }) => r.state === 2)
    expect(failed.length).toBeGreaterThanOrEqual(3)
    expect(page.list.some((r: { state: number }) => r.state === 0)).toBe(true)
    const retested = failed.find((r: { batchNo: string }) => r.batchNo === 'ZT24-1102')
    const detail = (await get(t, `${L}/materials/${retested.id}`, tok.luxiaodong)).data
    expect(detail.intact).toBe(true)
    expect(detail.changes.at(-1)).toMatchObject({ itemCode: 'yield', oldValue: 385, newValue: 392, newPassed: false })
    expect(detail.changes.at(-1).reason).toContain('复检')
  })

  test('the material types carry their items and limits from the database', async () => {
    const types = (await get(t, `${L}/material-types?projectId=proj-hj`, tok.luxiaodong)).data
    const hrb = types.find((x: { materialCode: string }) => x.materialCode === 'rebar-hrb400')
    expect(hrb.items.map((i: { itemCode: string; limitText: string }) => [i.itemCode, i.limitText]))
      .toEqual([['yield', '≥ 400'], ['tensile', '≥ 540'], ['elongation', '≥ 16'], ['agt', '≥ 7.5']])
    expect(types.find((x: { materialCode: string }) => x.materialCode === 'asphalt-70a').items[0].limitText).toBe('60～80')
    expect(types.map((x: { materialCode: string }) => x.materialCode)).toEqual(expect.arrayContaining(['cement-po425', 'concrete-c30', 'concrete-c50', 'aggregate-coarse']))
  })

  test('results exactly at the limits pass; a pass or fail sent by the client is ignored', async () => {
    const r = await send(t, 'POST', `${L}/materials`, rebar('T-EDGE-1', good.map((g) => ({ ...g, passed: false })), { state: 2 }), tok.luxiaodong)
    expect(r.code).toBe(200)
    expect(r.data.state).toBe(1)
    const d = (await get(t, `${L}/materials/${r.data.id}`, tok.lijun)).data
    expect(d.results.every((x: { passed: boolean }) => x.passed)).toBe(true)
    expect(d.stateName).toBe('合格')
    expect(d.unit).toBe('t')
  })

  test('a batch with some results waits; the rest arrive later and pass it', async () => {
    const r = await send(t, 'POST', `${L}/materials`, rebar('T-PART-1', good.slice(0, 2)), tok.luxiaodong)
    expect(r.data.state).toBe(0)
    const more = await send(t, 'POST', `${L}/materials/${r.data.id}/results`, { results: good.slice(2) }, tok.luxiaodong)
    expect(more.code).toBe(200)
    expect(more.data.state).toBe(1)
    const d = (await get(t, `${L}/materials/${r.data.id}`, tok.luxiaodong)).data
    expect(d.changes.map((c: { seq: number; reason: string }) => c.seq)).toEqual([1, 2, 3, 4])
    expect(d.intact).toBe(true)
  })

  test('a result just below the limit fails the batch and reaches the section\'s chief engineers and supervisors live, not others', async () => {
    const chief = await TestSocket.connect(base, tok.lijun)
    const supervisor = await TestSocket.connect(base, tok.guoqing)
    const otherSection = await TestSocket.connect(base, tok.jiangtao)
    try {
      const results = [{ itemCode: 'yield', value: 399.9 }, ...good.slice(1)]
      const r = await send(t, 'POST', `${L}/materials`, rebar('T-FAIL-1', results), tok.luxiaodong)
      expect(r.data.state).toBe(2)
      const push = await chief.s.next('messagePush')
      expect(push).toMatchObject({ toUserId: userId('lijun'), userId: userId('luxiaodong'), messageType: 3 })
      expect(push.title).toContain('材料检测不合格')
      expect(push.title).toContain('T-FAIL-1')
      expect((await supervisor.s.next('messagePush')).title).toContain('T-FAIL-1')
      expect(await otherSection.s.none('messagePush')).toBe(true)
      const inbox = (await get(t, '/H5Api/api/message?currentPage=1&pageSize=20&type=3', tok.songwenbo)).data
      expect(inbox.list.some((m: { title: string }) => m.title.includes('T-FAIL-1'))).toBe(true)
      const chiefInbox = (await get(t, '/H5Api/api/message?currentPage=1&pageSize=20&type=3', tok.xuzhiming)).data
      expect(chiefInbox.list.some((m: { title: string }) => m.title.includes('T-FAIL-1'))).toBe(true)
      const d = (await get(t, `${L}/materials/${r.data.id}`, tok.lijun)).data
      expect(d.failedItems).toEqual(['下屈服强度 ReL'])
      expect(d.results[0]).toMatchObject({ value: 399.9, passed: false, limitText: '≥ 400' })
    } finally {
      chief.s.close(); supervisor.s.close(); otherSection.s.close()
    }
  })

  test('a failed result changes only with a reason, and the change is recorded in the hash chain', async () => {
    const r = await send(t, 'POST', `${L}/materials`, rebar('T-FAIL-2', [{ itemCode: 'yield', value: 380 }, ...good.slice(1)]), tok.luxiaodong)
    const id = r.data.id
    const before = await count('labResultChange')
    const noReason = await send(t, 'POST', `${L}/materials/${id}/results`, { results: [{ itemCode: 'yield', value: 420 }] }, tok.luxiaodong)
    expect(noReason.code).toBe(400)
    expect(noReason.msg).toContain('修改原因')
    const short = await send(t, 'POST', `${L}/materials/${id}/results`, { results: [{ itemCode: 'yield', value: 420 }], reason: '改' }, tok.luxiaodong)
    expect(short.code).toBe(400)
    expect(await count('labResultChange')).toBe(before)
    expect((await get(t, `${L}/materials/${id}`, tok.luxiaodong)).data.state).toBe(2)

    const reason = '原始记录誊抄错误，复核试验机打印单为420MPa'
    const fixed = await send(t, 'POST', `${L}/materials/${id}/results`, { results: [{ itemCode: 'yield', value: 420 }], reason }, tok.luxiaodong)
    expect(fixed.code).toBe(200)
    expect(fixed.data.state).toBe(1)
    const d = (await get(t, `${L}/materials/${id}`, tok.songwenbo)).data
    expect(d.changes.at(-1)).toMatchObject({ seq: 5, itemCode: 'yield', oldValue: 380, newValue: 420, oldPassed: false, newPassed: true, reason, userName: '卢晓东' })
    expect(d.intact).toBe(true)
    // the same value again is no change
    expect((await send(t, 'POST', `${L}/materials/${id}/results`, { results: [{ itemCode: 'yield', value: 420 }], reason }, tok.luxiaodong)).code).toBe(400)
  })

  test('a result edited past the app, or a change row altered, shows as tampered', async () => {
    const r = await send(t, 'POST', `${L}/materials`, rebar('T-TAMPER', [{ itemCode: 'yield', value: 370 }, ...good.slice(1)]), tok.luxiaodong)
    const id = r.data.id
    const db = t.app.ctx.db
    await db.updateTable('labResult').set({ value: 410, passed: 1 }).where('materialId', '=', id).where('itemCode', '=', 'yield').execute()
    expect((await get(t, `${L}/materials/${id}`, tok.lijun)).data.intact).toBe(false)
    // covering it up in the change record breaks its hash
    await db.updateTable('labResultChange').set({ newValue: 410, newPassed: 1 }).where('materialId', '=', id).where('itemCode', '=', 'yield').execute()
    expect((await get(t, `${L}/materials/${id}`, tok.lijun)).data.intact).toBe(false)
    // deleting a row breaks the links
    await db.updateTable('labResultChange').set({ newValue: 370, newPassed: 0 }).where('materialId', '=', id).where('itemCode', '=', 'yield').execute()
    await db.updateTable('labResult').set({ value: 370, passed: 0 }).where('materialId', '=', id).where('itemCode', '=', 'yield').execute()
    expect((await get(t, `${L}/materials/${id}`, tok.lijun)).data.intact).toBe(true)
    await db.deleteFrom('labResultChange').where('materialId', '=', id).where('seq', '=', 2).execute()
    expect((await get(t, `${L}/materials/${id}`, tok.lijun)).data.intact).toBe(false)
  })

  test('bad input is refused with 400 and nothing is stored', async () => {
    const before = await Promise.all([count('labMaterial'), count('labResult'), count('labResultChange')])
    const bad: [Record<string, unknown>, string][] = [
      [rebar('B-1', undefined, { materialCode: 'no-such' }), '检测标准'],
      [rebar('B-2', undefined, { quantity: -1 }), '进场数量'],
      [rebar('B-3', undefined, { quantity: 'abc' }), '进场数量'],
      [rebar('B-4', undefined, { batchNo: '' }), '批号'],
      [rebar('B-5', undefined, { supplier: 'x'.repeat(101) }), '供应商'],
      [rebar('B-6', undefined, { arrivalDate: '2026-02-30' }), '进场日期'],
      [rebar('B-7', undefined, { arrivalDate: '2999-01-01' }), '进场日期'],
      [rebar('B-8', [{ itemCode: 'slump', value: 150 }]), '不属于'],
      [rebar('B-9', [{ itemCode: 'yield', value: 'strong' }]), '应为数字'],
      [rebar('B-10', [{ itemCode: 'yield', value: 400.0001 }]), '小数'],
      [rebar('B-11', [{ itemCode: 'yield', value: 410 }, { itemCode: 'yield', value: 420 }]), '重复'],
      [rebar('B-12', undefined, { contractId: 'ct-hj-sy01' }), '施工合同段'],
      [rebar('B-13', 'yield' as never), '检测结果'],
      [rebar('HG24-0819'), '已登记']
    ]
    for (const [payload, msg] of bad) {
      const r = await send(t, 'POST', `${L}/materials`, payload, tok.luxiaodong)
      expect({ batch: payload.batchNo, status: r.status, code: r.code }).toEqual({ batch: payload.batchNo, status: 200, code: 400 })
      expect(r.msg).toContain(msg)
    }
    expect((await send(t, 'POST', `${L}/materials`, [1, 2], tok.luxiaodong)).code).toBe(400)
    expect((await send(t, 'POST', `${L}/materials/nope/results`, { results: good }, tok.luxiaodong)).code).toBe(400)
    expect((await get(t, `${L}/materials?projectId=proj-hj&state=9`, tok.luxiaodong)).code).toBe(400)
    expect((await get(t, `${L}/materials?projectId=proj-hj&pageSize=1000`, tok.luxiaodong)).code).toBe(400)
    expect((await get(t, `${L}/summary?projectId=proj-hj&from=2026-13-01`, tok.luxiaodong)).code).toBe(400)
    expect((await get(t, `${L}/summary?projectId=proj-hj&from=2026-10-01&to=2026-09-01`, tok.luxiaodong)).code).toBe(400)
    expect((await call(t, { method: 'GET', url: `${L}/materials?projectId=proj-hj&keyword=a&keyword=b`, token: tok.luxiaodong })).code).toBe(400)
    // a foreman may read but not test
    const foreman = await send(t, 'POST', `${L}/materials`, rebar('B-14', good), tok.chengang)
    expect(foreman.code).toBe(400)
    expect(foreman.msg).toContain('权限')
    expect(await Promise.all([count('labMaterial'), count('labResult'), count('labResultChange')])).toEqual(before)
  })

  test('another project\'s and another section\'s batches are neither listed, read, changed nor summed', async () => {
    const hj = (await get(t, `${L}/materials?projectId=proj-hj&pageSize=100`, tok.luxiaodong)).data.list
    const target = hj.find((r: { contractId: string }) => r.contractId === 'ct-hj-tj01')
    // 宁绩's people
    expect((await get(t, `${L}/materials?projectId=proj-hj`, tok.duanmei)).code).toBe(400)
    expect((await get(t, `${L}/materials/${target.id}`, tok.duanmei)).code).toBe(400)
    expect((await get(t, `${L}/summary?projectId=proj-hj`, tok.yehui)).code).toBe(400)
    expect((await get(t, `${L}/material-types?projectId=proj-hj`, tok.yehui)).code).toBe(400)
    const before = await count('labResultChange')
    const r = await send(t, 'POST', `${L}/materials/${target.id}/results`, { results: [{ itemCode: 'yield', value: 999 }], reason: '越权修改试验' }, tok.duanmei)
    expect(r.code).toBe(400)
    expect((await send(t, 'POST', `${L}/materials`, rebar('X-1', good), tok.duanmei)).code).toBe(400)
    expect(await count('labResultChange')).toBe(before)
    const nj = (await get(t, `${L}/materials?projectId=proj-nj&pageSize=100`, tok.duanmei)).data.list
    expect(nj.length).toBeGreaterThan(0)
    expect(nj.every((x: { projectId: string }) => x.projectId === 'proj-nj')).toBe(true)
    // a TJ-02 foreman sees TJ-02 only
    const tj02 = (await get(t, `${L}/materials?projectId=proj-hj&pageSize=100`, tok.jiangtao)).data.list
    expect(tj02.length).toBeGreaterThan(0)
    expect(tj02.every((x: { contractId: string }) => x.contractId === 'ct-hj-tj02')).toBe(true)
    expect((await get(t, `${L}/materials/${target.id}`, tok.jiangtao)).code).toBe(400)
    expect((await get(t, `${L}/materials?contractId=ct-hj-tj01`, tok.jiangtao)).code).toBe(400)
  })

  test('the summary counts batches and pass rates by material, supplier and month, and agrees with the list', async () => {
    const s = (await get(t, `${L}/summary?projectId=proj-hj`, tok.xuzhiming)).data
    const list = (await get(t, `${L}/materials?projectId=proj-hj&pageSize=100`, tok.xuzhiming)).data.list as { state: number; materialCode: string; supplier: string }[]
    expect(s.batches).toBe(list.length)
    expect(s.passed).toBe(list.filter((r) => r.state === 1).length)
    expect(s.failed).toBe(list.filter((r) => r.state === 2).length)
    expect(s.passRate).toBeCloseTo(Math.round((s.passed / (s.passed + s.failed)) * 1000) / 10, 5)
    const hrb = s.byMaterial.find((m: { materialCode: string }) => m.materialCode === 'rebar-hrb400')
    expect(hrb.batches).toBe(list.filter((r) => r.materialCode === 'rebar-hrb400').length)
    expect(s.bySupplier.reduce((n: number, x: { batches: number }) => n + x.batches, 0)).toBe(s.batches)
    expect(s.byMonth.reduce((n: number, x: { batches: number }) => n + x.batches, 0)).toBe(s.batches)
    expect(s.byMonth.map((m: { period: string }) => m.period)).toEqual([...s.byMonth.map((m: { period: string }) => m.period)].sort())
    const narrowed = (await get(t, `${L}/summary?projectId=proj-hj&materialCode=cement-po425`, tok.xuzhiming)).data
    expect(narrowed.byMaterial.map((m: { materialCode: string }) => m.materialCode)).toEqual(['cement-po425'])
    const nothing = (await get(t, `${L}/summary?projectId=proj-hj&from=2001-01-01&to=2001-01-31`, tok.xuzhiming)).data
    expect(nothing).toMatchObject({ batches: 0, passRate: null, byMaterial: [] })
  })

  test('导出 writes the summary and its batches to a sheet behind a one-time link; another project\'s is refused', async () => {
    const r = await send(t, 'POST', `${L}/summary/export`, { projectId: 'proj-hj', from: '2001-01-01' }, tok.xuzhiming)
    expect(r.code).toBe(200)
    expect(r.data).toEqual({ name: expect.stringMatching(/^材料汇总_20010101_\d{8}\.xlsx$/), url: expect.stringMatching(/^\/api\/file\/Download\?encryption=/) })
    const res = await t.app.inject({ method: 'GET', url: r.data.url })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer)
    expect(wb.worksheets.map((w) => w.name)).toEqual(['按材料', '按供应商', '按月份', '进场批次'])
    const summary = (await get(t, `${L}/summary?projectId=proj-hj&from=2001-01-01`, tok.xuzhiming)).data
    const batches = wb.getWorksheet('进场批次')!
    expect(batches.rowCount - 1).toBe(summary.batches)
    const retest = batches.getRows(2, batches.rowCount - 1)!.find((row) => row.getCell(4).value === 'ZT24-1102')!
    expect(retest.getCell(11).value).toBe('不合格')
    expect(String(retest.getCell(12).value)).toContain('下屈服强度 ReL 392MPa')
    const total = wb.getWorksheet('按月份')!.getRow(wb.getWorksheet('按月份')!.rowCount)
    expect([total.getCell(1).value, total.getCell(2).value, total.getCell(4).value]).toEqual(['合计', summary.batches, summary.failed])
    expect((await send(t, 'POST', `${L}/summary/export`, { projectId: 'proj-hj' }, tok.yehui)).code).toBe(400)
    expect((await send(t, 'POST', `${L}/summary/export`, { projectId: 'proj-hj', from: 5 }, tok.xuzhiming)).code).toBe(400)
  })

  test('a project\'s own limits replace the group\'s for that project only', async () => {
    await t.app.ctx.db.insertInto('labLimit').values({
      id: 'lim-test-own', projectId: 'proj-nj', materialCode: 'concrete-c30', materialName: 'C30 混凝土', category: 'concrete', itemCode: 'cube28d',
      itemName: '28d 立方体抗压强度（150mm）', unit: 'MPa', minValue: 34.5, maxValue: null, standard: '宁绩项目技术要求', sortCode: 0
    }).execute()
    try {
      const nj = (await get(t, `${L}/material-types?projectId=proj-nj`, tok.duanmei)).data.find((x: { materialCode: string }) => x.materialCode === 'concrete-c30')
      expect(nj.items).toEqual([expect.objectContaining({ itemCode: 'cube28d', limitText: '≥ 34.5' })])
      const r = await send(t, 'POST', `${L}/materials`, {
        contractId: 'ct-nj-tj01', materialCode: 'concrete-c30', specification: 'C30', batchNo: 'NJ-OWN-1', quantity: 40, supplier: '宁国市天达商品混凝土有限公司',
        arrivalDate: today(), results: [{ itemCode: 'cube28d', value: 33 }]
      }, tok.duanmei)
      expect(r.data.state).toBe(2)
      const hj = (await get(t, `${L}/material-types?projectId=proj-hj`, tok.luxiaodong)).data.find((x: { materialCode: string }) => x.materialCode === 'concrete-c30')
      expect(hj.items.find((i: { itemCode: string }) => i.itemCode === 'cube28d').limitText).toBe('≥ 30')
    } finally {
      await t.app.ctx.db.deleteFrom('labLimit').where('id', '=', 'lim-test-own').execute()
    }
  })

  test('keyword and state narrow the list, pages hold', async () => {
    const failed = (await get(t, `${L}/materials?projectId=proj-hj&state=2&pageSize=100`, tok.luxiaodong)).data
    expect(failed.list.every((r: { state: number }) => r.state === 2)).toBe(true)
    const kw = (await get(t, `${L}/materials?projectId=proj-hj&keyword=${encodeURIComponent('红狮')}`, tok.luxiaodong)).data
    expect(kw.list.length).toBeGreaterThan(0)
    expect(kw.list.every((r: { supplier: string }) => r.supplier.includes('红狮'))).toBe(true)
    const p1 = (await get(t, `${L}/materials?projectId=proj-hj&pageSize=5&currentPage=1`, tok.luxiaodong)).data
    const p2 = (await get(t, `${L}/materials?projectId=proj-hj&pageSize=5&currentPage=2`, tok.luxiaodong)).data
    expect(p1.list).toHaveLength(5)
    expect(p2.list.some((r: { id: string }) => p1.list.some((x: { id: string }) => x.id === r.id))).toBe(false)
  })
})

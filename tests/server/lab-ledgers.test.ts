// Lab ledgers: the construction ledger and the works' tests checked against the limits their design value gives
// (cubes: each group ≥ 0.95 fcu,k and the mean ≥ 1.15 fcu,k; cover: design ± 5), the failing record marked and
// reported live to the section's chief engineers and supervisors, a recorded value changed only with a reason and
// kept in the hash-chained change record, the summary by item, section and month with its export, the information
// centre and the sampling record, bad input answered 400 with nothing changed, and isolation between projects.
import ExcelJS from 'exceljs'
import { call, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { listen, TestSocket, userId } from './socket-client'

const L = '/H5Api/api/laboratory'

describe.each(dialects)('laboratory ledgers (%s)', (dialect) => {
  let t: TestApp
  let base: string
  const tok: Record<string, string> = {}
  const today = () => new Date(t.clock.now() + 8 * 3600_000).toISOString().slice(0, 10)
  const cubes = (no: string, values?: unknown[], more: Record<string, unknown> = {}) => ({
    contractId: 'ct-hj-tj01', kind: 'construction', itemCode: 'cube-strength', recordNo: no, partName: '钱江路桥 5#墩 1号桩 水下C30', designValue: 30,
    designText: 'C30', points: 3, sampleDate: today(), testDate: today(), ageDays: 28, values, ...more
  })
  const count = async (table: 'labLedger' | 'labResult' | 'labResultChange' | 'labInfo' | 'labSample') =>
    Number((await t.app.ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    base = await listen(t)
    for (const a of ['luxiaodong', 'lijun', 'songwenbo', 'guoqing', 'xuzhiming', 'chengang', 'duanmei', 'yehui', 'jiangtao']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  test('the demo holds both ledgers of both projects, a failed record and a corrected one with intact change records', async () => {
    const page = (await get(t, `${L}/ledgers?projectId=proj-hj&pageSize=100`, tok.luxiaodong)).data
    expect(page.pagination.total).toBeGreaterThanOrEqual(10)
    expect(new Set(page.list.map((r: { kind: string }) => r.kind))).toEqual(new Set(['construction', 'entity']))
    const failed = page.list.find((r: { recordNo: string }) => r.recordNo === 'TJ01-HNT-2026-038')
    expect(failed).toMatchObject({ state: 2, failedPoints: 1, limitText: '≥ 28.5', meanLimitText: '≥ 34.5' })
    const cover = page.list.find((r: { recordNo: string }) => r.recordNo === 'TJ02-ST-2026-014')
    const d = (await get(t, `${L}/ledgers/${cover.id}`, tok.luxiaodong)).data
    expect(d.intact).toBe(true)
    expect(d.limitText).toBe('35～45')
    expect(d.changes.at(-1)).toMatchObject({ itemCode: 'p5', oldValue: 41, newValue: 36 })
    expect(d.changes.at(-1).reason).toContain('更正')
    expect((await get(t, `${L}/ledgers?projectId=proj-nj&pageSize=100`, tok.duanmei)).data.pagination.total).toBeGreaterThanOrEqual(2)
  })

  test('the test items come with the rule their limits follow', async () => {
    const items = (await get(t, `${L}/test-items?projectId=proj-hj&kind=entity`, tok.luxiaodong)).data
    expect(items.map((i: { itemCode: string }) => i.itemCode)).toEqual(['compaction', 'deflection', 'rebound', 'cover', 'pile-integrity'])
    expect(items.find((i: { itemCode: string }) => i.itemCode === 'cover').ruleText).toBe('每测点 ≥ 设计值 − 5且≤ 设计值 + 5')
    const all = (await get(t, `${L}/test-items?projectId=proj-hj`, tok.luxiaodong)).data
    expect(all.find((i: { itemCode: string }) => i.itemCode === 'cube-strength').ruleText).toBe('每组 ≥ 0.95×设计值，平均值 ≥ 1.15×设计值')
  })

  test('cube groups at the limits pass; the mean is worked out by the server and checked too', async () => {
    // 28.5 = 0.95 × 30 for a group; the mean 34.5 = 1.15 × 30
    const r = await send(t, 'POST', `${L}/ledgers`, cubes('T-CUBE-EDGE', [28.5, 37.5, 37.5], { state: 1, mean: 99 }), tok.luxiaodong)
    expect(r.code).toBe(200)
    expect(r.data.state).toBe(1)
    const d = (await get(t, `${L}/ledgers/${r.data.id}`, tok.lijun)).data
    expect(d.mean).toBe(34.5)
    expect(d.results.map((p: { itemName: string; passed: boolean }) => [p.itemName, p.passed])).toEqual([['第1组', true], ['第2组', true], ['第3组', true], ['平均值', true]])
    // every group passes yet the mean falls short of 1.15 fcu,k
    const low = await send(t, 'POST', `${L}/ledgers`, cubes('T-CUBE-MEAN', [30, 31, 32]), tok.luxiaodong)
    expect(low.data.state).toBe(2)
    const ld = (await get(t, `${L}/ledgers/${low.data.id}`, tok.luxiaodong)).data
    expect(ld.results.at(-1)).toMatchObject({ itemName: '平均值', value: 31, passed: false, limitText: '≥ 34.5' })
  })

  test('a record waits until its last group is in; the deflection\'s limit is an upper bound', async () => {
    const r = await send(t, 'POST', `${L}/ledgers`, cubes('T-CUBE-WAIT', [36, null]), tok.luxiaodong)
    expect(r.data.state).toBe(0)
    const later = await send(t, 'POST', `${L}/ledgers/${r.data.id}/values`, { values: [null, 37, 38] }, tok.luxiaodong)
    expect(later.data.state).toBe(1)
    const defl = await send(t, 'POST', `${L}/ledgers`, {
      contractId: 'ct-hj-tj02', kind: 'entity', itemCode: 'deflection', recordNo: 'T-DEF-1', partName: '路床顶面', chainage: 'K19+500～K20+000', designValue: 186,
      points: 2, testDate: today(), values: [186, 186.001]
    }, tok.luxiaodong)
    expect(defl.data.state).toBe(2)
  })

  test('a failing construction-ledger record is marked and reaches the section\'s chief engineers and supervisors live, not others', async () => {
    const chief = await TestSocket.connect(base, tok.lijun)
    const supervisor = await TestSocket.connect(base, tok.guoqing)
    const otherSection = await TestSocket.connect(base, tok.jiangtao)
    try {
      const r = await send(t, 'POST', `${L}/ledgers`, cubes('T-CUBE-FAIL', [28.4, 38, 39]), tok.luxiaodong)
      expect(r.data.state).toBe(2)
      const push = await chief.s.next('messagePush')
      expect(push).toMatchObject({ toUserId: userId('lijun'), userId: userId('luxiaodong'), messageType: 3 })
      expect(push.title).toContain('施工检测台账不合格')
      expect(push.title).toContain('T-CUBE-FAIL')
      expect((await supervisor.s.next('messagePush')).title).toContain('T-CUBE-FAIL')
      expect(await otherSection.s.none('messagePush')).toBe(true)
      const inbox = (await get(t, '/H5Api/api/message?currentPage=1&pageSize=20&type=3', tok.xuzhiming)).data
      expect(inbox.list.some((m: { title: string }) => m.title.includes('T-CUBE-FAIL'))).toBe(true)
      const list = (await get(t, `${L}/ledgers?projectId=proj-hj&kind=construction&state=2&keyword=T-CUBE-FAIL`, tok.lijun)).data.list
      expect(list).toHaveLength(1)
      expect(list[0]).toMatchObject({ stateName: '不合格', failedPoints: 1 })
    } finally {
      chief.s.close(); supervisor.s.close(); otherSection.s.close()
    }
  })

  test('a recorded value changes only with a reason; the change record chains and shows tampering', async () => {
    const r = await send(t, 'POST', `${L}/ledgers`, cubes('T-CUBE-CHG', [28, 38, 39]), tok.luxiaodong)
    const before = await count('labResultChange')
    const noReason = await send(t, 'POST', `${L}/ledgers/${r.data.id}/values`, { values: [36] }, tok.luxiaodong)
    expect(noReason.code).toBe(400)
    expect(noReason.msg).toContain('修改原因')
    expect(await count('labResultChange')).toBe(before)
    const ok = await send(t, 'POST', `${L}/ledgers/${r.data.id}/values`, { values: [36], reason: '试块编号录入错误，按原始记录更正' }, tok.luxiaodong)
    expect(ok.data.state).toBe(1)
    const d = (await get(t, `${L}/ledgers/${r.data.id}`, tok.luxiaodong)).data
    expect(d.intact).toBe(true)
    // the group and the mean it moves, both with the reason
    expect(d.changes.slice(-2).map((c: { itemCode: string; oldValue: number; newValue: number; reason: string }) => [c.itemCode, c.oldValue, c.newValue, c.reason]))
      .toEqual([['p1', 28, 36, '试块编号录入错误，按原始记录更正'], ['mean', 35, 37.667, '试块编号录入错误，按原始记录更正']])
    expect(d.changes.slice(-2)[0].oldPassed).toBe(false)
    // a value changed behind the app breaks the record
    await t.app.ctx.db.updateTable('labResult').set({ value: 40 }).where('materialId', '=', r.data.id).where('itemCode', '=', 'p2').execute()
    expect((await get(t, `${L}/ledgers/${r.data.id}`, tok.luxiaodong)).data.intact).toBe(false)
  })

  test('bad input is refused with a clear message and changes nothing', async () => {
    const before = [await count('labLedger'), await count('labResult'), await count('labResultChange')]
    const bad: [Record<string, unknown>, string][] = [
      [cubes('B-1', [36, 37, 38], { designValue: undefined }), '请填写设计强度等级'],
      [cubes('B-2', [36, 37, 38], { designValue: 'C30' }), '应为数字'],
      [cubes('B-3', [36, 37, 38, 39]), '多于3'],
      [cubes('B-4', ['abc']), '应为数字'],
      [cubes('B-5', [36], { points: 0 }), '组数应为1～60'],
      [cubes('B-6', [36], { points: 2.5 }), '组数应为1～60'],
      [cubes('B-7', [36], { itemCode: 'compaction' }), '不属于施工检测台账'],
      [cubes('B-8', [36], { itemCode: 'nope' }), '请选择检测项目'],
      [cubes('B-9', [36], { kind: 'other' }), '台账类别不正确'],
      [cubes('B-10', [36], { testDate: '2999-01-01' }), '不能晚于今天'],
      [cubes('B-11', [36], { ageDays: 0 }), '龄期'],
      [cubes('B-12', [36], { partName: '' }), '工程部位'],
      [cubes('B-13', [36], { recordNo: 'TJ01-HNT-2026-031' }), '已存在'],
      [cubes('B-14', [36], { wbsId: 'no-such-node' }), '不属于该合同段'],
      [cubes('B-15', [36], { contractId: 'ct-hj-jl01' }), ''],
      [cubes('B-16', [36], { inspectionType: 'spot' }), '监理抽检由监理工程师录入']
    ]
    for (const [body, msg] of bad) {
      const r = await send(t, 'POST', `${L}/ledgers`, body, tok.luxiaodong)
      expect([r.code, r.msg]).toEqual([400, expect.stringContaining(msg)])
    }
    expect((await call(t, { method: 'POST', url: `${L}/ledgers`, payload: '[1,2]', token: tok.luxiaodong, headers: { 'content-type': 'application/json' } })).code).toBe(400)
    // a foreman may read but not record
    expect((await send(t, 'POST', `${L}/ledgers`, cubes('B-20', [36, 37, 38]), tok.chengang)).code).toBe(400)
    expect((await get(t, `${L}/ledgers?projectId=proj-hj&pageSize=500`, tok.luxiaodong)).code).toBe(400)
    expect((await get(t, `${L}/ledgers?projectId=proj-hj&state=9`, tok.luxiaodong)).code).toBe(400)
    expect((await get(t, `${L}/ledger-summary?projectId=proj-hj&from=2026-13-01`, tok.luxiaodong)).code).toBe(400)
    expect([await count('labLedger'), await count('labResult'), await count('labResultChange')]).toEqual(before)
  })

  test('a supervisor records a 监理抽检; a WBS part fills the part and chainage', async () => {
    const parts = (await get(t, `${L}/wbs-parts?contractId=ct-hj-tj02&keyword=土方`, tok.songwenbo)).data
    expect(parts.length).toBeGreaterThan(0)
    expect(parts[0].path).toContain('路基土石方工程')
    const r = await send(t, 'POST', `${L}/ledgers`, {
      contractId: 'ct-hj-tj02', kind: 'entity', inspectionType: 'spot', itemCode: 'compaction', recordNo: 'JL-T-1', wbsId: parts[0].id, designValue: 96,
      points: 3, testDate: today(), values: [96.2, 97, 96.6]
    }, tok.songwenbo)
    expect(r.code).toBe(200)
    const d = (await get(t, `${L}/ledgers/${r.data.id}`, tok.songwenbo)).data
    expect(d).toMatchObject({ inspectionType: 'spot', partName: parts[0].name, wbsId: parts[0].id, state: 1 })
    expect((await get(t, `${L}/ledgers?projectId=proj-hj&inspectionType=self&pageSize=100`, tok.luxiaodong)).data.list
      .some((x: { recordNo: string }) => x.recordNo === 'JL-T-1')).toBe(false)
  })

  test('the summary counts by item, section and month with pass rates, and exports them with the records', async () => {
    const s = (await get(t, `${L}/ledger-summary?projectId=proj-hj&kind=construction`, tok.xuzhiming)).data
    expect(s.records).toBe(s.passed + s.failed + s.pending)
    expect(s.passRate).toBe(Math.round((s.passed / (s.passed + s.failed)) * 1000) / 10)
    const cube = s.byItem.find((i: { itemCode: string }) => i.itemCode === 'cube-strength')
    expect(cube.failed).toBeGreaterThanOrEqual(2)
    expect(s.bySection.map((x: { contractName: string }) => x.contractName)).toEqual(['TJ-01', 'TJ-02'])
    expect(s.byMonth.reduce((n: number, m: { records: number }) => n + m.records, 0)).toBe(s.records)
    expect(s.byItem.every((i: { kind: string }) => i.kind === 'construction')).toBe(true)

    const r = await send(t, 'POST', `${L}/ledger-summary/export`, { projectId: 'proj-hj', kind: 'construction' }, tok.xuzhiming)
    expect(r.code).toBe(200)
    expect(r.data.name).toMatch(/^台账汇总_\d{8}\.xlsx$/)
    const res = await t.app.inject({ method: 'GET', url: r.data.url })
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer)
    expect(wb.worksheets.map((w) => w.name)).toEqual(['按检测项目', '按合同段', '按月份', '检测记录'])
    const records = wb.getWorksheet('检测记录')!
    expect(records.rowCount - 1).toBe(s.records)
    const fail = records.getRows(2, records.rowCount - 1)!.find((row) => row.getCell(4).value === 'T-CUBE-FAIL')!
    expect(fail.getCell(13).value).toBe('不合格')
    expect(String(fail.getCell(14).value)).toContain('第1组 28.4MPa')
    expect((await send(t, 'POST', `${L}/ledger-summary/export`, { projectId: 'proj-hj' }, tok.yehui)).code).toBe(400)
  })

  test('the information centre and the sampling record', async () => {
    const infos = (await get(t, `${L}/infos?projectId=proj-hj`, tok.chengang)).data
    // a notice of a section is for that section: the foreman of TJ-01 does not see SY-01's calibration notice
    expect(infos.list.some((i: { contractName: string }) => i.contractName === 'TJ-01')).toBe(true)
    expect(infos.list.some((i: { category: string }) => i.category === 'calibration')).toBe(false)
    expect((await get(t, `${L}/infos?projectId=proj-hj`, tok.luxiaodong)).data.list.some((i: { category: string }) => i.category === 'calibration')).toBe(true)
    const before = await count('labInfo')
    expect((await send(t, 'POST', `${L}/infos`, { projectId: 'proj-hj', category: 'plan', title: '', content: 'x' }, tok.luxiaodong)).msg).toContain('请填写标题')
    expect((await send(t, 'POST', `${L}/infos`, { projectId: 'proj-hj', category: 'x', title: 'a', content: 'x' }, tok.luxiaodong)).msg).toContain('信息类别')
    expect((await send(t, 'POST', `${L}/infos`, { projectId: 'proj-hj', category: 'plan', title: '计划', content: '内容' }, tok.chengang)).code).toBe(400)
    expect(await count('labInfo')).toBe(before)
    const ok = await send(t, 'POST', `${L}/infos`, { projectId: 'proj-hj', category: 'calibration', title: '回弹仪检定', content: '回弹仪HT-225于本周送检', effectiveDate: today() }, tok.luxiaodong)
    expect(ok.code).toBe(200)
    const first = (await get(t, `${L}/infos?projectId=proj-hj&category=calibration`, tok.chengang)).data.list[0]
    expect(first).toMatchObject({ title: '回弹仪检定', categoryName: '仪器检定', creatorName: '卢晓东', contractName: '全项目' })
    expect((await get(t, `${L}/infos?projectId=proj-hj`, tok.duanmei)).code).toBe(400)

    const samples = (await get(t, `${L}/samples?projectId=proj-hj&witnessed=1&pageSize=100`, tok.luxiaodong)).data
    expect(samples.list.length).toBeGreaterThan(3)
    expect(samples.list[0]).toMatchObject({ witnessed: true, witnessName: '宋文博' })
    const material = (await get(t, `${L}/materials?projectId=proj-hj&pageSize=100`, tok.luxiaodong)).data.list.find((m: { contractId: string }) => m.contractId === 'ct-hj-tj01')
    const sample = { contractId: material.contractId, materialId: material.id, sampleNo: 'YP-T-1', sampleDate: today(), samplePlace: '钢筋加工场', witnessed: true }
    expect((await send(t, 'POST', `${L}/samples`, sample, tok.luxiaodong)).msg).toContain('见证人')
    expect((await send(t, 'POST', `${L}/samples`, { ...sample, witnessed: 'yes' }, tok.luxiaodong)).msg).toContain('是否见证取样')
    expect((await send(t, 'POST', `${L}/samples`, { ...sample, contractId: 'ct-hj-tj02', witnessName: '宋文博' }, tok.luxiaodong)).msg).toContain('不属于该合同段')
    const saved = await send(t, 'POST', `${L}/samples`, { ...sample, witnessName: '宋文博', witnessUnit: '浙江华正工程监理有限公司' }, tok.luxiaodong)
    expect(saved.code).toBe(200)
    expect((await send(t, 'POST', `${L}/samples`, { ...sample, witnessName: '宋文博' }, tok.luxiaodong)).msg).toContain('已存在')
    const mine = (await get(t, `${L}/samples?projectId=proj-hj&keyword=YP-T-1`, tok.luxiaodong)).data.list
    expect(mine).toEqual([expect.objectContaining({ sampleNo: 'YP-T-1', sampleName: material.materialName, materialState: material.state })])
  })

  test('a failed record is submitted through its 报审 flow; the chief engineer has it to do with its verdict in the title', async () => {
    const r = await send(t, 'POST', `${L}/ledgers`, cubes('T-CUBE-FLOW', [28, 37, 38]), tok.luxiaodong)
    const formData = { recordId: r.data.id, recordNo: 'T-CUBE-FLOW', itemName: '混凝土试块抗压强度', partName: '钱江路桥 5#墩 1号桩', verdict: '不合格', testDate: today(), note: '已安排钻芯复检' }
    const launched = await send(t, 'POST', '/H5Api/api/workflow/Engine/FlowTask', { flowId: 'ftj-lab-ledger-v1', formData, status: '0' }, tok.luxiaodong)
    expect(launched.code).toBe(200)
    const chiefs = await Promise.all(['lijun', 'xuzhiming'].map((a) => get(t, '/H5Api/api/workflow/Engine/FlowBefore/List/1?pageSize=100', tok[a])))
    const todo = chiefs.flatMap((c) => c.data.list).find((x: { processId: string }) => x.processId === launched.data.id)
    expect(todo).toMatchObject({ flowCode: 'constructionLedger', thisStep: '总工程师审核' })
    expect(todo.fullName).toContain('【不合格】T-CUBE-FLOW 混凝土试块抗压强度')
    // a lab technician launches; a foreman may not
    expect((await send(t, 'POST', '/H5Api/api/workflow/Engine/FlowTask', { flowId: 'ftj-lab-ledger-v1', formData, status: '0' }, tok.chengang)).code).toBe(400)
  })

  test('a 报审 shows the record\'s own number, item and verdict, whatever the client sent; a record not his, of another register or untested is refused', async () => {
    const flow = (flowId: string, formData: Record<string, unknown>, token = tok.luxiaodong) =>
      send(t, 'POST', '/H5Api/api/workflow/Engine/FlowTask', { flowId, formData, status: '0' }, token)
    const tasks = async () => Number((await t.app.ctx.db.selectFrom('flowTask').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
    const failed = await send(t, 'POST', `${L}/ledgers`, cubes('T-CUBE-FORGE', [28, 37, 38]), tok.luxiaodong)
    const forged = { recordId: failed.data.id, recordNo: 'X-0', itemName: '伪造项目', partName: '无', verdict: '合格', testDate: '2000-01-01', note: '  附复检报告  ' }
    const launched = await flow('ftj-lab-ledger-v1', forged)
    expect(launched.code).toBe(200)
    const task = await t.app.ctx.db.selectFrom('flowTask').selectAll().where('id', '=', launched.data.id).executeTakeFirstOrThrow()
    expect(task.fullName).toContain('【不合格】T-CUBE-FORGE 混凝土试块抗压强度')
    expect(task).toMatchObject({ projectId: 'proj-hj', contractId: 'ct-hj-tj01' })
    expect(JSON.parse(task.flowFormDataJson)).toEqual({
      recordId: failed.data.id, recordNo: 'T-CUBE-FORGE', itemName: '混凝土试块抗压强度', partName: '钱江路桥 5#墩 1号桩 水下C30', verdict: '不合格', testDate: today(), note: '附复检报告'
    })

    const before = await tasks()
    const untested = await send(t, 'POST', `${L}/ledgers`, cubes('T-CUBE-PENDING'), tok.luxiaodong)
    expect((await flow('ftj-lab-ledger-v1', { recordId: untested.data.id })).msg).toBe('检测结果尚未录入完整，不能报审')
    expect((await flow('ftj-lab-entity-v1', { recordId: failed.data.id })).msg).toBe('所选记录不属于该报审的台账')
    expect((await flow('ftj-lab-ledger-v1', { recordNo: 'T-CUBE-FORGE' })).msg).toBe('报审单缺少检测记录')
    expect((await flow('ftj-lab-material-v1', { recordId: failed.data.id })).msg).toBe('进场材料不存在或您无权访问')
    const nj = (await get(t, `${L}/ledgers?projectId=proj-nj&pageSize=1`, tok.duanmei)).data.list[0]
    expect((await flow('ftj-lab-ledger-v1', { recordId: nj.id, recordNo: nj.recordNo })).msg).toBe('检测记录不存在或您无权访问')
    expect(await tasks()).toBe(before)
  })

  test('another project\'s ledgers, records, summary, infos and samples stay out of reach', async () => {
    const hj = (await get(t, `${L}/ledgers?projectId=proj-hj&pageSize=1`, tok.luxiaodong)).data.list[0]
    expect((await get(t, `${L}/ledgers?projectId=proj-hj`, tok.duanmei)).code).toBe(400)
    expect((await get(t, `${L}/ledgers/${hj.id}`, tok.duanmei)).code).toBe(400)
    expect((await send(t, 'POST', `${L}/ledgers/${hj.id}/values`, { values: [1], reason: '越权修改试验' }, tok.duanmei)).code).toBe(400)
    expect((await get(t, `${L}/ledger-summary?projectId=proj-hj`, tok.duanmei)).code).toBe(400)
    expect((await get(t, `${L}/samples?projectId=proj-hj`, tok.yehui)).code).toBe(400)
    expect((await get(t, `${L}/wbs-parts?contractId=ct-hj-tj01`, tok.duanmei)).code).toBe(400)
    expect((await send(t, 'POST', `${L}/ledgers`, cubes('X-1', [36, 37, 38]), tok.duanmei)).code).toBe(400)
    const nj = (await get(t, `${L}/ledgers?projectId=proj-nj&pageSize=100`, tok.duanmei)).data.list
    expect(nj.every((r: { projectId: string }) => r.projectId === 'proj-nj')).toBe(true)
    // a section the user is not on: guoqing supervises TJ-01 and TJ-02, not TJ-03
    const tj03 = (await get(t, `${L}/ledgers?projectId=proj-hj&pageSize=100`, tok.guoqing)).data.list
    expect(tj03.every((r: { contractId: string }) => r.contractId !== 'ct-hj-tj03')).toBe(true)
  })
})

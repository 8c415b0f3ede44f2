// Processes (工序) and their inspection (工序报验), and the materials built into the works (实体材料): the next process
// of an item starts only after the previous one passed inspection, progress filling of the item stops while a process
// waits for inspection, only the section's supervision engineer accepts or returns, bad input changes nothing, and
// nothing leaks to another section or project.
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'

const E = '/H5Api/api/engineering'
const STORY = 'ct-hj-tj01-03-1-1-1' // 钱塘江特大桥 钻孔灌注桩: 成孔检查 under construction
const PENDING = 'ct-hj-tj01-03-1-1-3' // 墩台身: 混凝土浇筑 报验中
const RETURNED = 'ct-hj-tj01-03-2-1-1' // 浦阳江大桥 钻孔灌注桩: 钻孔 驳回

describe.each(dialects)('processes and their inspection (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  type Step = { seq: number; name: string; state: number; stateName: string; mayStart: boolean; mayApply: boolean; inspectionId: string; opinion: string }
  const steps = async (who: string, nodeId: string) => (await get(t, `${E}/processes?nodeId=${nodeId}`, tok[who])).data.processes as Step[]
  let photo = ''
  const request = (nodeId: string, seq: number, extra: Record<string, unknown> = {}) => ({
    nodeId, seq, part: '3#墩 3-2号桩', selfCheckResult: '合格', selfCheckContent: '孔深42.5m满足设计，孔径1.52m，倾斜度0.5%，沉渣厚度90mm。',
    photos: [{ name: '成孔.jpg', url: photo }], ...extra
  })

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['chengang', 'songwenbo', 'huangwei', 'jiangtao', 'yuanhao', 'guoqing', 'zhanghua']) tok[a] = await login(t, a)
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok.chengang, ...multipart('成孔.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 7])) })
    photo = up.data.url
  })
  afterAll(async () => { await t.close() })

  test('a pile\'s processes follow the 钻孔灌注桩 template, in order, with the seeded states', async () => {
    const r = await get(t, `${E}/processes?nodeId=${STORY}`, tok.chengang)
    expect(r.code).toBe(200)
    expect(r.data.templateName).toBe('钻孔灌注桩')
    expect(r.data.processes.map((s: Step) => s.name)).toEqual(['测量放样', '钻孔', '成孔检查', '钢筋笼安装', '混凝土灌注', '桩基检测'])
    expect(r.data.processes.map((s: Step) => s.stateName)).toEqual(['已验收', '已验收', '施工中', '未开始', '未开始', '未开始'])
    expect(r.data.mayBuild).toBe(true)
    expect(r.data.mayInspect).toBe(false)
    const items = (await get(t, `${E}/processes/items?contractId=ct-hj-tj01&state=3`, tok.songwenbo)).data.list
    expect(items.map((i: { nodeId: string }) => i.nodeId)).toContain(PENDING)
    expect(items.every((i: { state: number }) => i.state === 3)).toBe(true)
  })

  test('the next process is refused until the previous one passed inspection; then it starts', async () => {
    const refused = await send(t, 'POST', `${E}/processes/start`, { nodeId: STORY, seq: 4 }, tok.chengang)
    expect(refused.code).toBe(400)
    expect(refused.msg).toBe('上道工序「成孔检查」施工中，须经监理报验合格后才能开始「钢筋笼安装」')
    // a request needs a passing self-check, its content and a photo; a refused one changes nothing
    expect((await send(t, 'POST', `${E}/inspections`, request(STORY, 3, { selfCheckResult: '不合格' }), tok.chengang)).msg).toBe('自检不合格的工序不能报验，请整改合格后再申请')
    expect((await send(t, 'POST', `${E}/inspections`, request(STORY, 3, { photos: [] }), tok.chengang)).msg).toBe('请至少上传一张现场照片')
    expect((await send(t, 'POST', `${E}/inspections`, request(STORY, 3, { part: '' }), tok.chengang)).msg).toBe('请填写施工部位')
    expect((await send(t, 'POST', `${E}/inspections`, request(STORY, 99), tok.chengang)).msg).toBe('该分项工程没有这道工序')
    expect((await send(t, 'POST', `${E}/inspections`, request(STORY, 5), tok.chengang)).msg).toBe('工序「混凝土灌注」尚未开始，不能报验')
    expect((await steps('chengang', STORY))[2].state).toBe(1)

    const applied = await send(t, 'POST', `${E}/inspections`, request(STORY, 3), tok.chengang)
    expect(applied.code).toBe(200)
    expect(applied.data.stateName).toBe('报验中')
    expect(applied.data.photos).toHaveLength(1)
    expect((await steps('chengang', STORY))[2].stateName).toBe('报验中')
    // a second request of the same process, and the next process, are still refused
    expect((await send(t, 'POST', `${E}/inspections`, request(STORY, 3), tok.chengang)).msg).toBe('工序「成孔检查」报验中，不能重复报验')
    expect((await send(t, 'POST', `${E}/processes/start`, { nodeId: STORY, seq: 4 }, tok.chengang)).msg).toBe('上道工序「成孔检查」报验中，须经监理报验合格后才能开始「钢筋笼安装」')
    // while it waits, no progress may be filled on the item
    const fill = await send(t, 'POST', '/H5Api/api/progress/filling', { nodeId: STORY, quantity: 1 }, tok.chengang)
    expect(fill.code).toBe(400)
    expect(fill.msg).toBe('工序「成孔检查」报验中，须经监理报验合格并开始下道工序后才能填报该分项的进度')

    // the supervisor is told, and only he decides: not the foreman, not the project manager
    const told = async (userId: string) => (await t.app.ctx.db.selectFrom('baseMessage').select(['title', 'bodyText']).where('userId', '=', userId).execute())
      .filter((m) => m.bodyText.includes(applied.data.id)).map((m) => m.title)
    expect(await told('u-songwenbo')).toEqual(['工序报验待审核：钻孔灌注桩「成孔检查」'])
    expect(await told('u-guoqing')).toHaveLength(1)
    expect(await told('u-chengang')).toHaveLength(0)
    expect((await send(t, 'POST', `${E}/inspections/${applied.data.id}/approve`, {}, tok.chengang)).msg).toBe('只有监理工程师可以审核工序报验')
    expect((await send(t, 'POST', `${E}/inspections/${applied.data.id}/approve`, {}, tok.huangwei)).msg).toBe('只有监理工程师可以审核工序报验')
    const detail = await get(t, `${E}/inspections/${applied.data.id}`, tok.songwenbo)
    expect(detail.data.mayDecide).toBe(true)
    const ok = await send(t, 'POST', `${E}/inspections/${applied.data.id}/approve`, { opinion: '同意进入下道工序' }, tok.songwenbo)
    expect(ok.code).toBe(200)
    expect(ok.data.stateName).toBe('已验收')
    expect((await send(t, 'POST', `${E}/inspections/${applied.data.id}/return`, { opinion: '重复' }, tok.songwenbo)).msg).toBe('该报验申请已审核，不能重复审核')

    expect(await told('u-chengang')).toEqual(['工序报验已验收：钻孔灌注桩「成孔检查」，可以开始下道工序'])
    // tapped at the pier without signal: the outbox sends the start twice under one key; it starts once, both succeed
    const keyedStart = () => call(t, { method: 'POST', url: `${E}/processes/start`, token: tok.chengang, payload: { nodeId: STORY, seq: 4 }, headers: { 'idempotency-key': 'outbox-start-1' } })
    const started = await keyedStart()
    expect([started.code, started.data.stateName]).toEqual([200, '施工中'])
    expect([(await keyedStart()).code, (await keyedStart()).data.stateName]).toEqual([200, '施工中'])
    expect((await steps('chengang', STORY)).map((s) => s.stateName)).toEqual(['已验收', '已验收', '已验收', '施工中', '未开始', '未开始'])
    expect((await send(t, 'POST', `${E}/processes/start`, { nodeId: STORY, seq: 4 }, tok.chengang)).msg).toBe('工序「钢筋笼安装」施工中，不能重复开始')
    // building again: the item takes progress again
    expect((await send(t, 'POST', '/H5Api/api/progress/filling', { nodeId: STORY, quantity: 1 }, tok.chengang)).code).toBe(200)
  })

  test('a return needs an opinion, sends the process back to rework, and it is requested again', async () => {
    const list = await get(t, `${E}/inspections?contractId=ct-hj-tj01&state=1`, tok.songwenbo)
    const pending = list.data.list.find((i: { nodeId: string }) => i.nodeId === PENDING)
    expect(pending.stateName).toBe('报验中')
    expect((await send(t, 'POST', `${E}/inspections/${pending.id}/return`, {}, tok.songwenbo)).msg).toBe('请填写驳回意见')
    expect((await send(t, 'POST', `${E}/inspections/${pending.id}/return`, { opinion: '  ' }, tok.songwenbo)).msg).toBe('请填写驳回意见')
    const back = await send(t, 'POST', `${E}/inspections/${pending.id}/return`, { opinion: '墩身外观存在蜂窝，请修补后重新报验' }, tok.songwenbo)
    expect(back.data.stateName).toBe('驳回')
    const s = (await steps('chengang', PENDING)).find((x) => x.seq === 4)!
    expect(s.stateName).toBe('驳回')
    expect(s.opinion).toBe('墩身外观存在蜂窝，请修补后重新报验')
    expect(s.mayApply).toBe(true)
    // the next one is still closed; the reworked process is requested again
    expect((await send(t, 'POST', `${E}/processes/start`, { nodeId: PENDING, seq: 5 }, tok.chengang)).msg).toContain('须经监理报验合格后')
    // written at the pier without signal, the request reaches the server twice (a lost answer): one request is made
    const keyed = () => call(t, { method: 'POST', url: `${E}/inspections`, token: tok.chengang, payload: request(PENDING, 4), headers: { 'idempotency-key': 'outbox-inspection-1' } })
    const [first, again] = [await keyed(), await keyed()]
    expect([first.code, again.code, again.data.id]).toEqual([200, 200, first.data.id])
    const open = (await get(t, `${E}/inspections?contractId=ct-hj-tj01&state=1`, tok.songwenbo)).data.list.filter((i: { nodeId: string }) => i.nodeId === PENDING)
    expect(open).toHaveLength(1)
    // the seeded returned pile stands in 驳回 with the supervisor's opinion
    expect((await steps('chengang', RETURNED))[1].opinion).toContain('沉渣厚度')
  })

  test('bad input is refused with a message and nothing leaks to another section or project', async () => {
    expect((await get(t, `${E}/processes`, tok.chengang)).msg).toBe('请选择分项工程')
    expect((await get(t, `${E}/processes?nodeId=nope`, tok.chengang)).msg).toBe('分项工程不存在或您无权访问')
    // TJ-02's item is not chengang's; 宁绩's is not songwenbo's
    expect((await get(t, `${E}/processes?nodeId=ct-hj-tj02-03-1-1-1`, tok.chengang)).msg).toBe('分项工程不存在或您无权访问')
    expect((await send(t, 'POST', `${E}/processes/start`, { nodeId: 'ct-nj-tj01-03-1-1-1', seq: 1 }, tok.songwenbo)).msg).toBe('分项工程不存在或您无权访问')
    expect((await get(t, `${E}/processes/items?contractId=ct-hj-tj02`, tok.chengang)).code).toBe(400)
    const other = (await get(t, `${E}/inspections?contractId=ct-hj-tj02&state=1`, tok.songwenbo)).data.list[0]
    expect(other).toBeDefined()
    expect((await get(t, `${E}/inspections/${other.id}`, tok.chengang)).msg).toBe('报验申请不存在或您无权访问')
    expect((await send(t, 'POST', `${E}/inspections/${other.id}/approve`, {}, tok.chengang)).msg).toBe('报验申请不存在或您无权访问')
    expect((await get(t, `${E}/inspections?projectId=proj-hj`, tok.yuanhao)).code).toBe(400)
    const mine = (await get(t, `${E}/inspections?projectId=proj-hj&pageSize=100`, tok.chengang)).data.list
    expect(mine.length).toBeGreaterThan(0)
    expect(mine.every((i: { contractId: string }) => i.contractId === 'ct-hj-tj01')).toBe(true)
    expect((await send(t, 'POST', `${E}/processes/start`, { nodeId: STORY, seq: 'x' }, tok.chengang)).msg).toBe('请选择工序')
    expect((await send(t, 'POST', `${E}/processes/start`, [1], tok.chengang)).msg).toBe('请求内容格式不正确')
    expect((await get(t, `${E}/inspections?contractId=ct-hj-tj01&state=9`, tok.chengang)).msg).toBe('报验状态不正确')
    expect((await get(t, `${E}/inspections?contractId=ct-hj-tj01&pageSize=0`, tok.chengang)).msg).toBe('分页参数不正确')
    expect((await send(t, 'POST', `${E}/inspections`, request(STORY, 4, { photos: 'x' }), tok.chengang)).msg).toBe('现场照片格式不正确')
  })

  test('entity materials: recorded per item, a failed laboratory batch refused, removed only by the writer, per section', async () => {
    const list = await get(t, `${E}/materials?contractId=ct-hj-tj01&nodeId=${STORY}`, tok.chengang)
    expect(list.data.list.length).toBeGreaterThan(0)
    expect(list.data.list.find((m: { labReportNo: string }) => m.labReportNo === 'YP-HG24-0819').labResult).not.toBe('')
    const good = {
      nodeId: STORY, part: '3#墩 3-3号桩', materialName: '钢筋', spec: 'HRB400 Φ25', batchNo: 'HG24-1120', quantity: '11.85', unit: 't',
      supplier: '杭州钢铁集团有限公司', certificateNo: 'HG-ZB-241120-02'
    }
    // recorded at the works without signal, sent twice by the outbox under one key: one row
    const keyed = () => call(t, { method: 'POST', url: `${E}/materials`, token: tok.chengang, payload: { ...good, batchNo: 'OUTBOX-1' }, headers: { 'idempotency-key': 'outbox-material-1' } })
    const [m1, m2] = [await keyed(), await keyed()]
    expect([m1.code, m2.code, m2.data.id]).toEqual([200, 200, m1.data.id])
    const rows = (await get(t, `${E}/materials?contractId=ct-hj-tj01&keyword=OUTBOX-1`, tok.chengang)).data.list
    expect(rows.filter((r: { batchNo: string }) => r.batchNo === 'OUTBOX-1')).toHaveLength(1)
    expect((await send(t, 'POST', `${E}/materials`, { ...good, quantity: '-1' }, tok.chengang)).msg).toBe('使用数量应为大于0的数字')
    expect((await send(t, 'POST', `${E}/materials`, { ...good, quantity: '1.234' }, tok.chengang)).msg).toBe('使用数量最多两位小数')
    expect((await send(t, 'POST', `${E}/materials`, { ...good, materialName: '' }, tok.chengang)).msg).toBe('请填写材料名称')
    expect((await send(t, 'POST', `${E}/materials`, { ...good, useDate: '2099-01-01' }, tok.chengang)).msg).toBe('使用日期不能晚于今天')
    // ZT24-1102 failed its retest in the laboratory
    expect((await send(t, 'POST', `${E}/materials`, { ...good, labReportNo: 'YP-ZT24-1102' }, tok.chengang)).msg).toBe('试验报告YP-ZT24-1102检测不合格，该批材料不能用于工程实体')
    const added = await send(t, 'POST', `${E}/materials`, good, tok.chengang)
    expect(added.code).toBe(200)
    expect(added.data.quantity).toBe(11.85)
    expect((await send(t, 'POST', `${E}/materials`, { ...good, nodeId: 'ct-hj-tj02-03-1-1-1' }, tok.chengang)).msg).toBe('分项工程不存在或您无权访问')
    expect((await get(t, `${E}/materials?contractId=ct-hj-tj01`, tok.jiangtao)).code).toBe(400)
    expect((await send(t, 'DELETE', `${E}/materials/${added.data.id}`, undefined, tok.zhanghua)).msg).toBe('只有登记人可以删除实体材料记录')
    expect((await send(t, 'DELETE', `${E}/materials/${added.data.id}`, undefined, tok.chengang)).code).toBe(200)
    const found = await get(t, `${E}/materials?contractId=ct-hj-tj01&keyword=HG24-1120`, tok.chengang)
    expect(found.data.pagination.total).toBe(0)
  })
})

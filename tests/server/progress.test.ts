// Progress and metering: the roll-up of fillings up the WBS, filling, daily reports and their approval flow, the
// figures of a project's sections, isolation between sections, and the metering limit under concurrent requests.
import { meterRepository } from '../../server/src/modules/progress/meter-repository'
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'
import { act, db, entryOf, launch, openHandlers, task } from './workflow-fixtures'

const P = '/H5Api/api/progress'

describe.each(dialects)('progress and metering (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  type Node = { id: string; parentId: string; level: string; designValue: number; doneValue: number; doneQuantity: number; designQuantity: number; unitPrice: number; percent: number; name: string }
  const tree = async (who: string, contractId = 'ct-hj-tj01', keyword = '') =>
    (await get(t, `${P}/wbs?contractId=${contractId}&keyword=${encodeURIComponent(keyword)}`, tok[who]))
  const nodesOf = async (who: string) => (await tree(who)).data.list as Node[]
  const cents = (v: number) => Math.round(v * 100)

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['chengang', 'jiangtao', 'huangwei', 'zhanghua', 'songwenbo', 'yuanhao', 'yangshan']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })

  test('every node carries the sum of its children, and the section and project figures are the sums of the same roll-up', async () => {
    const nodes = await nodesOf('chengang')
    expect(nodes.filter((n) => n.level === 'item').length).toBeGreaterThan(20)
    for (const n of nodes.filter((x) => x.level !== 'item')) {
      const children = nodes.filter((c) => c.parentId === n.id)
      expect(children.length).toBeGreaterThan(0)
      expect(cents(n.designValue)).toBe(children.reduce((s, c) => s + cents(c.designValue), 0))
      expect(cents(n.doneValue)).toBe(children.reduce((s, c) => s + cents(c.doneValue), 0))
    }
    for (const i of nodes.filter((x) => x.level === 'item')) {
      expect(Math.abs(i.doneValue - i.doneQuantity * i.unitPrice)).toBeLessThan(0.02)
    }
    const units = nodes.filter((n) => n.parentId === '')
    const figures = (await get(t, `${P}/figures?projectId=proj-hj`, tok.huangwei)).data
    const tj01 = figures.list.find((s: { contractId: string }) => s.contractId === 'ct-hj-tj01')
    expect(cents(tj01.doneValue)).toBe(units.reduce((s, u) => s + cents(u.doneValue), 0))
    expect(tj01.doneValue).toBeGreaterThan(0)
    expect(tj01.percent).toBeGreaterThan(0)
    expect(tj01.plannedValue).toBeGreaterThan(0)
    expect(cents(figures.doneValue)).toBe(figures.list.reduce((s: number, x: { doneValue: number }) => s + cents(x.doneValue), 0))
    expect(figures.list.map((s: { enCode: string }) => s.enCode)).toEqual(['TJ-01', 'TJ-02', 'TJ-03'])
  })

  test('a search keeps the matches with their ancestors', async () => {
    const r = await tree('chengang', 'ct-hj-tj01', '钻孔灌注桩')
    const list = r.data.list as Node[]
    const items = list.filter((n) => n.level === 'item')
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((n) => n.name === '钻孔灌注桩')).toBe(true)
    for (const n of list) if (n.parentId) expect(list.some((p) => p.id === n.parentId)).toBe(true)
  })

  test('when chengang fills an item with a photo, then the item and every ancestor up to the project grow by its value, and the daily report shows it', async () => {
    const offered = (await get(t, `${P}/filling?contractId=ct-hj-tj01`, tok.chengang)).data
    expect(offered.previousDate).not.toBe('')
    // yesterday's items come first
    const firstNot = offered.list.findIndex((i: { filledYesterday: boolean }) => !i.filledYesterday)
    expect(firstNot).toBeGreaterThan(0)
    expect(offered.list.slice(firstNot).every((i: { filledYesterday: boolean }) => !i.filledYesterday)).toBe(true)
    const item = offered.list.find((i: { designQuantity: number; doneQuantity: number; filledYesterday: boolean }) => i.filledYesterday && i.designQuantity - i.doneQuantity > 10)
    const before = await nodesOf('chengang')
    const projectBefore = (await get(t, `${P}/figures?projectId=proj-hj`, tok.huangwei)).data.doneValue

    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annexpic', token: tok.chengang, ...multipart('现场.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9])) })
    const r = await send(t, 'POST', `${P}/filling`, { nodeId: item.id, quantity: 5.25, photos: [{ name: '现场.jpg', url: up.data.url }] }, tok.chengang)
    expect(r.code).toBe(200)
    const after = await nodesOf('chengang')
    const price = before.find((n) => n.id === item.id)!.unitPrice
    const byId = new Map(after.map((n) => [n.id, n]))
    for (let id = item.id; id; id = byId.get(id)!.parentId) {
      const was = before.find((n) => n.id === id)!.doneValue
      expect(byId.get(id)!.doneValue - was).toBeCloseTo(5.25 * price, 1)
    }
    const projectAfter = (await get(t, `${P}/figures?projectId=proj-hj`, tok.huangwei)).data.doneValue
    expect(projectAfter - projectBefore).toBeCloseTo(5.25 * price, 1)

    // filling it again the same day replaces the day's quantity
    expect((await send(t, 'POST', `${P}/filling`, { nodeId: item.id, quantity: 6, photos: [{ name: '现场.jpg', url: up.data.url }] }, tok.chengang)).code).toBe(200)
    const report = (await get(t, `${P}/daily-report?contractId=ct-hj-tj01`, tok.huangwei)).data
    expect(report.items).toHaveLength(1)
    expect(report.items[0]).toMatchObject({ nodeId: item.id, quantity: 6, creatorName: '陈刚' })
    expect(report.items[0].photos[0].url).toMatch(/\?exp=\d+&sig=/)
    // the photo is the section's now: the project manager may open it
    const photo = await call(t, { method: 'GET', url: `/H5Api/api/file/Download/annexpic/${up.data.name}`, token: tok.huangwei })
    expect(photo.code).toBe(200)
  })

  test('bad fillings are refused with a reason and change nothing', async () => {
    const item = (await nodesOf('chengang')).find((n) => n.level === 'item' && n.designQuantity - n.doneQuantity > 1)!
    const fillCount = async () => Number((await t.app.ctx.db.selectFrom('progressFilling').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const count = await fillCount()
    const refuse = async (body: object, who = 'chengang', msg?: RegExp) => {
      const r = await send(t, 'POST', `${P}/filling`, body, tok[who])
      expect(r.status).toBe(200)
      expect(r.code).toBe(400)
      if (msg) expect(r.msg).toMatch(msg)
    }
    await refuse({ nodeId: item.id, quantity: item.designQuantity - item.doneQuantity + 100 }, 'chengang', /不能超过设计数量/)
    await refuse({ nodeId: item.id, quantity: -1 }, 'chengang', /负数/)
    await refuse({ nodeId: item.id, quantity: 1.234 }, 'chengang', /两位小数/)
    await refuse({ nodeId: item.id, quantity: 'abc' })
    await refuse({ nodeId: item.id }, 'chengang', /完成数量或完成百分比/)
    await refuse({ nodeId: item.id, quantity: 1, date: '2099-01-01' }, 'chengang', /不能晚于今天/)
    await refuse({ nodeId: item.id, quantity: 1, date: '2026-02-30' })
    await refuse({ nodeId: item.id, quantity: 1, photos: 'x' })
    await refuse({ nodeId: `${item.id}-none`, quantity: 1 })
    // a labourer of the section sees the WBS but does not fill
    await refuse({ nodeId: item.id, quantity: 1 }, 'yangshan', /没有填报进度的权限/)
    // another section's foreman cannot fill tj01
    await refuse({ nodeId: item.id, quantity: 1 }, 'jiangtao')
    expect(await fillCount()).toBe(count)
  })

  test('a section sees only its own WBS, reports and figures', async () => {
    expect((await tree('chengang', 'ct-hj-tj02')).code).toBe(400)
    expect((await tree('jiangtao', 'ct-hj-tj01')).code).toBe(400)
    expect((await tree('yuanhao', 'ct-hj-tj01')).code).toBe(400)
    expect((await get(t, `${P}/daily-report?contractId=ct-hj-tj01`, tok.jiangtao)).code).toBe(400)
    const mine = (await get(t, `${P}/figures?projectId=proj-hj`, tok.jiangtao)).data
    expect(mine.list.map((s: { contractId: string }) => s.contractId)).toEqual(['ct-hj-tj02'])
    expect((await get(t, `${P}/figures?projectId=proj-nj`, tok.chengang)).code).toBe(400)
    const reports = (await get(t, `${P}/daily-reports?projectId=proj-hj`, tok.jiangtao)).data.list
    expect(reports.length).toBeGreaterThan(0)
    expect(reports.every((r: { contractId: string }) => r.contractId === 'ct-hj-tj02')).toBe(true)
  })

  test('the daily report goes through its flow: approved by one of the section\'s supervisors or the owner\'s manager; returned, it opens again and goes back on the same task', async () => {
    const body = { contractId: 'ct-hj-tj01', weather: '晴', temperature: '12～20℃', staff: 156, machines: '挖掘机6台', notes: '土方填筑' }
    const today = async () => (await get(t, `${P}/daily-report?contractId=ct-hj-tj01`, tok.chengang)).data
    const saved = await send(t, 'POST', `${P}/daily-report`, { ...body, submit: true }, tok.chengang)
    expect(saved.code).toBe(200)
    expect(saved.data.state).toBe(1)
    const id = saved.data.id
    let report = await today()
    expect(report).toMatchObject({ id, state: 1, stateName: '待审批' })
    const taskId = report.flowTaskId
    const flow = await task(t, taskId)
    expect(flow).toMatchObject({ status: 1, flowCode: 'dailyReported', contractId: 'ct-hj-tj01', creatorUserId: 'u-chengang' })
    expect(flow.fullName).toBe(`${report.contractName} ${report.date} 施工日报`)
    expect(JSON.parse(flow.flowFormDataJson)).toEqual({
      reportId: id, contractName: report.contractName, reportDate: report.date, itemCount: report.items.length, totalValue: report.totalValue, weather: '晴', staff: 156
    })
    // the section's supervisors (宋文博, 郭晴) and the owner's project manager (黄伟), whoever acts first
    expect(await openHandlers(t, taskId)).toEqual(['u-guoqing', 'u-huangwei', 'u-songwenbo'])
    expect((await send(t, 'POST', `${P}/daily-report`, { ...body, weather: '雨' }, tok.chengang)).msg).toMatch(/已提交审批/)
    // the same submission sent again (its answer was lost; the outbox sends what was saved without signal): it is in
    const again = await send(t, 'POST', `${P}/daily-report`, { ...body, submit: true }, tok.chengang)
    expect([again.code, again.data.id, again.data.state]).toEqual([200, id, 1])
    // a second task for the same report, or one for a report of a section the launcher is not on, is refused
    expect((await launch(t, tok.chengang, 'ftj-progress-daily-v1', { reportId: id })).msg).toBe('日报已提交审批，不能重复提交')
    expect((await launch(t, tok.jiangtao, 'ftj-progress-daily-v1', { reportId: id })).msg).toBe('日报不存在或您无权访问')
    expect((await launch(t, tok.chengang, 'ftj-progress-daily-v1', {})).msg).toBe('报审单缺少施工日报')
    expect(await db(t).selectFrom('flowTask').select('id').where('flowCode', '=', 'dailyReported').where('flowFormDataJson', 'like', `%${id}%`).execute()).toHaveLength(1)

    expect((await act(t, tok.songwenbo, 'Reject', await entryOf(t, taskId, 'u-songwenbo'), { handleOpinion: '出勤人数与考勤记录不符' })).code).toBe(200)
    report = await today()
    expect(report).toMatchObject({ state: 3, stateName: '已退回', approveOpinion: '出勤人数与考勤记录不符', approverUserId: 'u-songwenbo' })
    const resubmitted = await send(t, 'POST', `${P}/daily-report`, { ...body, staff: 148, submit: true }, tok.chengang)
    expect(resubmitted.data.state).toBe(1)
    report = await today()
    expect(report).toMatchObject({ state: 1, staff: 148, flowTaskId: taskId, approveOpinion: '' })
    expect((await task(t, taskId)).status).toBe(1)

    expect((await act(t, tok.huangwei, 'Audit', await entryOf(t, taskId, 'u-huangwei'), { handleOpinion: '同意' })).code).toBe(200)
    report = await today()
    expect(report).toMatchObject({ state: 2, stateName: '已通过', staff: 148, approveOpinion: '同意', approverUserId: 'u-huangwei' })
    expect((await task(t, taskId)).status).toBe(2)
    expect((await send(t, 'POST', `${P}/daily-report`, body, tok.chengang)).msg).toMatch(/已审批通过/)
    expect((await launch(t, tok.chengang, 'ftj-progress-daily-v1', { reportId: id })).msg).toBe('日报已审批通过，不能再提交')
  })

  test('a section\'s report reaches that section\'s supervisors: 郭晴, not on TJ-03, has none of its reports to approve', async () => {
    const waiting = (await get(t, `${P}/daily-reports?projectId=proj-hj&state=1`, tok.huangwei)).data.list as { contractId: string; flowTaskId: string }[]
    const tj03 = waiting.find((r) => r.contractId === 'ct-hj-tj03')
    expect(tj03?.flowTaskId).toBeTruthy()
    const handlers = await openHandlers(t, tj03?.flowTaskId ?? '')
    expect(handlers).toContain('u-songwenbo')
    expect(handlers).not.toContain('u-guoqing')
    // every seeded waiting report is under a running task
    for (const r of waiting) expect((await task(t, r.flowTaskId)).status).toBe(1)
  })

  test('the weekly view compares the plan with what was filled, week by week', async () => {
    const r = (await get(t, `${P}/weeks?contractId=ct-hj-tj01&weeks=8`, tok.chengang)).data
    expect(r.list).toHaveLength(8)
    expect(r.list.some((w: { actualValue: number }) => w.actualValue > 0)).toBe(true)
    expect(r.list.some((w: { plannedValue: number }) => w.plannedValue > 0)).toBe(true)
    const last = r.list[7]
    const today = (await get(t, `${P}/daily-report?contractId=ct-hj-tj01`, tok.chengang)).data
    expect(last.week <= today.date && today.date <= last.weekEnd).toBe(true)
    expect((await get(t, `${P}/weeks?contractId=ct-hj-tj01&weeks=99`, tok.chengang)).code).toBe(400)
  })

  test('concurrent meterings of one item never pass its bill quantity less what was metered before', async () => {
    const detail = async (id: string) => (await get(t, `${P}/meters/${id}`, tok.zhanghua)).data
    const nodes = await nodesOf('zhanghua')
    const item = nodes.find((n) => n.level === 'item' && n.designQuantity > 100)!
    const list = (await get(t, `${P}/meters?contractId=ct-hj-tj01`, tok.zhanghua)).data.list
    const metered = list.length ? (await detail(list[0].id)).lines.find((l: { nodeId: string }) => l.nodeId === item.id)?.quantity ?? 0 : 0
    const left = Math.round((item.designQuantity - metered) * 100) / 100
    const part = Math.floor((left / 4) * 100) / 100
    // widen the window between reading what was metered and writing: without the lock every request would pass
    const read = meterRepository.meteredBefore.bind(meterRepository)
    const slow = jest.spyOn(meterRepository, 'meteredBefore').mockImplementation(async (...args) => {
      const out = await read(...args)
      await new Promise((r) => setTimeout(r, 40))
      return out
    })
    const answers = await Promise.all(Array.from({ length: 10 }, () =>
      send(t, 'POST', `${P}/meters`, { contractId: 'ct-hj-tj01', period: '2026-11', lines: [{ nodeId: item.id, quantity: part }] }, tok.zhanghua)))
    slow.mockRestore()
    expect(answers.filter((a) => a.code === 200)).toHaveLength(4)
    for (const a of answers.filter((x) => x.code !== 200)) expect(a.msg).toMatch(/超过清单剩余数量/)
    const lines = await t.app.ctx.db.selectFrom('progressMeterLine').select('quantity').where('nodeId', '=', item.id).execute()
    expect(lines.reduce((s, l) => s + Number(l.quantity), 0)).toBeLessThanOrEqual(item.designQuantity + 0.001)

    // countersign: the supervisor, then the owner's manager; a return gives the quantity back
    const [first, second] = answers.filter((a) => a.code === 200).map((a) => a.data.id as string)
    const flowOf = async (id: string) => (await detail(id)).flowTaskId as string
    const decide = async (id: string, who: string, approve: boolean, handleOpinion = '') =>
      act(t, tok[who], approve ? 'Audit' : 'Reject', await entryOf(t, await flowOf(id), `u-${who}`), { handleOpinion })
    // the owner's manager has nothing to do before the supervisor has signed
    await expect(entryOf(t, await flowOf(first), 'u-huangwei')).rejects.toThrow(/no open entry/)
    expect((await decide(first, 'songwenbo', true)).code).toBe(200)
    expect((await detail(first)).stateName).toBe('业主审核')
    await expect(entryOf(t, await flowOf(first), 'u-songwenbo')).rejects.toThrow(/no open entry/)
    expect((await decide(first, 'huangwei', true)).code).toBe(200)
    expect((await detail(first)).stateName).toBe('已批准')
    expect((await decide(second, 'songwenbo', false, '桩长与现场核实不符')).code).toBe(200)
    expect((await detail(second)).stateName).toBe('已退回')
    const again = await send(t, 'POST', `${P}/meters`, { contractId: 'ct-hj-tj01', period: '2026-11', lines: [{ nodeId: item.id, quantity: part }] }, tok.zhanghua)
    expect(again.code).toBe(200)
    // another section's item, a worker, a bad period: refused
    const other = (await tree('jiangtao', 'ct-hj-tj02')).data.list.find((n: Node) => n.level === 'item')
    expect((await send(t, 'POST', `${P}/meters`, { contractId: 'ct-hj-tj01', period: '2026-11', lines: [{ nodeId: other.id, quantity: 1 }] }, tok.zhanghua)).msg).toMatch(/不属于该合同段/)
    expect((await send(t, 'POST', `${P}/meters`, { contractId: 'ct-hj-tj01', period: '2026-11', lines: [{ nodeId: item.id, quantity: 1 }] }, tok.yangshan)).msg).toMatch(/没有申报计量的权限/)
    expect((await send(t, 'POST', `${P}/meters`, { contractId: 'ct-hj-tj01', period: '2026-13', lines: [{ nodeId: item.id, quantity: 1 }] }, tok.zhanghua)).code).toBe(400)
    expect((await get(t, `${P}/meters/${first}`, tok.jiangtao)).code).toBe(400)
  })
})

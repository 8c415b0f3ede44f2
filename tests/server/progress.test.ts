// Progress and metering: the roll-up of fillings up the WBS, filling, daily reports and their approval, the
// figures of a project's sections, isolation between sections, and the metering limit under concurrent requests.
import { meterRepository } from '../../server/src/modules/progress/meter-repository'
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'

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

  test('the daily report is submitted by the section and approved once by a manager; the filler cannot approve it', async () => {
    const saved = await send(t, 'POST', `${P}/daily-report`, { contractId: 'ct-hj-tj01', weather: '晴', temperature: '12～20℃', staff: 156, machines: '挖掘机6台', notes: '土方填筑', submit: true }, tok.chengang)
    expect(saved.code).toBe(200)
    const id = saved.data.id
    expect((await send(t, 'POST', `${P}/daily-report`, { contractId: 'ct-hj-tj01', weather: '雨' }, tok.chengang)).msg).toMatch(/已提交审批/)
    expect((await send(t, 'POST', `${P}/daily-report/${id}/approve`, {}, tok.chengang)).msg).toMatch(/没有审批施工日报的权限/)
    expect((await send(t, 'POST', `${P}/daily-report/${id}/approve`, {}, tok.jiangtao)).code).toBe(400)
    const waiting = (await get(t, `${P}/daily-reports?projectId=proj-hj&state=1`, tok.huangwei)).data.list
    expect(waiting.some((r: { id: string }) => r.id === id)).toBe(true)
    const ok = await send(t, 'POST', `${P}/daily-report/${id}/approve`, { opinion: '同意' }, tok.huangwei)
    expect(ok.data.state).toBe(2)
    expect((await send(t, 'POST', `${P}/daily-report/${id}/approve`, {}, tok.songwenbo)).msg).toMatch(/不在待审批/)
    const report = (await get(t, `${P}/daily-report?contractId=ct-hj-tj01`, tok.chengang)).data
    expect(report).toMatchObject({ state: 2, stateName: '已通过', weather: '晴', staff: 156, approveOpinion: '同意' })
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
    expect((await send(t, 'POST', `${P}/meters/${first}/approve`, {}, tok.huangwei)).msg).toMatch(/没有审批权限/)
    expect((await send(t, 'POST', `${P}/meters/${first}/approve`, {}, tok.songwenbo)).data.stateName).toBe('业主审核')
    expect((await send(t, 'POST', `${P}/meters/${first}/approve`, {}, tok.songwenbo)).code).toBe(400)
    expect((await send(t, 'POST', `${P}/meters/${first}/approve`, {}, tok.huangwei)).data.stateName).toBe('已批准')
    expect((await send(t, 'POST', `${P}/meters/${second}/return`, {}, tok.songwenbo)).data.stateName).toBe('已退回')
    const again = await send(t, 'POST', `${P}/meters`, { contractId: 'ct-hj-tj01', period: '2026-11', lines: [{ nodeId: item.id, quantity: part }] }, tok.zhanghua)
    expect(again.code).toBe(200)
    // another section's item, a foreman, a bad period: refused
    const other = (await tree('jiangtao', 'ct-hj-tj02')).data.list.find((n: Node) => n.level === 'item')
    expect((await send(t, 'POST', `${P}/meters`, { contractId: 'ct-hj-tj01', period: '2026-11', lines: [{ nodeId: other.id, quantity: 1 }] }, tok.zhanghua)).msg).toMatch(/不属于该合同段/)
    expect((await send(t, 'POST', `${P}/meters`, { contractId: 'ct-hj-tj01', period: '2026-11', lines: [{ nodeId: item.id, quantity: 1 }] }, tok.chengang)).msg).toMatch(/没有申报计量的权限/)
    expect((await send(t, 'POST', `${P}/meters`, { contractId: 'ct-hj-tj01', period: '2026-13', lines: [{ nodeId: item.id, quantity: 1 }] }, tok.zhanghua)).code).toBe(400)
    expect((await get(t, `${P}/meters/${first}`, tok.jiangtao)).code).toBe(400)
  })
})

// Metering applications (计量申请) and the progress exports: a section draws a metering up as a draft from its bill
// (per item the bill quantity, what was metered before and what is left), edits it while it is a draft or returned,
// submits it into its flow, 计量审批 (the section's supervisor, then the owner's manager); the limit holds for edits too, also when
// they race; the metering sheet and the daily report export as .xlsx with the figures the screens show; other
// sections' meterings stay out of reach; bad input is refused and changes nothing.
import ExcelJS from 'exceljs'
import { meterRepository } from '../../server/src/modules/progress/meter-repository'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { act, entryOf, openHandlers, task } from './workflow-fixtures'

const P = '/H5Api/api/progress'
type Item = { nodeId: string; billCode: string; name: string; unit: string; unitPrice: number; billQuantity: number; meteredBefore: number; left: number }

describe.each(dialects)('metering applications and exports (%s)', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  const items = async (who = 'chengang', meterId = '') =>
    (await get(t, `${P}/meter-items?contractId=ct-hj-tj01${meterId ? `&meterId=${meterId}` : ''}`, tok[who])).data.list as Item[]
  const sheetOf = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer)
    return wb.worksheets[0]
  }
  const rowsOf = (ws: ExcelJS.Worksheet) => ws.getRows(1, ws.rowCount)!.map((r) => (r.values as unknown[]).slice(1))

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['chengang', 'jiangtao', 'huangwei', 'zhanghua', 'songwenbo', 'yangshan']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })
  const taskOf = async (id: string) => (await get(t, `${P}/meters/${id}`, tok.chengang)).data.flowTaskId as string
  /** 通过 (Audit) or 退回 (Reject) on the metering's flow, as `who` at the node he has it to do */
  const decide = async (id: string, who: string, approve: boolean, handleOpinion = '') =>
    act(t, tok[who], approve ? 'Audit' : 'Reject', await entryOf(t, await taskOf(id), `u-${who}`), { handleOpinion })

  test('the bill of a section shows per item what earlier meterings took and what is left; others may not read it', async () => {
    const list = await items()
    expect(list.length).toBeGreaterThan(20)
    const seeded = list.filter((i) => i.meteredBefore > 0)
    expect(seeded.length).toBeGreaterThan(0)
    for (const i of list) expect(Math.round((i.billQuantity - i.meteredBefore) * 100)).toBe(Math.round(i.left * 100))
    expect((await get(t, `${P}/meter-items?contractId=ct-hj-tj01`, tok.jiangtao)).code).toBe(400)
    expect((await get(t, `${P}/meter-items?contractId=ct-hj-tj01`, tok.yangshan)).msg).toMatch(/没有申报计量的权限/)
    expect((await get(t, `${P}/meter-items`, tok.chengang)).msg).toBe('请选择合同段')
  })

  test('chengang drafts a metering, edits it, is refused over the limit, submits it; it is countersigned and closed to edits', async () => {
    const [a, b] = (await items()).filter((i) => i.left > 10)
    const draft = await send(t, 'POST', `${P}/meters`, {
      contractId: 'ct-hj-tj01', period: '2026-11', remark: '11月计量', submit: false, lines: [{ nodeId: a.nodeId, quantity: 1.25 }]
    }, tok.chengang)
    expect(draft.data).toMatchObject({ state: 0, stateName: '草稿', amount: Math.round(1.25 * a.unitPrice * 100) / 100 })
    const id = draft.data.id as string
    // a draft is the section's own: not in the approvers' lists, and under no flow yet
    expect((await get(t, `${P}/meters?projectId=proj-hj`, tok.songwenbo)).data.list.some((m: { id: string }) => m.id === id)).toBe(false)
    expect((await get(t, `${P}/meters?contractId=ct-hj-tj01&scope=apply`, tok.chengang)).data.list.some((m: { id: string }) => m.id === id)).toBe(true)
    expect(await taskOf(id)).toBe('')
    // the draft reserves its quantity from the others; its own edit sees the item without it
    expect((await items()).find((i) => i.nodeId === a.nodeId)!.left).toBeCloseTo(a.left - 1.25, 2)
    expect((await items('chengang', id)).find((i) => i.nodeId === a.nodeId)!.left).toBeCloseTo(a.left, 2)

    const over = await send(t, 'PUT', `${P}/meters/${id}`, { period: '2026-11', lines: [{ nodeId: a.nodeId, quantity: a.left + 0.01 }] }, tok.chengang)
    expect(over.code).toBe(400)
    expect(over.msg).toMatch(/超过清单剩余数量/)
    expect((await get(t, `${P}/meters/${id}`, tok.chengang)).data.lines.map((l: { quantity: number }) => l.quantity)).toEqual([1.25])

    const q = Math.min(a.left, 3.5)
    const submitted = await send(t, 'PUT', `${P}/meters/${id}`, {
      period: '2026-11', remark: '11月第1期计量', submit: true, lines: [{ nodeId: a.nodeId, quantity: q }, { nodeId: b.nodeId, quantity: '2.10' }]
    }, tok.chengang)
    expect(submitted.data).toMatchObject({ state: 1, stateName: '监理审核' })
    expect(submitted.data.amount).toBeCloseTo(Math.round(q * a.unitPrice * 100) / 100 + Math.round(2.1 * b.unitPrice * 100) / 100, 2)
    expect((await send(t, 'PUT', `${P}/meters/${id}`, { lines: [{ nodeId: a.nodeId, quantity: 1 }] }, tok.chengang)).msg).toMatch(/监理审核，不能修改/)
    expect((await send(t, 'DELETE', `${P}/meters/${id}`, undefined, tok.chengang)).msg).toMatch(/不能修改/)

    // its flow waits for the section's supervisors (宋文博, 郭晴), titled by the section and period
    const taskId = await taskOf(id)
    expect(await task(t, taskId)).toMatchObject({ status: 1, flowCode: 'meterApprove', contractId: 'ct-hj-tj01', currentNodeName: '监理审核' })
    expect((await task(t, taskId)).fullName).toMatch(/ 2026-11 计量$/)
    expect(await openHandlers(t, taskId)).toEqual(['u-guoqing', 'u-songwenbo'])

    // returned by the supervisor with an opinion: editable again, and its quantities count no more
    expect((await decide(id, 'songwenbo', false, '附件缺中间交工证书')).code).toBe(200)
    expect((await get(t, `${P}/meters/${id}`, tok.chengang)).data).toMatchObject({ state: 3, stateName: '已退回', opinion: '附件缺中间交工证书', editable: true })
    expect((await items()).find((i) => i.nodeId === a.nodeId)!.left).toBeCloseTo(a.left, 2)
    // submitted again on the same task
    expect((await send(t, 'PUT', `${P}/meters/${id}`, { period: '2026-11', submit: true, lines: [{ nodeId: a.nodeId, quantity: q }] }, tok.chengang)).data.state).toBe(1)
    expect(await taskOf(id)).toBe(taskId)

    expect((await decide(id, 'songwenbo', true, '已核')).code).toBe(200)
    expect((await get(t, `${P}/meters/${id}`, tok.chengang)).data).toMatchObject({ state: 2, stateName: '业主审核', supervisorName: '宋文博' })
    expect(await openHandlers(t, taskId)).toEqual(['u-huangwei'])
    expect((await decide(id, 'huangwei', true, '同意计量')).code).toBe(200)
    expect((await task(t, taskId)).status).toBe(2)
    const done = (await get(t, `${P}/meters/${id}`, tok.chengang)).data
    expect(done).toMatchObject({ state: 4, editable: false, remark: '11月第1期计量', creatorName: '陈刚', supervisorName: '宋文博', ownerName: '黄伟', opinion: '同意计量' })
    expect(done.supervisorTime).toBeGreaterThan(0)
    expect((await send(t, 'DELETE', `${P}/meters/${id}`, undefined, tok.chengang)).msg).toMatch(/已批准，不能修改/)
    expect((await get(t, `${P}/meters/${id}`, tok.jiangtao)).code).toBe(400)
    expect((await send(t, 'PUT', `${P}/meters/${id}`, { lines: [{ nodeId: a.nodeId, quantity: 1 }] }, tok.jiangtao)).code).toBe(400)
  })

  test('two edits racing for the rest of an item never pass its bill quantity', async () => {
    const item = (await items()).filter((i) => i.left > 4).pop()!
    const half = Math.floor((item.left / 2) * 100) / 100 + 0.01
    const drafts = await Promise.all([0, 1].map(() => send(t, 'POST', `${P}/meters`, { contractId: 'ct-hj-tj01', period: '2026-11', submit: false, lines: [{ nodeId: item.nodeId, quantity: 1 }] }, tok.chengang)))
    const ids = drafts.map((d) => d.data.id as string)
    const read = meterRepository.meteredBefore.bind(meterRepository)
    const slow = jest.spyOn(meterRepository, 'meteredBefore').mockImplementation(async (...args) => {
      const out = await read(...args)
      await new Promise((r) => setTimeout(r, 40))
      return out
    })
    const answers = await Promise.all(ids.map((id) => send(t, 'PUT', `${P}/meters/${id}`, { submit: true, lines: [{ nodeId: item.nodeId, quantity: half }] }, tok.chengang)))
    slow.mockRestore()
    expect(answers.filter((a) => a.code === 200)).toHaveLength(1)
    expect(answers.find((a) => a.code !== 200)!.msg).toMatch(/超过清单剩余数量/)
    const after = (await items()).find((i) => i.nodeId === item.nodeId)!
    expect(after.meteredBefore).toBeLessThanOrEqual(after.billQuantity)
    for (const id of ids) {
      const m = (await get(t, `${P}/meters/${id}`, tok.chengang)).data
      if (m.state === 0) expect((await send(t, 'DELETE', `${P}/meters/${id}`, undefined, tok.chengang)).code).toBe(200)
    }
    expect((await items()).find((i) => i.nodeId === item.nodeId)!.left).toBeCloseTo(item.left - half, 2)
  })

  test('bad input is refused with a message and changes nothing', async () => {
    const item = (await items()).find((i) => i.left > 1)!
    const count = async () => (await t.app.ctx.db.selectFrom('progressMeter').select('id').execute()).length
    const before = await count()
    const bad: [unknown, RegExp][] = [
      [{ contractId: 'ct-hj-tj01', period: '2026-11', lines: [] }, /至少填写一个/],
      [{ contractId: 'ct-hj-tj01', period: '2026/11', lines: [{ nodeId: item.nodeId, quantity: 1 }] }, /计量期次格式/],
      [{ contractId: 'ct-hj-tj01', period: '2026-11', lines: [{ nodeId: item.nodeId, quantity: 1.234 }] }, /两位小数/],
      [{ contractId: 'ct-hj-tj01', period: '2026-11', lines: [{ nodeId: item.nodeId, quantity: -1 }] }, /大于0/],
      [{ contractId: 'ct-hj-tj01', period: '2026-11', lines: [{ nodeId: item.nodeId, quantity: 'abc' }] }, /大于0/],
      [{ contractId: 'ct-hj-tj01', period: '2026-11', lines: [{ nodeId: item.nodeId, quantity: 1 }, { nodeId: item.nodeId, quantity: 1 }] }, /只能出现一次/],
      [{ contractId: 'ct-hj-tj01', period: '2026-11', remark: 5, lines: [{ nodeId: item.nodeId, quantity: 1 }] }, /计量说明格式/],
      [{ contractId: 'ct-nope', period: '2026-11', lines: [{ nodeId: item.nodeId, quantity: 1 }] }, /无权访问/],
      [{ contractId: 'ct-hj-tj01', period: '2026-11', lines: 'x' }, /至少填写一个/]
    ]
    for (const [body, msg] of bad) {
      const r = await send(t, 'POST', `${P}/meters`, body, tok.chengang)
      expect([r.code, r.msg]).toEqual([400, expect.stringMatching(msg)])
    }
    expect((await send(t, 'PUT', `${P}/meters/nope`, { lines: [{ nodeId: item.nodeId, quantity: 1 }] }, tok.chengang)).msg).toMatch(/不存在/)
    expect((await send(t, 'POST', `${P}/meters/nope/export`, {}, tok.chengang)).code).toBe(400)
    expect(await count()).toBe(before)
  })

  test('the metering sheet exports its header, countersign and lines with two decimals', async () => {
    const approved = (await get(t, `${P}/meters?contractId=ct-hj-tj01`, tok.chengang)).data.list.find((m: { state: number }) => m.state === 4)
    const detail = (await get(t, `${P}/meters/${approved.id}`, tok.chengang)).data
    const r = await send(t, 'POST', `${P}/meters/${approved.id}/export`, {}, tok.songwenbo)
    expect(r.data).toEqual({ name: expect.stringMatching(/^计量单_.+_\d{6}\.xlsx$/), url: expect.stringMatching(/^\/api\/file\/Download\?encryption=/) })
    const ws = await sheetOf(r.data.url)
    const rows = rowsOf(ws)
    expect(String(rows[0][0])).toContain(`${detail.period}期计量单`)
    const head = rows.findIndex((row) => row[0] === '清单编号')
    expect(rows[head]).toEqual(['清单编号', 'WBS编码', '清单项目', '桩号范围', '单位', '单价(元)', '清单数量', '此前计量', '本期计量', '剩余数量', '本期金额(元)'])
    const lines = rows.slice(head + 1, head + 1 + detail.lines.length)
    expect(lines.map((l) => [l[2], l[3], l[8], l[10]])).toEqual(detail.lines.map((l: { name: string; chainage: string; quantity: number; amount: number }) => [l.name, l.chainage, l.quantity, l.amount]))
    expect(rows[head + 1 + detail.lines.length][10]).toBe(detail.amount)
    expect(rows.find((row) => row[0] === '监理审核')![1]).toBe(detail.supervisorName)
    expect(ws.getRow(head + 2).getCell(11).numFmt).toBe('#,##0.00')
    expect((await send(t, 'POST', `${P}/meters/${approved.id}/export`, {}, tok.jiangtao)).code).toBe(400)
  })

  test('the daily report exports the day\'s fillings and its header; another section\'s is refused', async () => {
    const reports = (await get(t, `${P}/daily-reports?contractId=ct-hj-tj01&state=2`, tok.chengang)).data.list
    const day = reports[0].date as string
    const report = (await get(t, `${P}/daily-report?contractId=ct-hj-tj01&date=${day}`, tok.chengang)).data
    expect(report.items.length).toBeGreaterThan(0)
    const r = await send(t, 'POST', `${P}/daily-report/export`, { contractId: 'ct-hj-tj01', date: day }, tok.huangwei)
    expect(r.data.name).toBe(`施工日报_${report.contractName}_${day.replace(/-/g, '')}.xlsx`)
    const rows = rowsOf(await sheetOf(r.data.url))
    expect(rows[1]).toEqual(['合同段', report.contractName, '', '日期', day, '状态', '已通过'])
    const head = rows.findIndex((row) => row[0] === 'WBS编码')
    const body = rows.slice(head + 1, head + 1 + report.items.length)
    expect(body.map((b) => [b[0], b[3], b[5]])).toEqual(report.items.map((i: { code: string; quantity: number; value: number }) => [i.code, i.quantity, i.value]))
    expect(rows[head + 1 + report.items.length].slice(0, 6)).toEqual(['合计', `${report.items.length}项`, '', '', '', report.totalValue])
    expect((await send(t, 'POST', `${P}/daily-report/export`, { contractId: 'ct-hj-tj01', date: day }, tok.jiangtao)).code).toBe(400)
    expect((await send(t, 'POST', `${P}/daily-report/export`, { contractId: 'ct-hj-tj01', date: '2026-02-30' }, tok.chengang)).msg).toMatch(/日期格式/)
  })

  test('a report opens by its id (the flow forms\' deep link) for its section and its approvers only', async () => {
    const [row] = (await get(t, `${P}/daily-reports?contractId=ct-hj-tj01&state=2`, tok.huangwei)).data.list
    const byId = (await get(t, `${P}/daily-report/${row.id}`, tok.huangwei)).data
    const byDay = (await get(t, `${P}/daily-report?contractId=ct-hj-tj01&date=${row.date}`, tok.huangwei)).data
    expect(byId).toEqual(expect.objectContaining({ id: row.id, date: row.date, totalValue: byDay.totalValue, stateName: '已通过' }))
    expect(byId.items.map((i: { id: string }) => i.id)).toEqual(byDay.items.map((i: { id: string }) => i.id))
    expect((await get(t, `${P}/daily-report/${row.id}`, tok.jiangtao)).msg).toMatch(/无权访问/)
    expect((await get(t, `${P}/daily-report/nope`, tok.huangwei)).code).toBe(400)
  })
})

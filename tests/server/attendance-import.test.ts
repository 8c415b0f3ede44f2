// Excel import of the labour worker registry (modules/attendance/worker-import): the section's managers download the
// template and import a filled sheet; every row is checked as the single save checks it, a card twice in the file is
// refused, a card already registered updates that worker, and one bad row refuses the whole file with every bad
// row's number and reason while nothing is written. Nobody imports into a section he does not manage.
import ExcelJS from 'exceljs'
import { idCardCheckChar } from '../../src/utils/id-card'
import { call, createTestApp, dialects, get, login, multipart, send, type TestApp } from './helpers/app'

const A = '/H5Api/api/attendance'
const card = (seq: number, birth = '19850312') => { const f = `330681${birth}${String(seq).padStart(3, '0')}`; return f + idCardCheckChar(f) }

async function sheet(rows: (string | number | Date | null)[][], header = ['姓名*', '身份证号*', '手机号', '工种*', '班组*', '进场日期*', '退场日期']): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('劳务人员')
  ws.addRow(header)
  for (const r of rows) ws.addRow(r)
  return Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer)
}

describe.each(dialects)('worker import on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['chengang', 'yangshan', 'jiangtao', 'huangwei', 'yuanhao']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })

  const upload = async (who: string, bytes: Buffer, name = 'workers.xlsx') => {
    const m = multipart(name, bytes)
    const res = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/temporary', payload: m.payload, headers: m.headers, token: tok[who] })
    expect(res.code).toBe(200)
    return res.data.name as string
  }
  const count = async () => Number((await t.app.ctx.db.selectFrom('attendanceWorker').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('contractId', '=', 'ct-hj-tj01').executeTakeFirstOrThrow()).n)

  test('the template has the columns of the worker form and comes as a download link', async () => {
    const res = await get(t, `${A}/workers/template?contractId=ct-hj-tj01`, tok.chengang)
    expect(res.code).toBe(200)
    expect(res.data.name).toMatch(/^劳务人员导入模板-.+\.xlsx$/)
    const file = await t.app.inject({ method: 'GET', url: `/H5Api${String(res.data.url).replace(/^\/H5Api/, '')}` })
    expect(file.statusCode).toBe(200)
    const wb = new ExcelJS.Workbook()
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer)
    expect((wb.worksheets[0].getRow(1).values as unknown[]).slice(1)).toEqual(['姓名*', '身份证号*', '手机号', '工种*', '班组*', '进场日期*', '退场日期'])
    expect((await get(t, `${A}/workers/template?contractId=ct-hj-tj01`, tok.yangshan)).msg).toBe('您没有导入劳务人员的权限')
    expect((await get(t, `${A}/workers/template?contractId=ct-hj-tj01`, tok.jiangtao)).msg).toBe('合同段不存在或您无权访问')
  })

  test('one bad row refuses the whole file with every bad row and its reason; nothing is written', async () => {
    const before = await count()
    const existing = (await get(t, `${A}/workers?contractId=ct-hj-tj01&keyword=杨山`, tok.chengang)).data.list[0]
    const bytes = await sheet([
      ['周一', card(101), '13800000001', '钢筋工', '钢筋一班', '2026-03-01', ''],
      ['', card(102), '', '钢筋工', '钢筋一班', '2026-03-01', ''],
      ['吴二', '330681198503121235', '', '钢筋工', '钢筋一班', '2026-03-01', ''],
      ['郑三', card(103), '', '钢筋工', '钢筋一班', '2026-02-30', ''],
      ['王四', card(104), '', '', '钢筋一班', '2026-03-01', ''],
      ['赵五', card(101), '', '架子工', '架子班', '2026-03-01', ''],
      ['钱六', card(105), '1234', '架子工', '架子班', '2026-03-01', ''],
      ['孙七', card(106), '', '架子工', '架子班', '2026-03-05', '2026-03-01'],
      [existing.realName, existing.idCard, '', '木工', '模板班', '2026-03-01', '']
    ])
    const res = await send(t, 'POST', `${A}/workers/import`, { contractId: 'ct-hj-tj01', fileName: await upload('chengang', bytes) }, tok.chengang)
    expect(res.code).toBe(200)
    expect(res.msg).toBe('导入失败：7行有误，未导入任何人员')
    expect(res.data.imported).toBe(0)
    expect(res.data.errors).toEqual([
      { row: 3, reason: '请填写姓名' },
      { row: 4, reason: '请输入正确的18位身份证号' },
      { row: 5, reason: '进场日期格式应为 yyyy-MM-dd' },
      { row: 6, reason: '请填写工种' },
      { row: 7, reason: '身份证号与第2行重复' },
      { row: 8, reason: '请输入正确的手机号' },
      { row: 9, reason: '退场日期不能早于进场日期' }
    ])
    expect(await count()).toBe(before)
    const again = (await get(t, `${A}/workers/${existing.id}`, tok.chengang)).data
    expect(again.trade).toBe(existing.trade)
  })

  test('a good file goes in whole: new cards are registered, a known card updates its worker, date cells are read as days', async () => {
    const before = await count()
    const existing = (await get(t, `${A}/workers?contractId=ct-hj-tj01&keyword=杨山`, tok.chengang)).data.list[0]
    const bytes = await sheet([
      ['周德明', card(201), '13800000002', '钢筋工', '钢筋二班', new Date(Date.UTC(2026, 2, 2)), null],
      ['李国强', card(202).toLowerCase(), '', '混凝土工', '混凝土班', '2026-03-02', '2026-06-30'],
      [existing.realName, existing.idCard, existing.mobile, '模板工', '模板班', existing.entryDate, '']
    ])
    const res = await send(t, 'POST', `${A}/workers/import`, { contractId: 'ct-hj-tj01', fileName: await upload('chengang', bytes) }, tok.chengang)
    expect(res.code).toBe(200)
    expect(res.data).toEqual({ imported: 3, created: 2, updated: 1, errors: [] })
    expect(res.msg).toBe('导入成功：新增2人，更新1人')
    expect(await count()).toBe(before + 2)
    const found = (await get(t, `${A}/workers?contractId=ct-hj-tj01&keyword=周德明`, tok.chengang)).data.list[0]
    expect(found).toMatchObject({ idCard: card(201), team: '钢筋二班', entryDate: '2026-03-02', exitDate: '' })
    const updated = (await get(t, `${A}/workers/${existing.id}`, tok.chengang)).data
    expect(updated).toMatchObject({ trade: '模板工', team: '模板班', userId: existing.userId })
  })

  test('bad files and other people are refused and change nothing', async () => {
    const before = await count()
    const good = await sheet([['冯八', card(301), '', '电工', '电工班', '2026-03-01', '']])
    const mine = await upload('chengang', good)
    const imp = (who: string, body: Record<string, unknown>) => send(t, 'POST', `${A}/workers/import`, body, tok[who])
    expect((await imp('yangshan', { contractId: 'ct-hj-tj01', fileName: await upload('yangshan', good) })).msg).toBe('您没有导入劳务人员的权限')
    expect((await imp('jiangtao', { contractId: 'ct-hj-tj01', fileName: mine })).msg).toBe('合同段不存在或您无权访问')
    // the project manager of another project (宁绩) neither imports into 杭金's section nor gets its template
    expect((await imp('yuanhao', { contractId: 'ct-hj-tj01', fileName: await upload('yuanhao', good) })).msg).toBe('合同段不存在或您无权访问')
    expect((await get(t, `${A}/workers/template?contractId=ct-hj-tj01`, tok.yuanhao)).msg).toBe('合同段不存在或您无权访问')
    // a file somebody else uploaded is not there for him, though he manages the section
    expect((await imp('huangwei', { contractId: 'ct-hj-tj01', fileName: mine })).msg).toBe('文件不存在，请重新上传')
    expect((await imp('chengang', { contractId: 'ct-hj-tj01', fileName: '../../etc/passwd' })).msg).toBe('文件不存在，请重新上传')
    expect((await imp('chengang', { contractId: 'ct-hj-tj01' })).msg).toBe('文件不存在，请重新上传')
    expect((await imp('chengang', { contractId: 'ct-hj-tj01', fileName: await upload('chengang', Buffer.from('not excel'), 'a.xlsx') })).msg).toBe('文件不是有效的 Excel (.xlsx) 文件')
    expect((await imp('chengang', { contractId: 'ct-hj-tj01', fileName: await upload('chengang', Buffer.from('%PDF-1.4'), 'a.pdf') })).msg).toBe('请上传 .xlsx 格式的 Excel 文件')
    expect((await imp('chengang', { contractId: 'ct-hj-tj01', fileName: await upload('chengang', await sheet([['x', 'y']], ['名字', '号码'])) })).msg).toMatch(/^文件缺少列：姓名、身份证号/)
    expect((await imp('chengang', { contractId: 'ct-hj-tj01', fileName: await upload('chengang', await sheet([])) })).msg).toBe('文件中没有人员数据')
    expect((await call(t, { method: 'POST', url: `${A}/workers/import`, token: tok.chengang })).code).toBe(400)
    expect(await count()).toBe(before)
  })
})

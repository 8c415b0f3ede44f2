// 专项排查 (catalog/safety/models/special-inspection.ts, modules/safety/special-inspection-hooks.ts): an inspection whose
// rows are problems picked from the problem library; each is marked 存在 / 不存在 on site, and finishing registers
// every 存在 row as a hidden danger with the library's level, category and measures, due the library's rectify days
// after the inspection. Bad rows are refused whole, only the inspectors, the filer and the safety officers finish,
// and nobody outside the project sees it.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const MODEL = 'vm-special-inspection'
const O = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const cn = (s: string) => Date.parse(`${s.replace(' ', 'T')}${s.length > 10 ? ':00' : 'T00:00:00'}+08:00`)
const DAY = 86_400_000

type Row = Record<string, unknown>
/** a picked row as the app sends it: the library's fields carried along (the server re-reads them from the library) */
const row = (problemId: string, result = '', extra: Row = {}) => ({
  problemId, categoryName: '', itemName: '检查项', problem: `问题 ${problemId}`, hazardLevel: 'dd-hazardLevel-general', hazardCategory: 'dd-hazardCategory-15',
  basis: '', measures: '', rectifyDays: null, result, photos: [], note: '', hazardNo: '', hazardId: '', ...extra
})
const inspection = (extra: Row = {}) => ({
  inspectDate: cn('2026-03-12'), inspectTitle: '5号墩高处作业及临时用电专项排查', chainage: 'K15+480', location: '钱塘江特大桥5号墩',
  inspectors: ['u-hexiaoyan', 'u-songwenbo'],
  inspectItems: [
    // 桥面临边未设防护栏杆: 重大隐患, 物体打击/高处坠落 (1), 1 day
    row('pl-height-edge-1', 'exist', { itemName: '临边与洞口防护', note: '盖梁北侧临边栏杆缺失约6m' }),
    // 配电箱无门无锁: 一般隐患, 触电 (13), 2 days
    row('pl-elec-box-3', 'exist', { itemName: '配电箱与开关箱', note: '墩旁二级箱门锁损坏' }),
    row('pl-ppe-gear-1', 'absent')
  ],
  responsibleUnit: '钱江路桥工程有限公司', responsible: 'u-chengang', ...extra
})

describe.each(dialects)('专项排查 on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['hexiaoyan', 'zhaomin', 'chengang', 'songwenbo', 'guoqing', 'yuanhao', 'liuhaitao']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })
  beforeEach(() => { t.clock.t = cn('2026-03-12 10:00') })

  const db = () => t.app.ctx.db
  const create = (who: string, data: Row, projectId = 'proj-hj', contractId = 'ct-hj-tj01') =>
    send(t, 'POST', O, { data: JSON.stringify(data), projectId, contractId }, tok[who])
  const move = (id: string, who: string, body: Row) => send(t, 'POST', `${O}/${id}/Actions/Transition`, body, tok[who])
  const stored = async (id: string) => {
    const r = await db().selectFrom('visualdevRecord').select(['data', 'recordState']).where('id', '=', id).executeTakeFirstOrThrow()
    return { data: JSON.parse(r.data) as Row, state: r.recordState }
  }
  const count = async (modelId: string) => Number((await db().selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('modelId', '=', modelId).executeTakeFirstOrThrow()).n)

  test('bad rows are refused with a clear message and nothing is stored', async () => {
    const before = await count(MODEL)
    expect((await create('hexiaoyan', inspection({ inspectItems: [] }))).msg).toBe('请选择检查内容')
    const unknown = await create('hexiaoyan', inspection({ inspectItems: [row('pl-elec-box-99')] }))
    expect([unknown.code, unknown.msg]).toEqual([400, '第1项不是问题库中的问题，请重新选择检查内容'])
    // a category or an item is not a problem to look for
    expect((await create('hexiaoyan', inspection({ inspectItems: [row('pl-elec-box-1'), row('pl-elec-box')] }))).msg).toBe('第2项不是问题库中的问题，请重新选择检查内容')
    expect((await create('hexiaoyan', inspection({ inspectItems: [row('pl-elec-box-1'), row('pl-elec-box-1')] }))).msg).toBe('第2项“问题 pl-elec-box-1”与第1项重复')
    expect((await create('hexiaoyan', inspection({ inspectItems: [row('pl-elec-box-1', 'exist')] }))).msg).toBe('第1项“问题 pl-elec-box-1”存在隐患，请拍照或填写情况说明')
    expect((await create('hexiaoyan', inspection({ inspectItems: [row('pl-elec-box-1', 'broken')] }))).code).toBe(400)
    expect((await create('hexiaoyan', inspection({ inspectItems: [row('pl-elec-box-1', '', { rectifyDays: 1.5 })] }))).code).toBe(400)
    expect((await create('hexiaoyan', inspection({ inspectItems: 'pl-elec-box-1' }))).code).toBe(400)
    expect((await create('hexiaoyan', inspection({ chainage: 'K15-480' }))).code).toBe(400)
    expect(await count(MODEL)).toBe(before)
  })

  test('finishing registers each 存在 row as a hazard with the library level, category, measures and deadline', async () => {
    const r = await create('hexiaoyan', inspection({ inspectItems: [...inspection().inspectItems, row('pl-elec-line-3')] }))
    expect(r.code).toBe(200)
    const id = r.data.id as string
    const fresh = await stored(id)
    expect(fresh.state).toBe('checking')
    expect(fresh.data.inspectNo).toMatch(/^ZXPC/)
    const hazards = await count('vm-hazard-rectify')

    // every row marked first, and the conclusion
    expect((await move(id, 'songwenbo', { transition: 'finish' })).msg).toBe('请填写排查结论')
    expect((await move(id, 'songwenbo', { transition: 'finish', opinion: '两项存在' })).msg).toBe('第4项“问题 pl-elec-line-3”尚未排查，请标记存在或不存在')
    const marked = inspection({ inspectItems: [...inspection().inspectItems, row('pl-elec-line-3', 'absent')] })
    expect((await send(t, 'PUT', `${O}/${id}`, { data: JSON.stringify({ ...marked, responsible: '' }) }, tok.hexiaoyan)).code).toBe(200)
    expect((await move(id, 'songwenbo', { transition: 'finish', opinion: '两项存在' })).msg).toBe('排查出隐患，请选择整改责任人')
    expect(await count('vm-hazard-rectify')).toBe(hazards)
    expect((await stored(id)).state).toBe('checking')

    // the inspector lowers the level and sets 5 days on the second row: the library's level stands, his days stand
    const rows = marked.inspectItems as Row[]
    rows[0] = { ...rows[0], hazardLevel: 'dd-hazardLevel-general', hazardCategory: 'dd-hazardCategory-15' }
    rows[1] = { ...rows[1], rectifyDays: 5 }
    expect((await send(t, 'PUT', `${O}/${id}`, { data: JSON.stringify({ ...marked, inspectItems: rows }) }, tok.hexiaoyan)).code).toBe(200)
    expect((await move(id, 'songwenbo', { transition: 'finish', opinion: '两项存在，已登记隐患' })).code).toBe(200)

    const done = await stored(id)
    expect(done.state).toBe('finished')
    const items = done.data.inspectItems as Row[]
    expect(items.map((i) => Boolean(i.hazardNo))).toEqual([true, true, false, false])
    expect(await count('vm-hazard-rectify')).toBe(hazards + 2)

    const hazardOf = async (i: number) => {
      const h = await db().selectFrom('visualdevRecord').selectAll().where('id', '=', String(items[i].hazardId)).executeTakeFirstOrThrow()
      return { row: h, data: JSON.parse(h.data) as Row }
    }
    const edge = await hazardOf(0)
    expect(edge.data).toMatchObject({
      hazardNo: items[0].hazardNo, hazardLevel: 'dd-hazardLevel-major', hazardCategory: 'dd-hazardCategory-1',
      hazardTitle: '临边与洞口防护：桥面、墩顶、盖梁临边未设置防护栏杆或栏杆高度不足1.2m',
      description: '桥面、墩顶、盖梁临边未设置防护栏杆或栏杆高度不足1.2m。现场情况：盖梁北侧临边栏杆缺失约6m',
      chainage: 'K15+480', location: '钱塘江特大桥5号墩', responsible: 'u-chengang', responsibleUnit: '钱江路桥工程有限公司',
      foundDate: cn('2026-03-12'), deadline: cn('2026-03-12') + DAY
    })
    expect(String(edge.data.requirement)).toContain('设置高度不低于1.2m的两道横杆防护栏杆')
    expect(String(edge.data.requirement)).toContain('JGJ 80-2016')
    expect(String(edge.data.hazardNo)).toMatch(/^YH/)
    expect([edge.row.projectId, edge.row.contractId, edge.row.creatorUserId, edge.row.recordState]).toEqual(['proj-hj', 'ct-hj-tj01', 'u-songwenbo', 'reported'])
    const box = await hazardOf(1)
    expect(box.data).toMatchObject({ hazardLevel: 'dd-hazardLevel-general', hazardCategory: 'dd-hazardCategory-13', deadline: cn('2026-03-12') + 5 * DAY })

    // finished is final
    expect((await move(id, 'hexiaoyan', { transition: 'finish', opinion: '再次完成' })).msg).toBe('当前状态为“已完成”，不能完成排查')
    expect((await send(t, 'PUT', `${O}/${id}`, { data: JSON.stringify(marked) }, tok.hexiaoyan)).code).toBe(400)
    expect(await count('vm-hazard-rectify')).toBe(hazards + 2)
  })

  test('nothing found: finishing needs nobody responsible and registers nothing', async () => {
    const hazards = await count('vm-hazard-rectify')
    const id = (await create('hexiaoyan', inspection({ responsible: '', inspectItems: [row('pl-elec-box-1', 'absent'), row('pl-elec-box-2', 'absent')] }))).data.id as string
    expect((await move(id, 'hexiaoyan', { transition: 'finish', opinion: '未发现隐患' })).code).toBe(200)
    expect((await stored(id)).state).toBe('finished')
    expect(await count('vm-hazard-rectify')).toBe(hazards)
  })

  test('who finishes: the inspectors, the filer, a safety officer; nobody outside the project sees it', async () => {
    const id = (await create('hexiaoyan', inspection({ inspectors: ['u-hexiaoyan'] }))).data.id as string
    // the supervision engineer and the chief engineer read it; the engineer is not one of its inspectors
    expect((await get(t, `${O}/${id}`, tok.guoqing)).code).toBe(200)
    expect((await get(t, `${O}/${id}`, tok.liuhaitao)).code).toBe(200)
    expect((await move(id, 'guoqing', { transition: 'finish', opinion: '完成' })).msg).toBe('您无权执行“完成排查”')
    // a supervision engineer files his own and finishes it
    const own = (await create('guoqing', inspection({ inspectors: ['u-guoqing'], inspectItems: [row('pl-elec-box-1', 'absent')] }))).data.id as string
    expect((await move(own, 'guoqing', { transition: 'finish', opinion: '未发现隐患' })).code).toBe(200)
    // the section chief has no 专项排查; 宁绩's manager cannot see 杭金's
    expect((await get(t, `${O}/${id}`, tok.chengang)).code).toBe(400)
    expect((await get(t, `${O}/${id}`, tok.yuanhao)).code).toBe(400)
    expect((await move(id, 'yuanhao', { transition: 'finish', opinion: '完成' })).code).toBe(400)
    expect((await create('yuanhao', inspection())).code).toBe(400)
    const list = (await send(t, 'POST', `${O}/List`, { currentPage: 1, pageSize: 100 }, tok.yuanhao)).data.list as Row[]
    expect(list.map((r) => r.id)).toEqual(['rec-zxpc-nj-001'])
    expect((await stored(id)).state).toBe('checking')
    expect((await move(id, 'zhaomin', { transition: 'finish', opinion: '已登记两项隐患' })).code).toBe(200)
  })

  test('the demo inspections: one finished clean, one under way with a row found', async () => {
    const clean = await stored('rec-zxpc-hj-001')
    expect(clean.state).toBe('finished')
    expect((clean.data.inspectItems as Row[]).every((i) => i.result === 'absent')).toBe(true)
    const open = await stored('rec-zxpc-hj-002')
    expect(open.state).toBe('checking')
    expect((open.data.inspectItems as Row[]).map((i) => i.result)).toEqual(['exist', 'absent', '', '', ''])
    const list = (await send(t, 'POST', `${O}/List`, { currentPage: 1, pageSize: 100 }, tok.hexiaoyan)).data.list as Row[]
    expect(list.map((r) => r.id)).toEqual(expect.arrayContaining(['rec-zxpc-hj-001', 'rec-zxpc-hj-002']))
  })
})

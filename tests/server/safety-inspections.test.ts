// Safety inspections by checklist (catalog/safety/models/safety-check.ts, modules/safety/inspection-hooks.ts): a
// safety officer goes through the checklist on site, a failed item says what is wrong; finishing the inspection
// registers every failed item as a hidden danger on the hazard loop for the person responsible, in one step that
// is refused whole when something is missing; the inspection ends there, and nobody outside its project sees it.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const MODEL = 'vm-safety-check'
const O = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const HAZARDS = '/H5Api/api/visualdev/OnlineDev/vm-hazard-rectify'
const cn = (s: string) => Date.parse(`${s.replace(' ', 'T')}${s.length > 10 ? ':00' : 'T00:00:00'}+08:00`)

type Row = Record<string, unknown>
const item = (itemName: string, result: string, extra: Row = {}) => ({
  itemName, standard: `${itemName}符合规范要求`, result, problem: '', hazardCategory: 'dd-hazardCategory-15', hazardLevel: 'dd-hazardLevel-general', ...extra
})
const inspection = (extra: Row = {}) => ({
  checkDate: cn('2026-03-10'), checkTitle: 'K30+120右幅桥台周检', checkType: 'daily', chainage: 'K30+120', location: 'K30+100右幅桥台',
  inspectors: ['u-hexiaoyan', 'u-songwenbo'],
  checkItems: [
    item('临边与洞口防护', 'fail', { problem: '台背回填作业面临边未设防护栏杆', hazardCategory: 'dd-hazardCategory-1' }),
    item('临时用电', 'pass'),
    item('起重吊装', 'fail', { problem: '25t汽车吊支腿未垫枕木', hazardCategory: 'dd-hazardCategory-4', hazardLevel: 'dd-hazardLevel-major' }),
    item('消防与动火', 'na')
  ],
  responsibleUnit: '钱江路桥工程有限公司', responsible: 'u-chengang', deadline: cn('2026-03-13'), ...extra
})

describe.each(dialects)('safety inspections on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['hexiaoyan', 'zhaomin', 'chengang', 'songwenbo', 'guoqing', 'yuanhao']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })
  beforeEach(() => { t.clock.t = cn('2026-03-10 10:00') })

  const db = () => t.app.ctx.db
  const create = (who: string, data: Row, projectId = 'proj-hj', contractId = 'ct-hj-tj01') =>
    send(t, 'POST', O, { data: JSON.stringify(data), projectId, contractId }, tok[who])
  const move = (id: string, who: string, body: Row) => send(t, 'POST', `${O}/${id}/Actions/Transition`, body, tok[who])
  const stored = async (id: string) => {
    const r = await db().selectFrom('visualdevRecord').select(['data', 'recordState']).where('id', '=', id).executeTakeFirstOrThrow()
    return { data: JSON.parse(r.data) as Row, state: r.recordState }
  }
  const hazardCount = async () => Number((await db().selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('modelId', '=', 'vm-hazard-rectify').executeTakeFirstOrThrow()).n)

  test('a failed item must say what is wrong and of which category; an inspection needs items', async () => {
    const before = Number((await db().selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n')).where('modelId', '=', MODEL).executeTakeFirstOrThrow()).n)
    const noProblem = inspection({ checkItems: [item('临边与洞口防护', 'pass'), item('临时用电', 'fail')] })
    expect((await create('hexiaoyan', noProblem)).msg).toBe('第2项“临时用电”不合格，请填写问题描述')
    const noCategory = inspection({ checkItems: [item('临时用电', 'fail', { problem: '配电箱未上锁', hazardCategory: '' })] })
    expect((await create('hexiaoyan', noCategory)).msg).toBe('第1项“临时用电”不合格，请选择隐患类别')
    expect((await create('hexiaoyan', inspection({ checkItems: [] }))).msg).toBe('请至少填写一个检查项目')
    const badResult = inspection({ checkItems: [item('临时用电', 'broken')] })
    expect((await create('hexiaoyan', badResult)).code).toBe(400)
    const after = Number((await db().selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n')).where('modelId', '=', MODEL).executeTakeFirstOrThrow()).n)
    expect(after).toBe(before)
  })

  test('finishing registers each failed item as a hazard for the person responsible, with its number on the item', async () => {
    const r = await create('hexiaoyan', inspection())
    expect(r.code).toBe(200)
    const id = r.data.id as string
    const fresh = await stored(id)
    expect(fresh.state).toBe('checking')
    expect(fresh.data.checkNo).toMatch(/^AQJC/)
    const before = await hazardCount()

    // an inspector named on it finishes it, with the conclusion
    expect((await move(id, 'songwenbo', { transition: 'finish' })).msg).toBe('请填写检查结论')
    expect((await move(id, 'songwenbo', { transition: 'finish', opinion: '两项不合格，已登记隐患' })).code).toBe(200)
    const done = await stored(id)
    expect(done.state).toBe('finished')
    const items = done.data.checkItems as Row[]
    expect(items.map((i) => Boolean(i.hazardNo))).toEqual([true, false, true, false])
    expect(await hazardCount()).toBe(before + 2)

    const hazard = await db().selectFrom('visualdevRecord').selectAll().where('id', '=', String(items[2].hazardId)).executeTakeFirstOrThrow()
    const h = JSON.parse(hazard.data) as Row
    expect(h).toMatchObject({
      hazardNo: items[2].hazardNo, hazardTitle: '起重吊装：25t汽车吊支腿未垫枕木', hazardLevel: 'dd-hazardLevel-major', hazardCategory: 'dd-hazardCategory-4',
      chainage: 'K30+120', location: 'K30+100右幅桥台', description: '25t汽车吊支腿未垫枕木', requirement: '按检查标准整改：起重吊装符合规范要求',
      responsible: 'u-chengang', deadline: cn('2026-03-13'), foundDate: cn('2026-03-10')
    })
    expect(String(h.hazardNo)).toMatch(/^YH/)
    expect([hazard.projectId, hazard.contractId, hazard.creatorUserId, hazard.recordState]).toEqual(['proj-hj', 'ct-hj-tj01', 'u-songwenbo', 'reported'])

    // the hazards are on the loop: the section chief has them to accept (a 一般隐患 straight away)
    const mine = (await get(t, '/H5Api/api/safety/Hazard/Mine?as=responsible&recordState=reported&pageSize=100', tok.chengang)).data.list as Row[]
    expect(mine.map((x) => x.id)).toEqual(expect.arrayContaining([items[0].hazardId, items[2].hazardId]))
    expect((await send(t, 'POST', `${HAZARDS}/${String(items[0].hazardId)}/Actions/Transition`, { transition: 'accept' }, tok.chengang)).code).toBe(200)

    // finished is final: no second finish, no edit
    expect((await move(id, 'hexiaoyan', { transition: 'finish', opinion: '再次完成' })).msg).toBe('当前状态为“已完成”，不能完成检查')
    expect((await send(t, 'PUT', `${O}/${id}`, { data: JSON.stringify(inspection({ checkTitle: '改名' })) }, tok.hexiaoyan)).code).toBe(400)
    expect(await hazardCount()).toBe(before + 2)
  })

  test('a finish without the person responsible or the deadline is refused whole: no hazard, still 检查中', async () => {
    const before = await hazardCount()
    const noOne = (await create('hexiaoyan', inspection({ responsible: '' }))).data.id as string
    expect((await move(noOne, 'hexiaoyan', { transition: 'finish', opinion: '完成' })).msg).toBe('有不合格项，请选择整改责任人')
    const noDate = (await create('hexiaoyan', inspection({ deadline: null }))).data.id as string
    expect((await move(noDate, 'hexiaoyan', { transition: 'finish', opinion: '完成' })).msg).toBe('有不合格项，请选择整改期限')
    const early = (await create('hexiaoyan', inspection({ deadline: cn('2026-03-09') }))).data.id as string
    expect((await move(early, 'hexiaoyan', { transition: 'finish', opinion: '完成' })).msg).toBe('整改期限不能早于检查日期')
    expect(await hazardCount()).toBe(before)
    for (const id of [noOne, noDate, early]) expect((await stored(id)).state).toBe('checking')
    const moves = await db().selectFrom('visualdevRecordMove').select('id').where('recordId', 'in', [noOne, noDate, early]).execute()
    expect(moves).toEqual([])
    // all items passed: nothing to rectify, so nobody need be named
    const clean = (await create('hexiaoyan', inspection({ responsible: '', deadline: null, checkItems: [item('临时用电', 'pass')] }))).data.id as string
    expect((await move(clean, 'hexiaoyan', { transition: 'finish', opinion: '检查合格' })).code).toBe(200)
    expect(await hazardCount()).toBe(before)
  })

  test('who finishes: the inspectors, whoever filed it, a safety officer; nobody outside the project sees it', async () => {
    const id = (await create('hexiaoyan', inspection({ inspectors: ['u-hexiaoyan'] }))).data.id as string
    // a supervising engineer of the section reads it but is not one of its inspectors
    expect((await get(t, `${O}/${id}`, tok.guoqing)).code).toBe(200)
    expect((await move(id, 'guoqing', { transition: 'finish', opinion: '完成' })).msg).toBe('您无权执行“完成检查”')
    // the section chief has no inspections menu; 宁绩's manager cannot see 杭金's records
    expect((await move(id, 'chengang', { transition: 'finish', opinion: '完成' })).code).toBe(400)
    expect((await get(t, `${O}/${id}`, tok.yuanhao)).code).toBe(400)
    expect((await move(id, 'yuanhao', { transition: 'finish', opinion: '完成' })).code).toBe(400)
    expect((await create('yuanhao', inspection())).code).toBe(400)
    const list = (await send(t, 'POST', `${O}/List`, { currentPage: 1, pageSize: 100 }, tok.yuanhao)).data.list as Row[]
    expect(list.map((r) => r.id)).toEqual(['rec-aqjc-nj-001'])
    expect((await stored(id)).state).toBe('checking')
    // another safety officer of the project finishes it
    expect((await move(id, 'zhaomin', { transition: 'finish', opinion: '已登记两项隐患' })).code).toBe(200)
  })

  test('the demo inspections: finished ones point at the hazards they registered', async () => {
    const seeded = await stored('rec-aqjc-hj-001')
    expect(seeded.state).toBe('finished')
    const failed = (seeded.data.checkItems as Row[]).filter((i) => i.result === 'fail')
    expect(failed.map((i) => i.hazardId)).toEqual(['rec-hz-hj-002'])
    const hazard = await get(t, `${HAZARDS}/rec-hz-hj-002`, tok.hexiaoyan)
    expect(JSON.parse(hazard.data.data).hazardNo).toBe(failed[0].hazardNo)
    expect((await stored('rec-aqjc-hj-002')).state).toBe('checking')
  })
})

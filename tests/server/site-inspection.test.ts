// Site patrols (现场巡检: catalog/safety/models/site-inspection.ts, modules/safety/site-inspection.ts): a supervising
// engineer or safety officer records the stops of a patrol; a stop with a problem is registered as a hidden danger in
// one tap (its number back on the stop, the hazard on the loop for the section whose stretch holds the stop);
// 完成巡检 registers what is left and locks the patrol. Only who patrols registers; nobody outside the project sees it.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const MODEL = 'vm-site-inspection'
const O = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const HAZARDS = '/H5Api/api/visualdev/OnlineDev/vm-hazard-rectify'
const cn = (s: string) => Date.parse(`${s.replace(' ', 'T')}${s.length > 10 ? ':00' : 'T00:00:00'}+08:00`)

type Row = Record<string, unknown>
const stop = (place: string, chainage: string, result: 'normal' | 'problem', extra: Row = {}) => ({
  place, chainage, position: '120.12573,30.05218', arrivedAt: '09:05:00', observation: `${place}现场情况`, result,
  hazardCategory: result === 'problem' ? 'dd-hazardCategory-13' : '', hazardLevel: 'dd-hazardLevel-general', requirement: '',
  responsible: result === 'problem' ? 'u-chengang' : '', deadline: result === 'problem' ? cn('2026-03-12') : null, photos: [], hazardNo: '', hazardId: '',
  ...extra
})
const patrol = (extra: Row = {}) => ({
  patrolDate: cn('2026-03-10'), patrolArea: '钱塘江特大桥至互通A匝道', chainageFrom: 'K12+000', chainageTo: 'K13+500', weather: 'overcast',
  members: ['u-songwenbo'], startTime: '08:40:00', endTime: '',
  patrolStops: [
    stop('5号墩钻孔平台', 'K12+310', 'normal'),
    stop('K13+100钢筋加工场', 'K13+100', 'problem', { observation: '二级配电箱未上锁，电缆拖地穿过车辆通道' }),
    stop('TJ-02标浦阳江大桥支架', 'K56+120', 'problem', { observation: '满堂支架剪刀撑缺失', hazardCategory: 'dd-hazardCategory-6', hazardLevel: 'dd-hazardLevel-major', responsible: 'u-jiangtao' })
  ],
  summary: '', ...extra
})

describe.each(dialects)('site patrols on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['songwenbo', 'guoqing', 'hexiaoyan', 'chengang', 'yuanhao', 'yehui']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })
  beforeEach(() => { t.clock.t = cn('2026-03-10 11:00') })

  const db = () => t.app.ctx.db
  const create = (who: string, data: Row, projectId = 'proj-hj', contractId = 'ct-hj-jl01') =>
    send(t, 'POST', O, { data: JSON.stringify(data), projectId, contractId }, tok[who])
  const register = (id: string, index: number | string, who: string) => send(t, 'POST', `/H5Api/api/safety/SiteInspection/${id}/Stops/${index}/Hazard`, {}, tok[who])
  const finish = (id: string, who: string, opinion = '巡检完成') => send(t, 'POST', `${O}/${id}/Actions/Transition`, { transition: 'finish', opinion }, tok[who])
  const stored = async (id: string) => {
    const r = await db().selectFrom('visualdevRecord').select(['data', 'recordState']).where('id', '=', id).executeTakeFirstOrThrow()
    return { data: JSON.parse(r.data) as Row, state: r.recordState }
  }
  const stops = async (id: string) => (await stored(id)).data.patrolStops as Row[]
  const hazardCount = async () => Number((await db().selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n'))
    .where('modelId', '=', 'vm-hazard-rectify').executeTakeFirstOrThrow()).n)

  test('a stop says where and what was seen, a problem its category; the stretch runs forward', async () => {
    const noPlace = patrol({ patrolStops: [stop('', 'K12+310', 'normal')] })
    expect((await create('songwenbo', noPlace)).msg).toBe('巡检点(1)巡检部位不能为空')
    const noCategory = patrol({ patrolStops: [stop('钢筋加工场', 'K13+100', 'problem', { hazardCategory: '' })] })
    expect((await create('songwenbo', noCategory)).msg).toBe('第1个巡检点“钢筋加工场”发现问题，请选择隐患类别')
    expect((await create('songwenbo', patrol({ chainageFrom: 'K15+800', chainageTo: 'K12+300' }))).msg).toBe('终点桩号不能小于起点桩号')
    expect((await create('songwenbo', patrol({ chainageFrom: 'K15+8' }))).code).toBe(400)
    // a hazard number cannot be typed in
    const forged = patrol({ patrolStops: [stop('钢筋加工场', 'K13+100', 'problem', { hazardNo: 'YH-FAKE', hazardId: 'rec-hz-hj-001' })] })
    expect((await create('songwenbo', forged)).msg).toBe('隐患编号由登记隐患生成，不能填写或修改')
  })

  test('one tap registers a problem stop as a hazard for the section it lies in; the number stays on the stop', async () => {
    const r = await create('songwenbo', patrol())
    expect(r.code).toBe(200)
    const id = r.data.id as string
    expect((await stored(id)).state).toBe('patrolling')
    expect(String((await stored(id)).data.patrolNo)).toMatch(/^XJ/)
    const before = await hazardCount()

    expect((await register(id, 0, 'songwenbo')).msg).toBe('第1个巡检点“5号墩钻孔平台”未发现问题，无需登记隐患')
    expect((await register(id, 7, 'songwenbo')).msg).toBe('巡检点不存在，请刷新后重试')
    expect((await register(id, 'x', 'songwenbo')).code).toBe(400)
    const one = await register(id, 1, 'songwenbo')
    expect(one.code).toBe(200)
    expect(one.data).toMatchObject({ index: 1, hazardNo: expect.stringMatching(/^YH/) })
    // a second tap answers the same hazard
    expect((await register(id, 1, 'songwenbo')).data).toEqual(one.data)
    expect(await hazardCount()).toBe(before + 1)
    const after = await stops(id)
    expect([after[1].hazardNo, after[1].hazardId]).toEqual([one.data.hazardNo, one.data.hazardId])

    const hazard = await db().selectFrom('visualdevRecord').selectAll().where('id', '=', String(one.data.hazardId)).executeTakeFirstOrThrow()
    expect(JSON.parse(hazard.data)).toMatchObject({
      hazardNo: one.data.hazardNo, hazardTitle: 'K13+100钢筋加工场：二级配电箱未上锁，电缆拖地穿过车辆通道', hazardCategory: 'dd-hazardCategory-13',
      hazardLevel: 'dd-hazardLevel-general', chainage: 'K13+100', position: '120.12573,30.05218', location: 'K13+100钢筋加工场',
      description: '二级配电箱未上锁，电缆拖地穿过车辆通道', responsible: 'u-chengang', deadline: cn('2026-03-12'), foundDate: cn('2026-03-10'),
      responsibleUnit: '钱江路桥工程有限公司', requirement: '立即按规范要求整改到位，整改完成后报巡检人员复查'
    })
    // filed under TJ-01 (K0～K48+350), not the supervision contract the patrol was filed under
    expect([hazard.projectId, hazard.contractId, hazard.creatorUserId, hazard.recordState]).toEqual(['proj-hj', 'ct-hj-tj01', 'u-songwenbo', 'reported'])
    // the section chief has it to accept
    const mine = (await get(t, '/H5Api/api/safety/Hazard/Mine?as=responsible&recordState=reported&pageSize=100', tok.chengang)).data.list as Row[]
    expect(mine.map((x) => x.id)).toContain(one.data.hazardId)

    // an edit keeps the registered stop: it cannot be dropped, turned normal or renumbered
    const edited = (s: Row[]) => send(t, 'PUT', `${O}/${id}`, { data: JSON.stringify(patrol({ patrolStops: s })) }, tok.songwenbo)
    expect((await edited([after[0], after[2]])).msg).toBe(`巡检点“K13+100钢筋加工场”已登记隐患${String(one.data.hazardNo)}，不能删除`)
    expect((await edited([after[0], { ...after[1], result: 'normal' }, after[2]])).msg).toMatch(/巡检结果不能改为正常/)
    expect((await edited([after[0], { ...after[1], hazardNo: 'YH-1' }, after[2]])).msg).toBe('隐患编号由登记隐患生成，不能填写或修改')
    const added = [...after, stop('K13+400排水沟', 'K13+400', 'normal')]
    expect((await edited(added)).code).toBe(200)
    expect((await stops(id)).map((s) => s.hazardNo)).toEqual(['', one.data.hazardNo, '', ''])
  })

  test('完成巡检 registers the problems left, notes the end time and locks the patrol', async () => {
    const id = (await create('songwenbo', patrol())).data.id as string
    const first = await register(id, 1, 'songwenbo')
    const before = await hazardCount()
    expect((await finish(id, 'songwenbo', '')).msg).toBe('请填写巡检小结')
    expect((await finish(id, 'songwenbo', '两处问题已登记隐患')).code).toBe(200)
    const done = await stored(id)
    expect(done.state).toBe('finished')
    expect(done.data.endTime).toBe('11:00:00')
    expect(done.data.summary).toBe('两处问题已登记隐患')
    const s = done.data.patrolStops as Row[]
    expect(s[1].hazardNo).toBe(first.data.hazardNo)
    expect(String(s[2].hazardNo)).toMatch(/^YH/)
    expect(await hazardCount()).toBe(before + 1)
    // the stop at K56+120 lies in TJ-02: its hazard is that section's
    const other = await db().selectFrom('visualdevRecord').select(['contractId', 'data']).where('id', '=', String(s[2].hazardId)).executeTakeFirstOrThrow()
    expect(other.contractId).toBe('ct-hj-tj02')
    expect(JSON.parse(other.data)).toMatchObject({ hazardLevel: 'dd-hazardLevel-major', responsible: 'u-jiangtao', responsibleUnit: '之江交通工程有限公司' })

    // locked: no second finish, no edit, no registration, no delete
    expect((await finish(id, 'songwenbo')).msg).toBe('当前状态为“已完成”，不能完成巡检')
    expect((await send(t, 'PUT', `${O}/${id}`, { data: JSON.stringify(patrol({ patrolArea: '改名' })) }, tok.songwenbo)).code).toBe(400)
    expect((await register(id, 2, 'songwenbo')).msg).toBe('巡检已完成，不能再登记隐患')
    expect((await send(t, 'DELETE', `${O}/${id}`, undefined, tok.songwenbo)).code).toBe(400)
    expect((await stored(id)).state).toBe('finished')
  })

  test('a finish is refused whole when a problem lacks who or by when, or the patrol has no stop', async () => {
    const before = await hazardCount()
    const noOne = (await create('songwenbo', patrol({ patrolStops: [stop('钢筋加工场', 'K13+100', 'problem', { responsible: '' })] }))).data.id as string
    expect((await register(noOne, 0, 'songwenbo')).msg).toBe('第1个巡检点“钢筋加工场”请选择整改责任人')
    expect((await finish(noOne, 'songwenbo')).msg).toBe('第1个巡检点“钢筋加工场”请选择整改责任人')
    const early = (await create('songwenbo', patrol({ patrolStops: [stop('钢筋加工场', 'K13+100', 'problem', { deadline: cn('2026-03-09') })] }))).data.id as string
    expect((await finish(early, 'songwenbo')).msg).toBe('第1个巡检点“钢筋加工场”整改期限不能早于巡检日期')
    const empty = (await create('songwenbo', patrol({ patrolStops: [] }))).data.id as string
    expect((await finish(empty, 'songwenbo')).msg).toBe('请至少记录一个巡检点')
    expect(await hazardCount()).toBe(before)
    for (const id of [noOne, early, empty]) expect((await stored(id)).state).toBe('patrolling')
    const moves = await db().selectFrom('visualdevRecordMove').select('id').where('recordId', 'in', [noOne, early, empty]).execute()
    expect(moves).toEqual([])
    // all in order: finished without a hazard
    const clean = (await create('songwenbo', patrol({ patrolStops: [stop('5号墩钻孔平台', 'K12+310', 'normal')] }))).data.id as string
    expect((await finish(clean, 'songwenbo', '未发现问题')).code).toBe(200)
    expect(await hazardCount()).toBe(before)
  })

  test('who registers and finishes: the members, whoever filed it, a safety officer; nobody outside the project sees it', async () => {
    const id = (await create('songwenbo', patrol())).data.id as string
    // another supervising engineer reads it but did not patrol
    expect((await get(t, `${O}/${id}`, tok.guoqing)).code).toBe(200)
    expect((await register(id, 1, 'guoqing')).msg).toBe('您不是该巡检的巡检人员，无权登记隐患')
    expect((await finish(id, 'guoqing')).msg).toBe('您无权执行“完成巡检”')
    // the section chief has no patrol menu; 宁绩's people cannot see 杭金's patrols
    expect((await register(id, 1, 'chengang')).code).toBe(400)
    for (const who of ['yuanhao', 'yehui']) {
      expect((await get(t, `${O}/${id}`, tok[who])).code).toBe(400)
      expect((await register(id, 1, who)).code).toBe(400)
      expect((await finish(id, who)).code).toBe(400)
    }
    expect((await create('yehui', patrol())).code).toBe(400)
    const list = (await send(t, 'POST', `${O}/List`, { currentPage: 1, pageSize: 100 }, tok.yehui)).data.list as Row[]
    expect(list.map((r) => r.id)).toEqual(['rec-xj-nj-001'])
    expect((await register('no-such-patrol', 0, 'songwenbo')).code).toBe(400)
    expect((await stops(id)).map((s) => s.hazardNo)).toEqual(['', '', ''])
    // a safety officer of the project registers it
    expect((await register(id, 1, 'hexiaoyan')).code).toBe(200)
  })

  test('the demo patrols: a finished one points at the hazard it registered, one still under way', async () => {
    const seeded = await stored('rec-xj-hj-001')
    expect(seeded.state).toBe('finished')
    const problems = (seeded.data.patrolStops as Row[]).filter((s) => s.result === 'problem')
    expect(problems.map((s) => s.hazardId)).toEqual(['rec-hz-hj-006'])
    const hazard = await get(t, `${HAZARDS}/rec-hz-hj-006`, tok.hexiaoyan)
    expect(JSON.parse(hazard.data.data).hazardNo).toBe(problems[0].hazardNo)
    expect((await stored('rec-xj-hj-002')).state).toBe('patrolling')
    const list = (await send(t, 'POST', `${O}/List`, { currentPage: 1, pageSize: 100 }, tok.songwenbo)).data.list as Row[]
    expect(list.map((r) => r.id)).toEqual(expect.arrayContaining(['rec-xj-hj-001', 'rec-xj-hj-002']))
  })
})

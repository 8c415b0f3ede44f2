// Record states on the hazard rectification records (catalog/safety/hazard-states.ts): 已上报 -> 整改中 (the person
// responsible accepts) -> 待复查 (submits measures, an account and photos) -> 已闭合 (a safety officer or the reporter
// verifies with an opinion and a signature) or back to 整改中 (复查不通过, with the reasons). Every move is allowed
// to exactly the people it names, refused with a clear message when something it asks for is missing, and then
// changes nothing.
import { catalogueModules } from '../../server/src/catalog/modules'
import { assertValidModules } from '../../server/src/catalog/validate-modules'
import { registerRecordStates } from '../../server/src/modules/visualdev'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const MODEL = 'vm-hazard-rectify'
const O = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const CN = 8 * 3600_000
/** midnight of a China date, as the date picker stores it */
const day = (d: string) => Date.parse(`${d}T00:00:00Z`) - CN
const SIGN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const PHOTO = { fileId: 'f-after-1', url: '/api/file/Image/annex/after-1.jpg', name: 'after-1.jpg' }

const hazard = (no: string, extra: Record<string, unknown> = {}) => ({
  hazardNo: no, foundDate: day('2026-03-10'), hazardTitle: `临边防护缺失${no}`, hazardLevel: 'dd-hazardLevel-general',
  hazardCategory: 'dd-hazardCategory-1', location: 'K12+300 右幅', description: '临边未设防护栏杆', requirement: '设置防护栏杆',
  responsible: 'u-chengang', deadline: day('2026-03-12'), ...extra
})

describe.each(dialects)('record states of hazards on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000', SEED_DEMO: 'true' })
    for (const a of ['zhanghua', 'chengang', 'wangfang', 'hexiaoyan', 'huangwei', 'fengxue', 'songwenbo']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })
  beforeEach(() => { t.clock.t = Date.parse('2026-03-10T02:00:00Z') })

  const create = async (no: string, who = 'zhanghua', extra: Record<string, unknown> = {}) => {
    const r = await send(t, 'POST', O, { data: JSON.stringify(hazard(no, extra)), projectId: 'proj-hj', contractId: 'ct-hj-tj01' }, tok[who])
    if (r.code !== 200) throw new Error(r.msg)
    return r.data.id as string
  }
  const states = (id: string, who: string) => get(t, `${O}/${id}/States`, tok[who])
  const move = (id: string, who: string, body: Record<string, unknown>) => send(t, 'POST', `${O}/${id}/Actions/Transition`, body, tok[who])
  const ok = async (id: string, who: string, body: Record<string, unknown>) => {
    const r = await move(id, who, body)
    if (r.code !== 200) throw new Error(`${String(body.transition)} by ${who}: ${r.msg}`)
  }
  const row = (id: string) => t.app.ctx.db.selectFrom('visualdevRecord').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const moves = (id: string) => t.app.ctx.db.selectFrom('visualdevRecordMove').selectAll().where('recordId', '=', id).orderBy('seq').execute()
  const codes = async (id: string, who: string) => (await states(id, who)).data.transitions.map((x: { code: string }) => x.code)
  const submit = { transition: 'submitReview', opinion: '已设置1.2m防护栏杆并挂安全网', photos: [PHOTO], data: { measures: '设置防护栏杆，挂设安全网' } }
  /** a record at 待复查 */
  const underReview = async (no: string, who = 'zhanghua') => {
    const id = await create(no, who)
    await ok(id, 'chengang', { transition: 'accept' })
    await ok(id, 'chengang', submit)
    return id
  }
  /** the record and its moves are as they were */
  const unchanged = async (id: string, run: () => Promise<unknown>) => {
    const [before, movesBefore] = [await row(id), await moves(id)]
    await run()
    expect(await row(id)).toEqual(before)
    expect(await moves(id)).toEqual(movesBefore)
  }

  test('the model\'s Config lists its states; a new record enters 已上报 from the moment it is created', async () => {
    const config = (await get(t, `${O}/Config`, tok.zhanghua)).data
    expect(config.recordStates).toEqual([
      { code: 'reported', name: '已上报', colour: '#2979ff', final: false },
      { code: 'rectifying', name: '整改中', colour: '#ff9900', final: false },
      { code: 'reviewing', name: '待复查', colour: '#8f5ee8', final: false },
      { code: 'closed', name: '已闭合', colour: '#19be6b', final: true }
    ])
    const id = await create('YH-S-001')
    expect(await row(id)).toMatchObject({ recordState: 'reported', stateEnteredAt: t.clock.t, stateDueAt: day('2026-03-13') - 1 })
    const s = (await states(id, 'zhanghua')).data
    expect(s.current).toEqual({
      code: 'reported', name: '已上报', colour: '#2979ff', final: false, enteredAt: t.clock.t, dueAt: day('2026-03-13') - 1, overdue: false
    })
    expect(s.timeline).toEqual([])
    // a model without states has none in its Config
    expect((await get(t, '/H5Api/api/visualdev/OnlineDev/vm-safety-disclosure/Config', tok.zhanghua)).data.recordStates).toBeUndefined()
  })

  test('a hazard launched through its flow enters 已上报 too', async () => {
    const flowId = 'ftj-hazard-rectify-v1'
    const r = await send(t, 'POST', '/H5Api/api/workflow/Engine/FlowTask', { flowId, formData: hazard('YH-S-FLOW'), status: '0' }, tok.wangfang)
    expect(r.code).toBe(200)
    expect(await row(r.data.id)).toMatchObject({ recordState: 'reported', stateEnteredAt: t.clock.t, flowState: 1 })
  })

  test('only the person responsible may accept; the move answers what each caller may do next', async () => {
    const id = await create('YH-S-002')
    expect(await codes(id, 'chengang')).toEqual(['accept'])
    for (const who of ['zhanghua', 'wangfang', 'huangwei']) {
      expect(await codes(id, who)).toEqual([])
      await unchanged(id, async () => expect(await move(id, who, { transition: 'accept' })).toMatchObject({ code: 400, msg: '您无权执行“接收整改”' }))
    }
    // a safety officer of another section does not see the record at all
    expect(await states(id, 'fengxue')).toMatchObject({ code: 400, msg: '数据不存在或您无权访问' })
    await unchanged(id, async () => expect(await move(id, 'fengxue', { transition: 'accept' })).toMatchObject({ code: 400, msg: '数据不存在或您无权访问' }))
    // the supervisor reads the register (the ledger) but is not the one to accept
    expect(await move(id, 'songwenbo', { transition: 'accept' })).toMatchObject({ code: 400, msg: '您无权执行“接收整改”' })
    t.clock.advance(60_000)
    await ok(id, 'chengang', { transition: 'accept' })
    expect(await row(id)).toMatchObject({ recordState: 'rectifying', stateEnteredAt: t.clock.t, stateDueAt: day('2026-03-13') - 1 })
    expect(await codes(id, 'chengang')).toEqual(['submitReview'])
  })

  test('a move from another state is refused and changes nothing', async () => {
    const id = await create('YH-S-003')
    await unchanged(id, async () => expect(await move(id, 'wangfang', { transition: 'close', opinion: '合格', signImg: SIGN }))
      .toMatchObject({ code: 400, msg: '当前状态为“已上报”，不能复查通过' }))
    await ok(id, 'chengang', { transition: 'accept' })
    await unchanged(id, async () => expect(await move(id, 'chengang', { transition: 'accept' }))
      .toMatchObject({ code: 400, msg: '当前状态为“整改中”，不能接收整改' }))
    await unchanged(id, async () => expect(await move(id, 'chengang', { transition: 'finish' })).toMatchObject({ code: 400, msg: '操作“finish”不存在' }))
  })

  test('submitting for review asks for the measures, an account and at least one photo; each missing one is refused', async () => {
    const id = await create('YH-S-004')
    await ok(id, 'chengang', { transition: 'accept' })
    const need = (await states(id, 'chengang')).data.transitions[0].needs
    expect(need).toEqual({
      fields: [{ field: 'measures', label: '整改措施' }], photos: 1, photosLabel: '整改后照片', opinion: true, opinionLabel: '整改说明', signature: false
    })
    const cases: [Record<string, unknown>, string][] = [
      [{ ...submit, data: {} }, '请填写整改措施'],
      [{ ...submit, data: { measures: '' } }, '请填写整改措施'],
      [{ ...submit, opinion: '  ' }, '请填写整改说明'],
      [{ ...submit, opinion: undefined }, '请填写整改说明'],
      [{ ...submit, photos: [] }, '请上传至少1张整改后照片'],
      [{ ...submit, photos: [{ fileId: 'x', url: 'javascript:alert(1)', name: 'x' }] }, '整改后照片的文件地址不正确'],
      [{ ...submit, data: { measures: '措施', hazardLevel: 'dd-hazardLevel-major' } }, '“提交复查”不能填写字段“hazardLevel”'],
      [{ ...submit, signImg: 'https://evil.example/sign.png' }, '签名图片格式不正确']
    ]
    for (const [body, msg] of cases) {
      await unchanged(id, async () => expect({ msg, r: await move(id, 'chengang', body) }).toMatchObject({ msg, r: { code: 400, msg } }))
    }
    // the reporter may not submit in the responsible's place
    await unchanged(id, async () => expect(await move(id, 'zhanghua', submit)).toMatchObject({ code: 400, msg: '您无权执行“提交复查”' }))
    await ok(id, 'chengang', submit)
    const r = await row(id)
    expect(r.recordState).toBe('reviewing')
    // 待复查 has no due time: the rectification is in
    expect(r.stateDueAt).toBeNull()
    const data = JSON.parse(r.data)
    expect(data.measures).toBe('设置防护栏杆，挂设安全网')
    expect(data.afterPhotos).toEqual([PHOTO])
    expect(r.lastModifyUserId).toBe('u-chengang')
  })

  test('closing asks the verifier for an opinion and a signature; the safety officer or the reporter may close, nobody else', async () => {
    const id = await underReview('YH-S-005')
    expect(await codes(id, 'chengang')).toEqual([])
    expect(await codes(id, 'wangfang')).toEqual(['close', 'reject'])
    // the reporter (a project manager, not a safety officer) may verify the hazard they reported
    expect(await codes(id, 'zhanghua')).toEqual(['close', 'reject'])
    expect(await codes(id, 'huangwei')).toEqual([])
    await unchanged(id, async () => expect(await move(id, 'wangfang', { transition: 'close', signImg: SIGN })).toMatchObject({ code: 400, msg: '请填写复查意见' }))
    await unchanged(id, async () => expect(await move(id, 'wangfang', { transition: 'close', opinion: '整改到位' })).toMatchObject({ code: 400, msg: '请签名' }))
    await unchanged(id, async () => expect(await move(id, 'chengang', { transition: 'close', opinion: '自查合格', signImg: SIGN }))
      .toMatchObject({ code: 400, msg: '您无权执行“复查通过”' }))
    await unchanged(id, async () => expect(await move(id, 'huangwei', { transition: 'close', opinion: '合格', signImg: SIGN }))
      .toMatchObject({ code: 400, msg: '您无权执行“复查通过”' }))
    await ok(id, 'wangfang', { transition: 'close', opinion: '整改到位，同意销号', signImg: SIGN })
    expect((await states(id, 'wangfang')).data.current).toMatchObject({ code: 'closed', name: '已闭合', final: true, dueAt: null, overdue: false })
    expect(await codes(id, 'wangfang')).toEqual([])

    const byReporter = await underReview('YH-S-006')
    await ok(byReporter, 'zhanghua', { transition: 'close', opinion: '复查合格', signImg: SIGN })
    expect((await row(byReporter)).recordState).toBe('closed')
  })

  test('a failed review needs the reasons and sends the hazard back to 整改中, where the responsible submits again', async () => {
    const id = await underReview('YH-S-007')
    await unchanged(id, async () => expect(await move(id, 'hexiaoyan', { transition: 'reject' })).toMatchObject({ code: 400, msg: '请填写整改意见' }))
    await ok(id, 'hexiaoyan', { transition: 'reject', opinion: '安全网未挂满，底部未封闭', photos: [{ ...PHOTO, fileId: 'f-r', name: 'r.jpg' }] })
    expect((await row(id)).recordState).toBe('rectifying')
    expect(await codes(id, 'chengang')).toEqual(['submitReview'])
    // the measures are filled now: a second submission needs only the account and new photos
    await ok(id, 'chengang', { transition: 'submitReview', opinion: '底部已封闭', photos: [{ ...PHOTO, fileId: 'f-2', name: 'after-2.jpg' }] })
    expect(JSON.parse((await row(id)).data).afterPhotos.map((p: { fileId: string }) => p.fileId)).toEqual(['f-after-1', 'f-2'])
  })

  test('the timeline answers every move in order: who, when, from and to, opinion, photos and signature', async () => {
    const id = await create('YH-S-008')
    const t0 = t.clock.t
    await ok(id, 'chengang', { transition: 'accept' })
    t.clock.advance(3600_000)
    await ok(id, 'chengang', submit)
    t.clock.advance(3600_000)
    await ok(id, 'wangfang', { transition: 'reject', opinion: '不合格' })
    t.clock.advance(3600_000)
    await ok(id, 'chengang', { ...submit, data: undefined })
    await ok(id, 'wangfang', { transition: 'close', opinion: '合格', signImg: SIGN })
    const timeline = (await states(id, 'zhanghua')).data.timeline
    expect(timeline.map((m: Record<string, unknown>) => [m.transitionName, m.fromName, m.toName, m.userName, Number(m.createdAt) - t0])).toEqual([
      ['接收整改', '已上报', '整改中', '陈刚/chengang', 0],
      ['提交复查', '整改中', '待复查', '陈刚/chengang', 3600_000],
      ['复查不通过', '待复查', '整改中', '王芳/wangfang', 7200_000],
      ['提交复查', '整改中', '待复查', '陈刚/chengang', 10800_000],
      ['复查通过', '待复查', '已闭合', '王芳/wangfang', 10800_000]
    ])
    expect(timeline[1]).toMatchObject({ transition: 'submitReview', fromState: 'rectifying', toState: 'reviewing', userId: 'u-chengang', opinion: submit.opinion, photos: [PHOTO], signImg: '' })
    expect(timeline[4]).toMatchObject({ opinion: '合格', signImg: SIGN, photos: [] })
  })

  test('the state is not changed by the record\'s normal update, nor by a stale second move', async () => {
    const id = await create('YH-S-009')
    const r = await send(t, 'PUT', `${O}/${id}`, { id, data: JSON.stringify({ ...hazard('YH-S-009'), recordState: 'closed', record_state: 'closed' }) }, tok.zhanghua)
    expect(r.code).toBe(200)
    expect(await row(id)).toMatchObject({ recordState: 'reported' })
    expect(JSON.parse((await row(id)).data).recordState).toBeUndefined()
    // a later deadline moves the due time with it
    expect((await send(t, 'PUT', `${O}/${id}`, { id, data: JSON.stringify(hazard('YH-S-009', { deadline: day('2026-03-20') })) }, tok.zhanghua)).code).toBe(200)
    expect((await row(id)).stateDueAt).toBe(day('2026-03-21') - 1)
    // two accepts sent together: one moves the record, the other is refused
    const answers = await Promise.all([move(id, 'chengang', { transition: 'accept' }), move(id, 'chengang', { transition: 'accept' })])
    expect(answers.map((a) => a.code).sort()).toEqual([200, 400])
    expect(await moves(id)).toHaveLength(1)
  })

  test('a demo hazard written before its model had states is in 已上报 since it was created', async () => {
    const id = await create('YH-S-010')
    await t.app.ctx.db.updateTable('visualdevRecord').set({ recordState: null, stateEnteredAt: null, stateDueAt: null }).where('id', '=', id).execute()
    const created = Number((await row(id)).creatorTime)
    expect((await states(id, 'chengang')).data).toMatchObject({ current: { code: 'reported', enteredAt: created }, transitions: [{ code: 'accept' }] })
    await ok(id, 'chengang', { transition: 'accept' })
    expect((await row(id)).recordState).toBe('rectifying')
  })

  test('a model without states answers the state endpoints with a clear refusal', async () => {
    const list = (await send(t, 'POST', '/H5Api/api/visualdev/OnlineDev/vm-safety-disclosure/List', {}, tok.zhanghua)).data.list
    const other = list[0]?.id ?? 'none'
    expect(await get(t, `/H5Api/api/visualdev/OnlineDev/vm-safety-disclosure/${String(other)}/States`, tok.zhanghua))
      .toMatchObject({ code: 400, msg: '该功能没有设置记录状态' })
  })
})

describe('record states in the catalogue', () => {
  test('a module\'s states must be on one of its models and name only that model\'s fields', () => {
    const modules = catalogueModules()
    expect(() => assertValidModules(modules)).not.toThrow()
    const safety = modules.find((m) => m.code === 'safety')!
    const hazardStates = safety.recordStates![0]
    const broken = (states: typeof hazardStates) => [{ ...safety, recordStates: [states] }]
    expect(() => assertValidModules(broken({ ...hazardStates, due: { field: 'deadlineDate' } })))
      .toThrow('目录模块 safety 的记录状态引用了模型 vm-hazard-rectify 中不存在的字段：deadlineDate')
    const moves = hazardStates.transitions.map((t) => (t.code === 'accept' ? { ...t, who: { userFields: ['rectifier'] } } : t))
    expect(() => assertValidModules(broken({ ...hazardStates, transitions: moves }))).toThrow('不存在的字段：rectifier')
    expect(() => assertValidModules(broken({ ...hazardStates, model: 'vm-monthly-plan' }))).toThrow('目录模块 safety 的记录状态指向不属于它的模型：vm-monthly-plan')
  })

  test('a declaration whose moves name unknown states or nobody is refused when it is registered', () => {
    const base = { model: 'vm-t-bad', states: [{ code: 'a', name: 'A', colour: '#000' }], initial: 'a' }
    expect(() => registerRecordStates({ ...base, initial: 'b', transitions: [] })).toThrow('初始状态 b 未定义')
    expect(() => registerRecordStates({ ...base, transitions: [{ code: 'go', name: '去', from: ['a'], to: 'z', who: { creator: true } }] }))
      .toThrow('流转 go 指向未定义的状态 z')
    expect(() => registerRecordStates({ ...base, transitions: [{ code: 'go', name: '去', from: ['a'], to: 'a', who: {} }] })).toThrow('流转 go 没有指定谁可以操作')
  })
})

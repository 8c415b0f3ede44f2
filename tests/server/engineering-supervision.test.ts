// The engineering registers of the supervisors (catalog/engineering: 施工方案, 监理日志, 监理巡视, 旁站监理记录;
// modules/engineering/hooks.ts): a construction scheme is approved through 施工方案审批 and cannot be changed or
// deleted while in approval or once approved; a supervising engineer writes one log a day, signed off by his chief
// supervisor through 监理日志签认; a tour follows an approved scheme of the project; a side-station record keeps its
// times in order; bad input changes nothing; nobody sees another project's or section's records.
import { EXPERT_REVIEW_NEEDED, PLAN_NOT_APPROVED, PLAN_NOT_PDF, PROBLEM_NEEDS_FINDINGS } from '../../server/src/modules/engineering'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { act, entryOf, launch } from './workflow-fixtures'

const O = (model: string) => `/H5Api/api/visualdev/OnlineDev/${model}`
const PLAN = 'vm-construction-plan'
const LOG = 'vm-supervision-log'
const TOUR = 'vm-supervision-tour'
const SIDE = 'vm-side-station'
const cn = (s: string) => Date.parse(`${s.replace(' ', 'T')}${s.length > 10 ? ':00' : 'T00:00:00'}+08:00`)
const PDF = [{ fileId: 'f-plan-1', name: '高支模专项方案.pdf', url: '/api/file/Annex/plan/高支模专项方案.pdf' }]
const SIGN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const PHOTO = [{ fileId: 'f-site-1', url: '/api/file/Image/annex/site-1.jpg', name: 'site-1.jpg' }]

type Row = Record<string, unknown>
const plan = (extra: Row = {}) => ({
  planNo: 'TJ01-FA-2026-009', category: 'dangerous', planName: '钱塘江特大桥6号墩盖梁高支模专项施工方案', workType: 'formwork', expertReview: 0,
  location: '钱塘江特大桥6号墩盖梁', chainage: 'K12+320', compiler: '陈刚', compileDate: cn('2026-03-09'), attachments: PDF, ...extra
})
const log = (date: string, extra: Row = {}) => ({
  logDate: cn(date), weather: 'sunny', minTemp: 7, maxTemp: 16,
  works: [{ section: 'TJ-01', part: '钱塘江特大桥6#墩', content: '盖梁支架搭设', workers: 12 }],
  inspections: '检查6#墩盖梁支架立杆间距及扫地杆设置，符合方案要求。', ...extra
})

describe.each(dialects)('engineering supervision registers on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['chengang', 'xuzhiming', 'songwenbo', 'guoqing', 'yehui', 'yuanhao', 'jiangtao']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })
  beforeEach(() => { t.clock.t = cn('2026-03-11 17:30') })

  const db = () => t.app.ctx.db
  const create = (who: string, model: string, data: Row, contractId = 'ct-hj-tj01', projectId = 'proj-hj') =>
    send(t, 'POST', O(model), { data: JSON.stringify(data), projectId, contractId }, tok[who])
  const count = async (model: string) =>
    Number((await db().selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n')).where('modelId', '=', model).executeTakeFirstOrThrow()).n)
  const row = (id: string) => db().selectFrom('visualdevRecord').selectAll().where('id', '=', id).executeTakeFirst()
  const listIds = async (who: string, model: string) =>
    ((await send(t, 'POST', `${O(model)}/List`, { currentPage: 1, pageSize: 100 }, tok[who])).data?.list as Row[] | undefined)?.map((r) => r.id) ?? []

  test('a scheme with bad input is refused with a clear message and nothing is stored', async () => {
    const before = await count(PLAN)
    expect(await create('chengang', PLAN, plan({ category: 'overScale' }))).toMatchObject({ code: 400, msg: EXPERT_REVIEW_NEEDED })
    expect(await create('chengang', PLAN, plan({ attachments: [{ fileId: 'f-x', name: '方案.docx', url: '/api/file/Annex/x/方案.docx' }] })))
      .toMatchObject({ code: 400, msg: PLAN_NOT_PDF })
    expect((await create('chengang', PLAN, plan({ planName: '' }))).code).toBe(400)
    expect((await create('chengang', PLAN, plan({ category: 'whatever' }))).code).toBe(400)
    expect((await create('chengang', PLAN, plan({ chainage: '12公里' }))).code).toBe(400)
    expect(await count(PLAN)).toBe(before)
    expect((await create('chengang', PLAN, plan({ category: 'overScale', expertReview: 1 }))).code).toBe(200)
    expect(await count(PLAN)).toBe(before + 1)
  })

  test('a scheme goes through 施工方案审批; in approval and once approved it is neither edited nor deleted', async () => {
    const launched = await launch(t, tok.chengang, 'ftj-construction-plan-v1', plan({ planNo: 'TJ01-FA-2026-010' }), { projectId: 'proj-hj', contractId: 'ct-hj-tj01' })
    expect(launched.code).toBe(200)
    const id = launched.data.id as string
    const submitted = await row(id)
    expect([submitted?.modelId, submitted?.flowState, submitted?.contractId]).toEqual([PLAN, 1, 'ct-hj-tj01'])
    const put = () => send(t, 'PUT', `${O(PLAN)}/${id}`, { data: plan({ planName: '偷改' }) }, tok.chengang)
    expect(await put()).toMatchObject({ code: 400, msg: '该记录正在审批中，不能修改' })
    expect(await send(t, 'DELETE', `${O(PLAN)}/${id}`, undefined, tok.chengang)).toMatchObject({ code: 400, msg: '该流程已提交，无法删除' })

    // the contractor's chief engineer checks it, the supervising engineer approves it with his opinion
    expect((await act(t, tok.xuzhiming, 'Audit', await entryOf(t, id, 'u-xuzhiming'), { handleOpinion: '同意报监理' })).code).toBe(200)
    expect((await row(id))?.flowState).toBe(1)
    expect((await act(t, tok.songwenbo, 'Audit', await entryOf(t, id, 'u-songwenbo'), { handleOpinion: '同意按此方案实施', signImg: SIGN })).code).toBe(200)
    const approved = await row(id)
    expect(approved?.flowState).toBe(2)
    expect(await put()).toMatchObject({ code: 400, msg: '该记录已审批通过，不能修改' })
    expect(await send(t, 'DELETE', `${O(PLAN)}/${id}`, undefined, tok.chengang)).toMatchObject({ code: 400, msg: '该流程已通过，无法删除' })
    expect(await row(id)).toEqual(approved)
  })

  test('one log per supervising engineer per day, signed off by the chief supervisor', async () => {
    const started = await launch(t, tok.guoqing, 'ftj-supervision-log-v1', log('2026-03-11'), { projectId: 'proj-hj', contractId: 'ct-hj-jl01' })
    expect(started.code).toBe(200)
    const id = started.data.id as string
    expect((await row(id))?.flowState).toBe(1)
    // a second log of the same day, through the flow or the record endpoint, is refused and stores nothing
    const before = await count(LOG)
    const tasks = () => db().selectFrom('flowTask').select('id').where('flowId', '=', 'ftj-supervision-log-v1').where('creatorUserId', '=', 'u-guoqing').execute()
    const tasksBefore = (await tasks()).length
    const again = await launch(t, tok.guoqing, 'ftj-supervision-log-v1', log('2026-03-11', { weather: 'cloudy' }), { projectId: 'proj-hj', contractId: 'ct-hj-jl01' })
    expect(again).toMatchObject({ code: 400, msg: '2026-03-11的监理日志已填写，每人每天只能填写一份' })
    expect((await create('guoqing', LOG, log('2026-03-11'), 'ct-hj-jl01')).msg).toBe('2026-03-11的监理日志已填写，每人每天只能填写一份')
    expect(await count(LOG)).toBe(before)
    expect(await tasks()).toHaveLength(tasksBefore)
    // a day to come and a lowest temperature above the highest are refused
    expect((await create('guoqing', LOG, log('2026-03-12'), 'ct-hj-jl01')).msg).toBe('日志日期不能晚于今天')
    expect((await create('guoqing', LOG, log('2026-03-10', { minTemp: 18, maxTemp: 9 }), 'ct-hj-jl01')).msg).toBe('最低气温不能高于最高气温')
    expect((await create('guoqing', LOG, log('2026-03-10', { weather: 'hail' }), 'ct-hj-jl01')).code).toBe(400)
    expect(await count(LOG)).toBe(before)

    // 宋文博 (the chief supervisor, 郭晴's superior) signs it off
    expect((await act(t, tok.songwenbo, 'Audit', await entryOf(t, id, 'u-songwenbo'), { handleOpinion: '已阅' })).msg).toBe('请手写签名后再提交')
    expect((await act(t, tok.songwenbo, 'Audit', await entryOf(t, id, 'u-songwenbo'), { handleOpinion: '已阅', signImg: SIGN })).code).toBe(200)
    expect((await row(id))?.flowState).toBe(2)
    // another engineer writes his own log of that day; the chief supervisor's own log passes on its own
    const chief = await launch(t, tok.songwenbo, 'ftj-supervision-log-v1', log('2026-03-11'), { projectId: 'proj-hj', contractId: 'ct-hj-jl01' })
    expect(chief.code).toBe(200)
    expect((await row(chief.data.id as string))?.flowState).toBe(2)
    // an earlier day of his is still free; editing a log keeps its own day
    const earlier = await create('guoqing', LOG, log('2026-03-08'), 'ct-hj-jl01')
    expect(earlier.code).toBe(200)
    expect((await send(t, 'PUT', `${O(LOG)}/${earlier.data.id}`, { data: log('2026-03-08', { weather: 'rain' }) }, tok.guoqing)).code).toBe(200)
    expect((await send(t, 'PUT', `${O(LOG)}/${earlier.data.id}`, { data: log('2026-03-09') }, tok.guoqing)).msg).toBe('2026-03-09的监理日志已填写，每人每天只能填写一份')
  })

  test('a tour follows an approved scheme of its project and says what it found', async () => {
    const tour = (extra: Row = {}) => ({
      tourTime: cn('2026-03-11 09:00'), tourType: 'scheme', location: '钱塘江特大桥5号墩承台基坑', chainage: 'K12+300', content: '检查内支撑及基坑监测',
      result: 'ok', photos: PHOTO, ...extra
    })
    const before = await count(TOUR)
    expect((await create('songwenbo', TOUR, tour({ planId: 'rec-plan-hj-003', planName: '互通A匝道路基填筑施工方案' }))).msg).toBe(PLAN_NOT_APPROVED)
    expect((await create('songwenbo', TOUR, tour({ planId: 'rec-plan-nj-001', planName: '胡乐隧道' }))).msg).toBe(PLAN_NOT_APPROVED)
    expect((await create('songwenbo', TOUR, tour({ planId: 'rec-plan-hj-001', result: 'problem' }))).msg).toBe(PROBLEM_NEEDS_FINDINGS)
    expect(await count(TOUR)).toBe(before)
    const ok = await create('songwenbo', TOUR, tour({ planId: 'rec-plan-hj-001', planName: '钱塘江特大桥5～8号墩深基坑开挖及钢板桩支护专项施工方案', result: 'problem', findings: '坑边堆载超限', followUp: '立即清运' }))
    expect(ok.code).toBe(200)
  })

  test('a side-station record keeps its times in order', async () => {
    const side = (extra: Row = {}) => ({
      workItem: 'pileConcrete', part: '钱塘江特大桥7#-1桩', chainage: 'K12+340', startTime: cn('2026-03-11 08:30'), endTime: cn('2026-03-11 14:10'),
      process: '连续灌注C30水下混凝土126m³', checks: '坍落度205mm，导管埋深2～6m', photos: PHOTO, ...extra
    })
    const before = await count(SIDE)
    expect((await create('songwenbo', SIDE, side({ endTime: cn('2026-03-11 08:00') }))).msg).toBe('结束时间应晚于开始时间')
    expect((await create('songwenbo', SIDE, side({ endTime: cn('2026-03-13 12:00') }))).msg).toBe('一次旁站时间不超过48小时，请分次记录')
    expect((await create('songwenbo', SIDE, side({ startTime: cn('2026-03-12 08:00'), endTime: cn('2026-03-12 10:00') }))).msg).toBe('开始时间不能晚于当前时间')
    expect((await create('songwenbo', SIDE, side({ photos: [] }))).code).toBe(400)
    expect(await count(SIDE)).toBe(before)
    const ok = await create('songwenbo', SIDE, side())
    expect(ok.code).toBe(200)
    expect(JSON.parse((await row(ok.data.id as string))!.data).photos).toHaveLength(1)
  })

  test('the demo schemes and logs ran through their flows: one scheme waits for the supervisor, one is not sent', async () => {
    const state = async (id: string) => (await row(id))?.flowState ?? null
    expect(await Promise.all(['rec-plan-hj-001', 'rec-plan-hj-002', 'rec-plan-hj-003'].map(state))).toEqual([2, 1, null])
    expect(await Promise.all(['rec-jlrz-hj-001', 'rec-jlrz-hj-002', 'rec-jlrz-hj-003', 'rec-jlrz-nj-001'].map(state))).toEqual([2, 2, 2, 2])
    // the T-beam scheme is on the supervisors' to-do lists, and refused to its author while there
    expect(await entryOf(t, 'rec-plan-hj-002', 'u-songwenbo')).toBeTruthy()
    expect(await send(t, 'PUT', `${O(PLAN)}/rec-plan-hj-002`, { data: plan() }, tok.chengang)).toMatchObject({ code: 400, msg: '该记录正在审批中，不能修改' })
    // its PDF text is a real file the app opens
    const got = await get(t, `${O(PLAN)}/rec-plan-hj-002`, tok.songwenbo)
    const [file] = JSON.parse(got.data.data).attachments as { name: string; url: string }[]
    expect(file.name).toBe('拼宽段T梁架设专项施工方案.pdf')
    // (the test database is a copy without the file store: the bytes are opened in the e2e story)
    const name = /\/api\/file\/Image\/annex\/([^?]+)/.exec(file.url)?.[1] ?? ''
    expect(await db().selectFrom('uploadFile').select(['userId', 'type']).where('name', '=', name).executeTakeFirst()).toEqual({ userId: 'u-chengang', type: 'annex' })
    // the supervisor approves it
    const entry = await entryOf(t, 'rec-plan-hj-002', 'u-songwenbo')
    // as the app sends it: the form values it was shown
    const shown = await get(t, `/H5Api/api/workflow/Engine/FlowBefore/rec-plan-hj-002?taskOperatorId=${entry}`, tok.songwenbo)
    const ok = await act(t, tok.songwenbo, 'Audit', entry, { handleOpinion: '同意实施', signImg: SIGN, formData: shown.data.formData })
    expect([ok.code, ok.msg]).toEqual([200, ok.msg])
    expect((await row('rec-plan-hj-002'))?.flowState).toBe(2)
    // the scheme not sent yet is still its section's to edit
    expect(await send(t, 'PUT', `${O(PLAN)}/rec-plan-hj-003`, { data: plan({ planNo: 'TJ02-FA-2026-002', location: '互通A匝道' }) }, tok.jiangtao)).toMatchObject({ code: 200 })
  })

  test("nobody sees or writes another project's or section's records", async () => {
    // 宁绩's chief supervisor and project manager see 宁绩's records only
    expect((await get(t, `${O(LOG)}/rec-jlrz-hj-001`, tok.yehui)).code).toBe(400)
    expect((await get(t, `${O(PLAN)}/rec-plan-hj-001`, tok.yuanhao)).code).toBe(400)
    expect(await listIds('yehui', LOG)).toEqual(['rec-jlrz-nj-001'])
    expect(await listIds('yehui', SIDE)).toEqual(['rec-pz-nj-001'])
    expect(await listIds('yehui', TOUR)).toEqual(['rec-jlxs-nj-001'])
    expect((await create('yehui', SIDE, { workItem: 'prestress', part: 'x', startTime: cn('2026-03-11 08:00'), process: 'x', checks: 'x', photos: PHOTO })).code).toBe(400)
    // 杭金 TJ-02's foreman sees his section's schemes, not TJ-01's nor 宁绩's
    const tj02 = await listIds('jiangtao', PLAN)
    expect(tj02).toContain('rec-plan-hj-003')
    expect(tj02).not.toContain('rec-plan-hj-001')
    expect(tj02).not.toContain('rec-plan-nj-001')
    expect((await create('jiangtao', PLAN, plan())).code).toBe(400)
    // a foreman has no rights on the supervision logs
    expect((await get(t, `${O(LOG)}/rec-jlrz-hj-001`, tok.chengang)).code).not.toBe(200)
    const mine = await listIds('songwenbo', LOG)
    expect(mine).toEqual(expect.arrayContaining(['rec-jlrz-hj-001', 'rec-jlrz-hj-002', 'rec-jlrz-hj-003']))
    expect(mine).not.toContain('rec-jlrz-nj-001')
  })
})

// The hidden-danger loop on the demo group (catalog/safety, modules/safety): a safety officer reports a hazard at a
// chainage, the section chief named responsible accepts and rectifies it, the reporter or a safety officer closes
// it or sends it back; a 重大隐患 is rectified only after its approval flow; reminders stop once it is under review;
// the place suggests the section, an open report of the same place and category is found; the figures and the
// personal lists stay inside the caller's projects and sections.
import { reminderJobName, reminderJobs, Scheduler } from '../../server/src/modules/scheduler'
import { catalogueModules } from '../../server/src/catalog/modules'
import { MAJOR_NEEDS_APPROVAL, monthStart, parseChainage, parseMileage } from '../../server/src/modules/safety'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const MODEL = 'vm-hazard-rectify'
const O = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const H = '/H5Api/api/safety/Hazard'
const cn = (s: string) => Date.parse(`${s.replace(' ', 'T')}${s.length > 10 ? ':00' : 'T00:00:00'}+08:00`)
const SIGN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const PHOTO = { fileId: 'f-after-1', url: '/api/file/Image/annex/after-1.jpg', name: 'after-1.jpg' }
const HAZARDS = reminderJobName('safety', 'hazard-deadline')

const report = (title: string, extra: Record<string, unknown> = {}) => ({
  foundDate: cn('2026-03-10'), hazardTitle: title, hazardLevel: 'dd-hazardLevel-general', hazardCategory: 'dd-hazardCategory-1',
  chainage: 'K30+120', location: 'K30+100右幅桥台', description: '台背回填作业面临边未设防护', requirement: '设置临边防护栏杆',
  responsibleUnit: '钱江路桥工程有限公司', responsible: 'u-chengang', deadline: cn('2026-03-12'), ...extra
})

describe('chainage text', () => {
  test('K12+300 and stake ranges in metres; anything else is no chainage', () => {
    expect(parseChainage('K12+300')).toBe(12300)
    expect(parseChainage('k0+050.5')).toBe(50.5)
    expect([parseChainage('K12+1300'), parseChainage('12+300'), parseChainage(''), parseChainage(12300)]).toEqual([undefined, undefined, undefined, undefined])
    expect(parseMileage('K0+000～K48+350')).toEqual([0, 48350])
    expect(parseMileage('K95+100~K142+600')).toEqual([95100, 142600])
    expect([parseMileage(''), parseMileage('K1+000'), parseMileage(null)]).toEqual([undefined, undefined, undefined])
    expect(monthStart(cn('2026-03-31 23:30'))).toBe(cn('2026-03-01'))
  })
})

describe.each(dialects)('the hazard loop on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['hexiaoyan', 'zhaomin', 'chengang', 'jiangtao', 'huangwei', 'yuanhao', 'yangshan', 'luoping']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })
  beforeEach(() => { t.clock.t = cn('2026-03-10 10:00') })

  const db = () => t.app.ctx.db
  const create = async (who: string, data: Record<string, unknown>, contractId = 'ct-hj-tj01') => {
    const r = await send(t, 'POST', O, { data: JSON.stringify(data), projectId: 'proj-hj', contractId }, tok[who])
    if (r.code !== 200) throw new Error(r.msg)
    return r.data.id as string
  }
  const move = (id: string, who: string, body: Record<string, unknown>) => send(t, 'POST', `${O}/${id}/Actions/Transition`, body, tok[who])
  const stateOf = async (id: string) => (await db().selectFrom('visualdevRecord').select('recordState').where('id', '=', id).executeTakeFirstOrThrow()).recordState
  const summary = (who: string, q = '') => get(t, `${H}/Summary${q}`, tok[who])

  test('a reported hazard gets a number; the section chief named responsible accepts it, rectifies it, the reporter closes it', async () => {
    const id = await create('hexiaoyan', { ...report('桥台台背临边防护缺失'), hazardNo: 'typed-by-hand' })
    const stored = JSON.parse((await db().selectFrom('visualdevRecord').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data)
    expect(stored.hazardNo).toMatch(/^YH/)
    expect(await stateOf(id)).toBe('reported')

    // only the person responsible accepts; the reporter and another section's chief may not (the latter cannot even see it)
    expect((await move(id, 'hexiaoyan', { transition: 'accept' })).msg).toBe('您无权执行“接收整改”')
    expect((await move(id, 'jiangtao', { transition: 'accept' })).msg).toBe('数据不存在或您无权访问')
    expect((await move(id, 'chengang', { transition: 'accept' })).code).toBe(200)
    expect(await stateOf(id)).toBe('rectifying')

    // the rectification asks for the measures, an account and the photos after
    expect((await move(id, 'chengang', { transition: 'submitReview', opinion: '已整改', photos: [PHOTO] })).msg).toBe('请填写整改措施')
    expect((await move(id, 'chengang', { transition: 'submitReview', opinion: '已整改', data: { measures: '设置1.2m栏杆' } })).msg).toBe('请上传至少1张整改后照片')
    expect(await stateOf(id)).toBe('rectifying')
    expect((await move(id, 'chengang', { transition: 'submitReview', opinion: '已设置1.2m防护栏杆', photos: [PHOTO], data: { measures: '设置1.2m栏杆，挂安全网' } })).code).toBe(200)

    // the person responsible cannot close their own work; the review needs an opinion and a signature
    expect((await move(id, 'chengang', { transition: 'close', opinion: '合格', signImg: SIGN })).msg).toBe('您无权执行“复查通过”')
    expect((await move(id, 'hexiaoyan', { transition: 'close', opinion: '合格' })).msg).toBe('请签名')
    expect((await move(id, 'hexiaoyan', { transition: 'reject', opinion: '安全网未满挂' })).code).toBe(200)
    expect(await stateOf(id)).toBe('rectifying')
    expect((await move(id, 'chengang', { transition: 'submitReview', opinion: '安全网已满挂', photos: [PHOTO] })).code).toBe(200)
    // another safety officer of the project closes it as well as the reporter could
    expect((await move(id, 'zhaomin', { transition: 'close', opinion: '复查合格，同意销号', signImg: SIGN })).code).toBe(200)
    expect(await stateOf(id)).toBe('closed')
    const moves = await db().selectFrom('visualdevRecordMove').select(['transition', 'userId']).where('recordId', '=', id).orderBy('seq').execute()
    expect(moves.map((m) => [m.transition, m.userId])).toEqual([
      ['accept', 'u-chengang'], ['submitReview', 'u-chengang'], ['reject', 'u-hexiaoyan'], ['submitReview', 'u-chengang'], ['close', 'u-zhaomin']
    ])
    // closed is final: no edit, no further move
    expect((await move(id, 'hexiaoyan', { transition: 'reject', opinion: 'x' })).msg).toBe('当前状态为“已闭合”，不能复查不通过')
  })

  test('a 重大隐患 is accepted for rectification only once its approval flow is approved', async () => {
    const id = await create('hexiaoyan', report('高边坡开挖面出现裂缝', { hazardLevel: 'dd-hazardLevel-major', chainage: 'K31+040', hazardCategory: 'dd-hazardCategory-6' }))
    expect((await move(id, 'chengang', { transition: 'accept' })).msg).toBe(MAJOR_NEEDS_APPROVAL)
    expect(await stateOf(id)).toBe('reported')
    expect(await db().selectFrom('visualdevRecordMove').select('id').where('recordId', '=', id).execute()).toEqual([])
    // the seeded major hazard's flow is still with the safety director
    expect((await move('rec-hz-hj-002', 'chengang', { transition: 'accept' })).msg).toBe(MAJOR_NEEDS_APPROVAL)
    await db().updateTable('visualdevRecord').set({ flowState: 2 }).where('id', '=', id).execute()
    expect((await move(id, 'chengang', { transition: 'accept' })).code).toBe(200)
  })

  test('the place suggests the construction section whose stake range holds it, with its chiefs', async () => {
    const place = (who: string, chainage: string, projectId = 'proj-hj') => get(t, `${H}/Place?projectId=${projectId}&chainage=${encodeURIComponent(chainage)}`, tok[who])
    expect((await place('hexiaoyan', 'K12+300')).data).toMatchObject({ contractId: 'ct-hj-tj01', enCode: 'TJ-01', responsibles: [{ id: 'u-chengang', fullName: '陈刚/chengang' }] })
    expect((await place('hexiaoyan', 'K56+120')).data).toMatchObject({ contractId: 'ct-hj-tj02', responsibles: [{ id: 'u-jiangtao' }] })
    const off = await place('hexiaoyan', 'K300+000')
    expect([off.code, off.data ?? null]).toEqual([200, null])
    const bad = await place('hexiaoyan', '12+300')
    expect([bad.code, bad.msg]).toEqual([400, '桩号格式不正确，应如 K12+300'])
    // another project's people learn nothing about it
    expect((await place('yuanhao', 'K12+300')).msg).toBe('您不是该项目的成员，无法查看其数据')
    // a labourer reports too, so the place is suggested to him as well
    expect((await place('yangshan', 'K12+300')).data).toMatchObject({ contractId: 'ct-hj-tj01', responsibles: [{ id: 'u-chengang' }] })
  })

  test('an open report of the same place and category within 7 days is pointed out', async () => {
    const dup = (who: string, chainage: string, category = 'dd-hazardCategory-6', projectId = 'proj-hj') =>
      get(t, `${H}/Duplicates?projectId=${projectId}&chainage=${encodeURIComponent(chainage)}&category=${category}`, tok[who])
    // rec-hz-hj-006 (K21+480, 坍塌, under review since 03-09) is 30 m away
    expect((await dup('zhaomin', 'K21+450')).data).toEqual([expect.objectContaining({ id: 'rec-hz-hj-006', metres: 30, recordStateName: '待复查', reporterName: '何晓燕' })])
    expect((await dup('zhaomin', 'K21+700')).data).toEqual([])
    expect((await dup('zhaomin', 'K21+450', 'dd-hazardCategory-1')).data).toEqual([])
    // closed ones are done with: rec-hz-hj-001 (K12+310, 高处坠落) was closed on 03-05
    expect((await dup('zhaomin', 'K12+300', 'dd-hazardCategory-1')).data).toEqual([])
    // a week later it is no longer recent
    t.clock.t = cn('2026-03-14 11:00')
    expect((await dup('zhaomin', 'K21+450')).data).toEqual([])
    // scoped: the 宁绩 manager may not ask about 杭金
    expect((await dup('yuanhao', 'K21+450')).msg).toBe('您不是该项目的成员，无法查看其数据')
  })

  test('figures of a project or a section: open, overdue, closed this month, by level and state', async () => {
    t.clock.t = cn('2026-03-10 10:00')
    const figures = (await summary('hexiaoyan', '?projectId=proj-nj')).code
    expect(figures).toBe(400) // hexiaoyan belongs to 杭金 only
    const nj = (await summary('zhaomin', '?projectId=proj-nj')).data
    expect(nj).toMatchObject({ total: 2, open: 1, overdue: 0, closedThisMonth: 1 })
    expect(nj.byLevel.find((l: { level: string }) => l.level === 'dd-hazardLevel-major')).toMatchObject({ name: '重大隐患', open: 1, total: 1 })
    const tj02 = (await summary('hexiaoyan', '?projectId=proj-hj&contractId=ct-hj-tj02')).data
    expect(tj02).toMatchObject({ total: 1, open: 1, overdue: 0 })
    // the section chief sees his own section's hazards only, whichever project filter he sends
    const mine = (await summary('chengang')).data
    const all = (await summary('huangwei', '?projectId=proj-hj')).data
    expect(all.total - mine.total).toBe(tj02.total)
    expect(mine.byState.map((s: { code: string }) => s.code)).toEqual(['reported', 'rectifying', 'reviewing', 'closed'])
    // 杭金 TJ-01 demo hazards past their deadline and still open on 03-10: 002, 003, 004, 005
    const overdueIds = ['rec-hz-hj-002', 'rec-hz-hj-003', 'rec-hz-hj-004', 'rec-hz-hj-005']
    const rows = (await get(t, `${H}/Mine?as=responsible&pageSize=100`, tok.chengang)).data.list as { id: string; overdue: boolean }[]
    expect(rows.filter((r) => r.overdue).map((r) => r.id).sort()).toEqual(expect.arrayContaining(overdueIds))
    expect(mine.overdue).toBe(rows.filter((r) => r.overdue).length)
  })

  test('a labourer reports a hazard of his section and follows it in his own list; the moves are not his', async () => {
    const id = await create('yangshan', report('K30+120右幅桥台基坑边未设挡水埂', { hazardCategory: 'dd-hazardCategory-6' }))
    expect(await stateOf(id)).toBe('reported')
    const stored = JSON.parse((await db().selectFrom('visualdevRecord').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data)
    expect(stored.hazardNo).toMatch(/^YH/)
    const mine = (await get(t, `${H}/Mine?as=reporter&pageSize=100`, tok.yangshan)).data.list as { id: string; reporterName?: string }[]
    expect(mine.map((r) => r.id)).toEqual([id])
    expect((await get(t, `${O}/${id}`, tok.yangshan)).code).toBe(200)
    // he is neither the person responsible nor a reviewer
    expect((await move(id, 'yangshan', { transition: 'accept' })).msg).toBe('您无权执行“接收整改”')
    // nor may he file one under another project's section
    expect((await send(t, 'POST', O, { data: JSON.stringify(report('越权上报')), projectId: 'proj-nj', contractId: 'ct-nj-tj01' }, tok.yangshan)).code).toBe(400)
    // the section chief gets it to accept
    const chief = (await get(t, `${H}/Mine?as=responsible&recordState=reported&pageSize=100`, tok.chengang)).data.list as { id: string }[]
    expect(chief.map((r) => r.id)).toContain(id)
    // a labourer of another project still learns nothing of it
    expect((await get(t, `${O}/${id}`, tok.luoping)).code).toBe(400)
  })

  test('my lists: what I reported, what I must rectify, by state; never another section\'s', async () => {
    const reported = (await get(t, `${H}/Mine?as=reporter&pageSize=100`, tok.zhaomin)).data
    expect(reported.list.map((r: { id: string }) => r.id)).toEqual(expect.arrayContaining(['rec-hz-hj-007', 'rec-hz-nj-001', 'rec-hz-nj-002']))
    expect(reported.list.every((r: { hazardNo: string }) => r.hazardNo)).toBe(true)
    const tj02 = (await get(t, `${H}/Mine?as=responsible`, tok.jiangtao)).data.list
    expect(tj02).toEqual([expect.objectContaining({ id: 'rec-hz-hj-008', major: true, levelName: '重大隐患', chainage: 'K56+120', recordStateName: '已上报' })])
    const reviewing = (await get(t, `${H}/Mine?as=responsible&recordState=reviewing`, tok.chengang)).data.list
    expect(reviewing.map((r: { id: string }) => r.id)).toContain('rec-hz-hj-006')
    expect(reviewing.every((r: { recordState: string }) => r.recordState === 'reviewing')).toBe(true)
    expect((await get(t, `${H}/Mine?as=responsible&recordState=nope`, tok.chengang)).msg).toBe('状态“nope”不存在')
    expect((await get(t, `${H}/Mine?as=boss`, tok.chengang)).code).toBe(400)
    expect((await get(t, `${H}/Mine?as=responsible`, tok.luoping)).data.list.map((r: { id: string }) => r.id).sort()).toEqual(['rec-hz-nj-001', 'rec-hz-nj-002'])
  })

  test('deadline reminders reach the person responsible, then the reporter and the safety officers; none once under review', async () => {
    const s = new Scheduler(t.app.ctx)
    s.register(reminderJobs(catalogueModules()).find((j) => j.name === HAZARDS)!)
    const id = await create('hexiaoyan', report('墩柱钢筋绑扎作业平台无防护', { chainage: 'K40+020', deadline: cn('2026-03-20') }))
    const sent = async (when: string) => {
      t.clock.t = cn(when)
      const before = new Set((await db().selectFrom('baseMessage').select('id').execute()).map((r) => r.id))
      await s.tick()
      return (await db().selectFrom('baseMessage').selectAll().execute()).filter((r) => !before.has(r.id) && r.title.includes('墩柱钢筋绑扎'))
        .map((r) => r.userId).sort()
    }
    expect(await sent('2026-03-19 08:00')).toEqual(['u-chengang'])
    // 王芳 is TJ-01's own safety officer
    expect(await sent('2026-03-21 08:00')).toEqual(['u-chengang', 'u-hexiaoyan', 'u-wangfang', 'u-zhaomin'])
    await move(id, 'chengang', { transition: 'accept' })
    expect((await move(id, 'chengang', { transition: 'submitReview', opinion: '已整改', photos: [PHOTO], data: { measures: '搭设防护平台' } })).code).toBe(200)
    expect(await sent('2026-03-22 08:00')).toEqual([])
  })
})

// The special tasks (catalog/special: 专项任务 through 专项任务审批, 专项任务通知 with its countersigned receipt;
// modules/special-tasks/hooks.ts): a task is issued, the section's head named on it reports at 执行反馈 and the
// issuer passes it or returns it to the section with an opinion; a notice waits until every recipient has signed;
// bad input is refused and changes nothing; nobody sees another project's records; the demo ran through the flows.
import { DEADLINE_BEFORE_START, SIGN_BY_PASSED } from '../../server/src/modules/special-tasks'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { act, currentNodes, entryOf, launch, openHandlers } from './workflow-fixtures'

const O = (model: string) => `/H5Api/api/visualdev/OnlineDev/${model}`
const TASK = 'vm-special-task'
const NOTICE = 'vm-special-task-notice'
const TASK_FLOW = 'ftj-special-task-v1'
const NOTICE_FLOW = 'ftj-special-task-notice-v1'
const cn = (s: string) => Date.parse(`${s.replace(' ', 'T')}${s.length > 10 ? ':00' : 'T00:00:00'}+08:00`)
const PHOTO = [{ fileId: 'f-site-1', url: '/api/file/Image/annex/site-1.jpg', name: 'site-1.jpg' }]
const HJ = { projectId: 'proj-hj', contractId: 'ct-hj-tj01' }

type Row = Record<string, unknown>
const task = (extra: Row = {}) => ({
  taskName: '冬季施工专项整治（TJ-01）', category: 'winter', sections: 'TJ-01', requirement: '混凝土冬期施工测温、保温覆盖及防冻剂使用专项检查',
  startDate: cn('2026-03-11'), deadline: cn('2026-03-15'), executor: 'u-zhanghua', attachments: [], ...extra
})
const notice = (extra: Row = {}) => ({
  noticeTitle: '关于开展冬季施工专项整治的通知', noticeContent: '各合同段于3月15日前完成自查。', sections: 'TJ-01、JL-01',
  receivers: ['u-zhanghua', 'u-songwenbo'], signBy: cn('2026-03-12 18:00'), attachments: [], ...extra
})

describe.each(dialects)('special tasks on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['huangwei', 'xuzhiming', 'zhanghua', 'zhengkai', 'songwenbo', 'chengang', 'yuanhao', 'dongliang']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })
  beforeEach(() => { t.clock.t = cn('2026-03-11 09:30') })

  const db = () => t.app.ctx.db
  const count = async (model: string) =>
    Number((await db().selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n')).where('modelId', '=', model).executeTakeFirstOrThrow()).n)
  const tasks = async () => Number((await db().selectFrom('flowTask').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
  const row = (id: string) => db().selectFrom('visualdevRecord').selectAll().where('id', '=', id).executeTakeFirst()
  const data = async (id: string) => JSON.parse((await row(id))!.data) as Row
  const listIds = async (who: string, model: string) =>
    ((await send(t, 'POST', `${O(model)}/List`, { currentPage: 1, pageSize: 100 }, tok[who])).data?.list as Row[] | undefined)?.map((r) => r.id) ?? []

  test('a task is issued, reported by the section head with photos and passed by the issuer', async () => {
    const started = await launch(t, tok.huangwei, TASK_FLOW, task(), HJ)
    expect(started.code).toBe(200)
    const id = started.data.id as string
    expect((await row(id))?.flowState).toBe(1)
    expect(await currentNodes(t, id)).toEqual(['st-feedback'])
    expect(await openHandlers(t, id)).toEqual(['u-zhanghua'])
    // 执行反馈 writes what was done and the photos
    const report = { formData: { ...task(), completion: '已完成全部墩台冬期施工测温检查，补充保温棚2处。', sitePhotos: PHOTO }, handleOpinion: '已完成' }
    expect((await act(t, tok.zhanghua, 'Audit', await entryOf(t, id, 'u-zhanghua'), report)).code).toBe(200)
    expect(await openHandlers(t, id)).toEqual(['u-huangwei'])
    expect(await data(id)).toMatchObject({ completion: '已完成全部墩台冬期施工测温检查，补充保温棚2处。', sitePhotos: PHOTO, taskName: '冬季施工专项整治（TJ-01）' })
    // the review needs an opinion
    const review = await entryOf(t, id, 'u-huangwei')
    expect((await act(t, tok.huangwei, 'Audit', review, {})).code).toBe(400)
    expect((await row(id))?.flowState).toBe(1)
    expect((await act(t, tok.huangwei, 'Audit', review, { handleOpinion: '同意，整改闭合' })).code).toBe(200)
    expect((await row(id))?.flowState).toBe(2)
  })

  test('the issuer returns a report to the section with an opinion; the section reports again', async () => {
    const id = (await launch(t, tok.xuzhiming, TASK_FLOW, task({ taskName: '钢筋保护层厚度专项检查（TJ-01）', category: 'quality' }), HJ)).data.id as string
    const report = (completion: string) => ({ formData: { completion, sitePhotos: PHOTO }, handleOpinion: '请审核' })
    expect((await act(t, tok.zhanghua, 'Audit', await entryOf(t, id, 'u-zhanghua'), report('抽检T梁8片。'))).code).toBe(200)
    const review = await entryOf(t, id, 'u-xuzhiming')
    expect((await act(t, tok.xuzhiming, 'Reject', review, {})).code).toBe(400)
    expect(await openHandlers(t, id)).toEqual(['u-xuzhiming'])
    expect((await act(t, tok.xuzhiming, 'Reject', review, { handleOpinion: '未附检测数据，补充后重新反馈' })).code).toBe(200)
    // back to 执行反馈, not to the issuer
    expect(await currentNodes(t, id)).toEqual(['st-feedback'])
    expect(await openHandlers(t, id)).toEqual(['u-zhanghua'])
    expect((await act(t, tok.zhanghua, 'Audit', await entryOf(t, id, 'u-zhanghua'), report('抽检T梁8片，合格率96%，检测报告附后。'))).code).toBe(200)
    expect(await openHandlers(t, id)).toEqual(['u-xuzhiming'])
  })

  test('bad input is refused with a clear message and changes nothing', async () => {
    const before = [await count(TASK), await count(NOTICE), await tasks()]
    const refused = async (r: Promise<{ code: number; msg: string }>, msg?: string) => {
      const a = await r
      expect(a.code).toBe(400)
      if (msg) expect(a.msg).toBe(msg)
    }
    await refused(launch(t, tok.huangwei, TASK_FLOW, task({ deadline: cn('2026-03-10') }), HJ), DEADLINE_BEFORE_START)
    await refused(send(t, 'POST', O(TASK), { data: JSON.stringify(task({ deadline: cn('2026-03-01') })), ...HJ }, tok.huangwei), DEADLINE_BEFORE_START)
    await refused(launch(t, tok.huangwei, TASK_FLOW, task({ taskName: '' }), HJ))
    await refused(launch(t, tok.huangwei, TASK_FLOW, task({ category: 'whatever' }), HJ))
    await refused(launch(t, tok.huangwei, NOTICE_FLOW, notice({ signBy: cn('2026-03-10 18:00') }), HJ), SIGN_BY_PASSED)
    await refused(launch(t, tok.huangwei, NOTICE_FLOW, notice({ receivers: [] }), HJ))
    // a foreman issues no special task
    expect((await launch(t, tok.chengang, TASK_FLOW, task(), HJ)).code).not.toBe(200)
    expect([await count(TASK), await count(NOTICE), await tasks()]).toEqual(before)
    // the feedback must say what was done
    const id = (await launch(t, tok.huangwei, TASK_FLOW, task({ taskName: '临时用电专项检查（TJ-01）', category: 'safety' }), HJ)).data.id as string
    const entry = await entryOf(t, id, 'u-zhanghua')
    const stored = await row(id)
    await refused(act(t, tok.zhanghua, 'Audit', entry, { formData: { completion: '', sitePhotos: [] }, handleOpinion: '完成' }))
    await refused(act(t, tok.zhanghua, 'Audit', entry, { formData: { deadline: cn('2026-03-01'), completion: '已查' }, handleOpinion: '完成' }))
    expect(await row(id)).toEqual(stored)
    expect(await openHandlers(t, id)).toEqual(['u-zhanghua'])
  })

  test('a notice waits until every recipient has signed; the opinion is optional', async () => {
    const id = (await launch(t, tok.huangwei, NOTICE_FLOW, notice(), HJ)).data.id as string
    expect(await openHandlers(t, id)).toEqual(['u-songwenbo', 'u-zhanghua'])
    expect((await act(t, tok.zhanghua, 'Audit', await entryOf(t, id, 'u-zhanghua'), {})).code).toBe(200)
    expect((await row(id))?.flowState).toBe(1)
    expect(await openHandlers(t, id)).toEqual(['u-songwenbo'])
    // a recipient does not return a notice
    expect((await act(t, tok.songwenbo, 'Reject', await entryOf(t, id, 'u-songwenbo'), { handleOpinion: '不收' })).code).toBe(400)
    expect((await act(t, tok.songwenbo, 'Audit', await entryOf(t, id, 'u-songwenbo'), { handleOpinion: '收到' })).code).toBe(200)
    expect((await row(id))?.flowState).toBe(2)
  })

  test('the demo ran through the flows, one waiting at each node; nobody sees another project\'s records', async () => {
    const state = async (id: string) => [(await row(id))?.flowState, await currentNodes(t, id), await openHandlers(t, id)]
    expect(await state('rec-zx-hj-001')).toEqual([2, [], []])
    expect(await state('rec-zx-hj-002')).toEqual([1, ['st-review'], ['u-huangwei']])
    expect(await state('rec-zx-hj-003')).toEqual([1, ['st-feedback'], ['u-zhanghua']])
    expect(await state('rec-zx-hj-004')).toEqual([1, ['st-feedback'], ['u-zhanghua']])
    expect(await state('rec-zxtz-hj-001')).toEqual([1, ['sn-sign'], ['u-hanlei', 'u-zhengkai']])
    expect(await state('rec-zxtz-hj-002')).toEqual([2, [], []])

    const hj = await listIds('huangwei', TASK)
    expect(hj).toEqual(expect.arrayContaining(['rec-zx-hj-001', 'rec-zx-hj-002', 'rec-zx-hj-003', 'rec-zx-hj-004']))
    expect(hj).not.toContain('rec-zx-nj-001')
    expect(await listIds('yuanhao', TASK)).toEqual(['rec-zx-nj-001'])
    expect(await listIds('yuanhao', NOTICE)).toEqual([])
    // TJ-02's head sees his section's task, not TJ-01's
    const tj02 = await listIds('zhengkai', TASK)
    expect(tj02).toContain('rec-zx-hj-002')
    expect(tj02).not.toContain('rec-zx-hj-001')
    expect((await get(t, `${O(TASK)}/rec-zx-hj-001`, tok.yuanhao)).code).not.toBe(200)
  })
})

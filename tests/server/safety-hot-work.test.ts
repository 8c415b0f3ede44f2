// Hot work permits (catalog/safety/models/hot-work.ts, hot-work-states.ts, modules/safety/hot-work-hooks.ts): a
// permit's window is no longer than its grade allows; the work starts only once 动火作业审批 has approved it, inside
// its window, with a gas test from the last 30 minutes and a photo of the place; it is closed with a check of the
// place, a photo and a signature; a permit whose window has ended while open shows as overdue (expired); nobody
// outside the project sees a permit, and only the people on the spot make its moves.
import { HOT_WORK_NEEDS_APPROVAL } from '../../server/src/modules/safety'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const MODEL = 'vm-hot-work'
const O = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const cn = (s: string) => Date.parse(`${s.replace(' ', 'T')}${s.length > 10 ? ':00' : 'T00:00:00'}+08:00`)
const SIGN = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='
const PHOTO = { fileId: 'f-site-1', url: '/api/file/Image/annex/site-1.jpg', name: 'site-1.jpg' }

type Row = Record<string, unknown>
const permit = (extra: Row = {}) => ({
  grade: 'first', chainage: 'K12+320', workPlace: '钱塘江特大桥6号墩钢护筒', content: '钢护筒接长环缝焊接', method: 'weld',
  startTime: cn('2026-03-10 13:00'), endTime: cn('2026-03-10 17:00'), operator: '周建', operatorCert: 'T330106198805123317', watcher: 'u-yangshan',
  measures: ['clear', 'extinguisher', 'blanket', 'watcher'], ...extra
})

describe.each(dialects)('hot work permits on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['chengang', 'yangshan', 'hexiaoyan', 'guoqing', 'yuanhao', 'zhaomin']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })
  beforeEach(() => { t.clock.t = cn('2026-03-10 10:00') })

  const db = () => t.app.ctx.db
  const create = (who: string, data: Row, projectId = 'proj-hj', contractId = 'ct-hj-tj01') =>
    send(t, 'POST', O, { data: JSON.stringify(data), projectId, contractId }, tok[who])
  const move = (id: string, who: string, body: Row) => send(t, 'POST', `${O}/${id}/Actions/Transition`, body, tok[who])
  const stateOf = async (id: string) => (await db().selectFrom('visualdevRecord').select('recordState').where('id', '=', id).executeTakeFirstOrThrow()).recordState
  const count = async () => Number((await db().selectFrom('visualdevRecord').select((eb) => eb.fn.countAll<number>().as('n')).where('modelId', '=', MODEL).executeTakeFirstOrThrow()).n)

  test('the window ends after it starts and is no longer than the grade allows (GB 30871: 8 h, 二级 72 h)', async () => {
    const before = await count()
    expect((await create('chengang', permit({ endTime: cn('2026-03-10 12:00') }))).msg).toBe('结束时间应晚于开始时间')
    expect((await create('chengang', permit({ endTime: cn('2026-03-10 23:00') }))).msg).toBe('一级动火作业许可有效期不超过8小时')
    expect((await create('chengang', permit({ grade: 'second', endTime: cn('2026-03-14 13:00') }))).msg).toBe('二级动火作业许可有效期不超过72小时')
    expect((await create('chengang', permit({ operatorCert: 'abc' }))).code).toBe(400)
    expect((await create('chengang', permit({ grade: 'fourth' }))).code).toBe(400)
    expect(await count()).toBe(before)
    const ok = await create('chengang', permit({ grade: 'second', endTime: cn('2026-03-12 17:00') }))
    expect(ok.code).toBe(200)
    const stored = JSON.parse((await db().selectFrom('visualdevRecord').select('data').where('id', '=', ok.data.id).executeTakeFirstOrThrow()).data)
    expect(stored.permitNo).toMatch(/^DH/)
    expect(await stateOf(ok.data.id)).toBe('applied')
  })

  test('the work starts only once approved, inside the window, with a fresh gas test and a photo; it closes with a check', async () => {
    const id = (await create('chengang', permit())).data.id as string
    t.clock.t = cn('2026-03-10 13:10')
    const gas = { gasResult: '可燃气体0%LEL', gasTime: cn('2026-03-10 13:00') }
    expect((await move(id, 'yangshan', { transition: 'start', photos: [PHOTO], data: gas })).msg).toBe(HOT_WORK_NEEDS_APPROVAL)
    expect(await stateOf(id)).toBe('applied')
    expect(await db().selectFrom('visualdevRecordMove').select('id').where('recordId', '=', id).execute()).toEqual([])
    await db().updateTable('visualdevRecord').set({ flowState: 2 }).where('id', '=', id).execute()

    expect((await move(id, 'yangshan', { transition: 'start', photos: [PHOTO] })).msg).toBe('请填写气体检测结果')
    expect((await move(id, 'yangshan', { transition: 'start', data: gas })).msg).toBe('请上传至少1张作业前现场照片')
    expect((await move(id, 'yangshan', { transition: 'start', photos: [PHOTO], data: { ...gas, gasTime: cn('2026-03-10 12:30') } })).msg).toBe('气体检测应在动火前30分钟内进行')
    t.clock.t = cn('2026-03-10 12:50')
    expect((await move(id, 'yangshan', { transition: 'start', photos: [PHOTO], data: { ...gas, gasTime: cn('2026-03-10 12:45') } })).msg).toBe('未到许可的开始时间，不能开始作业')
    t.clock.t = cn('2026-03-10 13:10')
    expect(await stateOf(id)).toBe('applied')
    // a supervising engineer reads the permit but is not on the spot for it
    expect((await move(id, 'guoqing', { transition: 'start', photos: [PHOTO], data: gas })).msg).toBe('您无权执行“开始作业”')
    // the fire watcher starts it
    expect((await move(id, 'yangshan', { transition: 'start', photos: [PHOTO], data: gas })).code).toBe(200)
    expect(await stateOf(id)).toBe('working')

    t.clock.t = cn('2026-03-10 16:30')
    expect((await move(id, 'yangshan', { transition: 'close', opinion: '合格', photos: [PHOTO], signImg: SIGN })).msg).toBe('请填写完工检查情况')
    const check = { closeCheck: '焊渣已清理，无遗留火种' }
    expect((await move(id, 'yangshan', { transition: 'close', opinion: '合格', photos: [PHOTO], data: check })).msg).toBe('请签名')
    expect((await move(id, 'yangshan', { transition: 'close', opinion: '完工检查合格', photos: [PHOTO], signImg: SIGN, data: check })).code).toBe(200)
    expect(await stateOf(id)).toBe('closed')
    const stored = JSON.parse((await db().selectFrom('visualdevRecord').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data)
    expect([stored.photos.length, stored.closePhotos.length, stored.gasResult]).toEqual([1, 1, '可燃气体0%LEL'])
    expect((await move(id, 'chengang', { transition: 'cancel', opinion: '作废' })).msg).toBe('当前状态为“已关闭”，不能作废')
  })

  test('a permit past its window cannot start and shows as overdue; the applicant may cancel it', async () => {
    // the demo permit approved for 03-10 08:00～17:00
    t.clock.t = cn('2026-03-10 18:00')
    const gas = { gasResult: '可燃气体0%LEL', gasTime: cn('2026-03-10 17:50') }
    expect((await move('rec-hw-hj-002', 'yangshan', { transition: 'start', photos: [PHOTO], data: gas })).msg).toBe('许可已过期，不能开始作业，请重新申请')
    t.clock.t = cn('2026-03-11 08:00')
    const states = await get(t, `${O}/rec-hw-hj-002/States`, tok.chengang)
    expect(states.data.current).toMatchObject({ code: 'applied', overdue: true })
    // 宁绩's permit ended on 03-07 while still at work
    expect((await get(t, `${O}/rec-hw-nj-001/States`, tok.zhaomin)).data.current).toMatchObject({ code: 'working', overdue: true })
    expect((await move('rec-hw-hj-002', 'yangshan', { transition: 'cancel', opinion: '过期' })).msg).toBe('您无权执行“作废”')
    expect((await move('rec-hw-hj-002', 'chengang', { transition: 'cancel' })).msg).toBe('请填写作废原因')
    expect((await move('rec-hw-hj-002', 'chengang', { transition: 'cancel', opinion: '许可过期未作业，重新申请' })).code).toBe(200)
    expect(await stateOf('rec-hw-hj-002')).toBe('cancelled')
  })

  test('nobody outside the project sees a permit or moves it', async () => {
    expect((await get(t, `${O}/rec-hw-hj-003`, tok.yuanhao)).code).toBe(400)
    expect((await move('rec-hw-hj-003', 'yuanhao', { transition: 'cancel', opinion: 'x' })).code).toBe(400)
    expect((await create('yuanhao', permit())).code).toBe(400)
    const list = (await send(t, 'POST', `${O}/List`, { currentPage: 1, pageSize: 100 }, tok.yuanhao)).data.list as Row[]
    expect(list.map((r) => r.id)).toEqual(['rec-hw-nj-001'])
    // the section chief of 杭金 TJ-01 lists his section's permits, 宁绩's not
    const mine = (await send(t, 'POST', `${O}/List`, { currentPage: 1, pageSize: 100 }, tok.chengang)).data.list as Row[]
    expect(mine.map((r) => r.id)).not.toContain('rec-hw-nj-001')
    expect(mine.map((r) => r.id)).toEqual(expect.arrayContaining(['rec-hw-hj-001', 'rec-hw-hj-002', 'rec-hw-hj-003']))
  })
})

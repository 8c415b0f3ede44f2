// Record states in lists and statistics: List filters by state (recordState in the body), each row carries its
// state's code and name and an overdue flag, the list stays scoped to the caller's projects and sections, and
// Statistics groups by state in the declared order. A due rule of N days after entering a state (a test model) and
// the hazards' deadline field both flag overdue rows.
import { registerRecordStates } from '../../server/src/modules/visualdev'
import { createTestApp, dialects, login, send, type TestApp } from './helpers/app'
import { ALL_BUTTONS, fld, grantMenu, insertModel } from './visualdev-fixtures'

const HAZARD = 'vm-hazard-rectify'
const DAYS = 'vm-t-states-days'
const O = (model: string) => `/H5Api/api/visualdev/OnlineDev/${model}`
const CN = 8 * 3600_000
const DAY = 86_400_000
const day = (d: string) => Date.parse(`${d}T00:00:00Z`) - CN
const PHOTO = { fileId: 'f1', url: '/api/file/Image/annex/f1.jpg', name: 'f1.jpg' }

const hazard = (no: string, deadline: string) => ({
  hazardNo: no, foundDate: day('2026-03-01'), hazardTitle: `状态列表${no}`, hazardLevel: 'dd-hazardLevel-general', hazardCategory: 'dd-hazardCategory-1',
  location: '1号拌和站', description: '爬梯护笼缺失', requirement: '加装护笼', responsible: 'u-chengang', deadline: day(deadline)
})

describe.each(dialects)('record states in lists and statistics on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  let off: (() => void) | undefined
  const ids: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    for (const a of ['zhanghua', 'chengang', 'wangfang', 'zhengkai', 'yuanhao']) tok[a] = await login(t, a)
    t.clock.t = Date.parse('2026-03-02T02:00:00Z')
    const create = async (no: string, deadline: string, who = 'zhanghua', contractId = 'ct-hj-tj01') => {
      const r = await send(t, 'POST', O(HAZARD), { data: JSON.stringify(hazard(no, deadline)), projectId: 'proj-hj', contractId }, tok[who])
      if (r.code !== 200) throw new Error(r.msg)
      return r.data.id as string
    }
    const move = async (id: string, who: string, body: Record<string, unknown>) => {
      const r = await send(t, 'POST', `${O(HAZARD)}/${id}/Actions/Transition`, body, tok[who])
      if (r.code !== 200) throw new Error(r.msg)
    }
    // four hazards of TJ-01, due on the 5th: one left reported, one being rectified, one under review, one closed
    ids.reported = await create('L-1', '2026-03-05')
    ids.rectifying = await create('L-2', '2026-03-05')
    ids.reviewing = await create('L-3', '2026-03-05')
    ids.closed = await create('L-4', '2026-03-05')
    // due later: not overdue on the 6th
    ids.later = await create('L-5', '2026-03-20')
    // another section's hazard (TJ-02): invisible to TJ-01's people
    ids.tj02 = await create('L-6', '2026-03-05', 'zhengkai', 'ct-hj-tj02')
    for (const id of [ids.rectifying, ids.reviewing, ids.closed, ids.later]) await move(id, 'chengang', { transition: 'accept' })
    for (const id of [ids.reviewing, ids.closed]) {
      await move(id, 'chengang', { transition: 'submitReview', opinion: '已整改', photos: [PHOTO], data: { measures: '加装护笼' } })
    }
    await move(ids.closed, 'wangfang', { transition: 'close', opinion: '合格', signImg: 'data:image/png;base64,iVBORw0KGgo=' })

    // a test model whose items fall due two days after entering 待处理
    await insertModel(t, { id: DAYS, fields: [fld('input', '事项', 'title', { required: true })] })
    await grantMenu(t, 'm-t-states-days', DAYS, { 'role-pm': { buttons: ALL_BUTTONS } })
    off = registerRecordStates({
      model: DAYS,
      states: [{ code: 'open', name: '待处理', colour: '#ff9900' }, { code: 'done', name: '已处理', colour: '#19be6b', final: true }],
      initial: 'open',
      transitions: [{ code: 'finish', name: '处理完成', from: ['open'], to: 'done', who: { creator: true } }],
      due: { days: 2 }
    })
    // six hazards moved through their loop: more than the default hook time on a busy machine
  }, 120_000)
  afterAll(async () => {
    off?.()
    await t.close()
  })

  const list = (who: string, body: Record<string, unknown> = {}, model = HAZARD) => send(t, 'POST', `${O(model)}/List`, { pageSize: 100, ...body }, tok[who])
  const mine = (rows: { id: string }[]) => rows.filter((r) => Object.values(ids).includes(r.id))
  const stateOf = (rows: Record<string, unknown>[], id: string) => {
    const r = rows.find((x) => x.id === id)
    return r && [r.recordState, r.recordStateName, r.overdue]
  }

  test('each row carries its state and, past the deadline, an overdue flag while the hazard is still being rectified', async () => {
    t.clock.t = Date.parse('2026-03-05T15:00:00Z') // 23:00 on the 5th: the deadline day is not over
    let rows = (await list('zhanghua')).data.list
    expect(stateOf(rows, ids.reported)).toEqual(['reported', '已上报', false])
    t.clock.t = Date.parse('2026-03-06T02:00:00Z')
    rows = (await list('zhanghua')).data.list
    expect(stateOf(rows, ids.reported)).toEqual(['reported', '已上报', true])
    expect(stateOf(rows, ids.rectifying)).toEqual(['rectifying', '整改中', true])
    // submitted in time or closed: nothing is late any more; a later deadline is not yet due
    expect(stateOf(rows, ids.reviewing)).toEqual(['reviewing', '待复查', false])
    expect(stateOf(rows, ids.closed)).toEqual(['closed', '已闭合', false])
    expect(stateOf(rows, ids.later)).toEqual(['rectifying', '整改中', false])
  })

  test('the list filters by state and stays scoped to the caller\'s sections', async () => {
    const only = async (who: string, state: string) => mine((await list(who, { recordState: state })).data.list).map((r: { id: string }) => r.id).sort()
    expect(await only('zhanghua', 'rectifying')).toEqual([ids.rectifying, ids.later].sort())
    expect(await only('zhanghua', 'closed')).toEqual([ids.closed])
    expect(await only('zhanghua', 'reported')).toEqual([ids.reported])
    // the TJ-02 hazard is reported too, but only its own section sees it
    expect(await only('zhengkai', 'reported')).toEqual([ids.tj02])
    // a project manager of another project sees none of them
    expect(await only('yuanhao', 'reported')).toEqual([])
    const total = (await list('zhanghua', { recordState: 'reviewing', pageSize: 1 })).data.pagination.total
    expect(total).toBeGreaterThanOrEqual(1)
    expect(mine((await list('zhanghua', { recordState: 'reviewing', keyword: 'L-3' })).data.list).map((r: { id: string }) => r.id)).toEqual([ids.reviewing])
  })

  test('a state the model does not declare, or a state filter on a model without states, is refused', async () => {
    expect(await list('zhanghua', { recordState: 'lost' })).toMatchObject({ code: 400, msg: '状态“lost”不存在' })
    expect(await list('zhanghua', { recordState: 'reported' }, 'vm-safety-disclosure')).toMatchObject({ code: 400, msg: '该功能没有设置记录状态，不能按状态查询' })
  })

  test('Statistics counts the records per state in the declared order, with the state names, over the caller\'s scope', async () => {
    const stats = async (who: string, body: Record<string, unknown> = {}) =>
      send(t, 'POST', `${O(HAZARD)}/Statistics`, { groupBy: 'recordState', keyword: '状态列表', ...body }, tok[who])
    const a = (await stats('zhanghua')).data
    expect(a.groups.map((g: Record<string, unknown>) => [g.key, g.label, g.count])).toEqual([
      ['reported', '已上报', 1], ['rectifying', '整改中', 2], ['reviewing', '待复查', 1], ['closed', '已闭合', 1]
    ])
    expect(a.total.count).toBe(5)
    expect((await stats('zhengkai')).data.groups.map((g: { count: number }) => g.count)).toEqual([1, 0, 0, 0])
    // filtered by state, as the list is
    expect((await stats('zhanghua', { recordState: 'rectifying' })).data.total.count).toBe(2)
    expect(await send(t, 'POST', `${O('vm-safety-disclosure')}/Statistics`, { groupBy: 'recordState' }, tok.zhanghua))
      .toMatchObject({ code: 400, msg: '该功能没有设置记录状态，不能按状态统计' })
  })

  test('a due rule of two days after entering a state flags the record once they have passed, until it is finished', async () => {
    t.clock.t = Date.parse('2026-03-10T02:00:00Z')
    const r = await send(t, 'POST', O(DAYS), { data: JSON.stringify({ title: '清理边沟' }) }, tok.zhanghua)
    const id = r.data.id as string
    const flag = async () => stateOf((await list('zhanghua', {}, DAYS)).data.list, id)
    t.clock.advance(2 * DAY)
    expect(await flag()).toEqual(['open', '待处理', false])
    t.clock.advance(1)
    expect(await flag()).toEqual(['open', '待处理', true])
    expect((await send(t, 'POST', `${O(DAYS)}/${id}/Actions/Transition`, { transition: 'finish' }, tok.zhanghua)).code).toBe(200)
    expect(await flag()).toEqual(['done', '已处理', false])
  })
})

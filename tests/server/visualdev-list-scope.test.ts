// The project (and contract section) chosen in the app narrows POST .../List: the app sends projectId, and may send
// contractId; one the caller does not belong to is refused, never widened or ignored.
import { createTestApp, dialects, login, send, type TestApp } from './helpers/app'
import { ALL_BUTTONS, fld, grantMenu, insertModel } from './visualdev-fixtures'

const MODEL = 'vm-t-scope'
const M = `/H5Api/api/visualdev/OnlineDev/${MODEL}`
const NOT_PROJECT = '您不是该项目的成员，无法查看其数据'
const NOT_CONTRACT = '您不属于该合同段，无法查看其数据'

describe.each(dialects)('the chosen project narrows low-code lists on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' })
    await insertModel(t, { id: MODEL, fields: [fld('input', '标题', 'title')] })
    await grantMenu(t, 'm-t-scope', MODEL, { 'role-pm': { buttons: ALL_BUTTONS }, 'role-supervisor': { buttons: ALL_BUTTONS } })
    for (const a of ['admin', 'zhanghua', 'wangjianguo', 'songwenbo', 'yuanhao']) tok[a] = await login(t, a)
    const filed: [string, string, string][] = [
      ['杭金TJ-01', 'proj-hj', 'ct-hj-tj01'], ['杭金TJ-02', 'proj-hj', 'ct-hj-tj02'], ['杭金全线', 'proj-hj', ''],
      ['宁绩TJ-01', 'proj-nj', 'ct-nj-tj01'], ['宁绩全线', 'proj-nj', '']
    ]
    for (const [title, projectId, contractId] of filed) {
      const r = await send(t, 'POST', M, { data: { title }, projectId, contractId }, tok.admin)
      if (r.code !== 200) throw new Error(r.msg)
      // a record filed without a section is project-wide
      if (!contractId) await t.app.ctx.db.updateTable('visualdevRecord').set({ contractId: '' }).where('id', '=', r.data.id).execute()
    }
  })
  afterAll(async () => { await t.close() })

  const list = (who: string, body: Record<string, unknown> = {}) => send(t, 'POST', `${M}/List`, { currentPage: 1, pageSize: 50, ...body }, tok[who])
  const titles = async (who: string, body: Record<string, unknown> = {}) => {
    const r = await list(who, body)
    if (r.code !== 200) throw new Error(`${who}: ${r.msg}`)
    return (r.data.list as { title: string }[]).map((x) => x.title).sort()
  }

  test('projectId narrows the list to that project', async () => {
    expect(await titles('wangjianguo')).toEqual(['宁绩TJ-01', '宁绩全线', '杭金TJ-01', '杭金TJ-02', '杭金全线'])
    expect(await titles('wangjianguo', { projectId: 'proj-nj' })).toEqual(['宁绩TJ-01', '宁绩全线'])
    expect(await titles('wangjianguo', { projectId: 'proj-hj' })).toEqual(['杭金TJ-01', '杭金TJ-02', '杭金全线'])
    expect(await titles('admin', { projectId: 'proj-nj' })).toEqual(['宁绩TJ-01', '宁绩全线'])
    // the caller's own section rules still apply inside the project; '' means no project chosen
    expect(await titles('zhanghua', { projectId: 'proj-hj' })).toEqual(['杭金TJ-01', '杭金全线'])
    expect(await titles('zhanghua', { projectId: '', contractId: '' })).toEqual(['杭金TJ-01', '杭金全线'])
  })

  test('contractId narrows to that section and the project-wide records', async () => {
    expect(await titles('songwenbo', { projectId: 'proj-hj', contractId: 'ct-hj-tj02' })).toEqual(['杭金TJ-02', '杭金全线'])
    expect(await titles('admin', { projectId: 'proj-hj', contractId: 'ct-hj-tj01' })).toEqual(['杭金TJ-01', '杭金全线'])
    // the section names its project when the project is not sent
    expect(await titles('wangjianguo', { contractId: 'ct-nj-tj01' })).toEqual(['宁绩TJ-01', '宁绩全线'])
  })

  test('a project or section the caller does not belong to is refused with a 400 that shows nothing', async () => {
    for (const [who, body, msg] of [
      ['zhanghua', { projectId: 'proj-nj' }, NOT_PROJECT],
      ['yuanhao', { projectId: 'proj-hj' }, NOT_PROJECT],
      ['admin', { projectId: 'proj-nope' }, NOT_PROJECT],
      ['zhanghua', { projectId: 'proj-hj', contractId: 'ct-hj-tj02' }, NOT_CONTRACT],
      ['zhanghua', { contractId: 'ct-nj-tj01' }, NOT_CONTRACT],
      ['wangjianguo', { projectId: 'proj-hj', contractId: 'ct-nj-tj01' }, NOT_CONTRACT],
      ['admin', { projectId: 'proj-hj', contractId: 'ct-nope' }, NOT_CONTRACT]
    ] as const) {
      const r = await list(who, body)
      expect({ who, body, r }).toMatchObject({ who, body, r: { code: 400, msg } })
      expect(r.raw).not.toContain('宁绩')
    }
    expect((await list('zhanghua', { projectId: 'x'.repeat(129) })).code).toBe(400)
  })
})

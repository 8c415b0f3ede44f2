// The task title (start node titleType / titleContent, jnpf-forms-and-flows.md §4): a custom formula fills its
// `{field}`s with what the record says as a reader sees it (the hazard's level as 重大隐患, not its dictionary id),
// a saved draft takes its edited values, a field left empty leaves nothing behind, and titleType 0 keeps JNPF's
// default "{发起用户名}的{流程名称}". The catalogue's hazard flow carries the level, place and name, so a supervisor
// can triage the to-do list from the titles alone.
import { taskTitle } from '../../server/src/modules/workflow/task/task-title'
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const E = '/H5Api/api/workflow/Engine'
const HAZARD_FLOW = 'ftj-hazard-rectify-v1'
const CN = 8 * 3600_000
const day = (d: string) => Date.parse(`${d}T00:00:00Z`) - CN

const hazard = (extra: Record<string, unknown> = {}) => ({
  hazardNo: 'YH-T-001', foundDate: day('2026-03-10'), hazardTitle: '临边防护缺失', hazardLevel: 'dd-hazardLevel-major',
  hazardCategory: 'dd-hazardCategory-1', location: 'K12+300 右幅', description: '临边未设防护栏杆', requirement: '设置防护栏杆',
  responsible: 'u-chengang', deadline: day('2026-03-12'), ...extra
})

describe('the title formula', () => {
  const launcher = { realName: '何晓燕' }
  const now = Date.parse('2026-03-10T02:05:00Z')

  test('titleType 0 (or a blank custom formula) gives the default template', () => {
    expect(taskTitle({ titleType: 0, titleContent: '{location}' }, launcher, '隐患整改审批', { location: 'K1' }, now)).toBe('何晓燕的隐患整改审批')
    expect(taskTitle({ titleType: 1, titleContent: '  ' }, launcher, '隐患整改审批', {}, now)).toBe('何晓燕的隐患整改审批')
    expect(taskTitle({}, launcher, '请假申请', {}, now)).toBe('何晓燕的请假申请')
  })

  test('a custom formula takes the system names, the launch time in China time and the shown field values', () => {
    const props = { titleType: 1, titleContent: '{发起用户名}于{发起时间}报：【{hazardLevel}】{location} {hazardTitle}（{flags}）' }
    expect(taskTitle(props, launcher, '隐患整改审批', { hazardLevel: '重大隐患', location: 'K12+300', hazardTitle: '边坡开裂', flags: ['夜间', '雨天'] }, now))
      .toBe('何晓燕于2026-03-10 10:05报：【重大隐患】K12+300 边坡开裂（夜间,雨天）')
  })

  test('an empty field leaves neither its {name} nor empty brackets; nothing left at all falls back to the default', () => {
    const props = { titleType: 1, titleContent: '【{hazardLevel}】{location} {hazardTitle}' }
    expect(taskTitle(props, launcher, '隐患整改审批', { location: 'K12+300', hazardTitle: '' }, now)).toBe('K12+300')
    expect(taskTitle(props, launcher, '隐患整改审批', {}, now)).toBe('何晓燕的隐患整改审批')
    expect(taskTitle({ titleType: 1, titleContent: '{发起用户名}的请假申请（{leaveType}{leaveDayCount}天）' }, launcher, '请假', { leaveType: '年假', leaveDayCount: 2 }, now))
      .toBe('何晓燕的请假申请（年假2天）')
  })

  test('a very long title is cut to the 200 characters the column holds', () => {
    expect(taskTitle({ titleType: 1, titleContent: '{a}' }, launcher, 'x', { a: '长'.repeat(300) }, now)).toHaveLength(200)
  })
})

describe.each(dialects)('flow titles from the form on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}

  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000', SEED_DEMO: 'true' })
    for (const a of ['wangfang', 'chengang', 'songwenbo']) tok[a] = await login(t, a)
  })
  afterAll(async () => { await t.close() })
  beforeEach(() => { t.clock.t = Date.parse('2026-03-10T02:00:00Z') })

  const title = async (id: string) => (await t.app.ctx.db.selectFrom('flowTask').select('fullName').where('id', '=', id).executeTakeFirstOrThrow()).fullName

  // first, before the tests below add hazards of their own
  test('the seeded hazards carry what they are, not who launched them', async () => {
    const rows = await t.app.ctx.db.selectFrom('flowTask').select(['fullName']).where('flowCode', '=', 'hazardRectify').execute()
    expect(rows.length).toBeGreaterThan(0)
    for (const r of rows) expect(r.fullName).toMatch(/^【(一般|较大|重大)隐患】\S/)
  })

  test('a launched hazard is titled by its level label, place and name, and so it reads in the to-do list', async () => {
    const r = await send(t, 'POST', `${E}/FlowTask`, { flowId: HAZARD_FLOW, formData: hazard(), status: '0' }, tok.wangfang)
    expect(r.code).toBe(200)
    expect(await title(r.data.id)).toBe('【重大隐患】K12+300 右幅 临边防护缺失')
    // the person responsible finds it among the to-dos under that title
    const todo = (await get(t, `${E}/FlowBefore/List/1?pageSize=100`, tok.chengang)).data.list
    expect(todo).toEqual(expect.arrayContaining([expect.objectContaining({ processId: r.data.id, fullName: '【重大隐患】K12+300 右幅 临边防护缺失' })]))
  })

  test('a draft saved again takes the edited values into its title', async () => {
    const r = await send(t, 'POST', `${E}/FlowTask`, { flowId: HAZARD_FLOW, formData: hazard({ hazardNo: 'YH-T-002', hazardLevel: 'dd-hazardLevel-general' }), status: '1' }, tok.wangfang)
    expect(r.code).toBe(200)
    expect(await title(r.data.id)).toBe('【一般隐患】K12+300 右幅 临边防护缺失')
    const u = await send(t, 'PUT', `${E}/FlowTask/${r.data.id}`, {
      flowId: HAZARD_FLOW, formData: hazard({ hazardNo: 'YH-T-002', hazardLevel: 'dd-hazardLevel-major', location: 'K15+020 左幅' }), status: '1'
    }, tok.wangfang)
    expect(u.code).toBe(200)
    expect(await title(r.data.id)).toBe('【重大隐患】K15+020 左幅 临边防护缺失')
  })

  test('a title the launcher typed (flowTitle) wins over the formula', async () => {
    const r = await send(t, 'POST', `${E}/FlowTask`, { flowId: HAZARD_FLOW, flowTitle: '夜间巡查发现的临边隐患', formData: hazard({ hazardNo: 'YH-T-003' }), status: '1' }, tok.wangfang)
    expect(r.code).toBe(200)
    expect(await title(r.data.id)).toBe('夜间巡查发现的临边隐患')
  })
})

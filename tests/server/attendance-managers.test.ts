// The management staff register (modules/attendance-managers, 管理人员信息): the demo's posts per section with the
// linked accounts, who the contract requires on site and whether they clocked in today, certificates expired or
// expiring within 30 days; the section's managers write, the attendance viewers read, nobody sees another section or
// project; bad input is refused with the reason and changes nothing.
import { call, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

const M = '/H5Api/api/attendance/managers'
const CN = 8 * 3_600_000
const DAY = 86_400_000
const midnight = Math.floor((Date.now() + CN) / DAY) * DAY - CN
const dayText = (ms: number) => new Date(ms + CN).toISOString().slice(0, 10)

interface Row { id: string; realName: string; post: string; userId: string; onSiteRequired: boolean; today: string; clockInTime: number | null; certificateWarnings: number; certificates: { name: string; daysLeft: number | null }[]; exited: boolean }

describe.each(dialects)('management staff on %s', (dialect) => {
  let t: TestApp
  const tok: Record<string, string> = {}
  beforeAll(async () => {
    t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000', TOKEN_TTL_HOURS: '48' })
    for (const a of ['chengang', 'zhanghua', 'yangshan', 'jiangtao', 'huangwei', 'songwenbo', 'yuanhao']) tok[a] = await login(t, a)
  }, 120_000)
  afterAll(async () => { await t.close() })
  beforeEach(() => { t.clock.t = midnight + 9 * 3_600_000 })

  const list = async (who: string, query = 'contractId=ct-hj-tj01') => get<{ list: Row[]; pagination: { total: number }; summary: { required: number; requiredIn: number; warnings: number } }>(t, `${M}?${query}&pageSize=50`, tok[who])
  const count = async () => Number((await t.app.ctx.db.selectFrom('attendanceManager').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

  test('the demo: the posts of the section, the linked accounts, who is required, and who clocked in today', async () => {
    await t.app.ctx.db.insertInto('attendancePunch').values({
      id: `mgr-punch-${dialect}`, projectId: 'proj-hj', contractId: 'ct-hj-tj01', userId: 'u-zhanghua', workerId: '', kind: 'in', punchTime: midnight + 7 * 3_600_000 + 12 * 60_000,
      punchDay: dayText(midnight), longitude: 120.1, latitude: 30.1, accuracy: 10, fenceId: '', distance: 0, field: 0, photos: '[]', reason: '', address: '',
      requestKey: `mgr-${dialect}`, creatorTime: midnight + 7 * 3_600_000
    }).execute()
    const res = await list('huangwei')
    expect(res.code).toBe(200)
    const byPost = new Map(res.data.list.map((m) => [m.post, m]))
    expect([...byPost.keys()]).toEqual(expect.arrayContaining(['项目经理', '项目总工', '安全总监', '专职安全员', '质检工程师', '试验室主任', '测量工程师', '施工员']))
    expect(byPost.has('项目副经理')).toBe(false)
    expect(byPost.get('项目经理')).toMatchObject({ realName: '张华', userId: 'u-zhanghua', onSiteRequired: true, today: 'in', clockInTime: midnight + 7 * 3_600_000 + 12 * 60_000 })
    expect(byPost.get('项目总工')).toMatchObject({ realName: '李军', today: 'absent', clockInTime: null })
    expect(byPost.get('质检工程师')).toMatchObject({ userId: '', today: 'unlinked' })
    expect(byPost.get('测量工程师')!.onSiteRequired).toBe(false)
    expect(byPost.get('专职安全员')!.certificates[0]).toMatchObject({ name: '安全生产考核合格证（C证）', daysLeft: 18 })
    expect(byPost.get('专职安全员')!.certificateWarnings).toBe(1)
    expect(byPost.get('安全总监')!.certificates[0].daysLeft).toBe(-5)
    expect(res.data.summary).toEqual({ required: 6, requiredIn: 1, warnings: 2 })
    const exited = await list('huangwei', 'contractId=ct-hj-tj01&state=exited')
    expect(exited.data.list.map((m) => [m.post, m.exited])).toEqual([['项目副经理', true]])
    const required = await list('songwenbo', 'projectId=proj-hj&required=1')
    expect(required.data.pagination.total).toBe(18)
    expect(required.data.list.every((m) => m.onSiteRequired)).toBe(true)
  })

  test('the section managers register and edit a person; bad input is refused with the reason and changes nothing', async () => {
    const base = { contractId: 'ct-hj-tj01', realName: '孙志成', post: '质检工程师', mobile: '13812345678', onSiteRequired: true, entryDate: '2026-03-01',
      certificates: [{ name: '公路水运工程试验检测师', number: 'JC2021001234', expiryDate: '' }] }
    const accounts = await get<{ list: { id: string; realName: string }[] }>(t, `${M}/accounts?contractId=ct-hj-tj01`, tok.chengang)
    expect(accounts.data.list.map((u) => u.realName)).toEqual(expect.arrayContaining(['张华', '李军', '王芳', '杨山']))
    expect(accounts.data.list.map((u) => u.realName)).not.toContain('吴大伟')
    expect(accounts.data.list.map((u) => u.realName)).not.toContain('蒋涛')
    expect((await get(t, `${M}/accounts?contractId=ct-hj-tj01`, tok.songwenbo)).msg).toBe('您没有登记管理人员的权限')
    const before = await count()
    const refused: [Record<string, unknown>, string][] = [
      [{ ...base, realName: ' ' }, '请填写姓名'],
      [{ ...base, post: '厨师' }, expect.stringMatching(/^岗位应为：项目经理、/) as unknown as string],
      [{ ...base, mobile: '12345' }, '请输入正确的手机号'],
      [{ ...base, onSiteRequired: 'yes' }, '是否合同要求在岗格式不正确'],
      [{ ...base, certificates: [{ name: '安全生产考核合格证（B证）', number: '' }] }, '请填写第1项证书编号'],
      [{ ...base, certificates: [{ name: '安全生产考核合格证（B证）', number: 'B1', expiryDate: '2026-02-30' }] }, '第1项证书有效期格式应为 yyyy-MM-dd'],
      [{ ...base, certificates: 'B证' }, '证书格式不正确'],
      [{ ...base, entryDate: '' }, '请填写进场日期'],
      [{ ...base, exitDate: '2026-02-01' }, '退场日期不能早于进场日期'],
      [{ ...base, userId: 'u-jiangtao' }, '关联的账号不是本合同段的成员'],
      [{ ...base, userId: 'u-zhanghua' }, '该账号已关联管理人员：张华（项目经理）']
    ]
    for (const [body, msg] of refused) {
      const res = await send(t, 'POST', M, body, tok.chengang)
      expect(res.code).toBe(400)
      expect(res.msg).toEqual(msg)
    }
    expect((await call(t, { method: 'POST', url: M, payload: '[1]', headers: { 'content-type': 'application/json' }, token: tok.chengang })).code).toBe(400)
    expect(await count()).toBe(before)

    const saved = await send<Row>(t, 'POST', M, base, tok.chengang)
    expect(saved.code).toBe(200)
    expect(saved.data).toMatchObject({ realName: '孙志成', post: '质检工程师', onSiteRequired: true, today: 'unlinked', certificateWarnings: 0 })
    const soon = dayText(midnight + 10 * DAY)
    const edited = await send<Row>(t, 'POST', M, { ...base, id: saved.data.id, contractId: 'ct-hj-tj02', userId: 'u-yangshan', certificates: [{ name: '安全生产考核合格证（C证）', number: '浙建安C（2023）0001234', expiryDate: soon }] }, tok.chengang)
    expect(edited.data).toMatchObject({ id: saved.data.id, userId: 'u-yangshan', today: 'absent', certificateWarnings: 1 })
    // the section stays the one it was registered on
    expect((await get(t, `${M}/${saved.data.id}`, tok.zhanghua)).data.contractId).toBe('ct-hj-tj01')
    expect(await count()).toBe(before + 1)
  })

  test('who may: workers read nothing, viewers read, only the section managers write and delete, nobody sees another section or project', async () => {
    const target = (await list('chengang')).data.list.find((m) => m.post === '测量工程师')!
    expect((await list('yangshan')).msg).toBe('您没有查看管理人员信息的权限')
    expect((await list('jiangtao')).msg).toBe('合同段不存在或您无权访问')
    expect((await list('yuanhao', 'projectId=proj-hj')).msg).toBe('您不是该项目的成员，无法查看其数据')
    expect((await get(t, `${M}/${target.id}`, tok.jiangtao)).msg).toBe('合同段不存在或您无权访问')
    expect((await get(t, `${M}/${target.id}`, tok.yangshan)).msg).toBe('人员不存在或您无权访问')
    const read = await list('songwenbo')
    expect([read.code, (read.data as unknown as { mayEdit: boolean }).mayEdit]).toEqual([200, false])
    expect((await list('chengang')).data).toMatchObject({ mayEdit: true })
    expect((await get(t, `${M}/${target.id}`, tok.songwenbo)).data).toMatchObject({ id: target.id, mayEdit: false })
    expect((await get(t, `${M}/${target.id}`, tok.chengang)).data).toMatchObject({ mayEdit: true })
    const jiangtaoSees = await list('jiangtao', 'projectId=proj-hj')
    expect(jiangtaoSees.data.list.every((m) => (m as unknown as { contractId: string }).contractId === 'ct-hj-tj02')).toBe(true)
    expect((await send(t, 'POST', M, { id: target.id, contractId: 'ct-hj-tj01', realName: 'x', post: '施工员', entryDate: '2026-03-01' }, tok.songwenbo)).msg).toBe('您没有登记管理人员的权限')
    expect((await send(t, 'DELETE', `${M}/${target.id}`, {}, tok.jiangtao)).msg).toBe('合同段不存在或您无权访问')
    expect((await send(t, 'DELETE', `${M}/${target.id}`, {}, tok.songwenbo)).msg).toBe('您没有登记管理人员的权限')
    expect((await list('chengang', 'contractId=ct-hj-tj01&currentPage=0')).msg).toBe('分页参数不正确')
    expect((await send(t, 'DELETE', `${M}/${target.id}`, {}, tok.chengang)).code).toBe(200)
    expect((await get(t, `${M}/${target.id}`, tok.chengang)).msg).toBe('人员不存在或您无权访问')
    expect((await send(t, 'DELETE', `${M}/${target.id}`, {}, tok.chengang)).msg).toBe('人员不存在或您无权访问')
  })
})

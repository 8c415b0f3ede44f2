// The chainage line (alignment) of a project and of a contract section: administrators set it in the project
// endpoints, every wrong line is refused with the reason and changes nothing, and the app reads it with the projects
// and sections it already loads (site photos stamp the chainage from it).
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const P = '/H5Api/api/permission/Project'
const line = (...points: [number, number, number][]) => points.map(([chainage, longitude, latitude]) => ({ chainage, longitude, latitude }))
// a short stretch south of Qiandao Lake: 2 km of road between points 1.8 km apart
const QIANHUANG = line([0, 118.9500, 29.5600], [2000, 118.9600, 29.5450], [4100, 118.9720, 29.5300])

describe.each(dialects)('chainage lines on %s', (dialect) => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
  })
  afterAll(async () => { await t.close() })

  const stored = async (table: 'project' | 'contract', id: string) =>
    (await t.app.ctx.db.selectFrom(table).select('alignment').where('id', '=', id).executeTakeFirstOrThrow()).alignment

  test('when a member loads the projects, then the demo line comes with the project and sections use it', async () => {
    const zhanghua = await login(t, 'zhanghua')
    const [hj] = (await get(t, '/H5Api/api/oauth/project-data', zhanghua)).data.list
    expect(hj.id).toBe('proj-hj')
    expect(hj.alignment.length).toBeGreaterThan(10)
    expect(hj.alignment[0]).toEqual({ chainage: 0, longitude: expect.any(Number), latitude: expect.any(Number) })
    // the line runs the whole project, K0+000 to K142+600, in increasing chainage
    expect(hj.alignment[hj.alignment.length - 1].chainage).toBe(142600)
    const chainages = hj.alignment.map((p: { chainage: number }) => p.chainage)
    expect([...chainages].sort((a, b) => a - b)).toEqual(chainages)
    // a section without a line of its own carries none: the app falls back to the project's
    const [tj01] = (await get(t, '/H5Api/api/oauth/contract-data/proj-hj', zhanghua)).data.list
    expect(tj01.id).toBe('ct-hj-tj01')
    expect(tj01).not.toHaveProperty('alignment')
  })

  test('when an administrator creates, changes and clears a line, then the app reads exactly that', async () => {
    const created = await send(t, 'POST', P, { enCode: 'QHGS', fullName: '千黄高速公路新建工程', alignment: QIANHUANG }, admin)
    expect(created.code).toBe(200)
    const projectId = created.data as string
    expect((await get(t, `${P}/${projectId}`, admin)).data.alignment).toEqual(QIANHUANG)
    const members = await send(t, 'POST', `${P}/${projectId}/Members`, { userIds: ['u-lijun'] }, admin)
    expect(members.code).toBe(200)
    const lijun = await login(t, 'lijun')
    const mine = async () => (await get(t, '/H5Api/api/oauth/project-data', lijun)).data.list.find((p: { id: string }) => p.id === projectId)
    expect((await mine()).alignment).toEqual(QIANHUANG)

    // survey figures are stored to the millimetre and about 0.1 m of coordinate
    const precise = line([0.12345, 118.95000049, 29.56], [2000, 118.96, 29.545])
    expect((await send(t, 'PUT', `${P}/${projectId}`, { alignment: precise }, admin)).code).toBe(200)
    expect((await mine()).alignment).toEqual(line([0.123, 118.95, 29.56], [2000, 118.96, 29.545]))
    // a change that does not mention the line keeps it
    expect((await send(t, 'PUT', `${P}/${projectId}`, { shortName: '千黄' }, admin)).code).toBe(200)
    expect((await mine()).alignment).toHaveLength(2)
    // null (or an empty list) clears it; the app then gets no line at all
    expect((await send(t, 'PUT', `${P}/${projectId}`, { alignment: null }, admin)).code).toBe(200)
    expect(await stored('project', projectId)).toBeNull()
    expect(await mine()).not.toHaveProperty('alignment')
    expect((await get(t, `${P}/${projectId}`, admin)).data.alignment).toEqual([])
    expect((await send(t, 'PUT', `${P}/${projectId}`, { alignment: QIANHUANG }, admin)).code).toBe(200)
    expect((await send(t, 'PUT', `${P}/${projectId}`, { alignment: [] }, admin)).code).toBe(200)
    expect(await stored('project', projectId)).toBeNull()

    const logs = await t.app.ctx.db.selectFrom('baseSyslog').select('abstracts').where('moduleName', '=', '项目与合同段').execute()
    expect(logs.map((l) => l.abstracts)).toEqual(expect.arrayContaining([expect.stringContaining('线路控制点 2 个'), expect.stringContaining('清除线路')]))
  })

  test('when a section has a line of its own, then its members get it with the section', async () => {
    const c = await send(t, 'POST', `${P}/proj-hj/Contract`, {
      enCode: 'LJ-01', fullName: '杭金改扩建义乌连接线LJ-01合同段', kind: 'construction', contractor: '义乌交通建设有限公司',
      alignment: line([0, 120.0300, 29.3400], [3500, 120.0650, 29.3250])
    }, admin)
    expect(c.code).toBe(200)
    expect((await get(t, `${P}/Contract/${c.data}`, admin)).data.alignment).toHaveLength(2)
    const sections = (await get(t, '/H5Api/api/oauth/contract-data/proj-hj', admin)).data.list
    expect(sections.find((s: { id: string }) => s.id === c.data).alignment).toEqual(line([0, 120.03, 29.34], [3500, 120.065, 29.325]))
    expect((await send(t, 'PUT', `${P}/Contract/${c.data}`, { alignment: null }, admin)).code).toBe(200)
    expect(await stored('contract', c.data)).toBeNull()
    expect((await send(t, 'DELETE', `${P}/Contract/${c.data}`, undefined, admin)).code).toBe(200)
  })

  test('when a line is wrong, then 400 says which point and why, and the stored line stays', async () => {
    const before = await stored('project', 'proj-nj')
    const contractBefore = await stored('contract', 'ct-nj-tj01')
    const many = Array.from({ length: 1001 }, (_, i) => ({ chainage: i * 100, longitude: 118.9 + i * 0.001, latitude: 30.6 }))
    const cases: [string, unknown, string][] = [
      ['one point', line([0, 118.9, 30.6]), '至少需要 2 个'],
      ['decreasing', line([0, 118.9, 30.6], [2000, 118.91, 30.59], [1500, 118.92, 30.58]), '第 3 个控制点的桩号必须大于第 2 个'],
      ['repeated chainage', line([0, 118.9, 30.6], [0, 118.91, 30.59]), '第 2 个控制点的桩号必须大于第 1 个'],
      ['swapped', line([0, 30.6, 118.9], [1000, 30.59, 118.91]), '请检查经纬度是否填反'],
      ['abroad', line([0, 2.35, 48.85], [1000, 2.36, 48.86]), '不在国内范围'],
      ['latitude beyond 90', line([0, 118.9, 30.6], [1000, 118.91, 95]), '第 2 个控制点的坐标'],
      ['negative chainage', line([-5, 118.9, 30.6], [1000, 118.91, 30.59]), '第 1 个控制点的桩号'],
      ['typo in a coordinate', line([0, 118.9, 30.6], [1000, 119.9, 30.59]), '请检查坐标'],
      ['a text for a number', [{ chainage: 'K1+000', longitude: 118.9, latitude: 30.6 }, { chainage: 2000, longitude: 118.91, latitude: 30.59 }], 'chainage 类型错误'],
      ['a missing coordinate', [{ chainage: 0, longitude: 118.9 }, { chainage: 2000, longitude: 118.91, latitude: 30.59 }], 'latitude'],
      ['not a list', { chainage: 0 }, '类型错误'],
      ['too many', many, '最多 1000 项']
    ]
    for (const [name, alignment, msg] of cases) {
      const r = await send(t, 'PUT', `${P}/proj-nj`, { alignment }, admin)
      expect([name, r.code, r.msg]).toEqual([name, 400, expect.stringContaining(msg)])
      const s = await send(t, 'PUT', `${P}/Contract/ct-nj-tj01`, { alignment }, admin)
      expect([name, s.code]).toEqual([name, 400])
    }
    expect((await send(t, 'POST', P, { enCode: 'BAD', fullName: '坏线路', alignment: line([0, 118.9, 30.6]) }, admin)).code).toBe(400)
    expect(await t.app.ctx.db.selectFrom('project').select('id').where('enCode', '=', 'BAD').executeTakeFirst()).toBeUndefined()
    expect(await stored('project', 'proj-nj')).toBe(before)
    expect(await stored('contract', 'ct-nj-tj01')).toBe(contractBefore)
  })

  test('when someone without the right sets a line, then it is refused and nothing changes', async () => {
    const before = await stored('project', 'proj-nj')
    const zhanghua = await login(t, 'zhanghua')
    expect((await send(t, 'PUT', `${P}/proj-hj`, { alignment: QIANHUANG }, zhanghua)).code).toBe(400)
    // a project administrator of 杭金 sets 杭金's line but never 宁绩's
    const huangwei = await grantAdminAreas(t, 'huangwei', ['permission.project'])
    expect((await send(t, 'PUT', `${P}/proj-nj`, { alignment: QIANHUANG }, huangwei)).code).toBe(400)
    expect((await send(t, 'PUT', `${P}/Contract/ct-nj-tj01`, { alignment: QIANHUANG }, huangwei)).code).toBe(400)
    expect(await stored('project', 'proj-nj')).toBe(before)
    const hj = await stored('project', 'proj-hj')
    expect((await send(t, 'PUT', `${P}/proj-hj`, { alignment: QIANHUANG }, huangwei)).code).toBe(200)
    expect(JSON.parse((await stored('project', 'proj-hj'))!)).toEqual(QIANHUANG)
    expect((await send(t, 'PUT', `${P}/proj-hj`, { alignment: JSON.parse(hj!) }, huangwei)).code).toBe(200)
  })
})

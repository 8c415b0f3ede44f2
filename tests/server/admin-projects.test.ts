// Project and contract-section administration: an administrator creates a project with its project company, a
// section with its contractor organisation, and puts people in it; the app's pickers read the same memberships.
// A project administrator works only inside their own projects.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'
import { membershipOfOrganizes } from '../../server/src/modules/admin-projects'

const P = '/H5Api/api/permission/Project'

describe.each(dialects)('project administration on %s', (dialect) => {
  let t: TestApp
  let admin: string
  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
  })
  afterAll(async () => { await t.close() })

  test('when the administrator lists projects, then both demo projects come with their company and counts', async () => {
    const r = await get(t, `${P}?currentPage=1&pageSize=10`, admin)
    expect(r.code).toBe(200)
    expect(r.data.pagination).toEqual({ currentPage: 1, pageSize: 10, total: 2 })
    const hj = r.data.list.find((p: { id: string }) => p.id === 'proj-hj')
    expect(hj).toMatchObject({ enCode: 'HJGKJ', organizeId: 'org-hj', organizeName: '江南路建杭金高速公路有限公司', contractCount: 6 })
    expect(hj.memberCount).toBeGreaterThan(5)
  })

  test('when a project, a section and a member are created, then the member sees them in the app pickers', async () => {
    const p = await send(t, 'POST', P, { enCode: 'QHGS', fullName: '千黄高速公路新建工程', shortName: '千黄高速', startDate: '2026-03-01', endDate: '2029-06-30', lengthKm: 65.2 }, admin)
    expect(p.code).toBe(200)
    const projectId = p.data as string
    const info = await get(t, `${P}/${projectId}`, admin)
    expect(info.data).toMatchObject({ enCode: 'QHGS', organizeName: '千黄高速公路新建工程', lengthKm: 65.2 })
    // the project company sits in the organisation tree under the group
    const org = await t.app.ctx.db.selectFrom('baseOrganize').selectAll().where('id', '=', info.data.organizeId).executeTakeFirstOrThrow()
    expect(org.organizeIdTree.startsWith('org-hq,')).toBe(true)

    const c = await send(t, 'POST', `${P}/${projectId}/Contract`, { enCode: 'TJ-01', fullName: '千黄高速土建施工第TJ-01合同段', kind: 'construction', contractor: '新安江路桥有限公司', mileage: 'K0+000～K21+500', amount: 286000 }, admin)
    expect(c.code).toBe(200)
    const contracts = await get(t, `${P}/${projectId}/Contract`, admin)
    expect(contracts.data.list).toEqual([expect.objectContaining({ id: c.data, kind: 'construction', kindName: '施工', contractorOrganizeName: '新安江路桥有限公司', mileage: 'K0+000～K21+500' })])

    const add = await send(t, 'POST', `${P}/${projectId}/Members`, { userIds: ['u-lijun'], contractIds: [c.data] }, admin)
    expect(add.code).toBe(200)
    const members = await get(t, `${P}/${projectId}/Members?contractId=${c.data}`, admin)
    expect(members.data.list).toEqual([expect.objectContaining({ account: 'lijun', contracts: [expect.objectContaining({ enCode: 'TJ-01' })] })])

    const lijun = await login(t, 'lijun')
    const projects = await get(t, '/H5Api/api/oauth/project-data', lijun)
    expect(projects.data.list.map((x: { id: string }) => x.id)).toContain(projectId)
    const sections = await get(t, `/H5Api/api/oauth/contract-data/${projectId}`, lijun)
    expect(sections.data.list).toEqual([expect.objectContaining({ id: c.data, enCode: 'TJ-01' })])

    // taken out again: the pickers no longer offer it
    expect((await send(t, 'DELETE', `${P}/${projectId}/Members/u-lijun`, undefined, admin)).code).toBe(200)
    expect((await get(t, `/H5Api/api/oauth/contract-data/${projectId}`, lijun)).code).toBe(400)

    // an empty project goes once its section is gone; the log says who did it
    expect((await send(t, 'DELETE', `${P}/${projectId}`, undefined, admin)).msg).toContain('合同段')
    expect((await send(t, 'DELETE', `${P}/Contract/${c.data}`, undefined, admin)).code).toBe(200)
    expect((await send(t, 'DELETE', `${P}/${projectId}`, undefined, admin)).code).toBe(200)
    const logs = await t.app.ctx.db.selectFrom('baseSyslog').selectAll().where('moduleName', '=', '项目与合同段').execute()
    expect(logs.map((l) => l.type)).toEqual(expect.arrayContaining(['新增', '添加成员', '移出成员', '删除']))
    expect(logs[0].userName).toBe('陈志远/admin')
  })

  test('when the form is wrong, then 400 with the reason and nothing is stored', async () => {
    const before = await t.app.ctx.db.selectFrom('contract').select('id').execute()
    const cases: [string, object, string][] = [
      [P, { enCode: 'HJGKJ', fullName: '重复' }, '已存在'],
      [P, { enCode: 'X1', fullName: '' }, '项目名称不能为空'],
      [P, { enCode: 'X2', fullName: '日期', startDate: '2026-05-01', endDate: '2026-01-01' }, '不能早于'],
      [P, { enCode: 'X3', fullName: '负长度', lengthKm: -1 }, '路线长度'],
      [`${P}/proj-hj/Contract`, { enCode: 'TJ-01', fullName: 'x', kind: 'construction', contractor: 'c' }, '已有合同段'],
      [`${P}/proj-hj/Contract`, { enCode: 'TJ-09', fullName: 'x', kind: 'road', contractor: 'c' }, '合同段类型'],
      [`${P}/proj-hj/Contract`, { enCode: 'TJ-09', fullName: 'x', kind: 'construction', contractor: 'c', mileage: 'K9+000～K3+000' }, '终点桩号'],
      [`${P}/proj-hj/Contract`, { enCode: 'TJ-09', fullName: 'x', kind: 'construction', contractor: 'c', mileage: '12km' }, '桩号格式'],
      [`${P}/proj-hj/Contract`, { enCode: 'TJ-09', fullName: 'x', kind: 'construction', contractor: 'c', contractorOrganizeId: 'org-nj-c1' }, '本项目公司之下'],
      [`${P}/proj-hj/Members`, { userIds: ['u-lijun'], contractIds: ['ct-nj-tj01'] }, '不属于该项目'],
      [`${P}/proj-hj/Members`, { userIds: ['nobody'] }, '用户不存在']
    ]
    for (const [url, body, msg] of cases) {
      const r = await send(t, 'POST', url, body, admin)
      expect([url, r.code, r.msg]).toEqual([url, 400, expect.stringContaining(msg)])
    }
    expect((await send(t, 'DELETE', `${P}/proj-hj`, undefined, admin)).code).toBe(400)
    expect((await send(t, 'DELETE', `${P}/Contract/ct-hj-tj01`, undefined, admin)).msg).toContain('成员')
    expect(await t.app.ctx.db.selectFrom('contract').select('id').execute()).toEqual(before)
    expect((await get(t, `${P}?pageSize=100`, admin)).data.pagination.total).toBe(2)
  })

  test('when a business user calls it, then it is refused', async () => {
    const zhanghua = await login(t, 'zhanghua')
    expect((await get(t, P, zhanghua))).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
    expect((await send(t, 'POST', P, { enCode: 'Z', fullName: 'Z' }, zhanghua)).code).toBe(400)
  })

  test('when a project administrator of 杭金 works, then 宁绩 and its people stay out of reach', async () => {
    const huangwei = await grantAdminAreas(t, 'huangwei', ['permission.project'])
    const list = await get(t, P, huangwei)
    expect(list.data.list.map((p: { id: string }) => p.id)).toEqual(['proj-hj'])
    expect((await get(t, `${P}/proj-nj`, huangwei)).code).toBe(400)
    expect((await get(t, `${P}/proj-nj/Members`, huangwei)).code).toBe(400)
    expect((await send(t, 'POST', `${P}/proj-nj/Contract`, { enCode: 'TJ-09', fullName: 'x', kind: 'construction', contractor: 'c' }, huangwei)).code).toBe(400)
    // a 宁绩 person cannot be pulled into 杭金 by the 杭金 administrator
    expect((await send(t, 'POST', `${P}/proj-hj/Members`, { userIds: ['u-dongliang'] }, huangwei)).msg).toContain('用户不存在')
    // the 添加成员 search offers only the people of 杭金, never an administrator account
    const found = await get(t, `${P}/proj-hj/Candidates?pageSize=500`, huangwei)
    const accounts = found.data.list.map((u: { account: string }) => u.account)
    expect(accounts).toEqual(expect.arrayContaining(['zhanghua', 'chengang']))
    expect(accounts).not.toContain('dongliang')
    expect(accounts).not.toContain('admin')
    expect((await get(t, `${P}/proj-hj/Candidates?keyword=董亮`, huangwei)).data.pagination.total).toBe(0)
    expect((await get(t, `${P}/proj-nj/Candidates`, huangwei)).code).toBe(400)
    expect((await get(t, `${P}/proj-nj/Candidates?keyword=董亮`, admin)).data.list).toEqual([expect.objectContaining({ account: 'dongliang', organize: expect.any(String) })])
    // creating a project is the group's decision
    expect((await send(t, 'POST', P, { enCode: 'HW', fullName: '黄伟的项目' }, huangwei)).code).toBe(400)
    // inside the own project: a new section with a new contractor company works
    const c = await send(t, 'POST', `${P}/proj-hj/Contract`, { enCode: 'LH-01', fullName: '杭金改扩建绿化工程LH-01合同段', kind: 'construction', contractor: '钱塘园林绿化有限公司' }, huangwei)
    expect(c.code).toBe(200)
    expect((await send(t, 'DELETE', `${P}/Contract/${c.data}`, undefined, huangwei)).code).toBe(200)
  })

  test('when a user sits in a section company or the project company, then the memberships follow from it', async () => {
    const db = t.app.ctx.db
    expect(await membershipOfOrganizes(db, ['org-hj-c1'])).toEqual({ projectIds: ['proj-hj'], contractIds: ['ct-hj-tj01'] })
    expect(await membershipOfOrganizes(db, ['org-hj-gc'])).toEqual({ projectIds: ['proj-hj'], contractIds: ['ct-hj-yz01'] })
    expect(await membershipOfOrganizes(db, ['org-hq-gc', 'nope'])).toEqual({ projectIds: [], contractIds: [] })
    expect((await membershipOfOrganizes(db, ['org-nj-jl', 'org-hj-sy'])).contractIds.sort()).toEqual(['ct-hj-sy01', 'ct-nj-jl01'])
  })
})

// Projects and contract sections, and who may see whose people: a member of one project never reads another
// project's contracts or users.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

describe.each(dialects)('projects and visibility on %s', (dialect) => {
  let t: TestApp
  let zhanghua: string
  let yuanhao: string
  beforeAll(async () => {
    t = await createTestApp(dialect)
    zhanghua = await login(t, 'zhanghua')
    yuanhao = await login(t, 'yuanhao')
  })
  afterAll(async () => { await t.close() })

  test('when a section manager asks, then only the own project and own section come back', async () => {
    const p = await get(t, '/H5Api/api/oauth/project-data', zhanghua)
    expect(p.data.list.map((x: { id: string }) => x.id)).toEqual(['proj-hj'])
    expect(p.data.list[0]).toMatchObject({ enCode: expect.any(String), fullName: expect.any(String), organizeId: expect.any(String) })
    const c = await get(t, '/H5Api/api/oauth/contract-data/proj-hj', zhanghua)
    expect(c.data.list).toEqual([expect.objectContaining({ id: 'ct-hj-tj01', projectId: 'proj-hj', kind: 'construction', enCode: 'TJ-01' })])
  })

  test('when a group member asks, then both projects and all their contracts come back', async () => {
    const token = await login(t, 'wangjianguo')
    expect((await get(t, '/H5Api/api/oauth/project-data', token)).data.list).toHaveLength(2)
    expect((await get(t, '/H5Api/api/oauth/contract-data/proj-nj', token)).data.list.length).toBeGreaterThan(3)
  })

  test('when a user of project A asks for project B contracts, then 400 without data', async () => {
    const r = await get(t, '/H5Api/api/oauth/contract-data/proj-nj', zhanghua)
    expect(r.code).toBe(400)
    expect(r.data).toBeUndefined()
    expect((await get(t, '/H5Api/api/oauth/contract-data/nope', zhanghua)).code).toBe(400)
  })

  test('when a user of project A asks for a person of project B, then 400; a colleague is visible', async () => {
    const other = await get(t, '/H5Api/api/app/User/u-dongliang', zhanghua)
    expect(other.code).toBe(400)
    expect(other.data).toBeUndefined()
    const colleague = await get(t, '/H5Api/api/app/User/u-lijun', zhanghua)
    expect(colleague.data).toMatchObject({ id: 'u-lijun', account: 'lijun', realName: '李军', mobilePhone: '13800000112', organizeName: expect.any(String), positionName: expect.any(String) })
    expect((await get(t, '/H5Api/api/permission/Users/Current/Subordinate/u-luoping', zhanghua)).code).toBe(400)
  })

  test('when lists of people are asked for, then only people of the own projects appear', async () => {
    const all = await get(t, '/H5Api/api/permission/Users/All', yuanhao)
    const accounts = all.data.list.map((u: { account: string }) => u.account)
    expect(accounts).toEqual(expect.arrayContaining(['yuanhao', 'dongliang', 'wangjianguo']))
    expect(accounts).not.toContain('zhanghua')
    const im = await get(t, '/H5Api/api/permission/Users/ImUser?keyword=张华', yuanhao)
    expect(im.data.pagination.total).toBe(0)
    const sel = JSON.stringify((await get(t, '/H5Api/api/permission/Users/Selector', yuanhao)).data.list)
    expect(sel).toContain('u-dongliang')
    expect(sel).not.toContain('u-zhanghua')
    const cond = await send(t, 'POST', '/H5Api/api/permission/Users/UserCondition', { userIds: ['u-zhanghua', 'u-dongliang'] }, yuanhao)
    expect(cond.data.list.map((u: { id: string }) => u.id)).toEqual(['u-dongliang'])
    const byIds = await send(t, 'POST', '/H5Api/api/permission/Users/getUserList', { userId: ['u-zhanghua', 'u-dongliang'] }, yuanhao)
    expect(byIds.data.list).toHaveLength(1)
  })

  test('when the lazy selector is walked, then orgs lead to users and a keyword gives a flat page', async () => {
    const top = await send(t, 'POST', '/H5Api/api/permission/Users/ImUser/Selector/0', {}, zhanghua)
    expect(top.data.list.length).toBeGreaterThan(0)
    expect(top.data.list.every((n: { type: string }) => n.type === 'company' || n.type === 'department')).toBe(true)
    // JNPF: the top level of the lazy tree hangs under "-1", a level below hangs under the org that was opened
    expect(top.data.list.every((n: { parentId: string; hasChildren: boolean }) => n.parentId === '-1' && n.hasChildren)).toBe(true)
    const level = await send(t, 'POST', `/H5Api/api/permission/Users/ImUser/Selector/${top.data.list[0].id}`, {}, zhanghua)
    expect(level.data.list.length).toBeGreaterThan(0)
    expect(level.data.list.every((n: { parentId: string }) => n.parentId === top.data.list[0].id)).toBe(true)
    const found = await send(t, 'POST', '/H5Api/api/permission/Users/ImUser/Selector/0', { keyword: '李军' }, zhanghua)
    expect(found.data.list.map((u: { id: string }) => u.id)).toEqual(['u-lijun'])
    expect(found.data.pagination).toMatchObject({ currentPage: 1, total: 1 })
    // the other lazy selectors page their keyword search the same way, honouring the client's page
    const U = '/H5Api/api/permission/Users'
    const all = await send(t, 'POST', `${U}/ImUser/Selector/0`, { keyword: 'a', pageSize: 500 }, zhanghua)
    expect(all.data.pagination.total).toBeGreaterThan(2)
    const second = await get(t, `${U}/getOrganization?keyword=a&currentPage=2&pageSize=2`, zhanghua)
    expect(second.data.pagination).toEqual({ currentPage: 2, pageSize: 2, total: all.data.pagination.total })
    expect(second.data.list.map((u: { id: string }) => u.id)).toEqual(all.data.list.slice(2, 4).map((u: { id: string }) => u.id))
    // GetListByAuthorize lists only the people one administers (people-by-authority.test.ts): nobody, for him
    const managed = await send(t, 'POST', `${U}/GetListByAuthorize/0`, { keyword: 'a', currentPage: 2, pageSize: 2 }, zhanghua)
    expect(managed.data).toEqual({ list: [], pagination: { currentPage: 2, pageSize: 2, total: 0 } })
  })

  test('subordinates: my direct reports, then theirs', async () => {
    const mine = await get(t, '/H5Api/api/permission/Users/Current/Subordinate/0', zhanghua)
    const ids = mine.data.map((u: { id: string }) => u.id)
    expect(ids).toEqual(expect.arrayContaining(['u-lijun', 'u-chengang']))
    expect(mine.data.find((u: { id: string }) => u.id === 'u-chengang')).toMatchObject({ userName: '陈刚/chengang', isLeaf: false })
    const below = await get(t, '/H5Api/api/permission/Users/Current/Subordinate/u-chengang', zhanghua)
    expect(below.data.map((u: { id: string }) => u.id)).toContain('u-yangshan')
    const flat = await send(t, 'POST', '/H5Api/api/permission/Users/getSubordinates', { keyword: '李' }, zhanghua)
    expect(flat.data.list.map((u: { id: string }) => u.id)).toEqual(['u-lijun'])
  })

  test('organisation, department, position, role and group selectors answer JNPF trees', async () => {
    const orgs = (await get(t, '/H5Api/api/permission/Organize/Selector/0', zhanghua)).data.list
    expect(orgs[0]).toMatchObject({ parentId: '-1', type: 'company', icon: 'icon-ym icon-ym-tree-organization3', hasChildren: true })
    expect(JSON.stringify(orgs)).not.toContain('"department"')
    const deps = JSON.stringify((await get(t, '/H5Api/api/permission/Organize/Department/Selector/0', zhanghua)).data.list)
    expect(deps).toContain('"department"')
    const pos = JSON.stringify((await get(t, '/H5Api/api/permission/Position/Selector', zhanghua)).data.list)
    expect(pos).toContain('"type":"position"')
    const cond = await send(t, 'POST', '/H5Api/api/permission/Position/PositionCondition', { departIds: ['org-hj-c1'] }, zhanghua)
    expect(JSON.stringify(cond.data.list)).toContain('pos-hj-c1-xmjl')
    const oc = await send(t, 'POST', '/H5Api/api/permission/Organize/OrganizeCondition', { departIds: ['org-hj'] }, zhanghua)
    expect(oc.data.list[0].id).toBe('org-hj')
    const roles = (await get(t, '/H5Api/api/permission/Role/Selector', zhanghua)).data.list
    expect(roles.map((r: { fullName: string }) => r.fullName)).toContain('批量电子签章')
    const groups = (await get(t, '/H5Api/api/permission/Group/Selector', zhanghua)).data
    expect(groups.map((g: { fullName: string }) => g.fullName)).toContain('杭金项目安全生产委员会')
  })
})

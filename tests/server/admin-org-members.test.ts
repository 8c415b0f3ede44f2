// The console's member dialogs (岗位成员, 组内成员, 角色成员) through /api/permission/UserRelation/{objectId}, and
// the position dialog's candidates: member ids read back, the whole list saved, a user's main organisation and
// position kept among their memberships, and a project administrator limited to the people of their projects.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const U = '/api/permission/UserRelation'

describe.each(dialects)('console member dialogs on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let zhanghua: string
  let huangwei: string
  const db = () => t.app.ctx.db
  const user = (id: string) => db().selectFrom('baseUser').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const relations = async (userId: string, objectType: string) => (await db().selectFrom('baseUserRelation').select('objectId')
    .where('userId', '=', userId).where('objectType', '=', objectType).execute()).map((r) => r.objectId).sort()
  const ids = async (objectId: string, token = admin) => ((await get(t, `${U}/${objectId}`, token)).data.ids as string[]).slice().sort()

  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    zhanghua = await login(t, 'zhanghua')
    huangwei = await grantAdminAreas(t, 'huangwei', ['permission.position', 'permission.group', 'permission.organize', 'permission.role'])
  })
  afterAll(async () => { await t.close() })

  test('when a position dialog opens, then it gets the member ids and the people of the position organisation to pick from', async () => {
    expect((await get(t, `${U}/pos-hj-c1-aqy`, admin)).data).toEqual({ ids: ['u-wangfang'] })
    const r = await get(t, '/api/permission/Users/GetUsersByPositionId?positionId=pos-hj-c1-aqy', admin)
    expect(r.data).toEqual([expect.objectContaining({
      id: 'org-hj-c1', type: 'company', fullName: '江南公路建设集团有限公司/江南路建杭金高速公路有限公司/钱江路桥工程有限公司', hasChildren: true
    })])
    const people = r.data[0].children
    expect(people.map((u: { id: string }) => u.id)).toEqual(['u-zhanghua', 'u-lijun', 'u-wangfang', 'u-chengang', 'u-yangshan'])
    expect(people[0]).toMatchObject({ fullName: '张华/zhanghua', type: 'user', icon: 'icon-ym icon-ym-tree-user2', parentId: 'org-hj-c1', isLeaf: true })
    const found = await get(t, `/api/permission/Users/GetUsersByPositionId?positionId=pos-hj-c1-aqy&keyword=${encodeURIComponent('张')}`, admin)
    expect(found.data[0].children.map((u: { id: string }) => u.id)).toEqual(['u-zhanghua'])
    expect((await get(t, '/api/permission/Users/GetUsersByPositionId?positionId=nope', admin)).code).toBe(400)
  })

  test('when position members are saved, then holders change and a removed holder\'s main position moves on', async () => {
    const r = await send(t, 'POST', `${U}/pos-hj-c1-aqy`, { objectId: 'pos-hj-c1-aqy', objectType: 'Position', userIds: ['u-wangfang', 'u-lijun'] }, admin)
    expect(r).toMatchObject({ code: 200, msg: '保存成功' })
    expect(await ids('pos-hj-c1-aqy')).toEqual(['u-lijun', 'u-wangfang'])
    expect((await user('u-lijun')).positionId).toBe('pos-hj-c1-xmzg')
    expect((await send(t, 'POST', `${U}/pos-hj-c1-aqy`, { objectType: 'Position', userIds: ['u-lijun'] }, admin)).code).toBe(200)
    expect(await ids('pos-hj-c1-aqy')).toEqual(['u-lijun'])
    expect((await user('u-wangfang')).positionId).toBe('')
    expect(await relations('u-lijun', 'Position')).toEqual(['pos-hj-c1-aqy', 'pos-hj-c1-xmzg'])
    const log = await db().selectFrom('baseSyslog').selectAll().where('objectId', '=', 'pos-hj-c1-aqy').orderBy('createdAt').execute()
    expect(log[0]).toMatchObject({ moduleName: '岗位管理', type: '修改', abstracts: '岗位「专职安全员」成员：加入李军' })
  })

  test('when a member list is invalid, then 400 and the members are unchanged', async () => {
    const before = await ids('pos-hj-c1-aqy')
    const cases: [string, Record<string, unknown>, string | RegExp][] = [
      ['pos-hj-c1-aqy', { objectType: 'Position', userIds: ['u-lijun', 'u-yuanhao'] }, '袁浩不属于岗位所在组织「钱江路桥工程有限公司」，请先在用户管理中把他们加入该组织'],
      ['pos-hj-c1-aqy', { objectType: 'Position', userIds: ['u-nobody'] }, '用户不存在：u-nobody'],
      ['pos-hj-c1-aqy', { objectType: 'Foo', userIds: [] }, 'objectType 只能是 Position、Group、Role 或 Organize'],
      ['pos-hj-c1-aqy', { objectType: 'Position' }, /userIds/],
      ['pos-hj-c1-aqy', { objectType: 'Position', userIds: 'u-lijun' }, /userIds/],
      ['nope', { objectType: 'Position', userIds: [] }, '岗位不存在'],
      ['pos-hj-c1-aqy', { objectType: 'Group', userIds: [] }, '分组不存在']
    ]
    for (const [objectId, body, msg] of cases) {
      const r = await send(t, 'POST', `${U}/${objectId}`, body, admin)
      expect({ body, code: r.code }).toEqual({ body, code: 400 })
      expect(r.msg).toMatch(msg)
    }
    expect((await get(t, `${U}/nope`, admin)).msg).toBe('岗位、分组或角色不存在')
    expect(await ids('pos-hj-c1-aqy')).toEqual(before)
  })

  test('when group members are saved, then the group holds exactly the saved people', async () => {
    expect(await ids('grp-nj-tunnel')).toHaveLength(6)
    expect((await send(t, 'POST', `${U}/grp-nj-tunnel`, { objectType: 'Group', userIds: ['u-yuanhao', 'u-xiejun', 'u-xiejun'] }, admin)).code).toBe(200)
    expect(await ids('grp-nj-tunnel')).toEqual(['u-xiejun', 'u-yuanhao'])
    expect(await relations('u-panyue', 'Group')).toEqual([])
  })

  test('when someone leaves an organisation, then their main organisation moves on, their posts there go, and nobody leaves their last one', async () => {
    expect(await ids('org-hq')).toEqual(['u-wangjianguo'])
    expect((await send(t, 'POST', `${U}/org-hq`, { objectType: 'Organize', userIds: [] }, admin)).code).toBe(200)
    expect(await user('u-wangjianguo')).toMatchObject({ organizeId: 'org-hj', positionId: '' })
    expect(await relations('u-wangjianguo', 'Organize')).toEqual(['org-hj', 'org-nj'])
    expect(await relations('u-wangjianguo', 'Position')).toEqual([])

    const r = await send(t, 'POST', `${U}/org-hj-c3`, { objectType: 'Organize', userIds: ['u-hanlei'] }, admin)
    expect(r).toMatchObject({ code: 400, msg: '田野只属于组织「金衢建设集团有限公司」，不能移出（每个用户至少要属于一个组织）' })
    expect(await relations('u-tianye', 'Organize')).toEqual(['org-hj-c3'])
  })

  test('when someone joins an organisation, then the project and section of that organisation follow', async () => {
    const members = await ids('org-hj-c2')
    expect((await send(t, 'POST', `${U}/org-hj-c2`, { objectType: 'Organize', userIds: [...members, 'u-dongliang'] }, admin)).code).toBe(200)
    expect(await relations('u-dongliang', 'Organize')).toEqual(['org-hj-c2', 'org-nj-c1'])
    expect(await relations('u-dongliang', 'Project')).toEqual(['proj-hj', 'proj-nj'])
    expect(await relations('u-dongliang', 'Contract')).toEqual(['ct-hj-tj02', 'ct-nj-tj01'])
    expect((await user('u-dongliang')).organizeId).toBe('org-nj-c1')
  })

  test('when role members are saved through the same dialog, then the role rules apply', async () => {
    const before = await ids('role-lab')
    expect((await send(t, 'POST', `${U}/role-lab`, { objectType: 'Role', userIds: [...before, 'u-lijun'] }, admin)).code).toBe(200)
    expect(await ids('role-lab')).toEqual([...before, 'u-lijun'].sort())
    const log = await db().selectFrom('baseSyslog').selectAll().where('objectId', '=', 'role-lab').executeTakeFirst()
    expect(log).toMatchObject({ moduleName: '角色管理', type: '修改' })
    const r = await send(t, 'POST', `${U}/role-admin`, { objectType: 'Role', userIds: ['u-xuzhiming'] }, huangwei)
    expect(r).toMatchObject({ code: 400 })
    expect(await relations('u-xuzhiming', 'Role')).toEqual(['role-chief', 'role-owner-chief'])
  })

  test('when a project administrator edits members, then they see and change only their projects\' people', async () => {
    await send(t, 'POST', `${U}/grp-hj-safety`, { objectType: 'Group', userIds: [...await ids('grp-hj-safety'), 'u-yuanhao'] }, admin)
    const seen = await ids('grp-hj-safety', huangwei)
    expect(seen).toContain('u-zhanghua')
    expect(seen).not.toContain('u-yuanhao')
    expect(await ids('grp-nj-tunnel', huangwei)).toEqual([])
    expect((await send(t, 'POST', `${U}/grp-hj-safety`, { objectType: 'Group', userIds: ['u-huangwei', 'u-xuzhiming'] }, huangwei)).code).toBe(200)
    expect(await ids('grp-hj-safety')).toEqual(['u-huangwei', 'u-xuzhiming', 'u-yuanhao'])
    for (const [objectId, userIds] of [['grp-nj-tunnel', ['u-luoping']], ['grp-hj-safety', ['u-huangwei', 'u-admin']]] as [string, string[]][]) {
      const r = await send(t, 'POST', `${U}/${objectId}`, { objectType: 'Group', userIds }, huangwei)
      expect({ objectId, code: r.code, msg: r.msg }).toEqual({ objectId, code: 400, msg: '用户不存在或不在您管理的项目中' })
    }
    // another project's positions and organisations are out of reach altogether
    expect((await send(t, 'POST', `${U}/pos-nj-c1-gqz`, { objectType: 'Position', userIds: [] }, huangwei)).msg).toBe('岗位不存在或不在您管理的范围内')
    expect((await get(t, `${U}/org-nj-c1`, huangwei)).msg).toBe('组织不存在或不在您管理的范围内')
    expect(await relations('u-luoping', 'Position')).toEqual(['pos-nj-c1-gqz'])
    expect(await ids('grp-nj-tunnel')).toEqual(['u-xiejun', 'u-yuanhao'])
    const cand = await get(t, '/api/permission/Users/GetUsersByPositionId?positionId=pos-nj-c1-gqz', huangwei)
    expect(cand.msg).toBe('岗位不存在或不在您管理的范围内')
  })

  test('when a user without the areas calls, then every member endpoint refuses and nothing changes', async () => {
    for (const r of [
      await get(t, `${U}/pos-hj-c1-aqy`, zhanghua),
      await get(t, `${U}/nope`, zhanghua),
      await send(t, 'POST', `${U}/grp-hj-safety`, { objectType: 'Group', userIds: [] }, zhanghua),
      await send(t, 'POST', `${U}/grp-hj-safety`, { objectType: 'Foo', userIds: [] }, zhanghua),
      await get(t, '/api/permission/Users/GetUsersByPositionId?positionId=pos-hj-c1-aqy', zhanghua)
    ]) expect(r).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
    expect(await ids('grp-hj-safety')).toEqual(['u-huangwei', 'u-xuzhiming', 'u-yuanhao'])
  })
})

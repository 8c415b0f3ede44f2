// People by condition and by authority (issue 13): PositionCondition and OrganizeCondition take the ids a custom
// selector stores (typed, bare, dynamic); GetListByAuthorize lists only the people the caller administers; and
// CreateAccount creates an account with the console's checks, inside the caller's projects only.
import { aes, createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'
import { grantAdminAreas } from './helpers/admin'

const U = '/H5Api/api/permission/Users'
const POS = '/H5Api/api/permission/Position/PositionCondition'
const ORG = '/H5Api/api/permission/Organize/OrganizeCondition'

type Node = { id: string; type: string; children?: Node[] }
const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])])
const ofType = (nodes: Node[], type: string) => flat(nodes).filter((n) => n.type === type).map((n) => n.id).sort()

describe.each(dialects)('people by condition and authority on %s', (dialect) => {
  let t: TestApp
  let admin: string
  let manager: string
  let member: string
  let njOnly: string[]
  const db = () => t.app.ctx.db
  const userCount = async () => Number((await db().selectFrom('baseUser').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

  beforeAll(async () => {
    t = await createTestApp(dialect)
    admin = await login(t, 'admin')
    member = await login(t, 'lijun')
    // 张华 administers the people of 杭金 (his only project)
    manager = await grantAdminAreas(t, 'zhanghua', ['permission.user'])
    const members = async (projectId: string) => (await db().selectFrom('baseUserRelation').select('userId')
      .where('objectType', '=', 'Project').where('objectId', '=', projectId).execute()).map((r) => r.userId)
    const hj = new Set(await members('proj-hj'))
    njOnly = (await members('proj-nj')).filter((id) => !hj.has(id))
  })
  afterAll(async () => { await t.close() })

  describe('PositionCondition', () => {
    test('when typed position ids are sent, then exactly those positions come under their organisations', async () => {
      const r = await send(t, 'POST', POS, { ids: ['pos-hj-c1-xmjl--position', 'pos-hj-aq-aqy--position'] }, member)
      expect(r.code).toBe(200)
      expect(ofType(r.data.list, 'position')).toEqual(['pos-hj-aq-aqy', 'pos-hj-c1-xmjl'])
      // each hangs under the path of its organisation, from the top
      expect(r.data.list.map((n: Node) => n.id)).toEqual(['org-hq'])
      expect(ofType(r.data.list, 'company')).toEqual(expect.arrayContaining(['org-hj', 'org-hj-c1']))
    })

    test('when bare position ids, positionIds or a department are sent, then they count too', async () => {
      expect(ofType((await send(t, 'POST', POS, { ids: ['pos-hj-c1-aqy'] }, member)).data.list, 'position')).toEqual(['pos-hj-c1-aqy'])
      expect(ofType((await send(t, 'POST', POS, { positionIds: ['pos-hj-c1-lw'] }, member)).data.list, 'position')).toEqual(['pos-hj-c1-lw'])
      const dept = ofType((await send(t, 'POST', POS, { ids: ['org-hj-c1--company'] }, member)).data.list, 'position')
      expect(dept).toEqual(expect.arrayContaining(['pos-hj-c1-xmjl', 'pos-hj-c1-aqy', 'pos-hj-c1-lw']))
      expect(dept.every((id) => id.startsWith('pos-hj-c1-'))).toBe(true)
      // the caller's own organisation, as a designer's 当前组织
      expect(ofType((await send(t, 'POST', POS, { ids: ['@currentOrg--system'] }, member)).data.list, 'position')).toEqual(dept)
      expect(ofType((await send(t, 'POST', POS, { departIds: ['org-hj-c1'] }, member)).data.list, 'position')).toEqual(dept)
    })

    test('when ids are unknown or the body is malformed, then the list is empty or the answer is 400', async () => {
      expect((await send(t, 'POST', POS, { ids: ['nope--position', 'nope'] }, member)).data.list).toEqual([])
      expect((await send(t, 'POST', POS, {}, member)).data.list).toEqual([])
      expect((await send(t, 'POST', POS, { ids: 'pos-hj-c1-aqy' }, member)).code).toBe(400)
      expect((await send(t, 'POST', POS, { ids: [{}] }, member)).code).toBe(400)
      expect((await send(t, 'POST', POS, { ids: Array(1001).fill('x') }, member)).code).toBe(400)
    })
  })

  describe('OrganizeCondition', () => {
    test('when typed, plain or dynamic ids are sent, then the named organisations come with everything below them', async () => {
      const typed = await send(t, 'POST', ORG, { departIds: ['org-hj-c1'] }, member)
      expect(flat(typed.data.list).map((n) => n.id)).toContain('org-hj-c1')
      const sub = await send(t, 'POST', ORG, { ids: ['@currentOrgAndSubOrg--system'] }, member)
      expect(flat(sub.data.list).map((n) => n.id)).toEqual(flat(typed.data.list).map((n) => n.id))
      // a depSelect sends its ableIds as departIds, dynamic ones included
      const own = await send(t, 'POST', ORG, { departIds: ['@currentOrg'] }, member)
      expect(flat(own.data.list).map((n) => n.id)).toEqual(['org-hj-c1'])
      const dept = await send(t, 'POST', ORG, { ids: ['org-hj-aq--department'] }, member)
      expect(flat(dept.data.list).map((n) => n.id)).toEqual(['org-hj-aq'])
      expect((await send(t, 'POST', ORG, { ids: 7 }, member)).code).toBe(400)
    })
  })

  test('getOrganization: organizeId 0 is the caller\'s own organisation, and its people are theirs to see only', async () => {
    const mine = await send(t, 'POST', `${U}/UserCondition`, { departIds: ['org-hj-c1'], pageSize: 500 }, member)
    const level = (await get(t, `${U}/getOrganization?organizeId=0`, member)).data.list
    expect(level.filter((n: Node) => n.type === 'user').map((n: Node) => n.id).sort())
      .toEqual(mine.data.list.filter((u: { organizeIds: string[] }) => u.organizeIds.at(-1) === 'org-hj-c1').map((u: Node) => u.id).sort())
  })

  describe('GetListByAuthorize', () => {
    const level = (id: string, token: string, body: Record<string, unknown> = {}) => send(t, 'POST', `${U}/GetListByAuthorize/${id}`, body, token)

    test('when someone administers nobody, then the list is empty', async () => {
      expect(await level('0', member)).toMatchObject({ code: 200, data: { list: [] } })
      expect((await level('org-hj-c1', member)).data.list).toEqual([])
      expect((await level('0', member, { keyword: '李' })).data).toEqual({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } })
    })

    test('when a project administrator walks the tree or searches, then only people of their projects appear', async () => {
      const top = await level('0', manager)
      expect(top.data.list.length).toBeGreaterThan(0)
      const c1 = await level('org-hj-c1', manager)
      expect(c1.data.list.filter((n: Node) => n.type === 'user').map((n: Node) => n.id)).toEqual(expect.arrayContaining(['u-zhanghua', 'u-lijun']))
      const found = await level('0', manager, { keyword: '李军' })
      expect(found.data.list.map((u: Node) => u.id)).toEqual(['u-lijun'])
      const answers = [top, c1]
      for (const org of ['org-nj', 'org-nj-gc', 'org-nj-aq', 'org-hq']) answers.push(await level(org, manager))
      for (const keyword of ['a', 'n', '1380000', '袁']) answers.push(await level('0', manager, { keyword, pageSize: 500 }))
      for (const answer of answers) {
        expect(answer.code).toBe(200)
        expect(njOnly.filter((id) => JSON.stringify(answer.data).includes(`"${id}"`))).toEqual([])
        // administrator accounts are not theirs to manage
        expect(JSON.stringify(answer.data)).not.toContain('"u-admin"')
      }
    })

    test('when the administrator asks, then people of every project appear', async () => {
      const found = await level('0', admin, { keyword: '袁浩' })
      expect(found.data.list.map((u: Node) => u.id)).toEqual(['u-yuanhao'])
    })

    test('when the input is malformed, then the answer is 400', async () => {
      expect((await level('0', manager, { keyword: [] })).code).toBe(400)
      expect((await level('x'.repeat(300), manager)).code).toBe(400)
      expect((await level('0', manager, { pageSize: 0 })).code).toBe(400)
    })
  })

  describe('CreateAccount', () => {
    const account = (over: Record<string, unknown> = {}) => ({
      account: 'zhaoliu', realName: '赵六', gender: '1', mobilePhone: '', organizeId: 'org-hj-c1', password: aes('Road@2026'), ...over
    })
    const create = (body: unknown, token = manager) => send(t, 'POST', `${U}/CreateAccount`, body, token)

    test('when a project administrator creates an account in their project, then it exists, belongs to the project and is logged', async () => {
      const r = await create(account({ mobilePhone: '13900000166' }))
      expect(r).toMatchObject({ code: 200, msg: '创建成功', data: { account: 'zhaoliu' } })
      const user = await db().selectFrom('baseUser').selectAll().where('account', '=', 'zhaoliu').executeTakeFirstOrThrow()
      expect(user).toMatchObject({ id: r.data.id, realName: '赵六', organizeId: 'org-hj-c1', mobilePhone: '13900000166', isAdministrator: 0 })
      const projects = await db().selectFrom('baseUserRelation').select('objectId').where('userId', '=', user.id).where('objectType', '=', 'Project').execute()
      expect(projects.map((p) => p.objectId)).toEqual(['proj-hj'])
      const log = await db().selectFrom('baseSyslog').selectAll().where('objectId', '=', user.id).execute()
      expect(log.map((l) => [l.moduleName, l.type])).toEqual([['用户管理', '新增']])
      // the new person signs in with the password given
      expect(await login(t, 'zhaoliu', 'Road@2026')).toMatch(/^bearer /)
      // and is in the manager's list
      expect((await send(t, 'POST', `${U}/GetListByAuthorize/0`, { keyword: '赵六' }, manager)).data.list.map((u: Node) => u.id)).toEqual([user.id])
    })

    test('when the input breaks a rule, then the answer says which and nobody is created', async () => {
      const before = await userCount()
      const cases: [Record<string, unknown>, string][] = [
        [account({ account: '' }), '请输入账户'],
        [account({ account: 'bad account!' }), '账户只能由字母、数字、汉字和 _ . @ - 组成'],
        [account({ account: 'zhanghua' }), '账户「zhanghua」已存在'],
        [account({ account: 'zhaoqi', realName: ' ' }), '请输入姓名'],
        [account({ account: 'zhaoqi', gender: '' }), '请选择性别'],
        [account({ account: 'zhaoqi', mobilePhone: '12345' }), '手机号码格式不正确'],
        [account({ account: 'zhaoqi', organizeId: '' }), '请选择所属组织'],
        [account({ account: 'zhaoqi', organizeId: 'nope' }), '所属组织不存在，请重新选择'],
        [account({ account: 'zhaoqi', password: 'not-a-wire-password' }), '密码格式不正确']
      ]
      for (const [body, msg] of cases) expect([body.account, await create(body)]).toEqual([body.account, expect.objectContaining({ code: 400, msg })])
      expect((await create({ ...account({ account: 'zhaoqi' }), account: ['x'] })).code).toBe(400)
      expect((await create('nonsense')).code).toBe(400)
      expect(await userCount()).toBe(before)
    })

    test('when the organisation lies in another project or the caller administers nobody, then it is refused', async () => {
      const before = await userCount()
      expect(await create(account({ account: 'zhaoba', organizeId: 'org-nj-gc' }))).toMatchObject({ code: 400, msg: '只能把人员加入您管理的项目' })
      expect(await create(account({ account: 'zhaoba' }), member)).toMatchObject({ code: 400, msg: '没有访问权限，请联系管理员' })
      expect(await userCount()).toBe(before)
      // the administrator may place people anywhere
      expect((await create(account({ account: 'zhaoba', organizeId: 'org-nj-gc' }), admin)).code).toBe(200)
    })
  })
})

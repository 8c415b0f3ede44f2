// Data isolation, exhaustively: a member of project A, asking every endpoint that returns people in every
// way a selector can be asked (by org, role, position, typed selection, keyword, lazy level, id), never sees a
// person who belongs only to project B, and never reads project B's contracts.
import { createTestApp, dialects, get, login, send, type TestApp } from './helpers/app'

describe.each(dialects)('project isolation on %s', (dialect) => {
  let t: TestApp
  let token: string
  let outsiders: string[]
  let njOrgs: string[]
  let roles: string[]
  let positions: string[]
  beforeAll(async () => {
    t = await createTestApp(dialect)
    token = await login(t, 'zhanghua') // a member of proj-hj only
    const db = t.app.ctx.db
    const members = async (projectId: string) => (await db.selectFrom('baseUserRelation').select('userId')
      .where('objectType', '=', 'Project').where('objectId', '=', projectId).execute()).map((r) => r.userId)
    const hj = new Set(await members('proj-hj'))
    const admins = new Set((await db.selectFrom('baseUser').select('id').where('isAdministrator', '=', 1).execute()).map((r) => r.id))
    outsiders = (await members('proj-nj')).filter((id) => !hj.has(id) && !admins.has(id))
    njOrgs = (await db.selectFrom('baseOrganize').select('id').where('organizeIdTree', 'like', '%org-nj%').execute()).map((r) => r.id)
    roles = (await db.selectFrom('baseRole').select('id').execute()).map((r) => r.id)
    positions = (await db.selectFrom('basePosition').select('id').execute()).map((r) => r.id)
  })
  afterAll(async () => { await t.close() })

  const leaks = (answer: unknown) => outsiders.filter((id) => JSON.stringify(answer).includes(`"${id}"`))

  test('the seed has people in project B only, or this test would prove nothing', () => {
    expect(outsiders.length).toBeGreaterThan(3)
    expect(njOrgs.length).toBeGreaterThan(1)
  })

  test('every list, tree and selection of people leaves project B out', async () => {
    const U = '/H5Api/api/permission/Users'
    const selection = [...outsiders, ...njOrgs.map((o) => `${o}--department`), ...roles.map((r) => `${r}--role`), ...positions.map((p) => `${p}--position`)]
    const condition = { departIds: njOrgs, userIds: outsiders, roleIds: roles, positionIds: positions, pageSize: 500 }
    const answers: [string, unknown][] = [
      ['All', await get(t, `${U}/All`, token)],
      ['Selector', await get(t, `${U}/Selector`, token)],
      ['ImUser', await get(t, `${U}/ImUser?pageSize=500`, token)],
      ['UserCondition', await send(t, 'POST', `${U}/UserCondition`, condition, token)],
      ['getUserList', await send(t, 'POST', `${U}/getUserList`, { userId: outsiders, ids: outsiders }, token)],
      ['getSelectedList', await send(t, 'POST', `${U}/getSelectedList`, { ids: selection }, token)],
      ['getSelectedUserList', await send(t, 'POST', `${U}/getSelectedUserList`, { ids: selection, pageSize: 500 }, token)],
      ['getSubordinates', await send(t, 'POST', `${U}/getSubordinates`, {}, token)]
    ]
    for (const org of ['0', ...njOrgs]) {
      answers.push([`ImUser/Selector/${org}`, await send(t, 'POST', `${U}/ImUser/Selector/${org}`, {}, token)])
      answers.push([`GetListByAuthorize/${org}`, await send(t, 'POST', `${U}/GetListByAuthorize/${org}`, {}, token)])
      answers.push([`getOrganization ${org}`, await get(t, `${U}/getOrganization?organizeId=${org}`, token)])
    }
    // a keyword search walks the flat list instead of the tree
    for (const keyword of ['a', 'i', 'n', '1380000']) {
      answers.push([`ImUser/Selector ${keyword}`, await send(t, 'POST', `${U}/ImUser/Selector/0`, { keyword, pageSize: 500 }, token)])
    }
    for (const [name, answer] of answers) {
      expect([name, (answer as { code: number }).code]).toEqual([name, 200])
      expect([name, leaks(answer)]).toEqual([name, []])
    }
  })

  test('asking for a project B person by id gives 400 without data, wherever the id goes', async () => {
    for (const id of outsiders) {
      for (const url of [`/H5Api/api/app/User/${id}`, `/H5Api/api/permission/Users/Current/Subordinate/${id}`]) {
        const r = await get(t, url, token)
        expect([url, r.code, r.data]).toEqual([url, 400, undefined])
        expect(r.msg).toBe('用户不存在或不在您的项目中')
      }
    }
  })

  test('project B and its contracts are invisible through the project endpoints', async () => {
    const projects = await get(t, '/H5Api/api/oauth/project-data', token)
    expect(JSON.stringify(projects.data)).not.toContain('proj-nj')
    const contracts = await get(t, '/api/oauth/contract-data/proj-nj', token)
    expect(contracts).toMatchObject({ code: 400, msg: '您不是该项目的成员，无法查看其合同段' })
    expect(contracts.data).toBeUndefined()
  })
})

// CurrentUser keeps the menu tree and permission list of each role set (modules/menus/cache.ts) and each user's
// whole answer (oauth/current-user-cache.ts) in memory. Its answers must stay byte for byte those of a fresh
// computation, and any change to what they show, by the services or by any other writer, must reach the next call
// on this instance and on a second instance sharing the PostgreSQL schema.
import { gunzipSync } from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { ok } from '../../server/src/lib/envelope'
import { forgetMenus } from '../../server/src/modules/menus'
import { getCurrentUser } from '../../server/src/modules/oauth/current-user-service'
import type { UserRow } from '../../server/src/modules/users/repository'
import { createTestApp, dialects, login, send, type TestApp } from './helpers/app'

type Category = 'App' | 'Web'
const url = (c: Category) => (c === 'App' ? '/H5Api/api/oauth/CurrentUser?type=app' : '/api/oauth/CurrentUser')

describe.each(dialects)('CurrentUser cache (%s)', (dialect) => {
  let t: TestApp
  let app2: FastifyInstance | undefined
  const tokens = new Map<string, string>()

  beforeAll(async () => {
    t = await createTestApp(dialect)
    if (dialect === 'postgres') app2 = await buildApp(t.config, { clock: t.clock, logger: false })
    // logging in changes userInfo (the previous login), so every login happens before any comparison
    for (const account of ['admin', 'huangwei', 'gaofeng', 'zhaomin', 'hexiaoyan', 'wangfang']) tokens.set(account, await login(t, account))
  })
  afterAll(async () => {
    await app2?.close()
    await t.close()
  })

  const raw = async (app: FastifyInstance, account: string, c: Category) => {
    const r = await app.inject({ method: 'GET', url: url(c), headers: { authorization: tokens.get(account)! } })
    expect(r.statusCode).toBe(200)
    expect(r.headers['content-type']).toBe('application/json; charset=utf-8')
    return r.body
  }
  /** what the service computes with nothing cached, serialised as fastify serialises an object answer */
  const fresh = async (app: FastifyInstance, account: string, c: Category) => {
    const user = await app.ctx.db.selectFrom('baseUser').selectAll().where('account', '=', account).executeTakeFirstOrThrow()
    forgetMenus(app.ctx.db)
    return JSON.stringify(ok(await getCurrentUser(app.ctx, user as UserRow, c)))
  }
  const roleGrants = async (roleId: string) => {
    const rows = await t.app.ctx.db.selectFrom('baseAuthorize').select(['itemType', 'itemId'])
      .where('objectType', '=', 'Role').where('objectId', '=', roleId).execute()
    const of = (type: string) => rows.filter((r) => r.itemType === type).map((r) => r.itemId)
    return { module: of('module'), button: of('button'), column: of('column'), form: of('form') }
  }

  test.each(['App', 'Web'] as const)('when demo users ask %s twice, then both answers equal a fresh computation byte for byte', async (c) => {
    for (const account of tokens.keys()) {
      const expected = await fresh(t.app, account, c)
      expect(await raw(t.app, account, c)).toBe(expected)
      // the second one comes from the cache (hexiaoyan and wangfang share role-safety, so wangfang's first does too)
      expect(await raw(t.app, account, c)).toBe(expected)
    }
    const menus = (account: string) => raw(t.app, account, c).then((b) => JSON.parse(b).data.menuList)
    expect(await menus('hexiaoyan')).toEqual(await menus('wangfang'))
    expect(await menus('hexiaoyan')).not.toEqual(await menus('admin'))
  })

  test('when an administrator takes a menu from a role, then the next CurrentUser of its members leaves it out, here and on a second instance', async () => {
    const admin = tokens.get('admin')!
    const before = JSON.parse(await raw(t.app, 'hexiaoyan', 'App')).data as { permissionList: { modelId: string }[] }
    if (app2) await raw(app2, 'hexiaoyan', 'App') // the second instance has it cached too
    const taken = before.permissionList[0].modelId
    const grants = await roleGrants('role-safety')
    expect(grants.module).toContain(taken)
    const saved = await send(t, 'PUT', '/api/permission/Authority/Data/role-safety', { ...grants, module: grants.module.filter((id) => id !== taken) }, admin)
    expect(saved.code).toBe(200)

    const after = await raw(t.app, 'hexiaoyan', 'App')
    expect(JSON.parse(after).data.permissionList.map((p: { modelId: string }) => p.modelId)).not.toContain(taken)
    expect(await raw(t.app, 'wangfang', 'App')).not.toContain(`"modelId":"${taken}"`)
    expect(after).toBe(await fresh(t.app, 'hexiaoyan', 'App'))
    expect(await raw(t.app, 'zhaomin', 'Web')).toBe(await fresh(t.app, 'zhaomin', 'Web'))

    if (app2) {
      // the change travels as a bus notification (LISTEN/NOTIFY): it lands within milliseconds
      const second = app2
      let seen = await raw(second, 'hexiaoyan', 'App')
      for (let i = 0; i < 100 && seen !== after; i++) {
        await new Promise((r) => setTimeout(r, 20))
        seen = await raw(second, 'hexiaoyan', 'App')
      }
      expect(seen).toBe(after)
    }

    // and giving it back shows it again
    expect((await send(t, 'PUT', '/api/permission/Authority/Data/role-safety', grants, admin)).code).toBe(200)
    expect(await raw(t.app, 'hexiaoyan', 'App')).toContain(`"modelId":"${taken}"`)
  })

  test('when anything it shows is written behind the services\' back (raw SQL, another instance), then the next call shows it', async () => {
    const { db } = t.app.ctx
    const body = async () => JSON.parse(await raw(t.app, 'huangwei', 'App')).data
    const before = await body()
    if (app2) await raw(app2, 'huangwei', 'App') // the second instance has it cached too
    const menu = before.menuList[0] as { id: string; fullName: string }
    const user = await db.selectFrom('baseUser').selectAll().where('account', '=', 'huangwei').executeTakeFirstOrThrow()
    const org = await db.selectFrom('baseOrganize').select(['id', 'fullName']).where('id', '=', user.organizeId).executeTakeFirstOrThrow()
    const roleId = (before.userInfo.roleIds as string[])[0]
    const role = await db.selectFrom('baseRole').select(['id', 'fullName']).where('id', '=', roleId).executeTakeFirstOrThrow()
    const changes: [string, () => Promise<unknown>, (d: typeof before) => boolean][] = [
      ['a menu name', () => db.updateTable('baseModule').set({ fullName: `${menu.fullName}·改` }).where('id', '=', menu.id).execute(),
        (d) => d.menuList[0].fullName === `${menu.fullName}·改`],
      ['the organisation name', () => db.updateTable('baseOrganize').set({ fullName: `${org.fullName}·改` }).where('id', '=', org.id).execute(),
        (d) => String(d.userInfo.organizeName).endsWith(`${org.fullName}·改`)],
      ['a role name', () => db.updateTable('baseRole').set({ fullName: `${role.fullName}·改` }).where('id', '=', role.id).execute(),
        (d) => String(d.userInfo.roleName).includes(`${role.fullName}·改`)],
      ['the system name', () => db.insertInto('baseSysConfig').values({ key: 'sysName', value: '测试系统名' })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: '测试系统名' })).execute(),
        (d) => d.sysConfigInfo.sysName === '测试系统名'],
      ['the user\'s own name', () => db.updateTable('baseUser').set({ realName: '黄伟·改' }).where('id', '=', user.id).execute(),
        (d) => d.userInfo.userName === '黄伟·改']
    ]
    for (const [what, write, shows] of changes) {
      expect([what, shows(await body())]).toEqual([what, false])
      await write()
      expect([what, shows(await body())]).toEqual([what, true])
      // another instance sharing the database sees it on its very next call, with no message between them
      if (app2) expect([what, shows(JSON.parse(await raw(app2, 'huangwei', 'App')).data)]).toEqual([what, true])
    }
    expect(await raw(t.app, 'huangwei', 'App')).toBe(await fresh(t.app, 'huangwei', 'App'))
  })

  test('when the client takes gzip, then the answer is the same JSON gzipped, and a repeat is the kept bytes', async () => {
    const ask = () => t.app.inject({ method: 'GET', url: url('App'), headers: { authorization: tokens.get('zhaomin')!, 'accept-encoding': 'gzip, deflate' } })
    const first = await ask()
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(first.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(first.rawPayload).toString()).toBe(await raw(t.app, 'zhaomin', 'App'))
    expect((await ask()).rawPayload.equals(first.rawPayload)).toBe(true)
  })

  test('when a user logs in again, then userInfo shows the previous login of the new session', async () => {
    const before = JSON.parse(await raw(t.app, 'wangfang', 'App')).data.userInfo
    t.clock.advance(60_000)
    tokens.set('wangfang', await login(t, 'wangfang'))
    const after = JSON.parse(await raw(t.app, 'wangfang', 'App')).data.userInfo
    expect(after.prevLoginTime).not.toBe(before.prevLoginTime)
  })
})

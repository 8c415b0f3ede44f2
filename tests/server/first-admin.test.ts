// A production install (SEED_DEMO=0): the system catalogue is there, nobody exists until ADMIN_PASSWORD names the
// first administrator's password, the administrator is created once, and there is never a default password.
import { buildApp } from '../../server/src/app'
import { ConfigError, loadConfig } from '../../server/src/config'
import { createTestApp, dialects, form, get, login, md5, type TestApp } from './helpers/app'

describe.each(dialects)('first administrator on %s', (dialect) => {
  describe('without ADMIN_PASSWORD', () => {
    let t: TestApp
    beforeAll(async () => { t = await createTestApp(dialect, { SEED_DEMO: '0' }) })
    afterAll(async () => { await t.close() })

    test('when the server starts empty, then nobody can log in and the catalogue is installed', async () => {
      expect(await t.app.ctx.db.selectFrom('baseUser').select('id').execute()).toEqual([])
      const r = await form(t, '/H5Api/api/oauth/Login', { account: 'admin', password: md5('Highway@2026'), grant_type: 'password' })
      expect(r.code).toBe(400)
      expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=App')).code).toBe(600)
      const menus = await t.app.ctx.db.selectFrom('baseModule').select(['type', 'category']).where('category', '=', 'App').execute()
      expect(menus.length).toBeGreaterThan(50)
      // the low-code entries come with the catalogue modules' models, never pointing at a model that is not installed
      const lowcode = await t.app.ctx.db.selectFrom('baseModule').select('propertyJson').where('category', '=', 'App').where('type', '=', 3).execute()
      const models = new Set((await t.app.ctx.db.selectFrom('baseVisualDev').select('id').execute()).map((m) => m.id))
      expect(lowcode.length).toBeGreaterThan(0)
      for (const m of lowcode) expect(models.has(JSON.parse(m.propertyJson).moduleId)).toBe(true)
      expect(await t.app.ctx.db.selectFrom('visualdevRecord').select('id').execute()).toEqual([])
      const cfg = await get(t, '/H5Api/api/system/SysConfig')
      expect(cfg.data).toMatchObject({ sysName: '公路建设云平台' })
      expect(await t.app.ctx.db.selectFrom('project').select('id').execute()).toEqual([])
    })
  })

  describe('with ADMIN_ACCOUNT and ADMIN_PASSWORD', () => {
    let t: TestApp
    beforeAll(async () => { t = await createTestApp(dialect, { SEED_DEMO: '0', ADMIN_ACCOUNT: 'zhangsan', ADMIN_PASSWORD: 'Gs2026road' }) })
    afterAll(async () => { await t.close() })

    test('when the administrator logs in, then they are an administrator of the new top organisation', async () => {
      const token = await login(t, 'zhangsan', 'Gs2026road')
      const me = await get(t, '/H5Api/api/oauth/CurrentUser?type=App', token)
      expect(me.code).toBe(200)
      expect(me.data.userInfo).toMatchObject({ userAccount: 'zhangsan', isAdministrator: true, organizeName: '集团总部' })
      expect(me.data.menuList.length).toBeGreaterThan(0)
      const stored = await t.app.ctx.db.selectFrom('baseUser').select('password').executeTakeFirstOrThrow()
      expect(stored.password).not.toContain('Gs2026road')
      expect(stored.password).not.toContain(md5('Gs2026road'))
      expect((await form(t, '/H5Api/api/oauth/Login', { account: 'zhangsan', password: md5('Highway@2026'), grant_type: 'password' })).code).toBe(400)
    })

    test('when the server starts again, then nothing is created twice and a changed password stays', async () => {
      const again = await buildApp({ ...t.config, adminPassword: 'Other2026x' }, { logger: false })
      try {
        expect(await again.ctx.db.selectFrom('baseUser').select('account').execute()).toEqual([{ account: 'zhangsan' }])
        expect(await again.ctx.db.selectFrom('baseOrganize').select('id').execute()).toHaveLength(1)
      } finally {
        await again.close()
      }
      expect(await login(t, 'zhangsan', 'Gs2026road')).toMatch(/^bearer /)
    })
  })
})

describe('ADMIN_PASSWORD rules', () => {
  test('when the password is weak or the account odd, then the start stops with a message naming the variable', () => {
    for (const p of ['short1', 'onlyletters', '1234567890']) {
      expect(() => loadConfig({ ADMIN_PASSWORD: p })).toThrow(new ConfigError('ADMIN_PASSWORD must be 8 to 64 characters with at least one letter and one digit'))
    }
    expect(() => loadConfig({ ADMIN_ACCOUNT: 'a b' })).toThrow(/ADMIN_ACCOUNT/)
    expect(loadConfig({})).toMatchObject({ adminAccount: 'admin', adminPassword: '' })
  })
})

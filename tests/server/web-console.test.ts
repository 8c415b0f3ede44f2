// The JNPF 3.6 web console against the server: CurrentUser for the Web (no `type`, header jnpf-origin pc) answers
// the Web menu tree of the catalogue, the login captcha (getConfig, ImageCode, Login with code + timestamp), the
// process centre's flow tree (TreeList) and the form JSON its parser reads in a flow detail.
import { webBusinessMenuCodes, webMenus, WEB_SYSTEM } from '../../server/src/catalog/system/web-menus'
import { ADMIN_AREAS } from '../../server/src/modules/admin/areas'
import { withParserDefaults } from '../../server/src/modules/workflow/read/form-info'
import { grantAdminAreas } from './helpers/admin'
import { aes, call, createTestApp, dialects, form, get, login, type TestApp } from './helpers/app'

interface Menu { id: string; type: number; enCode: string; parentId: string; urlAddress: string; systemId: string; hasChildren: boolean; children?: Menu[] }
const flatten = (list: Menu[]): Menu[] => list.flatMap((m) => [m, ...flatten(m.children ?? [])])
const PC = { 'jnpf-origin': 'pc' }
const ADMIN_CODES = Object.values(ADMIN_AREAS)

/** the Web catalogue rows, inserted where the installer has not put them (yet) */
async function installWebMenus(t: TestApp): Promise<void> {
  const db = t.app.ctx.db
  const have = new Set((await db.selectFrom('baseModule').select('id').where('category', '=', 'Web').execute()).map((r) => r.id))
  for (const m of webMenus) if (!have.has(m.id)) await db.insertInto('baseModule').values({ ...m, category: 'Web' }).execute()
}

describe.each(dialects)('web console on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp(dialect)
    await installWebMenus(t)
  })
  afterAll(async () => { await t.close() })

  const webUser = async (token: string) => {
    const r = await call(t, { method: 'GET', url: '/api/oauth/CurrentUser', headers: PC, token })
    expect(r.code).toBe(200)
    return r.data
  }
  const setConfig = async (key: string, value: string) => {
    const db = t.app.ctx.db
    await db.deleteFrom('baseSysConfig').where('key', '=', key).execute()
    await db.insertInto('baseSysConfig').values({ key, value }).execute()
  }

  test('when the administrator opens the console, then the whole Web tree comes back in one consistent system', async () => {
    const cu = await webUser(await login(t, 'admin'))
    const all = flatten(cu.menuList)
    expect(cu.menuList.map((m: Menu) => m.enCode)).toEqual(['permission', 'system', 'workFlow'])
    expect(cu.menuList.every((m: Menu) => m.type === 1 && m.parentId === '-1' && m.hasChildren)).toBe(true)
    expect(all.map((m) => m.enCode)).toEqual(expect.arrayContaining([...ADMIN_CODES, ...webBusinessMenuCodes]))
    // pages open console views; the project page is the product's own page inside the console
    expect(all.find((m) => m.enCode === ADMIN_AREAS.user)).toMatchObject({ type: 2, urlAddress: 'permission/user' })
    expect(all.find((m) => m.enCode === ADMIN_AREAS.dictionary)).toMatchObject({ type: 2, urlAddress: 'systemData/dictionary' })
    expect(all.find((m) => m.enCode === ADMIN_AREAS.project)).toMatchObject({ type: 7, urlAddress: expect.stringContaining('${jnpfToken}') })
    // the console routes by enCode: every one is unique
    expect(new Set(all.map((m) => m.enCode)).size).toBe(all.length)
    expect(all.every((m) => m.systemId === WEB_SYSTEM.id)).toBe(true)
    expect(cu.userInfo).toMatchObject({ systemId: WEB_SYSTEM.id, portalId: '', isAdministrator: true })
    expect(cu.userInfo.systemIds).toEqual([{ id: WEB_SYSTEM.id, name: expect.any(String), icon: WEB_SYSTEM.icon, currentSystem: true }])
    // one permission entry per entry that is not a directory, as JNPF gives
    expect(cu.permissionList.map((p: { modelId: string }) => p.modelId).sort()).toEqual(all.filter((m) => m.type !== 1).map((m) => m.id).sort())
    expect(cu.sysConfigInfo).toMatchObject({ sysName: expect.any(String) })
  })

  test('when the mini-program asks with type=App, then it gets only App menus and no Web system', async () => {
    const token = await login(t, 'admin')
    const app = (await get(t, '/H5Api/api/oauth/CurrentUser?type=App', token)).data
    const codes = flatten(app.menuList).map((m) => m.enCode)
    expect(codes.length).toBeGreaterThan(0)
    expect(codes.some((c) => webMenus.some((w) => w.enCode === c))).toBe(false)
    expect(app.userInfo).toMatchObject({ systemId: '', systemIds: [] })
  })

  test('when a business user with the business grants opens the console, then only the process centre shows', async () => {
    const token = await grantAdminAreas(t, 'zhanghua', webBusinessMenuCodes)
    const cu = await webUser(token)
    const all = flatten(cu.menuList)
    expect(cu.menuList.map((m: Menu) => m.enCode)).toEqual(['workFlow'])
    expect(all.filter((m) => m.type !== 1).map((m) => m.enCode).sort()).toEqual([...webBusinessMenuCodes].sort())
    expect(all.some((m) => ADMIN_CODES.includes(m.enCode as never))).toBe(false)
    expect(cu.userInfo).toMatchObject({ isAdministrator: false, systemId: WEB_SYSTEM.id })
  })

  test('when a business user is granted the user area, then the console shows that page under its directory', async () => {
    const token = await grantAdminAreas(t, 'dongliang', [ADMIN_AREAS.user])
    const cu = await webUser(token)
    const permission = cu.menuList.find((m: Menu) => m.enCode === 'permission')
    expect(permission.children.map((m: Menu) => m.enCode)).toEqual([ADMIN_AREAS.user])
    expect(flatten(cu.menuList).some((m) => m.enCode === ADMIN_AREAS.role)).toBe(false)
  })

  test('when the captcha is off, then getConfig says so and the login needs no code', async () => {
    expect((await get(t, '/api/oauth/getConfig/admin')).data).toEqual({ enableVerificationCode: 0, verificationCodeNumber: 4 })
    const r = await form(t, '/api/oauth/Login', { account: 'admin', password: aes(), grant_type: 'password', origin: 'password' })
    expect(r.code).toBe(200)
  })

  test('when the captcha image is asked for, then an SVG picture comes back that does not spell the code', async () => {
    const r = await call(t, { method: 'GET', url: '/api/oauth/ImageCode/5/0.5377429558577098' })
    expect(r.status).toBe(200)
    expect(r.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect(r.headers['cache-control']).toBe('no-store')
    expect(r.raw.startsWith('<svg')).toBe(true)
    const row = await t.app.ctx.db.selectFrom('loginTicket').selectAll().where('id', '=', 'captcha:0.5377429558577098').executeTakeFirstOrThrow()
    expect(row.value).toMatch(/^[A-Z0-9]{5}$/)
    expect(r.raw).not.toContain(row.value)
    expect(r.raw).not.toContain('<text')
    for (const bad of ['/api/oauth/ImageCode/99/1', '/api/oauth/ImageCode/0/1', '/api/oauth/ImageCode/x/1', '/api/oauth/ImageCode/4/a%20b', `/api/oauth/ImageCode/4/${'9'.repeat(60)}`]) {
      expect(await call(t, { method: 'GET', url: bad })).toMatchObject({ status: 200, code: 400 })
    }
  })

  describe('when the captcha is on', () => {
    beforeAll(async () => {
      await setConfig('enableVerificationCode', '1')
      await setConfig('verificationCodeNumber', '5')
    })
    afterAll(async () => { await setConfig('enableVerificationCode', '0') })

    const image = async (key: string) => {
      await call(t, { method: 'GET', url: `/api/oauth/ImageCode/5/${key}` })
      const row = await t.app.ctx.db.selectFrom('loginTicket').select('value').where('id', '=', `captcha:${key}`).executeTakeFirstOrThrow()
      return row.value
    }
    const loginWith = (fields: Record<string, string>) =>
      form(t, '/api/oauth/Login', { account: 'lijun', password: aes(), grant_type: 'password', origin: 'password', ...fields })
    const errors = async () => Number((await t.app.ctx.db.selectFrom('baseUser').select('logErrorCount').where('account', '=', 'lijun').executeTakeFirstOrThrow()).logErrorCount)

    test('then getConfig asks for a code of the configured length', async () => {
      expect((await get(t, '/api/oauth/getConfig/lijun')).data).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 5 })
    })

    test('then a login without the code, with a wrong one or an unknown key is refused and the code is used up', async () => {
      const before = await errors()
      expect(await loginWith({})).toMatchObject({ code: 400, msg: '请输入验证码' })
      const code = await image('0.111')
      const wrong = code === 'AAAAA' ? 'CCCCC' : 'AAAAA'
      expect(await loginWith({ code: wrong, timestamp: '0.111' })).toMatchObject({ code: 400, msg: expect.stringContaining('验证码错误') })
      // one guess per image: the right code no longer works for that key
      expect(await loginWith({ code, timestamp: '0.111' })).toMatchObject({ code: 400, msg: expect.stringContaining('验证码已失效') })
      expect(await loginWith({ code, timestamp: '0.never-issued' })).toMatchObject({ code: 400, msg: expect.stringContaining('验证码已失效') })
      // a captcha refusal says nothing about the password and counts no wrong password
      expect(await errors()).toBe(before)
    })

    test('then the right code (in any case) logs in once, and an expired one is refused', async () => {
      const code = await image('0.222')
      const r = await loginWith({ code: code.toLowerCase(), timestamp: '0.222' })
      expect(r.code).toBe(200)
      expect(r.data.token).toMatch(/^bearer /)
      expect((await loginWith({ code, timestamp: '0.222' })).code).toBe(400)
      const late = await image('0.333')
      t.clock.advance(301_000)
      expect(await loginWith({ code: late, timestamp: '0.333' })).toMatchObject({ code: 400, msg: expect.stringContaining('验证码已失效') })
    })
  })

  test('when the process centre loads its flow filter, then TreeList groups every enabled flow under its category', async () => {
    const token = await login(t, 'zhanghua')
    const r = await get(t, '/api/workflow/Engine/flowTemplate/TreeList', token)
    expect(r.code).toBe(200)
    const groups = r.data.list as { id: string; fullName: string; num: number; children: { id: string; category: string; fullName: string; flowId: string }[] }[]
    expect(groups.length).toBeGreaterThan(0)
    for (const g of groups) {
      expect(g.num).toBe(g.children.length)
      expect(g.num).toBeGreaterThan(0)
      expect(g.fullName).not.toBe('')
      for (const c of g.children) expect(c).toMatchObject({ id: expect.any(String), fullName: expect.any(String), category: g.id === 'other' ? '' : g.id })
    }
    const enabled = await t.app.ctx.db.selectFrom('flowTemplate').select('id').where('enabledMark', '=', 1).execute()
    expect(groups.flatMap((g) => g.children.map((c) => c.id)).sort()).toEqual(enabled.map((e) => e.id).sort())
    // flows bound to a form are there too: their tasks show in the same lists
    expect(groups.some((g) => g.children.some((c) => c.id === 'ft-hazard-rectify'))).toBe(true)
    expect((await get(t, '/api/workflow/Engine/flowTemplate/TreeList')).code).toBe(600)
  })

  test('when an approver opens a low-code flow form, then its JSON has every key the console form parser reads', async () => {
    const r = await get(t, '/api/workflow/Engine/FlowBefore/0?flowId=ftj-meter-payment-v1', await login(t, 'zhanghua'))
    expect(r.data.flowFormInfo.formType).toBe(2)
    const conf = JSON.parse(r.data.flowFormInfo.propertyJson)
    expect(conf).toMatchObject({ classJson: '', className: [], formStyle: '', labelPosition: expect.any(String), funcs: expect.any(Object) })
    expect(conf.fields.length).toBeGreaterThan(3)
  })

  test('when form JSON lacks or breaks parser keys, then they get the designer defaults and the rest is kept', () => {
    const fixed = JSON.parse(withParserDefaults(JSON.stringify({ classJson: null, className: 'x', fields: [{ a: 1 }], labelWidth: 120, size: 'small' })))
    expect(fixed).toMatchObject({ classJson: '', className: [], fields: [{ a: 1 }], labelWidth: 120, size: 'small', formStyle: '' })
    expect(withParserDefaults('')).toBe('')
    expect(withParserDefaults('not json')).toBe('not json')
    expect(withParserDefaults('[1]')).toBe('[1]')
  })
})

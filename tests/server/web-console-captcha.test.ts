// The login captcha of the JNPF 3.6 web console: getConfig tells whether sysconfig enables it, ImageCode draws a
// code kept 300 s under the client's key, and Login checks code + timestamp once.
import { aes, call, createTestApp, dialects, form, get, type TestApp } from './helpers/app'

describe.each(dialects)('web console captcha on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })

  const setConfig = async (key: string, value: string) => {
    const db = t.app.ctx.db
    await db.deleteFrom('baseSysConfig').where('key', '=', key).execute()
    await db.insertInto('baseSysConfig').values({ key, value }).execute()
  }

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
    // the password forms' image: 4 characters under the same store
    const pwd = await call(t, { method: 'GET', url: '/api/file/ImageCode/0.42' })
    expect(pwd.headers['content-type']).toMatch(/^image\/svg\+xml/)
    expect((await t.app.ctx.db.selectFrom('loginTicket').select('value').where('id', '=', 'captcha:0.42').executeTakeFirstOrThrow()).value).toMatch(/^[A-Z0-9]{4}$/)
    for (const bad of ['/api/file/ImageCode/a%20b', '/api/oauth/ImageCode/99/1', '/api/oauth/ImageCode/0/1', '/api/oauth/ImageCode/x/1', '/api/oauth/ImageCode/4/a%20b', `/api/oauth/ImageCode/4/${'9'.repeat(60)}`]) {
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
})

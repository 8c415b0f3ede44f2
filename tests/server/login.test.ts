// Stories of signing in and out: both password wire forms, wrong passwords, the captcha and the lock of a guessing
// client, disabled accounts, token expiry and revocation. Wrong passwords come from their own client addresses, so
// what they cost stays with those clients (security-login.test.ts has the attacks).
import { aes, call, createTestApp, dialects, form, get, login, md5, type TestApp } from './helpers/app'

describe.each(dialects)('login on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })

  const tryLogin = (account: string, password: string, prefix = '/H5Api') =>
    form(t, `${prefix}/api/oauth/Login`, { account, password, grant_type: 'password' })
  /** a login from the client at `ip`, with the image captcha when `code` is given */
  const tryFrom = (ip: string, account: string, password: string, captcha: Record<string, string> = {}) => call(t, {
    method: 'POST', url: '/H5Api/api/oauth/Login', remoteAddress: ip,
    payload: new URLSearchParams({ account, password, grant_type: 'password', ...captcha }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' }
  })
  /** draws a captcha image and reads its code, as a person reads the picture */
  const captcha = async (key: string) => {
    await call(t, { method: 'GET', url: `/api/oauth/ImageCode/4/${key}` })
    const row = await t.app.ctx.db.selectFrom('loginTicket').select('value').where('id', '=', `captcha:${key}`).executeTakeFirstOrThrow()
    return { code: row.value, timestamp: key }
  }

  test('when a user logs in with the md5 form, then a bearer token opens CurrentUser', async () => {
    const r = await tryLogin('zhanghua', md5())
    expect(r).toMatchObject({ status: 200, code: 200 })
    expect(r.data.token).toMatch(/^bearer [A-Za-z0-9_-]{40,}$/)
    const me = await get(t, '/H5Api/api/oauth/CurrentUser?type=app', r.data.token)
    expect(me.code).toBe(200)
    expect(me.data.userInfo.userAccount).toBe('zhanghua')
  })

  test('when a 3.6 web client sends the AES form at the root path with jnpf-origin pc, then it logs in too', async () => {
    const r = await call(t, {
      method: 'POST', url: '/api/oauth/Login', headers: { 'content-type': 'application/x-www-form-urlencoded', 'jnpf-origin': 'pc' },
      payload: new URLSearchParams({ account: 'songwenbo', password: aes(), grant_type: 'password' }).toString()
    })
    expect(r.code).toBe(200)
    // the token works without the bearer prefix as well
    const bare = r.data.token.replace(/^bearer /, '')
    expect((await get(t, '/api/oauth/CurrentUser', bare)).code).toBe(200)
  })

  test('when the credentials come in the query string, then login works as JNPF allows', async () => {
    const r = await call(t, { method: 'POST', url: `/H5Api/api/oauth/Login?account=huangwei&password=${md5()}&grant_type=password` })
    expect(r.code).toBe(200)
  })

  test('when the JNPF app tests a login with GET /api/oauth, then it gets the login answer and the same refusals', async () => {
    const r = await call(t, { method: 'GET', url: `/H5Api/api/oauth?account=huangwei&password=${md5()}&grant_type=password` })
    expect(r.code).toBe(200)
    expect(r.data.token).toMatch(/^bearer /)
    const wrong = await call(t, { method: 'GET', url: `/H5Api/api/oauth?account=huangwei&password=${md5('nope')}` })
    expect(wrong).toMatchObject({ code: 400, msg: '账户或密码错误' })
    const grant = await call(t, { method: 'GET', url: '/H5Api/api/oauth?account=huangwei&grant_type=weird' })
    expect(grant.code).toBe(400)
  })

  test('when the password is wrong, then the answer says only that; after three the captcha is asked for', async () => {
    const ip = '10.1.0.1'
    const r = await tryFrom(ip, 'lijun', md5('nope'))
    // no count of tries left: that would tell a stranger the account exists
    expect(r).toMatchObject({ code: 400, msg: '账户或密码错误' })
    expect((await tryFrom(ip, 'lijun', 'not-hex-at-all')).msg).toBe('账户或密码错误')
    // an AES value that does not decrypt is simply a wrong password
    expect((await tryFrom(ip, 'lijun', 'ab'.repeat(48))).msg).toBe('账户或密码错误')
    expect((await tryFrom(ip, 'lijun', md5())).msg).toBe('请输入验证码')
    expect((await get(t, '/api/oauth/getConfig/lijun')).data.enableVerificationCode).toBe(0) // another client is not asked
    expect((await tryFrom(ip, 'lijun', md5(), await captcha('0.101'))).code).toBe(200) // success resets the count
    expect((await tryFrom(ip, 'lijun', md5('x'))).msg).toBe('账户或密码错误')
  })

  test('when an unknown account logs in, then the same message as a wrong password is given', async () => {
    expect(await tryLogin('nobody', md5())).toMatchObject({ code: 400, msg: '账户或密码错误' })
    expect(await tryLogin('', md5())).toMatchObject({ code: 400, msg: '请输入账户' })
  })

  test('when five wrong passwords come from one client, then that client is locked out of the account for 10 minutes, even with the right password', async () => {
    const ip = '10.1.0.2'
    for (let i = 0; i < 3; i++) await tryFrom(ip, 'wangfang', md5('bad'))
    expect((await tryFrom(ip, 'wangfang', md5('bad'), await captcha('0.201'))).msg).toBe('账户或密码错误')
    expect((await tryFrom(ip, 'wangfang', md5('bad'), await captcha('0.202'))).msg).toBe('密码错误次数过多，请10分钟后再试')
    expect(await tryFrom(ip, 'wangfang', md5(), await captcha('0.203'))).toMatchObject({ code: 400, msg: '密码错误次数过多，请10分钟后再试' })
    t.clock.advance(4 * 60000)
    expect((await tryFrom(ip, 'wangfang', md5())).msg).toBe('密码错误次数过多，请6分钟后再试')
    // the account is not locked: from another client its user gets in (with the captcha: it was guessed at)
    expect((await tryFrom('10.1.0.3', 'wangfang', md5(), await captcha('0.204'))).code).toBe(200)
    t.clock.advance(6 * 60000 + 1)
    expect((await tryFrom(ip, 'wangfang', md5())).code).toBe(200)
  })

  test('when admin is guessed at many times, then only the guessing client is shut out of it', async () => {
    const ip = '10.1.0.4'
    for (let i = 0; i < 3; i++) expect((await tryFrom(ip, 'admin', md5('bad'))).msg).toBe('账户或密码错误')
    for (let i = 0; i < 3; i++) await tryFrom(ip, 'admin', md5('bad'), await captcha(`0.30${i}`))
    expect((await tryFrom(ip, 'admin', md5(), await captcha('0.310'))).msg).toMatch(/^密码错误次数过多/)
    expect((await tryFrom('10.1.0.5', 'admin', md5(), await captcha('0.311'))).code).toBe(200)
    t.clock.advance(10 * 60000 + 1)
  })

  test('when a disabled user logs in, then the answer says the account is disabled', async () => {
    expect(await tryLogin('wudawei', md5())).toMatchObject({ code: 400, msg: '账号已被禁用，请联系管理员' })
  })

  test('when someone hammers the login, then more than 10 tries a minute are refused', async () => {
    let last = await tryLogin('qinlei', md5('x'))
    for (let i = 0; i < 10; i++) last = await tryLogin('qinlei', md5('x'))
    expect(last.code).toBe(400)
    expect(last.msg).toMatch(/^登录尝试过于频繁，请\d+秒后再试$/)
    // the root mount (a 3.6 web client) counts against the same allowance
    expect((await tryLogin('qinlei', md5(), '')).msg).toMatch(/^登录尝试过于频繁/)
    t.clock.advance(61_000)
  })

  test('when the token is missing, wrong, expired or revoked, then code 600 comes back', async () => {
    expect(await get(t, '/H5Api/api/oauth/CurrentUser?type=app')).toMatchObject({ status: 200, code: 600, msg: '登录过期,请重新登录' })
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', 'bearer forged')).code).toBe(600)
    const token = await login(t, 'hexiaoyan')
    t.clock.advance(12 * 3600_000 + 1000)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', token)).code).toBe(600)
    const fresh = await login(t, 'hexiaoyan')
    expect((await get(t, '/H5Api/api/oauth/Logout', fresh))).toMatchObject({ code: 200, msg: '注销成功' })
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', fresh)).code).toBe(600)
  })

  test('when another grant type is asked for, then the answer names it', async () => {
    const r = await form(t, '/H5Api/api/oauth/Login', { account: 'admin', password: md5(), grant_type: 'magic' })
    expect(r).toMatchObject({ code: 400, msg: '不支持的登录方式 grant_type=magic' })
  })

  test('when a 3.6 client asks for login config, then it gets the JNPF shapes', async () => {
    expect((await get(t, '/api/oauth/getConfig/admin')).data).toEqual({ enableVerificationCode: 0, verificationCodeNumber: 4 })
    const lc = await get(t, '/api/oauth/getLoginConfig')
    expect(lc.data).toMatchObject({ redirect: false, ticketParams: 'jnpf_ticket', socialsList: [] })
    const sys = await get(t, '/api/system/SysConfig')
    expect(sys.data).toMatchObject({ sysName: '公路建设云平台', sysVersion: '3.3.5' })
    expect(sys.data.passwordErrorsNumber).toBeUndefined()
    const token = await login(t, 'guoqing')
    expect((await call(t, { method: 'POST', url: '/api/oauth/updatePasswordMessage', token })).code).toBe(200)
  })

  test('when an administrator disables a user, then their live tokens answer 600; a lock by wrong passwords keeps them', async () => {
    const locked = await login(t, 'dengli')
    const disabled = await login(t, 'yuanhao')
    const setMark = (account: string, enabledMark: number) =>
      t.app.ctx.db.updateTable('baseUser').set({ enabledMark, unlockTime: enabledMark === 2 ? t.clock.now() + 600_000 : null }).where('account', '=', account).execute()
    await setMark('dengli', 2)
    await setMark('yuanhao', 0)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', locked)).code).toBe(200)
    expect(await get(t, '/H5Api/api/oauth/CurrentUser?type=app', disabled)).toMatchObject({ code: 600, msg: '登录过期,请重新登录' })
    expect((await get(t, '/H5Api/api/oauth/project-data', disabled)).code).toBe(600)
    await setMark('yuanhao', 1)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', disabled)).code).toBe(200)
  })

  test('when a user cancels the account with the wrong password, nothing changes; with the right one it is disabled', async () => {
    const token = await login(t, 'tianye')
    expect(await form(t, '/H5Api/api/oauth/logoutCurrentUser', { password: md5('wrong') }, token)).toMatchObject({ code: 400, msg: '密码错误，账号未注销' })
    expect((await form(t, '/H5Api/api/oauth/logoutCurrentUser', {}, token)).code).toBe(400)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', token)).code).toBe(200)
    expect((await form(t, '/H5Api/api/oauth/logoutCurrentUser', { password: md5() }, token)).code).toBe(200)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', token)).code).toBe(600)
    expect((await tryLogin('tianye', md5())).msg).toBe('账号已被禁用，请联系管理员')
  })
})

// Attacks on the password login, as a stranger would run them: locking everybody out by guessing, telling real
// accounts from made-up ones, guessing past the captcha; and the administrator's unlock of a shut-out client.
import { call, createTestApp, dialects, get, login, md5, send, type Answer, type TestApp } from './helpers/app'

describe.each(dialects)('login attacks on %s', (dialect) => {
  let t: TestApp
  let next = 0
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })
  // every story gets clients of its own, so what one costs does not leak into the next
  const client = () => `198.51.100.${++next}`

  const tryFrom = (ip: string, account: string, password: string, extra: Record<string, string> = {}) => call(t, {
    method: 'POST', url: '/H5Api/api/oauth/Login', remoteAddress: ip,
    payload: new URLSearchParams({ account, password, grant_type: 'password', ...extra }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' }
  })
  const configFor = (ip: string, account: string) => call(t, { method: 'GET', url: `/H5Api/api/oauth/getConfig/${account}`, remoteAddress: ip })
  /** draws a captcha image as the client at `ip` would, and reads its code as a person reads the picture */
  const captcha = async (ip: string, key: string) => {
    await call(t, { method: 'GET', url: `/H5Api/api/oauth/ImageCode/4/${key}`, remoteAddress: ip })
    const row = await t.app.ctx.db.selectFrom('loginTicket').select('value').where('id', '=', `captcha:${key}`).executeTakeFirstOrThrow()
    return { code: row.value, timestamp: key }
  }
  const shape = (a: Answer) => ({ status: a.status, code: a.code, msg: a.msg, keys: Object.keys(JSON.parse(a.raw)).sort() })

  test('when a stranger sends five wrong passwords for every account at once, then every user still logs in from their own device', async () => {
    const staff = (await t.app.ctx.db.selectFrom('baseUser').select('account').where('enabledMark', '=', 1)
      .where('account', '<>', 'admin').execute()).map((u) => u.account)
    expect(staff.length).toBeGreaterThanOrEqual(30)
    const attacker = client()
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(staff.map((account) => tryFrom(attacker, account, md5(`guess-${round}`))))
      expect(answers.every((a) => a.code === 400)).toBe(true)
    }
    for (const account of staff) {
      const r = await tryFrom(client(), account, md5())
      expect({ account, code: r.code, msg: r.code === 200 ? '' : r.msg }).toEqual({ account, code: 200, msg: '' })
    }
    const locked = await t.app.ctx.db.selectFrom('baseUser').select('account').where('enabledMark', '=', 2).execute()
    expect(locked).toEqual([])
    // the stranger is the one slowed down: its logins now need the captcha, even for a password it got right
    expect((await tryFrom(attacker, staff[0], md5())).msg).toBe('请输入验证码')
  })

  test('when an unknown account and a wrong password are tried, then the answers cannot be told apart, lock included', async () => {
    const a = client()
    const b = client()
    for (let i = 1; i <= 3; i++) {
      const known = await tryFrom(a, 'zhaoqiang', md5(`wrong-${i}`))
      const unknown = await tryFrom(b, 'zhaoqiang-nobody', md5(`wrong-${i}`))
      expect(shape(known)).toEqual(shape(unknown))
      expect(known.msg).toBe('账户或密码错误')
    }
    expect(shape(await configFor(a, 'zhaoqiang'))).toEqual(shape(await configFor(b, 'zhaoqiang-nobody')))
    expect((await configFor(a, 'zhaoqiang')).data).toEqual((await configFor(b, 'zhaoqiang-nobody')).data)
    for (let i = 4; i <= 5; i++) {
      const known = await tryFrom(a, 'zhaoqiang', md5(`wrong-${i}`), await captcha(a, `0.4${i}1`))
      const unknown = await tryFrom(b, 'zhaoqiang-nobody', md5(`wrong-${i}`), await captcha(b, `0.4${i}2`))
      expect(shape(known)).toEqual(shape(unknown))
    }
    const known = await tryFrom(a, 'zhaoqiang', md5(), await captcha(a, '0.461'))
    expect(known.msg).toBe('密码错误次数过多，请10分钟后再试')
    expect(shape(known)).toEqual(shape(await tryFrom(b, 'zhaoqiang-nobody', md5(), await captcha(b, '0.462'))))
    // a disabled account says so only to someone who knows its password
    const c = client()
    expect(shape(await tryFrom(c, 'wudawei', md5('wrong')))).toEqual(shape(await tryFrom(c, 'wudawei-nobody', md5('wrong'))))
    expect((await tryFrom(client(), 'wudawei', md5())).msg).toBe('账号已被禁用，请联系管理员')
  })

  test('when a client has three wrong passwords, then it must bring the captcha, and a right one lets it in', async () => {
    const ip = client()
    for (let i = 0; i < 3; i++) expect((await tryFrom(ip, 'huangwei', md5('nope'))).msg).toBe('账户或密码错误')
    // the JNPF clients ask getConfig whether to show the picture: yes for this client, no for another
    expect((await configFor(ip, 'huangwei')).data).toEqual({ enableVerificationCode: 1, verificationCodeNumber: 4 })
    expect((await configFor(client(), 'huangwei')).data).toEqual({ enableVerificationCode: 0, verificationCodeNumber: 4 })
    expect(await tryFrom(ip, 'huangwei', md5())).toMatchObject({ code: 400, msg: '请输入验证码' })
    const { code, timestamp } = await captcha(ip, '0.51')
    const wrong = code === 'AAAA' ? 'BBBB' : 'AAAA'
    expect((await tryFrom(ip, 'huangwei', md5(), { code: wrong, timestamp })).msg).toMatch(/^验证码错误/)
    // a captcha refusal is no password try: the count stays where it was
    const right = await captcha(ip, '0.52')
    const r = await tryFrom(ip, 'huangwei', md5(), right)
    expect(r.code).toBe(200)
    expect(r.data.token).toMatch(/^bearer /)
    // the captcha is used up, and a success forgets the client's failures on the account
    expect((await tryFrom(ip, 'huangwei', md5(), right)).code).toBe(200)
    expect((await configFor(ip, 'huangwei')).data.enableVerificationCode).toBe(0)
    // WeChatBinding checks a password too: it is no way around the captcha
    t.clock.advance(61_000) // past the per-minute limit of tries
    for (let i = 0; i < 3; i++) await tryFrom(ip, 'huangwei', md5('nope'))
    const bind = await call(t, {
      method: 'POST', url: '/H5Api/api/oauth/WeChatBinding', remoteAddress: ip,
      payload: { account: 'huangwei', password: md5('still-guessing'), ticket: 'some-ticket' }
    })
    expect(bind.msg).toBe('请输入验证码')
  })

  test('when a client is locked out of an account, then an administrator unlocks it, and the unlock is logged', async () => {
    const ip = client()
    for (let i = 0; i < 3; i++) await tryFrom(ip, 'dengli', md5('bad'))
    for (let i = 0; i < 2; i++) await tryFrom(ip, 'dengli', md5('bad'), await captcha(ip, `0.6${i}`))
    expect((await tryFrom(ip, 'dengli', md5(), await captcha(ip, '0.62'))).msg).toMatch(/^密码错误次数过多/)
    // the account itself is open: its user logs in from another device (with the captcha, since it was guessed at)
    // and may not unlock anything
    const elsewhere = client()
    const own = (await tryFrom(elsewhere, 'dengli', md5(), await captcha(elsewhere, '0.63'))).data.token
    const user = await t.app.ctx.db.selectFrom('baseUser').select('id').where('account', '=', 'dengli').executeTakeFirstOrThrow()
    expect((await send(t, 'PUT', `/api/permission/Users/${user.id}/Actions/unlock`, undefined, own)).code).not.toBe(200)
    const admin = await login(t, 'admin')
    const unlocked = await send(t, 'PUT', `/api/permission/Users/${user.id}/Actions/unlock`, undefined, admin)
    expect(unlocked).toMatchObject({ code: 200, msg: '解除锁定成功' })
    const log = await t.app.ctx.db.selectFrom('baseSyslog').selectAll().where('objectId', '=', user.id).where('type', '=', '解锁').execute()
    expect(log).toHaveLength(1)
    expect((await tryFrom(ip, 'dengli', md5())).code).toBe(200)
    expect((await send(t, 'PUT', `/api/permission/Users/${user.id}/Actions/unlock`, undefined, admin)).msg).toBe('该用户未被锁定')
    expect((await get(t, '/api/oauth/getConfig/dengli')).data.enableVerificationCode).toBe(0)
  })
})

// Attacks on sessions and one-time secrets: guessing bursts against the lock, a spoofed client IP against the
// login limit, racing QR confirmations, HEAD requests burning one-time tickets, sniffable uploads.
import { loadConfig } from '../../server/src/config'
import { call, createTestApp, dialects, form, get, login, md5, multipart, type TestApp } from './helpers/app'

const liveTokens = async (t: TestApp, userId: string, origin: string) =>
  (await t.app.ctx.db.selectFrom('authToken').select('id').where('userId', '=', userId).where('origin', '=', origin)
    .where('revokedAt', 'is', null).execute()).length

describe.each(dialects)('session security on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect) })
  afterAll(async () => { await t.close() })
  const tryLogin = (account: string, password: string, ip?: string) => call(t, {
    method: 'POST', url: '/H5Api/api/oauth/Login', payload: new URLSearchParams({ account, password, grant_type: 'password' }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(ip ? { 'x-forwarded-for': ip } : {}) }
  })

  test('when X-Forwarded-For changes on every try, then the login limit still holds (no proxy is trusted by default)', async () => {
    const answers = []
    for (let i = 0; i < 12; i++) answers.push(await tryLogin('admin', md5('guess'), `10.0.${i}.1`))
    // one client whatever the header says: after three wrong passwords it needs the captcha, after ten tries it waits
    expect(answers.slice(0, 3).map((a) => a.msg)).toEqual(Array(3).fill('账户或密码错误'))
    expect(answers.slice(3, 10).map((a) => a.msg)).toEqual(Array(7).fill('请输入验证码'))
    expect(answers[11].msg).toMatch(/^登录尝试过于频繁/)
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true)
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/)
    t.clock.advance(61_000)
  })

  test('when two devices confirm the same QR ticket at once, then one wins and no stray token stays valid', async () => {
    const ticket = (await get(t, '/H5Api/api/oauth/getTicket')).data as string
    const app = await login(t, 'songwenbo')
    const answers = await Promise.all([0, 1, 2].map(() => get(t, `/H5Api/api/oauth/confirmLogin/${ticket}`, app)))
    expect(answers.map((a) => a.code).sort()).toEqual([200, 400, 400])
    expect(answers.filter((a) => a.code === 400).map((a) => a.msg)).toEqual(['该二维码已被使用', '该二维码已被使用'])
    expect(await liveTokens(t, 'u-songwenbo', 'pc')).toBe(1)
    const polled = (await get(t, `/H5Api/api/oauth/getTicketStatus/${ticket}`)).data
    expect(polled.status).toBe(1)
    expect((await get(t, '/api/oauth/CurrentUser', polled.value)).code).toBe(200)
  })

  test('a QR ticket cannot be confirmed after a cancel, nor polled twice, nor used as a WeChat binding ticket', async () => {
    const app = await login(t, 'guoqing')
    const cancelled = (await get(t, '/H5Api/api/oauth/getTicket')).data as string
    expect((await get(t, `/H5Api/api/oauth/setCodeCertificateStatus/${cancelled}/-1`, app)).code).toBe(200)
    expect(await get(t, `/H5Api/api/oauth/confirmLogin/${cancelled}`, app)).toMatchObject({ code: 400, msg: '该二维码已被使用' })
    expect((await get(t, `/H5Api/api/oauth/getTicketStatus/${cancelled}`)).data.status).toBe(3)
    expect((await get(t, `/H5Api/api/oauth/getTicketStatus/${cancelled}`)).data.status).toBe(5)
    const qr = (await get(t, '/H5Api/api/oauth/getTicket')).data as string
    const bind = await form(t, '/H5Api/api/oauth/Login', { account: 'guoqing', password: md5(), jnpf_ticket: qr })
    expect(bind).toMatchObject({ code: 400, msg: '微信绑定已过期，请重新进入小程序后再绑定' })
    // the browser's ticket survives the misuse
    expect((await get(t, `/H5Api/api/oauth/getTicketStatus/${qr}`)).data.status).toBe(2)
    expect(await t.app.ctx.db.selectFrom('baseSocialsUsers').selectAll().where('userId', '=', 'u-guoqing').execute()).toEqual([])
  })

  test('a HEAD request neither burns a one-time download ticket nor a bill number', async () => {
    const token = await login(t, 'zhouqiang')
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/document', token, ...multipart('a.txt', Buffer.from('plan')) })
    const d = await get(t, `/H5Api/api/file/Download/document/${up.data.name}`, token)
    await call(t, { method: 'HEAD', url: `/H5Api${d.data.url}` })
    expect((await call(t, { method: 'GET', url: `/H5Api${d.data.url}` })).raw).toBe('plan')
    const bill = '/H5Api/api/system/BillRule/BillNumber/hiddenDangerNo'
    const first = (await get(t, bill, token)).data as string
    await call(t, { method: 'HEAD', url: bill, token })
    const second = (await get(t, bill, token)).data as string
    expect(Number(second.slice(-4))).toBe(Number(first.slice(-4)) + 1)
  })

  test('uploaded bytes are served with nosniff, so a .txt holding HTML stays text', async () => {
    const token = await login(t, 'zhouqiang')
    const up = await call(t, { method: 'POST', url: '/H5Api/api/file/Uploader/annex', token, ...multipart('x.txt', Buffer.from('<script>alert(1)</script>')) })
    const img = await call(t, { method: 'GET', url: `/H5Api${up.data.url}` })
    expect(img.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(img.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe.each(dialects)('the account lock under a burst on %s', (dialect) => {
  let t: TestApp
  beforeAll(async () => { t = await createTestApp(dialect, { LOGIN_RATE_LIMIT: '1000' }) })
  afterAll(async () => { await t.close() })

  test('when eight wrong passwords arrive at once, then at most three are checked and the rest must bring the captcha', async () => {
    const burst = await Promise.all(Array.from({ length: 8 }, () =>
      form(t, '/H5Api/api/oauth/Login', { account: 'lijun', password: md5('guess'), grant_type: 'password' })))
    expect(burst.every((r) => r.code === 400)).toBe(true)
    // each try is claimed in one statement before its password is looked at, so the burst cannot all slip through;
    // a try is counted on three keys (the pair, the client, the account) one after another, so under a burst one may
    // meet another key's threshold first and fewer than three get checked: never more
    const checked = burst.filter((r) => r.msg === '账户或密码错误').length
    expect(checked).toBeGreaterThanOrEqual(1)
    expect(checked).toBeLessThanOrEqual(3)
    expect(burst.filter((r) => r.msg === '请输入验证码')).toHaveLength(8 - checked)
    const row = await t.app.ctx.db.selectFrom('loginFailure').selectAll().where('account', '=', 'lijun').where('client', '<>', '').executeTakeFirstOrThrow()
    expect(Number(row.failures)).toBe(checked)
    // the account itself stays open
    const user = await t.app.ctx.db.selectFrom('baseUser').select('enabledMark').where('account', '=', 'lijun').executeTakeFirstOrThrow()
    expect(Number(user.enabledMark)).toBe(1)
    // the tries the burst left unused are still one each; then even the right password must bring the captcha
    for (let i = checked; i < 3; i++) {
      expect((await form(t, '/H5Api/api/oauth/Login', { account: 'lijun', password: md5('guess'), grant_type: 'password' })).msg).toBe('账户或密码错误')
    }
    expect((await form(t, '/H5Api/api/oauth/Login', { account: 'lijun', password: md5(), grant_type: 'password' })).msg).toBe('请输入验证码')
  })
})

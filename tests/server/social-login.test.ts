// QR login end to end, SMS-code login through a capturing sender, and WeChat mini-program login against a
// local fake WeChat server that speaks code2Session.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTestApp, dialects, form, get, login, md5, type TestApp } from './helpers/app'

function fakeWechat(openids: Record<string, string>) {
  const seen: string[] = []
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    seen.push(url.pathname + url.search)
    const code = url.searchParams.get('js_code') ?? ''
    const ok = url.pathname === '/sns/jscode2session' && url.searchParams.get('appid') === 'wxtest' &&
      url.searchParams.get('secret') === 'sekret' && url.searchParams.get('grant_type') === 'authorization_code'
    const body = !ok ? { errcode: 40013, errmsg: 'invalid appid' }
      : code === 'busy' ? { errcode: 45011, errmsg: 'api minute-quota reach limit' }
        : openids[code] ? { openid: openids[code], session_key: 'SECRET_SESSION_KEY' } : { errcode: 40029, errmsg: 'invalid code' }
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(body))
  })
  return { server, seen }
}

describe.each(dialects)('QR, SMS and WeChat login on %s', (dialect) => {
  let t: TestApp
  const wx = fakeWechat({ c1: 'openid-1', c2: 'openid-1', c3: 'openid-1', c4: 'openid-2', c5: 'openid-2' })
  beforeAll(async () => {
    await new Promise<void>((r) => wx.server.listen(0, '127.0.0.1', r))
    const port = (wx.server.address() as AddressInfo).port
    t = await createTestApp(dialect, { WECHAT_API_BASE: `http://127.0.0.1:${port}`, WECHAT_APPID: 'wxtest', WECHAT_SECRET: 'sekret' })
  })
  afterAll(async () => {
    await t.close()
    await new Promise((r) => wx.server.close(r))
  })

  test('QR: the browser polls, the app confirms, the browser receives a new token of that user', async () => {
    const tk = await get(t, '/H5Api/api/oauth/getTicket')
    expect(Number(tk.msg)).toBeGreaterThan(t.clock.now())
    const ticket = tk.data as string
    expect(JSON.parse(JSON.stringify({ t: 'login', id: ticket })).id).toBe(ticket)
    expect((await get(t, `/H5Api/api/oauth/getTicketStatus/${ticket}`)).data).toMatchObject({ status: 2, value: '' })
    const app = await login(t, 'songwenbo')
    expect((await get(t, `/H5Api/api/oauth/setCodeCertificateStatus/${ticket}/1`, app)).code).toBe(200)
    expect((await get(t, `/H5Api/api/oauth/getTicketStatus/${ticket}`)).data.status).toBe(2)
    expect((await get(t, `/H5Api/api/oauth/confirmLogin/${ticket}`)).code).toBe(600)
    expect((await get(t, `/H5Api/api/oauth/confirmLogin/${ticket}`, app)).code).toBe(200)
    const done = (await get(t, `/H5Api/api/oauth/getTicketStatus/${ticket}`)).data
    expect(done.status).toBe(1)
    expect(done.value).not.toBe(app)
    expect((await get(t, '/api/oauth/CurrentUser', done.value)).data.userInfo.userAccount).toBe('songwenbo')
    // final statuses are answered once, then the ticket is gone
    expect((await get(t, `/H5Api/api/oauth/getTicketStatus/${ticket}`)).data.status).toBe(5)
    expect((await get(t, `/H5Api/api/oauth/confirmLogin/${ticket}`, app)).code).toBe(400)
  })

  test('QR: cancel gives status 3 with a message; expired tickets are 5; bad status values are refused', async () => {
    const app = await login(t, 'guoqing')
    const ticket = (await get(t, '/H5Api/api/oauth/getTicket')).data
    expect((await get(t, `/H5Api/api/oauth/setCodeCertificateStatus/${ticket}/7`, app)).code).toBe(400)
    expect((await get(t, `/H5Api/api/oauth/setCodeCertificateStatus/${ticket}/-1`, app)).code).toBe(200)
    expect((await get(t, `/H5Api/api/oauth/getTicketStatus/${ticket}`)).data).toMatchObject({ status: 3, value: '已取消登录' })
    const old = (await get(t, '/H5Api/api/oauth/getTicket')).data
    t.clock.advance(5 * 60000 + 1)
    expect((await get(t, `/H5Api/api/oauth/getTicketStatus/${old}`)).data.status).toBe(5)
    expect((await get(t, `/H5Api/api/oauth/confirmLogin/${old}`, await login(t, 'guoqing'))).msg).toBe('二维码已失效，请刷新后重新扫码')
    expect((await get(t, '/H5Api/api/oauth/getTicketStatus/bad%20ticket')).code).toBe(400)
  })

  test('SMS: a code goes through the sender and logs the user in once', async () => {
    expect((await get(t, '/H5Api/api/oauth/getSmsCode?mobile=12345')).msg).toBe('请输入正确的手机号')
    expect((await get(t, '/H5Api/api/oauth/getSmsCode?mobile=13912345678')).msg).toBe('该手机号未注册')
    expect((await get(t, '/H5Api/api/oauth/getSmsCode')).code).toBe(400)
    expect((await get(t, '/H5Api/api/oauth/getSmsCode?mobile=13800000111')).code).toBe(200)
    expect(t.sms).toHaveLength(1)
    expect((await get(t, '/H5Api/api/oauth/getSmsCode?mobile=13800000111')).msg).toMatch(/^验证码已发送，请\d+秒后再试$/)
    const { code } = t.sms[0]
    expect(code).toMatch(/^\d{6}$/)
    const wrong = code === '000000' ? '111111' : '000000'
    expect((await form(t, '/H5Api/api/oauth/Login/sms', { mobile: '13800000111', code: wrong })).msg).toBe('验证码错误')
    const r = await form(t, '/H5Api/api/oauth/Login/sms', { mobile: '13800000111', code })
    expect(r.code).toBe(200)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', r.data.token)).data.userInfo.userAccount).toBe('zhanghua')
    expect((await form(t, '/H5Api/api/oauth/Login/sms', { mobile: '13800000111', code })).msg).toBe('请先获取验证码')
  })

  test('SMS: five wrong codes void the code; an expired code is refused', async () => {
    t.clock.advance(61_000)
    await get(t, '/H5Api/api/oauth/getSmsCode?mobile=13800000112')
    const { code } = t.sms[t.sms.length - 1]
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) expect((await form(t, '/H5Api/api/oauth/Login/sms', { mobile: '13800000112', code: wrong })).msg).toBe('验证码错误')
    expect((await form(t, '/H5Api/api/oauth/Login/sms', { mobile: '13800000112', code: wrong })).msg).toBe('验证码错误次数过多，请重新获取')
    expect((await form(t, '/H5Api/api/oauth/Login/sms', { mobile: '13800000112', code })).code).toBe(400)
    t.clock.advance(61_000)
    await get(t, '/H5Api/api/oauth/getSmsCode?mobile=13800000112')
    t.clock.advance(5 * 60000 + 1)
    expect((await form(t, '/H5Api/api/oauth/Login/sms', { mobile: '13800000112', code: t.sms[t.sms.length - 1].code })).msg).toBe('验证码已过期，请重新获取')
  })

  test('WeChat: unbound gets a ticket, binding logs in, later the code alone logs in', async () => {
    const first = await get(t, '/H5Api/api/oauth/GetWechatUserInfoByCode?code=c1')
    expect(first.data).toEqual({ bound: false, ticket: expect.any(String) })
    expect(JSON.stringify(first.data)).not.toContain('SECRET_SESSION_KEY')
    expect((await form(t, '/H5Api/api/oauth/Login/socials', { source: 'wechat_applets', code: 'c2' })).msg).toBe('微信账号未绑定')
    expect((await form(t, '/H5Api/api/oauth/WeChatBinding', { account: 'huangwei', password: md5('bad'), ticket: first.data.ticket })).code).toBe(400)
    const bound = await form(t, '/H5Api/api/oauth/WeChatBinding', { account: 'huangwei', password: md5(), ticket: first.data.ticket })
    expect(bound.code).toBe(200)
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', bound.data.token)).data.userInfo.userAccount).toBe('huangwei')
    const social = await form(t, '/H5Api/api/oauth/Login/socials', { source: 'wechat_applets', code: 'c3' })
    expect(social.code).toBe(200)
    const again = await get(t, '/H5Api/api/oauth/GetWechatUserInfoByCode?code=c3')
    expect(again.data).toEqual({ bound: true, token: expect.stringMatching(/^bearer /) })
    expect(wx.seen.every((u) => u.startsWith('/sns/jscode2session?'))).toBe(true)
  })

  test('WeChat: a password login with jnpf_ticket binds as well; WeChat errors are explained', async () => {
    const pending = (await get(t, '/H5Api/api/oauth/GetWechatUserInfoByCode?code=c4')).data
    const r = await form(t, '/H5Api/api/oauth/Login', { account: 'xuzhiming', password: md5(), grant_type: 'password', jnpf_ticket: pending.ticket })
    expect(r.code).toBe(200)
    expect((await form(t, '/H5Api/api/oauth/Login/socials', { source: 'wechat_applets', code: 'c5' })).code).toBe(200)
    expect((await get(t, '/H5Api/api/oauth/GetWechatUserInfoByCode?code=unknown')).msg).toBe('微信登录凭证(code)无效，请重新登录')
    expect((await get(t, '/H5Api/api/oauth/GetWechatUserInfoByCode?code=busy')).msg).toBe('微信登录过于频繁，请稍后再试')
    expect((await form(t, '/H5Api/api/oauth/Login/socials', { source: 'qq', code: 'c1' })).code).toBe(400)
  })
})

describe('WeChat without configuration', () => {
  test('says it is not configured instead of pretending', async () => {
    const t = await createTestApp('sqlite')
    expect(await get(t, '/H5Api/api/oauth/GetWechatUserInfoByCode?code=x')).toMatchObject({ code: 400, msg: '微信登录未配置' })
    expect((await form(t, '/H5Api/api/oauth/Login/socials', { source: 'wechat_applets', code: 'x' })).msg).toBe('微信登录未配置')
    await t.close()
  })
})

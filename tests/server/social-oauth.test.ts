// Third-party login and binding through a local fake of WeChat's web authorization: the authorize page sends the
// browser back with a code, sns/oauth2/access_token trades it (once) for the openid and unionid, sns/userinfo gives
// the nickname. Login on a ticket, "not bound" then a password login that binds, binding and unbinding in account
// security, and every refusal (bad state, replay, other people's bindings).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createTestApp, dialects, form, get, login, md5, call, type TestApp } from './helpers/app'

const SITE = 'https://site.example'

/** the provider: `nextUser` is who "logs in" on its authorize page */
function fakeProvider() {
  const people: Record<string, { openid: string; unionid: string; nickname: string }> = {
    alice: { openid: 'o-alice', unionid: 'u-alice', nickname: '爱丽丝' },
    bob: { openid: 'o-bob', unionid: 'u-bob', nickname: '鲍勃' }
  }
  const codes = new Map<string, string>()
  const tokens = new Map<string, string>()
  const state = { nextUser: 'alice', seq: 0, exchanges: 0 }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const q = url.searchParams
    const json = (body: object) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify(body)) }
    if (url.pathname === '/connect/qrconnect') {
      if (q.get('appid') !== 'wxopen' || q.get('response_type') !== 'code' || q.get('scope') !== 'snsapi_login') return json({ errcode: 40013 })
      const code = `code-${++state.seq}`
      codes.set(code, state.nextUser)
      const back = new URL(q.get('redirect_uri') ?? '')
      back.searchParams.set('code', code)
      back.searchParams.set('state', q.get('state') ?? '')
      res.statusCode = 302
      res.setHeader('location', back.toString())
      return res.end()
    }
    if (url.pathname === '/sns/oauth2/access_token') {
      state.exchanges++
      if (q.get('appid') !== 'wxopen' || q.get('secret') !== 'opensecret' || q.get('grant_type') !== 'authorization_code') return json({ errcode: 40125, errmsg: 'invalid appsecret' })
      const who = codes.get(q.get('code') ?? '')
      if (!who) return json({ errcode: 40029, errmsg: 'invalid code' })
      codes.delete(q.get('code') ?? '')
      const token = `at-${state.seq}-${who}`
      tokens.set(token, who)
      return json({ access_token: token, expires_in: 7200, refresh_token: 'r', openid: people[who].openid, scope: 'snsapi_login', unionid: people[who].unionid })
    }
    if (url.pathname === '/sns/userinfo') {
      const who = tokens.get(q.get('access_token') ?? '')
      if (!who || people[who].openid !== q.get('openid')) return json({ errcode: 40001, errmsg: 'invalid credential' })
      return json({ ...people[who], headimgurl: '' })
    }
    json({ errcode: 404 })
  })
  return { server, state }
}

/** the browser at the provider: follows its authorize page to our callback; answers where our server sends it */
async function authorizeAndReturn(t: TestApp, authorizeUrl: string, mangle?: (u: URL) => void): Promise<URL> {
  const res = await fetch(authorizeUrl, { redirect: 'manual' })
  const back = new URL(res.headers.get('location') ?? '')
  expect(back.origin + back.pathname).toBe(`${SITE}/api/oauth/Login/socials`)
  mangle?.(back)
  const ours = await call(t, { method: 'GET', url: back.pathname + back.search })
  expect(ours.status).toBe(302)
  return new URL(String(ours.headers.location))
}

describe.each(dialects)('third-party login and binding on %s', (dialect) => {
  const provider = fakeProvider()
  let t: TestApp
  beforeAll(async () => {
    await new Promise<void>((r) => provider.server.listen(0, '127.0.0.1', r))
    const base = `http://127.0.0.1:${(provider.server.address() as AddressInfo).port}`
    t = await createTestApp(dialect, { WECHAT_API_BASE: base, WECHAT_OPEN_BASE: base, WECHAT_OPEN_APPID: 'wxopen', WECHAT_OPEN_SECRET: 'opensecret', PUBLIC_URL: SITE })
  })
  afterAll(async () => {
    await t.close()
    await new Promise((r) => provider.server.close(r))
  })

  const startLogin = async () => {
    const ticket = (await get(t, '/H5Api/api/oauth/getTicket')).data as string
    const render = await get(t, `/H5Api/api/oauth/socials/render/wechat_open?ticket=${ticket}`)
    expect(render.code).toBe(200)
    return { ticket, authorizeUrl: render.data as string }
  }

  /** what the app posts when the user taps an account of the list: all its fields and tenantLogin=true */
  const pick = (account: Record<string, string>, extra: Record<string, string> = {}) =>
    form(t, '/H5Api/api/oauth/Login/socials', { ...account, tenantLogin: 'true', ...extra })

  /** a provider login by `who` on a fresh ticket, up to the account list */
  const listFor = async (who: string) => {
    // a fresh minute for the login rate limit, which counts picks as it counts passwords
    t.clock.advance(61_000)
    provider.state.nextUser = who
    const { ticket, authorizeUrl } = await startLogin()
    await authorizeAndReturn(t, authorizeUrl)
    const answer = (await get(t, `/H5Api/api/oauth/socials/app/callback/wechat_open?uuid=${ticket}`)).data
    return { ticket, answer, accounts: answer.status === 6 ? JSON.parse(answer.value) as Record<string, string>[] : [] }
  }

  test('getLoginConfig lists the configured provider with a render URL for the ticket', async () => {
    const lc = (await get(t, '/H5Api/api/oauth/getLoginConfig')).data
    expect(lc).toMatchObject({ redirect: false, ticketParams: 'jnpf_ticket' })
    expect(lc.socialsList).toEqual([expect.objectContaining({ enname: 'wechat_open', name: '微信', isLatest: true, renderUrl: '/api/oauth/socials/render/wechat_open?ticket=JNPF_TICKET' })])
  })

  test('an unbound identity is said so; a password login with its ticket binds it; the next login lists the account to pick', async () => {
    provider.state.nextUser = 'alice'
    const { ticket, authorizeUrl } = await startLogin()
    const auth = new URL(authorizeUrl)
    expect(auth.pathname).toBe('/connect/qrconnect')
    expect(auth.searchParams.get('redirect_uri')).toBe(`${SITE}/api/oauth/Login/socials?source=wechat_open`)
    const back = await authorizeAndReturn(t, authorizeUrl)
    expect(back.origin + back.pathname).toBe(`${SITE}/pages/login/index`)
    expect(Object.fromEntries(back.searchParams)).toEqual({ source: 'wechat_open', uuid: ticket })

    const unbound = (await get(t, `/H5Api/api/oauth/socials/app/callback/wechat_open?uuid=${ticket}`)).data
    expect(unbound.status).toBe(4)
    expect(JSON.parse(unbound.value)).toEqual({ socialType: 'wechat_open', socialUnionid: '', socialName: '爱丽丝' })
    // the ticket is another provider's: refused; asked again: still waiting for the binding
    expect((await get(t, `/H5Api/api/oauth/socials/app/callback/wechat_mp?uuid=${ticket}`)).code).toBe(400)
    expect((await get(t, `/H5Api/api/oauth/getTicketStatus/${ticket}`)).data.status).toBe(4)

    const bound = await form(t, '/H5Api/api/oauth/Login', { account: 'chengang', password: md5(), grant_type: 'password', jnpf_ticket: ticket })
    expect(bound.code).toBe(200)
    const list = (await get(t, '/H5Api/api/permission/socials/login', bound.data.token)).data
    expect(list).toEqual([expect.objectContaining({ enname: 'wechat_open', entity: expect.objectContaining({ socialType: 'wechat_open', socialName: '爱丽丝' }) })])
    // the ticket was used up by the binding
    expect((await form(t, '/H5Api/api/oauth/Login', { account: 'guoqing', password: md5(), grant_type: 'password', jnpf_ticket: ticket })).code).toBe(400)

    // the next login answers the bound account, JNPF's list; the one tapped is posted back for the token
    const again = await startLogin()
    await authorizeAndReturn(t, again.authorizeUrl)
    const done = (await get(t, `/H5Api/api/oauth/socials/app/callback/wechat_open?uuid=${again.ticket}`)).data
    expect(done.status).toBe(6)
    const accounts = JSON.parse(done.value)
    const chengang = (await get(t, '/H5Api/api/oauth/CurrentUser?type=app', bound.data.token)).data.userInfo
    expect(accounts).toEqual([{
      source: 'wechat_open', ticket: again.ticket, socialName: '爱丽丝', userId: chengang.userId, account: 'chengang',
      accountName: chengang.userName, tenantId: '', tenantName: ''
    }])
    expect(done.value).not.toContain('u-alice')
    const picked = await pick(accounts[0])
    expect([picked.code, picked.msg]).toEqual([200, '登录成功'])
    expect((await get(t, '/H5Api/api/oauth/CurrentUser?type=app', picked.data.token)).data.userInfo.userAccount).toBe('chengang')
    // the ticket is spent: the list is gone and the same post is refused
    expect((await get(t, `/H5Api/api/oauth/socials/app/callback/wechat_open?uuid=${again.ticket}`)).data.status).toBe(5)
    expect((await pick(accounts[0])).msg).toBe('第三方登录已失效，请重新发起')
  })

  test('binding in account security, refused for an identity someone else holds; unbinding only one’s own', async () => {
    const bob = await login(t, 'guoqing')
    provider.state.nextUser = 'bob'
    expect((await get(t, '/H5Api/api/permission/socials/login', bob)).data[0].entity).toBeNull()
    const render = await get(t, '/H5Api/api/permission/socials/render/wechat_open', bob)
    const back = await authorizeAndReturn(t, render.data)
    expect(back.origin + back.pathname).toBe(`${SITE}/pages/my/accountSecurity/index`)
    expect(Object.fromEntries(back.searchParams)).toEqual({ source: 'wechat_open', bindResult: 'ok', msg: '绑定成功' })
    const entity = (await get(t, '/H5Api/api/permission/socials/login', bob)).data[0].entity
    expect(entity).toMatchObject({ socialType: 'wechat_open', socialName: '鲍勃' })
    expect((await get(t, '/H5Api/api/permission/socials/render/wechat_open', bob)).msg).toBe('已绑定微信，请先解绑')

    // alice's WeChat is 陈刚's: another user cannot take it by binding
    const other = await login(t, 'songwenbo')
    provider.state.nextUser = 'alice'
    const refused = await authorizeAndReturn(t, (await get(t, '/H5Api/api/permission/socials/render/wechat_open', other)).data)
    expect(refused.searchParams.get('bindResult')).toBe('fail')
    expect(refused.searchParams.get('msg')).toMatch(/^该微信账号已被.+\/chengang绑定，不能重复绑定$/)

    // nobody unbinds another user's binding, by id or by naming the user
    expect((await call(t, { method: 'DELETE', url: `/H5Api/api/permission/socials/${entity.id}`, token: other })).msg).toBe('该第三方账号未绑定或已解绑')
    const bobUser = (await get(t, '/H5Api/api/oauth/CurrentUser?type=app', bob)).data.userInfo.userId
    expect((await call(t, { method: 'DELETE', url: `/H5Api/api/permission/socials/${entity.id}?userId=${bobUser}`, token: other })).code).toBe(400)
    expect((await get(t, `/H5Api/api/permission/socials?userId=${bobUser}`, other)).code).toBe(400)
    expect((await get(t, '/H5Api/api/permission/socials/login', bob)).data[0].entity).not.toBeNull()
    const gone = await call(t, { method: 'DELETE', url: `/H5Api/api/permission/socials/${entity.id}`, token: bob })
    expect([gone.code, gone.msg]).toEqual([200, '解绑成功'])
    expect((await get(t, '/H5Api/api/permission/socials/login', bob)).data[0].entity).toBeNull()
    expect((await call(t, { method: 'DELETE', url: `/H5Api/api/permission/socials/${entity.id}`, token: bob })).code).toBe(400)
  })

  test('bad input, replays and strangers are refused and change nothing', async () => {
    expect((await get(t, '/H5Api/api/permission/socials/login')).code).toBe(600)
    expect((await get(t, '/H5Api/api/permission/socials/render/wechat_open')).code).toBe(600)
    expect((await call(t, { method: 'DELETE', url: '/H5Api/api/permission/socials/x' })).code).toBe(600)
    expect((await get(t, '/H5Api/api/oauth/socials/render/wechat_open')).code).toBe(400)
    expect((await get(t, '/H5Api/api/oauth/socials/render/wechat_open?ticket=nope')).msg).toBe('登录票据已失效，请重新登录')
    const ticket = (await get(t, '/H5Api/api/oauth/getTicket')).data
    expect((await get(t, `/H5Api/api/oauth/socials/render/github?ticket=${ticket}`)).msg).toBe('未配置该第三方登录方式: github')
    expect((await get(t, `/H5Api/api/oauth/socials/render/Bad%20Source?ticket=${ticket}`)).code).toBe(400)
    expect((await get(t, '/H5Api/api/oauth/socials/app/callback/wechat_open')).code).toBe(400)
    expect((await get(t, '/H5Api/api/oauth/socials/app/callback/wechat_open?uuid=a%20b')).code).toBe(400)

    // a callback with a made-up state, and a real one replayed, go back to login saying so
    const forged = await call(t, { method: 'GET', url: '/api/oauth/Login/socials?source=wechat_open&code=code-1&state=forged' })
    expect(new URL(String(forged.headers.location)).searchParams.get('socialError')).toBe('第三方登录已失效，请重新发起')
    const { ticket: t2, authorizeUrl } = await startLogin()
    const res = await fetch(authorizeUrl, { redirect: 'manual' })
    const back = new URL(res.headers.get('location') ?? '')
    await call(t, { method: 'GET', url: back.pathname + back.search })
    const replay = await call(t, { method: 'GET', url: back.pathname + back.search })
    expect(new URL(String(replay.headers.location)).searchParams.get('socialError')).toBeTruthy()
    expect((await get(t, `/H5Api/api/oauth/socials/app/callback/wechat_open?uuid=${t2}`)).data.status).toBe(6)

    // the user turned the provider down (no code): the ticket says so
    const declined = await startLogin()
    const back2 = await authorizeAndReturn(t, declined.authorizeUrl, (u) => u.searchParams.delete('code'))
    expect(back2.searchParams.get('uuid')).toBe(declined.ticket)
    expect((await get(t, `/H5Api/api/oauth/socials/app/callback/wechat_open?uuid=${declined.ticket}`)).data).toMatchObject({ status: 3, value: '已取消第三方授权' })
    // a state made for another provider does not pass for this one
    const crossed = await startLogin()
    const back3 = await authorizeAndReturn(t, crossed.authorizeUrl, (u) => u.searchParams.set('source', 'wechat_mp'))
    expect(back3.searchParams.get('socialError')).toBeTruthy()
  })

  test('a disabled user bound to the identity is listed, and refused with the reason when picked', async () => {
    const u = (await get(t, '/H5Api/api/oauth/CurrentUser?type=app', await login(t, 'chengang'))).data.userInfo.userId
    await t.app.ctx.db.updateTable('baseUser').set({ enabledMark: 0 }).where('id', '=', u).execute()
    const { accounts } = await listFor('alice')
    expect((await pick(accounts[0])).msg).toBe('账号已被禁用，请联系管理员')
    await t.app.ctx.db.updateTable('baseUser').set({ enabledMark: 1 }).where('id', '=', u).execute()
    // the refusal did not spend the ticket
    expect((await pick(accounts[0])).code).toBe(200)
  })

  test('a picked account is logged in the login log, refusals too', async () => {
    const { accounts } = await listFor('alice')
    t.clock.advance(1)
    const before = t.clock.now()
    await pick(accounts[0], { ticket: 'forged-ticket' })
    expect((await pick(accounts[0])).code).toBe(200)
    const log = await t.app.ctx.db.selectFrom('baseSyslog').select(['type', 'userId', 'abstracts']).where('category', '=', 1)
      .where('createdAt', '>=', before).orderBy('createdAt').execute()
    expect(log.map((r) => [r.type, r.abstracts])).toEqual([['登录失败', '第三方登录已失效，请重新发起'], ['登录成功', '登录成功']])
    expect(log[1].userId).toBe(accounts[0].userId)
  })

  test('forged, mismatched and replayed picks are refused and change nothing', async () => {
    const bob = await login(t, 'guoqing')
    const bobId = (await get(t, '/H5Api/api/oauth/CurrentUser?type=app', bob)).data.userInfo.userId
    const { ticket, accounts } = await listFor('alice')
    const a = accounts[0]
    const refusals: [Record<string, string>, string][] = [
      // another user's account on alice's ticket: neither by id nor by account name
      [{ userId: bobId, account: 'guoqing' }, '该账号未绑定此第三方账号'],
      [{ userId: bobId }, '该账号未绑定此第三方账号'],
      [{ account: 'guoqing' }, '该账号未绑定此第三方账号'],
      [{ source: 'wechat_mp' }, '登录票据与登录方式不符'],
      [{ ticket: 'made-up' }, '第三方登录已失效，请重新发起'],
      [{ ticket: '' }, '请选择要登录的账号'],
      [{ userId: '' }, '请选择要登录的账号']
    ]
    for (const [change, msg] of refusals) {
      const r = await pick(a, change)
      expect([r.code, r.msg]).toEqual([400, msg])
    }
    // a QR ticket, a "not bound" ticket and one still waiting are no account lists
    const qr = (await get(t, '/H5Api/api/oauth/getTicket')).data as string
    expect((await pick(a, { ticket: qr })).msg).toBe('第三方登录已失效，请重新发起')
    const unbound = await listFor('bob')
    expect(unbound.answer.status).toBe(4)
    expect((await pick(a, { ticket: unbound.ticket })).msg).toBe('第三方登录已失效，请重新发起')
    // nothing above spent alice's ticket: it still lists her account
    expect((await get(t, `/H5Api/api/oauth/socials/app/callback/wechat_open?uuid=${ticket}`)).data.status).toBe(6)

  })

  test('picks are counted by the login rate limit as passwords are', async () => {
    const { accounts } = await listFor('alice')
    for (let i = 0; i < 10; i++) expect((await pick(accounts[0], { ticket: `guess-${i}` })).msg).toBe('第三方登录已失效，请重新发起')
    expect((await pick(accounts[0])).msg).toBe('登录尝试过于频繁，请60秒后再试')
    t.clock.advance(61_000)
    expect((await pick(accounts[0])).code).toBe(200)
  })

  test('an account list expires with its ticket', async () => {
    const { accounts } = await listFor('alice')
    expect(accounts).toHaveLength(1)
    t.clock.advance(5 * 60000 + 1)
    expect((await pick(accounts[0])).msg).toBe('第三方登录已失效，请重新发起')
  })

  test('an identity unbound between the provider\'s return and the pick logs nobody in', async () => {
    const { accounts } = await listFor('alice')
    const chengang = await login(t, 'chengang')
    const binding = (await get(t, '/H5Api/api/permission/socials/login', chengang)).data[0].entity
    expect((await call(t, { method: 'DELETE', url: `/H5Api/api/permission/socials/${binding.id}`, token: chengang })).code).toBe(200)
    expect((await pick(accounts[0])).msg).toBe('该账号未绑定此第三方账号')
  })
})

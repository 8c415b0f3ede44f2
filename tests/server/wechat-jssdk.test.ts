// The JS-SDK signature (GET /api/message/wechatopen/getJssdkSinature) against a local fake of WeChat's cgi-bin
// protocol: access_token and jsapi_ticket fetched once and cached across instances, refreshed before they expire,
// a token WeChat no longer accepts replaced; the signature checked on WeChat's own example (JS-SDK appendix 1).
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { createCredentialCache, jsapiSignature, REFRESH_MARGIN_MS } from '../../server/src/modules/wechat-jssdk'
import { createTestApp, dialects, get, login, type TestApp } from './helpers/app'

/** speaks cgi-bin/token and cgi-bin/ticket/getticket; only the latest token it gave out is good */
function fakeWechatMp() {
  const calls = { token: 0, ticket: 0 }
  const state = { token: '', secretOk: true }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const q = url.searchParams
    let body: object
    if (url.pathname === '/cgi-bin/token') {
      calls.token++
      if (q.get('grant_type') !== 'client_credential' || q.get('appid') !== 'wxmp') body = { errcode: 40013, errmsg: 'invalid appid' }
      else if (q.get('secret') !== 'mpsecret' || !state.secretOk) body = { errcode: 40125, errmsg: 'invalid appsecret' }
      else {
        state.token = `token-${calls.token}`
        body = { access_token: state.token, expires_in: 7200 }
      }
    } else if (url.pathname === '/cgi-bin/ticket/getticket') {
      calls.ticket++
      if (q.get('type') !== 'jsapi') body = { errcode: 40097, errmsg: 'invalid args' }
      else if (q.get('access_token') !== state.token) body = { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' }
      else body = { errcode: 0, errmsg: 'ok', ticket: `ticket-${calls.ticket}`, expires_in: 7200 }
    } else body = { errcode: 404, errmsg: 'not found' }
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(body))
  })
  return { server, calls, state }
}

const sha1 = (s: string) => crypto.createHash('sha1').update(s).digest('hex')
const query = (url: string, nonce = 'Wm3WZYTPz0wzccnW', ts = '1414587457') =>
  `/H5Api/api/message/wechatopen/getJssdkSinature?timestamp=${ts}&noncestr=${nonce}&url=${encodeURIComponent(url)}`

test("the signature of WeChat's published example (JS-SDK appendix 1)", () => {
  expect(jsapiSignature({
    jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
    noncestr: 'Wm3WZYTPz0wzccnW',
    timestamp: '1414587457',
    url: 'http://mp.weixin.qq.com?params=value'
  })).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  // the part after # is not signed
  expect(jsapiSignature({ jsapiTicket: 't', noncestr: 'n', timestamp: '1', url: 'https://a.cn/p?x=1#/pages/x' }))
    .toBe(sha1('jsapi_ticket=t&noncestr=n&timestamp=1&url=https://a.cn/p?x=1'))
})

describe.each(dialects)('WeChat JS-SDK signature on %s', (dialect) => {
  const wx = fakeWechatMp()
  let t: TestApp
  let token: string
  beforeAll(async () => {
    await new Promise<void>((r) => wx.server.listen(0, '127.0.0.1', r))
    const base = `http://127.0.0.1:${(wx.server.address() as AddressInfo).port}`
    t = await createTestApp(dialect, { WECHAT_API_BASE: base, WECHAT_MP_APPID: 'wxmp', WECHAT_MP_SECRET: 'mpsecret' })
    token = await login(t, 'chengang')
  })
  afterAll(async () => {
    await t.close()
    await new Promise((r) => wx.server.close(r))
  })

  test('bad input is refused before WeChat is asked; a session is needed', async () => {
    const before = { ...wx.calls }
    expect((await get(t, query('https://site.cn/pages/x'))).code).toBe(600)
    for (const url of [
      '/H5Api/api/message/wechatopen/getJssdkSinature',
      '/H5Api/api/message/wechatopen/getJssdkSinature?timestamp=1&noncestr=abc',
      query('https://site.cn/', 'abc', 'soon'),
      query('https://site.cn/', 'a b'),
      query('not a url'),
      query('javascript:alert(1)'),
      query(`https://site.cn/${'x'.repeat(2100)}`)
    ]) {
      const r = await get(t, url, token)
      expect([url, r.status, r.code]).toEqual([url, 200, 400])
      expect(r.msg).toBeTruthy()
    }
    expect(wx.calls).toEqual(before)
  })

  test('signs with the jsapi_ticket, fetching token and ticket once for many callers', async () => {
    const page = 'https://site.cn/pages/apply/x?id=1#frag'
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(t, query(page), token)))
    expect(wx.calls).toEqual({ token: 1, ticket: 1 })
    for (const r of answers) {
      expect(r.code).toBe(200)
      expect(r.data).toBe(sha1('jsapi_ticket=ticket-1&noncestr=Wm3WZYTPz0wzccnW&timestamp=1414587457&url=https://site.cn/pages/apply/x?id=1'))
    }
    // another page, another nonce: the cached ticket signs it
    const other = await get(t, query('https://site.cn/b', 'abc123', '1700000000'), token)
    expect(other.data).toBe(sha1('jsapi_ticket=ticket-1&noncestr=abc123&timestamp=1700000000&url=https://site.cn/b'))
    expect(wx.calls).toEqual({ token: 1, ticket: 1 })
  })

  test('token and ticket are replaced before they expire, not after', async () => {
    t.clock.advance(7200 * 1000 - REFRESH_MARGIN_MS - 1000)
    await get(t, query('https://site.cn/'), token)
    expect(wx.calls).toEqual({ token: 1, ticket: 1 })
    t.clock.advance(2000)
    const r = await get(t, query('https://site.cn/'), token)
    expect(wx.calls).toEqual({ token: 2, ticket: 2 })
    expect(r.data).toBe(sha1('jsapi_ticket=ticket-2&noncestr=Wm3WZYTPz0wzccnW&timestamp=1414587457&url=https://site.cn/'))
  })

  test('a token WeChat no longer accepts (40001) is fetched again once', async () => {
    // someone else asked WeChat for a token: ours is not the latest any more; our ticket is due while the token is not
    wx.state.token = 'someone-elses'
    await t.app.ctx.db.updateTable('wechatCredential').set({ expiresAt: 0 }).where('cacheKey', '=', 'mp:wxmp:jsapi_ticket').execute()
    const r = await get(t, query('https://site.cn/'), token)
    expect(r.code).toBe(200)
    // getticket refused the cached token-2, token-3 was fetched and the ticket asked for again with it
    expect(wx.calls).toEqual({ token: 3, ticket: 4 })
    expect(r.data).toBe(sha1(`jsapi_ticket=ticket-${wx.calls.ticket}&noncestr=Wm3WZYTPz0wzccnW&timestamp=1414587457&url=https://site.cn/`))
  })

  test("WeChat's refusal is said in words and nothing is cached", async () => {
    t.clock.advance(7200 * 1000)
    wx.state.secretOk = false
    const r = await get(t, query('https://site.cn/'), token)
    expect(r.code).toBe(400)
    expect(r.msg).toBe('微信 AppSecret 无效')
    wx.state.secretOk = true
    expect((await get(t, query('https://site.cn/'), token)).code).toBe(200)
  })

  test('two instances on one database fetch once; a dead fetcher is taken over after its lease', async () => {
    const db = t.app.ctx.db
    const a = createCredentialCache({ db, clock: t.clock, instanceId: 'instance-a', waitStepMs: 10 })
    const b = createCredentialCache({ db, clock: t.clock, instanceId: 'instance-b', waitStepMs: 10 })
    let fetches = 0
    const slow = async () => {
      fetches++
      await new Promise((r) => setTimeout(r, 80))
      return { value: `v${fetches}`, expiresInSec: 7200 }
    }
    const got = await Promise.all([a.get('k1', slow), b.get('k1', slow), a.get('k1', slow), b.get('k1', slow)])
    expect(got).toEqual(['v1', 'v1', 'v1', 'v1'])
    expect(fetches).toBe(1)

    // instance a claims k2 and stops answering: b waits, then takes over once a's lease has run out
    const dead = createCredentialCache({ db, clock: t.clock, instanceId: 'instance-dead', waitStepMs: 10 })
    const never = dead.get('k2', () => new Promise<never>(() => undefined))
    void never
    await new Promise((r) => setTimeout(r, 50))
    let bFetched = false
    const waiting = b.get('k2', async () => {
      bFetched = true
      return { value: 'from-b', expiresInSec: 7200 }
    })
    await new Promise((r) => setTimeout(r, 50))
    expect(bFetched).toBe(false)
    t.clock.advance(16000)
    expect(await waiting).toBe('from-b')
  })

  test("CurrentUser hands out the official account's AppID (wx.config needs it), never the secret", async () => {
    const cu = await get(t, '/H5Api/api/oauth/CurrentUser?type=app', token)
    expect(cu.data.sysConfigInfo.wechatMpAppId).toBe('wxmp')
    expect(cu.raw).not.toContain('mpsecret')
  })

  test('unconfigured, the server says so', async () => {
    const bare = await createTestApp(dialect)
    try {
      const r = await get(bare, query('https://site.cn/'), await login(bare, 'chengang'))
      expect(r.code).toBe(400)
      expect(r.msg).toBe('微信公众号未配置（WECHAT_MP_APPID、WECHAT_MP_SECRET），无法使用微信 JS-SDK')
    } finally {
      await bare.close()
    }
  })
})

// A local fake of the WeChat services the server calls, speaking their real protocol, for the browser stories:
// cgi-bin/token and cgi-bin/ticket/getticket (the official account's JS-SDK credentials) and the web authorization
// (connect/qrconnect and connect/oauth2/authorize send the browser back with a code; sns/oauth2/access_token trades
// it once; sns/userinfo gives the nickname). `person` is who "logs in" on the authorize page.
const http = require('http')

const APP = { mp: { appid: 'wx-e2e-mp', secret: 'mp-secret' }, open: { appid: 'wx-e2e-open', secret: 'open-secret' } }

function startFakeWechat() {
  const calls = { token: 0, ticket: 0, authorize: 0 }
  const state = { person: { openid: 'o-e2e-1', unionid: 'u-e2e-1', nickname: '微信用户甲' }, token: '', ticket: '' }
  const codes = new Map()
  const tokens = new Map()
  const knownApp = (appid, secret) => Object.values(APP).some((a) => a.appid === appid && (secret === undefined || a.secret === secret))
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x')
    const q = url.searchParams
    const json = (body) => { res.setHeader('content-type', 'application/json'); res.end(JSON.stringify(body)) }
    switch (url.pathname) {
      case '/cgi-bin/token':
        calls.token++
        if (!knownApp(q.get('appid'), q.get('secret'))) return json({ errcode: 40125, errmsg: 'invalid appsecret' })
        state.token = `e2e-token-${calls.token}`
        return json({ access_token: state.token, expires_in: 7200 })
      case '/cgi-bin/ticket/getticket':
        calls.ticket++
        if (q.get('access_token') !== state.token || q.get('type') !== 'jsapi') return json({ errcode: 40001, errmsg: 'invalid credential' })
        state.ticket = `e2e-jsapi-ticket-${calls.ticket}`
        return json({ errcode: 0, errmsg: 'ok', ticket: state.ticket, expires_in: 7200 })
      case '/connect/qrconnect':
      case '/connect/oauth2/authorize': {
        calls.authorize++
        if (!knownApp(q.get('appid')) || q.get('response_type') !== 'code') return json({ errcode: 40013, errmsg: 'invalid appid' })
        const code = `e2e-code-${calls.authorize}`
        codes.set(code, { ...state.person })
        const back = new URL(q.get('redirect_uri'))
        back.searchParams.set('code', code)
        back.searchParams.set('state', q.get('state') || '')
        res.statusCode = 302
        res.setHeader('location', back.toString())
        return res.end()
      }
      case '/sns/oauth2/access_token': {
        const who = codes.get(q.get('code'))
        if (!knownApp(q.get('appid'), q.get('secret'))) return json({ errcode: 40125, errmsg: 'invalid appsecret' })
        if (!who) return json({ errcode: 40029, errmsg: 'invalid code' })
        codes.delete(q.get('code'))
        const token = `e2e-at-${q.get('code')}`
        tokens.set(token, who)
        return json({ access_token: token, expires_in: 7200, refresh_token: 'r', openid: who.openid, scope: 'snsapi_login', unionid: who.unionid })
      }
      case '/sns/userinfo': {
        const who = tokens.get(q.get('access_token'))
        if (!who || who.openid !== q.get('openid')) return json({ errcode: 40001, errmsg: 'invalid credential' })
        return json({ ...who, headimgurl: '' })
      }
      default:
        return json({ errcode: 404, errmsg: 'not found' })
    }
  })
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const base = `http://127.0.0.1:${server.address().port}`
      resolve({
        base, calls, state, APP,
        env: {
          WECHAT_API_BASE: base, WECHAT_OPEN_BASE: base,
          WECHAT_MP_APPID: APP.mp.appid, WECHAT_MP_SECRET: APP.mp.secret,
          WECHAT_OPEN_APPID: APP.open.appid, WECHAT_OPEN_SECRET: APP.open.secret
        },
        close: () => new Promise((r) => server.close(r))
      })
    })
  })
}

module.exports = { startFakeWechat }

// A local fake of the WeChat services the server calls, speaking their real protocol, for the browser stories:
// cgi-bin/token and cgi-bin/ticket/getticket (the official account's JS-SDK credentials) and the web authorization
// (connect/qrconnect and connect/oauth2/authorize send the browser back with a code; sns/oauth2/access_token trades
// it once; sns/userinfo gives the nickname). `person` is who "logs in" on the authorize page.
// Also, for the page: a fake of the WeChat client's WeixinJSBridge, which WeChat's JS-SDK talks to (fakeJsBridge).
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

// The WeChat client's side of the JS-SDK, run in the page before its own scripts (page.addInitScript): like the
// client, it injects window.WeixinJSBridge after the document is parsed and announces it with WeixinJSBridgeReady.
// jweixin sends `invoke(name, params, callback)` with the bridge's names (config -> preVerifyJSAPI, getLocation ->
// geoLocation) and the configuration's verify* fields added to every call; answers carry err_msg
// ('scanQRCode:ok'...). Like WeChat, a call whose verify* fields are not the ones preverified is refused. Recorded
// in window.__jssdk (configs: the preVerifyJSAPI params with the page URL; scans; shares; calls: every name); the
// scanner answers what window.__jssdkNextScan holds.
function fakeJsBridge() {
  var rec = window.__jssdk = { calls: [], configs: [], scans: [], shares: [] }
  var verified = null
  var VERIFY = ['verifyAppId', 'verifySignType', 'verifyTimestamp', 'verifyNonceStr', 'verifySignature']
  var sameVerify = function (p) { return verified !== null && VERIFY.every(function (k) { return p[k] === verified[k] }) }
  function answer(name, p) {
    if (name === 'preVerifyJSAPI') {
      var cfg = {}
      VERIFY.concat(['verifyJsApiList']).forEach(function (k) { cfg[k] = p[k] })
      cfg.pageUrl = location.href.split('#')[0]
      rec.configs.push(cfg)
      var complete = VERIFY.every(function (k) { return typeof p[k] === 'string' && p[k] !== '' })
      verified = complete ? cfg : null
      return { err_msg: complete ? 'preVerifyJSAPI:ok' : 'preVerifyJSAPI:fail_invalid signature' }
    }
    if (!sameVerify(p) || verified.verifyJsApiList.indexOf(name) < 0) return { err_msg: name + ':permission denied' }
    switch (name) {
      case 'scanQRCode':
        rec.scans.push({ needResult: p.needResult, scanType: p.scanType })
        return { err_msg: 'scanQRCode:ok', resultStr: window.__jssdkNextScan || '' }
      case 'geoLocation':
        return { err_msg: 'geoLocation:ok', latitude: 30.27, longitude: 120.15, accuracy: 10, speed: -1, type: p.type }
      case 'chooseImage':
        return { err_msg: 'chooseImage:cancel' }
      case 'updateAppMessageShareData':
      case 'updateTimelineShareData':
        rec.shares.push({ kind: name === 'updateTimelineShareData' ? 'timeline' : 'message', title: p.title, link: p.link })
        return { err_msg: name + ':ok' }
      default:
        return { err_msg: name + ':fail_not supported' }
    }
  }
  function inject() {
    window.WeixinJSBridge = {
      invoke: function (name, params, callback) {
        rec.calls.push(name)
        var res = answer(name, params || {})
        setTimeout(function () { if (callback) callback(res) }, 0)
      },
      on: function () {},
      call: function () {}
    }
    document.dispatchEvent(new Event('WeixinJSBridgeReady'))
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', inject)
  else inject()
}

module.exports = { startFakeWechat, fakeJsBridge }

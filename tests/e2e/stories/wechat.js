// WeChat story, against a local fake of WeChat's servers (tests/support/fake-wechat.js):
// 1. inside WeChat's browser (its user agent) the H5 app loads its JS-SDK chunk (the real jweixin, weixin-js-sdk),
//    which talks to a fake of the WeChat client's WeixinJSBridge (recording the preVerifyJSAPI of wx.config and
//    answering scanQRCode); the configuration carries the server's signature (checked against WeChat's algorithm with
//    the fake's jsapi_ticket), the share content is set, and a web-login QR code is scanned through it;
// 2. in an ordinary browser a visitor logs in with WeChat through the fake provider, is told the WeChat account is
//    not bound, binds it by logging in with the password, unbinds and binds it again in account security, and the
//    next WeChat login goes straight in.
const assert = require('assert')
const crypto = require('crypto')
const { shot } = require('../../support/processes')
const { startFakeWechat, fakeJsBridge } = require('../../support/fake-wechat')
const { visibleText, storedToken, login, api } = require('../browser-helpers')

const PASSWORD = 'Highway@2026'
const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'

const sha1 = (s) => crypto.createHash('sha1').update(s).digest('hex')

async function confirmModal(page, text) {
  await page.getByText(text, { exact: true }).filter({ visible: true }).first().click({ timeout: 5000 })
}

async function wechatStory({ server, browser, page, outside, step }) {
  const fake = outside.fake

  step('inside WeChat the app configures the JS-SDK with a signature WeChat would accept')
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setUserAgentOverride', { userAgent: WECHAT_UA })
  await page.addInitScript(fakeJsBridge)
  // nothing of the JS-SDK comes from WeChat's servers any more: a request there would fail the story
  const wechatHosts = []
  await page.route(/^https?:\/\/[^/]*\.(qq|weixin)\.com\//, (route) => { wechatHosts.push(route.request().url()); return route.abort() })
  await page.goto(`${server.base}/`, { waitUntil: 'networkidle' })
  await login(page, 'chengang', PASSWORD)
  await page.waitForURL(/\/pages\/index\/apply/, { timeout: 15000 })
  await page.waitForFunction(() => window.__jssdk && window.__jssdk.configs.length > 0 && window.__jssdk.shares.length > 1, null, { timeout: 15000 })
  const rec = await page.evaluate(() => window.__jssdk)
  const cfg = rec.configs[rec.configs.length - 1]
  assert.strictEqual(cfg.verifyAppId, fake.APP.mp.appid)
  assert.strictEqual(cfg.verifySignType, 'sha1')
  // the bridge's names: getLocation is asked for as geoLocation
  assert.ok(['scanQRCode', 'geoLocation', 'chooseImage'].every((n) => cfg.verifyJsApiList.includes(n)), cfg.verifyJsApiList.join())
  assert.strictEqual(cfg.verifySignature, sha1(`jsapi_ticket=${fake.state.ticket}&noncestr=${cfg.verifyNonceStr}&timestamp=${cfg.verifyTimestamp}&url=${cfg.pageUrl}`))
  assert.deepStrictEqual(fake.calls.token, 1, 'one access_token for every signature')
  assert.ok(rec.shares.some((s) => s.kind === 'message' && s.title === '公路建设云平台' && s.link.endsWith('/pages/index/apply')), JSON.stringify(rec.shares))
  await shot(page, 'wechat-jssdk-configured')

  step('扫一扫 in Mine scans through WeChat and confirms a web login')
  const ticket = (await (await fetch(`${server.base}/H5Api/api/oauth/getTicket`)).json()).data
  await page.evaluate((t) => { window.__jssdkNextScan = JSON.stringify({ t: 'login', id: t }) }, ticket)
  await page.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await page.waitForURL(/\/pages\/index\/my/, { timeout: 10000 })
  await visibleText(page, '扫一扫').click()
  await page.waitForURL(/\/pages\/my\/scanResult/, { timeout: 10000 })
  const scans = await page.evaluate(() => window.__jssdk.scans)
  assert.deepStrictEqual(scans, [{ needResult: 1, scanType: ['qrCode'] }])
  assert.deepStrictEqual(wechatHosts, [], 'nothing loaded from WeChat\'s hosts')
  await shot(page, 'wechat-scanned-login')
  await visibleText(page, '确认登录').click()
  await visibleText(page, '网页端已登录').waitFor({ timeout: 10000 })
  const status = (await (await fetch(`${server.base}/H5Api/api/oauth/getTicketStatus/${ticket}`)).json()).data
  assert.strictEqual(status.status, 1, JSON.stringify(status))

  step('an ordinary browser: WeChat login through the provider says the account is not bound')
  const web = await browser.context.newPage()
  await web.goto(`${server.base}/pages/login/index`, { waitUntil: 'networkidle' })
  await web.evaluate(() => localStorage.clear())
  await web.reload({ waitUntil: 'networkidle' })
  await visibleText(web, '微信登录').click()
  await web.waitForURL(/\/pages\/login\/index/, { timeout: 15000 })
  await visibleText(web, /第三方账号「微信用户甲」未绑定/).waitFor({ timeout: 15000 })
  assert.strictEqual(fake.calls.authorize, 1)
  await shot(web, 'wechat-login-unbound')

  step('the password login that follows binds the WeChat account')
  await login(web, 'guoqing', PASSWORD)
  await web.waitForURL(/\/pages\/index\/apply/, { timeout: 15000 })
  const bindings = await api(server, 'GET', '/api/permission/socials/login', await storedToken(web))
  const open = bindings.data.find((b) => b.enname === 'wechat_open')
  assert.strictEqual(open.entity && open.entity.socialName, '微信用户甲', JSON.stringify(bindings))

  step('account security shows the binding; unbind, then bind again through the provider')
  await web.locator('.weui-tabbar__item', { hasText: '我的' }).click()
  await web.waitForURL(/\/pages\/index\/my/, { timeout: 10000 })
  // the Workbench (kept in the page, hidden) has a 账号安全 tile too: the row of Mine is the one meant
  await web.locator('.pf-entry', { hasText: '账号安全' }).filter({ visible: true }).first().click()
  await web.waitForURL(/\/pages\/my\/accountSecurity/, { timeout: 10000 })
  await visibleText(web, '已绑定：微信用户甲').waitFor({ timeout: 10000 })
  await shot(web, 'wechat-account-security-bound')
  await visibleText(web, '已绑定：微信用户甲').click()
  await confirmModal(web, '确定')
  await visibleText(web, '使用微信扫码登录').waitFor({ timeout: 10000 })
  assert.strictEqual((await api(server, 'GET', '/api/permission/socials/login', await storedToken(web))).data.find((b) => b.enname === 'wechat_open').entity, null)
  await visibleText(web, '使用微信扫码登录').click()
  await web.waitForURL(/\/pages\/my\/accountSecurity\/index\?/, { timeout: 15000 })
  await visibleText(web, '已绑定：微信用户甲').waitFor({ timeout: 15000 })
  await shot(web, 'wechat-account-security-rebound')

  step('the next WeChat login answers the one bound account, which is posted to Login/socials and goes in')
  await web.evaluate(() => localStorage.clear())
  await web.goto(`${server.base}/pages/login/index`, { waitUntil: 'networkidle' })
  await visibleText(web, '微信登录').click()
  await web.waitForURL(/\/pages\/index\/apply/, { timeout: 20000 })
  const me = await api(server, 'GET', '/api/oauth/CurrentUser?type=app', await storedToken(web))
  assert.strictEqual(me.data.userInfo.userAccount, 'guoqing')
  await shot(web, 'wechat-login-direct')
  await web.close()
}

wechatStory.setup = async () => {
  const fake = await startFakeWechat()
  return { env: fake.env, fake, close: fake.close }
}

module.exports = wechatStory

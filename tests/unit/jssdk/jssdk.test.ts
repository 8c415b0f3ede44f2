/**
 * @jest-environment jsdom
 */
// The H5 app's JS-SDK inside WeChat: configured with the server's signature for the page URL (before #), with the
// official account's AppID from the server's system config; nothing at all outside WeChat; the scanner and the
// provider buttons built on it.
import crypto from 'node:crypto'
import { __reset, __setRequestHandler, __storage } from '../../__mocks__/taro'
import { isInWechat, pageUrl, wechatJssdk, wechatMpAppId } from '@/lib/jssdk'
import { scannedText, scanner } from '@/lib/scanner.h5'
import { chooseProviders } from '@/features/session/components/social-login/choose-providers'

const sha1 = (text: string) => crypto.createHash('sha1').update(text).digest('hex')
const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN'
const setUa = (ua: string) => Object.defineProperty(window.navigator, 'userAgent', { value: ua, configurable: true })
const ORIGINAL_UA = window.navigator.userAgent

type BridgeAnswer = Record<string, unknown> & { err_msg: string }
type Bridge = { invoke: (name: string, params: Record<string, unknown>, cb: (res: BridgeAnswer) => void) => void; on: () => void }
const win = window as unknown as { WeixinJSBridge?: Bridge }

// the WeChat client's side, which jweixin (weixin-js-sdk) talks to: invoke(name, params, callback) with the bridge's
// names and err_msg answers; on iOS (this user agent) a scan's resultStr is WeChat's JSON around the code.
// `late`: the client injects the bridge only after jweixin is configured, and announces it with WeixinJSBridgeReady
// (once a page: the later tests find it there from the start).
function fakeBridge(opts: { late?: boolean } = {}) {
  const rec = { configs: [] as Record<string, unknown>[], scans: [] as unknown[], calls: [] as string[] }
  const bridge: Bridge = {
    invoke: (name, p, cb) => {
      rec.calls.push(name)
      let res: BridgeAnswer = { err_msg: `${name}:fail_not supported` }
      if (name === 'preVerifyJSAPI') { rec.configs.push(p); res = { err_msg: 'preVerifyJSAPI:ok' } }
      if (name === 'scanQRCode') {
        rec.scans.push(p.scanType)
        res = { err_msg: 'scanQRCode:ok', resultStr: JSON.stringify({ scan_code: { scan_type: 'barcode', scan_result: 'CODE_128,A-100' } }) }
      }
      setTimeout(() => cb(res), 0)
    },
    on: () => undefined
  }
  const inject = () => { win.WeixinJSBridge = bridge; document.dispatchEvent(new Event('WeixinJSBridgeReady')) }
  if (!opts.late) win.WeixinJSBridge = bridge
  return { rec, inject }
}

beforeEach(() => {
  __reset()
  setUa(ORIGINAL_UA)
  delete win.WeixinJSBridge
})
afterAll(() => setUa(ORIGINAL_UA))

test('WeChat is told by its user agent; the signed URL stops before #', () => {
  expect(isInWechat(WECHAT_UA)).toBe(true)
  expect(isInWechat('Mozilla/5.0 (Linux; Android 13) Chrome/120 Mobile Safari/537.36')).toBe(false)
  expect(pageUrl('https://site.cn/pages/index/apply?x=1#top')).toBe('https://site.cn/pages/index/apply?x=1')
})

test('outside WeChat nothing is loaded or asked, and the scanner says it cannot scan', async () => {
  const seen: string[] = []
  __setRequestHandler((opts) => { seen.push(opts.url); return { statusCode: 200, data: { code: 200, msg: '', data: 'x' } } })
  await expect(wechatJssdk()).resolves.toBeNull()
  await expect(scanner.scan()).rejects.toThrow('浏览器中无法扫码')
  expect(seen).toEqual([])
})

test("inside WeChat wx.config gets the server's signature for this page and the AppID from the system config", async () => {
  setUa(WECHAT_UA)
  __storage.set('sysConfigInfo', { sysName: 'x', wechatMpAppId: 'wx-mp-1' })
  expect(wechatMpAppId()).toBe('wx-mp-1')
  const { rec, inject } = fakeBridge({ late: true })
  const asked: Record<string, string>[] = []
  __setRequestHandler((opts) => {
    // the client's bridge shows up after wx.config: jweixin waits for its WeixinJSBridgeReady
    setTimeout(inject, 30)
    // a GET's query is in the URL or in data, depending on the request layer
    const q = { ...Object.fromEntries(new URL(opts.url, 'http://x').searchParams), ...((opts.data as Record<string, string>) ?? {}) }
    asked.push(q)
    const sig = crypto.createHash('sha1').update(`jsapi_ticket=T&noncestr=${q.noncestr}&timestamp=${q.timestamp}&url=${q.url}`).digest('hex')
    return { statusCode: 200, data: { code: 200, msg: 'Success', data: sig } }
  })
  const wx = await wechatJssdk()
  expect(wx).not.toBeNull()
  expect(asked).toHaveLength(1)
  expect(asked[0].url).toBe(window.location.href.split('#')[0])
  // preVerifyJSAPI: what wx.config was given, as the bridge reads it (getLocation is geoLocation there)
  expect(rec.calls[0]).toBe('preVerifyJSAPI')
  expect(rec.configs[0]).toMatchObject({ verifyAppId: 'wx-mp-1', verifySignType: 'sha1', verifyNonceStr: asked[0].noncestr, verifyTimestamp: asked[0].timestamp })
  expect(rec.configs[0].verifySignature).toMatch(/^[0-9a-f]{40}$/)
  expect(rec.configs[0].verifyJsApiList).toEqual(expect.arrayContaining(['scanQRCode', 'geoLocation', 'chooseImage', 'updateAppMessageShareData']))
  // the same page is configured once
  await wechatJssdk()
  expect(asked).toHaveLength(1)
  // the scanner goes through WeChat's and takes the code out of a bar code's answer
  await expect(scanner.scan(['barCode'])).resolves.toBe('A-100')
  expect(rec.scans).toEqual([['barCode']])
})

test('when the page moves while its signature is on the way, wx.config is given one signed for the new address', async () => {
  setUa(WECHAT_UA)
  __storage.set('sysConfigInfo', { sysName: 'x', wechatMpAppId: 'wx-mp-1' })
  const { rec } = fakeBridge()
  window.history.pushState({}, '', '/pages/login/index')
  const asked: string[] = []
  __setRequestHandler((opts) => {
    const q = { ...Object.fromEntries(new URL(opts.url, 'http://x').searchParams), ...((opts.data as Record<string, string>) ?? {}) }
    asked.push(q.url)
    // the login goes on to the Workbench before the first answer arrives
    if (asked.length === 1) window.history.pushState({}, '', '/pages/index/apply')
    return { statusCode: 200, data: { code: 200, msg: 'Success', data: sha1(q.url) } }
  })
  await expect(wechatJssdk()).resolves.not.toBeNull()
  expect(asked.map((u) => new URL(u).pathname)).toEqual(['/pages/login/index', '/pages/index/apply'])
  expect(rec.configs).toHaveLength(1)
  expect(rec.configs[0].verifySignature).toBe(sha1(window.location.href.split('#')[0]))
})

test('a server that cannot sign (not configured) leaves the browser APIs in charge, and is asked again later', async () => {
  setUa(WECHAT_UA)
  __storage.set('sysConfigInfo', { wechatMpAppId: 'wx-mp-2' })
  const { rec } = fakeBridge()
  let calls = 0
  __setRequestHandler(() => { calls++; return { statusCode: 200, data: { code: 400, msg: '微信公众号未配置' } } })
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
  window.history.replaceState(null, '', '/pages/other')
  await expect(wechatJssdk()).resolves.toBeNull()
  await expect(wechatJssdk()).resolves.toBeNull()
  expect(calls).toBe(2)
  expect(rec.calls).toEqual([])
})

test('scanned text: bar codes lose their type, QR text is kept whole', () => {
  expect(scannedText('EAN_13,6901234567892', ['qrCode', 'barCode'])).toBe('6901234567892')
  expect(scannedText('{"t":"login","id":"a,b"}', ['qrCode'])).toBe('{"t":"login","id":"a,b"}')
})

test('login buttons: wechat_mp only inside WeChat, where it replaces the scan-to-login website one', () => {
  const list = [
    { enname: 'wechat_open', name: '微信', renderUrl: '/r/open', isLatest: true },
    { enname: 'wechat_mp', name: '微信公众号', renderUrl: '/r/mp', isLatest: true },
    { enname: 'wechat_applets', name: '微信小程序', renderUrl: '', isLatest: false }
  ]
  expect(chooseProviders(list, false).map((p) => p.enname)).toEqual(['wechat_open'])
  expect(chooseProviders(list, true).map((p) => p.enname)).toEqual(['wechat_mp'])
  expect(chooseProviders(list.slice(0, 1), true).map((p) => p.enname)).toEqual(['wechat_open'])
})

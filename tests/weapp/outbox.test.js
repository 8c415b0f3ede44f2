/**
 * The outbox in the compiled mini-program (dist/weapp) against the real server: WeChat reports no network
 * (getNetworkType none, then onNetworkStatusChange events), the foreman 陈刚 saves a new 安全巡查记录 and it goes to
 * 待发送 instead of failing; when WeChat reports the network back, the record reaches the server exactly once, and
 * the 待发送 page says 已发送. Build first: npx taro build --type weapp (npm test does).
 */
const { startServer } = require('../support/processes')
const { installWxBridge } = require('./wx-bridge')
const { api, apiToken, waitFor, signIn, itemByLabel } = require('./lowcode-support')

const MODEL = 'vm-demo-inspection'
const MENU = 'm-safetyInspectionRecord'
const TITLE = `离线巡查${Date.now()}`

let server
let bridge
let harness
const networkListeners = []
let posts = 0

beforeAll(async () => {
  server = await startServer()
  harness = require('./harness')
  bridge = installWxBridge(server.base)
  // WeChat's network status: none until the test says otherwise; requests fail like WeChat's while it is none
  let connected = false
  global.__setConnected = (value) => {
    connected = value
    networkListeners.forEach((l) => l({ isConnected: value, networkType: value ? '4g' : 'none' }))
  }
  wx.getNetworkType = (o) => setTimeout(() => o.success && o.success({ networkType: connected ? '4g' : 'none' }), 0)
  wx.onNetworkStatusChange = (l) => networkListeners.push(l)
  const request = wx.request
  wx.request = (options) => {
    if (!connected && !/\/oauth\//.test(options.url)) {
      setTimeout(() => options.fail && options.fail({ errMsg: 'request:fail net::ERR_INTERNET_DISCONNECTED' }), 0)
      return { abort() {}, onHeadersReceived() {}, offHeadersReceived() {} }
    }
    if ((options.method || 'GET').toUpperCase() === 'POST' && options.url.endsWith(`/OnlineDev/${MODEL}`)) posts += 1
    return request(options)
  }
  harness.bootApp('pages/login/index')
}, 90000)

afterAll(async () => {
  if (server) await server.stop()
})

async function records(token) {
  const r = await api(server.base, 'POST', `/api/visualdev/OnlineDev/${MODEL}/List`, {
    token, json: { currentPage: 1, pageSize: 50, menuId: MENU, projectId: 'proj-hj' }
  })
  expect(r.code).toBe(200)
  return r.data.list.filter((row) => row.inspectTitle === TITLE)
}

async function typeInto(page, label, value) {
  const item = itemByLabel(page, label)
  const input = page.querySelectorAll('.lc-input__field, .lc-number__field').find((i) => item.dom.contains(i.dom))
  input.dispatchEvent('input', { detail: { value, cursor: value.length } })
  input.dispatchEvent('blur', { detail: { value } })
  await harness.flush()
}

describe('the outbox on the compiled weapp', () => {
  it('keeps a record saved without network and sends it once when WeChat reports the network back', async () => {
    // signing in needs the network; the form's model config too
    global.__setConnected(true)
    await signIn(harness, bridge, 'chengang')
    const token = await apiToken(server.base, 'chengang')
    // the form's ?config= as the list hands it over (base64 JSON, URI-encoded)
    const encodeConfig = (c) => encodeURIComponent(Buffer.from(JSON.stringify(c)).toString('base64'))
    const form = harness.renderPage('pages/apply/dynamicModel/form', {
      config: encodeConfig({ modelId: MODEL, menuId: MENU, title: '安全巡查记录', jurisdictionType: 'btn_add' })
    })
    await harness.waitForText(form, '隐患等级', 8000)
    await typeInto(form, '巡查标题', TITLE)
    form.querySelectorAll('.lc-date__part')[0].dispatchEvent('change', { detail: { value: '2026-03-18' } })
    await harness.flush()
    form.querySelectorAll('.lc-chip').find((c) => c.dom.textContent === '一般隐患').dispatchEvent('tap')
    await harness.flush()
    await typeInto(form, '联系电话', '13800138000')

    global.__setConnected(false)
    const toast = jest.spyOn(wx, 'showToast')
    toast.mockClear()
    form.querySelectorAll('.lc-form-page__btn--primary')[0].dispatchEvent('tap')
    await waitFor(harness, () => toast.mock.calls.some(([o]) => o.title === '已存入待发送，联网后自动提交'), 'the queued toast')
    expect(posts).toBe(0)
    expect(await records(token)).toHaveLength(0)
    // the entry is one small storage key listed in the index, as WeChat's 1 MB per key allows
    const ids = bridge.store.get('outbox:entries')
    expect(ids).toHaveLength(1)
    expect(bridge.store.get(`outbox:entry:${ids[0]}`)).toMatchObject({ status: 'queued', title: '安全巡查记录', summary: TITLE })

    const outboxPage = harness.renderPage('pages/my/outbox/index')
    await harness.waitForText(outboxPage, TITLE, 5000)
    await harness.waitForText(outboxPage, '当前无网络，恢复后将自动发送', 5000)

    const state = () => {
      const tag = outboxPage.querySelector('.outbox-card__status')
      return tag ? tag.dom.textContent : ''
    }
    expect(state()).toBe('待发送')
    global.__setConnected(true)
    await waitFor(harness, () => state() === '已发送', 'the entry sent', 10000)
    expect(posts).toBe(1)
    const saved = await records(token)
    expect(saved).toHaveLength(1)

    // the network dropping and coming back sends nothing more
    global.__setConnected(false)
    global.__setConnected(true)
    await harness.simulate.sleep(300)
    expect(posts).toBe(1)
    expect(await records(token)).toHaveLength(1)
  })
})

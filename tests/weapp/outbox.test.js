/**
 * The outbox in the compiled mini-program (dist/weapp) against the real server: WeChat reports no network
 * (getNetworkType none, then onNetworkStatusChange events), the foreman 陈刚 saves a new 安全巡查记录 and it goes to
 * 待发送 instead of failing; when WeChat reports the network back, the record reaches the server exactly once, and
 * the 待发送 page says 已发送. A second foreman's 安全早班会 carries a photo taken offline: it is kept as a user file
 * (WeChat's file system, wx-files.js) and uploaded from there when the network is back, then the record goes, once.
 * Build first: npx taro build --type weapp (npm test does).
 */
const { startServer } = require('../support/processes')
const os = require('os')
const fs = require('fs')
const path = require('path')
const { installWxBridge } = require('./wx-bridge')
const { installWxFiles } = require('./wx-files')
const { api, apiToken, waitFor, signIn, itemByLabel } = require('./lowcode-support')

const MODEL = 'vm-demo-inspection'
const MENU = 'm-safetyInspectionRecord'
const TITLE = `离线巡查${Date.now()}`
const MORNING = 'vm-safety-morning'
const MORNING_MENU = 'm-safetyMorningRecord'
const CREW = `桥梁一队钢筋班${Date.now()}`
/** a 1x1 PNG: what the camera gave */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

let server
let bridge
let harness
const networkListeners = []
let posts = 0
let morningPosts = 0
let files
let fileRoot

beforeAll(async () => {
  server = await startServer()
  harness = require('./harness')
  bridge = installWxBridge(server.base)
  fileRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'weapp-files-'))
  files = installWxFiles(server.base, fileRoot)
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
    if ((options.method || 'GET').toUpperCase() === 'POST' && options.url.endsWith(`/OnlineDev/${MORNING}`)) morningPosts += 1
    return request(options)
  }
  harness.bootApp('pages/login/index')
}, 90000)

afterAll(async () => {
  if (server) await server.stop()
  if (fileRoot) fs.rmSync(fileRoot, { recursive: true, force: true })
})

async function records(token) {
  const r = await api(server.base, 'POST', `/api/visualdev/OnlineDev/${MODEL}/List`, {
    token, json: { currentPage: 1, pageSize: 50, menuId: MENU, projectId: 'proj-hj' }
  })
  expect(r.code).toBe(200)
  return r.data.list.filter((row) => row.inspectTitle === TITLE)
}

/** the first node matching `selector` inside the form item labelled `label` */
function inItem(page, label, selector) {
  const item = itemByLabel(page, label)
  const node = page.querySelectorAll(selector).find((n) => item.dom.contains(n.dom))
  if (!node) throw new Error(`no ${selector} in ${label}`)
  return node
}

async function typeInto(page, label, value) {
  const item = itemByLabel(page, label)
  const input = page.querySelectorAll('.lc-input__field, .lc-number__field, .lc-textarea__field').find((i) => item.dom.contains(i.dom))
  input.dispatchEvent('input', { detail: { value, cursor: value.length } })
  input.dispatchEvent('blur', { detail: { value } })
  await harness.flush()
}

/** the form's ?config= as the list hands it over (base64 JSON, URI-encoded) */
const encodeConfig = (c) => encodeURIComponent(Buffer.from(JSON.stringify(c)).toString('base64'))

describe('the outbox on the compiled weapp', () => {
  it('keeps a record saved without network and sends it once when WeChat reports the network back', async () => {
    // signing in needs the network; the form's model config too
    global.__setConnected(true)
    await signIn(harness, bridge, 'chengang')
    const token = await apiToken(server.base, 'chengang')
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

  it('keeps a photo taken without network as a user file and uploads it before the record goes, once', async () => {
    global.__setConnected(true)
    await signIn(harness, bridge, 'chengang')
    const token = await apiToken(server.base, 'chengang')
    const form = harness.renderPage('pages/apply/dynamicModel/form', {
      config: encodeConfig({ modelId: MORNING, menuId: MORNING_MENU, title: '早班会记录', jurisdictionType: 'btn_add' })
    })
    await harness.waitForText(form, '现场照片', 8000)
    // 天气 is a dictionary: its options come from the server while the network is there
    inItem(form, '天气', '.lc-trigger__value').dispatchEvent('tap')
    await waitFor(harness, () => form.querySelectorAll('.lc-sheet__option').length > 0, 'the weather options')
    form.querySelectorAll('.lc-sheet__option')[0].dispatchEvent('tap')
    await harness.flush()
    await typeInto(form, '作业班组', CREW)
    await typeInto(form, '作业部位', 'K12+300 左幅 3# 墩')
    await typeInto(form, '当日作业内容', '3#墩墩身钢筋绑扎')
    await typeInto(form, '安全注意事项', '高处作业系挂安全带，吊装区域设警戒')
    await typeInto(form, '参会人数', '8')

    // the network goes; the photo is taken now
    global.__setConnected(false)
    files.takePhoto('morning-meeting.png', PHOTO)
    inItem(form, '现场照片', '.uploader__add').dispatchEvent('tap')
    await harness.waitForText(form, '待上传', 15000)
    expect(files.keptFiles()).toHaveLength(1)
    expect(files.uploads).toHaveLength(0)

    const toast = jest.spyOn(wx, 'showToast')
    toast.mockClear()
    form.querySelectorAll('.lc-form-page__btn--primary')[0].dispatchEvent('tap')
    await waitFor(harness, () => toast.mock.calls.some(([o]) => o.title === '已存入待发送，联网后自动提交'), 'the queued toast')
    expect(morningPosts).toBe(0)
    const entry = bridge.store.get('outbox:entries').map((id) => bridge.store.get(`outbox:entry:${id}`)).find((e) => e.summary === CREW)
    expect(entry).toMatchObject({ status: 'queued', title: '早班会记录' })
    expect(entry.photoIds).toHaveLength(1)
    // the bytes are a user file, not a storage value
    expect(bridge.store.get('outbox:photos')).toEqual([expect.objectContaining({ id: entry.photoIds[0], entryId: entry.id })])
    expect(JSON.stringify(entry).length).toBeLessThan(4000)

    global.__setConnected(true)
    const sent = () => {
      const e = bridge.store.get(`outbox:entry:${entry.id}`)
      return e && e.status === 'sent'
    }
    await waitFor(harness, sent, 'the meeting sent', 15000)
    expect(files.uploads).toHaveLength(1)
    expect(files.uploads[0].statusCode).toBe(200)
    expect(morningPosts).toBe(1)
    // sent: the kept file is let go
    expect(files.keptFiles()).toHaveLength(0)

    const list = await api(server.base, 'POST', `/api/visualdev/OnlineDev/${MORNING}/List`, {
      token, json: { currentPage: 1, pageSize: 50, menuId: MORNING_MENU, projectId: 'proj-hj' }
    })
    expect(list.code).toBe(200)
    const rows = list.data.list.filter((row) => row.crew === CREW)
    expect(rows).toHaveLength(1)
    const info = await api(server.base, 'GET', `/api/visualdev/OnlineDev/${MORNING}/${rows[0].id}`, { token })
    expect(info.code).toBe(200)
    const photos = JSON.parse(info.data.data).photos
    expect(photos).toHaveLength(1)
    expect(photos[0].fileId).toBe(JSON.parse(files.uploads[0].data).data.name)

    // the network dropping and coming back sends nothing more
    global.__setConnected(false)
    global.__setConnected(true)
    await harness.simulate.sleep(300)
    expect(morningPosts).toBe(1)
    expect(files.uploads).toHaveLength(1)
  })
})

// Offline story (issue 12): a foreman, 黄伟, fills 机械设备进场验收 with two nameplate photos where there is no
// signal. The browser is cut off (Playwright offline): the photos stay on the phone as 待上传 and the record goes to
// 待发送 instead of failing. The page is reloaded while the server is still out of reach (the queue lives in
// IndexedDB), the 我的 tab and the 待发送 page show it waiting, and once the network is back exactly one record with
// both photos reaches the server. The second run breaks the connection in the middle: the first photo upload is
// cut off and the answer to the record's POST is lost; the same one record with both photos still results.
// Last, a flow launch: 张华 fills 计量支付审批 on its flowBefore page and taps 提交审核 without network; the launch
// goes to 待发送 under the flow's name and, once the network is back, exactly one task is launched.
const assert = require('assert')
const path = require('path')
const { launchBrowser, shot } = require('../../support/processes')
const { visibleText, storedToken, signIn, item, fill, tapVisible, pickInSheet, chooseFile, api, apiLogin, drawSignature } = require('../browser-helpers')

const ACCOUNT = 'huangwei'
const MODEL = 'vm-equipment-acceptance'
const MENU_NAME = '机械设备进场验收'
const PHOTOS = [path.join(__dirname, '../../../src/assets/tabbar/my-active.png'), path.join(__dirname, '../../../src/assets/tabbar/apply-active.png')]
const QUEUED_TOAST = '已存入待发送，联网后自动提交'
const API = '**/H5Api/**'

/** the records of the model whose equipment name is `name`, with their stored values */
async function recordsNamed(server, token, name) {
  const list = await api(server, 'POST', `/api/visualdev/OnlineDev/${MODEL}/List`, token, {
    currentPage: 1, pageSize: 50, queryJson: JSON.stringify({ jnpfKeyword: name })
  })
  assert.strictEqual(list.code, 200, JSON.stringify(list))
  const rows = list.data.list.filter((r) => r.equipmentName === name)
  const out = []
  for (const row of rows) {
    const raw = await api(server, 'GET', `/api/visualdev/OnlineDev/${MODEL}/${row.id}`, token)
    out.push(typeof raw.data.data === 'string' ? JSON.parse(raw.data.data) : raw.data.data)
  }
  return out
}

/** exactly one record named `name`, holding two uploaded photos the server can serve */
async function assertOneRecordWithPhotos(server, token, name) {
  const records = await recordsNamed(server, token, name)
  assert.strictEqual(records.length, 1, `exactly one record ${name}, found ${records.length}`)
  const photos = typeof records[0].nameplate === 'string' ? JSON.parse(records[0].nameplate) : records[0].nameplate
  assert.strictEqual(photos.length, 2, `both photos: ${JSON.stringify(photos)}`)
  for (const photo of photos) {
    assert.ok(photo.fileId && !photo.localPhotoId, `an uploaded file, not a local one: ${JSON.stringify(photo)}`)
    const res = await fetch(`${server.base}/H5Api${photo.url}`, { headers: { authorization: token } })
    assert.strictEqual(res.status, 200, `photo ${photo.url} is served`)
  }
}

async function waitForRecord(server, token, name, timeoutMs) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if ((await recordsNamed(server, token, name)).length) return
    await new Promise((r) => setTimeout(r, 500))
  }
  throw new Error(`no record ${name} reached the server within ${timeoutMs} ms`)
}

/** from the Workbench: the model's list, then its new-record form */
async function openNewForm(page) {
  await page.goto(`${new URL(page.url()).origin}/pages/index/apply`, { waitUntil: 'networkidle' })
  await visibleText(page, MENU_NAME).click()
  await page.waitForURL(new RegExp(`/pages/apply/dynamicModel/index\\?id=${MODEL}`), { timeout: 15000 })
  await tapVisible(page.locator('[aria-label="新增"]'))
  await page.waitForURL(/\/pages\/apply\/dynamicModel\/form\?config=/, { timeout: 10000 })
  await item(page, '设备名称').waitFor({ timeout: 15000 })
}

/** offline: the form filled, two photos kept as 待上传, 确定 puts it in 待发送 */
async function fillAndSubmitOffline(page, context, name) {
  await context.setOffline(true)
  await fill(page, '设备名称', name)
  await fill(page, '规格型号', 'QY25K5')
  await fill(page, '出厂编号', `SN${Date.now()}`)
  await pickInSheet(page, '设备类别', ['起重机械'])
  await tapVisible(item(page, '验收结论').locator('.lc-chip', { hasText: '合格，准许进场' }))
  for (const [i, photo] of PHOTOS.entries()) {
    await chooseFile(page, item(page, '设备铭牌照片').locator('.uploader__add'), photo)
    await item(page, '设备铭牌照片').locator('.uploader__pending').nth(i).waitFor({ timeout: 20000 })
  }
  assert.strictEqual(await item(page, '设备铭牌照片').locator('.uploader__pending').count(), 2)
  assert.strictEqual(await item(page, '设备铭牌照片').locator('.uploader__error').count(), 0, 'no photo failed')
  await item(page, '设备铭牌照片').scrollIntoViewIfNeeded()
  await shot(page, 'offline-form-photos-kept')
  await tapVisible(page.locator('.lc-form-page__btn--primary'))
  await visibleText(page, QUEUED_TOAST).waitFor({ timeout: 10000 })
  await shot(page, 'offline-queued-toast')
  await page.waitForURL(new RegExp(`/pages/apply/dynamicModel/index\\?id=${MODEL}`), { timeout: 10000 })
}

const FLOW_TITLE_OF = (period) => `TJ-01 钱江路桥${period}计量支付申请`

/** the launcher's tasks (我发起的) titled `title` */
async function launchedTasks(server, token, title) {
  const list = await api(server, 'GET', `/api/workflow/Engine/FlowLaunch?currentPage=1&pageSize=50&keyword=${encodeURIComponent(title)}`, token)
  assert.strictEqual(list.code, 200, JSON.stringify(list))
  return list.data.list.filter((t) => t.fullName === title)
}

/** 张华 launches 计量支付审批 without network: it waits in 待发送 under the flow's name, then one task is launched */
async function offlineLaunch(server, step) {
  const b = await launchBrowser()
  const page = b.context.pages()[0] || (await b.context.newPage())
  try {
    step('a flow launch: 张华 opens 计量支付审批 from 发起流程 and fills it')
    await signIn(page, server, 'zhanghua')
    const token = await apiLogin(server, 'zhanghua')
    await page.goto(`${server.base}/pages/my/outbox/index`, { waitUntil: 'networkidle' })
    await visibleText(page, '没有待发送的内容').waitFor({ timeout: 15000 })
    await page.goto(`${server.base}/pages/workFlow/flowLaunch/index`, { waitUntil: 'networkidle' })
    await page.locator('[aria-label="发起计量支付审批"]').filter({ visible: true }).first().click()
    await page.waitForURL(/\/pages\/workFlow\/flowBefore\/index\?config=/, { timeout: 10000 })
    await item(page, '计量编号').waitFor({ timeout: 15000 })
    const period = `第${Date.now() % 100000}期`
    const title = FLOW_TITLE_OF(period)
    await fill(page, '计量编号', `JL-TJ01-${Date.now() % 1000}`)
    await fill(page, '计量期次', period)
    await fill(page, '合同段', 'TJ-01 钱江路桥')
    await item(page, '计量截止日期').locator('.lc-trigger__value').first().click()
    await page.locator('.weui-picker__action', { hasText: '确定' }).filter({ visible: true }).first().click()
    await fill(page, '本期计量金额(万元)', '1200.5')
    await fill(page, '累计计量金额(万元)', '20100.5')
    await fill(page, '计量说明', '本期完成K12+300至K13+100段路基填筑；离线填报，联网后提交。')

    step('without network: 提交审核 asks to confirm and puts the launch in 待发送')
    await shot(page, 'offline-flow-form')
    await b.context.setOffline(true)
    await page.locator('.wf-actions__btn').filter({ hasText: /^提交审核$/, visible: true }).first().click()
    await page.locator('.taro-modal__content').filter({ hasText: '您确定要提交当前流程吗？', visible: true }).first().waitFor({ timeout: 10000 })
    await page.locator('.taro-modal__foot').filter({ visible: true }).getByText('确定', { exact: true }).click()
    await visibleText(page, QUEUED_TOAST).waitFor({ timeout: 10000 })
    await shot(page, 'offline-flow-queued-toast')
    await page.waitForURL((url) => !/\/pages\/workFlow\/flowBefore\//.test(url.pathname), { timeout: 15000 })
    assert.strictEqual((await launchedTasks(server, token, title)).length, 0, 'no task while offline')

    step('the launch waits on the 待发送 page under the flow\'s name; the network comes back: one task')
    await b.context.route(API, (route) => route.abort('internetdisconnected'))
    await b.context.setOffline(false)
    await page.goto(`${server.base}/pages/my/outbox/index`, { waitUntil: 'domcontentloaded' })
    const card = page.locator('.outbox-card').filter({ visible: true, hasText: '计量支付审批' })
    await card.locator('.outbox-card__status', { hasText: '待发送' }).waitFor({ timeout: 15000 })
    await shot(page, 'offline-flow-outbox-queued')
    await b.context.unroute(API)
    await b.context.setOffline(true)
    await b.context.setOffline(false)
    await card.locator('.outbox-card__status', { hasText: '已发送' }).waitFor({ timeout: 60000 })
    await shot(page, 'offline-flow-outbox-sent')
    const tasks = await launchedTasks(server, token, title)
    assert.strictEqual(tasks.length, 1, `exactly one task ${title}: ${JSON.stringify(tasks)}`)
    assert.strictEqual(Number(tasks[0].status), 1, 'launched, not a draft')
    return title
  } catch (err) {
    await shot(page, 'offline-flow-FAILED').catch(() => {})
    throw err
  } finally {
    await b.close()
  }
}

/** 宋文博 approves the launched task in a tunnel: 通过 waits in 待发送 and reaches the server once, back in signal */
async function offlineApproval(server, step, title) {
  const b = await launchBrowser()
  const page = b.context.pages()[0] || (await b.context.newPage())
  try {
    step('an approval without network: 宋文博 opens the to-do while he still has signal')
    await signIn(page, server, 'songwenbo')
    await page.goto(`${server.base}/pages/workFlow/flowTodo/index`, { waitUntil: 'networkidle' })
    await page.locator('.wf-row').filter({ hasText: title, visible: true }).first().click()
    await page.waitForURL(/\/pages\/workFlow\/flowBefore\/index\?config=/, { timeout: 10000 })
    await item(page, '本期计量金额(万元)').waitFor({ timeout: 15000 })
    // the detail fetches the approve dialog's code in the background: give it the moment a user reading the form has
    await page.waitForLoadState('networkidle')

    step('the signal goes: 通过 with the opinion and the signature puts the approval in 待发送')
    await b.context.setOffline(true)
    await page.locator('.wf-actions__btn').filter({ hasText: /^通过$/, visible: true }).first().click()
    await page.waitForURL(/\/pages\/workFlow\/operate\/index/, { timeout: 15000 })
    await page.locator('.wf-operate textarea').filter({ visible: true }).first().fill('隧道内无信号时审核：工程量与中间计量表一致，同意。')
    await drawSignature(page)
    await shot(page, 'offline-approve-dialog')
    await page.locator('.wf-operate__btn--primary').filter({ hasText: '通过', visible: true }).first().click()
    await page.waitForURL((url) => !/\/pages\/workFlow\/(flowBefore|operate)\//.test(url.pathname), { timeout: 15000 })

    step('it waits on the 待发送 page; back in signal, the approval is sent once and the task moves on to the owner')
    await b.context.route(API, (route) => route.abort('internetdisconnected'))
    await b.context.setOffline(false)
    await page.goto(`${server.base}/pages/my/outbox/index`, { waitUntil: 'domcontentloaded' })
    const card = page.locator('.outbox-card').filter({ visible: true, hasText: '（审批）' })
    await card.locator('.outbox-card__status', { hasText: '待发送' }).waitFor({ timeout: 15000 })
    await shot(page, 'offline-approve-queued')
    await b.context.unroute(API)
    await b.context.setOffline(true)
    await b.context.setOffline(false)
    await card.locator('.outbox-card__status', { hasText: '已发送' }).waitFor({ timeout: 60000 })
    await shot(page, 'offline-approve-sent')
    const token = await apiLogin(server, 'zhanghua')
    const [task] = await launchedTasks(server, token, title)
    assert.strictEqual(task.thisStep, '业主计量会签', JSON.stringify(task))
  } catch (err) {
    await shot(page, 'offline-approve-FAILED').catch(() => {})
    throw err
  } finally {
    await b.close()
  }
}

module.exports = async function offlineStory({ server, browser, page, step }) {
  const { context } = browser
  await context.grantPermissions(['geolocation'], { origin: server.base })
  await context.setGeolocation({ latitude: 30.2, longitude: 120.26, accuracy: 20 })

  step('sign in and open a new 机械设备进场验收')
  await signIn(page, server, ACCOUNT)
  const token = await storedToken(page)
  // the 待发送 page's code is fetched once while online, as any page the user has opened before
  await page.goto(`${server.base}/pages/my/outbox/index`, { waitUntil: 'networkidle' })
  await visibleText(page, '没有待发送的内容').waitFor({ timeout: 15000 })
  await openNewForm(page)

  const first = `离线验收汽车吊${Date.now()}`
  step('without network: fill the form, take two photos, submit')
  await fillAndSubmitOffline(page, context, first)
  assert.strictEqual((await recordsNamed(server, token, first)).length, 0, 'nothing reached the server while offline')

  step('reload while the server is still out of reach: the entry is still there, waiting')
  await context.route(API, (route) => route.abort('internetdisconnected'))
  await context.setOffline(false)
  await page.reload({ waitUntil: 'domcontentloaded' })
  await page.goto(`${server.base}/pages/index/my`, { waitUntil: 'domcontentloaded' })
  const mineRow = page.locator('.outbox-entry').filter({ visible: true })
  await mineRow.locator('.outbox-entry__badge', { hasText: '1' }).waitFor({ timeout: 15000 })
  await page.locator('.weui-tabbar__item').last().locator('.weui-badge', { hasText: '1' }).waitFor({ timeout: 5000 })
  await shot(page, 'offline-mine-badge')
  await mineRow.click()
  await page.waitForURL(/\/pages\/my\/outbox\/index/, { timeout: 10000 })
  const card = page.locator('.outbox-card').filter({ visible: true, hasText: first })
  await card.locator('.outbox-card__status', { hasText: '待发送' }).waitFor({ timeout: 15000 })
  await card.getByText('网络异常，稍后自动重试').waitFor({ timeout: 15000 })
  await card.getByText('照片 2 张', { exact: false }).waitFor()
  await shot(page, 'offline-outbox-queued')
  assert.strictEqual((await recordsNamed(server, token, first)).length, 0, 'still nothing on the server')

  step('the network comes back: exactly one record with both photos')
  await context.setOffline(true)
  await visibleText(page, '当前无网络，恢复后将自动发送').waitFor({ timeout: 5000 })
  await context.unroute(API)
  await context.setOffline(false)
  await card.locator('.outbox-card__status', { hasText: '已发送' }).waitFor({ timeout: 60000 })
  await shot(page, 'offline-outbox-sent')
  await assertOneRecordWithPhotos(server, token, first)
  await page.locator('.outbox-entry__badge').filter({ visible: true }).waitFor({ state: 'detached', timeout: 5000 }).catch(() => {})

  step('again offline; this time the first upload is cut off and the answer to the record is lost')
  await openNewForm(page)
  const second = `断网验收架桥机${Date.now()}`
  await fillAndSubmitOffline(page, context, second)
  let uploadsCut = 0
  let uploadsDone = 0
  let postsAnswered = 0
  let answersLost = 0
  await context.route('**/H5Api/api/file/Uploader/**', async (route) => {
    if (uploadsCut === 0) {
      uploadsCut += 1
      return route.abort('connectionreset')
    }
    uploadsDone += 1
    return route.continue()
  })
  await context.route(`**/H5Api/api/visualdev/OnlineDev/${MODEL}`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue()
    if (answersLost === 0) {
      // the server gets the record and makes it; its answer never comes back
      answersLost += 1
      await route.fetch()
      return route.abort('connectionreset')
    }
    postsAnswered += 1
    return route.continue()
  })
  await context.setOffline(false)
  await page.goto(`${server.base}/pages/my/outbox/index`, { waitUntil: 'domcontentloaded' })
  const card2 = page.locator('.outbox-card').filter({ visible: true, hasText: second })
  await card2.locator('.outbox-card__status', { hasText: '已发送' }).waitFor({ timeout: 60000 })
  assert.strictEqual(uploadsCut, 1, 'one upload was cut off')
  assert.strictEqual(uploadsDone, 2, 'each photo reached the server once')
  assert.strictEqual(answersLost, 1, 'one answer was lost')
  assert.ok(postsAnswered >= 1, 'the record was sent again under its key')
  await waitForRecord(server, token, second, 5000)
  await assertOneRecordWithPhotos(server, token, second)
  await shot(page, 'offline-outbox-after-broken-connection')
  await context.unrouteAll({ behavior: 'ignoreErrors' })

  await offlineApproval(server, step, await offlineLaunch(server, step))
}

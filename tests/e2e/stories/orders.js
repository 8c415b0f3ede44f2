// Supervision order story (issue 19) on G60 杭金: the supervision engineer 宋文博 issues a 质量 order to TJ-01 on
// 监理指令 (section, place, what he found, the requirement, the deadline, his signature); the section's manager 张华
// finds it on 待我处理 (待 TJ-01 整改回复), replies with a stamped photo of the repair and his signature; 宋文博 finds
// it (待 宋文博 复核) and closes it with his opinion and signature; it is 已闭合 with every move, and prints to a PDF.
const assert = require('assert')
const crypto = require('crypto')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signIn, signInSettled, chooseFile, api, tapVisible } = require('../browser-helpers')

const API = '**/H5Api/**'
// on the G60 杭金 line (see hazards.js): the photo stamp has a place
const ON_THE_LINE = { latitude: 30.091261, longitude: 120.255042 }

async function samplePhoto(page) {
  const base64 = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = 800
    c.height = 600
    const g = c.getContext('2d')
    g.fillStyle = '#9aa4ab'
    g.fillRect(0, 0, 800, 600)
    g.fillStyle = '#7f8c8d'
    g.fillRect(250, 60, 300, 520)
    return c.toDataURL('image/jpeg', 0.85).split(',')[1]
  })
  const file = path.join(os.tmpdir(), `order-reply-${crypto.randomBytes(3).toString('hex')}.jpg`)
  fs.writeFileSync(file, Buffer.from(base64, 'base64'))
  return file
}

async function switchUser(page, server, account) {
  await page.evaluate(() => localStorage.clear())
  // with the sign prompt settled: 张华 has documents to sign, and the prompt took over the Workbench under the tap
  await signInSettled(page, server, account)
}

async function openOrders(page) {
  const tile = page.locator('.app-grid__item[aria-label="监理指令"]').filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(/\/pages\/apply\/supervisionOrder\/index/, { timeout: 15000 })
}

/** draws a zigzag on the signature pad the field's 点击签名 opens, and confirms it (as hazards.js) */
async function sign(page, field) {
  await field.locator('.signature-input__button, .signature-input__link').first().click()
  const canvas = page.locator('.signature-pad__canvas canvas, canvas.signature-pad__canvas').filter({ visible: true }).first()
  await canvas.waitFor({ timeout: 10000 })
  const box = await canvas.boundingBox()
  await page.mouse.move(box.x + 30, box.y + box.height / 2)
  await page.mouse.down()
  for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 30 + i * 22, box.y + box.height / 2 + (i % 2 ? -25 : 25), { steps: 3 })
  await page.mouse.up()
  await page.locator('.signature-pad__btn--primary').filter({ visible: true }).first().click()
  await field.locator('.signature-input__image').waitFor({ timeout: 15000 })
}

const card = (page, text) => page.locator('.so-card').filter({ hasText: text, visible: true }).first()
const button = (page, text) => page.locator('.so-actions .so-btn').filter({ hasText: text, visible: true }).first()

async function confirmModal(page) {
  const foot = page.locator('.taro-modal__foot').filter({ visible: true })
  await foot.waitFor({ timeout: 10000 })
  await foot.getByText(/^(确定|签发)$/).first().click()
}

module.exports = async function ordersStory({ server, browser, page, step }) {
  const tag = crypto.randomBytes(2).toString('hex')
  const subject = `5#墩盖梁钢筋间距超标 ${tag}`
  await browser.context.grantPermissions(['geolocation'], { origin: server.base })
  await browser.context.setGeolocation({ ...ON_THE_LINE, accuracy: 8 })

  step('宋文博 opens 监理指令 and issues a 质量 order to TJ-01, signed')
  await signIn(page, server, 'songwenbo')
  const photo = await samplePhoto(page)
  await openOrders(page)
  await page.locator('.so-card').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'orders-list-engineer')
  await page.locator('.so-fab').filter({ visible: true }).first().click()
  await page.waitForURL(/\/pages\/apply\/supervisionOrder\/add/, { timeout: 10000 })
  const form = page.locator('.so-form').filter({ visible: true }).first()
  await form.waitFor({ timeout: 15000 })
  await form.locator('.so-picker').nth(0).click()
  await tapVisible(page.locator('.weui-picker__action', { hasText: '确定' }))
  await visibleText(page, 'TJ-01 杭金改扩建土建施工第TJ-01合同段').waitFor({ timeout: 5000 })
  await form.locator('[role="radio"]').filter({ hasText: '质量' }).first().click()
  const inputs = form.locator('.so-input input, input.so-input')
  await inputs.nth(0).fill(subject)
  await inputs.nth(1).fill('K15+120')
  await inputs.nth(2).fill('主线桥5#墩盖梁')
  const texts = form.locator('.so-textarea textarea, textarea.so-textarea')
  await texts.nth(0).fill('抽检盖梁主筋间距10处，其中3处偏差+14mm~+18mm，超过±10mm允许偏差。')
  await texts.nth(1).fill('调整超标部位钢筋间距，全数自检合格后报监理复查，复查合格前不得浇筑混凝土。')
  await form.locator('.so-picker').nth(1).click()
  await tapVisible(page.locator('.weui-picker__action', { hasText: '确定' }))
  await sign(page, form.locator('.so-section').filter({ hasText: '监理工程师签名' }).first())
  await shot(page, 'orders-issue-filled')
  await button(page, '签发').click()
  await confirmModal(page)
  await page.waitForURL(/\/pages\/apply\/supervisionOrder\/detail\?id=/, { timeout: 15000 })
  await visibleText(page, '待 TJ-01 整改回复').waitFor({ timeout: 15000 })
  assert.strictEqual(await button(page, '复查闭合').count(), 0, 'nothing to verify before the reply')
  await shot(page, 'orders-issued')
  const engineer = await storedToken(page)
  const issued = await api(server, 'GET', `/api/supervision-orders?projectId=proj-hj&scope=issued&keyword=${encodeURIComponent(tag)}`, engineer)
  const order = issued.data.list[0]
  assert.ok(order && order.subject === subject, `the order is among his issued ones: ${JSON.stringify(issued)}`)
  assert.match(order.orderNo, /^JL01-ZL-\d{4}-\d{3}$/)

  step('张华 finds it on 待我处理 and, without signal at the pier, replies with a stamped photo and his signature')
  await switchUser(page, server, 'zhanghua')
  await openOrders(page)
  await card(page, subject).waitFor({ timeout: 15000 })
  assert.match(await card(page, subject).innerText(), /待回复[\s\S]*K15\+120[\s\S]*待 TJ-01 整改回复/)
  await shot(page, 'orders-todo-section')
  await card(page, subject).click()
  await page.waitForURL(/\/pages\/apply\/supervisionOrder\/detail\?id=/, { timeout: 10000 })
  await visibleText(page, '待 TJ-01 整改回复').waitFor({ timeout: 15000 })
  await button(page, '整改回复').click()
  const sheet = page.locator('.so-sheet').filter({ visible: true }).first()
  await sheet.waitFor({ timeout: 5000 })
  await browser.context.setOffline(true)
  await sheet.locator('textarea').first().fill('已按设计调整5#墩盖梁超标部位钢筋间距，全数自检间距偏差均在±8mm以内，请复查。')
  const uploader = sheet.locator('.uploader').first()
  await chooseFile(page, uploader.locator('.uploader__add'), photo)
  // no signal: the stamped photo stays on the phone (待上传) for the outbox to upload with the reply
  await uploader.locator('.uploader__pending').first().waitFor({ timeout: 20000 })
  await sign(page, sheet)
  await shot(page, 'orders-reply-filled-offline')
  await button(page, '提交回复').click()
  await confirmModal(page)
  await visibleText(page, '网络不佳，已存入待发送，联网后自动提交').waitFor({ timeout: 10000 })
  const waiting = await api(server, 'GET', `/api/supervision-orders/${order.id}`, await storedToken(page))
  assert.strictEqual(waiting.data.state, 'issued', 'nothing reached the server while offline')
  // still no signal for the API (the page itself needs the network to load): the reply waits on 待发送
  await browser.context.route(API, (route) => route.abort('internetdisconnected'))
  await browser.context.setOffline(false)
  await page.goto(`${server.base}/pages/my/outbox/index`, { waitUntil: 'domcontentloaded' })
  const queuedCard = page.locator('.outbox-card').filter({ visible: true, hasText: subject })
  await queuedCard.locator('.outbox-card__status', { hasText: '待发送' }).waitFor({ timeout: 15000 })
  assert.match(await queuedCard.innerText(), /监理指令（整改回复）/)
  await shot(page, 'orders-reply-queued')
  // the signal comes back: the outbox uploads the photo and sends the reply
  await browser.context.unroute(API)
  await browser.context.setOffline(true)
  await browser.context.setOffline(false)
  await queuedCard.locator('.outbox-card__status', { hasText: '已发送' }).waitFor({ timeout: 60000 })
  await page.goto(`${server.base}/pages/apply/supervisionOrder/detail?id=${order.id}`, { waitUntil: 'domcontentloaded' })
  await visibleText(page, '待 宋文博 复核').waitFor({ timeout: 15000 })
  const replied = await api(server, 'GET', `/api/supervision-orders/${order.id}`, await storedToken(page))
  assert.deepStrictEqual([replied.data.replyCount, replied.data.steps.filter((s) => s.kind === 'reply').length], [1, 1], 'one reply, sent once')
  await page.locator('.so-step .so-photo').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  assert.strictEqual(await button(page, '整改回复').count(), 0, 'no second reply while it is verified')
  await shot(page, 'orders-replied')

  step('宋文博 finds it waiting for him and closes it with his opinion and signature')
  await switchUser(page, server, 'songwenbo')
  await openOrders(page)
  await card(page, subject).waitFor({ timeout: 15000 })
  assert.match(await card(page, subject).innerText(), /待复核[\s\S]*待 宋文博 复核/)
  await card(page, subject).click()
  await page.waitForURL(/\/pages\/apply\/supervisionOrder\/detail\?id=/, { timeout: 10000 })
  await visibleText(page, '全数自检间距偏差均在±8mm以内').waitFor({ timeout: 15000 })
  await button(page, '复查闭合').click()
  const close = page.locator('.so-sheet').filter({ visible: true }).first()
  await close.locator('textarea').first().fill('现场复查钢筋间距满足规范要求，同意闭合。')
  await sign(page, close)
  await button(page, '确认闭合').click()
  await confirmModal(page)
  await page.locator('.so-tag').filter({ hasText: '已闭合', visible: true }).first().waitFor({ timeout: 15000 })
  assert.strictEqual(await page.locator('.so-actions .so-btn').filter({ visible: true }).count(), 1, 'only 打印 is left')
  await shot(page, 'orders-closed')
  const done = (await api(server, 'GET', `/api/supervision-orders/${order.id}`, engineer)).data
  assert.strictEqual(done.state, 'closed')
  assert.deepStrictEqual(done.steps.map((s) => s.kind), ['issue', 'reply', 'close'])
  assert.ok(done.steps.every((s) => s.signImg.startsWith('data:image/png')), 'every move is signed')
  const pdf = await api(server, 'POST', `/api/supervision-orders/${order.id}/pdf`, engineer, {})
  assert.strictEqual(pdf.code, 200, JSON.stringify(pdf))
  assert.match(pdf.data.name, /^监理通知单_JL01-ZL-/)
}

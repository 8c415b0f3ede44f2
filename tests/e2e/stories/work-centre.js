// Work notice story (issue 19) on G60 杭金: TJ-01's project manager 张华 sends a 重要 notice to his chief engineer
// 李军 on 工作通知; 李军 finds it on top of 收到的 with its unread mark, opens it (the reading is recorded) and writes
// his work log of the day, shared with 张华; 张华 sees 已读 1/1 with 李军 among those who have read, and finds the
// log under 下属日志.
const assert = require('assert')
const crypto = require('crypto')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signInSettled, api } = require('../browser-helpers')

async function openTile(page, name, url) {
  const tile = page.locator(`.app-grid__item[aria-label="${name}"]`).filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(url, { timeout: 15000 })
}

async function switchUser(page, server, account) {
  await page.evaluate(() => localStorage.clear())
  await signInSettled(page, server, account)
}

const visible = (page, selector, text) => page.locator(selector).filter({ hasText: text, visible: true }).first()

module.exports = async function workCentreStory({ server, page, step }) {
  const tag = crypto.randomBytes(2).toString('hex')
  const title = `K24+100 2#墩柱模板验收安排 ${tag}`

  step('张华 opens 工作通知 and sends a 重要 notice to 李军')
  await signInSettled(page, server, 'zhanghua')
  await openTile(page, '工作通知', /\/pages\/apply\/workMessage\/index/)
  await visible(page, '.wm-tab', '收到的').waitFor({ timeout: 15000 })
  await visible(page, '.wm-btn', '发通知').click()
  await page.waitForURL(/\/pages\/apply\/workMessage\/addMessage/, { timeout: 15000 })
  const form = page.locator('.wm-form').filter({ visible: true }).first()
  await form.waitFor({ timeout: 15000 })
  await form.locator('input').nth(0).fill(title)
  await visible(page, '.wm-chip', '重要').click()
  await form.locator('textarea').first().fill('明天上午9时验收2#墩柱模板，请李军组织技术人员今晚完成自检并通知监理。')
  await form.locator('input').nth(1).fill('李军')
  await visible(page, '.wm-chip', '李军').click()
  await shot(page, 'work-message-compose')
  await visible(page, '.wm-btn', '发送').click()
  await page.waitForURL(/\/pages\/apply\/workMessage\/index\?id=/, { timeout: 15000 })
  await visibleText(page, '阅读情况').waitFor({ timeout: 15000 })
  await visibleText(page, '已读 0/1').waitFor({ timeout: 5000 })
  const sender = await storedToken(page)
  const id = new URL(page.url()).searchParams.get('id')
  await shot(page, 'work-message-sent')

  step('李军 finds it unread on top of 收到的, opens it and writes his log shared with 张华')
  await switchUser(page, server, 'lijun')
  await openTile(page, '工作通知', /\/pages\/apply\/workMessage\/index/)
  const card = visible(page, '.wm-card', title)
  await card.waitFor({ timeout: 15000 })
  assert.strictEqual(await card.locator('.wm-dot').count(), 1, 'marked unread')
  assert.match(await page.locator('.wm-card').filter({ visible: true }).first().innerText(), new RegExp(tag), 'the newest first')
  await shot(page, 'work-message-inbox')
  await card.click()
  await visible(page, '.wm-text', '2#墩柱模板').waitFor({ timeout: 15000 })
  const read = (await api(server, 'GET', `/api/work-messages/${id}`, sender)).data
  assert.deepStrictEqual([read.total, read.read], [1, 1])

  await page.goto(`${server.base}/pages/index/apply`, { waitUntil: 'networkidle' })
  await openTile(page, '工作日志', /\/pages\/apply\/reportLog\/index/)
  await visible(page, '.wl-btn', '写日志').click()
  await page.waitForURL(/\/pages\/apply\/reportLog\/form/, { timeout: 15000 })
  const log = page.locator('.wl-form').filter({ visible: true }).first()
  await log.waitFor({ timeout: 15000 })
  await visible(page, '.wl-chip', '多云').click()
  await log.locator('textarea').nth(0).fill(`K24+100左幅2#墩柱模板安装及自检 ${tag}`)
  await log.locator('textarea').nth(2).fill('2#墩柱模板报监理验收，浇筑墩柱混凝土。')
  await shot(page, 'work-log-form')
  await visible(page, '.wl-btn', '保存').click()
  await page.waitForURL(/\/pages\/apply\/reportLog\/index\?id=/, { timeout: 15000 })
  await visibleText(page, '已共享给 张华').waitFor({ timeout: 15000 })

  step('张华 sees 已读 1/1 and finds the log under 下属日志')
  await switchUser(page, server, 'zhanghua')
  await openTile(page, '工作通知', /\/pages\/apply\/workMessage\/index/)
  await visible(page, '.wm-tab', '我发出的').click()
  await visible(page, '.wm-card', title).waitFor({ timeout: 15000 })
  assert.match(await visible(page, '.wm-card', title).innerText(), /已读 1\/1/)
  await visible(page, '.wm-card', title).click()
  await visibleText(page, '已读（1人）').waitFor({ timeout: 15000 })
  assert.match(await visible(page, '.wm-person', '李军').innerText(), /李军/)
  await shot(page, 'work-message-receipts')
  await page.goto(`${server.base}/pages/index/apply`, { waitUntil: 'networkidle' })
  await openTile(page, '工作日志', /\/pages\/apply\/reportLog\/index/)
  await visible(page, '.wl-tab', '下属日志').click()
  await visible(page, '.wl-card', tag).waitFor({ timeout: 15000 })
  await shot(page, 'work-log-team')
}

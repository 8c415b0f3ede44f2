// Task centre story (issue 19) on G60 杭金: the project manager 黄伟 publishes a task to 陈刚 on 发布任务; 陈刚 finds it
// on 我的任务 (待 陈刚 接收), accepts it, reports progress with a stamped site photo and submits it for audit; 黄伟
// finds it on 任务审核 (待 黄伟 审核) and passes it after confirming; it is 已完成 with its whole timeline.
const assert = require('assert')
const crypto = require('crypto')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signIn, chooseFile, api } = require('../browser-helpers')

// on the G60 杭金 line (see hazards.js): the photo stamp has a place
const ON_THE_LINE = { latitude: 30.091261, longitude: 120.255042 }

async function samplePhoto(page) {
  const base64 = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = 800
    c.height = 600
    const g = c.getContext('2d')
    g.fillStyle = '#8d9aa5'
    g.fillRect(0, 0, 800, 600)
    g.fillStyle = '#c0392b'
    for (let i = 0; i < 6; i++) g.fillRect(80 + i * 110, 200, 60, 220)
    return c.toDataURL('image/jpeg', 0.85).split(',')[1]
  })
  const file = path.join(os.tmpdir(), `task-progress-${crypto.randomBytes(3).toString('hex')}.jpg`)
  fs.writeFileSync(file, Buffer.from(base64, 'base64'))
  return file
}

async function switchUser(page, server, account) {
  await page.evaluate(() => localStorage.clear())
  await signIn(page, server, account)
}

async function openTile(page, name, url) {
  const tile = page.locator(`.app-grid__item[aria-label="${name}"]`).filter({ visible: true }).first()
  await tile.waitFor({ timeout: 15000 })
  await tile.scrollIntoViewIfNeeded()
  await tile.click()
  await page.waitForURL(url, { timeout: 15000 })
}

const card = (page, text) => page.locator('.tk-card').filter({ hasText: text, visible: true }).first()
const button = (page, text) => page.locator('.tk-actions .tk-btn').filter({ hasText: text, visible: true }).first()

async function confirmModal(page) {
  const foot = page.locator('.taro-modal__foot').filter({ visible: true })
  await foot.waitFor({ timeout: 10000 })
  await foot.getByText('确定', { exact: true }).click()
}

module.exports = async function tasksStory({ server, browser, page, step }) {
  const tag = crypto.randomBytes(2).toString('hex')
  const title = `K15+200 涵洞台背回填检查 ${tag}`
  await browser.context.grantPermissions(['geolocation'], { origin: server.base })
  await browser.context.setGeolocation({ ...ON_THE_LINE, accuracy: 8 })

  step('黄伟 opens 发布任务 and publishes a task to 陈刚')
  await signIn(page, server, 'huangwei')
  const photo = await samplePhoto(page)
  await openTile(page, '发布任务', /\/pages\/apply\/publishTask\/index/)
  await page.locator('.tk-card').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'tasks-published-list')
  await page.locator('.tk-fab').filter({ visible: true }).first().click()
  await page.waitForURL(/\/pages\/apply\/publishTask\/increasePublishPage/, { timeout: 10000 })
  const form = page.locator('.tk-form').filter({ visible: true }).first()
  await form.locator('[role="checkbox"]').filter({ hasText: '陈刚' }).first().waitFor({ timeout: 15000 })
  await form.locator('.tk-row').filter({ hasText: '任务名称' }).locator('input').first().fill(title)
  await form.locator('textarea').first().fill('检查K15+200盖板涵台背回填分层厚度和压实度，回填前清除积水，附现场照片。')
  await form.locator('[role="radio"]').filter({ hasText: '重要' }).first().click()
  await form.locator('[role="checkbox"]').filter({ hasText: '陈刚' }).first().click()
  await shot(page, 'tasks-publish-filled')
  await page.locator('.tk-actions .tk-btn').filter({ hasText: '发布', visible: true }).first().click()
  await page.waitForURL(/\/pages\/apply\/publishTask\/index/, { timeout: 15000 })
  await card(page, title).waitFor({ timeout: 15000 })
  assert.match(await card(page, title).innerText(), /待接收[\s\S]*重要[\s\S]*接收：陈刚[\s\S]*待 陈刚 接收/)
  await shot(page, 'tasks-published')
  const manager = await storedToken(page)
  const published = await api(server, 'GET', '/api/tasks?projectId=proj-hj&scope=published&pageSize=50', manager)
  const task = published.data.list.find((t) => t.title === title)
  assert.ok(task, `the task is among his published ones: ${JSON.stringify(published)}`)

  step('陈刚 finds it on 我的任务, accepts it and reports progress with a stamped photo')
  await switchUser(page, server, 'chengang')
  await openTile(page, '我的任务', /\/pages\/apply\/myTasks\/index/)
  await card(page, title).waitFor({ timeout: 15000 })
  await shot(page, 'tasks-mine')
  await card(page, title).click()
  await page.waitForURL(/\/pages\/apply\/myTasks\/taskDetail\?id=/, { timeout: 10000 })
  await visibleText(page, '待 陈刚 接收').waitFor({ timeout: 15000 })
  assert.strictEqual(await button(page, '提交审核').count(), 0, 'nothing to submit before accepting')
  await button(page, '接收任务').click()
  await visibleText(page, '待 陈刚 办理').waitFor({ timeout: 15000 })
  await button(page, '汇报进展').click()
  const sheet = page.locator('.tk-sheet').filter({ visible: true }).first()
  await sheet.waitFor({ timeout: 5000 })
  await sheet.locator('input').first().fill('60')
  await sheet.locator('textarea').first().fill('台背已分4层回填，每层压实度自检合格，剩余2层明日完成。')
  const uploader = sheet.locator('.uploader').first()
  await chooseFile(page, uploader.locator('.uploader__add'), photo)
  await uploader.locator('.uploader__img').first().waitFor({ timeout: 20000 })
  await uploader.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 20000 }).catch(() => {})
  await shot(page, 'tasks-progress-filled')
  await button(page, '提交进展').click()
  const worker = await storedToken(page)
  let progress
  for (let i = 0; i < 40; i++) {
    progress = (await api(server, 'GET', `/api/tasks/${task.id}`, worker)).data
    if (progress.progress === 60) break
    await page.waitForTimeout(500)
  }
  assert.strictEqual(progress.progress, 60, `the report reached the server: ${JSON.stringify(progress)}`)
  const report = progress.updates.find((u) => u.kind === 'progress')
  assert.strictEqual(report.photos.length, 1, 'the photo is on the report')
  await page.reload({ waitUntil: 'networkidle' })
  await visibleText(page, '台背已分4层回填').waitFor({ timeout: 15000 })
  await page.locator('.tk-photo').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'tasks-progress-reported')

  step('he submits it for audit, confirming')
  await button(page, '提交审核').click()
  await page.locator('.tk-sheet textarea').filter({ visible: true }).first().fill('台背回填6层全部完成，压实度96%以上，检测报告已附。')
  await button(page, '提交审核').click()
  await confirmModal(page)
  await visibleText(page, '待 黄伟 审核').waitFor({ timeout: 15000 })
  assert.strictEqual(await button(page, '汇报进展').count(), 0, 'no more reports while it is audited')
  await shot(page, 'tasks-submitted')

  step('黄伟 finds it on 任务审核 and passes it')
  await switchUser(page, server, 'huangwei')
  await openTile(page, '任务审核', /\/pages\/apply\/auditTask\/index/)
  await card(page, title).waitFor({ timeout: 15000 })
  assert.match(await card(page, title).innerText(), /待审核[\s\S]*待 黄伟 审核/)
  await card(page, title).click()
  await page.waitForURL(/\/pages\/apply\/auditTask\/auditDetail\?id=/, { timeout: 10000 })
  await visibleText(page, '台背回填6层全部完成').waitFor({ timeout: 15000 })
  await shot(page, 'tasks-audit-detail')
  await button(page, '审核通过').click()
  await page.locator('.tk-sheet textarea').filter({ visible: true }).first().fill('资料齐全，同意通过。')
  await button(page, '审核通过').click()
  await confirmModal(page)
  await page.locator('.tk-tag').filter({ hasText: '已完成', visible: true }).first().waitFor({ timeout: 15000 })
  await shot(page, 'tasks-passed')
  const done = (await api(server, 'GET', `/api/tasks/${task.id}`, manager)).data
  assert.strictEqual(done.state, 'done')
  assert.deepStrictEqual(done.updates.map((u) => u.kind), ['publish', 'accept', 'progress', 'submit', 'pass'])
}

// Site-check story (issue 19) on G60 杭金: the project manager 黄伟 assigns a 临边防护 site check to 陈刚 on 现场检查任务
// (checklist, place, checker); 陈刚 finds it, accepts it, walks the items on 现场检查 (four 合格, 挡脚板 不合格 with
// what is wrong and a site photo) and submits it for audit; 黄伟 finds it on 任务管理 under 现场检查 / 待审核, with the
// failing item and its photo on its page.
const assert = require('assert')
const crypto = require('crypto')
const fs = require('fs')
const os = require('os')
const path = require('path')
const { shot } = require('../../support/processes')
const { visibleText, storedToken, signIn, chooseFile, api } = require('../browser-helpers')

const ON_THE_LINE = { latitude: 30.091261, longitude: 120.255042 }

async function samplePhoto(page) {
  const base64 = await page.evaluate(() => {
    const c = document.createElement('canvas')
    c.width = 800
    c.height = 600
    const g = c.getContext('2d')
    g.fillStyle = '#a3aab0'
    g.fillRect(0, 0, 800, 600)
    g.fillStyle = '#e74c3c'
    g.fillRect(60, 380, 680, 30)
    g.fillStyle = '#ecf0f1'
    for (let i = 0; i < 7; i++) g.fillRect(60 + i * 110, 380, 55, 30)
    return c.toDataURL('image/jpeg', 0.85).split(',')[1]
  })
  const file = path.join(os.tmpdir(), `site-check-${crypto.randomBytes(3).toString('hex')}.jpg`)
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
const item = (page, name) => page.locator('.tc-item').filter({ hasText: name, visible: true }).first()

async function confirmModal(page) {
  const foot = page.locator('.taro-modal__foot').filter({ visible: true })
  await foot.waitFor({ timeout: 10000 })
  await foot.getByText('确定', { exact: true }).click()
}

module.exports = async function siteCheckStory({ server, browser, page, step }) {
  const tag = crypto.randomBytes(2).toString('hex')
  const place = `K15+080 主线桥6#墩作业平台 ${tag}`
  const title = `临边防护检查表（${place}）`
  await browser.context.grantPermissions(['geolocation'], { origin: server.base })
  await browser.context.setGeolocation({ ...ON_THE_LINE, accuracy: 8 })

  step('黄伟 opens 现场检查任务 and assigns a 临边防护 check to 陈刚')
  await signIn(page, server, 'huangwei')
  const photo = await samplePhoto(page)
  await openTile(page, '现场检查任务', /\/pages\/apply\/addTask\/index/)
  await page.locator('.tk-fab').filter({ hasText: '下发检查任务', visible: true }).first().click()
  await page.waitForURL(/\/pages\/apply\/addTask\/addPage/, { timeout: 10000 })
  const form = page.locator('.tk-form').filter({ visible: true }).first()
  await form.locator('[role="radio"]').filter({ hasText: '临边防护检查表' }).first().waitFor({ timeout: 15000 })
  await form.locator('[role="radio"]').filter({ hasText: '临边防护检查表' }).first().click()
  await visibleText(page, '防护栏杆设置、挡脚板').waitFor({ timeout: 5000 })
  await form.locator('.tk-row').filter({ hasText: '检查部位' }).locator('input').first().fill(place)
  await form.locator('[role="checkbox"]').filter({ hasText: '陈刚' }).first().click()
  await shot(page, 'site-check-assign-filled')
  await button(page, '下发检查任务').click()
  await page.waitForURL(/\/pages\/apply\/addTask\/taskDetail\?id=/, { timeout: 15000 })
  await visibleText(page, '待 陈刚 接收').waitFor({ timeout: 15000 })
  await shot(page, 'site-check-assigned')
  const manager = await storedToken(page)
  const id = new URL(page.url().replace('/#/', '/')).searchParams.get('id')
  assert.ok(id, `the check's page has its id: ${page.url()}`)

  step('陈刚 accepts it and checks the items on site: 挡脚板 不合格 with a note and a photo')
  await switchUser(page, server, 'chengang')
  await openTile(page, '现场检查任务', /\/pages\/apply\/addTask\/index/)
  await card(page, title).waitFor({ timeout: 15000 })
  await shot(page, 'site-check-mine')
  await card(page, title).click()
  await page.waitForURL(/\/pages\/apply\/addTask\/taskDetail\?id=/, { timeout: 10000 })
  await button(page, '接收任务').click()
  await visibleText(page, '待 陈刚 办理').waitFor({ timeout: 15000 })
  await page.locator('.tc-link').filter({ hasText: /现场检查|检查项/, visible: true }).first().click()
  await page.waitForURL(/\/pages\/apply\/addTask\/sceneCheck\?id=/, { timeout: 10000 })
  await item(page, '防护栏杆设置').locator('[role="radio"]').first().waitFor({ timeout: 15000 })
  for (const name of ['防护栏杆设置', '安全网挂设', '洞口盖板', '高处作业人员']) {
    await item(page, name).locator('[role="radio"]').filter({ hasText: /^合格$/ }).first().click()
    await item(page, name).locator('.tc-result--pass').waitFor({ timeout: 10000 })
  }
  await item(page, '挡脚板').locator('[role="radio"]').filter({ hasText: '不合格' }).first().click()
  const sheet = item(page, '挡脚板').locator('.tk-sheet')
  await sheet.waitFor({ timeout: 5000 })
  await sheet.locator('textarea').first().fill('平台东侧挡脚板缺失约4m，栏杆底部无封闭。')
  const uploader = sheet.locator('.uploader').first()
  await chooseFile(page, uploader.locator('.uploader__add'), photo)
  await uploader.locator('.uploader__img').first().waitFor({ timeout: 20000 })
  await uploader.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 20000 }).catch(() => {})
  await shot(page, 'site-check-fail-filled')
  await sheet.locator('.tk-btn').filter({ hasText: '保存不合格' }).first().click()
  await item(page, '挡脚板').locator('.tc-result--fail').waitFor({ timeout: 15000 })
  await item(page, '挡脚板').locator('.tk-photo').first().waitFor({ timeout: 15000 })
  await shot(page, 'site-check-checked')
  const worker = await storedToken(page)
  const checked = (await api(server, 'GET', `/api/task-checks/tasks/${id}`, worker)).data
  assert.deepStrictEqual([checked.summary.checked, checked.summary.failed], [5, 1], JSON.stringify(checked.summary))
  assert.strictEqual(checked.items.find((i) => i.name === '挡脚板').photos.length, 1, 'the failing item has its photo')

  step('he submits it for audit')
  await button(page, '检查完成，去提交').click()
  await page.waitForURL(/\/pages\/apply\/addTask\/taskDetail\?id=/, { timeout: 10000 })
  await button(page, '提交审核').click()
  await page.locator('.tk-sheet textarea').filter({ visible: true }).first().fill('5项检查完成，挡脚板1项不合格，已拍照，今日内补装。')
  await button(page, '提交审核').click()
  await confirmModal(page)
  await visibleText(page, '待 黄伟 审核').waitFor({ timeout: 15000 })
  await shot(page, 'site-check-submitted')

  step('黄伟 finds it on 任务管理 under 现场检查 / 待审核 and opens it')
  await switchUser(page, server, 'huangwei')
  await openTile(page, '任务管理', /\/pages\/apply\/taskManagement\/index/)
  await page.locator('.tk-card').filter({ visible: true }).first().waitFor({ timeout: 15000 })
  await page.locator('[role="radio"]').filter({ hasText: /^现场检查$/, visible: true }).first().click()
  await page.locator('[role="radio"]').filter({ hasText: /^待审核$/, visible: true }).first().click()
  await card(page, title).waitFor({ timeout: 15000 })
  assert.match(await card(page, title).innerText(), /待审核[\s\S]*接收：陈刚[\s\S]*待 黄伟 审核/)
  await shot(page, 'site-check-managed')
  await card(page, title).click()
  await page.waitForURL(/\/pages\/apply\/addTask\/taskDetail\?id=/, { timeout: 10000 })
  await item(page, '挡脚板').locator('.tc-result--fail').waitFor({ timeout: 15000 })
  await visibleText(page, '平台东侧挡脚板缺失约4m').waitFor({ timeout: 15000 })
  await shot(page, 'site-check-manager-detail')
  const listed = await api(server, 'GET', '/api/tasks?projectId=proj-hj&scope=all&kind=siteCheck&state=auditing&pageSize=50', manager)
  assert.ok(listed.data.list.some((t) => t.id === id && t.kind === 'siteCheck'), JSON.stringify(listed))
}
